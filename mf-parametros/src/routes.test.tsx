import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { inBothLanguages, renderWithPortal, signInAs } from '../../config/test-utils';
import ParametrosRoutes from './routes';

describe('mf-parametros routes', () => {
  it.each(
    inBothLanguages([
      { route: '/maintenance', es: 'Mantenimiento', ca: 'Manteniment' },
    ]),
  )('$route in $lang is titled "$title" and opens its screen', async ({ route, lang, title }) => {
    await signInAs('admin_ares');
    renderWithPortal(<ParametrosRoutes />, { route, lang });
    expect(await screen.findByRole('heading', { level: 1, name: title }, { timeout: 30_000 })).toBeInTheDocument();
    expect(await screen.findByTestId('mantenimiento-modo', {}, { timeout: 30_000 })).toBeInTheDocument();
  });
});
