import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  activarUsuario,
  actualizarConsultor,
  actualizarEstadoUsuario,
  consultorFicha,
  CONSULTORES_MSG,
  eliminarConsultor,
  type ConsultorListItem,
} from '@dapcon/contract/consultores';
import { suplantarConsultor } from '@dapcon/contract/auth';
import { MOCK_CONSULTORES_LISTA, mockError, mockRequests } from '@dapcon/mocks';
import { mockApi, mockServer } from '@dapcon/mocks/node';
import { feedback, useSession, type FeedbackEvent } from '@dapcon/shared-sdk';
import { AreaRoutes } from '@dapcon/shared-ui';
import { RemotePanelHost, type RemotePanelMount } from '@dapcon/shared-ui/frame';
import { currentLocation, renderWithPortal, signInAs } from '../../../../config/test-utils';
import { ConsultorPage } from './ConsultorPage';

/** Stands in for the shell's slot: shows what it was asked to mount. */
const mount: RemotePanelMount = ({ remote, module, props }) => <output aria-label="panel">{`${remote}/${module} ${JSON.stringify(props)}`}</output>;

// The page on the mock API's fixtures: what it shows, the requests it sends, its form's checks and the
// errors a test gives. What an action or a save stores and refuses is the API's
// (mf-consultores/src/features/consultores/ConsultoresList.api.test.tsx): the mock answers a success and
// keeps nothing, so the page read again shows the fixture.
const fixture = (nif: string) => MOCK_CONSULTORES_LISTA.find((c) => c.nif === nif) as ConsultorListItem;
/** Active, neither verifier nor commission earner (its user id in the mock: 108). */
const ACTIVO = fixture('43091827Q');
/** A commission earner (the demo consultant: consultant 3, user 3). */
const COMISIONISTA = fixture('47815236F');
/** One who left on 30/06/2023. */
const DE_BAJA = fixture('44556677L');
/** Registered, never activated. */
const PENDIENTE = fixture('27182818S');

const user = userEvent.setup();
let reported: FeedbackEvent[];
beforeEach(async () => {
  await signInAs('admin_ares');
  reported = [];
  return feedback.subscribe((event) => reported.push(event));
});

const sent = (endpoint: { id: string }) => mockRequests().filter((r) => r.endpoint === endpoint.id);
const tabs = () => within(screen.getByRole('tablist')).getAllByRole('tab').map((tab) => tab.textContent);
const badge = () => screen.getByTestId('estado-cuenta');
const actions = (name = 'Acciones del consultor') => within(screen.getByRole('group', { name }));
const group = (name: string) => screen.getByRole('group', { name });

function render(path: string, lang: 'es' | 'ca' = 'es') {
  renderWithPortal(
    <RemotePanelHost mount={mount}>
      <AreaRoutes
        routes={[
          { path: '/consultores', title: 'Consultores', element: <h1>Lista de consultores</h1> },
          { path: '/consultores/:nif', title: 'Consultor', element: <ConsultorPage /> },
        ]}
      />
    </RemotePanelHost>,
    { route: path, lang },
  );
}

/** Opens a consultant's page and waits for its data. */
async function open(consultor: ConsultorListItem, search = '', lang: 'es' | 'ca' = 'es') {
  render(`/consultores/${consultor.nif}${search}`, lang);
  await screen.findByRole('heading', { level: 1, name: consultor.full_name }, { timeout: 30_000 });
}

