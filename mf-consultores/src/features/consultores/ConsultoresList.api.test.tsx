// The consultants' and the association users' screens on the real API (issue 34, item 4: one back end;
// config/real-api.ts): what a filter or a sort selects, and what an action stores or refuses, is what
// the API does on the 'test' seed (api/seed/demo-accounts.json: three consultants, two administrators),
// not what a copy of its rules in the mock layer would (mocks/src/consultores.ts and usuarios.ts answer
// fixtures only). One file for the remote's screens: each real-API file starts an API of its own. The
// tests share its database and run in order: each arranges its own rows, and the last one deletes a
// consultant.
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { AUTH_MSG } from '@dapcon/contract/auth';
import { MSG, toDisplayDate } from '@dapcon/contract/core';
import { CONSULTORES_MSG, consultoresList, misDatosAdmin, registrarUsuarioAdmin, usuariosAdminList, verificarUsuarioAdmin } from '@dapcon/contract/consultores';
import { feedback, useSession, type FeedbackEvent } from '@dapcon/shared-sdk';
import { queryClient } from '@dapcon/shared-sdk/query';
import { AreaRoutes } from '@dapcon/shared-ui';
import { withRealApi } from '../../../../config/real-api';
import { currentLocation, renderWithPortal } from '../../../../config/test-utils';
import '../../i18n';
import { ConsultorPage } from '../consultor/ConsultorPage';
import { MisDatosAdministrador } from '../misdatos/MisDatosAdministrador';
import { MisDatosConsultor } from '../misdatos/MisDatosConsultor';
import { UsuarioPage } from '../usuarios/UsuarioPage';
import { UsuariosList } from '../usuarios/UsuariosList';
import { ConsultoresList } from './ConsultoresList';

const api = withRealApi();
const ADMIN = '46127839M';
const ADMIN_ASOCIACION = '38562014F';
/** The seed's consultants: Laura Martínez Soler (commission earner), Marc Riera Bosch, Elena Navarro Roca (verifier). */
const LAURA = '47815236F';
const MARC = '43091827Q';
const ELENA = '39284756C';
/** Several steps in a row on two busy cores may take over the default second. */
const SLOW = { timeout: 30_000 };

const table = () => screen.getByRole('table');
const rows = () => within(table()).getAllByRole('row').slice(1).filter((row) => !row.hasAttribute('data-skeleton'));
/** The NIF of each row (a consultant's cell also says when they left: 'Baja: dd/mm/yyyy'). */
const nifs = () => rows().map((row) => within(row).getAllByRole('cell')[0]?.textContent?.replace(/Baja: .*$/, ''));
/** The queries sent to an endpoint so far. */
const sent = (endpoint: { id: string }) =>
  api
    .requests()
    .filter((r) => r.endpoint === endpoint.id)
    .map((r) => Object.fromEntries(new URL(r.path, 'http://portal.test').searchParams));

/** The account row of a NIF, as the API stored it. */
const cuenta = async (usuario: string) =>
  (await api.sql<{ id: number; activo: boolean; fecha_baja: string | null; apellidos: string; email: string; telefono: string }>(`select id, activo, fecha_baja, apellidos, email, telefono from usuarios where usuario = '${usuario}'`))[0];
/** What the page shows of an account's state ('Activo', 'De baja desde …', 'Pendiente de activar'). */
const today = () => toDisplayDate(new Date());
/** The screen thrown away and its cache with it, so the next render reads the API again. */
function unmount() {
  cleanup();
  queryClient.clear();
}

let reported: FeedbackEvent[];
beforeEach(() => {
  reported = [];
  return feedback.subscribe((event) => reported.push(event));
});

