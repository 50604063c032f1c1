import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, renderWithPortal, signInAs, stubFetch } from '../../config/test-utils';
import HomeRoutes from './routes';

describe('mf-home routes', () => {
  it.each(['/', '/inicio'])('%s renders the home', async (route) => {
    await signInAs('consultor');
    stubFetch(() => jsonResponse({ status: 'Success', message: '', data: { nombre: 'Marta' } }));
    renderWithPortal(<HomeRoutes />, { route });
    expect(screen.getByRole('heading', { level: 1, name: 'Inicio' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Hola, Marta' })).toBeInTheDocument();
  });

  it.each(['/tickets', '/tickets/nuevo'])('%s is not available yet', (route) => {
    renderWithPortal(<HomeRoutes />, { route });
    expect(screen.getByRole('heading', { level: 1, name: 'Próximamente' })).toBeInTheDocument();
    expect(screen.getByText('Este apartado aún no está disponible')).toBeInTheDocument();
  });
});
