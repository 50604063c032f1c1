// The finance lists' filters, sorts and sums on the real API (issue 34, item 4: one back end;
// config/real-api.ts): which fees /pagos and a company's 'Pagos cuotas' list, in which order, and the
// sums of what is listed; which commissions a consultant's and a company's 'Comisiones' list, with their
// sums, paid or not; what a company's 'Definir Comisionista', 'Sincronizar' and a deletion store, and
// what a consultant's 'Pagar' and an update store (the sums read again); which tariffs a type of the
// tree lists, and what a fee's or the bank data's save or deletion stores (a type and code taken
// refused); what a fee's payment registered or deleted stores (the tariff's amount, the invoice number,
// the company's payment state, the years left to pay), and what a company's choice of a payment method
// stores (its fee owed by transfer, 'en_tramite'; a second choice refused); a declaration's payment: the
// tariff's amount, the invoice, the row and the summary after a registration. They are the API's rules
// (api/src/areas/finanzas/cuotas-lista.ts, comisiones-lista.ts, comisiones.ts, tarifas-repository.ts,
// pagos-dapcon.ts):
// the mock answers its fixture rows as they are, and the plain tests check what the screens do with an
// answer. The fees and commissions are written here on the 'test' seed, as the API's own tests write
// them.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { calendarDay, formatEuro, toCents, toDisplayDate } from '@dapcon/contract/core';
import { comisiones, cuotasAnuales, FINANZAS_MSG, tarifasList } from '@dapcon/contract/finanzas';
import { feedback, useSession, type FeedbackEvent } from '@dapcon/shared-sdk';
import { AreaRoutes } from '@dapcon/shared-ui';
import { withRealApi } from '../../../../config/real-api';
import { renderWithPortal } from '../../../../config/test-utils';
import ConsultorComisiones from '../../ConsultorComisiones';
import EmpresaComisiones from '../../EmpresaComisiones';
import EmpresaPagosCuotas from '../../EmpresaPagosCuotas';
import '../../i18n';
import { TarifasPage } from '../tarifas/TarifasPage';
import { PagosPage } from './PagosPage';

const api = withRealApi();
const ADMIN = '46127839M';
const ANYO = new Date().getFullYear();
const SLOW = { timeout: 30_000 };

/**
 * The dialog named `name` once it shows `field`, looked up afresh: a modal shows its loading state in a
 * dialog of its own, then its form in another (TarifaModal, AltaPagosModal), so a dialog found before
 * its data came is gone when the form shows (only on a busy worker, where the data comes late).
 */
async function dialogWith(name: string, field: RegExp): Promise<HTMLElement> {
  return waitFor(() => {
    const dialog = screen.getByRole('dialog', { name });
    within(dialog).getByLabelText(field);
    return dialog;
  }, SLOW);
}

interface Org {
  org_id: number;
  org_nombre: string;
  org_cif: string;
}
/** Two companies other than the demo one: [three fees of their own (two paid, one owed by direct debit), one owed by transfer]. */
let orgs: [Org, Org];
/** The demo commission earner (47815236F) and another consultant, by id. */
let agente: number;
let otro: number;

beforeAll(async () => {
  orgs = (await api.sql<Org>('select org_id, org_nombre, org_cif from organizaciones where org_id <> 1 order by org_id limit 2')) as [Org, Org];
  const [a, b] = orgs;
  await api.sql(`delete from cuotas where org_id in (${a.org_id}, ${b.org_id})`);
  // Inserted out of order: the list's order is the API's.
  await api.sql(
    `insert into cuotas (org_id, year, importe, tipo, metodo_pago, pagado, num_factura) values
      (${a.org_id}, ${ANYO - 2}, '300.00', 'Alta', 'T', '${ANYO - 2}-02-01', 'FT-A-${ANYO - 2}'),
      (${a.org_id}, ${ANYO}, '450.00', 'Renovado', 'T', '${ANYO}-02-03', 'FT-A-${ANYO}'),
      (${a.org_id}, ${ANYO - 1}, '400.00', 'Renovado', 'R', null, null),
      (${b.org_id}, ${ANYO - 1}, '1000.00', 'Alta', 'T', null, null)`,
  );
  const ids = await api.sql<{ id: number; consultor_nif: string }>(`select id, consultor_nif from consultores where consultor_nif in ('47815236F', '43091827Q')`);
  agente = ids.find((c) => c.consultor_nif === '47815236F')?.id ?? 0;
  otro = ids.find((c) => c.consultor_nif === '43091827Q')?.id ?? 0;
  // The earner's commissions are these three only (the seed's go); the other consultant earns one on company a.
  await api.sql(`delete from comisiones where consultor_id in (${agente}, ${otro}) or org_id in (${a.org_id}, ${b.org_id})`);
  const comision = (consultor: number, org: number, tipo: string, importe: string, porcentaje: string, total: string, year: number, pagada: string | null) =>
    `(${consultor}, ${org}, '${tipo}', 'cuota', 'Comisión', '${importe}', '${porcentaje}', '${total}', ${year}, ${pagada ? `'${pagada}'` : 'null'})`;
  await api.sql(
    `insert into comisiones (consultor_id, org_id, tipo_comision, origen, comision_nombre, importe, porcentaje, total_comision, year, fecha_pago) values ${[
      comision(agente, a.org_id, 'comision_alta_empresa', '300.00', '10.00', '30.00', ANYO - 2, `${ANYO - 1}-01-31`),
      comision(agente, a.org_id, 'comision_renovacion_empresa', '450.00', '5.00', '22.50', ANYO, null),
      comision(agente, b.org_id, 'comision_alta_empresa', '1000.00', '10.00', '100.00', ANYO - 1, null),
      comision(otro, a.org_id, 'comision_alta_empresa', '500.00', '10.00', '50.00', ANYO - 1, `${ANYO}-01-31`),
    ].join(', ')}`,
  );
});

