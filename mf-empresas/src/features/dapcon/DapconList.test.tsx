import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { datePrefixedName, toDisplayDate } from '@dapcon/contract/core';
import { dapconList, type EstadoDapconIdioma } from '@dapcon/contract/dapcon';
import { organizaciones } from '@dapcon/contract/empresas';
import { rcps } from '@dapcon/contract/rcp';
import { answerDapconList, dapconListRow, generateMockDapcons, mockDapcons, mockError, mockRequests, MOCK_RCP_OPCIONES, type MockDapcon } from '@dapcon/mocks';
import { mockApi } from '@dapcon/mocks/node';
import { feedback, type FeedbackEvent, type Role } from '@dapcon/shared-sdk';
import { currentLocation, renderWithPortal, signInAs } from '../../../../config/test-utils';
import '../../i18n';
import { DapconHome } from './DapconHome';
import { DapconList } from './DapconList';

const EMPRESA_CIF = 'A08612343';
const LAURA = '47815236F';
const NURIA = '39284756C';

// The screens on the mock API's fixtures: what they show, ask for and keep in the URL. Who sees which
// declarations and what a filter or a sort selects are the API's (DapconList.api.test.tsx): the mock
// answers its declarations as they are, a page at a time.
/** The rows the mock API answers, as the screen should show them. */
const expected = (declarations: readonly MockDapcon[] = mockDapcons()) => declarations.map((d) => dapconListRow(d, declarations));
const NINGUNA = { data: [], total: 0, per_page: 20, current_page: 1 };
/** The list requests sent so far, each as its query. */
const sent = () =>
  mockRequests()
    .filter((r) => r.endpoint === dapconList.id)
    .map((r) => Object.fromEntries(new URL(r.path, 'http://portal.test').searchParams));
const sentEmpresas = () =>
  mockRequests()
    .filter((r) => r.endpoint === organizaciones.id)
    .map((r) => Object.fromEntries(new URL(r.path, 'http://portal.test').searchParams));
const table = () => screen.getByRole('table');
const rows = () => within(table()).getAllByRole('row').slice(1).filter((row) => !row.hasAttribute('data-skeleton') && within(row).queryAllByRole('link').length > 0);
const products = () => rows().map((row) => within(row).getByRole('link').textContent);
const headers = () => within(table()).getAllByRole('columnheader').map((h) => h.textContent);

let reported: FeedbackEvent[];
beforeEach(() => {
  reported = [];
  return feedback.subscribe((event) => reported.push(event));
});

async function open(role: Role, usuario: string, ui = <DapconHome />, route = '/dapcon', lang: 'es' | 'ca' = 'es') {
  await signInAs(role, { usuario });
  const user = userEvent.setup();
  renderWithPortal(ui, { route, lang });
  await waitFor(() => expect(rows().length).toBeGreaterThan(0), { timeout: 30_000 });
  return user;
}

const ESTADO_ES: Record<EstadoDapconIdioma, string> = {
  borrador: 'Borrador',
  en_verificacion: 'En verificación',
  verificada: 'Verificada',
  publicada: 'Publicada',
  caducada: 'Caducada',
  retirada: 'Retirada',
  con_incidencias: 'Con incidencias',
};

