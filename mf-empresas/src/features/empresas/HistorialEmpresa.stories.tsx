import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { historialEmpresa } from '@dapcon/contract/empresas';
import { delay, mockEndpoint } from '@dapcon/mocks';
import type { Lang } from '@dapcon/shared-sdk';
import { AreaRoutes } from '@dapcon/shared-ui';
import { screen, type ScreenOptions } from '../../../../config/story-utils';
import '../../i18n';
import { EmpresaDetail } from './EmpresaDetail';
import { ACTIVA } from './stories.fixtures';

/** The company's page under its route, on its 'Historial' tab (`?tab=historial`). */
function Page() {
  return <AreaRoutes routes={[{ path: '/empresas/:cif', title: 'Empresa', element: <EmpresaDetail /> }]} />;
}

const meta: Meta<typeof Page> = {
  title: 'Screens/mf-empresas/HistorialEmpresa',
  component: Page,
};
export default meta;

type Story = StoryObj<typeof Page>;

const at = (lang: Lang = 'es', api: ScreenOptions['api'] = []) => screen({ route: `/empresas/${ACTIVA.org_cif}?tab=historial`, role: 'admin_ares', lang, api });

/** Waits for the entries' table and its first change. */
const tabla = {
  play: async ({ canvasElement }: { canvasElement: HTMLElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const table = await body.findByRole('table', { name: 'Historial' }, { timeout: 10_000 });
    await expect((await within(table).findAllByTestId('historial-cambio'))[0]).toBeVisible();
  },
};

/** Newest first: a change the company made while an administrator had opened it ('por'), the impersonation's start, the administration's change, a password ('••••'), the account's creation. */
export const Historial: Story = { ...at(), ...tabla };

/** In Catalan. */
export const HistorialCatala: Story = { ...at('ca'), ...tabla };

/** No entry yet: the list's empty text. */
export const SinCambios: Story = { ...at('es', [mockEndpoint(historialEmpresa, () => ({ data: [], total: 0, per_page: 20, current_page: 1 }))]) };

/** The API takes its time: the table's loading state. */
export const Cargando: Story = {
  ...at('es', [
    mockEndpoint(historialEmpresa, async () => {
      await delay('infinite');
      return { data: [], total: 0, per_page: 20, current_page: 1 };
    }),
  ]),
};
