import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { MSG } from '@dapcon/contract/core';
import { arbolClasificacion, CLASIFICACION_MESSAGES, CLASIFICACION_MSG, sincronizarClasificacion } from '@dapcon/contract/parametros';
import { clasificacionBorrarHandler, delay, mockEndpoint, mockError } from '@dapcon/mocks';
import type { Lang, Role } from '@dapcon/shared-sdk';
import { AreaRoutes } from '@dapcon/shared-ui';
import { screen, type ScreenOptions } from '../../../../config/story-utils';
import { ClasificacionPage } from './ClasificacionPage';

/** The page under its route, as the area mounts it. */
function Page() {
  return <AreaRoutes routes={[{ path: '/clasificacion-ecoplatform', title: 'Clasificación Ecoplatform', element: <ClasificacionPage /> }]} />;
}

const meta: Meta<typeof Page> = {
  title: 'Screens/mf-parametros/ClasificacionPage',
  component: Page,
};
export default meta;

type Story = StoryObj<typeof Page>;

const at = ({ role = 'admin_ares', lang = 'es', api = [] }: { role?: Role; lang?: Lang; api?: ScreenOptions['api'] } = {}) =>
  screen({ route: '/clasificacion-ecoplatform', role, claims: { sub: role === 'admin_ares' ? '1' : '2' }, lang, api: [clasificacionBorrarHandler, ...api] });

/** Opens a folder of the tree by its chevron. */
async function abrir(canvasElement: HTMLElement, name: string) {
  const page = within(canvasElement);
  const label = await page.findByTitle(name, {}, { timeout: 10_000 });
  const row = label.closest('[role=treeitem]') as HTMLElement;
  await userEvent.click(row.querySelector('span[aria-hidden=true]') as HTMLElement);
}

/** The top level of the classification, nothing selected (the administrator profile: 'Sincronizar', 'Nuevo nodo raíz'). */
export const Arbol: Story = { ...at() };

/** A family opened: its children read then, an inactive one marked. */
export const ArbolAbierto: Story = {
  ...at(),
  play: async ({ canvasElement }) => {
    await abrir(canvasElement, 'Cementos, cales y yesos');
    await expect(await within(canvasElement).findByTitle('Cal para la construcción')).toBeVisible();
  },
};

/** Edit mode: a node with its ID fields and a tab per language. */
export const Editar: Story = {
  ...at(),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await abrir(canvasElement, 'Hormigón y productos de hormigón');
    await userEvent.click(await page.findByTitle('Hormigón preparado'));
    await expect(await page.findByRole('heading', { name: 'Editar nodo' })).toBeVisible();
  },
};

/** Create mode under a node: the number to be generated, 'Ingrese un valor' under the empty fields. */
export const Crear: Story = {
  ...at(),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await userEvent.click(await page.findByRole('button', { name: 'Crear hijo: Productos cerámicos' }, { timeout: 10_000 }));
    await userEvent.click(await page.findByRole('button', { name: 'Guardar' }));
    await expect((await page.findAllByText(CLASIFICACION_MSG.clasifValorObligatorio)).length).toBeGreaterThan(0);
  },
};

/** The limited administrator (profile 2): no ID fields, no creating nor synchronising. */
export const AdministradorLimitado: Story = {
  ...at({ role: 'admin_caateeb' }),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await userEvent.click(await page.findByTitle('Productos cerámicos', {}, { timeout: 10_000 }));
    await expect(await page.findByRole('heading', { name: 'Editar nodo' })).toBeVisible();
  },
};

/** 'Sincronizar' with a file: the summary of what changed. */
export const ResumenSincronizacion: Story = {
  ...at(),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await userEvent.click(await page.findByRole('button', { name: 'Sincronizar' }, { timeout: 10_000 }));
    const dialog = within(canvasElement.ownerDocument.body);
    const input = await dialog.findByLabelText(/Fichero de la clasificación/);
    await userEvent.upload(input, new File(['codigo;padre;nombre_es\n05;;Aislamiento\n05.01;05;Lanas minerales\n'], 'clasificacion.csv', { type: 'text/csv' }));
    await userEvent.click(dialog.getAllByRole('button', { name: 'Sincronizar' }).at(-1) as HTMLElement);
    await expect(await dialog.findByRole('status', { name: 'Resultado de la sincronización' })).toBeVisible();
  },
};

/** The API's 422 to a malformed file: a missing column on line 1, a repeated code on line 4. */
const ficheroRechazado = mockEndpoint(sincronizarClasificacion, () => {
  throw mockError(422, MSG.datosInvalidos, { 'linea.1.padre': [CLASIFICACION_MSG.clasifColumnaFalta], 'linea.4.codigo': [CLASIFICACION_MSG.clasifCodigoRepetido] });
});

/** 'Sincronizar' with a malformed file: its errors line by line. */
export const FicheroConErrores: Story = {
  ...at({ api: [ficheroRechazado] }),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await userEvent.click(await page.findByRole('button', { name: 'Sincronizar' }, { timeout: 10_000 }));
    const dialog = within(canvasElement.ownerDocument.body);
    await userEvent.upload(await dialog.findByLabelText(/Fichero de la clasificación/), new File(['codigo;nombre_es\n'], 'mal.csv', { type: 'text/csv' }));
    await userEvent.click(dialog.getAllByRole('button', { name: 'Sincronizar' }).at(-1) as HTMLElement);
    await expect(await dialog.findByText(/Línea 4, columna codigo/)).toBeVisible();
  },
};

/** The same refused file in Catalan: 'Línia 4, columna codigo' and the contract's Catalan messages. */
export const FicheroConErroresCatala: Story = {
  ...at({ lang: 'ca', api: [ficheroRechazado] }),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await userEvent.click(await page.findByRole('button', { name: 'Sincronitzar' }, { timeout: 10_000 }));
    const dialog = within(canvasElement.ownerDocument.body);
    await userEvent.upload(await dialog.findByLabelText(/Fitxer de la classificació/), new File(['codigo;nombre_es\n'], 'mal.csv', { type: 'text/csv' }));
    await userEvent.click(dialog.getAllByRole('button', { name: 'Sincronitzar' }).at(-1) as HTMLElement);
    await expect(await dialog.findByText(`Línia 4, columna codigo: ${CLASIFICACION_MESSAGES.clasifCodigoRepetido.ca}`, {}, { timeout: 10_000 })).toBeVisible();
  },
};

/** No classification yet: 'No hay resultados para mostrar'. */
export const Vacio: Story = { ...at({ api: [mockEndpoint(arbolClasificacion, () => ({ arbol: [] }))] }) };

/** The tree could not be read: what happened and 'Reintentar'. */
export const ErrorDeCarga: Story = {
  ...at({
    api: [
      mockEndpoint(arbolClasificacion, () => {
        throw mockError(500, MSG.errorServidor);
      }),
    ],
  }),
};

/** The same screen in Catalan. */
export const Catalan: Story = { ...at({ lang: 'ca' }) };

/** Before the tree arrives. */
export const Cargando: Story = {
  ...at({
    api: [
      mockEndpoint(arbolClasificacion, async () => {
        await delay('infinite');
        throw new Error('never answers');
      }),
    ],
  }),
};
