import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { MSG, toDisplayDate } from '@dapcon/contract/core';
import { actualizarUsuarioAdmin, CONSULTORES_MSG, registrarUsuarioAdmin, usuariosAdminList, verificarUsuarioAdmin } from '@dapcon/contract/consultores';
import { MOCK_USUARIOS_ADMIN, mockError, mockRequests, usuarioAdminRow } from '@dapcon/mocks';
import { mockApi, mockServer } from '@dapcon/mocks/node';
import { feedback, type FeedbackEvent } from '@dapcon/shared-sdk';
import { AreaRoutes } from '@dapcon/shared-ui';
import { currentLocation, renderWithPortal, signInAs } from '../../../../config/test-utils';
import { UsuariosList } from './UsuariosList';

// The screen on the mock API's fixtures: what it shows, asks for and keeps in the URL, its modals.
// Which users a filter, a sort or a profile-2 administrator gets, and what a save stores or refuses,
// are the API's (mf-consultores/src/features/consultores/ConsultoresList.api.test.tsx): the mock answers
// its users unfiltered, in their order, a page at a time, and keeps nothing.
/** The users the mock API answers, as the screen should show them. */
const expected = () => MOCK_USUARIOS_ADMIN.map(usuarioAdminRow);
const sent = (endpoint: { id: string } = usuariosAdminList) =>
  mockRequests()
    .filter((r) => r.endpoint === endpoint.id)
    .map((r) => (endpoint === usuariosAdminList ? Object.fromEntries(new URL(r.path, 'http://portal.test').searchParams) : r.body));
const table = () => screen.getByRole('table');
const rows = () => within(table()).getAllByRole('row').slice(1).filter((row) => !row.hasAttribute('data-skeleton'));
const nifs = () => rows().map((row) => within(row).getAllByRole('cell')[0]?.textContent);
/** Several steps in a row on two busy cores may take over the default second. */
const SLOW = { timeout: 30_000 };

let reported: FeedbackEvent[];
beforeEach(async () => {
  await signInAs('admin_ares');
  reported = [];
  return feedback.subscribe((event) => reported.push(event));
});

async function open(route = '/usuarios', lang: 'es' | 'ca' = 'es') {
  const user = userEvent.setup();
  renderWithPortal(
    <AreaRoutes
      routes={[
        { path: '/usuarios', title: 'Usuarios', element: <UsuariosList /> },
        { path: '/usuarios/:id', title: 'Usuario', element: <h1>Ficha del usuario</h1> },
      ]}
    />,
    { route, lang },
  );
  await waitFor(() => expect(rows().length).toBeGreaterThan(0), { timeout: 30_000 });
  return user;
}

