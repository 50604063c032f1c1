import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { comunicacionesList } from '@dapcon/contract/contenidos';
import { delay, mockEndpoint, mockError, MOCK_COMUNICACIONES } from '@dapcon/mocks';
import type { Lang } from '@dapcon/shared-sdk';
import { AreaRoutes } from '@dapcon/shared-ui';
import { screen, type ScreenOptions } from '../../../../config/story-utils';
import { ComunicacionesPage } from './ComunicacionesPage';

/** The page under its route, as the area mounts it (its search lives in the URL). */
function Page() {
  return <AreaRoutes routes={[{ path: '/comunicaciones', title: 'Comunicaciones', element: <ComunicacionesPage /> }]} />;
}

const meta: Meta<typeof Page> = {
  title: 'Screens/mf-contenidos/ComunicacionesPage',
  component: Page,
};
export default meta;

type Story = StoryObj<typeof Page>;

const at = ({ search = '', lang = 'es', api = [] }: { search?: string; lang?: Lang; api?: ScreenOptions['api'] } = {}) =>
  screen({ route: `/comunicaciones${search}`, role: 'admin_ares', lang, api });

/** The mock's mailing with a refused recipient (its second). */
const CON_ERROR = MOCK_COMUNICACIONES.find((c) => c.destinatarios.some((d) => d.estado === 'error'));

/** Opens the recipients of the mailing with a refused recipient. */
const destinatarios = (lang: Lang) => ({
  play: async ({ canvasElement }: { canvasElement: HTMLElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const asunto = CON_ERROR?.asunto ?? '';
    const ver = lang === 'es' ? `Ver los destinatarios de «${asunto}»` : `Veure els destinataris de «${asunto}»`;
    await userEvent.click(await body.findByRole('button', { name: ver }, { timeout: 10_000 }));
    const dialog = await body.findByRole('dialog', { name: lang === 'es' ? `Destinatarios: ${asunto}` : `Destinataris: ${asunto}` });
    await expect(await within(dialog).findByTestId('estado-error', {}, { timeout: 10_000 })).toBeVisible();
  },
});

/** Before the mailings arrive: the table's skeleton. */
export const Cargando: Story = {
  ...at({
    api: [
      mockEndpoint(comunicacionesList, async () => {
        await delay('infinite');
        throw new Error('never answers');
      }),
    ],
  }),
};

/** The mailings newest first: one delivered to all, one with a refused recipient (its badge in 'Enviados'). */
export const Lista: Story = { ...at() };

/** Searched by subject (in the URL). */
export const Busqueda: Story = { ...at({ search: '?magic=festividad' }) };

/** No mailing sent yet: the list's empty text. */
export const SinComunicaciones: Story = {
  ...at({ api: [mockEndpoint(comunicacionesList, () => ({ data: [], total: 0, per_page: 20, current_page: 1 }))] }),
};

/** The API does not answer: the table says it could not read the list (the shell's modal tells the error). */
export const ApiCaida: Story = {
  ...at({
    api: [
      mockEndpoint(comunicacionesList, () => {
        throw mockError(500, 'Error interno del servidor.');
      }),
    ],
  }),
};

/** A mailing's recipients: OK, and the refused one's 'Error' (its reason on hover or focus) with 'Reenviar'. */
export const Destinatarios: Story = { ...at(), ...destinatarios('es') };

/** 'Reenviar' asks first: 'Realmente desea enviar este correo?'. */
export const ConfirmarReenvio: Story = {
  ...at(),
  play: async (context) => {
    await destinatarios('es').play(context);
    const body = within(context.canvasElement.ownerDocument.body);
    await userEvent.click(body.getByRole('button', { name: /^Reenviar el correo a / }));
    await expect(await body.findByRole('alertdialog')).toHaveTextContent('Realmente desea enviar este correo?');
  },
};

/** In Catalan, with the recipients open. */
export const Catalan: Story = { ...at({ lang: 'ca' }), ...destinatarios('ca') };
