import type { Meta, StoryObj } from '@storybook/react-vite';
import { AUTH_MSG } from '@dapcon/contract/auth';
import { actualizarMisDatosConsultor, misDatosConsultor } from '@dapcon/contract/consultores';
import { MSG } from '@dapcon/contract/core';
import { delay, mockEndpoint, mockError } from '@dapcon/mocks';
import type { Lang } from '@dapcon/shared-sdk';
import { screen } from '../../../../config/story-utils';
import '../../i18n';
import { correoYaRegistradoPlay } from './stories.support';
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

/** 'Guardar' with an e-mail another account holds, refused by the server (422): its message under the e-mail. */
const correoYaRegistrado = (lang: Lang) => ({
  ...screen({
    route: '/mis-datos',
    role: 'consultor',
    claims: { usuario: '47815236F', nombre: 'Laura', apellidos: 'Martínez Soler' },
    lang,
    api: [
      mockEndpoint(actualizarMisDatosConsultor, () => {
        throw mockError(422, MSG.datosInvalidos, { consultor_email: [AUTH_MSG.correoYaRegistrado] });
      }),
    ],
  }),
  play: correoYaRegistradoPlay(lang, 'elena.navarro@consultores.example'),
});

/** 'Guardar' refused by the server (422): 'El correo ya está registrado.' under the e-mail. */
export const ErrorDelServidor: Story = correoYaRegistrado('es');

/** The same in Catalan: 'El correu ja està registrat.' under the e-mail. */
export const ErrorDelServidorCatala: Story = correoYaRegistrado('ca');
