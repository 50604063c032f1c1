// /pagos/remesas on the real API (issue 34, item 4: one back end; config/real-api.ts): which remittances
// the list shows for a state and in which order; which owed direct debits 'Generar remesa' collects,
// which wait for a later file (one debit per mandate in a file) and which companies have no mandate; a
// cancelled remittance's state and its fees free again; a collection with an operation returned (that
// fee owed, the others paid with an invoice); and that collecting one shows its fees paid on /pagos,
// read before and cached, without a reload. They are
// the API's rules (api/src/areas/finanzas/remesas.ts, remesas-lista.ts): the mock answers its fixture
// remittances as they are. The fees, mandates and remittances are written here on the 'test' seed, as
// the API's own tests write them (api/test/areas/finanzas/remesas.test.ts).
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { calendarDay, formatEuro, toDisplayDate } from '@dapcon/contract/core';
import { cobrarRemesa, cuotasAnuales, diaMas, generarRemesa, remesas } from '@dapcon/contract/finanzas';
import { withRealApi } from '../../../../config/real-api';
import { renderWithPortal } from '../../../../config/test-utils';
import '../../i18n';
import FinanzasRoutes from '../../routes';
import { RemesasPage } from './RemesasPage';

const api = withRealApi();
const ADMIN = '46127839M';
const HOY = calendarDay(new Date());
const ANYO = Number(HOY.slice(0, 4));
const SLOW = { timeout: 30_000 };

interface Org {
  org_id: number;
  org_nombre: string;
  org_cif: string;
}
/** [with a mandate and two owed years, with a mandate, without a mandate] */
let orgs: Org[];

beforeAll(async () => {
  orgs = await api.sql<Org>('select org_id, org_nombre, org_cif from organizaciones order by org_id limit 3');
  const ids = orgs.map((o) => o.org_id).join(',');
  const [uno, dos, tres] = orgs as [Org, Org, Org];
  // Only these are owed by direct debit; the creditor's data complete.
  await api.sql(`update cuotas set metodo_pago = 'T' where pagado is null and metodo_pago = 'R'`);
  await api.sql(`delete from cuotas where org_id in (${ids}) and year in (${ANYO}, ${ANYO - 1})`);
  await api.sql(
    `insert into cuotas (org_id, year, importe, tipo, metodo_pago) values (${uno.org_id}, ${ANYO}, '100.00', 'Renovado', 'R'), (${uno.org_id}, ${ANYO - 1}, '100.00', 'Renovado', 'R'), (${dos.org_id}, ${ANYO}, '50.00', 'Renovado', 'R'), (${tres.org_id}, ${ANYO}, '10.00', 'Renovado', 'R')`,
  );
  await api.sql(`delete from mandatos_sepa where org_id in (${ids})`);
  await api.sql(
    `insert into mandatos_sepa (org_id, iban, nif_titular, referencia, fecha_firma, documento_key) values (${uno.org_id}, 'ES6621000418401234567891', '${uno.org_cif}', 'DAPCON-T1', '${ANYO}-01-10', 'documentos/x.pdf'), (${dos.org_id}, 'ES1720852066623456789011', '${dos.org_cif}', 'DAPCON-T2', '${ANYO}-01-10', 'documentos/y.pdf')`,
  );
  await api.sql(`update datos_bancarios set titular = 'Col·legi', identificador_acreedor = 'ES10ZZZQ0875009B', bic = 'CAIXESBBXXX'`);
});

