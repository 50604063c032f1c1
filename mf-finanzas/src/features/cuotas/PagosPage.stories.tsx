import type { Meta, StoryObj } from '@storybook/react-vite';
import { screen } from '../../../../config/story-utils';
import { PagosPage } from './PagosPage';

const meta: Meta<typeof PagosPage> = {
  title: 'Screens/mf-finanzas/PagosPage',
  component: PagosPage,
};
export default meta;

type Story = StoryObj<typeof PagosPage>;

/** /pagos for the administration: every fee of the mock API, the filters, the sums, 'Alta Pagos' and the detail. */
export const Administracion: Story = { ...screen({ route: '/pagos', role: 'admin_ares' }) };

/** Opened from a shared link: the owed fees of one year. */
export const Pendientes: Story = { ...screen({ route: `/pagos?pendiente=true&year=${new Date().getFullYear() - 1}`, role: 'admin_ares' }) };

/** In Catalan. */
export const Catalan: Story = { ...screen({ route: '/pagos', role: 'admin_ares', lang: 'ca' }) };
