import type { Meta, StoryObj } from '@storybook/react-vite';
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

/** Only the declarations awaiting payment (the filter in the URL). */
export const PendientesDePago: Story = { ...screen({ route: '/empresas/A08612343?tab=pagos_dapcon&pendiente_pago=true', role: 'admin_ares' }) };

/** In Catalan. */
export const Catalan: Story = { ...screen({ route: '/empresas/A08612343?tab=pagos_dapcon', role: 'admin_ares', lang: 'ca' }) };
