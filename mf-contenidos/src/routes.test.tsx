import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { inBothLanguages, NOT_AVAILABLE, renderWithPortal } from '../../config/test-utils';
import ContenidosRoutes from './routes';

describe('mf-contenidos routes', () => {
  it.each(
    inBothLanguages([
      { route: '/contenidos', es: 'Contenidos', ca: 'Continguts' },
      { route: '/banner-portada', es: 'Banner Portada', ca: 'Bàner Portada' },
    ]),
  )('$route in $lang is titled "$title" and not available yet', ({ route, lang, title }) => {
    renderWithPortal(<ContenidosRoutes />, { route, lang });
    expect(screen.getByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(screen.getByText(NOT_AVAILABLE[lang])).toBeInTheDocument();
  });
});
