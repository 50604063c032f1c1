// The tickets list on the mock API: the rows of its fixtures as the page shows them, the requests its
// filters, sort and Excel send, the empty, loading and failed states. Who sees which incidents and what
// a filter or a sort selects are the real API's: Tickets.api.test.tsx.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { datePrefixedName } from '@dapcon/contract/core';
import { incidenciasList } from '@dapcon/contract/dapcon';
import { delay, MOCK_INCIDENCIAS, mockError, mockRequests } from '@dapcon/mocks';
import { mockApi } from '@dapcon/mocks/node';
import type { Role } from '@dapcon/shared-sdk';
import { currentLocation, renderWithPortal, signInAs } from '../../../../config/test-utils';
import { TicketsList } from './TicketsList';

const VERIFICADOR = '39284756C';

/** The list requests sent so far, each as its query. */
const sent = () =>
  mockRequests()
    .filter((r) => r.endpoint === incidenciasList.id)
    .map((r) => Object.fromEntries(new URL(r.path, 'http://portal.test').searchParams));
const table = () => screen.getByRole('table');
const rows = () => within(table()).getAllByRole('row').slice(1).filter((row) => within(row).queryAllByRole('link').length > 0);
const titles = () => rows().map((row) => within(row).getByRole('link').textContent);

async function open(role: Role, usuario: string, route = '/tickets', lang: 'es' | 'ca' = 'es') {
  await signInAs(role, { usuario });
  const user = userEvent.setup();
  renderWithPortal(<TicketsList />, { route, lang });
  await waitFor(() => expect(rows().length).toBeGreaterThan(0), { timeout: 30_000 });
  return user;
}

describe('TicketsList (/tickets)', () => {
  it("shows the rows answered, each opening its thread; 'Nueva incidencia' for a verifier", async () => {
    await open('verificador', VERIFICADOR);
    expect(screen.getByRole('heading', { level: 1, name: 'Incidencias' })).toBeInTheDocument();
    expect(within(table()).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Título', 'Estado', 'DAPcon', 'Abierta', 'Último mensaje']);
    expect(titles()).toEqual(MOCK_INCIDENCIAS.map((i) => i.dapcon_incidencias_titulo));
    const first = rows()[0] as HTMLElement;
    expect(within(first).getByRole('link')).toHaveAttribute('href', '/tickets/1');
    expect(within(first).getByTestId('ticket-estado')).toHaveTextContent('Abierta');
    expect(first).toHaveTextContent('Respuestas: 2');
    expect(first).toHaveTextContent('por Elena Navarro Roca');
    expect(first).toHaveTextContent('Ladrillo cerámico cara vista');
    expect(first).toHaveTextContent('Idioma: ES');
    expect(within(rows()[1] as HTMLElement).getByTestId('ticket-estado')).toHaveTextContent('Resuelta');
    expect(screen.getByRole('button', { name: 'Nueva incidencia' })).toBeInTheDocument();
    expect(sent()).toEqual([{ order_by: 'ultimo_mensaje desc', page: '1' }]);
  });

  it('filters by state and DAPcon: the URL and the request carry them, back to page 1', async () => {
    const user = await open('verificador', VERIFICADOR, '/tickets?page=1');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Estado' }), 'resueltas');
    await user.type(screen.getByRole('textbox', { name: 'DAPcon (código o producto)' }), 'ladrillo');
    await user.click(screen.getByRole('button', { name: 'Filtrar' }));
    await waitFor(() => expect(currentLocation()).toBe('/tickets?estado=resueltas&filter_dapcon=ladrillo'));
    await waitFor(() => expect(sent().at(-1)).toEqual({ estado: 'resueltas', filter_dapcon: 'ladrillo', order_by: 'ultimo_mensaje desc', page: '1' }));
  });

  it('sorts by title through the header (allow-listed fields only)', async () => {
    const user = await open('verificador', VERIFICADOR);
    await user.click(within(table()).getByRole('button', { name: /Título/ }));
    await waitFor(() => expect(sent().at(-1)?.order_by).toBe('titulo asc'));
    // The state is shown, not sortable (the API refuses it).
    expect(within(table()).queryByRole('button', { name: /Estado/ })).toBeNull();
  });

  it('an empty list says so', async () => {
    mockApi(incidenciasList, () => ({ data: [], total: 0, per_page: 20, current_page: 1 }));
    await signInAs('verificador', { usuario: VERIFICADOR });
    renderWithPortal(<TicketsList />, { route: '/tickets?estado=abiertas&filter_dapcon=nada' });
    expect(await screen.findByText('No es van trobar resultats')).toBeInTheDocument();
  });

  it('skeleton rows before the first answer; "No se pudo cargar la info" when the list fails', async () => {
    mockApi(incidenciasList, async () => {
      await delay(200);
      throw mockError(500, 'Error del servidor');
    });
    await signInAs('verificador', { usuario: VERIFICADOR });
    renderWithPortal(<TicketsList />, { route: '/tickets' });
    expect(table().querySelectorAll('[data-skeleton]').length).toBeGreaterThan(0);
    expect(await screen.findByText('No se pudo cargar la info', {}, { timeout: 30_000 })).toBeInTheDocument();
  });

  it('in Catalan: title, headers, states', async () => {
    await open('verificador', VERIFICADOR, '/tickets', 'ca');
    expect(screen.getByRole('heading', { level: 1, name: 'Incidències' })).toBeInTheDocument();
    expect(within(table()).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Títol', 'Estat', 'DAPcon', 'Oberta', 'Darrer missatge']);
    expect(within(rows()[0] as HTMLElement).getByTestId('ticket-estado')).toHaveTextContent('Oberta');
    expect(screen.getByRole('button', { name: 'Nova incidència' })).toBeInTheDocument();
    // The Idioma filter names the languages in Catalan, as a declaration's tabs do (issue 33 item 17).
    const idioma = screen.getByRole('combobox', { name: 'Idioma' });
    await waitFor(() => expect(within(idioma).getAllByRole('option').map((o) => o.textContent)).toEqual(['Tots', 'Espanyol', 'Català', 'Anglès']));
  });

  it("'Descargar Excel' asks the same query with to_excel and saves the file named after the day", async () => {
    // The anchor's click is the browser's save: caught here (happy-dom would navigate the worker's page).
    const saved: string[] = [];
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:test/1');
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    const user = await open('verificador', VERIFICADOR, '/tickets?estado=abiertas');
    await user.click(screen.getByRole('button', { name: 'Descargar Excel' }));
    await waitFor(() => expect(saved).toEqual([datePrefixedName('Incidencias.xlsx')]));
    expect(sent().at(-1)).toEqual({ estado: 'abiertas', order_by: 'ultimo_mensaje desc', page: '1', to_excel: 'true' });
  });
});
