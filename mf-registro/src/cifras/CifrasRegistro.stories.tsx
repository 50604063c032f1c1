import type { Meta, StoryObj } from '@storybook/react-vite';
import { cifrasRegistro } from '@dapcon/contract/registro';
import { delay, mockEndpoint, mockError } from '@dapcon/mocks';
import { screen } from '../../../config/story-utils';
import CifrasRegistro from './CifrasRegistro';

const meta: Meta<typeof CifrasRegistro> = {
  title: 'Screens/mf-registro/CifrasRegistro',
  component: CifrasRegistro,
  args: {},
};
export default meta;

type Story = StoryObj<typeof CifrasRegistro>;

/** On the administrator's dashboard: the mock API's figures. */
export const Cifras: Story = { ...screen({ role: 'admin_ares' }) };

/** In Catalan. */
export const Catala: Story = { ...screen({ role: 'admin_ares', lang: 'ca' }) };

/** A registry with nothing published yet, nothing downloaded this month. */
export const Cero: Story = {
  ...screen({
    role: 'admin_caateeb',
    api: [mockEndpoint(cifrasRegistro, () => ({ publicadas: 0, caducan_90_dias: 0, exportaciones_mes: { openepd: 0, ilcd: 0, total: 0 }, certificados_mes: 0 }))],
  }),
};

/** Large numbers, written the portal's language's way (one certificate: the singular). */
export const Grandes: Story = {
  ...screen({
    role: 'admin_ares',
    api: [mockEndpoint(cifrasRegistro, () => ({ publicadas: 19687, caducan_90_dias: 1204, exportaciones_mes: { openepd: 15230, ilcd: 3011, total: 18241 }, certificados_mes: 1 }))],
  }),
};

/** Waiting for the answer. */
export const Cargando: Story = {
  ...screen({
    role: 'admin_ares',
    api: [
      mockEndpoint(cifrasRegistro, async () => {
        await delay('infinite');
        throw new Error('never answers');
      }),
    ],
  }),
};

/** The figures could not be read: said in place, with 'Reintentar'. */
export const Fallo: Story = {
  ...screen({
    role: 'admin_ares',
    api: [
      mockEndpoint(cifrasRegistro, () => {
        throw mockError(500, 'Error interno del servidor.');
      }),
    ],
  }),
};
