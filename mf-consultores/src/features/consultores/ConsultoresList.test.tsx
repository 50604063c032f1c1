import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { datePrefixedName, toDisplayDate } from '@dapcon/contract/core';
import { consultoresList } from '@dapcon/contract/consultores';
import { answerConsultores, MOCK_CONSULTORES_LISTA, mockError, mockRequests } from '@dapcon/mocks';
import { mockApi } from '@dapcon/mocks/node';
import { feedback, type FeedbackEvent } from '@dapcon/shared-sdk';
import { currentLocation, renderWithPortal, signInAs } from '../../../../config/test-utils';
import '../../i18n';
import { ConsultoresList } from './ConsultoresList';

// The screen on the mock API's fixtures: what it shows, what it asks for and keeps in the URL. Which
// consultants a filter or a sort selects is the API's (ConsultoresList.api.test.tsx): the mock
// answers its consultants unfiltered, in their order.
/** The consultants the mock API answers, as the screen should show them. */
const expected = () => MOCK_CONSULTORES_LISTA;
/** The list requests sent so far, each as its query. */
const sent = () =>
  mockRequests()
    .filter((r) => r.endpoint === consultoresList.id)
    .map((r) => Object.fromEntries(new URL(r.path, 'http://portal.test').searchParams));
const table = () => screen.getByRole('table');
const rows = () => within(table()).getAllByRole('row').slice(1).filter((row) => !row.hasAttribute('data-skeleton'));
/** The NIF of each row (its cell also says when the consultant left: 'Baja: dd/mm/yyyy'). */
const nifs = () => rows().map((row) => within(row).getAllByRole('cell')[0]?.textContent?.replace(/Baja: .*$/, ''));
const nifsOf = (list: ReadonlyArray<{ nif: string }>) => list.map((c) => c.nif);

let reported: FeedbackEvent[];
beforeEach(async () => {
  await signInAs('admin_ares');
  reported = [];
  return feedback.subscribe((event) => reported.push(event));
});

async function open(route = '/consultores', lang: 'es' | 'ca' = 'es') {
  const user = userEvent.setup();
  renderWithPortal(<ConsultoresList />, { route, lang });
  // Generous: on two busy cores the first render of a test file can take seconds.
  await waitFor(() => expect(rows().length).toBeGreaterThan(0), { timeout: 30_000 });
  return user;
}

function spyDownloads(): string[] {
  const saved: string[] = [];
  vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:test/1');
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push(this.download);
  });
  return saved;
}


/** Several typed filters in a row re-read the list each time: on two busy cores a step may take over the default second. */
const SLOW = { timeout: 30_000 };

