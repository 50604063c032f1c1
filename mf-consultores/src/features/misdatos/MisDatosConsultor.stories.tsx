import type { Meta, StoryObj } from '@storybook/react-vite';
import { misDatosConsultor } from '@dapcon/contract/consultores';
import { delay, mockEndpoint } from '@dapcon/mocks';
import { screen } from '../../../../config/story-utils';
import '../../i18n';
import { MisDatosConsultor } from './MisDatosConsultor';

const meta: Meta<typeof MisDatosConsultor> = {
  title: 'Screens/mf-consultores/MisDatosConsultor',
  component: MisDatosConsultor,
};
export default meta;

type Story = StoryObj<typeof MisDatosConsultor>;

/** The demo consultant's own data: NIF, name and surnames read-only; no verifier boxes. */
export const Consultora: Story = { ...screen({ route: '/mis-datos', role: 'consultor', claims: { usuario: '47815236F', nombre: 'Laura', apellidos: 'Martínez Soler' } }) };

/** The demo verifier: its boxes per language. */
export const Verificadora: Story = { ...screen({ route: '/mis-datos', role: 'verificador', claims: { usuario: '39284756C', nombre: 'Elena', apellidos: 'Navarro Roca' } }) };

/** The verifier, in Catalan. */
export const VerificadoraCatala: Story = { ...screen({ route: '/mis-datos', role: 'verificador', claims: { usuario: '39284756C' }, lang: 'ca' }) };

/** Before the data arrive. */
export const Cargando: Story = {
  ...screen({
    route: '/mis-datos',
    role: 'consultor',
    api: [
      mockEndpoint(misDatosConsultor, async () => {
        await delay('infinite');
        throw new Error('never answers');
      }),
    ],
  }),
};