describe('RemesasPage on the real API', () => {
  it('lists the remittances newest first; a state lists only those in it', async () => {
    // Three of the past, inserted out of order: [reference, created, state].
    const mias = [
      ['DAPCON-REM-T00001', `${ANYO - 2}-03-01T09:00:00Z`, 'cobrada'],
      ['DAPCON-REM-T00003', `${ANYO - 1}-06-01T09:00:00Z`, 'cobrada'],
      ['DAPCON-REM-T00002', `${ANYO - 1}-01-01T09:00:00Z`, 'anulada'],
    ] as const;
    await api.sql(
      `insert into remesas (referencia, fecha_cobro, estado, num_operaciones, importe_total, xml, created_at) values ${mias
        .map(([ref, creada, estado]) => `('${ref}', '${creada.slice(0, 10)}', '${estado}', 1, '121.00', '<Document/>', '${creada}')`)
        .join(', ')}`,
    );
    await api.signIn(ADMIN);
    const user = userEvent.setup();
    renderWithPortal(<RemesasPage />, { route: '/pagos/remesas' });
    const filas = () =>
      within(screen.getByRole('table', { name: 'Remesas SEPA' }))
        .getAllByRole('row')
        .slice(1)
        .filter((row) => !row.hasAttribute('data-skeleton') && within(row).queryAllByRole('button').length > 0);
    const referencias = () => filas().map((row) => within(row).getAllByRole('cell')[0]?.textContent ?? '');
    const deLasMias = () => referencias().filter((ref) => ref.startsWith('DAPCON-REM-T'));
    await waitFor(() => expect(deLasMias()).toEqual(['DAPCON-REM-T00003', 'DAPCON-REM-T00002', 'DAPCON-REM-T00001']), SLOW);

    await user.selectOptions(screen.getByRole('combobox', { name: 'Estado' }), 'Cobrada');
    await user.click(screen.getByRole('button', { name: 'Filtrar' }));
    await waitFor(() => expect(deLasMias()).toEqual(['DAPCON-REM-T00003', 'DAPCON-REM-T00001']), SLOW);
    for (const row of filas()) expect(within(row).getAllByRole('cell')[5]).toHaveTextContent('Cobrada');
    expect(api.requests().filter((r) => r.endpoint === remesas.id).at(-1)?.path).toContain('estado=cobrada');
  });

  it('generating shows what the API would collect, what waits and who has no mandate, posts the date and opens the new remittance', async () => {
    const [uno, , tres] = orgs as [Org, Org, Org];
    await api.signIn(ADMIN);
    const user = userEvent.setup();
    renderWithPortal(<RemesasPage />, { route: '/pagos/remesas' });
    await user.click(await screen.findByRole('button', { name: 'Generar remesa' }));
    const dialog = await screen.findByRole('dialog', { name: 'Generar remesa' });
    // 100.00 and 50.00 with 21 % VAT: 121.00 + 60.50.
    expect(await within(dialog).findByTestId('resumen-pendiente')).toHaveTextContent(`2 cuotas domiciliadas · total ${formatEuro('181.50')}`);
    const aviso = within(dialog).getByTestId('sin-mandato');
    expect(within(aviso).getAllByRole('listitem').map((li) => li.textContent)).toEqual([expect.stringContaining(tres.org_nombre)]);
    const espera = within(dialog).getByTestId('aplazadas');
    expect(within(espera).getAllByRole('listitem').map((li) => li.textContent)).toEqual([`${uno.org_nombre} (${uno.org_cif}) · ${ANYO - 1} · ${formatEuro('121.00')}`]);
    expect(within(dialog).getByLabelText(/Fecha de cobro/)).toHaveValue(diaMas(HOY, 5));

    const fecha = diaMas(HOY, 10);
    const campo = within(dialog).getByLabelText(/Fecha de cobro/);
    await user.clear(campo);
    await user.type(campo, fecha);
    await user.click(within(dialog).getByRole('button', { name: 'Generar' }));
    const detalle = await screen.findByRole('dialog', { name: /^Remesa / });
    expect(api.requests().filter((r) => r.endpoint === generarRemesa.id).map((r) => r.body)).toEqual([{ fecha_cobro: fecha }]);
    expect(within(detalle).getByRole('status')).toHaveTextContent('Remesa generada correctamente');
    const operaciones = await within(detalle).findByRole('table', { name: 'Operaciones de la remesa' });
    expect(within(operaciones).getAllByRole('row').slice(1)).toHaveLength(2);
    expect(within(operaciones).getByText('ES66 2100 0418 4012 3456 7891')).toBeInTheDocument();
    expect(within(operaciones).getByText('DAPCON-T1')).toBeInTheDocument();
    expect(within(detalle).getByTestId('estado-remesa')).toHaveTextContent('Generada');
  });

  it("'Marcar como cobrada' shows the collected fee paid on /pagos when going back, without a reload", async () => {
    // Writes own their cache (issue 34, item 3): cobrarRemesa declares GET /cuotas-anuales stale in the
    // contract, and useApiMutation reads it again (before, /pagos kept 'Pendiente').
    const [, dos] = orgs as [Org, Org, Org];
    await api.sql(`update remesas set estado = 'anulada' where estado = 'generada'`);
    await api.signIn(ADMIN);
    const user = userEvent.setup();
    renderWithPortal(<FinanzasRoutes />, { route: '/pagos' });
    const fila = () =>
      within(screen.getByRole('table', { name: 'Pagos de cuotas anuales' }))
        .getAllByRole('row')
        .find((r) => r.textContent?.includes(dos.org_cif) && within(r).queryAllByRole('cell')[1]?.textContent === String(ANYO));
    await waitFor(() => expect(fila()).toHaveTextContent('Pendiente'), SLOW);

    await user.click(screen.getByRole('link', { name: 'Remesas SEPA' }));
    await user.click(await screen.findByRole('button', { name: 'Generar remesa' }, SLOW));
    const generar = await screen.findByRole('dialog', { name: 'Generar remesa' });
    const fecha = await within(generar).findByLabelText(/Fecha de cobro/);
    await user.clear(fecha);
    await user.type(fecha, diaMas(HOY, 5));
    await user.click(within(generar).getByRole('button', { name: 'Generar' }));
    const detalle = await screen.findByRole('dialog', { name: /^Remesa / }, SLOW);
    expect(await within(detalle).findByText(dos.org_cif, undefined, SLOW)).toBeInTheDocument();
    await user.click(within(detalle).getByRole('button', { name: 'Marcar como cobrada' }));
    const form = await within(detalle).findByRole('form', { name: 'Marcar la remesa como cobrada' });
    await user.click(within(form).getByRole('button', { name: 'Registrar cobro' }));
    await waitFor(() => expect(within(detalle).getByTestId('estado-remesa')).toHaveTextContent('Cobrada'), SLOW);
    expect(api.requests().filter((r) => r.endpoint === cobrarRemesa.id)).toHaveLength(1);
    const leidasAntes = api.requests().filter((r) => r.endpoint === cuotasAnuales.id).length;

    await user.click(within(detalle).getAllByRole('button', { name: 'Cerrar' }).at(-1) ?? detalle);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await user.click(screen.getByRole('link', { name: 'Volver a pagos' }));
    await waitFor(() => expect(fila()).toHaveTextContent(toDisplayDate(HOY)), SLOW);
    expect(fila()).not.toHaveTextContent('Pendiente');
    expect(api.requests().filter((r) => r.endpoint === cuotasAnuales.id).length).toBeGreaterThan(leidasAntes);
  });

  /** Two owed direct debits of year ANYO - 3 only ([uno] 200.00, [dos] 20.00), no remittance open. */
  async function dosDebitos(): Promise<void> {
    const [uno, dos] = orgs as [Org, Org, Org];
    await api.sql(`update remesas set estado = 'anulada' where estado = 'generada'`);
    await api.sql(`update cuotas set metodo_pago = 'T' where pagado is null and metodo_pago = 'R'`);
    await api.sql(`delete from cuotas where org_id in (${uno.org_id}, ${dos.org_id}) and year = ${ANYO - 3}`);
    await api.sql(`insert into cuotas (org_id, year, importe, tipo, metodo_pago) values (${uno.org_id}, ${ANYO - 3}, '200.00', 'Renovado', 'R'), (${dos.org_id}, ${ANYO - 3}, '20.00', 'Renovado', 'R')`);
  }

  /** Generates a remittance from the page (the date proposed) and answers its open detail and reference. */
  async function generarUna(user: ReturnType<typeof userEvent.setup>): Promise<{ detalle: HTMLElement; referencia: string }> {
    await user.click(await screen.findByRole('button', { name: 'Generar remesa' }, SLOW));
    const dialog = await screen.findByRole('dialog', { name: 'Generar remesa' });
    // 200.00 and 20.00 with 21 % VAT.
    expect(await within(dialog).findByTestId('resumen-pendiente', undefined, SLOW)).toHaveTextContent(`2 cuotas domiciliadas · total ${formatEuro('266.20')}`);
    await user.click(within(dialog).getByRole('button', { name: 'Generar' }));
    const detalle = await screen.findByRole('dialog', { name: /^Remesa DAPCON-REM-/ }, SLOW);
    await within(detalle).findByRole('table', { name: 'Operaciones de la remesa' }, SLOW);
    const [{ referencia }] = (await api.sql<{ referencia: string }>('select referencia from remesas order by id desc limit 1')) as [{ referencia: string }];
    expect(screen.getByRole('dialog', { name: `Remesa ${referencia}` })).toBe(detalle);
    return { detalle, referencia };
  }

  const estadoEnLista = (referencia: string) =>
    within(
      within(screen.getByRole('table', { name: 'Remesas SEPA' }))
        .getAllByRole('row')
        .find((row) => within(row).queryAllByRole('cell')[0]?.textContent === referencia) ?? document.body,
    ).getAllByRole('cell')[5];

  async function cerrar(user: ReturnType<typeof userEvent.setup>, detalle: HTMLElement) {
    await user.click(within(detalle).getAllByRole('button', { name: 'Cerrar' }).at(-1) ?? detalle);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  }

  it("'Anular remesa' confirmed: the remittance is 'Anulada' in its detail and the list, with no more actions, and its fees go in the next one", async () => {
    await dosDebitos();
    await api.signIn(ADMIN);
    const user = userEvent.setup();
    renderWithPortal(<RemesasPage />, { route: '/pagos/remesas' });
    const { detalle, referencia } = await generarUna(user);
    await user.click(within(detalle).getByRole('button', { name: 'Anular remesa' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: /Aceptar/ }));
    await waitFor(() => expect(within(detalle).getByTestId('estado-remesa')).toHaveTextContent('Anulada'), SLOW);
    expect(within(detalle).queryByRole('button', { name: 'Marcar como cobrada' })).not.toBeInTheDocument();
    expect(within(detalle).queryByRole('button', { name: 'Anular remesa' })).not.toBeInTheDocument();
    expect(await api.sql(`select estado from remesas where referencia = '${referencia}'`)).toEqual([{ estado: 'anulada' }]);
    await cerrar(user, detalle);
    await waitFor(() => expect(estadoEnLista(referencia)).toHaveTextContent('Anulada'), SLOW);

    // Its two fees are free again: the next remittance would collect them.
    await user.click(screen.getByRole('button', { name: 'Generar remesa' }));
    const dialog = await screen.findByRole('dialog', { name: 'Generar remesa' });
    expect(await within(dialog).findByTestId('resumen-pendiente', undefined, SLOW)).toHaveTextContent(`2 cuotas domiciliadas · total ${formatEuro('266.20')}`);
  });

  it("'Marcar como cobrada' with one operation returned: that fee stays owed, the other is paid with its invoice; the detail and the list show it 'Cobrada'", async () => {
    const [uno, dos] = orgs as [Org, Org, Org];
    await dosDebitos();
    await api.signIn(ADMIN);
    const user = userEvent.setup();
    renderWithPortal(<RemesasPage />, { route: '/pagos/remesas' });
    const { detalle, referencia } = await generarUna(user);
    await user.click(within(detalle).getByRole('button', { name: 'Marcar como cobrada' }));
    const form = await within(detalle).findByRole('form', { name: 'Marcar la remesa como cobrada' });
    await user.click(within(form).getByRole('checkbox', { name: `Devuelta: ${uno.org_nombre} (${ANYO - 3})` }));
    await user.click(within(form).getByRole('button', { name: 'Registrar cobro' }));
    await waitFor(() => expect(within(detalle).getByTestId('estado-remesa')).toHaveTextContent('Cobrada'), SLOW);

    const cuotas = await api.sql<{ org_id: number; pagado: string | null; num_factura: string | null }>(
      `select org_id, pagado::text as pagado, num_factura from cuotas where org_id in (${uno.org_id}, ${dos.org_id}) and year = ${ANYO - 3} order by org_id`,
    );
    expect(cuotas).toEqual([
      { org_id: uno.org_id, pagado: null, num_factura: null },
      { org_id: dos.org_id, pagado: HOY, num_factura: expect.stringMatching(/^F\d{4}-\d{4}$/) },
    ]);
    const operaciones = await within(detalle).findByRole('table', { name: 'Operaciones de la remesa' });
    const fila = (org: Org) => within(operaciones).getAllByRole('row').find((row) => row.textContent?.includes(org.org_cif));
    await waitFor(() => expect(fila(dos)).toHaveTextContent(cuotas[1]?.num_factura ?? '—'), SLOW);
    expect(fila(uno)).toHaveTextContent('Devuelta');
    await cerrar(user, detalle);
    await waitFor(() => expect(estadoEnLista(referencia)).toHaveTextContent('Cobrada'), SLOW);
  });
});
