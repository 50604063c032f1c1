// /pagos/remesas on the mock API (mocks/src/finanzas-remesas.ts, fixtures only): the remittances
// answered, the state asked for, 'Generar remesa' (the collection date and its contract messages, a 409
// in the modal, nothing to collect), a remittance's detail with its XML, 'Marcar como cobrada' sending
// the operations the bank returned, and 'Anular remesa' after confirming. Which remittances a state
// lists and in which order, what a remittance collects, what waits, who has no mandate, which fees a
// collection pays and which stay owed, a cancelled remittance's state and fees, and /pagos read again
// after a collection are the API's: RemesasPage.api.test.tsx, on the real API.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { calendarDay, formatEuro } from '@dapcon/contract/core';
import { anularRemesa, cobrarRemesa, diaMas, FINANZAS_MSG, generarRemesa, remesaPendiente, remesas, remesaXml, type RemesaDetalle } from '@dapcon/contract/finanzas';
import { mockEndpoint, mockError, mockRemesas, mockRequests } from '@dapcon/mocks';
import { mockServer } from '@dapcon/mocks/node';
import { feedback, type FeedbackEvent } from '@dapcon/shared-sdk';
import { renderWithPortal, signInAs } from '../../../../config/test-utils';
import '../../i18n';
import { RemesasPage } from './RemesasPage';

const HOY = calendarDay(new Date());

const sent = (endpoint: { id: string }) => mockRequests().filter((r) => r.endpoint === endpoint.id);
const table = () => screen.getByRole('table', { name: /Remesas SEPA|Remeses SEPA/ });
const rows = () =>
  within(table())
    .getAllByRole('row')
    .slice(1)
    .filter((row) => !row.hasAttribute('data-skeleton') && within(row).queryAllByRole('button').length > 0);
const row = (referencia: string) => rows().find((r) => r.textContent?.includes(referencia));

let reported: FeedbackEvent[];
beforeEach(() => {
  reported = [];
  return feedback.subscribe((event) => reported.push(event));
});

async function open(lang: 'es' | 'ca' = 'es') {
  await signInAs('admin_ares');
  const user = userEvent.setup();
  renderWithPortal(<RemesasPage />, { route: '/pagos/remesas', lang });
  await waitFor(() => expect(rows().length).toBeGreaterThan(0), { timeout: 30_000 });
  return user;
}

async function generar(user: ReturnType<typeof userEvent.setup>, fecha: string) {
  await user.click(screen.getByRole('button', { name: 'Generar remesa' }));
  const dialog = await screen.findByRole('dialog', { name: 'Generar remesa' });
  const campo = await within(dialog).findByLabelText(/Fecha de cobro/);
  await user.clear(campo);
  await user.type(campo, fecha);
  await user.click(within(dialog).getByRole('button', { name: 'Generar' }));
  return dialog;
}

