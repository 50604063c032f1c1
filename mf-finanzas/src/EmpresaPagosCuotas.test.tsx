// A company's 'Pagos cuotas' on the mock API (mocks/src/finanzas-cuotas.ts): the fees answered, the
// payment modal, the years offered, deleting, its refusals; what each sends and the list read again.
// That the list holds the company's own fees only, newest first, and what a payment or a deletion stores
// are the API's: FinanzasListas.api.test.tsx, on the real API.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { calendarDay, formatEuro } from '@dapcon/contract/core';
import { anyosCuotaLibres, borrarPagoCuota, cuotasAnuales, FINANZAS_MSG, registrarPagoCuota } from '@dapcon/contract/finanzas';
import { MOCK_EMPRESAS, mockCuotas, mockError, mockRequests } from '@dapcon/mocks';
import { mockApi } from '@dapcon/mocks/node';
import { feedback, type FeedbackEvent } from '@dapcon/shared-sdk';
import { renderWithPortal, signInAs } from '../../config/test-utils';
import EmpresaPagosCuotas from './EmpresaPagosCuotas';

const ANYO = new Date().getFullYear();
/** The demo company of the mock API (its fees in mocks/src/finanzas-cuotas.ts: four years, the one before this owed). */
const EMPRESA = MOCK_EMPRESAS[0] ?? { org_cif: '', org_id: 0 };

const table = () => screen.getByRole('table');
const rows = () =>
  within(table())
    .getAllByRole('row')
    .slice(1)
    .filter((row) => within(row).queryAllByRole('button').length > 0);

let reported: FeedbackEvent[];
beforeEach(() => {
  reported = [];
  return feedback.subscribe((event) => reported.push(event));
});

async function open(lang: 'es' | 'ca' = 'es') {
  await signInAs('admin_ares');
  const user = userEvent.setup();
  renderWithPortal(<EmpresaPagosCuotas cif={EMPRESA.org_cif} />, { route: `/empresas/${EMPRESA.org_cif}?tab=pagos_cuotas`, lang });
  await waitFor(() => expect(rows().length).toBeGreaterThan(0), { timeout: 30_000 });
  return user;
}

