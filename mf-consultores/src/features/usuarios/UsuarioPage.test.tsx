import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { MSG, toDisplayDate } from '@dapcon/contract/core';
import { activarUsuario, actualizarEstadoUsuario, actualizarUsuarioAdmin, CONSULTORES_MSG, eliminarUsuarioAdmin, usuarioAdminShow } from '@dapcon/contract/consultores';
import { MOCK_USUARIOS_ADMIN, mockError, mockRequests } from '@dapcon/mocks';
import { mockApi, mockServer } from '@dapcon/mocks/node';
import { feedback, type FeedbackEvent } from '@dapcon/shared-sdk';
import { AreaRoutes } from '@dapcon/shared-ui';
import { currentLocation, renderWithPortal, signInAs } from '../../../../config/test-utils';
import { UsuarioPage } from './UsuarioPage';

// The page on the mock API's fixtures: what it shows, the requests it sends, its form's checks and the
// errors a test gives. What a save or an action stores, who may be deleted and whom a profile-2
// administrator sees are the API's (mf-consultores/src/features/consultores/ConsultoresList.api.test.tsx):
// the mock answers a success and keeps nothing.
const user = userEvent.setup();
let reported: FeedbackEvent[];
beforeEach(async () => {
  await signInAs('admin_ares', { sub: '1' });
  reported = [];
  return feedback.subscribe((event) => reported.push(event));
});

const sent = (endpoint: { id: string }) => mockRequests().filter((r) => r.endpoint === endpoint.id);
const field = (name: RegExp) => screen.getByRole('textbox', { name });
const SLOW = { timeout: 30_000 };

async function open(id: number | string, lang: 'es' | 'ca' = 'es', heading?: string) {
  renderWithPortal(
    <AreaRoutes
      routes={[
        { path: '/usuarios', title: 'Usuarios', element: <h1>Lista de usuarios</h1> },
        { path: '/usuarios/:id', title: 'Usuario', element: <UsuarioPage /> },
      ]}
    />,
    { route: `/usuarios/${id}`, lang },
  );
  if (heading) await screen.findByRole('heading', { level: 1, name: heading }, { timeout: 30_000 });
}

/** A user of the fixtures. */
const fixture = (id: number) => MOCK_USUARIOS_ADMIN.find((u) => u.id === id);

/** The user, as the API answers one created by the administration who has not chosen a password yet. */
function sinPassword(id: number) {
  const usuario = fixture(id);
  if (!usuario) throw new Error(`no user ${id}`);
  mockApi(usuarioAdminShow, () => ({ ...usuario, pendiente_password: true }));
}

