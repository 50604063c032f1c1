// A consultant's 'Comisiones' on the mock API (mocks/src/finanzas-comisiones.ts, fixtures only): the
// commissions answered with the sums answered, what updating one and paying a selection send, the page
// sizes, the paid/unpaid filters asked for, the selection's Excel, a declaration's commission. Which
// commissions are the agent's, in which order, with which sums, what 'Pagadas' lists and what a payment
// or an update stores are the API's: FinanzasListas.api.test.tsx, on the real API.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { datePrefixedName, formatEuro, sumImportes } from '@dapcon/contract/core';
import { actualizarComision, comisiones, generarExcelComisiones, pagarComisiones } from '@dapcon/contract/finanzas';
import { mockComisiones, mockRequests } from '@dapcon/mocks';
import { feedback, type FeedbackEvent } from '@dapcon/shared-sdk';
import { renderWithPortal, signInAs } from '../../config/test-utils';
import ConsultorComisiones from './ConsultorComisiones';

const ANYO = new Date().getFullYear();
/**
 * The mock API's commissions (mocks/src/finanzas-comisiones.ts), as it answers them, whatever the
 * agent: ids 5, 4, 3 of this year unpaid (45, 120 and 60 €) first.
 */
const FIXTURES = mockComisiones();
const IDS = FIXTURES.map((c) => c.id);
const suma = (pagadas: boolean) => sumImportes(FIXTURES.filter((c) => (c.fecha_pago !== null) === pagadas).map((c) => c.total_comision));

const table = () => screen.getByRole('table', { name: 'Comisiones del consultor' });
const rows = () => within(table()).getAllByRole('row').slice(1);
const rowCheckbox = (index: number) => within(rows()[index] ?? document.body).getByRole('checkbox');
/** The query of each list request sent. */
const listQueries = () => mockRequests().filter((r) => r.endpoint === comisiones.id).map((r) => Object.fromEntries(new URL(r.path, 'http://x').searchParams));

let reported: FeedbackEvent[];
beforeEach(() => {
  reported = [];
  return feedback.subscribe((event) => reported.push(event));
});

async function open() {
  await signInAs('admin_ares');
  const user = userEvent.setup();
  renderWithPortal(<ConsultorComisiones consultorId={3} />, { route: '/consultores/47815236F?tab=comisiones' });
  await waitFor(() => expect(rows()).toHaveLength(IDS.length), { timeout: 30_000 });
  return user;
}

