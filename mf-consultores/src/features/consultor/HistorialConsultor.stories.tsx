import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { historialConsultor } from '@dapcon/contract/consultores';
import { mockEndpoint } from '@dapcon/mocks';
import type { Lang } from '@dapcon/shared-sdk';
import { AreaRoutes } from '@dapcon/shared-ui';
import { screen, type ScreenOptions } from '../../../../config/story-utils';
import '../../i18n';
import { ConsultorPage } from './ConsultorPage';

/** The consultant's page under its route, on its 'Historial' tab (`?tab=historial`). */
function Page() {
  return <AreaRoutes routes={[{ path: '/consultores/:nif', title: 'Consultor', element: <ConsultorPage /> }]} />;
}

const meta: Meta<typeof Page> = {
  title: 'Screens/mf-consultores/HistorialConsultor',
  component: Page,
};
export default meta;

type Story = StoryObj<typeof Page>;

// A consultant of the mock API (mocks/src/consultores.ts).
const ACTIVO = '43091827Q';

const at = (lang: Lang = 'es', api: ScreenOptions['api'] = []) => screen({ route: `/consultores/${ACTIVO}?tab=historial`, role: 'admin_ares', lang, api });

/** Waits for the entries' table and its first change. */
const tabla = {
  play: async ({ canvasElement }: { canvasElement: HTMLElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const table = await body.findByRole('table', { name: 'Historial' }, { timeout: 10_000 });
    await expect((await within(table).findAllByTestId('historial-cambio'))[0]).toBeVisible();
  },
};

/** Newest first: who (and 'por' the administrator behind an impersonation), what, and the changes old → new. */
export const Historial: Story = { ...at(), ...tabla };

/** In Catalan. */
export const HistorialCatala: Story = { ...at('ca'), ...tabla };

/** No entry yet: the list's empty text. */
export const SinCambios: Story = { ...at('es', [mockEndpoint(historialConsultor, () => ({ data: [], total: 0, per_page: 20, current_page: 1 }))]) };
