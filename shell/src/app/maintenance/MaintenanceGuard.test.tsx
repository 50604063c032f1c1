// The shell's side of the maintenance switch (docs/parametros.md 'Maintenance as built'): a signed-in user
// who is not an administrator sees the maintenance page with the administrator's message instead of the
// area, learnt from `GET /mantenimiento/estado` or at once from a write refused with the maintenance 503;
// administrators, and an administrator working as a company, never ask and keep working; 'Comprobar de
// nuevo' lifts the page once it is over.
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { estadoMantenimiento, volverASesionAdmin } from '@dapcon/contract/core';
import { mockEndpoint, mockRequests } from '@dapcon/mocks';
import { mockServer } from '@dapcon/mocks/node';
import { ApiError, call, type Role } from '@dapcon/shared-sdk';
import { RouterLink } from '@dapcon/shared-ui';
import { renderWithPortal, signInAs } from '../../../../config/test-utils';
import { MAINTENANCE_CHECK_MS, MaintenanceGuard } from './MaintenanceGuard';

const MESSAGE = 'Estamos actualizando el portal. Volvemos a las 14:00.';
const SLOW = { timeout: 30_000 };
const asked = () => mockRequests().filter((r) => r.endpoint === estadoMantenimiento.id).length;

/** The portal's state, as the mock API answers it from now on. */
function maintenance(activo: boolean) {
  mockServer.use(mockEndpoint(estadoMantenimiento, () => ({ activo, mensaje: activo ? MESSAGE : '' })));
}

async function renderGuard(role: Role, claims = {}, lang: 'es' | 'ca' = 'es') {
  await signInAs(role, claims);
  renderWithPortal(
    <MaintenanceGuard>
      <p>Contenido del área</p>
      <RouterLink to="/mis-datos">Mis datos</RouterLink>
    </MaintenanceGuard>,
    { route: '/', lang },
  );
}

afterEach(() => {
  vi.useRealTimers();
});

describe('MaintenanceGuard', () => {
  it("shows a company the maintenance page with the administrator's message, in its language", async () => {
    maintenance(true);
    await renderGuard('organizacion', {}, 'ca');
    expect(await screen.findByRole('heading', { level: 1, name: 'Portal en manteniment' }, SLOW)).toBeVisible();
    expect(screen.getByTestId('mensaje-mantenimiento')).toHaveTextContent(MESSAGE);
    expect(screen.queryByText('Contenido del área')).toBeNull();
  });

  it('shows the area while the portal is not in maintenance, and asks again on every change of page', async () => {
    maintenance(false);
    await renderGuard('consultor');
    expect(screen.getByText('Contenido del área')).toBeVisible();
    await waitFor(() => expect(asked()).toBe(1));
    maintenance(true);
    await userEvent.click(screen.getByRole('link', { name: 'Mis datos' }));
    expect(await screen.findByTestId('pagina-mantenimiento', {}, SLOW)).toBeVisible();
    expect(asked()).toBe(2);
  });

  it('asks every 30 s, and lifts the page when it is over ("Comprobar de nuevo", or the next check)', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    maintenance(false);
    await renderGuard('verificador');
    await waitFor(() => expect(asked()).toBe(1));
    maintenance(true);
    await act(() => vi.advanceTimersByTimeAsync(MAINTENANCE_CHECK_MS));
    expect(await screen.findByTestId('pagina-mantenimiento', {}, SLOW)).toBeVisible();
    maintenance(false);
    await userEvent.click(screen.getByRole('button', { name: 'Comprobar de nuevo' }));
    expect(await screen.findByText('Contenido del área', {}, SLOW)).toBeVisible();
  });

  it('shows the page at once when the API refuses a write with its maintenance 503', async () => {
    maintenance(false);
    mockServer.use(
      mockEndpoint(volverASesionAdmin, () => Response.json({ status: 'Error', message: MESSAGE, mantenimiento: true }, { status: 503 })),
    );
    await renderGuard('organizacion');
    await waitFor(() => expect(asked()).toBe(1));
    const refused = await call(volverASesionAdmin).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(ApiError);
    expect(await screen.findByTestId('mensaje-mantenimiento', {}, SLOW)).toHaveTextContent(MESSAGE);
  });

  it('another 503 (the database down) is not maintenance', async () => {
    maintenance(false);
    mockServer.use(mockEndpoint(volverASesionAdmin, () => Response.json({ status: 'Error', message: 'La base de datos no responde.' }, { status: 503 })));
    await renderGuard('organizacion');
    await call(volverASesionAdmin).catch(() => undefined);
    expect(screen.getByText('Contenido del área')).toBeVisible();
    expect(screen.queryByTestId('pagina-mantenimiento')).toBeNull();
  });

  it.each([
    ['the Ares administrator', 'admin_ares' as const, {}],
    ["the association's administrator", 'admin_caateeb' as const, {}],
    ['an administrator working as a company', 'organizacion' as const, { suplantador: 'Lucía Ferrer Vidal' }],
  ])('lets %s keep working, without asking', async (_who, role, claims) => {
    maintenance(true);
    await renderGuard(role, claims);
    expect(screen.getByText('Contenido del área')).toBeVisible();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(asked()).toBe(0);
    expect(screen.queryByTestId('pagina-mantenimiento')).toBeNull();
  });
});
