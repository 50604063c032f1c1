import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { contenidosPublic } from '@dapcon/contract/contenidos';
import { delay, MOCK_CONTENIDOS_PUBLICOS, mockEndpoint, mockError } from '@dapcon/mocks';
import type { Lang } from '@dapcon/shared-sdk';
import { AreaRoutes } from '@dapcon/shared-ui';
import { screen, type ScreenOptions } from '../../../../config/story-utils';
import { ComunicadosPublicosPage } from './ComunicadosPublicosPage';
import { CONTENIDOS_CON_ARCHIVADO, imagenDeMuestra, paginaDe } from './stories.fixtures';

/** The page under its route, as the area mounts it (its search lives in the URL). */
function Page() {
  return <AreaRoutes routes={[{ path: '/public-comunicados', title: 'Comunicados', element: <ComunicadosPublicosPage /> }]} />;
}

const meta: Meta<typeof Page> = {
  title: 'Screens/mf-contenidos/ComunicadosPublicosPage',
  component: Page,
};
export default meta;

type Story = StoryObj<typeof Page>;

const at = (search: string, { lang = 'es', api = [] }: { lang?: Lang; api?: ScreenOptions['api'] } = {}) =>
  screen({ route: `/public-comunicados${search}`, role: 'organizacion', lang, api: [imagenDeMuestra, ...api] });

/** A company's communications, newest first: title, short description whole, day and 'Ver'. */
export const Lista: Story = { ...at('') };

/** One the company archived from its home: still here, marked 'Archivado'. */
export const ConArchivado: Story = { ...at('', { api: [mockEndpoint(contenidosPublic, () => paginaDe(CONTENIDOS_CON_ARCHIVADO))] }) };

/** The search of the URL: 'Buscar título, descripción'. */
export const Buscando: Story = { ...at('?magic=oficina') };

/** A search that finds nothing: the lists' 'No es van trobar resultats'. */
export const SinResultados: Story = { ...at('?magic=inexistente') };

/** Nothing published for the reader. */
export const Vacia: Story = { ...at('', { api: [mockEndpoint(contenidosPublic, () => paginaDe([]))] }) };

/** Before the list arrives: the table's skeletons. */
export const Cargando: Story = {
  ...at('', {
    api: [
      mockEndpoint(contenidosPublic, async () => {
        await delay('infinite');
        throw new Error('never answers');
      }),
    ],
  }),
};

/** The API fails: 'No se pudo cargar la info' (the shell's modal tells the error). */
export const ApiCaida: Story = {
  ...at('', {
    api: [
      mockEndpoint(contenidosPublic, () => {
        throw mockError(500, 'Error interno del servidor.');
      }),
    ],
  }),
};

/** 'Ver' on the news item: the content whole, with its image, long description and file. */
export const ContenidoAbierto: Story = {
  ...at(''),
  play: async ({ canvasElement }) => {
    const titulo = MOCK_CONTENIDOS_PUBLICOS.find((c) => c.tipo === 'noticia')?.titulo ?? '';
    const page = within(canvasElement);
    await userEvent.click(await page.findByRole('button', { name: `Ver el comunicado «${titulo}»` }, { timeout: 10_000 }));
    const dialog = within(canvasElement.ownerDocument.body).getByRole('dialog', { name: titulo });
    await expect(await within(dialog).findByRole('heading', { level: 3, name: 'Archivos' }, { timeout: 10_000 })).toBeVisible();
  },
};

/** In Catalan. */
export const Catalan: Story = { ...at('', { lang: 'ca' }) };