describe('DapconList (/dapcon)', () => {
  it('shows a company its declarations, asked for newest first: code (or —), the renewal’s parent, product linked to the record, state per language, validity', async () => {
    await open('organizacion', EMPRESA_CIF);
    expect(screen.getByRole('heading', { level: 1, name: 'DAPcon' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Nueva DAPcon' })).toBeInTheDocument();
    expect(headers()).toEqual(['Código', 'Producto', 'Estado por idioma', 'Fecha de creación', 'Válido hasta']);
    const want = expected().slice(0, 20);
    expect(want.length).toBeGreaterThan(1);
    expect(products()).toEqual(want.map((d) => d.dv_nombre_producto));
    expect(sent()).toEqual([{ order_by: 'dapcon_fecha_creacion desc', page: '1' }]);

    want.forEach((d, i) => {
      const row = rows()[i] as HTMLElement;
      const cells = within(row).getAllByRole('cell');
      expect(cells[0]).toHaveTextContent(d.dapcon_codigo ?? '—');
      expect(within(row).getByRole('link')).toHaveAttribute('href', `/dapcon/${d.id}/1`);
      const idiomas = within(row).getAllByTestId('idioma');
      expect(idiomas.map((li) => li.getAttribute('aria-label'))).toEqual(
        d.idiomas.map((l) => `${l.idioma.toUpperCase()}: ${ESTADO_ES[l.dapcon_idioma_estado]}`),
      );
      expect(within(row).queryAllByTestId('ecoplatform')).toHaveLength(d.idiomas.filter((l) => l.inscripcion_ecoplatform).length);
      expect(cells[3]).toHaveTextContent(toDisplayDate(d.dapcon_fecha_creacion));
      expect(cells[4]).toHaveTextContent(d.dapcon_valido_hasta === null ? '—' : toDisplayDate(d.dapcon_valido_hasta));
      if (d.id_padre === null) expect(within(row).queryByTestId('renovado')).toBeNull();
      else expect(within(row).getByTestId('renovado')).toHaveTextContent(`Renovado a partir de N° ${d.codigo_padre}`);
    });
    expect(screen.getAllByTestId('renovado')).toHaveLength(want.filter((d) => d.id_padre !== null).length);
    // The company filter is the administration's.
    expect(screen.queryByRole('button', { name: 'Buscar empresa' })).not.toBeInTheDocument();
  });

  it('offers the filters with the languages and every RCP (superseded ones marked) from the API', async () => {
    await open('organizacion', EMPRESA_CIF);
    const form = screen.getByRole('form', { name: 'Filtros' });
    for (const label of ['Código o producto', 'Estado', 'Idioma', 'RCP', 'Fin de validez desde', 'Fin de validez hasta']) expect(within(form).getByLabelText(label)).toBeInTheDocument();
    const options = (label: string) => within(within(form).getByRole('combobox', { name: label })).getAllByRole('option').map((o) => o.textContent);
    expect(options('Estado')).toEqual(['Todos', 'Borrador', 'En verificación', 'Verificada', 'Publicada', 'Caducada', 'Retirada']);
    // Named as the record's tabs name them (not each language's own name: 'Castellano', 'English').
    await waitFor(() => expect(options('Idioma')).toEqual(['Todos', 'Español', 'Catalán', 'Inglés']));
    await waitFor(() =>
      expect(options('RCP')).toEqual(['Todos', ...MOCK_RCP_OPCIONES.map((r) => `${r.rcp_equivalencia} · ${r.rcp_nombre.es}${r.vigente ? '' : ' (no vigente)'}`)]),
    );
    // The superseded ones asked too: which RCPs those are is the API's.
    expect(mockRequests().filter((r) => r.endpoint === rcps.id).map((r) => r.path)).toContain('/api/rcp?novigentes=true');
  });

  it('writes the filters to the URL and the request, from page 1, and Limpiar drops them', async () => {
    const user = await open('organizacion', EMPRESA_CIF, <DapconHome />, '/dapcon?order_by=dv_nombre_producto+asc');
    const form = screen.getByRole('form', { name: 'Filtros' });
    await user.type(within(form).getByRole('textbox', { name: 'Código o producto' }), 'mortero');
    await user.selectOptions(within(form).getByRole('combobox', { name: 'Estado' }), 'Publicada');
    await waitFor(() => expect(within(within(form).getByRole('combobox', { name: 'Idioma' })).getAllByRole('option').length).toBeGreaterThan(1));
    await user.selectOptions(within(form).getByRole('combobox', { name: 'Idioma' }), 'Inglés');
    fireEvent.change(within(form).getByLabelText('Fin de validez desde'), { target: { value: '2026-01-01' } });
    await user.click(within(form).getByRole('button', { name: 'Filtrar' }));

    const query = { filter_text: 'mortero', estado: 'publicada', idioma_id: '3', valido_hasta_desde: '2026-01-01', order_by: 'dv_nombre_producto asc' };
    await waitFor(() => expect(currentLocation()).toBe('/dapcon?filter_text=mortero&estado=publicada&idioma_id=3&valido_hasta_desde=2026-01-01&order_by=dv_nombre_producto+asc'));
    await waitFor(() => expect(sent().at(-1)).toEqual({ ...query, page: '1' }));

    await user.click(within(form).getByRole('button', { name: 'Limpiar' }));
    await waitFor(() => expect(currentLocation()).toBe('/dapcon?order_by=dv_nombre_producto+asc'));
    expect(within(form).getByRole('textbox', { name: 'Código o producto' })).toHaveValue('');
  });

  it('filters by RCP with its id', async () => {
    const user = await open('organizacion', EMPRESA_CIF);
    const form = screen.getByRole('form', { name: 'Filtros' });
    const rcp = MOCK_RCP_OPCIONES.find((r) => r.rcp_equivalencia === 'RCP 002');
    await waitFor(() => expect(within(form).getByRole('option', { name: `RCP 002 · ${rcp?.rcp_nombre.es}` })).toBeInTheDocument());
    await user.selectOptions(within(form).getByRole('combobox', { name: 'RCP' }), `RCP 002 · ${rcp?.rcp_nombre.es}`);
    await user.click(within(form).getByRole('button', { name: 'Filtrar' }));
    await waitFor(() => expect(currentLocation()).toBe(`/dapcon?rcp_id=${rcp?.rcp_id}`));
    await waitFor(() => expect(sent().at(-1)).toEqual({ rcp_id: String(rcp?.rcp_id), order_by: 'dapcon_fecha_creacion desc', page: '1' }));
  });

  it('sorts by the contract’s fields only, toggling the direction', async () => {
    const user = await open('organizacion', EMPRESA_CIF);
    expect(within(table()).getByRole('columnheader', { name: 'Estado por idioma' })).not.toHaveAttribute('aria-sort');
    await user.click(within(table()).getByRole('button', { name: /Producto/ }));
    await waitFor(() => expect(currentLocation()).toBe('/dapcon?order_by=dv_nombre_producto+asc'));
    await user.click(within(table()).getByRole('button', { name: /Válido hasta/ }));
    await waitFor(() => expect(currentLocation()).toBe('/dapcon?order_by=dapcon_valido_hasta+asc'));
    await user.click(within(table()).getByRole('button', { name: /Válido hasta/ }));
    await waitFor(() => expect(sent().at(-1)).toEqual({ order_by: 'dapcon_valido_hasta desc', page: '1' }));
    expect(within(table()).getByRole('columnheader', { name: /Válido hasta/ })).toHaveAttribute('aria-sort', 'descending');
  });

  it('shows a consultant its list with the company column, without Nueva DAPcon', async () => {
    await open('consultor', LAURA);
    expect(products()).toEqual(expected().slice(0, 20).map((d) => d.dv_nombre_producto));
    expect(screen.queryByRole('button', { name: 'Nueva DAPcon' })).not.toBeInTheDocument();
    expect(headers()).toContain('Empresa');
  });

  it('pages the administration’s long list with the server’s total, keeping filters and sort', async () => {
    const many = generateMockDapcons(47);
    mockApi(dapconList, (input) => answerDapconList(many, input));
    const user = await open('admin_ares', '46127839M', <DapconHome />, '/dapcon?order_by=dapcon_codigo+asc');
    expect(screen.getByRole('button', { name: 'Nueva DAPcon' })).toBeInTheDocument();
    const all = expected(many);
    expect(products()).toEqual(all.slice(0, 20).map((d) => d.dv_nombre_producto));
    await user.click(screen.getByRole('button', { name: 'Última página' }));
    await waitFor(() => expect(currentLocation()).toBe('/dapcon?order_by=dapcon_codigo+asc&page=3'));
    await waitFor(() => expect(products()).toEqual(all.slice(40).map((d) => d.dv_nombre_producto)));
    expect(sent().at(-1)).toEqual({ order_by: 'dapcon_codigo asc', page: '3' });
  });

  it('lets the administration filter by company with the Buscador de Organizaciones, and drop it', async () => {
    const many = generateMockDapcons(47);
    mockApi(dapconList, (input) => answerDapconList(many, input));
    const user = await open('admin_ares', '46127839M');
    expect(screen.getByTestId('empresa-filtrada')).toHaveTextContent('Todas las empresas');
    await user.click(screen.getByRole('button', { name: 'Buscar empresa' }));
    const dialog = await screen.findByRole('dialog', {}, { timeout: 30_000 });
    const search = await within(dialog).findByRole('form', { name: 'Filtros' }, { timeout: 30_000 });
    // What a name selects is the API's (EmpresasList.api.test.tsx): here, what is asked for and chosen.
    await user.type(within(search).getByRole('textbox', { name: 'Nombre' }), 'Cementos del Llobregat');
    await user.click(within(search).getByRole('button', { name: 'Filtrar' }));
    await waitFor(() => expect(sentEmpresas().at(-1)).toMatchObject({ filter_name: 'Cementos del Llobregat' }));
    await user.click(await within(dialog).findByRole('button', { name: 'Seleccionar: Cementos del Llobregat, S.A.' }, { timeout: 30_000 }));

    await waitFor(() => expect(currentLocation()).toBe('/dapcon?organizacion_id=1'));
    await waitFor(() => expect(sent().at(-1)).toEqual({ organizacion_id: '1', order_by: 'dapcon_fecha_creacion desc', page: '1' }));
    expect(screen.getByTestId('empresa-filtrada')).toHaveTextContent('Cementos del Llobregat, S.A.');

    await user.click(screen.getByRole('button', { name: 'Quitar la empresa' }));
    await waitFor(() => expect(currentLocation()).toBe('/dapcon'));
    expect(screen.getByTestId('empresa-filtrada')).toHaveTextContent('Todas las empresas');
  });

  it('lets the administration filter by pending payment (the payments of the finance area), which a company is not offered', async () => {
    const user = await open('admin_ares', '46127839M');
    const form = screen.getByRole('form', { name: 'Filtros' });
    await user.selectOptions(within(form).getByRole('combobox', { name: 'Pendiente de pago' }), 'true');
    await user.click(within(form).getByRole('button', { name: 'Filtrar' }));
    await waitFor(() => expect(currentLocation()).toBe('/dapcon?pendiente_pago=true'));
    await waitFor(() => expect(sent().at(-1)).toMatchObject({ pendiente_pago: 'true', page: '1' }));
  });

  it('offers a company no pending-payment filter', async () => {
    await open('organizacion', EMPRESA_CIF);
    expect(within(screen.getByRole('form', { name: 'Filtros' })).queryByLabelText('Pendiente de pago')).not.toBeInTheDocument();
  });

  it("says 'No es van trobar resultats' when nothing matches", async () => {
    mockApi(dapconList, () => NINGUNA);
    await signInAs('organizacion', { usuario: EMPRESA_CIF });
    renderWithPortal(<DapconHome />, { route: '/dapcon?filter_text=zzzz' });
    expect(await screen.findByText('No es van trobar resultats', {}, { timeout: 30_000 })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Paginación' })).not.toBeInTheDocument();
  });

  it('reports a failure to the shell’s error modal', async () => {
    mockApi(dapconList, () => {
      throw mockError(500, 'Error interno del servidor.');
    });
    await signInAs('organizacion', { usuario: EMPRESA_CIF });
    renderWithPortal(<DapconHome />, { route: '/dapcon' });
    expect(await screen.findByText('No se pudo cargar la info', {}, { timeout: 30_000 })).toBeInTheDocument();
    expect(reported).toEqual([{ kind: 'error', status: 500, message: 'Error interno del servidor.', errors: {} }]);
  });

  it('downloads the list as filtered and sorted, as an Excel file named after the day', async () => {
    const saved: string[] = [];
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:test/1');
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    const user = await open('admin_ares', '46127839M', <DapconHome />, '/dapcon?estado=borrador&order_by=dv_nombre_producto+desc');
    await user.click(screen.getByRole('button', { name: 'Descargar Excel' }));
    await waitFor(() => expect(saved).toEqual([datePrefixedName('DAPcon.xlsx')]));
    expect(sent().at(-1)).toEqual({ estado: 'borrador', order_by: 'dv_nombre_producto desc', page: '1', to_excel: 'true' });
    expect(reported).toEqual([]);
  });

  it('speaks Catalan', async () => {
    await open('organizacion', EMPRESA_CIF, <DapconHome />, '/dapcon', 'ca');
    expect(screen.getByRole('heading', { level: 1, name: 'DAPcon' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Nova DAPcon' })).toBeInTheDocument();
    expect(headers()).toEqual(['Codi', 'Producte', 'Estat per idioma', 'Data de creació', 'Vàlid fins a']);
    const form = screen.getByRole('form', { name: 'Filtres' });
    expect(within(form).getByLabelText('Codi o producte')).toBeInTheDocument();
    expect(within(within(form).getByRole('combobox', { name: 'Estat' })).getAllByRole('option').map((o) => o.textContent)).toEqual([
      'Tots',
      'Esborrany',
      'En verificació',
      'Verificada',
      'Publicada',
      'Caducada',
      'Retirada',
    ]);
    // The Idioma filter names the languages in Catalan, as the record's tabs do ('Espanyol', not 'Español' or 'Castellano').
    await waitFor(() => expect(within(within(form).getByRole('combobox', { name: 'Idioma' })).getAllByRole('option').map((o) => o.textContent)).toEqual(['Tots', 'Espanyol', 'Català', 'Anglès']));
    expect(screen.getByRole('button', { name: 'Descarregar Excel' })).toBeInTheDocument();
    expect(screen.getAllByTestId('renovado')[0]).toHaveTextContent('Renovat a partir del núm.');
  });
});

describe('DapconList (/verificar-dapcon)', () => {
  it("opens a verifier's list on its pending work: 'En verificación' written to the URL, which Limpiar drops (verificar=true stays)", async () => {
    const user = await open('verificador', NURIA, <DapconList verificar />, '/verificar-dapcon');
    expect(screen.getByRole('heading', { level: 1, name: 'Verificar DAPcon' })).toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'DAPcon a verificar' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Nueva DAPcon' })).not.toBeInTheDocument();
    // One request, already filtered: none for every state first.
    expect(sent()).toEqual([{ estado: 'en_verificacion', verificar: 'true', order_by: 'dapcon_fecha_creacion desc', page: '1' }]);
    expect(currentLocation()).toBe('/verificar-dapcon?estado=en_verificacion');
    const form = screen.getByRole('form', { name: 'Filtros' });
    const estado = within(form).getByRole('combobox', { name: 'Estado' });
    expect(estado).toHaveValue('en_verificacion');

    await user.type(within(form).getByRole('textbox', { name: 'Código o producto' }), 'cemento');
    await user.click(within(form).getByRole('button', { name: 'Filtrar' }));
    await waitFor(() => expect(currentLocation()).toBe('/verificar-dapcon?filter_text=cemento&estado=en_verificacion'));
    await waitFor(() => expect(sent().at(-1)).toEqual({ estado: 'en_verificacion', filter_text: 'cemento', verificar: 'true', order_by: 'dapcon_fecha_creacion desc', page: '1' }));
    await user.click(within(form).getByRole('button', { name: 'Limpiar' }));
    // Every state of the declarations it verifies: verificar=true was never the URL's to drop, and the default is not put back.
    await waitFor(() => expect(currentLocation()).toBe('/verificar-dapcon'));
    await waitFor(() => expect(sent().at(-1)).toEqual({ verificar: 'true', order_by: 'dapcon_fecha_creacion desc', page: '1' }));
    expect(within(form).getByRole('combobox', { name: 'Estado' })).toHaveValue('');
    expect(sent().every((q) => q.verificar === 'true')).toBe(true);
  });

  it("keeps a verifier's own query when it opens the list with one (a shared link, a reload after choosing 'Todos')", async () => {
    await open('verificador', NURIA, <DapconList verificar />, '/verificar-dapcon?estado=publicada');
    expect(currentLocation()).toBe('/verificar-dapcon?estado=publicada');
    expect(sent()).toEqual([{ estado: 'publicada', verificar: 'true', order_by: 'dapcon_fecha_creacion desc', page: '1' }]);
  });

  it('shows the administration the declarations in verification by default, every state one choice away', async () => {
    const many = generateMockDapcons(47);
    mockApi(dapconList, (input) => answerDapconList(many, input));
    const user = await open('admin_ares', '46127839M', <DapconList verificar />, '/verificar-dapcon');
    expect(sent()[0]).toEqual({ verificar: 'true', estado: 'en_verificacion', order_by: 'dapcon_fecha_creacion desc', page: '1' });
    const form = screen.getByRole('form', { name: 'Filtros' });
    const estado = within(form).getByRole('combobox', { name: 'Estado' });
    expect(estado).toHaveValue('en_verificacion');
    expect(within(estado).queryByRole('option', { name: 'Todos' })).not.toBeInTheDocument();
    expect(products()).toEqual(expected(many).slice(0, 20).map((d) => d.dv_nombre_producto));

    await user.selectOptions(estado, 'Verificada');
    await user.click(within(form).getByRole('button', { name: 'Filtrar' }));
    await waitFor(() => expect(currentLocation()).toBe('/verificar-dapcon?estado=verificada'));
    await waitFor(() => expect(sent().at(-1)).toEqual({ verificar: 'true', estado: 'verificada', order_by: 'dapcon_fecha_creacion desc', page: '1' }));
  });
});
