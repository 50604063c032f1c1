import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { MSG } from '@dapcon/contract/core';
import { bibliotecaList } from '@dapcon/contract/contenidos';
import { delay, mockEndpoint, mockError } from '@dapcon/mocks';
import { AreaRoutes } from '@dapcon/shared-ui';
import { screen } from '../../../../config/story-utils';
import { BibliotecaList } from './BibliotecaList';

/** The list under its route, as the area mounts it (its filters live in the URL). */
function Page() {
  return <AreaRoutes routes={[{ path: '/biblioteca-documentos', title: 'Documentos', element: <BibliotecaList /> }]} />;
}

const meta: Meta<typeof Page> = {
  title: 'Screens/mf-contenidos/BibliotecaList',
  component: Page,
};
export default meta;

type Story = StoryObj<typeof Page>;

const at = (search = '', lang: 'es' | 'ca' = 'es', api: Parameters<typeof screen>[0]['api'] = []) =>
  screen({ route: `/biblioteca-documentos${search}`, role: 'admin_ares', lang, api });

/** Every document of the mock, the newest first: documents and links, both states, some on the cover; two pages. */
export const Documentos: Story = { ...at() };

/** The cover checkbox ticked: the highlighted documents only (an unpublished one among them). */
export const SoloPortada: Story = { ...at('?es_resaltado=true') };

/** Filtered by type and state, sorted by title. */
export const Filtrada: Story = { ...at('?tipo_documento=doc_guias&estado=Publicado&order_by=titulo+asc') };

/** Nothing matches the filters. */
export const SinResultados: Story = { ...at('?magic=inexistente') };

/** Before the first answer. */
export const Cargando: Story = {
  ...at('', 'es', [
    mockEndpoint(bibliotecaList, async () => {
      await delay('infinite');
      throw new Error('never answers');
    }),
  ]),
};

/** In Catalan. */
export const Catalan: Story = { ...at('', 'ca') };

/** 'Nuevo documento', then 'Guardar' at once: the spec's messages under the fields. */
export const NuevoDocumento: Story = {
  ...at(),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await userEvent.click(await page.findByRole('button', { name: 'Nuevo documento' }, { timeout: 10_000 }));
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: 'Nuevo documento' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    await expect(await within(dialog).findByText('Ingrese un título')).toBeVisible();
  },
};

/** A link being edited: its address instead of a file. */
export const EditarEnlace: Story = {
  ...at(),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await userEvent.click(await page.findByRole('button', { name: 'Editar «ECO Platform: declaraciones verificadas»' }, { timeout: 10_000 }));
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: 'Editar documento' });
    await expect(await within(dialog).findByRole('textbox', { name: /^Dirección del enlace/ })).toHaveValue('https://www.eco-platform.org/');
  },
};

/** 'Borrar': the spec's question first. */
export const ConfirmarBorrado: Story = {
  ...at(),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await userEvent.click(await page.findByRole('button', { name: 'Borrar «Manual del verificador»' }, { timeout: 10_000 }));
    await expect(await within(canvasElement.ownerDocument.body).findByText('Realmente desea borrar este documento ?')).toBeVisible();
  },
};

/** No document in the library yet (no filter): the list's empty text and 'Nuevo documento'. */
export const Vacia: Story = { ...at('', 'es', [mockEndpoint(bibliotecaList, () => ({ data: [], total: 0, per_page: 20, current_page: 1 }))]) };

/** The list could not be read: the table says so. */
export const ErrorDelServidor: Story = { ...at('', 'es', [mockEndpoint(bibliotecaList, () => { throw mockError(500, MSG.errorServidor); })]) };
