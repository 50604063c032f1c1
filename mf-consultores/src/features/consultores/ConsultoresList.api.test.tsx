// The consultant list's and the association users' list's filters, sorts and refusals on the real API
// (issue 34, item 4: one back end; config/real-api.ts): what the screens show for a filter or a sort is
// what the API selects on the 'test' seed (api/seed/demo-accounts.json: three consultants, two
// administrators), not what a copy of its rules in the mock layer would. One file for both screens:
// each real-API file starts an API of its own.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { MSG } from '@dapcon/contract/core';
import { consultoresList, registrarUsuarioAdmin, usuariosAdminList } from '@dapcon/contract/consultores';
import { feedback, type FeedbackEvent } from '@dapcon/shared-sdk';
import { AreaRoutes } from '@dapcon/shared-ui';
import { withRealApi } from '../../../../config/real-api';
import { currentLocation, renderWithPortal } from '../../../../config/test-utils';
import '../../i18n';
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
