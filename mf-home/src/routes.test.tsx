import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { me } from '@dapcon/contract/auth';
import { mockApi } from '@dapcon/mocks/node';
import { currentLocation, inBothLanguages, renderWithPortal, signInAs } from '../../config/test-utils';
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
  )('$route in $lang is titled "$title", as the menu names it (a lazily loaded screen)', async ({ route, lang, title }) => {
    await signInAs('verificador', { usuario: '39284756C' });
    renderWithPortal(<HomeRoutes />, { route, lang });
    expect(await screen.findByRole('heading', { level: 1, name: title }, { timeout: 30_000 })).toBeInTheDocument();
  });

  it('/tickets/{id} opens the thread', async () => {
    await signInAs('verificador', { usuario: '39284756C' });
    renderWithPortal(<HomeRoutes />, { route: '/tickets/1' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Falta el módulo A4' }, { timeout: 30_000 })).toBeInTheDocument();
  });

  it('/tickets/nuevo lets only verifiers and the administration in: a company goes home', async () => {
    await signInAs('organizacion', { usuario: 'A08612343' });
    renderWithPortal(<HomeRoutes />, { route: '/tickets/nuevo' });
    expect(currentLocation()).toBe('/');
  });

  it('an unknown path under /tickets is "Página no encontrada"', async () => {
    await signInAs('verificador', { usuario: '39284756C' });
    renderWithPortal(<HomeRoutes />, { route: '/tickets/1/otra' });
    expect(await screen.findByRole('heading', { name: 'Página no encontrada' })).toBeInTheDocument();
  });
});
