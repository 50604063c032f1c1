import type { Meta, StoryObj } from '@storybook/react-vite';
import { screen } from '../../config/story-utils';
import DapconPagoResumen from './DapconPagoResumen';

const meta: Meta<typeof DapconPagoResumen> = {
  title: 'Screens/mf-finanzas/DapconPagoResumen',
  component: DapconPagoResumen,
};
export default meta;

type Story = StoryObj<typeof DapconPagoResumen>;

/** A paid declaration on its record page: amount, date, invoice and 'Actualizar pago'. */
export const Pagada: Story = { args: { dapconId: 2 }, ...screen({ route: '/dapcon/2/1', role: 'admin_ares' }) };

/** A declaration awaiting payment: 'Pendiente de pago' and 'Registrar pago'. */
export const Pendiente: Story = { args: { dapconId: 1 }, ...screen({ route: '/dapcon/1/1', role: 'admin_ares' }) };

/** The company sees its payment, without buttons. */
export const Empresa: Story = { args: { dapconId: 2 }, ...screen({ route: '/dapcon/2/1', role: 'organizacion' }) };

/** The consultant is told the payment is the company's and the programme's. */
export const Consultor: Story = { args: { dapconId: 2 }, ...screen({ route: '/dapcon/2/1', role: 'consultor' }) };

/** In Catalan. */
export const Catalan: Story = { args: { dapconId: 1 }, ...screen({ route: '/dapcon/1/1', role: 'admin_ares', lang: 'ca' }) };
