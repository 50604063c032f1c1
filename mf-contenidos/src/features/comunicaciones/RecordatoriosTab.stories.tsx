import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { recordatoriosList, recordatoriosPrevistos } from '@dapcon/contract/contenidos';
import { MOCK_RECORDATORIOS, mockEndpoint, mockError, recordatorioRow } from '@dapcon/mocks';
import type { Lang } from '@dapcon/shared-sdk';
import { AreaRoutes } from '@dapcon/shared-ui';
import { screen, type ScreenOptions } from '../../../../config/story-utils';
import { ComunicacionesPage } from './ComunicacionesPage';

/** /comunicaciones under its route, as the area mounts it, on its third tab ('Recordatorios': `?tab=recordatorios`). */
function Page() {
  return <AreaRoutes routes={[{ path: '/comunicaciones', title: 'Comunicaciones', element: <ComunicacionesPage /> }]} />;
}

const meta: Meta<typeof Page> = {
  title: 'Screens/mf-contenidos/RecordatoriosTab',
  component: Page,
};
export default meta;

type Story = StoryObj<typeof Page>;

const at = ({ search = '', lang = 'es', api = [] }: { search?: string; lang?: Lang; api?: ScreenOptions['api'] } = {}) =>
  screen({ route: `/comunicaciones?tab=recordatorios${search}`, role: 'admin_ares', lang, api });

/** Waits for the reminders' table (the tab's code loads lazily). */
const tabla = (lang: Lang) => ({
  play: async ({ canvasElement }: { canvasElement: HTMLElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await expect(await body.findByRole('table', { name: lang === 'es' ? 'Recordatorios enviados' : 'Recordatoris enviats' }, { timeout: 10_000 })).toBeVisible();
  },
});

/** The reminders sent, newest first, every kind: each record linked, its milestone, its recipients with their states (one refused, one waiting), 'Reenviar'; below, what is due in 30 days. */
export const Lista: Story = { ...at(), ...tabla('es') };

/** Only the expiry reminders (`?tipo=caducidad`: the filter is the API's, the mock answers them). */
export const SoloCaducidad: Story = {
  ...at({
    search: '&tipo=caducidad',
    api: [
      mockEndpoint(recordatoriosList, ({ lang }) => {
        const data = MOCK_RECORDATORIOS.filter((r) => r.tipo === 'caducidad').map((r) => recordatorioRow(r, lang));
        return { data, total: data.length, per_page: 20, current_page: 1 };
      }),
    ],
  }),
  ...tabla('es'),
};

/** Nothing sent and nothing due: both lists' empty texts. */
export const SinRecordatorios: Story = {
  ...at({
    api: [
      mockEndpoint(recordatoriosList, () => ({ data: [], total: 0, per_page: 20, current_page: 1 })),
      mockEndpoint(recordatoriosPrevistos, () => ({ data: [], total: 0, per_page: 20, current_page: 1 })),
    ],
  }),
};

/** The API does not answer: the tables say they could not read (the shell's modal tells the error). */
export const ApiCaida: Story = {
  ...at({
    api: [
      mockEndpoint(recordatoriosList, () => {
        throw mockError(500, 'Error interno del servidor.');
      }),
    ],
  }),
};

/** 'Reenviar' asks first. */
export const ConfirmarReenvio: Story = {
  ...at(),
  play: async (context) => {
    await tabla('es').play(context);
    const body = within(context.canvasElement.ownerDocument.body);
    const [reenviar] = await body.findAllByRole('button', { name: /^Reenviar el recordatorio de / });
    if (reenviar) await userEvent.click(reenviar);
    await expect(await body.findByRole('alertdialog')).toHaveTextContent('¿Enviar de nuevo este recordatorio a sus destinatarios?');
  },
};

/** In Catalan ('Recordatoris'). */
export const Catalan: Story = { ...at({ lang: 'ca' }), ...tabla('ca') };
