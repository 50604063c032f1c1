import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { inBothLanguages, NOT_AVAILABLE, renderWithPortal } from '../../config/test-utils';
import FinanzasRoutes from './routes';

describe('mf-finanzas routes', () => {
  it.each(
    inBothLanguages([
      { route: '/pagos', es: 'Pagos', ca: 'Pagaments' },
      { route: '/tarifas', es: 'Tarifas', ca: 'Tarifes' },
    ]),
  )('$route in $lang is titled "$title" and not available yet', ({ route, lang, title }) => {
    renderWithPortal(<FinanzasRoutes />, { route, lang });
    expect(screen.getByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(screen.getByText(NOT_AVAILABLE[lang])).toBeInTheDocument();
  });
});