describe('ConsultoresList on the real API', () => {
  beforeEach(async () => {
    await api.signIn(ADMIN);
  });

  async function open(route: string) {
    const user = userEvent.setup();
    renderWithPortal(<ConsultoresList />, { route });
    await waitFor(() => expect(rows().length).toBeGreaterThan(0), SLOW);
    return user;
  }

  it('sorts by surnames and name, accents folded; filters the name in either order, a part of the NIF and the verifiers', async () => {
    const user = await open('/consultores');
    expect(nifs()).toEqual([LAURA, ELENA, MARC]);
    expect(within(rows()[0] as HTMLElement).getByRole('link', { name: 'Martínez Soler, Laura' })).toBeInTheDocument();
    const form = screen.getByRole('form', { name: 'Filtros' });

    await user.type(within(form).getByRole('textbox', { name: 'Nombre o apellidos' }), 'ELENA');
    await user.selectOptions(within(form).getByRole('combobox', { name: '¿Es verificador?' }), 'Sí');
    await user.click(within(form).getByRole('button', { name: 'Filtrar' }));
    await waitFor(() => expect(currentLocation()).toBe('/consultores?filter_name=ELENA&es_verificador=true'), SLOW);
    await waitFor(() => expect(nifs()).toEqual([ELENA]), SLOW);

    await user.clear(within(form).getByRole('textbox', { name: 'Nombre o apellidos' }));
    await user.type(within(form).getByRole('textbox', { name: 'Nombre o apellidos' }), 'laura martinez');
    await user.selectOptions(within(form).getByRole('combobox', { name: '¿Es verificador?' }), 'Todos');
    await user.type(within(form).getByRole('textbox', { name: 'NIF' }), '47815{enter}');
    await waitFor(() => expect(currentLocation()).toBe('/consultores?filter_name=laura+martinez&filter_nif=47815'), SLOW);
    await waitFor(() => expect(nifs()).toEqual([LAURA]), SLOW);

    await user.clear(within(form).getByRole('textbox', { name: 'NIF' }));
    await user.clear(within(form).getByRole('textbox', { name: 'Nombre o apellidos' }));
    await user.selectOptions(within(form).getByRole('combobox', { name: '¿Es verificador?' }), 'No');
    await user.click(within(form).getByRole('button', { name: 'Filtrar' }));
    await waitFor(() => expect(nifs()).toEqual([LAURA, MARC]), SLOW);
    expect(sent(consultoresList).at(-1)).toEqual({ es_verificador: 'false', order_by: 'nombre asc', page: '1' });
  });

  it('‘Solo comisionistas’ keeps the commission earners', async () => {
    const user = await open('/consultores');
    await user.click(screen.getByRole('checkbox', { name: 'Solo comisionistas' }));
    await waitFor(() => expect(currentLocation()).toBe('/consultores?es_comisionista=true'), SLOW);
    await waitFor(() => expect(nifs()).toEqual([LAURA]), SLOW);
  });

  it('sorts by NIF and by leaving day (those who left first, the others by id), both ways', async () => {
    await api.sql(`update usuarios set fecha_baja = '2023-06-30T10:00:00Z', activo = false where usuario = '${MARC}'`);
    const user = await open('/consultores?order_by=consultor_nif+asc');
    expect(nifs()).toEqual([ELENA, MARC, LAURA]);
    await user.click(within(table()).getByRole('button', { name: /^NIF/ }));
    await waitFor(() => expect(currentLocation()).toBe('/consultores?order_by=consultor_nif+desc'), SLOW);
    await waitFor(() => expect(nifs()).toEqual([LAURA, MARC, ELENA]), SLOW);

    await user.click(within(table()).getByRole('button', { name: /^Baja/ }));
    await waitFor(() => expect(currentLocation()).toBe('/consultores?order_by=fecha_baja+asc'), SLOW);
    await waitFor(() => expect(nifs()).toEqual([MARC, LAURA, ELENA]), SLOW);
    expect(screen.getByText('Baja: 30/06/2023')).toBeInTheDocument();
    await user.click(within(table()).getByRole('button', { name: /^Baja/ }));
    await waitFor(() => expect(nifs()).toEqual([ELENA, LAURA, MARC]), SLOW);
    await api.sql(`update usuarios set fecha_baja = null, activo = true where usuario = '${MARC}'`);
  });

  it("says 'No es van trobar resultats' when nothing matches", async () => {
    renderWithPortal(<ConsultoresList />, { route: '/consultores?filter_name=zzzz' });
    expect(await screen.findByText('No es van trobar resultats', {}, SLOW)).toBeInTheDocument();
  });

  it('is the administration’s: a consultant gets the 403 in the shell’s error modal', async () => {
    await api.signIn(LAURA);
    renderWithPortal(<ConsultoresList />, { route: '/consultores' });
    expect(await screen.findByText('No se pudo cargar la info', {}, SLOW)).toBeInTheDocument();
    expect(reported).toEqual([{ kind: 'error', status: 403, message: MSG.sinPermiso, errors: {} }]);
  });
});

