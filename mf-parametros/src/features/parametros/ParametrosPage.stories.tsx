import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { MSG } from '@dapcon/contract/core';
import { parametrosArbol } from '@dapcon/contract/parametros';
import { delay, mockEndpoint, mockError } from '@dapcon/mocks';
import type { Lang, Role } from '@dapcon/shared-sdk';
import { AreaRoutes } from '@dapcon/shared-ui';
import { screen, type ScreenOptions } from '../../../../config/story-utils';
import { ParametrosPage } from './ParametrosPage';

/** The page under its route, as the area mounts it. */
function Page() {
  return <AreaRoutes routes={[{ path: '/parametros', title: 'Parámetros', element: <ParametrosPage /> }]} />;
}

const meta: Meta<typeof Page> = {
  title: 'Screens/mf-parametros/ParametrosPage',
  component: Page,
};
export default meta;

type Story = StoryObj<typeof Page>;

const at = ({ role = 'admin_ares', lang = 'es', api = [] }: { role?: Role; lang?: Lang; api?: ScreenOptions['api'] } = {}) =>
  screen({ route: '/parametros', role, claims: { sub: role === 'admin_ares' ? '1' : '2' }, lang, api });

const forever = async (): Promise<never> => {
  await delay('infinite');
  throw new Error('never answers');
};

/** A tree item by its label (the row also holds its action buttons). */
async function treeItem(canvasElement: HTMLElement, name: string): Promise<HTMLElement> {
  const page = within(canvasElement);
  const label = await page.findByTitle(name, {}, { timeout: 10_000 });
  return label.closest('[role=treeitem]') as HTMLElement;
}

/** Before the tree arrives. */
export const Cargando: Story = { ...at({ api: [mockEndpoint(parametrosArbol, forever)] }) };

/** The Ares administrator's tree (the mock API's folders), nothing selected yet. */
export const Arbol: Story = { ...at() };

/** The same in Catalan. */
export const Catalan: Story = { ...at({ lang: 'ca' }) };

/** A parameter selected: its form, with a tab per language, and 'Eliminar'. */
export const Editando: Story = {
  ...at(),
  play: async ({ canvasElement }) => {
    await userEvent.click(await treeItem(canvasElement, 'Tipos de noticia'));
    const page = within(canvasElement);
    await expect(await page.findByRole('textbox', { name: 'ID' }, { timeout: 10_000 })).toHaveValue('tipo_noticias');
  },
};

/** 'Crear hijo' on a folder: the new parameter's form, its ID generated from the Spanish Texto 1. */
export const Creando: Story = {
  ...at(),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await userEvent.click(await page.findByRole('button', { name: 'Crear hijo: Tipos de noticia' }, { timeout: 10_000 }));
    const grupo = await page.findByRole('group', { name: 'Castellano' });
    await userEvent.type(within(grupo).getByRole('textbox', { name: /Texto 1/ }), 'Jornada técnica');
    await expect(page.getByText(/tipo_noticias_jornada_tecnica/)).toBeVisible();
  },
};

/** The limited administrator on a level-2 option: ID, parent and permission read-only; no 'Eliminar'. */
export const AdministradorLimitado: Story = {
  ...at({ role: 'admin_caateeb' }),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await userEvent.click(await page.findByRole('button', { name: 'Editar: Tipos de noticia' }, { timeout: 10_000 }));
    await expect(await page.findByRole('textbox', { name: 'ID' })).toHaveAttribute('readonly');
    await expect(page.queryByRole('button', { name: 'Eliminar' })).toBeNull();
  },
};

/** The tree could not be read: what happened and 'Reintentar'. */
export const ErrorDeCarga: Story = { ...at({ api: [mockEndpoint(parametrosArbol, () => { throw mockError(500, MSG.errorServidor); })] }) };

/** No parameter yet: the tree's empty text. */
export const Vacio: Story = { ...at({ api: [mockEndpoint(parametrosArbol, () => ({ parametros: [] }))] }) };

/** The tree could not be read, in Catalan. */
export const ErrorDeCargaCatalan: Story = { ...at({ lang: 'ca', api: [mockEndpoint(parametrosArbol, () => { throw mockError(500, MSG.errorServidor); })] }) };
