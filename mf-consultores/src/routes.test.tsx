import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { inBothLanguages, NOT_AVAILABLE, renderWithPortal, signInAs } from '../../config/test-utils';
import ConsultoresRoutes from './routes';

describe('mf-consultores routes', () => {
  it.each(
    inBothLanguages([
      { route: '/usuarios', es: 'Usuarios', ca: 'Usuaris' },
    ]),
  )('$route in $lang is titled "$title" and not available yet', ({ route, lang, title }) => {
    renderWithPortal(<ConsultoresRoutes />, { route, lang });
    expect(screen.getByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(screen.getByText(NOT_AVAILABLE[lang])).toBeInTheDocument();
  });

  // The /consultores case (issue 13): the consultant list, loaded lazily, with its filters and Excel button.
  it.each(inBothLanguages([{ route: '/consultores', es: 'Consultores|Descargar Excel', ca: 'Consultors|Descarregar Excel' }]))(
    '$route in $lang is the consultant list',
    async ({ route, lang, title }) => {
      const [heading = '', excel = ''] = title.split('|');
      await signInAs('admin_ares');
      renderWithPortal(<ConsultoresRoutes />, { route, lang });
      expect(await screen.findByRole('heading', { level: 1, name: heading }, { timeout: 10_000 })).toBeInTheDocument();
      expect(screen.getByRole('button', { name: excel })).toBeInTheDocument();
      await waitFor(() => expect(screen.getAllByRole('row').length).toBeGreaterThan(1), { timeout: 10_000 });
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
      expect(await screen.findByRole('heading', { level: 1, name: heading }, { timeout: 10_000 })).toBeInTheDocument();
      expect(screen.getByTestId('estado-cuenta')).toHaveTextContent(estado);
    },
  );
});
