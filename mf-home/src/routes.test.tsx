import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { me } from '@dapcon/contract/auth';
import { mockApi } from '@dapcon/mocks/node';
import { inBothLanguages, NOT_AVAILABLE, renderWithPortal, signInAs } from '../../config/test-utils';
import HomeRoutes from './routes';

describe('mf-home routes', () => {
  it.each(['/', '/inicio'])('%s renders the home', async (route) => {
    await signInAs('consultor');
    mockApi(me, () => ({ id: 7, usuario: '47815236F', nombre: 'Marta', apellidos: 'Riba', email: 'marta@acv.example', perfil: 3 as const, modulo_app: 'consultor' as const, estado_pago: null }));
    renderWithPortal(<HomeRoutes />, { route });
    expect(screen.getByRole('heading', { level: 1, name: 'Inicio' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Hola, Marta' })).toBeInTheDocument();
  });

  it.each(
    inBothLanguages([
      { route: '/tickets', es: 'Incidencias', ca: 'Incidències' },
      { route: '/tickets/nuevo', es: 'Nueva incidencia', ca: 'Nova incidència' },
    ]),
  )('$route in $lang is titled "$title", as the menu names it, and not available yet', ({ route, lang, title }) => {
    renderWithPortal(<HomeRoutes />, { route, lang });
    expect(screen.getByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(screen.getByText(NOT_AVAILABLE[lang])).toBeInTheDocument();
  });
});
