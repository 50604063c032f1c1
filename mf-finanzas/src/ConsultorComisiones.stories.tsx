import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { comisiones } from '@dapcon/contract/finanzas';
import { mockEndpoint } from '@dapcon/mocks';
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
