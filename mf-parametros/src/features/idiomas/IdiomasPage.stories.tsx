import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { idiomasAdmin } from '@dapcon/contract/referencia';
import { delay, IDIOMAS, mockEndpoint, mockError } from '@dapcon/mocks';
import { AreaRoutes } from '@dapcon/shared-ui';
import { screen } from '../../../../config/story-utils';
import { IdiomasPage } from './IdiomasPage';

/** The screen under its route, as the area mounts it. */
function Page() {
  return <AreaRoutes routes={[{ path: '/idiomas', title: 'Idiomas', element: <IdiomasPage /> }]} />;
}

const meta: Meta<typeof Page> = {
  title: 'Screens/mf-parametros/IdiomasPage',
  component: Page,
};
export default meta;

type Story = StoryObj<typeof Page>;

const at = (lang: 'es' | 'ca' = 'es', api: Parameters<typeof screen>[0]['api'] = []) => screen({ route: '/idiomas', role: 'admin_ares', lang, api });

/** The languages: language 1 the main one (never deactivated), each with its code and ECO Platform flag. */
export const Idiomas: Story = { ...at() };

/** An inactive language: greyed, with 'Activar'. */
export const ConInactivo: Story = {
  ...at('es', [mockEndpoint(idiomasAdmin, () => [...IDIOMAS.map((i) => ({ ...i, activo: true })), { id: 4, idioma_nombre: 'Français', idioma: 'fr', ecoplatform: true, activo: false }])]),
};

/** No language in the list: the table's empty text, 'Nuevo idioma'. */
export const SinIdiomas: Story = { ...at('es', [mockEndpoint(idiomasAdmin, () => [])]) };

/** The list cannot be read. */
export const Error: Story = { ...at('es', [mockEndpoint(idiomasAdmin, () => { throw mockError(500, 'Error del servidor'); })]) };

/** Before the first answer. */
export const Cargando: Story = {
  ...at('es', [
    mockEndpoint(idiomasAdmin, async () => {
      await delay('infinite');
      throw new globalThis.Error('never answers');
    }),
  ]),
};

/** In Catalan. */
export const Catalan: Story = { ...at('ca') };

/** 'Nuevo idioma', then 'Guardar' at once: the contract's messages under the fields. */
export const NuevoIdioma: Story = {
  ...at(),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await userEvent.click(await page.findByRole('button', { name: 'Nuevo idioma' }, { timeout: 10_000 }));
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: 'Nuevo idioma' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    await expect(await within(dialog).findByText('El nombre del idioma es obligatorio.')).toBeVisible();
  },
};

/** 'Desactivar': the question before the language leaves the forms. */
export const Desactivar: Story = {
  ...at(),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await userEvent.click(await page.findByRole('button', { name: 'Desactivar English' }, { timeout: 10_000 }));
    const confirm = await within(canvasElement.ownerDocument.body).findByRole('alertdialog');
    await expect(confirm).toHaveTextContent('¿Desactivar el idioma English?');
  },
};
