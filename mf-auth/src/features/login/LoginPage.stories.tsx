import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { login } from '@dapcon/contract/auth';
import { CORE_MESSAGES, MSG } from '@dapcon/contract/core';
import { mockEndpoint, mockError } from '@dapcon/mocks';
import type { Lang } from '@dapcon/shared-sdk';
import { screen } from '../../../../config/story-utils';
import '../../i18n';
import { LoginPage } from './LoginPage';

const meta: Meta<typeof LoginPage> = {
  title: 'Screens/mf-auth/LoginPage',
  component: LoginPage,
  parameters: { layout: 'fullscreen' },
};
export default meta;

type Story = StoryObj<typeof LoginPage>;

export const Empresa: Story = { ...screen({ route: '/login' }) };

export const Administracion: Story = { ...screen({ route: '/login?role=admin' }) };

export const EnCatala: Story = { ...screen({ route: '/login', lang: 'ca' }) };

export const CamposVacios: Story = {
  ...screen({ route: '/login' }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Iniciar sesión' }));
    await expect(await canvas.findByText('El documento es obligatorio.')).toBeVisible();
    await expect(canvas.getByText('La contraseña es obligatoria.')).toBeVisible();
  },
};

/**
 * 'Iniciar sesión' with a CIF pasted with a NUL character in it, refused by the server as the real
 * /auth/login refuses it (422, no text may hold one): its message under the CIF. (A wrong password is
 * the API's 401, which the shell's error modal shows, not the form.)
 */
const caracteresNoValidos = (lang: Lang) => ({
  ...screen({
    route: '/login',
    lang,
    api: [
      mockEndpoint(login, () => {
        throw mockError(422, MSG.datosInvalidos, { usuario: [MSG.caracteresNoValidos] });
      }),
    ],
  }),
  play: async ({ canvasElement }: { canvasElement: HTMLElement }) => {
    const canvas = within(canvasElement);
    const cif = await canvas.findByRole('textbox', { name: /^CIF/ }, { timeout: 10_000 });
    await userEvent.click(cif);
    await userEvent.paste('B1234\u00005674');
    await userEvent.click(canvas.getByLabelText(lang === 'ca' ? /^Contrasenya/ : /^Contraseña/, { selector: 'input' }));
    await userEvent.paste('secreto123');
    await userEvent.click(canvas.getByRole('button', { name: lang === 'ca' ? 'Iniciar sessió' : 'Iniciar sesión' }));
    const message = CORE_MESSAGES.caracteresNoValidos[lang];
    await expect(await canvas.findByText(message, {}, { timeout: 10_000 })).toBeVisible();
    await expect(cif).toHaveAccessibleDescription(message);
  },
});

/** Sign-in refused by the server (422): 'El texto contiene caracteres no permitidos.' under the CIF. */
export const ErrorDelServidor: Story = caracteresNoValidos('es');

/** The same in Catalan: 'El text conté caràcters no permesos.' under the CIF. */
export const ErrorDelServidorCatala: Story = caracteresNoValidos('ca');
