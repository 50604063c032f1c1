// The 'Ficha de creación' follows the portal's languages (docs/parametros.md 'Languages as built'):
// it offers what GET /idiomas answers, so a language added on /idiomas is offered. Which RCPs its
// select offers (in force, not deleted) is the API's (DapconAcciones.api.test.tsx).
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, it } from 'vitest';
import { MOCK_EMPRESAS, mockAddIdioma } from '@dapcon/mocks';
import { AreaRoutes } from '@dapcon/shared-ui';
import { renderWithPortal, signInAs } from '../../../../config/test-utils';
import '../../i18n';
import { DapconHome } from './DapconHome';

it('offers a language added on /idiomas', async () => {
  const nuevo = mockAddIdioma({ idioma_nombre: 'Nederlands', idioma: 'nl', ecoplatform: true });
  const user = userEvent.setup();
  await signInAs('organizacion', { usuario: MOCK_EMPRESAS[0]?.org_cif });
  renderWithPortal(<AreaRoutes routes={[{ path: '/dapcon', title: 'DAPcon', element: <DapconHome /> }]} />, { route: '/dapcon' });
  await user.click(await screen.findByRole('button', { name: 'Nueva DAPcon' }, { timeout: 30_000 }));
  const dialog = within(await screen.findByRole('dialog', {}, { timeout: 30_000 }));
  expect(await dialog.findByRole('checkbox', { name: 'Nederlands' }, { timeout: 30_000 })).toBeInTheDocument();
  expect(dialog.getByTestId(`idioma-${nuevo.id}`)).toBeInTheDocument();
});