describe('UsuariosList on the real API', () => {
  /** Two more users: Anna Rovira Pons (profile 2, never activated) and Núria Ferrer Bosch (profile 1, de baja). */
  beforeAll(async () => {
    const nuevo = (usuario: string, nombre: string, apellidos: string, perfil: 1 | 2) =>
      api.inject({
        method: registrarUsuarioAdmin.method,
        url: `/api${registrarUsuarioAdmin.path}`,
        usuario: ADMIN,
        body: { usuario, nombre, apellidos, telefono: '932 000 111', email: `${usuario.toLowerCase()}@dapcon.example`, perfiles: [perfil], recibir_notificacion: false },
      });
    expect((await nuevo('71234567W', 'Anna', 'Rovira Pons', 2)).status).toBe(201);
    expect((await nuevo('52813476W', 'Núria', 'Ferrer Bosch', 1)).status).toBe(201);
    await api.sql(`update usuarios set fecha_baja = '2025-03-15T10:00:00Z', activo = false where usuario = '52813476W'`);
  }, 60_000);

  async function open(route: string) {
    const user = userEvent.setup();
    renderWithPortal(<AreaRoutes routes={[{ path: '/usuarios', title: 'Usuarios', element: <UsuariosList /> }]} />, { route });
    await waitFor(() => expect(rows().length).toBeGreaterThan(0), SLOW);
    return user;
  }

  it('sorts by surnames and name; filters by state and by a part of the NIF as the API normalises it; sorts by NIF', async () => {
    await api.signIn(ADMIN);
    const user = await open('/usuarios');
    expect(nifs()).toEqual([ADMIN_ASOCIACION, '52813476W', ADMIN, '71234567W']);
    const form = screen.getByRole('form', { name: 'Filtros' });
    const estado = within(form).getByRole('combobox', { name: 'Estado' });
    await user.selectOptions(estado, 'De baja');
    await user.click(within(form).getByRole('button', { name: 'Filtrar' }));
    await waitFor(() => expect(currentLocation()).toBe('/usuarios?estado_id=baja'), SLOW);
    await waitFor(() => expect(nifs()).toEqual(['52813476W']), SLOW);
    await user.selectOptions(estado, 'Pendiente de activar');
    await user.click(within(form).getByRole('button', { name: 'Filtrar' }));
    await waitFor(() => expect(nifs()).toEqual(['71234567W']), SLOW);

    await user.selectOptions(estado, 'Todos');
    await user.type(within(form).getByRole('textbox', { name: 'NIF' }), '38.562{enter}');
    await waitFor(() => expect(currentLocation()).toBe('/usuarios?nif=38.562'), SLOW);
    await waitFor(() => expect(nifs()).toEqual([ADMIN_ASOCIACION]), SLOW);

    await user.click(within(form).getByRole('button', { name: 'Limpiar' }));
    await user.click(within(table()).getByRole('button', { name: /^NIF/ }));
    await waitFor(() => expect(currentLocation()).toBe('/usuarios?order_by=usuario+asc'), SLOW);
    await waitFor(() => expect(nifs()).toEqual([ADMIN_ASOCIACION, ADMIN, '52813476W', '71234567W']), SLOW);
    expect(sent(usuariosAdminList).at(-1)).toEqual({ order_by: 'usuario asc', page: '1' });
  });

  it('a profile-2 administrator sees no profile-1 user', async () => {
    await api.signIn(ADMIN_ASOCIACION);
    await open('/usuarios');
    expect(nifs()).toEqual([ADMIN_ASOCIACION, '71234567W']);
    expect(screen.queryByText('Administrador Ares')).not.toBeInTheDocument();
  });
});

