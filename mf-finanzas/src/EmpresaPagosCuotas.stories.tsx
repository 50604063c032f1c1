import type { Meta, StoryObj } from '@storybook/react-vite';
import { MSG } from '@dapcon/contract/core';
import { cuotasAnuales } from '@dapcon/contract/finanzas';
import { mockEndpoint, mockError } from '@dapcon/mocks';
import { screen } from '../../config/story-utils';
import EmpresaPagosCuotas from './EmpresaPagosCuotas';

const meta: Meta<typeof EmpresaPagosCuotas> = {
  title: 'Screens/mf-finanzas/EmpresaPagosCuotas',
  component: EmpresaPagosCuotas,
  args: { cif: 'A08612343' },
};
export default meta;

type Story = StoryObj<typeof EmpresaPagosCuotas>;

/** The demo company's 'Pagos cuotas' tab on the mock's fees (all of them, as they are), one owed; 'Registrar pago' and each year's modal. */
export const Administracion: Story = { ...screen({ route: '/empresas/A08612343?tab=pagos_cuotas', role: 'admin_ares' }) };

/** The same tab in Catalan. */
export const Catalan: Story = { ...screen({ route: '/empresas/A08612343?tab=pagos_cuotas', role: 'admin_ares', lang: 'ca' }) };

/** A company with no fee yet: the tab's empty text, 'Registrar pago'. */
export const SinCuotas: Story = {
  ...screen({
    route: '/empresas/A08612343?tab=pagos_cuotas',
    role: 'admin_ares',
    api: [mockEndpoint(cuotasAnuales, () => ({ data: [], total: 0, per_page: 20, current_page: 1, importe_total: '0.00', importe_pagado: '0.00' }))],
  }),
};

/** The fees could not be read: the table says so (the shell's modal tells the error). */
export const ErrorDelServidor: Story = {
  ...screen({ route: '/empresas/A08612343?tab=pagos_cuotas', role: 'admin_ares', api: [mockEndpoint(cuotasAnuales, () => { throw mockError(500, MSG.errorServidor); })] }),
};