describe('UsuariosList (/usuarios)', () => {
  it('shows the association users a page at a time, asked for by surnames and name', async () => {
    await open();
    expect(screen.getByRole('heading', { level: 1, name: 'Usuarios' })).toBeInTheDocument();
    expect(within(table()).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['NIF', 'Nombre', 'Teléfono', 'Correo electrónico', 'Perfil', 'Estado', 'Acciones']);
    const all = expected();
    expect(all.length).toBeGreaterThan(20);
    expect(nifs()).toEqual(all.slice(0, 20).map((u) => u.usuario));
    expect(sent()).toEqual([{ order_by: 'nombre asc', page: '1' }]);
  });

  it('shows each user’s profile and state, those de baja in red', async () => {
    await open('/usuarios?order_by=nombre+desc');
    const all = expected();
    expect(nifs()).toEqual(all.slice(0, 20).map((u) => u.usuario));
    expect(sent()).toEqual([{ order_by: 'nombre desc', page: '1' }]);

    const ares = screen.getByRole('link', { name: 'Puig Ferrer, Montserrat' }).closest('tr') as HTMLElement;
    expect(within(ares).getAllByRole('cell').map((c) => c.textContent)).toEqual(['46127839M', 'Puig Ferrer, Montserrat', expect.any(String), 'montserrat.puig@dapcon.example', 'Administrador Ares', 'Activo', 'EditarVer']);
    expect(within(ares).getByRole('link', { name: 'Ver: Puig Ferrer, Montserrat' })).toHaveAttribute('href', '/usuarios/1');
    const baja = screen.getByRole('link', { name: 'Mas Camps, Albert' }).closest('tr') as HTMLElement;
    const fecha = all.find((u) => u.usuario === '60521837M')?.fecha_baja;
    expect(baja).toHaveAttribute('data-baja', fecha);
    expect(within(baja).getByTestId('estado-usuario')).toHaveTextContent(`De baja desde ${toDisplayDate(fecha ?? null)}`);
    expect(within(screen.getByRole('link', { name: 'Font Riba, Oriol' }).closest('tr') as HTMLElement).getByTestId('estado-usuario')).toHaveTextContent('Pendiente de activar');
  });

  it('filters by NIF and state and sorts by NIF, from the URL to the request', async () => {
    const user = await open();
    const form = screen.getByRole('form', { name: 'Filtros' });
    const estado = within(form).getByRole('combobox', { name: 'Estado' });
    expect(within(estado).getAllByRole('option').map((o) => o.textContent)).toEqual(['Todos', 'Activo', 'De baja', 'Pendiente de activar']);
    await user.selectOptions(estado, 'De baja');
    await user.click(within(form).getByRole('button', { name: 'Filtrar' }));
    await waitFor(() => expect(currentLocation()).toBe('/usuarios?estado_id=baja'), SLOW);
    await waitFor(() => expect(sent().at(-1)).toEqual({ estado_id: 'baja', order_by: 'nombre asc', page: '1' }), SLOW);

    await user.selectOptions(estado, 'Todos');
    await user.type(within(form).getByRole('textbox', { name: 'NIF' }), '38.562{enter}');
    await waitFor(() => expect(currentLocation()).toBe('/usuarios?nif=38.562'), SLOW);
    await waitFor(() => expect(sent().at(-1)).toEqual({ nif: '38.562', order_by: 'nombre asc', page: '1' }), SLOW);

    await user.click(within(form).getByRole('button', { name: 'Limpiar' }));
    await user.click(within(table()).getByRole('button', { name: /^NIF/ }));
    await waitFor(() => expect(currentLocation()).toBe('/usuarios?order_by=usuario+asc'), SLOW);
    await waitFor(() => expect(sent().at(-1)).toEqual({ order_by: 'usuario asc', page: '1' }), SLOW);
    expect(within(table()).getByRole('columnheader', { name: /^NIF/ })).toHaveAttribute('aria-sort', 'ascending');
  });

  it('‘Alta Usuario’ sends a user: the spec’s messages under the fields, then the server’s message and the list again', async () => {
    const user = await open();
    await user.click(screen.getByRole('button', { name: 'Alta Usuario' }));
    const dialog = await screen.findByRole('dialog', { name: 'Alta Usuario' });
    expect(within(dialog).getByText('El usuario recibirá un correo con un enlace para elegir su contraseña.')).toBeInTheDocument();
    // A profile-1 administrator may give both profiles; profile 2 by default.
    const perfil = within(dialog).getByRole('combobox', { name: /Perfil/ });
    expect(within(perfil).getAllByRole('option').map((o) => o.textContent)).toEqual(['Seleccione un perfil', 'Administrador Ares', 'Administrador de la asociación']);
    expect(perfil).toHaveValue('2');

    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    expect(await within(dialog).findByText('El usuario es obligatorio.')).toBeInTheDocument();
    for (const message of ['El nombre es obligatorio.', 'Los apellidos son obligatorio.', 'El teléfono es obligatorio.', 'El email es obligatorio']) {
      expect(within(dialog).getByText(message)).toBeInTheDocument();
    }
    expect(sent(registrarUsuarioAdmin)).toHaveLength(0);

    await user.type(within(dialog).getByRole('textbox', { name: /NIF/ }), '71234567w');
    await user.type(within(dialog).getByRole('textbox', { name: /^Nombre/ }), 'Anna');
    await user.type(within(dialog).getByRole('textbox', { name: /Apellidos/ }), 'Rovira Pons');
    await user.type(within(dialog).getByRole('textbox', { name: /Teléfono/ }), '932 000 111');
    await user.type(within(dialog).getByRole('textbox', { name: /Correo/ }), 'anna.rovira@dapcon.example');
    await user.selectOptions(perfil, 'Administrador Ares');
    await user.click(within(dialog).getByRole('checkbox', { name: 'Recibir notificaciones del portal' }));
    const reads = sent().length;
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));

    await waitFor(() => expect(reported).toEqual([{ kind: 'success', message: CONSULTORES_MSG.usuarioCreado }]), SLOW);
    expect(sent(registrarUsuarioAdmin)).toEqual([
      { usuario: '71234567W', nombre: 'Anna', apellidos: 'Rovira Pons', telefono: '932 000 111', email: 'anna.rovira@dapcon.example', perfiles: [1], recibir_notificacion: true },
    ]);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(sent().length).toBe(reads + 1), SLOW);
  });

  it('a profile-2 administrator is offered profile 2 only', async () => {
    await signInAs('admin_caateeb');
    const user = await open();
    await user.click(screen.getByRole('button', { name: 'Alta Usuario' }));
    const dialog = await screen.findByRole('dialog', { name: 'Alta Usuario' });
    const perfil = within(dialog).getByRole('combobox', { name: /Perfil/ });
    expect(within(perfil).getAllByRole('option').map((o) => o.textContent)).toEqual(['Seleccione un perfil', 'Administrador de la asociación']);
  });

  it('leaving the NIF field looks it up: an association user is offered, another account’s NIF (the server’s 409) is said under the field', async () => {
    const user = await open();
    await user.click(screen.getByRole('button', { name: 'Alta Usuario' }));
    const dialog = await screen.findByRole('dialog', { name: 'Alta Usuario' });
    const nif = within(dialog).getByRole('textbox', { name: /NIF/ });
    await user.type(nif, '43719265Z');
    await user.tab();
    const found = await within(dialog).findByTestId('usuario-encontrado', {}, SLOW);
    expect(found).toHaveTextContent('Ya existe un usuario con este NIF');
    expect(found).toHaveTextContent('Carme Soler Pons (carme.soler@dapcon.example) ya es usuario de la asociación.');
    await user.click(within(found).getByRole('button', { name: 'Abrir su ficha' }));
    await waitFor(() => expect(currentLocation()).toBe('/usuarios/203'));

    mockApi(verificarUsuarioAdmin, ({ body }) => {
      if ((body as { nif: string }).nif === '47815236F') throw mockError(409, CONSULTORES_MSG.nifDeOtraCuenta);
      throw mockError(404, CONSULTORES_MSG.usuarioNifLibre);
    });
    await open();
    await user.click(screen.getByRole('button', { name: 'Alta Usuario' }));
    const again = await screen.findByRole('dialog', { name: 'Alta Usuario' });
    await user.type(within(again).getByRole('textbox', { name: /NIF/ }), '47815236F');
    await user.tab();
    expect(await within(again).findByText(CONSULTORES_MSG.nifDeOtraCuenta, {}, SLOW)).toBeInTheDocument();
    expect(within(again).queryByTestId('usuario-encontrado')).not.toBeInTheDocument();
    // A free NIF: nothing said.
    await user.clear(within(again).getByRole('textbox', { name: /NIF/ }));
    await user.type(within(again).getByRole('textbox', { name: /NIF/ }), '11111111H');
    await user.tab();
    await waitFor(() => expect(sent(verificarUsuarioAdmin)).toEqual([{ nif: '43719265Z' }, { nif: '47815236F' }, { nif: '11111111H' }]));
    expect(within(again).queryByTestId('usuario-encontrado')).not.toBeInTheDocument();
  });

  it('the edit modal reads the user and saves it; a 422 of the server shows under its field', async () => {
    mockApi(actualizarUsuarioAdmin, () => {
      throw mockError(422, MSG.datosInvalidos, { email: ['El correo ya está registrado.'] });
    });
    const user = await open('/usuarios?order_by=nombre+desc');
    await user.click(screen.getByRole('button', { name: 'Editar: Soler Pons, Carme' }));
    const dialog = await screen.findByRole('dialog', { name: 'Editar usuario' });
    const email = await within(dialog).findByRole('textbox', { name: /Correo/ }, SLOW);
    expect(email).toHaveValue('carme.soler@dapcon.example');
    await user.clear(email);
    await user.type(email, 'jordi.casals@dapcon.example');
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    expect(await within(dialog).findByText('El correo ya está registrado.', {}, SLOW)).toBeInTheDocument();

    mockServer.resetHandlers();
    await user.clear(email);
    await user.type(email, 'carme.soler@asociacion.example');
    const reads = sent().length;
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(reported).toEqual([{ kind: 'success', message: MSG.operacionCorrecta }]), SLOW);
    expect(sent(actualizarUsuarioAdmin).at(-1)).toMatchObject({ usuario: '43719265Z', email: 'carme.soler@asociacion.example' });
    await waitFor(() => expect(sent().length).toBe(reads + 1), SLOW);
  });

  it('a refusal of the server goes to the shell’s error modal', async () => {
    mockApi(registrarUsuarioAdmin, () => {
      throw mockError(403, MSG.sinPermiso);
    });
    const user = await open();
    await user.click(screen.getByRole('button', { name: 'Alta Usuario' }));
    const dialog = await screen.findByRole('dialog', { name: 'Alta Usuario' });
    await user.type(within(dialog).getByRole('textbox', { name: /NIF/ }), '71234567W');
    await user.type(within(dialog).getByRole('textbox', { name: /^Nombre/ }), 'Anna');
    await user.type(within(dialog).getByRole('textbox', { name: /Apellidos/ }), 'Rovira');
    await user.type(within(dialog).getByRole('textbox', { name: /Teléfono/ }), '932000111');
    await user.type(within(dialog).getByRole('textbox', { name: /Correo/ }), 'anna@dapcon.example');
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(reported).toEqual([expect.objectContaining({ kind: 'error', status: 403, message: MSG.sinPermiso })]), SLOW);
  });

  it('speaks Catalan', async () => {
    await open('/usuarios', 'ca');
    expect(screen.getByRole('button', { name: 'Alta Usuari' })).toBeInTheDocument();
    expect(within(table()).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['NIF', 'Nom', 'Telèfon', 'Correu electrònic', 'Perfil', 'Estat', 'Accions']);
    expect(screen.getAllByText("Administrador de l'associació").length).toBeGreaterThan(0);
  });
});