describe("mf-finanzas's commissions panel of a consultant", () => {
  it("shows each commission's type under its name, in the Comisión column (no column of its own: the tab fits 844 px)", async () => {
    await open();
    expect(within(table()).queryByRole('columnheader', { name: 'Tipo' })).not.toBeInTheDocument();
    const tipos = within(table()).getAllByTestId('tipo-de-comision');
    expect(tipos).toHaveLength(IDS.length);
    for (const tipo of tipos) expect(tipo.textContent).not.toBe('');
  });

  it("updates a row from its modal: a paid commission's date cleared is sent as null, with its observaciones", async () => {
    const user = await open();
    // The first paid row: its update button opens the modal with its date.
    const primera = FIXTURES.find((c) => c.fecha_pago !== null);
    const pagada = rows()[IDS.indexOf(primera?.id ?? 0)] as HTMLElement;
    await user.click(within(pagada).getByRole('button', { name: /^Actualizar la comisión/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Actualizar comisión' });
    const fecha = within(dialog).getByLabelText(/^Fecha de pago/);
    expect(fecha).not.toHaveValue('');
    await user.clear(fecha);
    await user.type(within(dialog).getByRole('textbox', { name: 'Observaciones' }), 'Pago anulado');
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Actualizar comisión' })).not.toBeInTheDocument());
    const sent = mockRequests().filter((r) => r.endpoint === actualizarComision.id);
    expect(sent).toHaveLength(1);
    expect(sent[0]?.path).toContain(`/comisiones/${primera?.id}/update`);
    expect(sent[0]?.body).toMatchObject({ pagado: null, observaciones: 'Pago anulado' });
    await waitFor(() => expect(reported).toContainEqual(expect.objectContaining({ kind: 'success' })));
  });

  it('pays the selected unpaid commissions with a date: their ids are sent, then the selection and its total reset', async () => {
    const user = await open();
    expect(screen.getByTestId('total-a-pagar')).toHaveTextContent(`Total a pagar: ${formatEuro(suma(false))}`);
    expect(screen.getByTestId('total-pagado')).toHaveTextContent(`Total pagado: ${formatEuro(suma(true))}`);
    const pagar = screen.getByRole('button', { name: 'Pagar' });
    expect(pagar).toBeDisabled();

    await user.click(rowCheckbox(0));
    await user.click(rowCheckbox(1));
    expect(screen.getByTestId('total-seleccion')).toHaveTextContent(`Seleccionadas: 2 · ${formatEuro('165.00')}`);
    expect(pagar).toBeEnabled();
    await user.click(pagar);
    const dialog = await screen.findByRole('dialog', { name: 'Pagar comisiones' });
    // The date is required.
    await user.click(within(dialog).getByRole('button', { name: 'Pagar' }));
    expect(await within(dialog).findByText('El campo es obligatorio.')).toBeInTheDocument();
    expect(mockRequests().filter((r) => r.endpoint === pagarComisiones.id)).toHaveLength(0);

    await user.type(within(dialog).getByLabelText(/Fecha de pago/), `${ANYO}-01-15`);
    await user.type(within(dialog).getByRole('textbox', { name: 'Observaciones' }), 'Transferencia');
    await user.click(within(dialog).getByRole('button', { name: 'Pagar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const [post] = mockRequests().filter((r) => r.endpoint === pagarComisiones.id);
    expect(post?.body).toEqual({ pagado: `${ANYO}-01-15`, observaciones: 'Transferencia', pagoids: [5, 4] });
    expect(reported).toContainEqual({ kind: 'success', message: 'Comisiones pagadas correctamente' });
    expect(screen.getByTestId('total-seleccion')).toHaveTextContent(`Seleccionadas: 0 · ${formatEuro('0.00')}`);
    expect(pagar).toBeDisabled();
  });

  it('keeps the selection across pages of 20 to 100, each labelled with its own number; 40 sends limit=40', async () => {
    const user = await open();
    const size = screen.getByRole('combobox', { name: 'Por página' });
    expect(within(size).getAllByRole('option').map((o) => o.textContent)).toEqual(['20', '40', '60', '80', '100']);
    await user.click(rowCheckbox(2));
    await user.selectOptions(size, '40');
    await waitFor(() => expect(listQueries().at(-1)).toMatchObject({ comisionista_id: '3', limit: '40' }));
    expect(screen.getByTestId('total-seleccion')).toHaveTextContent('Seleccionadas: 1');
  });

  it('asks for paid or unpaid, never both: ticking one unticks the other', async () => {
    const user = await open();
    const pagadas = screen.getByRole('checkbox', { name: 'Pagadas' });
    const noPagadas = screen.getByRole('checkbox', { name: 'No pagadas' });
    await user.click(pagadas);
    await waitFor(() => expect(listQueries().at(-1)).toMatchObject({ es_pagado: 'true' }));
    expect(pagadas).toBeChecked();
    await user.click(noPagadas);
    await waitFor(() => expect(listQueries().at(-1)).toMatchObject({ no_pagado: 'true' }));
    expect(listQueries().at(-1)).not.toHaveProperty('es_pagado');
    expect(pagadas).not.toBeChecked();
    expect(noPagadas).toBeChecked();
  });

  it("downloads the selection's Excel: the page's header checkbox selects its rows, their ids are sent", async () => {
    const saved: string[] = [];
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:test/1');
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    const user = await open();
    const excel = screen.getByRole('button', { name: 'Generar Excel' });
    expect(excel).toBeDisabled();
    await user.click(screen.getByRole('checkbox', { name: 'Seleccionar las comisiones de la página' }));
    expect(screen.getByTestId('total-seleccion')).toHaveTextContent(`Seleccionadas: ${IDS.length} · ${formatEuro(sumImportes([suma(false), suma(true)]))}`);
    await user.click(rowCheckbox(IDS.length - 1));
    await user.click(excel);
    await waitFor(() => expect(saved).toEqual([datePrefixedName('Comisiones.xlsx')]));
    const [post] = mockRequests().filter((r) => r.endpoint === generarExcelComisiones.id);
    expect(post?.body).toEqual({ pagoids: IDS.slice(0, -1) });
  });

  it("names the declaration of each DAPcon commission: its code once it has one", async () => {
    await signInAs('admin_ares');
    renderWithPortal(<ConsultorComisiones consultorId={6} />, { route: '/consultores/45213678W?tab=comisiones' });
    await waitFor(() => expect(rows()).toHaveLength(IDS.length), { timeout: 30_000 });
    // One cell per declaration's commission answered (a fee's names none).
    const celdas = screen.getAllByTestId('dapcon-comision').map((c) => c.textContent);
    expect(celdas).toHaveLength(FIXTURES.filter((c) => c.origen === 'dapcon').length);
    expect(celdas).toContain('DAPcon: DAPcon-2024-0031');
  });
});