describe('ConsultorPage on the real API', () => {
  beforeEach(async () => {
    await api.signIn(ADMIN);
  });

  async function open(nif: string, name: string) {
    const user = userEvent.setup();
    renderWithPortal(
      <AreaRoutes
        routes={[
          { path: '/consultores', title: 'Consultores', element: <h1>Lista de consultores</h1> },
          { path: '/consultores/:nif', title: 'Consultor', element: <ConsultorPage /> },
        ]}
      />,
      { route: `/consultores/${nif}` },
    );
    await screen.findByRole('heading', { level: 1, name }, SLOW);
    return user;
  }
  const badge = () => screen.getByTestId('estado-cuenta');
  const action = (name: string) => within(screen.getByRole('group', { name: 'Acciones del consultor' })).getByRole('button', { name });
  const group = (name: string) => screen.getByRole('group', { name });

  it("'Dar de baja' stores the leaving day and the page shows it; 'Dar de alta' clears it", async () => {
    const user = await open(MARC, 'Riera Bosch, Marc');
    await user.click(action('Dar de baja'));
    await user.click(within(await screen.findByRole('alertdialog', { name: 'Dar de baja' })).getByRole('button', { name: 'Aceptar' }));
    await waitFor(() => expect(badge()).toHaveTextContent(`De baja desde ${today()}`), SLOW);
    expect(await cuenta(MARC)).toMatchObject({ activo: false, fecha_baja: expect.stringMatching(/^\d{4}-/) });
    expect(action('Iniciar sesión')).toBeDisabled();

    await user.click(action('Dar de alta'));
    await user.click(within(await screen.findByRole('alertdialog', { name: 'Dar de alta' })).getByRole('button', { name: 'Aceptar' }));
    await waitFor(() => expect(badge()).toHaveTextContent(/^Activo$/), SLOW);
    expect(await cuenta(MARC)).toMatchObject({ activo: true, fecha_baja: null });
    expect(reported.map((r) => r.message)).toEqual(['Usuario dado de baja correctamente', 'Usuario dado de alta correctamente']);
  });

  it("'Activar' switches on an account never activated", async () => {
    await api.sql(`update usuarios set activo = false where usuario = '${MARC}'`);
    const user = await open(MARC, 'Riera Bosch, Marc');
    expect(badge()).toHaveTextContent(/^Pendiente de activar$/);
    await user.click(action('Activar'));
    await waitFor(() => expect(badge()).toHaveTextContent(/^Activo$/), SLOW);
    expect(screen.queryByRole('button', { name: 'Activar' })).not.toBeInTheDocument();
    expect((await cuenta(MARC))?.activo).toBe(true);
  });

  it("'Guardar' stores a consultant made a verifier with its boxes per language, read back on its page", async () => {
    let user = await open(MARC, 'Riera Bosch, Marc');
    await user.click(within(group('Perfil en el programa')).getByRole('checkbox', { name: 'Es verificador' }));
    const casillas = await screen.findByRole('group', { name: 'Casillas del verificador' }, SLOW);
    await within(casillas).findByRole('group', { name: 'Casillas en Català' }, SLOW);
    const idioma = (name: string) => group(`Casillas en ${name}`);
    await user.type(within(idioma('Español')).getByRole('textbox', { name: 'Casilla de la página de firma' }), 'Verificado por Marc Riera');
    await user.type(within(idioma('Català')).getByRole('textbox', { name: 'Casilla de la última página' }), 'Verificador acreditat');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(reported).toEqual([{ kind: 'success', message: 'Los datos han sido guardados correctamente' }]), SLOW);
    expect(await api.sql(`select c.es_verificador, v.idioma_id, v.casilla_pagina_firma, v.casilla_ultima_pagina from consultores c join verificador_casillas v on v.consultor_id = c.id where c.consultor_nif = '${MARC}' order by v.idioma_id`)).toEqual([
      { es_verificador: true, idioma_id: 1, casilla_pagina_firma: 'Verificado por Marc Riera', casilla_ultima_pagina: '' },
      { es_verificador: true, idioma_id: 2, casilla_pagina_firma: '', casilla_ultima_pagina: 'Verificador acreditat' },
    ]);

    unmount();
    user = await open(MARC, 'Riera Bosch, Marc');
    expect(within(group('Perfil en el programa')).getByRole('checkbox', { name: 'Es verificador' })).toBeChecked();
    expect(await within(await screen.findByRole('group', { name: 'Casillas en Català' }, SLOW)).findByRole('textbox', { name: 'Casilla de la última página' })).toHaveValue('Verificador acreditat');
  });

  it("'Iniciar sesión': a consultant given baja while the page was open is refused (the API's 409, in the error modal); then a session as her, naming the administrator", async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    try {
      const user = await open(LAURA, 'Martínez Soler, Laura');
      await api.sql(`update usuarios set fecha_baja = now() - interval '1 day' where usuario = '${LAURA}'`);
      await user.click(action('Iniciar sesión'));
      await waitFor(() => expect(reported).toEqual([{ kind: 'error', status: 409, message: CONSULTORES_MSG.consultorSinSesion, errors: {} }]), SLOW);
      expect(assign).not.toHaveBeenCalled();
      expect(useSession.getState().user).toMatchObject({ usuario: ADMIN });

      await api.sql(`update usuarios set fecha_baja = null where usuario = '${LAURA}'`);
      reported.length = 0;
      await user.click(action('Iniciar sesión'));
      await waitFor(() => expect(assign).toHaveBeenCalledWith('/'), SLOW);
      expect(useSession.getState().user).toMatchObject({ usuario: LAURA, modulo_app: 'consultor', suplantador: 'Montserrat Puig Ferrer' });
      expect(reported).toEqual([]);
    } finally {
      vi.unstubAllGlobals();
    }
  });
});