const filas = (name: RegExp | string) =>
  within(screen.getByRole('table', { name }))
    .getAllByRole('row')
    .slice(1)
    .filter((row) => !row.hasAttribute('data-skeleton') && within(row).queryAllByRole('button').length > 0);
const pagos = () => filas('Pagos de cuotas anuales');
/** The fee year of each /pagos row. */
const anyos = () => pagos().map((row) => Number(within(row).getAllByRole('cell')[1]?.textContent));

describe('/pagos on the real API', () => {
  it("one company's fees, newest year first, with the sums of what is listed; a year narrows them and the sums", async () => {
    const [a] = orgs;
    await api.signIn(ADMIN);
    const user = userEvent.setup();
    renderWithPortal(<PagosPage />, { route: `/pagos?org_id=${a.org_id}` });
    await waitFor(() => expect(anyos()).toEqual([ANYO, ANYO - 1, ANYO - 2]), SLOW);
    for (const row of pagos()) expect(row).toHaveTextContent(a.org_cif);
    expect(screen.getByTestId('totales')).toHaveTextContent(`Total: ${formatEuro('1150.00')}`);
    expect(screen.getByTestId('totales')).toHaveTextContent(`Pagado: ${formatEuro('750.00')}`);

    await user.selectOptions(screen.getByRole('combobox', { name: 'Año de la cuota' }), String(ANYO - 1));
    await user.click(screen.getByRole('button', { name: 'Filtrar' }));
    await waitFor(() => expect(anyos()).toEqual([ANYO - 1]), SLOW);
    expect(pagos()[0]).toHaveTextContent('Pendiente');
    expect(screen.getByTestId('totales')).toHaveTextContent(`Total: ${formatEuro('400.00')}`);
    expect(screen.getByTestId('totales')).toHaveTextContent(`Pagado: ${formatEuro('0.00')}`);
    expect(api.requests().filter((r) => r.endpoint === cuotasAnuales.id).at(-1)?.path).toContain(`year=${ANYO - 1}`);
  });

  it('the direct debits to collect: owed fees of method R only, not the transfers awaited nor the paid ones', async () => {
    const [a, b] = orgs;
    await api.signIn(ADMIN);
    renderWithPortal(<PagosPage />, { route: '/pagos?pendiente=true&metodo_pago=R' });
    await waitFor(() => expect(pagos().some((row) => row.textContent?.includes(a.org_cif))).toBe(true), SLOW);
    for (const row of pagos()) {
      expect(row).toHaveTextContent('Pendiente');
      expect(row).toHaveTextContent('Domiciliación');
    }
    expect(pagos().filter((row) => row.textContent?.includes(a.org_cif)).map((row) => within(row).getAllByRole('cell')[1]?.textContent)).toEqual([String(ANYO - 1)]);
    expect(pagos().some((row) => row.textContent?.includes(b.org_cif))).toBe(false);
  });

  it("a company's 'Pagos cuotas' lists its own fees only, newest first", async () => {
    const [a] = orgs;
    await api.signIn(ADMIN);
    renderWithPortal(<EmpresaPagosCuotas cif={a.org_cif} />, { route: `/empresas/${a.org_cif}?tab=pagos_cuotas` });
    const years = () =>
      within(screen.getByRole('table'))
        .getAllByRole('row')
        .slice(1)
        .filter((row) => within(row).queryAllByRole('button').length > 0)
        .map((row) => within(row).getAllByRole('cell')[0]?.textContent);
    await waitFor(() => expect(years()).toEqual([String(ANYO), String(ANYO - 1), String(ANYO - 2)]), SLOW);
  });
});

