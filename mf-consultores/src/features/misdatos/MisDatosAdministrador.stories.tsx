import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { AUTH_MSG } from '@dapcon/contract/auth';
import { actualizarMisDatosAdmin } from '@dapcon/contract/consultores';
import { MSG } from '@dapcon/contract/core';
import { mockEndpoint, mockError } from '@dapcon/mocks';
import type { Lang } from '@dapcon/shared-sdk';
import { screen } from '../../../../config/story-utils';
import '../../i18n';
import { correoYaRegistradoPlay } from './stories.support';
import { MisDatosAdministrador } from './MisDatosAdministrador';

const meta: Meta<typeof MisDatosAdministrador> = {
  title: 'Screens/mf-consultores/MisDatosAdministrador',
  component: MisDatosAdministrador,
};
export default meta;

type Story = StoryObj<typeof MisDatosAdministrador>;

/** The demo Ares administrator's own data: its user read-only. */
export const Administradora: Story = { ...screen({ route: '/mis-datos', role: 'admin_ares', claims: { sub: '1' } }) };

/** In Catalan. */
export const Catala: Story = { ...screen({ route: '/mis-datos', role: 'admin_ares', claims: { sub: '1' }, lang: 'ca' }) };

/** The phone emptied: 'El telefono es obligatorio.', as the spec writes it. */
export const TelefonoObligatorio: Story = {
  ...screen({ route: '/mis-datos', role: 'admin_ares', claims: { sub: '1' } }),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await userEvent.clear(await page.findByRole('textbox', { name: /^Teléfono/ }, { timeout: 10_000 }));
    await userEvent.click(page.getByRole('button', { name: 'Guardar' }));
    await expect(await page.findByText('El telefono es obligatorio.')).toBeVisible();
  },
};

/** 'Guardar' with an e-mail another account holds, refused by the server (422): its message under the e-mail. */
const correoYaRegistrado = (lang: Lang) => ({
  ...screen({
    route: '/mis-datos',
    role: 'admin_ares',
    claims: { sub: '1' },
    lang,
    api: [
      mockEndpoint(actualizarMisDatosAdmin, () => {
        throw mockError(422, MSG.datosInvalidos, { email: [AUTH_MSG.correoYaRegistrado] });
      }),
    ],
  }),
  play: correoYaRegistradoPlay(lang, 'montserrat.puig@dapcon.example'),
});

/** 'Guardar' refused by the server (422): 'El correo ya está registrado.' under the e-mail. */
export const ErrorDelServidor: Story = correoYaRegistrado('es');

/** The same in Catalan: 'El correu ja està registrat.' under the e-mail. */
export const ErrorDelServidorCatala: Story = correoYaRegistrado('ca');
