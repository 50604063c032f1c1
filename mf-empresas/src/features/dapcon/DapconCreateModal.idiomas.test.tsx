// The 'Ficha de creación' follows the portal's languages (docs/parametros.md 'Languages as built'):
// it offers what GET /idiomas answers, so a language added on /idiomas is offered, and annulled RCPs
// (/RCPs 'Eliminar') are not.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, it } from 'vitest';
import { MOCK_EMPRESAS, mockAddIdioma, mockRcpCatalogo } from '@dapcon/mocks';
import { AreaRoutes } from '@dapcon/shared-ui';
import { renderWithPortal, signInAs } from '../../../../config/test-utils';
import '../../i18n';
import { DapconHome } from './DapconHome';

it('offers a language added on /idiomas, and only the RCPs in force and not deleted', async () => {
  const nuevo = mockAddIdioma({ idioma_nombre: 'Nederlands', idioma: 'nl', ecoplatform: true });
  const cemento = mockRcpCatalogo().find((r) => r.equivalencia === 'RCP 002');
  if (!cemento) throw new Error('RCP 002 is in the mock');
  cemento.anulada = true;
  const user = userEvent.setup();
  await signInAs('organizacion', { usuario: MOCK_EMPRESAS[0]?.org_cif });
  renderWithPortal(<AreaRoutes routes={[{ path: '/dapcon', title: 'DAPcon', element: <DapconHome /> }]} />, { route: '/dapcon' });
  await user.click(await screen.findByRole('button', { name: 'Nueva DAPcon' }, { timeout: 30_000 }));
  const dialog = within(await screen.findByRole('dialog', {}, { timeout: 30_000 }));
  expect(await dialog.findByRole('checkbox', { name: 'Nederlands' }, { timeout: 30_000 })).toBeInTheDocument();
  expect(dialog.getByTestId(`idioma-${nuevo.id}`)).toBeInTheDocument();
  await waitFor(() => expect(dialog.getAllByRole('option').map((o) => o.textContent)).toContain('RCP 001 · Baldosas cerámicas'));
  const rcps = dialog.getAllByRole('option').map((o) => o.textContent ?? '');
  expect(rcps.some((o) => o.startsWith('RCP 002'))).toBe(false);
  expect(rcps.some((o) => o.startsWith('RCP 013'))).toBe(false);
});