describe("the 'Comisiones' panels on the real API", () => {
  const filas = (name: string) => within(screen.getByRole('table', { name })).getAllByRole('row').slice(1);

  it("a consultant's: its commissions only, newest year first, with the sums to pay and paid; 'Pagadas' lists the paid ones", async () => {
    await api.signIn(ADMIN);
    const user = userEvent.setup();
    renderWithPortal(<ConsultorComisiones consultorId={agente} />, { route: `/consultores/47815236F?tab=comisiones` });
    const totales = () => filas('Comisiones del consultor').map((row) => [formatEuro('22.50'), formatEuro('100.00'), formatEuro('30.00'), formatEuro('50.00')].find((t) => row.textContent?.includes(t)));
    await waitFor(() => expect(totales()).toEqual([formatEuro('22.50'), formatEuro('100.00'), formatEuro('30.00')]), SLOW);
    expect(screen.getByTestId('total-a-pagar')).toHaveTextContent(`Total a pagar: ${formatEuro('122.50')}`);
    expect(screen.getByTestId('total-pagado')).toHaveTextContent(`Total pagado: ${formatEuro('30.00')}`);

    await user.click(screen.getByRole('checkbox', { name: 'Pagadas' }));
    await waitFor(() => expect(totales()).toEqual([formatEuro('30.00')]), SLOW);
    expect(filas('Comisiones del consultor')[0]).toHaveTextContent(`31/01/${ANYO - 1}`);
    expect(api.requests().filter((r) => r.endpoint === comisiones.id).at(-1)?.path).toContain('es_pagado=true');
  });

  it("a company's: the commissions on it of every agent, and none of other companies", async () => {
    const [a] = orgs;
    await api.signIn(ADMIN);
    renderWithPortal(<EmpresaComisiones cif={a.org_cif} />, { route: `/empresas/${a.org_cif}?tab=comisiones` });
    const totales = () => filas('Comisiones de la empresa').map((row) => [formatEuro('22.50'), formatEuro('100.00'), formatEuro('30.00'), formatEuro('50.00')].find((t) => row.textContent?.includes(t)));
    await waitFor(() => expect(totales()).toEqual([formatEuro('22.50'), formatEuro('50.00'), formatEuro('30.00')]), SLOW);
  });
});