describe("mf-finanzas's fee payments panel of a company ('Pagos cuotas')", () => {
  it.each([
    { lang: 'es' as const, title: 'Pagos cuotas', pendiente: 'Pendiente', boton: 'Registrar pago', cols: ['Año cuota', 'Fecha de pago', 'Importe', 'Tipo', 'N° factura'] },
    { lang: 'ca' as const, title: 'Pagaments de quotes', pendiente: 'Pendent', boton: 'Registrar pagament', cols: ['Any quota', 'Data de pagament', 'Import', 'Tipus', 'Núm. factura'] },
  ])('in $lang is headed "$title" inside the page, asks for the company’s fees and lists those answered', async ({ lang, title, pendiente, boton, cols }) => {
    await open(lang);
    expect(screen.getByRole('heading', { level: 2, name: title })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();
    expect(within(table()).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(cols);
    expect(mockRequests().filter((r) => r.endpoint === cuotasAnuales.id).at(-1)?.path).toContain(`org_id=${EMPRESA.org_id}`);
    const answered = mockCuotas();
    expect(rows().map((row) => within(row).getAllByRole('cell')[0]?.textContent)).toEqual(answered.map((c) => String(c.year)));
    answered.forEach((c, i) => expect(rows()[i]).toHaveTextContent(formatEuro(c.importe)));
    const owed = rows()[answered.findIndex((c) => c.pagado === null)];
    expect(within(owed ?? document.body).getByText(pendiente)).toBeInTheDocument();
    expect(rows()[0]).toHaveTextContent(answered[0]?.num_factura ?? '');
    expect(screen.getByRole('button', { name: boton })).toBeInTheDocument();
  });

  it('registers a payment from the modal (create mode): the invoice number answered is said, the list read again', async () => {
    const user = await open();
    const listas = mockRequests().filter((r) => r.endpoint === cuotasAnuales.id).length;
    await user.click(screen.getByRole('button', { name: 'Registrar pago' }));
    const dialog = await screen.findByRole('dialog', { name: 'Registrar pago de cuota' });
    // The form starts with the newest year not paid (this year is), today and Renovado (the company has fees already).
    expect(await within(dialog).findByRole('combobox', { name: /Año de la cuota/ })).toHaveValue(String(ANYO - 1));
    expect(within(dialog).getByLabelText(/Fecha de pago/)).toHaveValue(calendarDay(new Date()));
    expect(within(dialog).getByRole('combobox', { name: /^Tipo/ })).toHaveValue('Renovado');
    // Wrong amount and no date: the spec's and the contract's messages, nothing sent.
    await user.clear(within(dialog).getByLabelText(/Fecha de pago/));
    await user.type(within(dialog).getByRole('textbox', { name: 'Importe (€)' }), '12,345');
    await user.click(within(dialog).getByRole('button', { name: 'Registrar' }));
    expect(await within(dialog).findByText('El campo es obligatorio.')).toBeInTheDocument();
    expect(within(dialog).getByText('El importe no es válido: hasta 2 decimales, sin negativos.')).toBeInTheDocument();
    expect(mockRequests().filter((r) => r.endpoint === registrarPagoCuota.id)).toHaveLength(0);

    await user.selectOptions(within(dialog).getByRole('combobox', { name: /Año de la cuota/ }), String(ANYO - 4));
    await user.type(within(dialog).getByLabelText(/Fecha de pago/), `${ANYO - 4}-03-15`);
    await user.clear(within(dialog).getByRole('textbox', { name: 'Importe (€)' }));
    await user.selectOptions(within(dialog).getByRole('combobox', { name: /Método de pago/ }), 'T');
    await user.click(within(dialog).getByRole('button', { name: 'Registrar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const [post] = mockRequests().filter((r) => r.endpoint === registrarPagoCuota.id);
    expect(post?.body).toMatchObject({ org_id: EMPRESA.org_id, year: ANYO - 4, pagado: `${ANYO - 4}-03-15`, tipo: 'Renovado', metodo_pago: 'T' });
    expect(reported).toContainEqual({ kind: 'success', message: `Pago registrado correctamente: F${ANYO - 4}-0001` });
    await waitFor(() => expect(mockRequests().filter((r) => r.endpoint === cuotasAnuales.id).length).toBeGreaterThan(listas));
  });

  it('opens a fee in edit mode, which only allows deleting it (after confirming)', async () => {
    const user = await open();
    const listas = mockRequests().filter((r) => r.endpoint === cuotasAnuales.id).length;
    await user.click(screen.getByRole('button', { name: `Abrir el pago de ${ANYO - 2}` }));
    const dialog = await screen.findByRole('dialog', { name: `Pago de la cuota ${ANYO - 2}` });
    expect(within(dialog).queryAllByRole('textbox')).toHaveLength(0);
    expect(within(dialog).queryAllByRole('combobox')).toHaveLength(0);
    expect(within(dialog).getByText(`F${ANYO - 2}-0001`)).toBeInTheDocument();
    expect(within(dialog).getAllByRole('button').map((b) => b.textContent)).toEqual(expect.arrayContaining(['Eliminar pago']));
    expect(within(dialog).queryByRole('button', { name: /Registrar|Guardar/ })).not.toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Eliminar pago' }));
    const confirm = await screen.findByRole('alertdialog');
    expect(confirm).toHaveTextContent(`¿Realmente desea eliminar el pago de la cuota ${ANYO - 2}?`);
    await user.click(within(confirm).getByRole('button', { name: 'Aceptar' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    const deletes = mockRequests().filter((r) => r.endpoint === borrarPagoCuota.id);
    expect(deletes.map((r) => r.body)).toEqual([{ org_id: EMPRESA.org_id, year: ANYO - 2 }]);
    await waitFor(() => expect(mockRequests().filter((r) => r.endpoint === cuotasAnuales.id).length).toBeGreaterThan(listas));
    expect(reported).toContainEqual({ kind: 'success', message: 'Pago eliminado correctamente' });
  });

  it('offers only the years not paid yet, newest first', async () => {
    const user = await open();
    await user.click(screen.getByRole('button', { name: 'Registrar pago' }));
    const dialog = await screen.findByRole('dialog', { name: 'Registrar pago de cuota' });
    const year = await within(dialog).findByRole('combobox', { name: /Año de la cuota/ });
    const offered = within(year)
      .getAllByRole('option')
      .map((o) => Number(o.getAttribute('value')));
    // The demo company paid this year and the two before last; the one before is owed.
    const pagados = [ANYO, ANYO - 2, ANYO - 3];
    expect(offered).toEqual(Array.from({ length: ANYO - 1999 }, (_, i) => ANYO - i).filter((y) => !pagados.includes(y)));
    expect(offered[0]).toBe(ANYO - 1);
    expect(mockRequests().filter((r) => r.endpoint === anyosCuotaLibres.id).map((r) => r.path)).toEqual([`/api/organizaciones/${EMPRESA.org_id}/cuotas-anyos-libres`]);
  });

  it.each([
    { lang: 'es' as const, boton: 'Registrar pago', titulo: 'Registrar pago de cuota', tipo: /^Tipo/, registrar: 'Registrar', mensaje: 'Seleccione el tipo' },
    { lang: 'ca' as const, boton: 'Registrar pagament', titulo: 'Registrar pagament de quota', tipo: /^Tipus/, registrar: 'Registrar', mensaje: 'Seleccioneu el tipus' },
  ])("in $lang, without a type says '$mensaje' under the field and sends nothing", async ({ lang, boton, titulo, tipo, registrar, mensaje }) => {
    const user = await open(lang);
    await user.click(screen.getByRole('button', { name: boton }));
    const dialog = await screen.findByRole('dialog', { name: titulo });
    const campo = await within(dialog).findByRole('combobox', { name: tipo });
    await user.selectOptions(campo, '');
    await user.click(within(dialog).getByRole('button', { name: registrar }));
    expect(await within(dialog).findByText(mensaje)).toBeInTheDocument();
    expect(campo).toHaveAttribute('aria-invalid', 'true');
    expect(mockRequests().filter((r) => r.endpoint === registrarPagoCuota.id)).toHaveLength(0);
  });

  it('a year paid meanwhile (409) is said once, under the year, without the error modal', async () => {
    mockApi(registrarPagoCuota, () => {
      throw mockError(409, FINANZAS_MSG.cuotaYaPagada, { year: [FINANZAS_MSG.cuotaYaPagada] });
    });
    const user = await open();
    await user.click(screen.getByRole('button', { name: 'Registrar pago' }));
    const dialog = await screen.findByRole('dialog', { name: 'Registrar pago de cuota' });
    await within(dialog).findByRole('combobox', { name: /Año de la cuota/ });
    await user.click(within(dialog).getByRole('button', { name: 'Registrar' }));
    expect(await within(dialog).findByText(FINANZAS_MSG.cuotaYaPagada)).toBeInTheDocument();
    expect(screen.getAllByText(FINANZAS_MSG.cuotaYaPagada)).toHaveLength(1);
    expect(reported.filter((r) => r.kind === 'error')).toEqual([]);
    expect(screen.getByRole('dialog', { name: 'Registrar pago de cuota' })).toBeInTheDocument();
  });
});
