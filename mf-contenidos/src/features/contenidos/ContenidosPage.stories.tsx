import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { MSG } from '@dapcon/contract/core';
import { actualizarContenido, archivosContenidoList, contenidosList, CONTENIDOS_MESSAGES, CONTENIDOS_MSG } from '@dapcon/contract/contenidos';
import { delay, mockEndpoint, mockError } from '@dapcon/mocks';
import type { Lang } from '@dapcon/shared-sdk';
import { AreaRoutes } from '@dapcon/shared-ui';
import { screen, type ScreenOptions } from '../../../../config/story-utils';
import { ContenidoEditar, ContenidoNuevo } from './ContenidoPage';
import { ContenidosList } from './ContenidosList';

/** The screens under their routes, as the area mounts them (the editor reads the content's id from the URL). */
function Page() {
  return (
    <AreaRoutes
      routes={[
        { path: '/contenidos', title: 'Contenidos', element: <ContenidosList /> },
        { path: '/contenidos/nuevo', title: 'Nuevo contenido', element: <ContenidoNuevo /> },
        { path: '/contenidos/:id', title: 'Contenido', element: <ContenidoEditar /> },
      ]}
    />
  );
}

const meta: Meta<typeof Page> = {
  title: 'Screens/mf-contenidos/ContenidosPage',
  component: Page,
};
export default meta;

type Story = StoryObj<typeof Page>;

const at = (route: string, { lang = 'es', api = [] }: { lang?: Lang; api?: ScreenOptions['api'] } = {}) =>
  screen({ route, role: 'admin_ares', claims: { sub: '1' }, lang, api });

/** Content 1 of the mock API: a news item with its image and two files. */
const NOTICIA = '/contenidos/1';

/** The list: newest publication first, ten a page, each state as its badge and the files' count. */
export const Lista: Story = { ...at('/contenidos') };

/** Filtered from the URL: the published announcements. */
export const ListaFiltrada: Story = { ...at('/contenidos?estado=Publicado&tipo_noticia=comunicado') };

/** No content matches the filters. */
export const ListaVacia: Story = { ...at('/contenidos?magic=ninguno-coincide') };

/** Before the contents arrive: the table's skeletons. */
export const ListaCargando: Story = {
  ...at('/contenidos', {
    api: [
      mockEndpoint(contenidosList, async () => {
        await delay('infinite');
        throw new Error('never answers');
      }),
    ],
  }),
};

/** The API does not answer: the table says so (the shell's modal tells the error). */
export const ListaApiCaida: Story = {
  ...at('/contenidos', {
    api: [
      mockEndpoint(contenidosList, () => {
        throw mockError(500, 'Error interno del servidor.');
      }),
    ],
  }),
};

/** The files modal of the news item: its list, then 'Añadir archivo' asks for a title and a file. */
export const ModalArchivos: Story = {
  ...at('/contenidos'),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.click(await page.findByRole('button', { name: /^Archivos de «Nueva versión de las RCP de morteros»/ }, { timeout: 10_000 }));
    const dialog = await page.findByRole('dialog', { name: 'Archivos de «Nueva versión de las RCP de morteros»' }, { timeout: 10_000 });
    await expect(await within(dialog).findByText('Guía de las RCP de morteros', {}, { timeout: 10_000 })).toBeVisible();
  },
};

/** The files modal's form view: 'Guardar' with nothing filled in. */
export const ModalArchivosFormulario: Story = {
  ...at('/contenidos'),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.click(await page.findByRole('button', { name: /^Archivos de «Nueva versión de las RCP de morteros»/ }, { timeout: 10_000 }));
    const dialog = await page.findByRole('dialog', { name: 'Archivos de «Nueva versión de las RCP de morteros»' }, { timeout: 10_000 });
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Añadir archivo' }, { timeout: 10_000 }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    await expect(await within(dialog).findByText(CONTENIDOS_MSG.tituloArchivoObligatorio)).toBeVisible();
  },
};

/** A content without files: the modal says so. */
export const ModalSinArchivos: Story = {
  ...at('/contenidos', { api: [mockEndpoint(archivosContenidoList, () => ({ data: [], total: 0, per_page: 10, current_page: 1 }))] }),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.click(await page.findByRole('button', { name: /^Archivos de «Cierre de la oficina por festividad»/ }, { timeout: 10_000 }));
    await expect(await page.findByText('Este contenido no tiene archivos.', {}, { timeout: 10_000 })).toBeVisible();
  },
};

/** A new content: the empty form (published from today), the editor loaded after it. */
export const EditorNuevo: Story = { ...at('/contenidos/nuevo') };

/** 'Guardar' with nothing filled in: each required field says so. */
export const EditorNuevoErrores: Story = {
  ...at('/contenidos/nuevo'),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    const form = await page.findByRole('form', { name: 'Contenido web' }, { timeout: 10_000 });
    await userEvent.click(within(form).getByRole('button', { name: 'Guardar' }));
    await expect(await page.findByText(CONTENIDOS_MSG.perfilContenidoObligatorio)).toBeVisible();
  },
};

/** The news item: its values, its stored image, its files below. */
export const EditorNoticia: Story = { ...at(NOTICIA) };

/** An event for some company types: the types show because profile 5 is ticked; no image. */
export const EditorParaEmpresas: Story = { ...at('/contenidos/6') };

/** The server refuses the title (a 422): the message under the field, what was typed kept. */
export const EditorErrorDelServidor: Story = {
  ...at(NOTICIA, {
    api: [
      mockEndpoint(actualizarContenido, () => {
        throw mockError(422, MSG.datosInvalidos, { titulo: ['El título ya lo tiene otro contenido.'] });
      }),
    ],
  }),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    const form = await page.findByRole('form', { name: 'Contenido web' }, { timeout: 10_000 });
    await userEvent.click(within(form).getByRole('button', { name: 'Guardar' }));
    await expect(await page.findByText('El título ya lo tiene otro contenido.', {}, { timeout: 10_000 })).toBeVisible();
  },
};

/** The server's 422 in Catalan: the classification refused (deactivated in Parámetros meanwhile), its message under the field, what was typed kept. */
export const EditorErrorDelServidorCatala: Story = {
  ...at(NOTICIA, {
    lang: 'ca',
    api: [
      mockEndpoint(actualizarContenido, () => {
        throw mockError(422, MSG.datosInvalidos, { clasificacion: [CONTENIDOS_MSG.clasificacionNoValida] });
      }),
    ],
  }),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    const form = await page.findByRole('form', { name: 'Contingut web' }, { timeout: 10_000 });
    await userEvent.click(within(form).getByRole('button', { name: 'Desar' }));
    await expect(await page.findByText(CONTENIDOS_MESSAGES.clasificacionNoValida.ca, {}, { timeout: 10_000 })).toBeVisible();
  },
};

/** A content that is not there. */
export const EditorNoEncontrado: Story = { ...at('/contenidos/999') };

/** In Catalan: the list and, from it, the same screens. */
export const Catalan: Story = { ...at('/contenidos', { lang: 'ca' }) };

/** The editor in Catalan. */
export const EditorCatalan: Story = { ...at(NOTICIA, { lang: 'ca' }) };
