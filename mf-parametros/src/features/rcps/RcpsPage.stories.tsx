import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { MSG } from '@dapcon/contract/core';
import { actualizarRcp, RCP_MSG, rcpLista } from '@dapcon/contract/rcp';
import { delay, mockEndpoint, mockError } from '@dapcon/mocks';
import { AreaRoutes } from '@dapcon/shared-ui';
import { screen } from '../../../../config/story-utils';
import { RcpsPage } from './RcpsPage';

/** The list under its route, as the area mounts it (its state lives in the URL). */
function Page() {
  return <AreaRoutes routes={[{ path: '/RCPs', title: 'RCPs', element: <RcpsPage /> }]} />;
}

const meta: Meta<typeof Page> = {
  title: 'Screens/mf-parametros/RcpsPage',
  component: Page,
};
export default meta;

type Story = StoryObj<typeof Page>;

const at = (search = '', lang: 'es' | 'ca' = 'es', api: Parameters<typeof screen>[0]['api'] = []) =>
  screen({ route: `/RCPs${search}`, role: 'admin_caateeb', lang, api });

/** The mock's RCPs, as they are, with their material (the families); which are in force is the API's. */
export const Vigentes: Story = { ...at() };

/** 'Mostrar no vigente' ticked (the mock answers the same RCPs: what it adds is the API's). */
export const MostrarNoVigentes: Story = { ...at('?novigentes=true') };

/** Sorted by year, newest first, as asked (the order is the API's). */
export const PorAnyo: Story = { ...at('?novigentes=true&order_by=anyo+desc') };

/** Nothing to show. */
export const SinResultados: Story = { ...at('', 'es', [mockEndpoint(rcpLista, () => ({ data: [], total: 0, per_page: 20, current_page: 1 }))]) };

/** The list cannot be read. */
export const Error: Story = { ...at('', 'es', [mockEndpoint(rcpLista, () => { throw mockError(500, 'Error del servidor'); })]) };

/** Before the first answer. */
export const Cargando: Story = {
  ...at('', 'es', [
    mockEndpoint(rcpLista, async () => {
      await delay('infinite');
      throw new globalThis.Error('never answers');
    }),
  ]),
};

/** In Catalan. */
export const Catalan: Story = { ...at('', 'ca') };

/** 'Nuevo RCP', then 'Guardar' at once: the contract's messages, the main language's in its tab. */
export const NuevoRcp: Story = {
  ...at(),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await userEvent.click(await page.findByRole('button', { name: 'Nuevo RCP' }, { timeout: 10_000 }));
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: 'Nuevo RCP' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    await expect(await within(dialog).findByText('La equivalencia es obligatoria.')).toBeVisible();
  },
};

/** 'Editar' on RCP 001: its values, a tab per language. */
export const EditarRcp: Story = {
  ...at(),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await userEvent.click(await page.findByRole('button', { name: 'Editar RCP 001 Baldosas cerámicas' }, { timeout: 10_000 }));
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: 'Editar RCP' });
    await expect(await within(dialog).findByRole('textbox', { name: /Versión/ })).toHaveValue('2.1');
  },
};

/** 'Eliminar': the spec's question before the RCP is saved as deleted. */
export const Eliminar: Story = {
  ...at(),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await userEvent.click(await page.findByRole('button', { name: 'Eliminar RCP 002 Cementos y cales' }, { timeout: 10_000 }));
    const confirm = await within(canvasElement.ownerDocument.body).findByRole('alertdialog');
    await expect(confirm).toHaveTextContent('¿Está seguro que desea eliminar este RCP?');
  },
};

/** 'Guardar' refused by the API (422): a language of the texts was deactivated while the modal was open; the message shows above the tabs. */
const idiomaYaNoActivo = (lang: 'es' | 'ca', editar: string, guardar: string, mensaje: string): Story => ({
  ...at('', lang, [
    mockEndpoint(actualizarRcp, () => {
      throw mockError(422, MSG.datosInvalidos, { rcp_idiomas: [RCP_MSG.idiomaRcpNoValido] });
    }),
  ]),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await userEvent.click(await page.findByRole('button', { name: editar }, { timeout: 10_000 }));
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: 'Editar RCP' });
    await userEvent.click(await within(dialog).findByRole('button', { name: guardar }));
    await expect(await within(dialog).findByText(mensaje)).toBeVisible();
  },
});

export const IdiomaYaNoActivo: Story = idiomaYaNoActivo('es', 'Editar RCP 001 Baldosas cerámicas', 'Guardar', 'Uno de los idiomas no existe o no está activo.');

/** The same refusal in Catalan. */
export const IdiomaYaNoActivoCatala: Story = idiomaYaNoActivo('ca', 'Editar RCP 001 Rajoles ceràmiques', 'Desar', 'Un dels idiomes no existeix o no és actiu.');