describe('UsuarioPage (/usuarios/{id})', () => {
  it('shows the user: name and NIF, state and dates, personal and contact data, profile and notifications', async () => {
    await open(203, 'es', 'Carme Soler Pons (43719265Z)');
    const carme = fixture(203);
    expect(screen.getByRole('link', { name: 'Usuarios' })).toHaveAttribute('href', '/usuarios');
    expect(screen.getByTestId('estado-usuario')).toHaveTextContent('Activo');
    expect(screen.getByText(`Alta: ${toDisplayDate(carme?.fecha_creacion ?? null)}`)).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Datos personales' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Datos de contacto' })).toBeInTheDocument();
    expect(field(/NIF/)).toHaveValue('43719265Z');
    expect(field(/^Nombre/)).toHaveValue('Carme');
    expect(field(/Apellidos/)).toHaveValue('Soler Pons');
    expect(field(/Teléfono/)).toHaveValue(carme?.telefono);
    expect(field(/Correo/)).toHaveValue('carme.soler@dapcon.example');
    expect(screen.getByRole('combobox', { name: /Perfil/ })).toHaveValue('2');
    expect(screen.getByRole('checkbox', { name: 'Recibir notificaciones del portal' })).not.toBeChecked();
    const actions = within(screen.getByRole('group', { name: 'Acciones del usuario' }));
    expect(actions.getByRole('button', { name: 'Eliminar' })).toBeInTheDocument();
    expect(actions.getByRole('button', { name: 'Guardar' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Dar de baja' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Activar' })).not.toBeInTheDocument();
  });

  it('Guardar sends the data and shows the spec’s message; a 422 shows under its field; required fields say so', async () => {
    mockApi(actualizarUsuarioAdmin, () => {
      throw mockError(422, MSG.datosInvalidos, { email: ['El correo ya está registrado.'] });
    });
    await open(203, 'es', 'Carme Soler Pons (43719265Z)');
    await user.clear(field(/Correo/));
    await user.type(field(/Correo/), 'montserrat.puig@dapcon.example');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('El correo ya está registrado.', {}, SLOW)).toBeInTheDocument();

    mockServer.resetHandlers();
    await user.clear(field(/Correo/));
    await user.clear(field(/Apellidos/));
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Los apellidos son obligatorio.')).toBeInTheDocument();
    expect(screen.getByText('El email es obligatorio')).toBeInTheDocument();

    await user.type(field(/Apellidos/), 'Soler i Pons');
    await user.type(field(/Correo/), 'carme@dapcon.example');
    await user.click(screen.getByRole('checkbox', { name: 'Recibir notificaciones del portal' }));
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(reported).toEqual([{ kind: 'success', message: MSG.operacionCorrecta }]), SLOW);
    expect(sent(actualizarUsuarioAdmin).at(-1)?.body).toEqual({
      usuario: '43719265Z',
      nombre: 'Carme',
      apellidos: 'Soler i Pons',
      telefono: fixture(203)?.telefono,
      email: 'carme@dapcon.example',
      perfiles: [2],
      recibir_notificacion: true,
    });
    await waitFor(() => expect(sent(usuarioAdminShow)).toHaveLength(2), SLOW);
  });

  it('Eliminar asks first, then sends the deletion and goes back to the list', async () => {
    await open(205, 'es', 'Oriol Font Riba (71926348N)');
    await user.click(screen.getByRole('button', { name: 'Eliminar' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('Realmente desea borrar este usuario?');
    await user.click(within(dialog).getByRole('button', { name: 'Eliminar' }));
    await waitFor(() => expect(currentLocation()).toBe('/usuarios'), SLOW);
    expect(reported).toEqual([{ kind: 'success', message: CONSULTORES_MSG.usuarioEliminado }]);
    expect(sent(eliminarUsuarioAdmin).map((r) => `${r.method} ${r.path}`)).toEqual(['DELETE /api/usuario-admin/205/destroy']);
  });

  it('a refused deletion: the server’s 409 in the shell’s modal, the page stays', async () => {
    mockApi(eliminarUsuarioAdmin, () => {
      throw mockError(409, CONSULTORES_MSG.usuarioConActividad);
    });
    await open(204, 'es', 'Xavier Roig Pla (38265917N)');
    await user.click(screen.getByRole('button', { name: 'Eliminar' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Eliminar' }));
    await waitFor(() => expect(reported).toEqual([expect.objectContaining({ kind: 'error', status: 409, message: CONSULTORES_MSG.usuarioConActividad })]), SLOW);
    expect(currentLocation()).toBe('/usuarios/204');
  });

  it('Dar de baja asks the spec’s question, then sends the status update and reads the user again', async () => {
    await open(204, 'es', 'Xavier Roig Pla (38265917N)');
    await user.click(screen.getByRole('button', { name: 'Dar de baja' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('¿Estás seguro de que deseas dar de baja a este usuario?');
    await user.click(within(dialog).getByRole('button', { name: /Aceptar|Confirmar|Sí/ }));
    await waitFor(() => expect(reported).toEqual([{ kind: 'success', message: CONSULTORES_MSG.usuarioDadoDeBaja }]), SLOW);
    expect(sent(actualizarEstadoUsuario).map((r) => r.path)).toEqual(['/api/usuarios/204/update-status']);
    await waitFor(() => expect(sent(usuarioAdminShow)).toHaveLength(2), SLOW);
  });

  it('Activar for an account never activated sends its NIF', async () => {
    await open(205, 'es', 'Oriol Font Riba (71926348N)');
    expect(screen.getByTestId('estado-usuario')).toHaveTextContent('Pendiente de activar');
    await user.click(screen.getByRole('button', { name: 'Activar' }));
    await waitFor(() => expect(reported).toEqual([{ kind: 'success', message: CONSULTORES_MSG.usuarioActivado }]), SLOW);
    expect(sent(activarUsuario).map((r) => r.path)).toEqual(['/api/usuario-admin/71926348N/activar-usuario']);
  });

  it('one’s own page: no deleting, no baja', async () => {
    await open(1, 'es', 'Montserrat Puig Ferrer (46127839M)');
    expect(screen.getByRole('button', { name: 'Guardar' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Eliminar' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Dar de baja' })).not.toBeInTheDocument();
  });

  it('a profile-2 administrator is offered profile 2 only, and does not see a profile-1 user', async () => {
    await signInAs('admin_caateeb', { sub: '2' });
    await open(203, 'es', 'Carme Soler Pons (43719265Z)');
    const perfil = screen.getByRole('combobox', { name: /Perfil/ });
    expect(within(perfil).getAllByRole('option').map((o) => o.textContent)).toEqual(['Seleccione un perfil', 'Administrador de la asociación']);
  });

  it('a user that is not there (the server’s 404) is said on the page', async () => {
    mockApi(usuarioAdminShow, () => {
      throw mockError(404, MSG.noEncontrado);
    });
    await open(201);
    expect(await screen.findByText('No hay ningún usuario con el id 201.', {}, { timeout: 30_000 })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Volver a Usuarios' })).toHaveAttribute('href', '/usuarios');
    expect(reported).toEqual([]);
  });

  it('a new user who has not chosen a password yet: Pendiente de activar and why, and no Activar (only the link activates it), in ES and CA', async () => {
    sinPassword(203);
    await open(203, 'es', 'Carme Soler Pons (43719265Z)');
    expect(screen.getByTestId('estado-usuario')).toHaveTextContent('Pendiente de activar');
    expect(screen.getByTestId('sin-password')).toHaveTextContent('Aún no ha elegido su contraseña (el enlace del correo de bienvenida).');
    expect(screen.queryByRole('button', { name: 'Activar' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Dar de baja' })).toBeInTheDocument();
  });

  it('the same in Catalan', async () => {
    sinPassword(203);
    await open(203, 'ca', 'Carme Soler Pons (43719265Z)');
    expect(screen.getByTestId('estado-usuario')).toHaveTextContent("Pendent d'activar");
    expect(screen.getByTestId('sin-password')).toHaveTextContent("Encara no ha triat la contrasenya (l'enllaç del correu de benvinguda).");
    expect(screen.queryByRole('button', { name: 'Activar' })).not.toBeInTheDocument();
  });

  it('speaks Catalan', async () => {
    await open(206, 'ca', 'Marta Prat Gil (29384756W)');
    expect(screen.getByTestId('estado-usuario')).toHaveTextContent(/^De baixa des del/);
    expect(screen.getByRole('button', { name: "Donar d'alta" })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Desar' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Dades personals' })).toBeInTheDocument();
  });
});
