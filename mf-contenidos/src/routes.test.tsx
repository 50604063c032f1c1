import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { inBothLanguages, NOT_AVAILABLE, renderWithPortal, signInAs } from '../../config/test-utils';
import ContenidosRoutes from './routes';

describe('mf-contenidos routes', () => {
  // The message templates (issue 14 step 2): the page, loaded lazily, with the templates' list.
  it.each(inBothLanguages([{ route: '/plantillas-mensajes', es: 'Plantillas|Plantillas de correo', ca: 'Plantilles|Plantilles de correu' }]))(
    '$route in $lang is the message templates’ page',
    async ({ route, lang, title }) => {
      const [heading = '', lista = ''] = title.split('|');
      await signInAs('admin_ares');
      renderWithPortal(<ContenidosRoutes />, { route, lang });
      expect(await screen.findByRole('heading', { level: 1, name: heading }, { timeout: 10_000 })).toBeInTheDocument();
      expect(screen.getByRole('navigation', { name: lista })).toBeInTheDocument();
      await waitFor(() => expect(screen.getAllByRole('link').length).toBeGreaterThan(1), { timeout: 10_000 });
      expect(screen.queryByText(NOT_AVAILABLE[lang])).not.toBeInTheDocument();
    },
  );

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
