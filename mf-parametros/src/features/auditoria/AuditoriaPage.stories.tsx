import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { auditoriaList } from '@dapcon/contract/sistema';
import { delay, MOCK_AUDITORIA, mockEndpoint, mockError } from '@dapcon/mocks';
import type { Lang } from '@dapcon/shared-sdk';
import { AreaRoutes } from '@dapcon/shared-ui';
import { screen, type ScreenOptions } from '../../../../config/story-utils';
import { AuditoriaPage } from './AuditoriaPage';

/** /auditoria under its route, as the area mounts it. */
function Page() {
  return <AreaRoutes routes={[{ path: '/auditoria', title: 'Auditoría', element: <AuditoriaPage /> }]} />;
}

const meta: Meta<typeof Page> = {
  title: 'Screens/mf-parametros/AuditoriaPage',
  component: Page,
};
export default meta;

type Story = StoryObj<typeof Page>;

const at = ({ search = '', lang = 'es', api = [] }: { search?: string; lang?: Lang; api?: ScreenOptions['api'] } = {}) =>
  screen({ route: `/auditoria${search}`, role: 'admin_ares', lang, api });

/** Waits for the entries' table. */
const tabla = (lang: Lang) => ({
  play: async ({ canvasElement }: { canvasElement: HTMLElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const table = await body.findByRole('table', { name: lang === 'es' ? 'Auditoría' : 'Auditoria' }, { timeout: 10_000 });
    await expect((await within(table).findAllByTestId('auditoria-quien'))[0]).toBeVisible();
  },
});

/** Every action, newest first: an impersonation (start, a write, end) names the company and the administrator behind it. */
export const Lista: Story = { ...at(), ...tabla('es') };

/** Filtered by the company (`?persona=B08000012`, in the URL; the mock answers its entries: the filter is the API's). */
export const FiltradaPorEmpresa: Story = {
  ...at({
    search: '?persona=B08000012',
    api: [
      mockEndpoint(auditoriaList, () => {
        const data = MOCK_AUDITORIA.filter((e) => e.usuario?.usuario === 'B08000012');
        return { data, total: data.length, per_page: 20, current_page: 1 };
      }),
    ],
  }),
  ...tabla('es'),
};

/** No entry: the list's empty text. */
export const Vacia: Story = {
  ...at({ api: [mockEndpoint(auditoriaList, () => ({ data: [], total: 0, per_page: 20, current_page: 1 }))] }),
};

/** The API takes its time: the table's loading state. */
export const Cargando: Story = {
  ...at({
    api: [
      mockEndpoint(auditoriaList, async () => {
        await delay('infinite');
        return { data: [], total: 0, per_page: 20, current_page: 1 };
      }),
    ],
  }),
};

/** The API does not answer: the table says it could not read the list (the shell's modal tells the error). */
export const ApiCaida: Story = {
  ...at({
    api: [
      mockEndpoint(auditoriaList, () => {
        throw mockError(500, 'Error interno del servidor.');
      }),
    ],
  }),
};

/** In Catalan. */
export const Catalan: Story = { ...at({ lang: 'ca' }), ...tabla('ca') };
