import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { datePrefixedName, toDisplayDate } from '@dapcon/contract/core';
import { organizaciones } from '@dapcon/contract/empresas';
import { answerEmpresas, CONVENIOS, MOCK_EMPRESAS, mockData, mockError, mockRequests, TIPOS_COMISION } from '@dapcon/mocks';
import { mockApi } from '@dapcon/mocks/node';
import { feedback, type FeedbackEvent } from '@dapcon/shared-sdk';
import { currentLocation, renderWithPortal, signInAs } from '../../../../config/test-utils';
import '../../i18n';
import { EmpresasList } from './EmpresasList';

// The screen on the mock API's fixtures: what it shows, asks for and keeps in the URL. What a filter or
// a sort selects is the API's (EmpresasList.api.test.tsx): the mock answers its companies as they are,
// a page at a time.
/** The companies the mock API answers, as the screen should show them. */
const expected = () => MOCK_EMPRESAS;
/** The list requests sent so far, each as its query. */
const sent = () =>
  mockRequests()
    .filter((r) => r.endpoint === organizaciones.id)
    .map((r) => Object.fromEntries(new URL(r.path, 'http://portal.test').searchParams));
const table = () => screen.getByRole('table');
const rows = () => within(table()).getAllByRole('row').slice(1).filter((row) => !row.hasAttribute('data-skeleton'));
const firstCells = () => rows().map((row) => within(row).getAllByRole('cell')[0]?.textContent);

let reported: FeedbackEvent[];
beforeEach(async () => {
  await signInAs('admin_ares');
  reported = [];
  return feedback.subscribe((event) => reported.push(event));
});

async function open(route = '/empresas', lang: 'es' | 'ca' = 'es') {
  const user = userEvent.setup();
  renderWithPortal(<EmpresasList />, { route, lang });
  // Generous: on two busy cores the first render of a test file can take seconds.
  await waitFor(() => expect(rows().length).toBeGreaterThan(0), { timeout: 30_000 });
  return user;
}

