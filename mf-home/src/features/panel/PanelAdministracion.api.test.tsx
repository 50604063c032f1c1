// The administrator's dashboard on the real API (issue 34, item 4: one back end; config/real-api.ts), on
// the 'test' seed: which rows each card lists, what each action changes (a transfer confirmed leaves
// its card, a renewed company moves to the companies pending payment, a declaration expired or paid
// leaves its card) and what the API refuses when another administrator acted first (409) are the
// API's (api/src/areas/panel/consolidado-*.ts; api/test/areas/panel/consolidado.test.ts); the screen
// shows what it answers. The mock answers its fixture rows and a success, and changes nothing: the
// modals' forms, the requests sent and the dashboard read again are PanelModales.test.tsx's.
// Each test arranges its own rows; they share the file's database, in this order.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { calendarDay, resolvePath } from '@dapcon/contract/core';
import { actualizarDapconPanel, confirmarPagoDapconPanel, confirmarPagoOrganizacionPanel, renovarOrganizacionPanel } from '@dapcon/contract/panel';
import { feedback, type FeedbackEvent } from '@dapcon/shared-sdk';
import { withRealApi } from '../../../../config/real-api';
import { renderWithPortal } from '../../../../config/test-utils';
import { PanelAdministracion } from './PanelAdministracion';
import { card, count } from './test-support';

const api = withRealApi();
/** The Ares administrator, on the screen; the association's, acting meanwhile through the API. */
const ADMIN = '46127839M';
const OTRO_ADMIN = '38562014F';
const HOY = calendarDay(new Date());
const ANYO = Number(HOY.slice(0, 4));
const SLOW = { timeout: 30_000 };
const user = userEvent.setup();

let reported: FeedbackEvent[];
beforeEach(() => {
  reported = [];
  return feedback.subscribe((event) => reported.push(event));
});

async function abrir() {
  await api.signIn(ADMIN);
  renderWithPortal(<PanelAdministracion />);
  await screen.findByTestId('panel-organizaciones', {}, SLOW);
}

/** A card's row holding `texto`, or undefined. */
const fila = (lista: string, texto: string) => within(card(lista)).queryAllByTestId('panel-fila').find((li) => li.textContent?.includes(texto));
/** A card's rows' titles. */
const titulos = (lista: string) => within(card(lista)).queryAllByTestId('panel-fila-titulo').map((t) => t.textContent);

/** Another administrator's action, straight to the API. */
async function otroAdministrador(method: string, url: string, body: unknown) {
  const r = await api.inject({ method, url: `/api${url}`, usuario: OTRO_ADMIN, body });
  expect(r.status, JSON.stringify(r.body)).toBe(200);
}

/** The error the shell was told to show. */
const errores = () => reported.filter((e) => e.kind === 'error');

/** A copy of a seeded declaration in another state, named `producto`; answers its id. */
async function copiaDeDapcon(id: number, producto: string, estado: string, validaHasta: string | null): Promise<number> {
  const [row] = await api.sql<{ id: number }>(
    `insert into dapcons (org_id, rcp_id, consultor_id, verificador_id, dv_nombre_producto, estado, dapcon_valido_desde, dapcon_valido_hasta)
     select org_id, rcp_id, consultor_id, verificador_id, '${producto}', '${estado}', ${validaHasta ? `current_date - 1000` : 'null'}, ${validaHasta ?? 'null'}
     from dapcons where id = ${id} returning id`,
  );
  return Number(row?.id);
}

