import type { Meta, StoryObj } from '@storybook/react-vite';
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
