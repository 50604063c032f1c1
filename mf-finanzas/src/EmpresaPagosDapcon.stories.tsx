import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { MSG } from '@dapcon/contract/core';
import { dapconList } from '@dapcon/contract/dapcon';
import { answerDapconList, mockDapcons, mockEndpoint, mockError } from '@dapcon/mocks';
import { screen } from '../../config/story-utils';
import EmpresaPagosDapcon from './EmpresaPagosDapcon';

const meta: Meta<typeof EmpresaPagosDapcon> = {
  title: 'Screens/mf-finanzas/EmpresaPagosDapcon',
  component: EmpresaPagosDapcon,
  args: { cif: 'A08612343' },
};
export default meta;

type Story = StoryObj<typeof EmpresaPagosDapcon>;

/** The demo company's 'Pagos DAPcon' tab: paid and unpaid declarations, a renewal, 'Filtrar' and 'Resumen'. */
export const Administracion: Story = { ...screen({ route: '/empresas/A08612343?tab=pagos_dapcon', role: 'admin_ares' }) };

/** GET /dapcon as the API answers `pendiente_pago=true` (the mock's default answer never filters): the unpaid declarations only. */
const soloPendientes = mockEndpoint(dapconList, (input) => {
  const answer = answerDapconList(mockDapcons(), input);
  if (answer instanceof Response || input.query.pendiente_pago !== 'true') return answer;
  const data = answer.data.filter((d) => d.pagado === null);
  return { ...answer, data, total: data.length };
});

/** Only the declarations awaiting payment: 'Pendiente de pago' set to 'Sí' in 'Filtrar' (the filters are kept in the tab, not the URL), 'Filtrar (1)'. */
export const PendientesDePago: Story = {
  ...screen({ route: '/empresas/A08612343?tab=pagos_dapcon', role: 'admin_ares', api: [soloPendientes] }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    const tabla = await canvas.findByRole('table', { name: 'DAPcon de la empresa y sus pagos' }, { timeout: 10_000 });
    await within(tabla).findAllByRole('button', { name: /^Actualizar pago/ }, { timeout: 10_000 });
    await userEvent.click(canvas.getByRole('button', { name: 'Filtrar' }));
    const dialog = within(await body.findByRole('dialog', { name: 'Filtros de los pagos DAPcon' }, { timeout: 10_000 }));
    await userEvent.selectOptions(dialog.getByRole('combobox', { name: 'Pendiente de pago' }), 'true');
    await userEvent.click(dialog.getByRole('button', { name: 'Filtrar' }));
    await expect(await canvas.findByRole('button', { name: 'Filtrar (1)' }, { timeout: 10_000 })).toBeVisible();
    await waitFor(() => expect(within(tabla).queryAllByRole('button', { name: /^Actualizar pago/ })).toHaveLength(0), { timeout: 10_000 });
    await expect(within(tabla).getAllByRole('button', { name: /^Registrar pago/ }).length).toBeGreaterThan(0);
  },
};

/** In Catalan. */
export const Catalan: Story = { ...screen({ route: '/empresas/A08612343?tab=pagos_dapcon', role: 'admin_ares', lang: 'ca' }) };

/** A company with no declaration yet: the table's empty text, 'Filtrar' and 'Resumen'. */
export const SinDeclaraciones: Story = {
  ...screen({ route: '/empresas/A08612343?tab=pagos_dapcon', role: 'admin_ares', api: [mockEndpoint(dapconList, () => ({ data: [], total: 0, per_page: 20, current_page: 1 }))] }),
};

/** The declarations could not be read: the table says so (the shell's modal tells the error). */
export const ErrorDelServidor: Story = {
  ...screen({ route: '/empresas/A08612343?tab=pagos_dapcon', role: 'admin_ares', api: [mockEndpoint(dapconList, () => { throw mockError(500, MSG.errorServidor); })] }),
};