describe("PanelAdministracion (the administrator's dashboard) on the real API", () => {
  it("'Confirmar pago' of a company's transfer: the fee paid, the row leaves its card; one another administrator confirmed meanwhile is refused (409)", async () => {
    // The demo company's owed fee (last year's) and the Empordà association's this year's, awaited by transfer.
    await api.sql(`update cuotas set metodo_pago = 'T' where org_id = (select org_id from organizaciones where org_cif = 'A08612343') and pagado is null`);
    const [fusters] = await api.sql<{ org_id: number }>(`select org_id from organizaciones where org_cif = 'G17412768'`);
    await api.sql(`insert into cuotas (org_id, year, importe, tipo, metodo_pago) values (${fusters?.org_id}, ${ANYO}, '300.00', 'Renovado', 'T')`);
    await api.sql(`update organizaciones set estado_pago = 'en_tramite' where org_id = ${fusters?.org_id}`);
    await abrir();
    await waitFor(() => expect(count('organizaciones_transferencia')).toBe('2'));
    expect(fila('organizaciones_transferencia', 'Cementos del Llobregat')).toHaveTextContent(`A08612343 · Cuota ${ANYO - 1}`);

    await user.click(within(fila('organizaciones_transferencia', 'Cementos del Llobregat') as HTMLElement).getByRole('button', { name: 'Confirmar pago' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirmar pago por transferencia' });
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument(), SLOW);
    await waitFor(() => expect(count('organizaciones_transferencia')).toBe('1'), SLOW);
    expect(fila('organizaciones_transferencia', 'Cementos del Llobregat')).toBeUndefined();
    expect(reported).toEqual([{ kind: 'success', message: 'Pago registrado correctamente' }]);
    const [pagada] = await api.sql<{ pagado: string | null; num_factura: string | null }>(
      `select pagado::text, num_factura from cuotas where org_id = (select org_id from organizaciones where org_cif = 'A08612343') and year = ${ANYO - 1}`,
    );
    expect(pagada?.pagado).toBe(HOY);
    expect(pagada?.num_factura).toMatch(/^F\d{4}-\d{4}$/);

    await user.click(within(fila('organizaciones_transferencia', 'Fusters') as HTMLElement).getByRole('button', { name: 'Confirmar pago' }));
    const otra = await screen.findByRole('dialog', { name: 'Confirmar pago por transferencia' });
    await otroAdministrador('PATCH', resolvePath(confirmarPagoOrganizacionPanel.path, { id: fusters?.org_id }), { pagado: HOY });
    await user.click(within(otra).getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(errores()).toEqual([expect.objectContaining({ status: 409, message: 'Esta empresa no tiene ninguna cuota pendiente por transferencia.' })]), SLOW);
    expect(screen.getByRole('dialog', { name: 'Confirmar pago por transferencia' })).toBeInTheDocument();
  });

  it("'Renovar': this year's fee owed, the company moves to those pending payment with the amount typed; one renewed meanwhile is refused (409)", async () => {
    await abrir();
    await waitFor(() => expect(titulos('renovacion')).toEqual(['Asociación de Fabricantes de Morteros de Cataluña', 'Pere Vila Serra']));
    expect(titulos('organizaciones')).toEqual(['Aïllaments Montseny, S.L.']);

    await user.click(within(fila('renovacion', 'Pere Vila Serra') as HTMLElement).getByRole('button', { name: 'Renovar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Renovar empresa' });
    const importe = within(dialog).getByLabelText(/Importe/);
    expect(importe).toHaveValue('450,00');
    await user.clear(importe);
    await user.type(importe, '1.234,5');
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument(), SLOW);
    await waitFor(() => expect(titulos('renovacion')).toEqual(['Asociación de Fabricantes de Morteros de Cataluña']), SLOW);
    expect(fila('organizaciones', 'Pere Vila Serra')).toHaveTextContent(`Cuota ${ANYO}: 1.234,50 €`);
    expect(count('organizaciones')).toBe('2');
    expect(reported).toEqual([{ kind: 'success', message: 'Los datos han sido guardados correctamente' }]);

    await user.click(within(fila('renovacion', 'Morteros de Cataluña') as HTMLElement).getByRole('button', { name: 'Renovar' }));
    const otra = await screen.findByRole('dialog', { name: 'Renovar empresa' });
    const [morteros] = await api.sql<{ org_id: number }>(`select org_id from organizaciones where org_cif = 'G08953184'`);
    await otroAdministrador('PATCH', resolvePath(renovarOrganizacionPanel.path, { id: morteros?.org_id }), {
      fecha_renovacion: HOY,
      importe: '600,00',
      year: ANYO,
      org_tipo: 'asociacion',
      org_tamanio: 'socios_superior_5',
    });
    await user.click(within(otra).getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(errores()).toEqual([expect.objectContaining({ status: 409, message: 'La empresa ya tiene la cuota de ese año.' })]), SLOW);
  });

  it("'Confirmar pago' of a declaration: paid with its invoice, it leaves its card; one paid meanwhile is refused (409)", async () => {
    const otra = await copiaDeDapcon(3, 'Hormigón de prueba', 'verificada', null);
    await abrir();
    await waitFor(() => expect(count('dapcon_transferencia')).toBe('2'));

    await user.click(within(fila('dapcon_transferencia', 'HA-25/B/20/IIa') as HTMLElement).getByRole('button', { name: 'Confirmar pago' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirmar pago de la DAPcon' });
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument(), SLOW);
    await waitFor(() => expect(count('dapcon_transferencia')).toBe('1'), SLOW);
    expect(titulos('dapcon_transferencia')).toEqual([expect.stringContaining('Hormigón de prueba')]);
    const [pago] = await api.sql<{ pagado: string; num_factura: string }>(`select pagado::text, num_factura from dapcon_pagos where dapcon_id = 3`);
    expect(pago).toEqual({ pagado: HOY, num_factura: expect.stringMatching(/^F\d{4}-\d{4}$/) });

    await user.click(within(fila('dapcon_transferencia', 'Hormigón de prueba') as HTMLElement).getByRole('button', { name: 'Confirmar pago' }));
    const segunda = await screen.findByRole('dialog', { name: 'Confirmar pago de la DAPcon' });
    await otroAdministrador('PATCH', resolvePath(confirmarPagoDapconPanel.path, { id: otra }), { pagado: HOY });
    await user.click(within(segunda).getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(errores()).toEqual([expect.objectContaining({ status: 409, message: 'Esta DAPcon no tiene ningún pago pendiente.' })]), SLOW);
  });

  it("'Caducado': a published declaration about to expire is expired and leaves its card; one expired meanwhile is refused (409)", async () => {
    // The seed's published declaration, ten days from its last day; a copy of it, five days.
    await api.sql(`update dapcons set dapcon_valido_hasta = current_date + 10 where id = 4`);
    const otra = await copiaDeDapcon(4, 'Bloque de prueba', 'publicada', 'current_date + 5');
    await abrir();
    await waitFor(() => expect(count('dapcon')).toBe('2'));
    // The nearest last day first.
    expect(titulos('dapcon')[0]).toContain('Bloque de prueba');
    const [publicada] = await api.sql<{ producto: string }>(`select dv_nombre_producto as producto from dapcons where id = 4`);

    await user.click(within(fila('dapcon', publicada?.producto ?? '') as HTMLElement).getByRole('button', { name: 'Caducado' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Cambiar a Caducado' });
    await user.click(within(confirm).getByRole('button', { name: 'Caducado' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument(), SLOW);
    await waitFor(() => expect(count('dapcon')).toBe('1'), SLOW);
    expect(titulos('dapcon')).toEqual([expect.stringContaining('Bloque de prueba')]);
    expect(await api.sql(`select estado from dapcons where id = 4`)).toEqual([{ estado: 'caducada' }]);

    await user.click(within(fila('dapcon', 'Bloque de prueba') as HTMLElement).getByRole('button', { name: 'Caducado' }));
    const segunda = await screen.findByRole('alertdialog', { name: 'Cambiar a Caducado' });
    await otroAdministrador('PATCH', actualizarDapconPanel.path, { id: otra });
    await user.click(within(segunda).getByRole('button', { name: 'Caducado' }));
    await waitFor(() => expect(errores()).toEqual([expect.objectContaining({ status: 409 })]), SLOW);
  });
});
