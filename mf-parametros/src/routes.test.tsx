import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { inBothLanguages, NOT_AVAILABLE, renderWithPortal } from '../../config/test-utils';
import ParametrosRoutes from './routes';

describe('mf-parametros routes', () => {
  it.each(
    inBothLanguages([
      { route: '/parametros', es: 'Parámetros', ca: 'Paràmetres' },
      { route: '/maintenance', es: 'Mantenimiento', ca: 'Manteniment' },
    ]),
  )('$route in $lang is titled "$title" and not available yet', ({ route, lang, title }) => {
    renderWithPortal(<ParametrosRoutes />, { route, lang });
    expect(screen.getByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(screen.getByText(NOT_AVAILABLE[lang])).toBeInTheDocument();
  });
});
