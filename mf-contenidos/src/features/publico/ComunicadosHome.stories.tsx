import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { CONTENIDOS_MSG, contenidosPublic, ocultarComunicado, type ContenidoPublico } from '@dapcon/contract/contenidos';
import { delay, MOCK_CONTENIDOS_PUBLICOS, mockAnswer, mockEndpoint, mockError } from '@dapcon/mocks';
import type { Lang, Role } from '@dapcon/shared-sdk';
import { screen, type ScreenOptions } from '../../../../config/story-utils';
import ComunicadosHomePanel from '../../ComunicadosHome';
import { imagenDeMuestra, paginaDe } from './stories.fixtures';

const meta: Meta<typeof ComunicadosHomePanel> = {
  title: 'Screens/mf-contenidos/ComunicadosHome',
  component: ComunicadosHomePanel,
  args: { onArchived: () => undefined },
};
export default meta;

type Story = StoryObj<typeof ComunicadosHomePanel>;

const home = ({ role = 'organizacion', lang = 'es', api = [] }: { role?: Role; lang?: Lang; api?: ScreenOptions['api'] } = {}) =>
  screen({ route: '/', role, lang, api: [imagenDeMuestra, ...api] });

/** A company's home: three communications, the news item's short description cut at 200 characters plus '…', its image at most 300 px high. */
export const Empresa: Story = { ...home() };

/** A verifier's home (the panel is the same; what it lists is the server's). */
export const Verificador: Story = { ...home({ role: 'verificador' }) };

/** A very long short description, cut at 200 characters plus '…'. */
export const DescripcionLarga: Story = {
  ...home({
    api: [
      mockEndpoint(contenidosPublic, () =>
        paginaDe([
          {
            ...(MOCK_CONTENIDOS_PUBLICOS[1] as ContenidoPublico),
            descripcion_corta: `${'Las declaraciones ambientales de producto del programa se revisan cada cinco años. '.repeat(6)}Fin.`,
          },
        ]),
      ),
    ],
  }),
};

/**
 * The API as the real one behaves for 'Archivar' (the mock API's default answers are fixed: an archived
 * communication stays listed): what a reader archives leaves what the home reads. Emptied at each load.
 */
const archivados = new Set<number>();
const archivoQueSeRecuerda: NonNullable<ScreenOptions['api']> = [
  mockEndpoint(contenidosPublic, () => paginaDe(MOCK_CONTENIDOS_PUBLICOS.filter((c) => !archivados.has(c.id)))),
  mockEndpoint(ocultarComunicado, ({ query }) => {
    archivados.add(Number(query.id));
    return mockAnswer({ id: Number(query.id) }, { message: CONTENIDOS_MSG.comunicadoArchivado });
  }),
];
const conArchivo = home({ api: archivoQueSeRecuerda });

/** 'Archivar' on the first one: it leaves the panel and the server's words show under the heading. */
export const Archivado: Story = {
  ...conArchivo,
  loaders: [
    () => {
      archivados.clear();
    },
    ...conArchivo.loaders,
  ],
  play: async ({ canvasElement }) => {
    const titulo = MOCK_CONTENIDOS_PUBLICOS[0]?.titulo ?? '';
    const panel = within(canvasElement);
    await userEvent.click(await panel.findByRole('button', { name: `Archivar «${titulo}»` }, { timeout: 10_000 }));
    await expect(await panel.findByText('El comunicado se ha archivado.', {}, { timeout: 10_000 })).toBeVisible();
    await waitFor(() => expect(panel.queryByRole('article', { name: titulo })).toBeNull(), { timeout: 10_000 });
  },
};

/** 'Leer más': the content whole in its modal. */
export const Leyendo: Story = {
  ...home(),
  play: async ({ canvasElement }) => {
    const titulo = MOCK_CONTENIDOS_PUBLICOS[1]?.titulo ?? '';
    await userEvent.click(await within(canvasElement).findByRole('button', { name: `Leer más «${titulo}»` }, { timeout: 10_000 }));
    await expect(await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: titulo }, { timeout: 10_000 })).toBeVisible();
  },
};

/** Nothing to read (or all archived): 'No hay comunicados disponibles.'. */
export const Vacio: Story = { ...home({ api: [mockEndpoint(contenidosPublic, () => paginaDe([]))] }) };

/** Before the contents arrive. */
export const Cargando: Story = {
  ...home({
    api: [
      mockEndpoint(contenidosPublic, async () => {
        await delay('infinite');
        throw new Error('never answers');
      }),
    ],
  }),
};

/** The API fails: what happened and 'Reintentar' (the shell's modal tells the error). */
export const ApiCaida: Story = {
  ...home({
    api: [
      mockEndpoint(contenidosPublic, () => {
        throw mockError(500, 'Error interno del servidor.');
      }),
    ],
  }),
};

/** In Catalan. */
export const Catalan: Story = { ...home({ lang: 'ca' }) };
