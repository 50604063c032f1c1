import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithPortal } from '../../config/test-utils';
import AuthRoutes from './routes';

describe('mf-auth routes', () => {
  it.each([
    ['/login', 'Acceso al portal DAPcon'],
    ['/login?role=admin', 'Área de administración'],
    ['/avis-legal', 'Avís legal'],
    ['/politica-privacitat', 'Política de privacitat'],
    ['/politica-cookies', 'Política de cookies'],
  ])('%s shows "%s"', async (route, heading) => {
    renderWithPortal(<AuthRoutes />, { route });
    // The legal pages load when they are opened.
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
  });

  it('the legal pages stay in Catalan when the interface is in Catalan too', async () => {
    renderWithPortal(<AuthRoutes />, { route: '/politica-privacitat', lang: 'ca' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Política de privacitat' })).toBeInTheDocument();
  });
});