describe('fee payments on the real API', () => {
  it("a company's 'Pagos cuotas': a payment registered with the size's tariff and the year's next invoice, the company up to date, the year no longer offered; deleted, it owes again", async () => {
    const [, b] = orgs;
    await api.signIn(ADMIN);
    const user = userEvent.setup();
    const reported: FeedbackEvent[] = [];
    const unsubscribe = feedback.subscribe((event) => reported.push(event));
    const [{ precio }] = (await api.sql<{ precio: string }>(
      `select t.precio from tarifas t join organizaciones o on o.org_tamanio = t.codigo where t.tipo = 'cuota_anual' and t.estado and o.org_id = ${b.org_id}`,
    )) as [{ precio: string }];
    const [{ ultimo }] = (await api.sql<{ ultimo: number }>(`select coalesce(max(ultimo), 0) as ultimo from facturas_numeracion where anyo = ${ANYO}`)) as [{ ultimo: number }];
    const factura = `F${ANYO}-${String(Number(ultimo) + 1).padStart(4, '0')}`;
    renderWithPortal(<EmpresaPagosCuotas cif={b.org_cif} />, { route: `/empresas/${b.org_cif}?tab=pagos_cuotas` });
    await screen.findByRole('button', { name: `Abrir el pago de ${ANYO - 1}` }, SLOW);
    await user.click(screen.getByRole('button', { name: 'Registrar pago' }));
    const dialog = await dialogWith('Registrar pago de cuota', /Año de la cuota/);
    await waitFor(() => expect(within(dialog).getByRole('combobox', { name: /Año de la cuota/ })).toHaveValue(String(ANYO)), SLOW);
    await user.click(within(dialog).getByRole('button', { name: 'Registrar' }));
    await waitFor(() => expect(reported).toContainEqual({ kind: 'success', message: `Pago registrado correctamente: ${factura}` }), SLOW);
    expect(await api.sql(`select importe, num_factura, tipo from cuotas where org_id = ${b.org_id} and year = ${ANYO}`)).toEqual([{ importe: precio, num_factura: factura, tipo: 'Renovado' }]);
    expect(await api.sql(`select estado_pago from organizaciones where org_id = ${b.org_id}`)).toEqual([{ estado_pago: 'pagado' }]);
    await waitFor(() => expect(screen.getByRole('button', { name: `Abrir el pago de ${ANYO}` })).toBeInTheDocument(), SLOW);

    await user.click(screen.getByRole('button', { name: 'Registrar pago' }));
    const again = await dialogWith('Registrar pago de cuota', /Año de la cuota/);
    await waitFor(() => expect(within(again).getByRole('combobox', { name: /Año de la cuota/ })).toHaveValue(String(ANYO - 1)), SLOW);
    expect(within(within(again).getByRole('combobox', { name: /Año de la cuota/ })).queryByRole('option', { name: String(ANYO) })).not.toBeInTheDocument();
    await user.click(within(again).getByRole('button', { name: 'Cancelar' }));

    await user.click(screen.getByRole('button', { name: `Abrir el pago de ${ANYO}` }));
    const pago = await screen.findByRole('dialog', { name: `Pago de la cuota ${ANYO}` });
    await user.click(within(pago).getByRole('button', { name: 'Eliminar pago' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Aceptar' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: `Abrir el pago de ${ANYO}` })).not.toBeInTheDocument(), SLOW);
    expect(await api.sql(`select id from cuotas where org_id = ${b.org_id} and year = ${ANYO}`)).toEqual([]);
    expect(await api.sql(`select estado_pago from organizaciones where org_id = ${b.org_id}`)).toEqual([{ estado_pago: 'pendiente' }]);
    unsubscribe();
  });

  it("a company choosing the transfer: this year's fee owed by transfer at its size's tariff, 'en_tramite'; a second choice refused (409)", async () => {
    const [{ org_id }] = (await api.sql<{ org_id: number }>(`select org_id from organizaciones where org_cif = 'A08612343'`)) as [{ org_id: number }];
    await api.sql(`delete from cuotas where org_id = ${org_id} and year = ${ANYO}`);
    await api.sql(`update organizaciones set estado_pago = 'pendiente' where org_id = ${org_id}`);
    const [{ precio }] = (await api.sql<{ precio: string }>(
      `select t.precio from tarifas t join organizaciones o on o.org_tamanio = t.codigo where t.tipo = 'cuota_anual' and t.estado and o.org_id = ${org_id}`,
    )) as [{ precio: string }];
    await api.signIn('A08612343');
    const user = userEvent.setup();
    const reported: FeedbackEvent[] = [];
    const unsubscribe = feedback.subscribe((event) => reported.push(event));
    const confirmar = async () => {
      await user.click(await screen.findByRole('button', { name: 'Transferencia Bancaria' }, SLOW));
      await user.click(await screen.findByRole('button', { name: 'Siguiente' }, SLOW));
      await waitFor(() => expect(screen.getByTestId('cuota')).toHaveTextContent(`Precio${formatEuro(precio)}`), SLOW);
      await user.click(screen.getByRole('button', { name: 'Confirmar' }));
    };
    // Imported here: imported at the top of the file, the tariff modal of a later test was seen waiting
    // for ever on GET /idiomas (answered, in the cache); the cause is not found yet.
    const { default: PagoOrganizacion } = await import('../../PagoOrganizacion');
    const onPaid = vi.fn<(token: string) => void>();
    const { unmount } = renderWithPortal(<PagoOrganizacion onPaid={onPaid} onLogout={() => undefined} />, { route: '/inicio' });
    await confirmar();
    await waitFor(() => expect(onPaid).toHaveBeenCalledTimes(1), SLOW);
    expect(await api.sql(`select importe, metodo_pago, pagado from cuotas where org_id = ${org_id} and year = ${ANYO}`)).toEqual([{ importe: precio, metodo_pago: 'T', pagado: null }]);
    expect(await api.sql(`select estado_pago from organizaciones where org_id = ${org_id}`)).toEqual([{ estado_pago: 'en_tramite' }]);
    unmount();

    // The choice closed the session it was made in: the portal goes on with the token handed over.
    useSession.getState().signIn(onPaid.mock.calls[0]?.[0] ?? '');
    renderWithPortal(<PagoOrganizacion onPaid={onPaid} onLogout={() => undefined} />, { route: '/inicio' });
    await confirmar();
    await waitFor(() => expect(reported).toContainEqual(expect.objectContaining({ kind: 'error', status: 409, message: 'La empresa no tiene ningún pago pendiente.' })), SLOW);
    expect(onPaid).toHaveBeenCalledTimes(1);
    expect(await api.sql(`select count(*)::int as n from cuotas where org_id = ${org_id} and year = ${ANYO}`)).toEqual([{ n: 1 }]);
    unsubscribe();
  });
});

describe('/tarifas on the real API', () => {
  it('lists the annual fees by description when no type is picked, and only the fees of the type picked in the tree', async () => {
    await api.signIn(ADMIN);
    const user = userEvent.setup();
    renderWithPortal(<AreaRoutes routes={[{ path: '/tarifas', title: 'Tarifas', element: <TarifasPage /> }]} />, { route: '/tarifas' });
    const tabla = () => screen.getByRole('table');
    const descripciones = () =>
      within(tabla())
        .getAllByRole('row')
        .slice(1)
        .filter((row) => within(row).queryAllByRole('button').length > 0)
        .map((row) => within(row).getAllByRole('cell')[0]?.textContent);
    await waitFor(
      () =>
        expect(descripciones()).toEqual([
          'Cuota anual asociación de más de 5 socios',
          'Cuota anual asociación hasta 5 socios',
          'Cuota anual gran empresa (más de 250 trabajadores)',
          'Cuota anual mediana empresa (de 50 a 250 trabajadores)',
          'Cuota anual pequeña empresa (menos de 50 trabajadores)',
        ]),
      SLOW,
    );
    await user.click(await screen.findByRole('treeitem', { name: 'Renovación DAPcon' }, SLOW));
    await waitFor(() => expect(descripciones()).toEqual(['Renovación de una DAPcon']), SLOW);
    expect(api.requests().filter((r) => r.endpoint === tarifasList.id).at(-1)?.path).toContain('tipo=dapcon_renovacion');
  });

  const tarifas = () =>
    renderWithPortal(<AreaRoutes routes={[{ path: '/tarifas', title: 'Tarifas', element: <TarifasPage /> }]} />, { route: '/tarifas?tipo=dapcon' });
  const tarifa = (codigo: string) => api.sql<{ id: number; descripcion: string; precio: string }>(`select id, descripcion, precio from tarifas where tipo = 'dapcon' and codigo = '${codigo}'`);

  it('a fee created (a type and code taken refused under the code first), its price edited and deleted: each stored, the list read back', async () => {
    await api.signIn(ADMIN);
    const user = userEvent.setup();
    tarifas();
    await screen.findByRole('button', { name: 'Editar la tarifa Registro de una DAPcon' }, SLOW);
    await user.click(screen.getByRole('button', { name: 'Nueva tarifa' }));
    const dialog = await dialogWith('Nueva tarifa de DAPcon', /Código interno/);
    await user.type(await within(dialog).findByLabelText(/Código interno/, {}, SLOW), 'dapcon');
    await user.type(within(dialog).getByLabelText(/^Descripción(?! \()/), 'Registro urgente');
    await user.type(within(dialog).getByLabelText(/Código contable/), '705.2009');
    await user.type(within(dialog).getByLabelText(/Precio/), '1.800');
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    expect(await within(dialog).findByText(FINANZAS_MSG.tarifaDuplicada, {}, SLOW)).toBeInTheDocument();
    expect(await tarifa('dapcon_urgente')).toEqual([]);
    const codigo = within(dialog).getByLabelText(/Código interno/);
    await user.clear(codigo);
    await user.type(codigo, 'dapcon_urgente');
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    const nueva = within(await screen.findByRole('table', {}, SLOW));
    await waitFor(() => expect(nueva.getByRole('row', { name: /Registro urgente/ })).toHaveTextContent('1.800,00 €'), SLOW);
    expect(await tarifa('dapcon_urgente')).toMatchObject([{ descripcion: 'Registro urgente', precio: '1800.00' }]);

    await user.click(screen.getByRole('button', { name: 'Editar la tarifa Registro urgente' }));
    const editar = await dialogWith('Editar tarifa', /Precio/);
    const precio = within(editar).getByLabelText(/Precio/);
    await user.clear(precio);
    await user.type(precio, '1.750,5');
    await user.click(within(editar).getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(screen.getByRole('row', { name: /Registro urgente/ })).toHaveTextContent('1.750,50 €'), SLOW);
    expect(await tarifa('dapcon_urgente')).toMatchObject([{ precio: '1750.50' }]);

    await user.click(screen.getByRole('button', { name: 'Borrar la tarifa Registro urgente' }));
    const confirm = await screen.findByRole('alertdialog').catch(() => screen.findByRole('dialog'));
    await user.click(within(confirm).getByRole('button', { name: /Aceptar|Confirmar|Sí/ }));
    await waitFor(() => expect(screen.queryByRole('row', { name: /Registro urgente/ })).not.toBeInTheDocument(), SLOW);
    expect(await tarifa('dapcon_urgente')).toEqual([]);
    // The confirmation closes as it finishes its animation, which may come after the list has changed
    // (a busy machine): until then it hides the page from the accessibility tree.
    await waitFor(() => expect(confirm).not.toBeInTheDocument(), SLOW);
    expect(await screen.findByRole('row', { name: /Registro de una DAPcon/ }, SLOW)).toBeInTheDocument();
  });

  it("the bank data: holder and BIC left blank cleared, the creditor id normalised, and the modal reads them back", async () => {
    await api.signIn(ADMIN);
    const user = userEvent.setup();
    tarifas();
    await user.click(await screen.findByRole('button', { name: 'Datos bancarios' }, SLOW));
    const dialog = await screen.findByRole('dialog', { name: 'Datos bancarios' });
    const titular = await within(dialog).findByLabelText(/Titular/, {}, SLOW);
    await waitFor(() => expect(titular).not.toHaveValue(''), SLOW);
    await user.clear(titular);
    await user.clear(within(dialog).getByLabelText(/BIC/));
    const acreedor = within(dialog).getByLabelText(/Identificador de acreedor SEPA/);
    await user.clear(acreedor);
    await user.type(acreedor, 'es10 zzz q0875009b');
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Datos bancarios' })).not.toBeInTheDocument(), SLOW);
    expect(await api.sql('select titular, bic, identificador_acreedor from datos_bancarios')).toEqual([{ titular: null, bic: null, identificador_acreedor: 'ES10ZZZQ0875009B' }]);
    await user.click(screen.getByRole('button', { name: 'Datos bancarios' }));
    const again = await screen.findByRole('dialog', { name: 'Datos bancarios' });
    await waitFor(() => expect(within(again).getByLabelText(/Identificador de acreedor SEPA/)).toHaveValue('ES10ZZZQ0875009B'), SLOW);
    expect(within(again).getByLabelText(/Titular/)).toHaveValue('');
    expect(within(again).getByLabelText(/BIC/)).toHaveValue('');
  });
});

describe('commission writes on the real API', () => {
  /** [a company with paid fees and no agent, a company whose commissions the other consultant earns] */
  let empresas: [Org, Org];

  beforeAll(async () => {
    empresas = (await api.sql<Org>('select org_id, org_nombre, org_cif from organizaciones where org_id <> 1 order by org_id offset 2 limit 2')) as [Org, Org];
    const [c, d] = empresas;
    await api.sql(`update organizaciones set org_convenio = null, comisionista_id = null, tipo_comision = null where org_id = ${c.org_id}`);
    await api.sql(`delete from comisiones where org_id in (${c.org_id}, ${d.org_id})`);
    await api.sql(`delete from cuotas where org_id = ${c.org_id}`);
    await api.sql(
      `insert into cuotas (org_id, year, importe, tipo, metodo_pago, pagado, num_factura) values
        (${c.org_id}, ${ANYO}, '500.00', 'Renovado', 'T', '${ANYO}-02-01', 'FT-C-${ANYO}'),
        (${c.org_id}, ${ANYO - 1}, '450.00', 'Alta', 'T', '${ANYO - 1}-02-01', 'FT-C-${ANYO - 1}')`,
    );
    const comision = (nombre: string, importe: string, porcentaje: string, total: string, year: number, pagada: string | null) =>
      `(${otro}, ${d.org_id}, 'comision_renovacion_empresa', 'cuota', '${nombre}', '${importe}', '${porcentaje}', '${total}', ${year}, ${pagada ? `'${pagada}'` : 'null'})`;
    await api.sql(
      `insert into comisiones (consultor_id, org_id, tipo_comision, origen, comision_nombre, importe, porcentaje, total_comision, year, fecha_pago) values ${[
        comision('Comisión D uno', '1000.00', '10.00', '100.00', ANYO, null),
        comision('Comisión D dos', '400.00', '5.00', '20.00', ANYO - 1, null),
        comision('Comisión D tres', '150.00', '5.00', '7.50', ANYO - 2, `${ANYO - 1}-03-01`),
      ].join(', ')}`,
    );
  });

  it("a company's 'Definir Comisionista' with 'Sincronizar comisiones' stores the agent and the commission of its paid fee of that type; 'Sincronizar' adds a fee paid since; an unpaid one deleted", async () => {
    const [c] = empresas;
    await api.signIn(ADMIN);
    const user = userEvent.setup();
    const reported: FeedbackEvent[] = [];
    const unsubscribe = feedback.subscribe((event) => reported.push(event));
    renderWithPortal(<EmpresaComisiones cif={c.org_cif} />, { route: `/empresas/${c.org_cif}?tab=comisiones` });
    expect(await screen.findByTestId('sin-comisionista', undefined, SLOW)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Definir Comisionista' }));
    const dialog = await screen.findByRole('dialog', { name: 'Definir Comisionista' });
    await waitFor(() => expect(within(dialog).getByRole('option', { name: /47815236F/ })).toBeInTheDocument(), SLOW);
    await user.selectOptions(within(dialog).getByRole('combobox', { name: /Comisionista/ }), String(agente));
    await user.selectOptions(within(dialog).getByRole('combobox', { name: /Tipo de comisión/ }), 'comision_renovacion_empresa');
    await user.click(within(dialog).getByRole('checkbox', { name: 'Sincronizar comisiones' }));
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(screen.getByTestId('comisionista')).toHaveTextContent('47815236F'), SLOW);
    expect(screen.queryByTestId('sin-comisionista')).not.toBeInTheDocument();
    expect(await api.sql(`select comisionista_id, tipo_comision from organizaciones where org_id = ${c.org_id}`)).toEqual([{ comisionista_id: agente, tipo_comision: 'comision_renovacion_empresa' }]);
    // The renewal fee paid, not the 'Alta' one: the type chosen.
    const guardadas = () => api.sql<{ importe: string; year: number }>(`select importe, year from comisiones where org_id = ${c.org_id} order by year desc`);
    expect(await guardadas()).toEqual([{ importe: '500.00', year: ANYO }]);
    const years = () =>
      within(screen.getByRole('table', { name: 'Comisiones de la empresa' }))
        .getAllByRole('row')
        .slice(1)
        .filter((row) => within(row).queryAllByRole('button').length > 0)
        .map((row) => within(row).getAllByRole('cell')[5]?.textContent);
    await waitFor(() => expect(years()).toEqual([String(ANYO)]), SLOW);

    // A renewal paid meanwhile outside the portal: 'Sincronizar' creates its commission and says so.
    await api.sql(`insert into cuotas (org_id, year, importe, tipo, metodo_pago, pagado, num_factura) values (${c.org_id}, ${ANYO - 2}, '300.00', 'Renovado', 'T', '${ANYO - 2}-02-01', 'FT-C-${ANYO - 2}')`);
    await user.click(screen.getByRole('button', { name: 'Sincronizar' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Aceptar' }));
    await waitFor(() => expect(reported).toContainEqual({ kind: 'success', message: 'Comisiones sincronizadas correctamente: creadas: 1, eliminadas: 0, actualizadas: 0' }), SLOW);
    await waitFor(() => expect(years()).toEqual([String(ANYO), String(ANYO - 2)]), SLOW);

    await user.click(screen.getByRole('button', { name: new RegExp(`^Eliminar la comisión .* de ${ANYO - 2}$`) }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Aceptar' }));
    await waitFor(() => expect(years()).toEqual([String(ANYO)]), SLOW);
    expect(await guardadas()).toEqual([{ importe: '500.00', year: ANYO }]);
    unsubscribe();
  });

  it("a consultant's 'Pagar' stores the date and observaciones of the chosen ones and the sums follow; a paid one's date cleared is owed again", async () => {
    const [, d] = empresas;
    await api.signIn(ADMIN);
    const user = userEvent.setup();
    renderWithPortal(<ConsultorComisiones consultorId={otro} />, { route: '/consultores/43091827Q?tab=comisiones' });
    // Company d's three and the 50.00 on company a paid.
    await waitFor(() => expect(screen.getByTestId('total-a-pagar')).toHaveTextContent(`Total a pagar: ${formatEuro('120.00')}`), SLOW);
    expect(screen.getByTestId('total-pagado')).toHaveTextContent(`Total pagado: ${formatEuro('57.50')}`);
    await user.click(screen.getByRole('checkbox', { name: `Seleccionar la comisión Comisión D uno de ${d.org_nombre} (${ANYO})` }));
    await user.click(screen.getByRole('checkbox', { name: `Seleccionar la comisión Comisión D dos de ${d.org_nombre} (${ANYO - 1})` }));
    await user.click(screen.getByRole('button', { name: 'Pagar' }));
    const pagar = await screen.findByRole('dialog', { name: 'Pagar comisiones' });
    await user.type(within(pagar).getByLabelText(/Fecha de pago/), `${ANYO}-01-15`);
    await user.type(within(pagar).getByRole('textbox', { name: 'Observaciones' }), 'Transferencia');
    await user.click(within(pagar).getByRole('button', { name: 'Pagar' }));
    await waitFor(() => expect(screen.getByTestId('total-a-pagar')).toHaveTextContent(`Total a pagar: ${formatEuro('0.00')}`), SLOW);
    expect(screen.getByTestId('total-pagado')).toHaveTextContent(`Total pagado: ${formatEuro('177.50')}`);
    const guardadas = () => api.sql(`select comision_nombre, fecha_pago::text as fecha_pago, observaciones from comisiones where org_id = ${d.org_id} order by year desc`);
    expect(await guardadas()).toEqual([
      { comision_nombre: 'Comisión D uno', fecha_pago: `${ANYO}-01-15`, observaciones: 'Transferencia' },
      { comision_nombre: 'Comisión D dos', fecha_pago: `${ANYO}-01-15`, observaciones: 'Transferencia' },
      { comision_nombre: 'Comisión D tres', fecha_pago: `${ANYO - 1}-03-01`, observaciones: null },
    ]);

    await user.click(screen.getByRole('button', { name: `Actualizar la comisión Comisión D tres de ${d.org_nombre} (${ANYO - 2})` }));
    const actualizar = await screen.findByRole('dialog', { name: 'Actualizar comisión' });
    await user.clear(within(actualizar).getByLabelText(/^Fecha de pago/));
    await user.type(within(actualizar).getByRole('textbox', { name: 'Observaciones' }), 'Pago anulado');
    await user.click(within(actualizar).getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(screen.getByTestId('total-a-pagar')).toHaveTextContent(`Total a pagar: ${formatEuro('7.50')}`), SLOW);
    expect((await guardadas())[2]).toEqual({ comision_nombre: 'Comisión D tres', fecha_pago: null, observaciones: 'Pago anulado' });
  });
});

describe('DAPcon payments on the real API', () => {
  // The seed's five declarations of the demo company, each in Spanish and Catalan: 1–3 unpaid, without a
  // code; 4 and 5 paid (1.750 €). The seeded tariffs: 1.500 €, 250 € per language beyond the first.
  const HOY = calendarDay(new Date());
  const siguienteFactura = async () => {
    const [{ ultimo }] = (await api.sql<{ ultimo: number }>(`select coalesce(max(ultimo), 0) as ultimo from facturas_numeracion where anyo = ${ANYO}`)) as [{ ultimo: number }];
    return `F${ANYO}-${String(Number(ultimo) + 1).padStart(4, '0')}`;
  };

  it("the record's 'Pago' panel: an unpaid declaration's tariff amount (two languages); registered with another amount, stored with the year's next invoice and shown", async () => {
    await api.sql('delete from dapcon_pagos where dapcon_id = 2');
    const factura = await siguienteFactura();
    await api.signIn(ADMIN);
    const user = userEvent.setup();
    const { default: DapconPagoResumen } = await import('../../DapconPagoResumen');
    renderWithPortal(<DapconPagoResumen dapconId={2} />, { route: '/dapcon/2/1' });
    const panel = await screen.findByTestId('pago-dapcon', {}, SLOW);
    await waitFor(() => expect(panel).toHaveTextContent('Pendiente de pago'), SLOW);
    expect(panel).toHaveTextContent(formatEuro('1750.00'));
    await user.click(within(panel).getByRole('button', { name: 'Registrar pago' }));
    const dialog = await screen.findByRole('dialog', { name: 'Registrar pago' });
    const importe = within(dialog).getByLabelText(/Importe/);
    await waitFor(() => expect(importe).toHaveValue('1.750,00'), SLOW);
    await user.clear(importe);
    await user.type(importe, '1.600,5');
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(screen.getByTestId('pago-dapcon')).toHaveTextContent(formatEuro('1600.50')), SLOW);
    expect(screen.getByTestId('pago-dapcon')).toHaveTextContent(toDisplayDate(HOY));
    expect(screen.getByTestId('pago-dapcon')).toHaveTextContent(factura);
    expect(await api.sql('select pagado::text as pagado, importe, num_factura from dapcon_pagos where dapcon_id = 2')).toEqual([{ pagado: HOY, importe: '1600.50', num_factura: factura }]);
  });

  it("a company's 'Pagos DAPcon': a payment registered from a row at the tariff's amount turns it to 'Actualizar pago', and the summary adds it to its categories", async () => {
    await api.sql('delete from dapcon_pagos where dapcon_id in (2, 5)');
    const [{ dapcon_codigo: codigo }] = (await api.sql<{ dapcon_codigo: string }>('select dapcon_codigo from dapcons where id = 5')) as [{ dapcon_codigo: string }];
    await api.signIn(ADMIN);
    const user = userEvent.setup();
    const { default: EmpresaPagosDapcon } = await import('../../EmpresaPagosDapcon');
    renderWithPortal(<EmpresaPagosDapcon cif="A08612343" />, { route: '/empresas/A08612343?tab=pagos_dapcon' });
    const figuras = (): Record<string, number> =>
      Object.fromEntries(
        within(screen.getByRole('table', { name: 'Importe pagado por idioma, renovadas y publicadas' }))
          .getAllByRole('row')
          .slice(1)
          .map((row) => {
            const [label, value] = [...row.querySelectorAll('th, td')].map((c) => c.textContent ?? '');
            return [label, toCents((value ?? '').replace(/\s?€/, ''))];
          }),
      );
    const resumen = async (check: (f: Record<string, number>) => void) => {
      await user.click(await screen.findByRole('button', { name: 'Resumen' }, SLOW));
      const dialog = await screen.findByRole('dialog', { name: 'Resumen de las DAPcon' });
      await waitFor(() => check(figuras()), SLOW);
      await user.click(within(dialog).getAllByRole('button', { name: 'Cerrar' }).at(-1) as HTMLElement);
      await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Resumen de las DAPcon' })).not.toBeInTheDocument());
    };
    // Declaration 4's payment only.
    await resumen((f) => expect(f).toMatchObject({ Español: 175_000 }));

    await user.click(await screen.findByRole('button', { name: `Registrar pago de ${codigo}` }, SLOW));
    const dialog = await screen.findByRole('dialog', { name: 'Registrar pago' });
    await waitFor(() => expect(within(dialog).getByLabelText(/Importe/)).toHaveValue('1.750,00'), SLOW);
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByRole('button', { name: `Actualizar pago de ${codigo}` }, SLOW)).toBeInTheDocument();
    expect(await api.sql('select pagado::text as pagado, importe from dapcon_pagos where dapcon_id = 5')).toEqual([{ pagado: HOY, importe: '1750.00' }]);
    await resumen((f) => expect(f).toMatchObject({ Español: 350_000 }));
  });
});
