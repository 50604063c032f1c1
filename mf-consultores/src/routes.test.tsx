import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { inBothLanguages, NOT_AVAILABLE, renderWithPortal, signInAs } from '../../config/test-utils';
import ConsultoresRoutes from './routes';

describe('mf-consultores routes', () => {
  // The association's users (issue 13 step 3): the list, loaded lazily, with 'Alta Usuario'.
  it.each(inBothLanguages([{ route: '/usuarios', es: 'Usuarios|Alta Usuario', ca: 'Usuaris|Alta Usuari' }]))('$route in $lang is the users\' list', async ({ route, lang, title }) => {
    const [heading = '', alta = ''] = title.split('|');
    await signInAs('admin_ares');
    renderWithPortal(<ConsultoresRoutes />, { route, lang });
    expect(await screen.findByRole('heading', { level: 1, name: heading }, { timeout: 30_000 })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: alta })).toBeInTheDocument();
    await waitFor(() => expect(screen.getAllByRole('row').length).toBeGreaterThan(1), { timeout: 30_000 });
    expect(screen.queryByText(NOT_AVAILABLE[lang])).not.toBeInTheDocument();
  });

  // The /consultores case (issue 13): the consultant list, loaded lazily, with its filters and Excel button.
  it.each(inBothLanguages([{ route: '/consultores', es: 'Consultores|Descargar Excel', ca: 'Consultors|Descarregar Excel' }]))(
    '$route in $lang is the consultant list',
    async ({ route, lang, title }) => {
      const [heading = '', excel = ''] = title.split('|');
      await signInAs('admin_ares');
      renderWithPortal(<ConsultoresRoutes />, { route, lang });
      expect(await screen.findByRole('heading', { level: 1, name: heading }, { timeout: 30_000 })).toBeInTheDocument();
      expect(screen.getByRole('button', { name: excel })).toBeInTheDocument();
      await waitFor(() => expect(screen.getAllByRole('row').length).toBeGreaterThan(1), { timeout: 30_000 });
      expect(screen.getByRole('table', { name: heading })).toBeInTheDocument();
      expect(screen.queryByText(NOT_AVAILABLE[lang])).not.toBeInTheDocument();
    },
  );

  // A consultant's page: read from the API, its account state under the name.
  it.each(inBothLanguages([{ route: '/consultores/43091827Q', es: 'Riera Bosch, Marc|Activo', ca: 'Riera Bosch, Marc|Actiu' }]))(
    '$route in $lang is the consultant\'s page',
    async ({ route, lang, title }) => {
      const [heading = '', estado = ''] = title.split('|');
      await signInAs('admin_ares');
      renderWithPortal(<ConsultoresRoutes />, { route, lang });
      expect(await screen.findByRole('heading', { level: 1, name: heading }, { timeout: 30_000 })).toBeInTheDocument();
      expect(screen.getByTestId('estado-cuenta')).toHaveTextContent(estado);
    },
  );

  // 'Mis datos' by module: the consultant's own data, or the administrator's.
  it.each(inBothLanguages([{ route: '/mis-datos', es: 'Mis datos|NIF', ca: 'Les meves dades|NIF' }]))("$route in $lang is a consultant's own data", async ({ route, lang, title }) => {
    const [heading = '', nif = ''] = title.split('|');
    await signInAs('consultor', { usuario: '47815236F' });
    renderWithPortal(<ConsultoresRoutes />, { route, lang });
    expect(await screen.findByRole('heading', { level: 1, name: heading }, { timeout: 30_000 })).toBeInTheDocument();
    expect(await screen.findByRole('textbox', { name: new RegExp(`^${nif}`) }, { timeout: 30_000 })).toHaveValue('47815236F');
  });

  it.each(inBothLanguages([{ route: '/mis-datos', es: 'Mis datos|Usuario (NIF)', ca: 'Les meves dades|Usuari (NIF)' }]))("$route in $lang is an administrator's own data", async ({ route, lang, title }) => {
    const [heading = '', usuario = ''] = title.split('|');
    await signInAs('admin_ares', { sub: '1' });
    renderWithPortal(<ConsultoresRoutes />, { route, lang });
    expect(await screen.findByRole('heading', { level: 1, name: heading }, { timeout: 30_000 })).toBeInTheDocument();
    expect(await screen.findByRole('textbox', { name: usuario }, { timeout: 30_000 })).toHaveValue('46127839M');
  });
});
