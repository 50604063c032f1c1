import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { MSG } from '@dapcon/contract/core';
import { remesas } from '@dapcon/contract/finanzas';
import { mockEndpoint, mockError, mockReferenciaRemesa } from '@dapcon/mocks';
import { screen } from '../../../../config/story-utils';
import '../../i18n';
import { RemesasPage } from './RemesasPage';

const meta: Meta<typeof RemesasPage> = {
  title: 'Screens/mf-finanzas/RemesasPage',
  component: RemesasPage,
};
export default meta;

type Story = StoryObj<typeof RemesasPage>;

const admin = (lang: 'es' | 'ca' = 'es') => screen({ route: '/pagos/remesas', role: 'admin_ares', lang });

/** The page, once the list arrived. */
async function page(canvasElement: HTMLElement) {
  const body = within(canvasElement.ownerDocument.body);
  await body.findAllByRole('button', { name: /Ver la remesa/ }, { timeout: 10_000 });
  return body;
}

/** Opens the detail of the mock's remittance `id` (1: collected with one returned, 2: cancelled, 3: generated). */
const detalle = (id: number) => ({
  play: async ({ canvasElement }: { canvasElement: HTMLElement }) => {
    const body = await page(canvasElement);
    const referencia = mockReferenciaRemesa(id);
    await userEvent.click(body.getByRole('button', { name: `Ver la remesa ${referencia}` }));
    const dialog = await body.findByRole('dialog', { name: `Remesa ${referencia}` });
    await expect(await within(dialog).findByRole('table', { name: 'Operaciones de la remesa' })).toBeVisible();
  },
});

/** /pagos/remesas for the administration: the mock's remittances, as they are (generated, cancelled, collected), the state filter, the Excel. */
export const Lista: Story = { ...admin() };

/** No remittance yet: the list's empty text. */
export const SinRemesas: Story = {
  ...screen({
    route: '/pagos/remesas',
    role: 'admin_ares',
    api: [mockEndpoint(remesas, () => ({ data: [], total: 0, per_page: 20, current_page: 1 }))],
  }),
};

/** Filtered from the URL: the collected remittances only. */
export const FiltradaCobradas: Story = { ...screen({ route: '/pagos/remesas?estado=cobrada', role: 'admin_ares' }) };

/** 'Generar remesa': what it would collect, the companies without a signed SEPA mandate, the collection date. */
export const GenerarConEmpresasSinMandato: Story = {
  ...admin(),
  play: async ({ canvasElement }) => {
    const body = await page(canvasElement);
    await userEvent.click(body.getByRole('button', { name: 'Generar remesa' }));
    const dialog = await body.findByRole('dialog', { name: 'Generar remesa' });
    await expect(await within(dialog).findByTestId('sin-mandato')).toBeVisible();
  },
};

/** A generated remittance's detail: its operations, 'Descargar XML', 'Marcar como cobrada', 'Anular remesa'. */
export const DetalleGenerada: Story = { ...admin(), ...detalle(3) };

/** A collected remittance's detail: the payment date, the invoices, the operation the bank returned. */
export const DetalleCobrada: Story = { ...admin(), ...detalle(1) };

/** In Catalan. */
export const Catalan: Story = { ...admin('ca') };

/** The list could not be read: the table says so. */
export const ErrorDelServidor: Story = {
  ...screen({ route: '/pagos/remesas', role: 'admin_ares', api: [mockEndpoint(remesas, () => { throw mockError(500, MSG.errorServidor); })] }),
};
