import type { Meta, StoryObj } from '@storybook/react-vite';
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
