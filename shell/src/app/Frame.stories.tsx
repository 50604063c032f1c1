import type { Meta, StoryObj } from '@storybook/react-vite';
import { AreaComingSoon } from '@dapcon/shared-ui';
import { screen } from '../../../config/story-utils';
import { Frame } from './Frame';

const meta: Meta<typeof Frame> = {
  title: 'Screens/shell/Frame',
  component: Frame,
  parameters: { layout: 'fullscreen' },
  args: { children: <AreaComingSoon title="Empresas" /> },
};
export default meta;

type Story = StoryObj<typeof Frame>;

export const AdministradorAres: Story = { ...screen({ route: '/empresas', role: 'admin_ares', claims: { nombre: 'Montserrat', apellidos: 'Puig Ferrer' } }) };
export const AdministradorAsociacion: Story = { ...screen({ route: '/empresas', role: 'admin_caateeb', claims: { nombre: 'Jordi', apellidos: 'Casals Vidal' } }) };
export const Empresa: Story = { ...screen({ route: '/', role: 'organizacion', claims: { nombre: 'Cementos del Llobregat, S.A.', apellidos: '' } }) };
export const Verificador: Story = { ...screen({ route: '/', role: 'verificador', claims: { nombre: 'Núria', apellidos: 'Soler' } }) };
export const EnCatala: Story = { ...screen({ route: '/', role: 'consultor', lang: 'ca', claims: { nombre: 'Laura', apellidos: 'Martínez' } }) };
/** An administrator using the portal as a company ('Iniciar Sesión'): the banner on every page. */
export const ComoEmpresa: Story = {
  ...screen({ route: '/', role: 'organizacion', claims: { nombre: 'Cementos del Llobregat, S.A.', apellidos: '', suplantador: 'Montserrat Puig Ferrer' } }),
};
export const ComoEmpresaEnCatala: Story = {
  ...screen({ route: '/', role: 'organizacion', lang: 'ca', claims: { nombre: 'Cementos del Llobregat, S.A.', apellidos: '', suplantador: 'Montserrat Puig Ferrer' } }),
};
