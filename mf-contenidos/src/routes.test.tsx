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
      expect(await screen.findByRole('heading', { level: 1, name: heading }, { timeout: 30_000 })).toBeInTheDocument();
      expect(screen.getByRole('navigation', { name: lista })).toBeInTheDocument();
      await waitFor(() => expect(screen.getAllByRole('link').length).toBeGreaterThan(1), { timeout: 30_000 });
      expect(screen.queryByText(NOT_AVAILABLE[lang])).not.toBeInTheDocument();
    },
  );

  // The front page's banners (issue 14 step 8): the page, loaded lazily, with its three panels.
  it.each(inBothLanguages([{ route: '/banner-portada', es: 'Banner Portada|Banner de empresas', ca: "Bàner Portada|Bàner d'empreses" }]))(
    '$route in $lang is the banners’ page',
    async ({ route, lang, title }) => {
      const [heading = '', panel = ''] = title.split('|');
      await signInAs('consultor');
      renderWithPortal(<ContenidosRoutes />, { route, lang });
      expect(await screen.findByRole('heading', { level: 1, name: heading }, { timeout: 30_000 })).toBeInTheDocument();
      expect(await screen.findByRole('heading', { level: 2, name: panel }, { timeout: 30_000 })).toBeInTheDocument();
      expect(screen.queryByText(NOT_AVAILABLE[lang])).not.toBeInTheDocument();
    },
  );

  // What readers read (issue 14 step 7): the communications' list, loaded lazily.
  it.each(inBothLanguages([{ route: '/public-comunicados', es: 'Comunicados|Comunicados', ca: 'Comunicats|Comunicats' }]))(
    '$route in $lang is the readers’ communications',
    async ({ route, lang, title }) => {
      const [heading = '', tabla = ''] = title.split('|');
      await signInAs('organizacion');
      renderWithPortal(<ContenidosRoutes />, { route, lang });
      expect(await screen.findByRole('heading', { level: 1, name: heading }, { timeout: 30_000 })).toBeInTheDocument();
      expect(await screen.findByRole('table', { name: tabla }, { timeout: 30_000 })).toBeInTheDocument();
      expect(screen.queryByText(NOT_AVAILABLE[lang])).not.toBeInTheDocument();
    },
  );

  // The web contents (issue 14 steps 3 and 4): the list, loaded lazily, and the editor of a content.
  it.each(
    inBothLanguages([
      { route: '/contenidos', es: 'Contenidos|Contenidos', ca: 'Continguts|Continguts' },
      { route: '/contenidos/nuevo', es: 'Nuevo contenido|Contenido web', ca: 'Nou contingut|Contingut web' },
    ]),
  )('$route in $lang is the web contents’ screen', async ({ route, lang, title }) => {
    const [heading = '', content = ''] = title.split('|');
    await signInAs('admin_ares');
    renderWithPortal(<ContenidosRoutes />, { route, lang });
    expect(await screen.findByRole('heading', { level: 1, name: heading }, { timeout: 30_000 })).toBeInTheDocument();
    expect(await screen.findByRole(route === '/contenidos' ? 'table' : 'form', { name: content }, { timeout: 30_000 })).toBeInTheDocument();
    expect(screen.queryByText(NOT_AVAILABLE[lang])).not.toBeInTheDocument();
  });
});