describe('UsuarioPage and the users’ modal on the real API', () => {
  beforeEach(async () => {
    await api.signIn(ADMIN);
  });

  /** A profile-2 user created through the API (active, no password yet); answers its id. */
  async function nuevo(usuario: string, nombre: string, apellidos: string): Promise<number> {
    const answer = await api.inject({
      method: registrarUsuarioAdmin.method,
      url: `/api${registrarUsuarioAdmin.path}`,
      usuario: ADMIN,
      body: { usuario, nombre, apellidos, telefono: '932 000 222', email: `${usuario.toLowerCase()}@dapcon.example`, perfiles: [2], recibir_notificacion: false },
    });
    expect(answer.status).toBe(201);
    return (answer.body as { data: { id: number } }).data.id;
  }

  async function open(id: number, heading?: string) {
    const user = userEvent.setup();
    renderWithPortal(
      <AreaRoutes
        routes={[
          { path: '/usuarios', title: 'Usuarios', element: <h1>Lista de usuarios</h1> },
          { path: '/usuarios/:id', title: 'Usuario', element: <UsuarioPage /> },
        ]}
      />,
      { route: `/usuarios/${id}` },
    );
    if (heading) await screen.findByRole('heading', { level: 1, name: heading }, SLOW);
    return user;
  }
  const field = (name: RegExp) => screen.getByRole('textbox', { name });
  const estado = () => screen.getByTestId('estado-usuario');

  it('‘Alta Usuario’: another account’s NIF said under the field; a new user stored without a password, listed as pending', async () => {
    const user = userEvent.setup();
    renderWithPortal(<AreaRoutes routes={[{ path: '/usuarios', title: 'Usuarios', element: <UsuariosList /> }]} />, { route: '/usuarios' });
    await waitFor(() => expect(rows().length).toBeGreaterThan(0), SLOW);
    await user.click(screen.getByRole('button', { name: 'Alta Usuario' }));
    const dialog = await screen.findByRole('dialog', { name: 'Alta Usuario' });
    const nif = within(dialog).getByRole('textbox', { name: /NIF/ });
    await user.type(nif, LAURA);
    await user.tab();
    expect(await within(dialog).findByText(CONSULTORES_MSG.nifDeOtraCuenta, {}, SLOW)).toBeInTheDocument();

    await user.clear(nif);
    await user.type(nif, '22222222J');
    await user.tab();
    await waitFor(() => expect(api.requests().filter((r) => r.endpoint === verificarUsuarioAdmin.id)).toHaveLength(2), SLOW);
    await user.type(within(dialog).getByRole('textbox', { name: /^Nombre/ }), 'Berta');
    await user.type(within(dialog).getByRole('textbox', { name: /Apellidos/ }), 'Alsina Grau');
    await user.type(within(dialog).getByRole('textbox', { name: /Teléfono/ }), '932 000 333');
    await user.type(within(dialog).getByRole('textbox', { name: /Correo/ }), 'berta.alsina@dapcon.example');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: /Perfil/ }), 'Administrador Ares');
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(reported).toEqual([{ kind: 'success', message: CONSULTORES_MSG.usuarioCreado }]), SLOW);
    expect(await api.sql(`select modulo_app, perfil, activo, apellidos, email from usuarios where usuario = '22222222J'`)).toEqual([
      { modulo_app: 'administrador', perfil: 1, activo: true, apellidos: 'Alsina Grau', email: 'berta.alsina@dapcon.example' },
    ]);
    const nueva = (await screen.findByRole('link', { name: 'Alsina Grau, Berta' }, SLOW)).closest('tr') as HTMLElement;
    expect(within(nueva).getByTestId('estado-usuario')).toHaveTextContent('Pendiente de activar');
  });

  it('Guardar: an e-mail another account holds refused under the field; then the data stored and the page read again', async () => {
    const id = await nuevo('33333333P', 'Carme', 'Soler Pons');
    const user = await open(id, 'Carme Soler Pons (33333333P)');
    await user.clear(field(/Correo/));
    await user.type(field(/Correo/), 'montserrat.puig@dapcon.example');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText(AUTH_MSG.correoYaRegistrado, {}, SLOW)).toBeInTheDocument();
    expect((await cuenta('33333333P'))?.email).toBe('33333333p@dapcon.example');

    await user.clear(field(/Correo/));
    await user.type(field(/Correo/), 'carme@dapcon.example');
    await user.clear(field(/Apellidos/));
    await user.type(field(/Apellidos/), 'Soler i Pons');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(reported).toEqual([{ kind: 'success', message: MSG.operacionCorrecta }]), SLOW);
    expect(await screen.findByRole('heading', { level: 1, name: 'Carme Soler i Pons (33333333P)' }, SLOW)).toBeInTheDocument();
    expect(await cuenta('33333333P')).toMatchObject({ apellidos: 'Soler i Pons', email: 'carme@dapcon.example' });
  });

  it('Activar switches on an account never activated; Dar de baja stores the leaving day', async () => {
    const id = await nuevo('44444444A', 'Xavier', 'Roig Pla');
    // A user who chose a password and whose account was switched off: 'Activar' is theirs.
    await api.sql(`update usuarios set password_hash = 'elegida', activo = false where id = ${id}`);
    const user = await open(id, 'Xavier Roig Pla (44444444A)');
    expect(estado()).toHaveTextContent('Pendiente de activar');
    await user.click(screen.getByRole('button', { name: 'Activar' }));
    await waitFor(() => expect(estado()).toHaveTextContent(/^Activo$/), SLOW);
    expect((await cuenta('44444444A'))?.activo).toBe(true);

    await user.click(screen.getByRole('button', { name: 'Dar de baja' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Aceptar' }));
    await waitFor(() => expect(estado()).toHaveTextContent(`De baja desde ${today()}`), SLOW);
    expect(await cuenta('44444444A')).toMatchObject({ activo: false, fecha_baja: expect.stringMatching(/^\d{4}-/) });
    expect(screen.getByRole('button', { name: 'Dar de alta' })).toBeInTheDocument();
  });

  it('Eliminar: one who signed in is refused (409) and stays; one who never did is deleted, back to the list', async () => {
    // The association's administrator has a session: it signed in.
    await api.token(ADMIN_ASOCIACION);
    const jordi = (await cuenta(ADMIN_ASOCIACION))?.id ?? 0;
    let user = await open(jordi, 'Jordi Casals Vidal (38562014F)');
    await user.click(screen.getByRole('button', { name: 'Eliminar' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Eliminar' }));
    await waitFor(() => expect(reported).toEqual([expect.objectContaining({ kind: 'error', status: 409, message: CONSULTORES_MSG.usuarioConActividad })]), SLOW);
    expect(currentLocation()).toBe(`/usuarios/${jordi}`);
    expect(await cuenta(ADMIN_ASOCIACION)).toBeDefined();

    unmount();
    reported.length = 0;
    const id = await nuevo('55555555K', 'Oriol', 'Font Riba');
    user = await open(id, 'Oriol Font Riba (55555555K)');
    await user.click(screen.getByRole('button', { name: 'Eliminar' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Eliminar' }));
    await waitFor(() => expect(currentLocation()).toBe('/usuarios'), SLOW);
    expect(reported).toEqual([{ kind: 'success', message: CONSULTORES_MSG.usuarioEliminado }]);
    expect(await cuenta('55555555K')).toBeUndefined();
  });

  it('a profile-1 user is not there for a profile-2 administrator', async () => {
    await api.signIn(ADMIN_ASOCIACION);
    await open((await cuenta(ADMIN))?.id ?? 0);
    expect(await screen.findByText(`No hay ningún usuario con el id ${(await cuenta(ADMIN))?.id}.`, {}, SLOW)).toBeInTheDocument();
    expect(reported).toEqual([]);
  });
});

describe('one’s own data on the real API (/mis-datos)', () => {
  it('an administrator’s phone stored and read again', async () => {
    await api.signIn(ADMIN_ASOCIACION);
    const user = userEvent.setup();
    renderWithPortal(<MisDatosAdministrador />, { route: '/mis-datos' });
    const form = await screen.findByRole('form', {}, SLOW);
    const telefono = within(form).getByRole('textbox', { name: /^Teléfono/ });
    await waitFor(() => expect(telefono).toHaveValue('933022802'), SLOW);
    await user.clear(telefono);
    await user.type(telefono, '933 000 111');
    await user.click(within(form).getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(reported).toEqual([{ kind: 'success', message: 'Los datos han sido guardados correctamente' }]), SLOW);
    expect((await cuenta(ADMIN_ASOCIACION))?.telefono).toBe('933 000 111');
    await waitFor(() => expect(api.requests().filter((r) => r.endpoint === misDatosAdmin.id)).toHaveLength(2), SLOW);
  });

  it('a verifier’s box in Catalan stored, the others kept', async () => {
    await api.signIn(ELENA);
    const user = userEvent.setup();
    renderWithPortal(<MisDatosConsultor />, { route: '/mis-datos' });
    const catala = await screen.findByRole('group', { name: 'Casillas en Català' }, SLOW);
    const ultima = within(catala).getByRole('textbox', { name: 'Casilla de la última página' });
    await user.clear(ultima);
    await user.type(ultima, 'Verificadora acreditada');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(reported).toEqual([{ kind: 'success', message: 'Los datos han sido guardados correctamente' }]), SLOW);
    expect(await api.sql(`select v.idioma_id, v.casilla_ultima_pagina from verificador_casillas v join consultores c on c.id = v.consultor_id where c.consultor_nif = '${ELENA}' order by v.idioma_id`)).toEqual([
      { idioma_id: 1, casilla_ultima_pagina: 'Verificadora acreditada del programa DAPcon' },
      { idioma_id: 2, casilla_ultima_pagina: 'Verificadora acreditada' },
    ]);
  });
});

// Last: it deletes Marc, whom the tests above use.
describe('deleting a consultant on the real API', () => {
  it("'Eliminar': a consultant DAPcons name is refused (409) and stays; one with no history is deleted with its account, back to the list", async () => {
    await api.signIn(ADMIN);
    const page = (nif: string) => {
      renderWithPortal(
        <AreaRoutes
          routes={[
            { path: '/consultores', title: 'Consultores', element: <h1>Lista de consultores</h1> },
            { path: '/consultores/:nif', title: 'Consultor', element: <ConsultorPage /> },
          ]}
        />,
        { route: `/consultores/${nif}` },
      );
    };
    const eliminar = async (user: ReturnType<typeof userEvent.setup>) => {
      await user.click(within(screen.getByRole('group', { name: 'Acciones del consultor' })).getByRole('button', { name: 'Eliminar' }));
      await user.click(within(await screen.findByRole('alertdialog', { name: 'Eliminar el consultor' })).getByRole('button', { name: 'Eliminar' }));
    };
    const user = userEvent.setup();
    page(LAURA);
    await screen.findByRole('heading', { level: 1, name: 'Martínez Soler, Laura' }, SLOW);
    await eliminar(user);
    await waitFor(() => expect(reported).toEqual([{ kind: 'error', status: 409, message: CONSULTORES_MSG.consultorConHistorial, errors: {} }]), SLOW);
    expect(await api.sql(`select id from consultores where consultor_nif = '${LAURA}'`)).toHaveLength(1);

    unmount();
    reported.length = 0;
    page(MARC);
    await screen.findByRole('heading', { level: 1, name: 'Riera Bosch, Marc' }, SLOW);
    await eliminar(user);
    await waitFor(() => expect(reported).toEqual([{ kind: 'success', message: 'Consultor eliminado correctamente' }]), SLOW);
    expect(await screen.findByRole('heading', { level: 1, name: 'Lista de consultores' }, SLOW)).toBeInTheDocument();
    expect(await api.sql(`select id from consultores where consultor_nif = '${MARC}'`)).toEqual([]);
    expect(await cuenta(MARC)).toBeUndefined();
  });
});
