import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { inBothLanguages, NOT_AVAILABLE, renderWithPortal } from '../../config/test-utils';
import ConsultoresRoutes from './routes';

describe('mf-consultores routes', () => {
  it.each(
    inBothLanguages([
      { route: '/consultores/12345678Z', es: 'Consultor', ca: 'Consultor' },
      { route: '/usuarios', es: 'Usuarios', ca: 'Usuaris' },
    ]),
  )('$route in $lang is titled "$title" and not available yet', ({ route, lang, title }) => {
    renderWithPortal(<ConsultoresRoutes />, { route, lang });
    expect(screen.getByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(screen.getByText(NOT_AVAILABLE[lang])).toBeInTheDocument();
  });
});
