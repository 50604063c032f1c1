import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { correosPortalList } from '@dapcon/contract/contenidos';
import { correoPortalRow, MOCK_CORREOS_PORTAL, mockEndpoint, mockError } from '@dapcon/mocks';
import type { Lang } from '@dapcon/shared-sdk';
import { AreaRoutes } from '@dapcon/shared-ui';
import { screen, type ScreenOptions } from '../../../../config/story-utils';
import { ComunicacionesPage } from './ComunicacionesPage';

/** /comunicaciones under its route, as the area mounts it, on its second tab ('Correos del portal': `?tab=correos`). */
function Page() {
  return <AreaRoutes routes={[{ path: '/comunicaciones', title: 'Comunicaciones', element: <ComunicacionesPage /> }]} />;
}

const meta: Meta<typeof Page> = {
  title: 'Screens/mf-contenidos/CorreosPortalTab',
  component: Page,
};
export default meta;

type Story = StoryObj<typeof Page>;

const at = ({ search = '', lang = 'es', api = [] }: { search?: string; lang?: Lang; api?: ScreenOptions['api'] } = {}) =>
  screen({ route: `/comunicaciones?tab=correos${search}`, role: 'admin_ares', lang, api });

/** Waits for the e-mails' table (the tab's code loads lazily). */
const tabla = (lang: Lang) => ({
  play: async ({ canvasElement }: { canvasElement: HTMLElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await expect(await body.findByRole('table', { name: lang === 'es' ? 'Correos del portal' : 'Correus del portal' }, { timeout: 10_000 })).toBeVisible();
  },
});

/** The portal's own e-mails newest first: delivered (OK), one waiting (En cola, read again every 4 s), two refused (Error, the reason on hover) with 'Reenviar'. */
export const Lista: Story = { ...at(), ...tabla('es') };

/** Only the refused ones (`?estado=error`, in the URL with the tab; the mock answers them: the filter is the API's). */
export const SoloErrores: Story = {
  ...at({
    search: '&estado=error',
    api: [
      mockEndpoint(correosPortalList, ({ lang }) => {
        const data = MOCK_CORREOS_PORTAL.filter((c) => c.estado === 'error').map((c) => correoPortalRow(c, lang));
        return { data, total: data.length, per_page: 20, current_page: 1 };
      }),
    ],
  }),
  ...tabla('es'),
};

/** No e-mail yet: the list's empty text. */
export const SinCorreos: Story = {
  ...at({ api: [mockEndpoint(correosPortalList, () => ({ data: [], total: 0, per_page: 20, current_page: 1 }))] }),
};

/** The API does not answer: the table says it could not read the list (the shell's modal tells the error). */
export const ApiCaida: Story = {
  ...at({
    api: [
      mockEndpoint(correosPortalList, () => {
        throw mockError(500, 'Error interno del servidor.');
      }),
    ],
  }),
};

/** 'Reenviar' on a refused e-mail asks first: 'Realmente desea enviar este correo?'. */
export const ConfirmarReenvio: Story = {
  ...at(),
  play: async (context) => {
    await tabla('es').play(context);
    const body = within(context.canvasElement.ownerDocument.body);
    const [reenviar] = await body.findAllByRole('button', { name: /^Reenviar el correo / });
    if (reenviar) await userEvent.click(reenviar);
    await expect(await body.findByRole('alertdialog')).toHaveTextContent('Realmente desea enviar este correo?');
  },
};

/** In Catalan ('Correus del portal'). */
export const Catalan: Story = { ...at({ lang: 'ca' }), ...tabla('ca') };