describe('RemesasPage (/pagos/remesas)', () => {
  it('lists the remittances answered, in their order: reference, dates, operations, total and state', async () => {
    await open();
    expect(screen.getByRole('heading', { level: 1, name: 'Remesas SEPA' })).toBeInTheDocument();
    expect(within(table()).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(
      expect.arrayContaining(['Referencia', 'Generada', 'Fecha de cobro', 'N° operaciones', 'Importe total', 'Estado']),
    );
    const fixture = mockRemesas();
    expect(rows().map((r) => within(r).getAllByRole('cell')[0]?.textContent)).toEqual(fixture.map((r) => r.referencia));
    const estados: Record<string, string> = { generada: 'Generada', cobrada: 'Cobrada', anulada: 'Anulada' };
    for (const r of fixture) {
      const fila = row(r.referencia);
      expect(fila).toHaveTextContent(formatEuro(r.importe_total));
      expect(fila).toHaveTextContent(`${r.fecha_cobro.slice(8, 10)}/${r.fecha_cobro.slice(5, 7)}/${r.fecha_cobro.slice(0, 4)}`);
      expect(within(fila as HTMLElement).getAllByRole('cell')[5]).toHaveTextContent(estados[r.estado] ?? '');
    }
    expect(screen.getByRole('link', { name: 'Volver a pagos' })).toHaveAttribute('href', '/pagos');
    expect(screen.getByRole('button', { name: 'Descargar Excel' })).toBeInTheDocument();
  });

  it('asks for a state, kept in the URL', async () => {
    const user = await open();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Estado' }), 'Cobrada');
    await user.click(screen.getByRole('button', { name: 'Filtrar' }));
    await waitFor(() => expect(sent(remesas).at(-1)?.path).toContain('estado=cobrada'));
    expect(screen.getByTestId('location').textContent).toContain('estado=cobrada');
  });

  it('a collection date in the past shows the contract message under the field, and nothing is sent', async () => {
    const user = await open();
    const dialog = await generar(user, diaMas(HOY, -1));
    expect(await within(dialog).findByText('La fecha de cobro ha de ser posterior a hoy.')).toBeInTheDocument();
    expect(sent(generarRemesa)).toHaveLength(0);
    expect(screen.getByRole('dialog', { name: 'Generar remesa' })).toBeInTheDocument();
  });

  it("shows the API's 409 in the modal", async () => {
    mockServer.use(
      mockEndpoint(generarRemesa, () => {
        throw mockError(409, FINANZAS_MSG.datosAcreedorIncompletos);
      }),
    );
    const user = await open();
    const dialog = await generar(user, diaMas(HOY, 7));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(FINANZAS_MSG.datosAcreedorIncompletos);
    expect(screen.getByRole('dialog', { name: 'Generar remesa' })).toBeInTheDocument();
  });

  it("with nothing to collect, 'Generar' is disabled and says so", async () => {
    mockServer.use(mockEndpoint(remesaPendiente, () => ({ num_operaciones: 0, importe_total: '0.00', sin_mandato: [], aplazadas: [] })));
    const user = await open();
    await user.click(screen.getByRole('button', { name: 'Generar remesa' }));
    const dialog = await screen.findByRole('dialog', { name: 'Generar remesa' });
    expect(await within(dialog).findByTestId('nada-que-cobrar')).toHaveTextContent('no hay nada que cobrar');
    expect(within(dialog).getByRole('button', { name: 'Generar' })).toBeDisabled();
    expect(within(dialog).queryByTestId('sin-mandato')).not.toBeInTheDocument();
  });

  it("marking collected with one returned operation sends its id in 'devueltas' and says so", async () => {
    const user = await open();
    const abierta = mockRemesas().find((r) => r.estado === 'generada') as RemesaDetalle;
    const devuelta = abierta.operaciones[0];
    expect(devuelta).toBeDefined();
    await user.click(screen.getByRole('button', { name: `Ver la remesa ${abierta.referencia}` }));
    const detalle = await screen.findByRole('dialog', { name: `Remesa ${abierta.referencia}` });
    await within(detalle).findByRole('table', { name: 'Operaciones de la remesa' });

    await user.click(within(detalle).getByRole('button', { name: 'Marcar como cobrada' }));
    const form = await within(detalle).findByRole('form', { name: 'Marcar la remesa como cobrada' });
    expect(within(form).getByLabelText(/Fecha de pago/)).toHaveValue(HOY);
    await user.click(within(form).getByRole('checkbox', { name: `Devuelta: ${devuelta?.org_nombre ?? ''} (${devuelta?.year ?? ''})` }));
    await user.click(within(form).getByRole('button', { name: 'Registrar cobro' }));

    await waitFor(() => expect(sent(cobrarRemesa)).toHaveLength(1));
    expect(sent(cobrarRemesa)[0]?.path).toBe(`/api/remesas/${abierta.id}/cobrar`);
    expect(sent(cobrarRemesa)[0]?.body).toEqual({ pagado: HOY, devueltas: [devuelta?.id] });
    await waitFor(() => expect(reported).toContainEqual({ kind: 'success', message: 'Remesa marcada como cobrada: pagos registrados' }));
    // Which fees it pays and which stay owed, and the state shown after: RemesasPage.api.test.tsx.
    await waitFor(() => expect(within(detalle).queryByRole('form', { name: 'Marcar la remesa como cobrada' })).not.toBeInTheDocument());
  });

  it('cancelling asks for confirmation first; confirmed, the cancellation is sent and said', async () => {
    const user = await open();
    const abierta = mockRemesas().find((r) => r.estado === 'generada') as RemesaDetalle;
    await user.click(screen.getByRole('button', { name: `Ver la remesa ${abierta.referencia}` }));
    const detalle = await screen.findByRole('dialog', { name: `Remesa ${abierta.referencia}` });
    await user.click(await within(detalle).findByRole('button', { name: 'Anular remesa' }));
    const pregunta = await screen.findByRole('alertdialog');
    expect(pregunta).toHaveTextContent('¿Realmente desea anular esta remesa?');
    await user.click(within(pregunta).getByRole('button', { name: /Cancelar/ }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(sent(anularRemesa)).toHaveLength(0);

    await user.click(within(detalle).getByRole('button', { name: 'Anular remesa' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: /Aceptar/ }));
    await waitFor(() => expect(sent(anularRemesa)).toHaveLength(1));
    expect(sent(anularRemesa)[0]?.path).toBe(`/api/remesas/${abierta.id}/anular`);
    // The state shown after (no more actions, 'Anulada' in the list): RemesasPage.api.test.tsx.
    await waitFor(() => expect(reported).toContainEqual({ kind: 'success', message: 'Remesa anulada' }));
  });

  it("'Descargar XML' saves the remittance's file under the server's name", async () => {
    const saved: string[] = [];
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:test/1');
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    const user = await open();
    const cobrada = mockRemesas().find((r) => r.estado === 'cobrada') as RemesaDetalle;
    await user.click(screen.getByRole('button', { name: `Ver la remesa ${cobrada.referencia}` }));
    const detalle = await screen.findByRole('dialog', { name: `Remesa ${cobrada.referencia}` });
    // A collected remittance: no more actions but its file; the invoice of each operation collected.
    const operaciones = await within(detalle).findByRole('table', { name: 'Operaciones de la remesa' });
    expect(within(detalle).queryByRole('button', { name: 'Marcar como cobrada' })).not.toBeInTheDocument();
    expect(within(detalle).queryByRole('button', { name: 'Anular remesa' })).not.toBeInTheDocument();
    for (const o of cobrada.operaciones) if (o.num_factura) expect(within(operaciones).getByText(o.num_factura)).toBeInTheDocument();
    expect(within(operaciones).getByText('Devuelta')).toBeInTheDocument();
    await user.click(within(detalle).getByRole('button', { name: 'Descargar XML' }));
    await waitFor(() => expect(saved).toEqual([`${cobrada.referencia}.xml`]));
    expect(sent(remesaXml)).toHaveLength(1);
  });

  it('is in Catalan too', async () => {
    const user = await open('ca');
    expect(screen.getByRole('heading', { level: 1, name: 'Remeses SEPA' })).toBeInTheDocument();
    expect(within(table()).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(expect.arrayContaining(['Referència', 'Data de cobrament', 'Estat']));
    expect(screen.getAllByText('Anul·lada').length).toBeGreaterThan(0);
    const abierta = mockRemesas().find((r) => r.estado === 'generada') as RemesaDetalle;
    await user.click(screen.getByRole('button', { name: `Veure la remesa ${abierta.referencia}` }));
    const detalle = await screen.findByRole('dialog', { name: `Remesa ${abierta.referencia}` });
    await user.click(await within(detalle).findByRole('button', { name: 'Anul·lar remesa' }));
    expect(await screen.findByRole('alertdialog')).toHaveTextContent('Realment voleu anul·lar aquesta remesa?');
  });
});