describe('EmpresasList (/empresas)', () => {
  it('shows the companies 20 a page, asked for still registered by name, with the spec’s columns', async () => {
    await open();
    expect(screen.getByRole('heading', { level: 1, name: 'Empresas' })).toBeInTheDocument();
    const headers = within(table()).getAllByRole('columnheader').map((h) => h.textContent);
    expect(headers).toEqual(['CIF', 'Nombre', 'Fecha de creación', 'Teléfono', 'Integración API', 'Convenio', 'Acciones']);
    const list = expected();
    expect(rows()).toHaveLength(20);
    expect(firstCells()).toEqual(list.slice(0, 20).map((e) => e.org_cif));

    const first = list[0];
    const cells = within(rows()[0] as HTMLElement).getAllByRole('cell').map((c) => c.textContent);
    expect(cells.slice(0, 5)).toEqual([first?.org_cif, first?.org_nombre, toDisplayDate(first?.fecha_creacion), first?.org_telefono ?? '', first?.integracion_api ? 'Sí' : 'No']);
    expect(cells[2]).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);
    const link = within(rows()[0] as HTMLElement).getByRole('link', { name: `Ver más: ${first?.org_nombre}` });
    expect(link).toHaveTextContent('Ver más');
    expect(link).toHaveAttribute('href', `/empresas/${first?.org_cif}`);
    expect(sent()).toEqual([{ estado_id: 'alta', order_by: 'org_nombre asc', page: '1' }]);
  });

  it('greys the rows of companies with an agreement and names the agreement', async () => {
    const conveniada = expected().find((e) => e.org_convenio !== null);
    const page = Math.floor(expected().indexOf(conveniada as never) / 20) + 1;
    await open(`/empresas?page=${page}`);
    const row = screen.getByRole('cell', { name: conveniada?.org_nombre }).closest('tr') as HTMLElement;
    expect(row).toHaveAttribute('data-convenio', conveniada?.org_convenio);
    expect(within(row).getByText(CONVENIOS.find((c) => c.id === conveniada?.org_convenio)?.texto.es ?? '')).toBeInTheDocument();
    const plain = screen.getByRole('cell', { name: expected().find((e) => e.org_convenio === null)?.org_nombre }).closest('tr');
    expect(plain).not.toHaveAttribute('data-convenio');
  });

  it('offers every filter of the spec, the agreements and commission types from the reference lists', async () => {
    await open();
    const form = screen.getByRole('form', { name: 'Filtros' });
    const labels = ['Nombre', 'CIF', 'Estado', 'Integración API', 'Cuotas', 'Convenio', 'Comisionista', 'Tipo de comisión'];
    for (const label of labels) expect(within(form).getByLabelText(label)).toBeInTheDocument();
    const options = (label: string) => within(within(form).getByRole('combobox', { name: label })).getAllByRole('option').map((o) => o.textContent);
    expect(options('Estado')).toEqual(['Alta', 'Baja', 'Todos']);
    expect(within(form).getByRole('combobox', { name: 'Estado' })).toHaveValue('alta');
    expect(options('Cuotas')).toEqual(['Todos', 'Pagadas', 'Pendientes', 'En trámite']);
    // The commission earners, from GET /consultores/obtener_listado?es_comisionista=true.
    await waitFor(() => expect(options('Comisionista')).toEqual(['Todos', 'Martínez Soler, Laura', 'Roca Serra, Jaume', 'Vidal Mas, Elena']));
    await waitFor(() => expect(options('Convenio')).toEqual(['Todos', ...CONVENIOS.map((c) => c.texto.es)]));
    expect(options('Tipo de comisión')).toEqual(['Todos', ...TIPOS_COMISION.map((c) => c.texto.es)]);
  });

  it('writes the filters to the URL and the request, from page 1, and Limpiar drops them', async () => {
    const user = await open('/empresas?page=2&order_by=org_cif+desc');
    const form = screen.getByRole('form', { name: 'Filtros' });
    await user.type(within(form).getByRole('textbox', { name: 'Nombre' }), 'de');
    await user.selectOptions(within(form).getByRole('combobox', { name: 'Estado' }), 'Todos');
    await user.selectOptions(within(form).getByRole('combobox', { name: 'Integración API' }), 'No');
    await user.selectOptions(within(form).getByRole('combobox', { name: 'Cuotas' }), 'Pagadas');
    await waitFor(() => expect(within(within(form).getByRole('combobox', { name: 'Comisionista' })).getAllByRole('option')).toHaveLength(4));
    await user.selectOptions(within(form).getByRole('combobox', { name: 'Comisionista' }), 'Martínez Soler, Laura');
    await user.click(within(form).getByRole('button', { name: 'Filtrar' }));

    const query = { filter_name: 'de', estado_id: 'todos', integracion_api: 'false', estado_pago: 'pagado', comisionista_id: '3', order_by: 'org_cif desc' };
    await waitFor(() => expect(currentLocation()).toBe('/empresas?filter_name=de&estado_id=todos&integracion_api=false&estado_pago=pagado&comisionista_id=3&order_by=org_cif+desc'));
    await waitFor(() => expect(sent().at(-1)).toEqual({ ...query, page: '1' }));

    await user.click(within(form).getByRole('button', { name: 'Limpiar' }));
    await waitFor(() => expect(currentLocation()).toBe('/empresas?order_by=org_cif+desc'));
    await waitFor(() => expect(sent().at(-1)).toEqual({ estado_id: 'alta', order_by: 'org_cif desc', page: '1' }));
    expect(within(form).getByRole('textbox', { name: 'Nombre' })).toHaveValue('');
  });

  it('filters by agreement and commission type with the reference lists’ ids', async () => {
    const user = await open();
    const form = screen.getByRole('form', { name: 'Filtros' });
    const convenio = CONVENIOS[0];
    await waitFor(() => expect(within(form).getByRole('option', { name: convenio?.texto.es })).toBeInTheDocument());
    await user.selectOptions(within(form).getByRole('combobox', { name: 'Convenio' }), convenio?.texto.es ?? '');
    await user.selectOptions(within(form).getByRole('combobox', { name: 'Tipo de comisión' }), TIPOS_COMISION[1]?.texto.es ?? '');
    await user.click(within(form).getByRole('button', { name: 'Filtrar' }));
    await waitFor(() => expect(currentLocation()).toBe(`/empresas?org_convenio=${convenio?.id}&tipo_comision=${TIPOS_COMISION[1]?.id}`));
    await waitFor(() => expect(sent().at(-1)).toMatchObject({ org_convenio: convenio?.id, tipo_comision: TIPOS_COMISION[1]?.id }));
  });

  it('sorts by CIF, name or creation date only, toggling the direction, back to page 1', async () => {
    const user = await open('/empresas?page=2');
    expect(within(table()).getByRole('columnheader', { name: 'Teléfono' })).not.toHaveAttribute('aria-sort');
    expect(within(table()).getByRole('columnheader', { name: 'Convenio' })).not.toHaveAttribute('aria-sort');

    await user.click(within(table()).getByRole('button', { name: /Fecha de creación/ }));
    await waitFor(() => expect(currentLocation()).toBe('/empresas?order_by=fecha_creacion+asc'));
    // The order itself is the API's (EmpresasList.api.test.tsx): here, what is asked for.
    await waitFor(() => expect(sent().at(-1)).toEqual({ estado_id: 'alta', order_by: 'fecha_creacion asc', page: '1' }));

    await user.click(within(table()).getByRole('button', { name: /Fecha de creación/ }));
    await waitFor(() => expect(currentLocation()).toBe('/empresas?order_by=fecha_creacion+desc'));
    await waitFor(() => expect(sent().at(-1)).toEqual({ estado_id: 'alta', order_by: 'fecha_creacion desc', page: '1' }));
    expect(within(table()).getByRole('columnheader', { name: /Fecha de creación/ })).toHaveAttribute('aria-sort', 'descending');
  });

  it('pages with the server’s total and page size, keeping filters and sort', async () => {
    const user = await open('/empresas?estado_id=todos&order_by=org_cif+asc');
    const all = expected();
    const last = Math.ceil(all.length / 20);
    await user.click(screen.getByRole('button', { name: 'Última página' }));
    await waitFor(() => expect(currentLocation()).toBe(`/empresas?estado_id=todos&order_by=org_cif+asc&page=${last}`));
    await waitFor(() => expect(firstCells()).toEqual(all.slice((last - 1) * 20).map((e) => e.org_cif)));
    expect(screen.getByRole('button', { name: `Página ${last}` })).toHaveAttribute('aria-current', 'page');
    expect(sent().at(-1)).toEqual({ estado_id: 'todos', order_by: 'org_cif asc', page: String(last) });
  });

  it("says 'No es van trobar resultats' when nothing matches", async () => {
    // A name that matches no company: none (the filtering itself is the API's).
    mockApi(organizaciones, ({ query, lang }) => (query.filter_name ? { data: [], total: 0, per_page: 20, current_page: 1 } : answerEmpresas(mockData.empresas, query, lang)));
    const user = userEvent.setup();
    renderWithPortal(<EmpresasList />, { route: '/empresas?filter_name=zzzz' });
    expect(await screen.findByText('No es van trobar resultats')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Paginación' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Limpiar' }));
    await waitFor(() => expect(rows().length).toBe(20));
  });

  it('reports a failure to the shell’s error modal', async () => {
    mockApi(organizaciones, () => {
      throw mockError(500, 'Error interno del servidor.');
    });
    renderWithPortal(<EmpresasList />, { route: '/empresas' });
    expect(await screen.findByText('No se pudo cargar la info')).toBeInTheDocument();
    expect(reported).toEqual([{ kind: 'error', status: 500, message: 'Error interno del servidor.', errors: {} }]);
  });

  it('leaves a session error to the shell (it signs out)', async () => {
    mockApi(organizaciones, () => {
      throw mockError(401, 'El token ha expirat');
    });
    renderWithPortal(<EmpresasList />, { route: '/empresas' });
    expect(await screen.findByText('No se pudo cargar la info')).toBeInTheDocument();
    expect(reported).toEqual([]);
  });

  it('downloads the list as filtered and sorted, as an Excel file named after the day', async () => {
    const saved: string[] = [];
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:test/1');
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    const user = await open('/empresas?estado_id=baja&order_by=org_cif+desc&page=1');
    await user.click(screen.getByRole('button', { name: 'Descargar Excel' }));
    await waitFor(() => expect(saved).toEqual([datePrefixedName('Empresas.xlsx')]));
    expect(sent().at(-1)).toEqual({ estado_id: 'baja', order_by: 'org_cif desc', page: '1', to_excel: 'true' });
    expect(reported).toEqual([]);
  });

  it('speaks Catalan', async () => {
    await open('/empresas', 'ca');
    expect(screen.getByRole('heading', { level: 1, name: 'Empreses' })).toBeInTheDocument();
    const headers = within(screen.getByRole('table', { name: 'Empreses' })).getAllByRole('columnheader').map((h) => h.textContent);
    expect(headers).toEqual(['CIF', 'Nom', 'Data de creació', 'Telèfon', 'Integració API', 'Conveni', 'Accions']);
    const form = screen.getByRole('form', { name: 'Filtres' });
    expect(within(within(form).getByRole('combobox', { name: 'Estat' })).getAllByRole('option').map((o) => o.textContent)).toEqual(['Alta', 'Baixa', 'Totes']);
    expect(within(form).getByRole('button', { name: 'Netejar' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Descarregar Excel' })).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: /^Veure més: / })).toHaveLength(20);
    await waitFor(() => expect(within(form).getByRole('option', { name: CONVENIOS[0]?.texto.ca })).toBeInTheDocument());
  });
});
