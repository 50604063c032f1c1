import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { MSG } from '@dapcon/contract/core';
import { AUTH_MSG } from '@dapcon/contract/auth';
import { actualizarUsuarioAdmin, usuarioAdminShow } from '@dapcon/contract/consultores';
import { delay, mockEndpoint, mockError } from '@dapcon/mocks';
import type { Lang, Role } from '@dapcon/shared-sdk';
import { AreaRoutes } from '@dapcon/shared-ui';
import { screen, type ScreenOptions } from '../../../../config/story-utils';
import './i18n';
import { UsuarioPage } from './UsuarioPage';

/** The page under its route, as the area mounts it (it reads the id from the path). */
function Page() {
  return <AreaRoutes routes={[{ path: '/usuarios/:id', title: 'Usuario', element: <UsuarioPage /> }]} />;
}

const meta: Meta<typeof Page> = {
  title: 'Screens/mf-consultores/UsuarioPage',
  component: Page,
};
export default meta;

type Story = StoryObj<typeof Page>;

const at = (id: number, { lang = 'es', role = 'admin_ares', sub = '1', api = [] }: { lang?: Lang; role?: Role; sub?: string; api?: ScreenOptions['api'] } = {}) =>
  screen({ route: `/usuarios/${id}`, role, claims: { sub }, lang, api });

// Users of the mock API (mocks/src/usuarios.ts).
const ACTIVO = 203;
const PENDIENTE = 205;
const DE_BAJA = 206;
const PERFIL_ARES = 201;

/** Before the user arrives. */
export const Cargando: Story = {
  ...at(ACTIVO, {
    api: [
      mockEndpoint(usuarioAdminShow, async () => {
        await delay('infinite');
        throw new Error('never answers');
      }),
    ],
  }),
};

/** An active association administrator: 'Activo', 'Dar de baja', their data, 'Eliminar' and 'Guardar'. */
export const Activo: Story = { ...at(ACTIVO) };

/** Never activated: 'Pendiente de activar' and 'Activar'. */
export const PendienteDeActivar: Story = { ...at(PENDIENTE) };

/** De baja: the day, and 'Dar de alta'. */
export const DeBaja: Story = { ...at(DE_BAJA) };

/** A profile-1 user, to a profile-1 administrator: both profiles offered. */
export const PerfilAres: Story = { ...at(PERFIL_ARES) };

/** A profile-2 administrator: only profile 2 offered. */
export const ComoPerfilAsociacion: Story = { ...at(ACTIVO, { role: 'admin_caateeb', sub: '2' }) };

/** A profile-1 user, to a profile-2 administrator: not there (the API's 404; the mock shows every user). */
export const NoEncontrado: Story = {
  ...at(PERFIL_ARES, {
    role: 'admin_caateeb',
    sub: '2',
    api: [
      mockEndpoint(usuarioAdminShow, () => {
        throw mockError(404, MSG.noEncontrado);
      }),
    ],
  }),
};

/** One's own page: no 'Eliminar', no baja. */
export const Propio: Story = { ...at(1) };

/** 'Eliminar' asks before anything is sent. */
export const ConfirmarEliminar: Story = {
  ...at(PENDIENTE),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await userEvent.click(await page.findByRole('button', { name: 'Eliminar' }, { timeout: 10_000 }));
    const body = within(canvasElement.ownerDocument.body);
    await expect(await body.findByText('Realmente desea borrar este usuario?')).toBeVisible();
  },
};

/** 'Guardar' with empty required fields: the spec's messages under them. */
export const Errores: Story = {
  ...at(ACTIVO),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    const nombre = await page.findByRole('textbox', { name: /^Nombre/ }, { timeout: 10_000 });
    await userEvent.clear(nombre);
    await userEvent.clear(page.getByRole('textbox', { name: /Correo/ }));
    await userEvent.click(page.getByRole('button', { name: 'Guardar' }));
    await expect(await page.findByText('El email es obligatorio')).toBeVisible();
  },
};

/** In Catalan. */
export const Catalan: Story = { ...at(DE_BAJA, { lang: 'ca' }) };

/** 'Guardar' refused by the server (422): its message under the e-mail, the form kept as typed. */
const correoYaRegistrado = (lang: Lang) => ({
  ...at(ACTIVO, {
    lang,
    api: [
      mockEndpoint(actualizarUsuarioAdmin, () => {
        throw mockError(422, MSG.datosInvalidos, { email: [AUTH_MSG.correoYaRegistrado] });
      }),
    ],
  }),
  play: async ({ canvasElement }: { canvasElement: HTMLElement }) => {
    const page = within(canvasElement);
    const correo = await page.findByRole('textbox', { name: /Corre/ }, { timeout: 10_000 });
    await userEvent.clear(correo);
    await userEvent.type(correo, 'montserrat.puig@dapcon.example');
    await userEvent.click(page.getByRole('button', { name: lang === 'ca' ? 'Desar' : 'Guardar' }));
    await expect(await page.findByText(lang === 'ca' ? 'El correu ja està registrat.' : 'El correo ya está registrado.', {}, { timeout: 10_000 })).toBeVisible();
  },
});

/** 'Guardar' refused by the server (422): 'El correo ya está registrado.' under the e-mail. */
export const ErrorDelServidor: Story = correoYaRegistrado('es');

/** The same in Catalan. */
export const ErrorDelServidorCatala: Story = correoYaRegistrado('ca');
