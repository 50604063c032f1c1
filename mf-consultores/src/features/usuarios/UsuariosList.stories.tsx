import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { AUTH_MESSAGES, AUTH_MSG } from '@dapcon/contract/auth';
import { MSG } from '@dapcon/contract/core';
import { registrarUsuarioAdmin, usuariosAdminList, type UsuarioAdmin } from '@dapcon/contract/consultores';
import { estadoUsuario } from '@dapcon/contract/consultores';
import { MOCK_USUARIOS_ADMIN, mockEndpoint, mockError, usuarioAdminRow } from '@dapcon/mocks';
import type { Lang } from '@dapcon/shared-sdk';
import { screen } from '../../../../config/story-utils';
import './i18n';
import { UsuariosList } from './UsuariosList';

const meta: Meta<typeof UsuariosList> = {
  title: 'Screens/mf-consultores/UsuariosList',
  component: UsuariosList,
};
export default meta;

type Story = StoryObj<typeof UsuariosList>;

/**
 * The list answering some of the fixtures: the mock answers them all, unfiltered (what a filter or a
 * profile selects is the API's: mf-consultores/src/features/consultores/ConsultoresList.api.test.tsx).
 */
const answering = (users: readonly UsuarioAdmin[]) => [
  mockEndpoint(usuariosAdminList, () => ({ data: users.slice(0, 20).map(usuarioAdminRow), total: users.length, per_page: 20, current_page: 1 })),
];

/** Every association user by name, to a profile-1 administrator: both profiles, every state, two pages. */
export const Usuarios: Story = { ...screen({ route: '/usuarios', role: 'admin_ares' }) };

/** To a profile-2 administrator: no profile-1 user. */
export const PerfilAsociacion: Story = { ...screen({ route: '/usuarios', role: 'admin_caateeb', api: answering(MOCK_USUARIOS_ADMIN.filter((u) => u.perfiles[0] === 2)) }) };

/** Those de baja only, by NIF. */
export const DeBaja: Story = {
  ...screen({ route: '/usuarios?estado_id=baja&order_by=usuario+asc', role: 'admin_ares', api: answering(MOCK_USUARIOS_ADMIN.filter((u) => estadoUsuario(u) === 'baja')) }),
};

/** Nothing matches the filters. */
export const SinResultados: Story = { ...screen({ route: '/usuarios?nif=00000', role: 'admin_ares', api: answering([]) }) };

/** No user at all. */
export const Vacia: Story = {
  ...screen({
    route: '/usuarios',
    role: 'admin_ares',
    api: [mockEndpoint(usuariosAdminList, () => ({ data: [], total: 0, per_page: 20, current_page: 1 }))],
  }),
};

/** 'Alta Usuario': the empty form; 'Guardar' at once shows the spec's messages under the fields. */
export const AltaUsuario: Story = {
  ...screen({ route: '/usuarios', role: 'admin_ares' }),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await userEvent.click(await page.findByRole('button', { name: 'Alta Usuario' }, { timeout: 10_000 }));
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('dialog', { name: 'Alta Usuario' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    await expect(await within(dialog).findByText('Los apellidos son obligatorio.')).toBeVisible();
  },
};

/** The NIF lookup: leaving the field with an association user's NIF offers their page. */
export const NifExistente: Story = {
  ...screen({ route: '/usuarios', role: 'admin_ares' }),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await userEvent.click(await page.findByRole('button', { name: 'Alta Usuario' }, { timeout: 10_000 }));
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('dialog', { name: 'Alta Usuario' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: /NIF/ }), '43719265Z');
    await userEvent.tab();
    await expect(await within(dialog).findByTestId('usuario-encontrado')).toBeVisible();
  },
};

/** In Catalan. */
export const Catalan: Story = { ...screen({ route: '/usuarios', role: 'admin_ares', lang: 'ca' }) };

/** The list could not be read: the table says so. */
export const ErrorDelServidor: Story = {
  ...screen({ route: '/usuarios', role: 'admin_ares', api: [mockEndpoint(usuariosAdminList, () => { throw mockError(500, MSG.errorServidor); })] }),
};

/** The 'Alta Usuario' form's labels and buttons in each language (./i18n.ts). */
const ALTA = {
  es: { abrir: 'Alta Usuario', nombre: /^Nombre/, apellidos: /^Apellidos/, telefono: /^Teléfono/, correo: /^Correo electrónico/, guardar: 'Guardar' },
  ca: { abrir: 'Alta Usuari', nombre: /^Nom/, apellidos: /^Cognoms/, telefono: /^Telèfon/, correo: /^Correu electrònic/, guardar: 'Desar' },
} as const;

/** 'Alta Usuario' filled in with an e-mail another account holds, refused by the server (422): its message under the e-mail. */
const altaCorreoYaRegistrado = (lang: Lang) => ({
  ...screen({
    route: '/usuarios',
    role: 'admin_ares',
    lang,
    api: [
      mockEndpoint(registrarUsuarioAdmin, () => {
        throw mockError(422, MSG.datosInvalidos, { email: [AUTH_MSG.correoYaRegistrado] });
      }),
    ],
  }),
  play: async ({ canvasElement }: { canvasElement: HTMLElement }) => {
    const text = ALTA[lang];
    const page = within(canvasElement);
    await userEvent.click(await page.findByRole('button', { name: text.abrir }, { timeout: 10_000 }));
    const body = within(canvasElement.ownerDocument.body);
    const dialog = within(await body.findByRole('dialog', { name: text.abrir }, { timeout: 10_000 }));
    // A NIF no account has (the lookup answers 404: nothing to offer).
    await userEvent.type(dialog.getByRole('textbox', { name: /^NIF/ }), '12345678Z');
    await userEvent.type(dialog.getByRole('textbox', { name: text.nombre }), 'Laia');
    await userEvent.type(dialog.getByRole('textbox', { name: text.apellidos }), 'Serra Font');
    await userEvent.type(dialog.getByRole('textbox', { name: text.telefono }), '600123456');
    const correo = dialog.getByRole('textbox', { name: text.correo });
    await userEvent.type(correo, 'carme.soler@dapcon.example');
    await userEvent.click(dialog.getByRole('button', { name: text.guardar }));
    const message = AUTH_MESSAGES.correoYaRegistrado[lang];
    await expect(await dialog.findByText(message, {}, { timeout: 10_000 })).toBeVisible();
    await expect(correo).toHaveAccessibleDescription(message);
  },
});

/** 'Alta Usuario' refused by the server (422): 'El correo ya está registrado.' under the e-mail, the modal open. */
export const AltaErrorDelServidor: Story = altaCorreoYaRegistrado('es');

/** The same in Catalan: 'El correu ja està registrat.' under the e-mail. */
export const AltaErrorDelServidorCatala: Story = altaCorreoYaRegistrado('ca');
