import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, mockEndpoint, mockError, ROLE_CLAIMS } from '@dapcon/mocks';
import { me } from '@dapcon/contract/auth';
import { MSG } from '@dapcon/contract/core';
import type { Lang, Role } from '@dapcon/shared-sdk';
import { screen } from '../../../../config/story-utils';
import '../../i18n';
import { HomePage } from './HomePage';

const meta: Meta<typeof HomePage> = {
  title: 'Screens/mf-home/HomePage',
  component: HomePage,
};
export default meta;

type Story = StoryObj<typeof HomePage>;

const home = (nombre: string, role: Role, lang: Lang = 'es') =>
  screen({
    route: '/',
    role,
    lang,
    claims: { nombre },
    api: [
      mockEndpoint(me, () => ({
        id: 1,
        usuario: 'B08715427',
        nombre,
        apellidos: '',
        email: 'demo@example.org',
        ...ROLE_CLAIMS[role],
        estado_pago: role === 'organizacion' ? ('pagado' as const) : null,
      })),
    ],
  });

export const Empresa: Story = { ...home('Cementos del Llobregat, S.A.', 'organizacion') };
export const Consultor: Story = { ...home('Laura', 'consultor') };
export const Verificador: Story = { ...home('Núria', 'verificador') };
export const Administracion: Story = { ...home('Montserrat', 'admin_ares') };
/** The company's home in Catalan. */
export const EmpresaCatalan: Story = { ...home('Cementos del Llobregat, S.A.', 'organizacion', 'ca') };
/** The server has not answered yet. */
export const Cargando: Story = {
  ...screen({
    route: '/',
    role: 'organizacion',
    api: [
      mockEndpoint(me, async () => {
        await delay('infinite');
        throw new Error('never answers');
      }),
    ],
  }),
};

/** The server fails: what the home shows without the user's data. */
export const Fallo: Story = {
  ...screen({
    route: '/',
    role: 'organizacion',
    api: [
      mockEndpoint(me, () => {
        throw mockError(500, MSG.errorServidor);
      }),
    ],
  }),
};
