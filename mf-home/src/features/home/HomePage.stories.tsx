import type { Meta, StoryObj } from '@storybook/react-vite';
import type { Role } from '@dapcon/shared-sdk';
import { screen } from '../../../../config/story-utils';
import '../../i18n';
import { HomePage } from './HomePage';

const meta: Meta<typeof HomePage> = {
  title: 'Screens/mf-home/HomePage',
  component: HomePage,
};
export default meta;

type Story = StoryObj<typeof HomePage>;

const me = (nombre: string, role: Role) =>
  screen({
    route: '/',
    role,
    claims: { nombre },
    api: { '/auth/me': { body: { status: 'Success', message: 'OK', data: { id: 1, usuario: 'B08715427', nombre, apellidos: '', email: 'demo@example.org', perfil: 5, modulo_app: 'organizacion', estado_pago: 'pagado' } } } },
  });

export const Empresa: Story = { ...me('Cementos del Llobregat, S.A.', 'organizacion') };
export const Consultor: Story = { ...me('Laura', 'consultor') };
export const Verificador: Story = { ...me('Núria', 'verificador') };
export const Administracion: Story = { ...me('Montserrat', 'admin_ares') };
export const Cargando: Story = { ...screen({ route: '/', role: 'organizacion', api: {} }) };
