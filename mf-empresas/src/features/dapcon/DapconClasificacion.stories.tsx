import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { dapcon, type ClasificacionDapcon } from '@dapcon/contract/dapcon';
import { dapconDetalle, MOCK_DAPCON_IDS, MOCK_EMPRESAS, mockDapcons, mockEndpoint } from '@dapcon/mocks';
import type { Lang, Role } from '@dapcon/shared-sdk';
import { AreaRoutes } from '@dapcon/shared-ui';
import { screen } from '../../../../config/story-utils';
import '../../i18n';
import { DapconDetail } from './DapconDetail';

/** The record page under its route; these stories are about its 'Clasificación ECO Platform'. */
function Page() {
  return <AreaRoutes routes={[{ path: '/dapcon/:id/:languageId', title: 'Ficha DAPcon', element: <DapconDetail /> }]} />;
}

const meta: Meta<typeof Page> = {
  title: 'Screens/mf-empresas/DapconClasificacion',
  component: Page,
};
export default meta;

type Story = StoryObj<typeof Page>;

const EMPRESA = MOCK_EMPRESAS[0] as (typeof MOCK_EMPRESAS)[number];
const USUARIO: Partial<Record<Role, string>> = { organizacion: EMPRESA.org_cif, admin_ares: '46127839M' };
const ESCALERAS: ClasificacionDapcon = { id: 'eco_K7Q2M9XPA', codigo: 'K7Q2M9XPA', nombre: 'Escaleras prefabricadas de hormigón' };

/** The fixture declaration `id` filed under `clase`, as GET /dapcon/:id answers it to `rol`. */
function conClase(id: number, clase: ClasificacionDapcon | null, rol: 'organizacion' | 'administrador') {
  return mockEndpoint(dapcon, (input) => {
    const fixture = mockDapcons().find((d) => d.id === id) ?? mockDapcons()[0];
    if (!fixture) throw new Error('no fixtures');
    return dapconDetalle({ ...fixture, clasificacion: clase }, input.lang, rol);
  });
}

const at = (id: number, role: Role, lang: Lang = 'es', clase: ClasificacionDapcon | null = null) =>
  screen({ route: `/dapcon/${id}/1`, role, lang, claims: { usuario: USUARIO[role] ?? '' }, api: [conClase(id, clase, role === 'organizacion' ? 'organizacion' : 'administrador')] });

/** A draft without a class: 'Sin clasificar' and 'Asignar' for its company. */
export const SinClasificar: Story = { ...at(MOCK_DAPCON_IDS.borrador, 'organizacion') };

/** A draft filed under a class: 'Cambiar'. */
export const Clasificada: Story = { ...at(MOCK_DAPCON_IDS.borrador, 'organizacion', 'es', ESCALERAS) };

/** A published declaration's class, in Catalan, for its company: no button (the administration's alone). */
export const PublicadaCatala: Story = { ...at(MOCK_DAPCON_IDS.vigente, 'organizacion', 'ca', ESCALERAS) };

/** The modal: the classes searched ('hormigón'), the current one chosen. */
export const Modal: Story = {
  ...at(MOCK_DAPCON_IDS.vigente, 'admin_ares', 'es', ESCALERAS),
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dato = within(await body.findByTestId('dapcon-clasificacion', {}, { timeout: 10_000 }));
    await userEvent.click(dato.getByRole('button', { name: 'Cambiar la clasificación ECO Platform' }));
    const dialog = within(await body.findByRole('dialog', { name: 'Clasificación ECO Platform' }));
    await userEvent.type(await dialog.findByRole('searchbox', { name: 'Buscar una clase' }), 'hormigón');
    await expect(dialog.getByRole('combobox', { name: 'Clase' })).toHaveValue('eco_K7Q2M9XPA');
  },
};

/** The modal in Catalan, no class yet. */
export const ModalCatala: Story = {
  ...at(MOCK_DAPCON_IDS.borrador, 'organizacion', 'ca'),
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dato = within(await body.findByTestId('dapcon-clasificacion', {}, { timeout: 10_000 }));
    await userEvent.click(dato.getByRole('button', { name: 'Assignar la classificació ECO Platform' }));
    await expect(await body.findByRole('dialog', { name: 'Classificació ECO Platform' })).toBeVisible();
  },
};
