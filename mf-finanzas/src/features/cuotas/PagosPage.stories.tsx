import type { Meta, StoryObj } from '@storybook/react-vite';
import { MSG } from '@dapcon/contract/core';
import { cuotasAnuales } from '@dapcon/contract/finanzas';
import { mockEndpoint, mockError } from '@dapcon/mocks';
import { screen } from '../../../../config/story-utils';
import { PagosPage } from './PagosPage';

const meta: Meta<typeof PagosPage> = {
  title: 'Screens/mf-finanzas/PagosPage',
  component: PagosPage,
};
export default meta;

type Story = StoryObj<typeof PagosPage>;

/** /pagos for the administration: every fee of the mock API and their sums, the filters, 'Alta Pagos' and the detail. */
export const Administracion: Story = { ...screen({ route: '/pagos', role: 'admin_ares' }) };

/** Opened from a shared link: the filters for the owed fees of one year (what they select is the API's). */
export const Pendientes: Story = { ...screen({ route: `/pagos?pendiente=true&year=${new Date().getFullYear() - 1}`, role: 'admin_ares' }) };

/** In Catalan. */
export const Catalan: Story = { ...screen({ route: '/pagos', role: 'admin_ares', lang: 'ca' }) };

/** Filtered from the URL: the fees paid by direct debit (what they select is the API's). */
export const FiltradaPorMetodo: Story = { ...screen({ route: '/pagos?metodo_pago=R', role: 'admin_ares' }) };

/** No fee in the API: the list's empty text and sums at zero. */
export const SinPagos: Story = {
  ...screen({
    route: '/pagos',
    role: 'admin_ares',
    api: [mockEndpoint(cuotasAnuales, () => ({ data: [], total: 0, per_page: 20, current_page: 1, importe_total: '0.00', importe_pagado: '0.00' }))],
  }),
};

/** The list could not be read: the server's message. */
export const ErrorDelServidor: Story = {
  ...screen({ route: '/pagos', role: 'admin_ares', api: [mockEndpoint(cuotasAnuales, () => { throw mockError(500, MSG.errorServidor); })] }),
};

/** No fee, in Catalan. */
export const SinPagosCatalan: Story = {
  ...screen({
    route: '/pagos',
    role: 'admin_ares',
    lang: 'ca',
    api: [mockEndpoint(cuotasAnuales, () => ({ data: [], total: 0, per_page: 20, current_page: 1, importe_total: '0.00', importe_pagado: '0.00' }))],
  }),
};