describe("mf-consultores's consultant page", () => {
  it("reads the consultant by NIF: 'Consultores > full name (NIF)', the badge 'Activo', its data read-only with '—' for what is empty", async () => {
    render(`/consultores/${ACTIVO.nif}`);
    expect(screen.getByText('Cargando el consultor…')).toBeInTheDocument();
    await screen.findByRole('heading', { level: 1, name: 'Riera Bosch, Marc' }, { timeout: 30_000 });
    expect(sent(consultorFicha).map((r) => r.path)).toEqual(['/api/consultores/43091827Q/detalle']);
    const crumbs = screen.getByRole('navigation', { name: 'Ruta de navegación' });
    expect(within(crumbs).getByRole('link', { name: 'Consultores' })).toHaveAttribute('href', '/consultores');
    expect(crumbs).toHaveTextContent('Riera Bosch, Marc (43091827Q)');
    expect(badge()).toHaveTextContent(/^Activo$/);
    expect(within(screen.getByRole('group', { name: 'Estado de la cuenta' })).getByText('Activo')).toBeInTheDocument();
    expect(tabs()).toEqual(['Datos generales', 'Historial']);
    expect(actions().getAllByRole('button').map((b) => b.textContent)).toEqual(['Dar de baja', 'Iniciar sesión', 'Eliminar']);

    // The data, in the form: the NIF read-only, what is empty empty.
    const personales = group('Datos personales');
    expect(within(personales).getByRole('textbox', { name: /^NIF/ })).toHaveValue('43091827Q');
    expect(within(personales).getByRole('textbox', { name: /^NIF/ })).toHaveAttribute('readonly');
    expect(within(personales).getByRole('textbox', { name: /^Nombre/ })).toHaveValue('Marc');
    expect(within(personales).getByRole('textbox', { name: /^Nombre/ })).not.toHaveAttribute('readonly');
    expect(within(personales).getByRole('textbox', { name: /^Apellidos/ })).toHaveValue('Riera Bosch');
    expect(within(personales).getByRole('textbox', { name: /^Teléfono/ })).toHaveValue('972 218 430');
    expect(within(personales).getByRole('textbox', { name: /^Página web/ })).toHaveValue('');
    expect(within(group('Empresa')).getByRole('textbox', { name: /^Nombre de la empresa/ })).toHaveValue('');
    expect(within(group('Logo')).getByText('El consultor aún no tiene logo.')).toBeInTheDocument();
    const perfil = group('Perfil en el programa');
    expect(within(perfil).getByRole('checkbox', { name: 'Es verificador' })).not.toBeChecked();
    expect(within(perfil).getByRole('checkbox', { name: 'Es comisionista' })).not.toBeChecked();
    // Not a verifier: no boxes.
    expect(screen.queryByRole('group', { name: 'Casillas del verificador' })).not.toBeInTheDocument();
    expect(reported).toEqual([]);
  });

  it("a commission earner (from its ficha; the NIF in any case) has the 'Comisiones' tab, which mounts mf-finanzas's panel with its id", async () => {
    render('/consultores/47815236f');
    await screen.findByRole('heading', { level: 1, name: COMISIONISTA.full_name }, { timeout: 30_000 });
    expect(screen.getByRole('navigation', { name: 'Ruta de navegación' })).toHaveTextContent('Martínez Soler, Laura (47815236F)');
    expect(tabs()).toEqual(['Datos generales', 'Comisiones', 'Historial']);
    expect(within(group('Empresa')).getByRole('textbox', { name: /^Nombre de la empresa/ })).toHaveValue('Martínez Consulting, S.L.');

    await user.click(screen.getByRole('tab', { name: 'Comisiones' }));
    expect(await screen.findByRole('status', { name: 'panel' })).toHaveTextContent('mf_finanzas/ConsultorComisiones {"consultorId":3}');
    expect(currentLocation()).toBe('/consultores/47815236f?tab=comisiones');
  });

  it('a consultant who earns no commissions has no such tab: ?tab=comisiones shows the general data', async () => {
    await open(ACTIVO, '?tab=comisiones');
    expect(tabs()).toEqual(['Datos generales', 'Historial']);
    expect(screen.getByRole('tab', { name: 'Datos generales' })).toHaveAttribute('aria-selected', 'true');
    expect(group('Datos personales')).toBeInTheDocument();
    expect(screen.queryByRole('status', { name: 'panel' })).not.toBeInTheDocument();
  });

  it("'Dar de baja' asks the spec's question; 'Cancelar' sends nothing; 'Aceptar' sends the user's status update and reads the consultant again", async () => {
    await open(ACTIVO);
    await user.click(actions().getByRole('button', { name: 'Dar de baja' }));
    let dialog = await screen.findByRole('alertdialog', { name: 'Dar de baja' });
    expect(dialog).toHaveTextContent('¿Estás seguro de que deseas dar de baja a este usuario?');
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(sent(actualizarEstadoUsuario)).toEqual([]);

    const reads = sent(consultorFicha).length;
    await user.click(actions().getByRole('button', { name: 'Dar de baja' }));
    dialog = await screen.findByRole('alertdialog', { name: 'Dar de baja' });
    await user.click(within(dialog).getByRole('button', { name: 'Aceptar' }));
    await waitFor(() => expect(reported).toEqual([{ kind: 'success', message: 'Usuario dado de baja correctamente' }]));
    expect(sent(actualizarEstadoUsuario).map((r) => `${r.method} ${r.path}`)).toEqual(['GET /api/usuarios/108/update-status']);
    await waitFor(() => expect(sent(consultorFicha).length).toBe(reads + 1));
  });

  it("'Dar de alta' for one who left: the spec's question, then the status update", async () => {
    await open(DE_BAJA);
    expect(badge()).toHaveTextContent('De baja desde 30/06/2023');
    expect(actions().queryByRole('button', { name: 'Activar' })).not.toBeInTheDocument();
    await user.click(actions().getByRole('button', { name: 'Dar de alta' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Dar de alta' });
    expect(dialog).toHaveTextContent('¿Estás seguro de que deseas dar de alta a este usuario?');
    await user.click(within(dialog).getByRole('button', { name: 'Aceptar' }));
    await waitFor(() => expect(reported).toEqual([{ kind: 'success', message: 'Usuario dado de alta correctamente' }]));
    expect(sent(actualizarEstadoUsuario).map((r) => r.path)).toEqual([`/api/usuarios/${100 + DE_BAJA.id}/update-status`]);
  });

  it("'Activar' an account never activated: 'Pendiente de activar', then the POST with its NIF", async () => {
    await open(PENDIENTE);
    expect(badge()).toHaveTextContent(/^Pendiente de activar$/);
    expect(actions().getAllByRole('button').map((b) => b.textContent)).toEqual(['Activar', 'Dar de baja', 'Iniciar sesión', 'Eliminar']);
    await user.click(actions().getByRole('button', { name: 'Activar' }));
    await waitFor(() => expect(reported).toEqual([{ kind: 'success', message: 'Usuario activado correctamente' }]));
    expect(sent(activarUsuario).map((r) => `${r.method} ${r.path}`)).toEqual(['POST /api/usuario-admin/27182818S/activar-usuario']);
  });

  it("a 409 of the status update goes to the shell's error modal and the state stays", async () => {
    mockApi(actualizarEstadoUsuario, () => {
      throw mockError(409, CONSULTORES_MSG.estadoPropioNoModificable);
    });
    await open(ACTIVO);
    await user.click(actions().getByRole('button', { name: 'Dar de baja' }));
    await user.click(within(await screen.findByRole('alertdialog', { name: 'Dar de baja' })).getByRole('button', { name: 'Aceptar' }));
    await waitFor(() => expect(reported).toEqual([{ kind: 'error', status: 409, message: CONSULTORES_MSG.estadoPropioNoModificable, errors: {} }]));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(badge()).toHaveTextContent(/^Activo$/);
  });

  it("a 409 of 'Activar' goes to the shell's error modal", async () => {
    mockApi(activarUsuario, () => {
      throw mockError(409, CONSULTORES_MSG.usuarioYaActivo);
    });
    await open(PENDIENTE);
    await user.click(actions().getByRole('button', { name: 'Activar' }));
    await waitFor(() => expect(reported).toEqual([{ kind: 'error', status: 409, message: 'El usuario ya está activo.', errors: {} }]));
    expect(badge()).toHaveTextContent('Pendiente de activar');
  });

  it("'Guardar' sends a consultant made a verifier with its boxes in two languages, then reads it again", async () => {
    await open(ACTIVO);
    const perfil = group('Perfil en el programa');
    await user.click(within(perfil).getByRole('checkbox', { name: 'Es verificador' }));
    const casillas = await screen.findByRole('group', { name: 'Casillas del verificador' });
    await within(casillas).findByRole('group', { name: 'Casillas en Català' });
    const idioma = (name: string) => screen.getByRole('group', { name: `Casillas en ${name}` });
    await user.type(within(idioma('Castellano')).getByRole('textbox', { name: 'Casilla de la página de firma' }), 'Verificado por Marc Riera');
    await user.type(within(idioma('Català')).getByRole('textbox', { name: 'Casilla de la última página' }), 'Verificador acreditat');
    await user.clear(within(group('Datos personales')).getByRole('textbox', { name: /^Página web/ }));
    await user.type(within(group('Datos personales')).getByRole('textbox', { name: /^Página web/ }), 'https://riera.example');
    const reads = sent(consultorFicha).length;
    await user.click(screen.getByRole('button', { name: 'Guardar' }));

    await waitFor(() => expect(reported).toEqual([{ kind: 'success', message: 'Los datos han sido guardados correctamente' }]));
    const [request] = sent(actualizarConsultor);
    expect(request?.path).toBe(`/api/consultores/${ACTIVO.id}/actualizar`);
    const body = request?.body as Record<string, string>;
    expect(body).toMatchObject({ es_verificador: '1', es_comisionista: '0', consultor_web: 'https://riera.example', consultor_nombre: 'Marc' });
    expect(JSON.parse(body.verificador_casillas ?? '')).toEqual([
      { idioma_id: 1, casilla_pagina_firma: 'Verificado por Marc Riera', casilla_ultima_pagina: '' },
      { idioma_id: 2, casilla_pagina_firma: '', casilla_ultima_pagina: 'Verificador acreditat' },
    ]);
    await waitFor(() => expect(sent(consultorFicha).length).toBe(reads + 1));
  });

  it("a required field left empty: its message under it, nothing sent; the server's refusal of the boxes under them", async () => {
    await open(ACTIVO);
    await user.clear(within(group('Datos personales')).getByRole('textbox', { name: /^Correo electrónico/ }));
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await within(group('Datos personales')).findByText('El correo es obligatorio.')).toBeInTheDocument();
    expect(sent(actualizarConsultor)).toEqual([]);

    mockApi(actualizarConsultor, () => {
      throw mockError(422, 'Los datos enviados no son válidos.', { verificador_casillas: [CONSULTORES_MSG.casillasIdiomaNoValido] });
    });
    await user.type(within(group('Datos personales')).getByRole('textbox', { name: /^Correo electrónico/ }), 'marc@riera.example');
    await user.click(within(group('Perfil en el programa')).getByRole('checkbox', { name: 'Es verificador' }));
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    const casillas = await screen.findByRole('group', { name: 'Casillas del verificador' });
    expect(await within(casillas).findByText(CONSULTORES_MSG.casillasIdiomaNoValido)).toBeInTheDocument();
  });

  it("'Eliminar' asks 'Realmente desea borrar el consultor?', sends the deletion and goes back to the list; a refusal keeps the page", async () => {
    mockApi(eliminarConsultor, () => {
      throw mockError(409, CONSULTORES_MSG.consultorConHistorial);
    });
    await open(COMISIONISTA);
    await user.click(actions().getByRole('button', { name: 'Eliminar' }));
    let dialog = await screen.findByRole('alertdialog', { name: 'Eliminar el consultor' });
    expect(dialog).toHaveTextContent('Realmente desea borrar el consultor?');
    await user.click(within(dialog).getByRole('button', { name: 'Eliminar' }));
    await waitFor(() => expect(reported).toEqual([{ kind: 'error', status: 409, message: CONSULTORES_MSG.consultorConHistorial, errors: {} }]));
    expect(currentLocation()).toBe(`/consultores/${COMISIONISTA.nif}`);

    reported.length = 0;
    mockServer.resetHandlers();
    await user.click(actions().getByRole('button', { name: 'Eliminar' }));
    dialog = await screen.findByRole('alertdialog', { name: 'Eliminar el consultor' });
    await user.click(within(dialog).getByRole('button', { name: 'Eliminar' }));
    await waitFor(() => expect(reported).toEqual([{ kind: 'success', message: 'Consultor eliminado correctamente' }]));
    expect(sent(eliminarConsultor).map((r) => `${r.method} ${r.path}`)).toEqual([`DELETE /api/consultores/${COMISIONISTA.id}/eliminar`, `DELETE /api/consultores/${COMISIONISTA.id}/eliminar`]);
    expect(await screen.findByRole('heading', { level: 1, name: 'Lista de consultores' })).toBeInTheDocument();
  });

  it("'Iniciar sesión' opens a session as the consultant, by its NIF", async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, pathname: `/consultores/${ACTIVO.nif}`, search: '', assign });
    await open(ACTIVO);
    await user.click(actions().getByRole('button', { name: 'Iniciar sesión' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/'));
    expect(sent(suplantarConsultor).map((r) => r.path)).toEqual([`/api/admin/auth/consultor/${ACTIVO.nif}`]);
    expect(useSession.getState().user).toMatchObject({ usuario: ACTIVO.nif, modulo_app: 'consultor', suplantador: 'Montserrat Puig Ferrer' });
    vi.unstubAllGlobals();
  });

  it('says when there is no consultant with that NIF', async () => {
    render('/consultores/00000000T');
    expect(await screen.findByText('No hay ningún consultor con el NIF 00000000T.', {}, { timeout: 30_000 })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Consultor' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Volver a Consultores' })).toHaveAttribute('href', '/consultores');
    expect(screen.queryByRole('group', { name: 'Acciones del consultor' })).not.toBeInTheDocument();
    expect(reported).toEqual([]);
  });

  it("reports another failure to the shell's error modal and offers 'Reintentar'", async () => {
    mockApi(consultorFicha, () => {
      throw mockError(500, 'Error interno del servidor.');
    });
    render(`/consultores/${ACTIVO.nif}`);
    expect(await screen.findByText('No se pudo cargar la info', {}, { timeout: 30_000 })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reintentar' })).toBeInTheDocument();
    expect(reported).toEqual([{ kind: 'error', status: 500, message: 'Error interno del servidor.', errors: {} }]);
  });

  it('speaks Catalan, the server’s messages included', async () => {
    await open(DE_BAJA, '', 'ca');
    expect(badge()).toHaveTextContent('De baixa des del 30/06/2023');
    expect(tabs()).toEqual(['Dades generals', 'Historial']);
    expect(group('Dades personals')).toBeInTheDocument();
    await user.click(actions('Accions del consultor').getByRole('button', { name: "Donar d'alta" }));
    const dialog = await screen.findByRole('alertdialog', { name: "Donar d'alta" });
    expect(dialog).toHaveTextContent("Esteu segur que voleu donar d'alta aquest usuari?");
    await user.click(within(dialog).getByRole('button', { name: 'Acceptar' }));
    await waitFor(() => expect(reported).toEqual([{ kind: 'success', message: "Usuari donat d'alta correctament" }]));
  });
});
