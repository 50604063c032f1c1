import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { MSG, sumImportes } from '@dapcon/contract/core';
import { comisiones } from '@dapcon/contract/finanzas';
import { answerComisiones, mockComisiones, mockEndpoint, mockError } from '@dapcon/mocks';
import { screen } from '../../config/story-utils';
import ConsultorComisiones from './ConsultorComisiones';

const meta: Meta<typeof ConsultorComisiones> = {
  title: 'Screens/mf-finanzas/ConsultorComisiones',
  component: ConsultorComisiones,
  args: { consultorId: 3 },
};
export default meta;

type Story = StoryObj<typeof ConsultorComisiones>;

/** The demo agent's tab on the mock's commissions (all of them, as they are): paid and unpaid, the totals, the page size and the paid / unpaid filters. */
export const Administracion: Story = { ...screen({ route: '/consultores/47815236F?tab=comisiones', role: 'admin_ares' }) };

/** Two unpaid commissions selected: 'Pagar' and 'Generar Excel' enabled, the selection's total. */
export const ConSeleccion: Story = {
  ...screen({ route: '/consultores/47815236F?tab=comisiones', role: 'admin_ares' }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const boxes = await canvas.findAllByRole('checkbox', { name: /^Seleccionar la comisión / });
    for (const box of boxes.slice(0, 2)) await userEvent.click(box);
    await expect(canvas.getByRole('button', { name: 'Pagar' })).toBeEnabled();
  },
};

/** In Catalan. */
export const Catalan: Story = { ...screen({ route: '/consultores/47815236F?tab=comisiones', role: 'admin_ares', lang: 'ca' }) };

const ninguna = [mockEndpoint(comisiones, () => ({ data: [], total: 0, per_page: 20, current_page: 1, total_a_pagar: '0.00', total_pagado: '0.00' }))];

/** An agent with no commission yet: the table's empty text, the totals at zero, nothing to select. */
export const SinComisiones: Story = { ...screen({ route: '/consultores/47815236F?tab=comisiones', role: 'admin_ares', api: ninguna }) };

/** The same in Catalan. */
export const SenseComissionsCatala: Story = { ...screen({ route: '/consultores/47815236F?tab=comisiones', role: 'admin_ares', lang: 'ca', api: ninguna }) };

/** The commissions could not be read: the table says so, the totals stay away (the shell's modal tells the error). */
export const ErrorDelServidor: Story = {
  ...screen({ route: '/consultores/47815236F?tab=comisiones', role: 'admin_ares', api: [mockEndpoint(comisiones, () => { throw mockError(500, MSG.errorServidor); })] }),
};

/** GET /comisiones as the API answers the paid / unpaid filters (the mock's default answer never filters): those rows, their totals. */
const filtradas = mockEndpoint(comisiones, (input) => {
  const answer = answerComisiones(input);
  if (answer instanceof Response) return answer;
  const { es_pagado, no_pagado } = input.query;
  const data = answer.data.filter((c) => (es_pagado === 'true' ? c.fecha_pago !== null : no_pagado === 'true' ? c.fecha_pago === null : true));
  const total = (rows: typeof data) => sumImportes(rows.map((c) => c.total_comision));
  return { ...answer, data, total: data.length, total_a_pagar: total(data.filter((c) => c.fecha_pago === null)), total_pagado: total(data.filter((c) => c.fecha_pago !== null)) };
});

/** 'No pagadas' ticked (the filter is kept in the tab, not the URL): only the unpaid commissions, 'Total pagado' at zero. */
export const NoPagadas: Story = {
  ...screen({ route: '/consultores/47815236F?tab=comisiones', role: 'admin_ares', api: [filtradas] }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const tabla = await canvas.findByRole('table', { name: 'Comisiones del consultor' }, { timeout: 10_000 });
    await within(tabla).findAllByRole('checkbox', { name: /^Seleccionar la comisión / }, { timeout: 10_000 });
    await userEvent.click(canvas.getByRole('checkbox', { name: 'No pagadas' }));
    await expect(canvas.getByRole('checkbox', { name: 'No pagadas' })).toBeChecked();
    const noPagadas = mockComisiones().filter((c) => c.fecha_pago === null).length;
    await waitFor(() => expect(within(tabla).getAllByRole('checkbox', { name: /^Seleccionar la comisión / })).toHaveLength(noPagadas), { timeout: 10_000 });
    await expect(within(tabla).getAllByTestId('no-pagada')).toHaveLength(noPagadas);
  },
};