describe('ConsultoresList (/consultores)', () => {
  it('shows the consultants with the spec’s columns, those who left in red', async () => {
    await open();
    expect(screen.getByRole('heading', { level: 1, name: 'Consultores' })).toBeInTheDocument();
    const headers = within(table()).getAllByRole('columnheader').map((h) => h.textContent);
    expect(headers).toEqual(['NIF', 'Nombre', 'Teléfono', 'Verificador', 'Baja', 'Acciones']);
    const list = expected();
    expect(list.length).toBeGreaterThan(10);
    expect(nifs()).toEqual(nifsOf(list));
    // Asked for by surnames and name (the order itself is the API's).
    expect(sent()).toEqual([{ order_by: 'nombre asc', page: '1' }]);

    const activo = list.find((c) => c.fecha_baja === null && c.es_verificador);
    const row = screen.getByRole('link', { name: activo?.full_name }).closest('tr') as HTMLElement;
    expect(within(row).getAllByRole('cell').map((c) => c.textContent)).toEqual([activo?.nif, activo?.full_name, activo?.telefono ?? '', 'Si', 'No', 'Ver']);
    expect(row).not.toHaveAttribute('data-baja');
    expect(within(row).getByRole('link', { name: activo?.full_name })).toHaveAttribute('href', `/consultores/${activo?.nif}`);
    const ver = within(row).getByRole('link', { name: `Ver: ${activo?.full_name}` });
    expect(ver).toHaveTextContent('Ver');
    expect(ver).toHaveAttribute('href', `/consultores/${activo?.nif}`);

    const bajas = list.filter((c) => c.fecha_baja !== null);
    expect(bajas).toHaveLength(2);
    for (const baja of bajas) {
      const red = screen.getByRole('link', { name: baja.full_name }).closest('tr') as HTMLElement;
      expect(red).toHaveAttribute('data-baja', baja.fecha_baja);
      const cells = within(red).getAllByRole('cell').map((c) => c.textContent);
      expect(cells[0]).toBe(`${baja.nif}Baja: ${toDisplayDate(baja.fecha_baja)}`);
      expect(cells[0]).toMatch(/Baja: \d{2}\/\d{2}\/\d{4}$/);
      expect(cells[4]).toBe('Si');
    }
    // An account switched off without leaving is not red.
    const inactivo = list.find((c) => !c.activo && c.fecha_baja === null);
    expect(screen.getByRole('link', { name: inactivo?.full_name }).closest('tr')).not.toHaveAttribute('data-baja');
  });

  it('offers the name, NIF, verifier and commission earner filters', async () => {
    await open();
    const form = screen.getByRole('form', { name: 'Filtros' });
    expect(within(form).getByRole('textbox', { name: 'Nombre o apellidos' })).toBeInTheDocument();
    expect(within(form).getByRole('textbox', { name: 'NIF' })).toBeInTheDocument();
    const verificador = within(form).getByRole('combobox', { name: '¿Es verificador?' });
    expect(within(verificador).getAllByRole('option').map((o) => o.textContent)).toEqual(['Todos', 'Sí', 'No']);
    expect(screen.getByRole('checkbox', { name: 'Solo comisionistas' })).not.toBeChecked();
  });

  it('writes the filters to the URL and the request, from page 1, and Limpiar drops them', async () => {
    const user = await open('/consultores?order_by=consultor_nif+desc');
    const form = screen.getByRole('form', { name: 'Filtros' });
    await user.type(within(form).getByRole('textbox', { name: 'Nombre o apellidos' }), 'ELENA');
    await user.selectOptions(within(form).getByRole('combobox', { name: '¿Es verificador?' }), 'Sí');
    await user.click(within(form).getByRole('button', { name: 'Filtrar' }));

    await waitFor(() => expect(currentLocation()).toBe('/consultores?filter_name=ELENA&es_verificador=true&order_by=consultor_nif+desc'), SLOW);
    await waitFor(() => expect(sent().at(-1)).toEqual({ filter_name: 'ELENA', es_verificador: 'true', order_by: 'consultor_nif desc', page: '1' }), SLOW);

    await user.clear(within(form).getByRole('textbox', { name: 'Nombre o apellidos' }));
    await user.type(within(form).getByRole('textbox', { name: 'Nombre o apellidos' }), 'laura martinez');
    await user.selectOptions(within(form).getByRole('combobox', { name: '¿Es verificador?' }), 'Todos');
    await user.type(within(form).getByRole('textbox', { name: 'NIF' }), '47815{enter}');
    await waitFor(() => expect(currentLocation()).toBe('/consultores?filter_name=laura+martinez&filter_nif=47815&order_by=consultor_nif+desc'), SLOW);
    await waitFor(() => expect(sent().at(-1)).toEqual({ filter_name: 'laura martinez', filter_nif: '47815', order_by: 'consultor_nif desc', page: '1' }), SLOW);

    await user.click(within(form).getByRole('button', { name: 'Limpiar' }));
    await waitFor(() => expect(currentLocation()).toBe('/consultores?order_by=consultor_nif+desc'), SLOW);
    // The first page read again (from the query cache: the same query as the first request).
    await waitFor(() => expect(nifs()).toEqual(nifsOf(expected())), SLOW);
    expect(sent()[0]).toEqual({ order_by: 'consultor_nif desc', page: '1' });
    expect(within(form).getByRole('textbox', { name: 'Nombre o apellidos' })).toHaveValue('');
  });

  it('‘Solo comisionistas’ applies at once, keeping the other filters; unticked, everyone again', async () => {
    const user = await open('/consultores?es_verificador=false&page=1');
    await user.click(screen.getByRole('checkbox', { name: 'Solo comisionistas' }));
    await waitFor(() => expect(currentLocation()).toBe('/consultores?es_verificador=false&es_comisionista=true'));
    await waitFor(() => expect(sent().at(-1)).toEqual({ es_verificador: 'false', es_comisionista: 'true', order_by: 'nombre asc', page: '1' }));
    expect(screen.getByRole('checkbox', { name: 'Solo comisionistas' })).toBeChecked();

    await user.click(screen.getByRole('checkbox', { name: 'Solo comisionistas' }));
    await waitFor(() => expect(currentLocation()).toBe('/consultores?es_verificador=false'));
    expect(screen.getByRole('checkbox', { name: 'Solo comisionistas' })).not.toBeChecked();
  });

  it('sorts by NIF, name or leaving date only, toggling the direction', async () => {
    const user = await open();
    expect(within(table()).getByRole('columnheader', { name: 'Teléfono' })).not.toHaveAttribute('aria-sort');
    expect(within(table()).getByRole('columnheader', { name: 'Verificador' })).not.toHaveAttribute('aria-sort');

    await user.click(within(table()).getByRole('button', { name: /^Baja/ }));
    await waitFor(() => expect(currentLocation()).toBe('/consultores?order_by=fecha_baja+asc'));
    // The order itself is the API's (ConsultoresList.api.test.tsx): here, what is asked for.
    await waitFor(() => expect(sent().at(-1)).toEqual({ order_by: 'fecha_baja asc', page: '1' }));

    await user.click(within(table()).getByRole('button', { name: /^Baja/ }));
    await waitFor(() => expect(currentLocation()).toBe('/consultores?order_by=fecha_baja+desc'));
    await waitFor(() => expect(sent().at(-1)).toEqual({ order_by: 'fecha_baja desc', page: '1' }));
    expect(within(table()).getByRole('columnheader', { name: /^Baja/ })).toHaveAttribute('aria-sort', 'descending');

    await user.click(within(table()).getByRole('button', { name: /^NIF/ }));
    await waitFor(() => expect(currentLocation()).toBe('/consultores?order_by=consultor_nif+asc'));
    await waitFor(() => expect(sent().at(-1)).toEqual({ order_by: 'consultor_nif asc', page: '1' }));

    await user.click(within(table()).getByRole('button', { name: /^Nombre/ }));
    await waitFor(() => expect(currentLocation()).toBe('/consultores'));
    expect(within(table()).getByRole('columnheader', { name: /^Nombre/ })).toHaveAttribute('aria-sort', 'ascending');
  });

  it('downloads the list as Consultores.xlsx, and as Verificadores.xlsx with the verifier filter', async () => {
    const saved = spyDownloads();
    const user = await open('/consultores?es_comisionista=true&order_by=consultor_nif+desc');
    await user.click(screen.getByRole('button', { name: 'Descargar Excel' }));
    await waitFor(() => expect(saved).toEqual([datePrefixedName('Consultores.xlsx')]));
    expect(sent().at(-1)).toEqual({ es_comisionista: 'true', order_by: 'consultor_nif desc', page: '1', to_excel: 'true' });

    const form = screen.getByRole('form', { name: 'Filtros' });
    await user.selectOptions(within(form).getByRole('combobox', { name: '¿Es verificador?' }), 'Sí');
    await user.click(within(form).getByRole('button', { name: 'Filtrar' }));
    await waitFor(() => expect(currentLocation()).toBe('/consultores?es_verificador=true&es_comisionista=true&order_by=consultor_nif+desc'));
    await user.click(screen.getByRole('button', { name: 'Descargar Excel' }));
    await waitFor(() => expect(saved).toEqual([datePrefixedName('Consultores.xlsx'), datePrefixedName('Verificadores.xlsx')]));
    expect(sent().at(-1)).toEqual({ es_verificador: 'true', es_comisionista: 'true', order_by: 'consultor_nif desc', page: '1', to_excel: 'true' });
    expect(reported).toEqual([]);
  });

  it("says 'No es van trobar resultats' when nothing matches", async () => {
    // A name that matches no one: no consultant (the filtering itself is the API's).
    mockApi(consultoresList, (input) => (input.query.filter_name ? { data: [], total: 0, per_page: 20, current_page: 1 } : answerConsultores(input)));
    const user = userEvent.setup();
    renderWithPortal(<ConsultoresList />, { route: '/consultores?filter_name=zzzz' });
    expect(await screen.findByText('No es van trobar resultats', {}, { timeout: 30_000 })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Limpiar' }));
    await waitFor(() => expect(rows()).toHaveLength(expected().length));
  });

  it('reports a server failure to the shell’s error modal', async () => {
    mockApi(consultoresList, () => {
      throw mockError(500, 'Error interno del servidor.');
    });
    renderWithPortal(<ConsultoresList />, { route: '/consultores' });
    expect(await screen.findByText('No se pudo cargar la info', {}, { timeout: 30_000 })).toBeInTheDocument();
    expect(reported).toEqual([{ kind: 'error', status: 500, message: 'Error interno del servidor.', errors: {} }]);
  });

  it('speaks Catalan', async () => {
    await open('/consultores', 'ca');
    expect(screen.getByRole('heading', { level: 1, name: 'Consultors' })).toBeInTheDocument();
    const headers = within(screen.getByRole('table', { name: 'Consultors' })).getAllByRole('columnheader').map((h) => h.textContent);
    expect(headers).toEqual(['NIF', 'Nom', 'Telèfon', 'Verificador', 'Baixa', 'Accions']);
    const form = screen.getByRole('form', { name: 'Filtres' });
    expect(within(form).getByRole('textbox', { name: 'Nom o cognoms' })).toBeInTheDocument();
    expect(within(form).getByRole('combobox', { name: 'És verificador?' })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Només comissionistes' })).toBeInTheDocument();
    expect(within(form).getByRole('button', { name: 'Netejar' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Descarregar Excel' })).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: /^Veure: / })).toHaveLength(expected().length);
    const baja = expected().find((c) => c.fecha_baja !== null);
    const red = screen.getByRole('link', { name: baja?.full_name }).closest('tr') as HTMLElement;
    expect(within(red).getAllByRole('cell').map((c) => c.textContent).slice(3, 5)).toEqual([baja?.es_verificador ? 'Sí' : 'No', 'Sí']);
    expect(within(red).getByText(`Baixa: ${toDisplayDate(baja?.fecha_baja)}`)).toBeInTheDocument();
  });
});
