/**
 * The administrator's dashboard (docs/home.md step 1): `GET /panel/consolidado` on the test seed and
 * on more data (the same number of statements: the driver's queries are counted), the windows read
 * from the parameter tree (and the daily expiry job reading the same one), and the four actions with
 * their bad inputs (422), unknown ids (404), wrong states (409) and their effects read back from the
 * database.
 */
import { and, asc, eq, sql } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AUTH_MSG,
  AVISOS_PANEL,
  calendarDay,
  FINANZAS_MSG,
  MSG,
  PANEL_MAX_FILAS,
  PANEL_MSG,
  type Cuota,
  type Envelope,
  type PagoDapcon,
  type PanelConsolidado,
} from '@dapcon/contract';
import { TEST_DAPCON_IDS, TEST_INCIDENCIA_ID } from '../../../src/areas/dapcon';
import { anyoActual } from '../../../src/areas/finanzas';
import { comisiones, cuotas, dapconHistorial, dapconPagos, dapcons, incidencias, organizaciones, parametrosTextos } from '../../../src/db/schema';
import { consolidado } from '../../../src/areas/panel/consolidado-service';
import { executeRows, type Database } from '../../../src/db/database';
import { bearer, build, errorBody } from '../../helper';
import { participantes, type Participantes } from '../dapcon/support';

let app: FastifyInstance;
let p: Participantes;
const HOY = calendarDay(new Date());
const ANYO = anyoActual();

beforeAll(async () => {
  app = await build();
  p = await participantes(app);
});
afterAll(async () => {
  await app.close();
});

const data = <T>(r: LightMyRequestResponse) => r.json<Envelope<T>>().data;
const fieldErrors = (r: LightMyRequestResponse) => errorBody(r).errors ?? {};

function panel(token: string = p.tokens.admin): Promise<LightMyRequestResponse> {
  return app.inject({ method: 'GET', url: '/api/panel/consolidado', headers: bearer(token) });
}
async function lists(): Promise<PanelConsolidado> {
  const r = await panel();
  expect(r.statusCode, r.body).toBe(200);
  return data<PanelConsolidado>(r);
}
function patch(url: string, payload: unknown, token: string = p.tokens.admin): Promise<LightMyRequestResponse> {
  return app.inject({ method: 'PATCH', url: `/api${url}`, headers: bearer(token), payload: payload as Record<string, unknown> });
}

/** 'yyyy-mm-dd' `days` days from today. */
function dia(days: number): string {
  return new Date(Date.parse(`${HOY}T12:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

async function orgId(cif: string): Promise<number> {
  const [row] = await app.db.select({ id: organizaciones.org_id }).from(organizaciones).where(eq(organizaciones.org_cif, cif));
  if (!row) throw new Error(`no company ${cif}`);
  return row.id;
}

/**
 * Counts the statements the driver runs while `work` runs (Drizzle's session logger: both drivers
 * log every statement they prepare, `execute` included).
 */
async function countQueries(db: Database, work: () => Promise<unknown>): Promise<number> {
  const session = (db as unknown as { session: { logger: { logQuery(q: string, p: unknown[]): void } } }).session;
  const before = session.logger;
  let n = 0;
  session.logger = { logQuery: () => void n++ };
  try {
    await work();
  } finally {
    session.logger = before;
  }
  return n;
}

/**
 * More of every list, well past PANEL_MAX_FILAS: `n` companies owing their fee without a method,
 * `n` awaiting a transfer, `n` due for renewal (registered two years ago, up to date, no fee this
 * year), `n` published declarations about to expire, `n` verified unpaid ones and `n` open incidents.
 */
async function masDatos(n: number, tag: string): Promise<void> {
  await app.db.execute(sql`
    with u as (
      insert into usuarios (usuario, password_hash, email, modulo_app, perfil)
      select ${tag} || g, 'x', ${tag} || g || '@panel.example', 'organizacion', 5 from generate_series(1, ${3 * n}) g
      returning id, usuario)
    insert into organizaciones (usuario_id, org_cif, org_nombre, org_tipo, org_tamanio, estado_pago, fecha_creacion)
    select u.id, u.usuario, 'Empresa ' || u.usuario, 'empresa', 'pme_50',
           case when substr(u.usuario, ${tag.length + 1})::int <= ${n} then 'pendiente'
                when substr(u.usuario, ${tag.length + 1})::int <= ${2 * n} then 'en_tramite' else 'pagado' end,
           now() - interval '2 years'
    from u`);
  await app.db.execute(sql`
    insert into cuotas (org_id, year, importe, tipo, metodo_pago)
    select org_id, ${ANYO}, '450.00', 'Renovado', 'T' from organizaciones
    where org_cif like ${tag + '%'} and estado_pago = 'en_tramite'`);
  await app.db.execute(sql`
    insert into dapcons (org_id, rcp_id, consultor_id, verificador_id, dv_nombre_producto, estado, dapcon_valido_desde, dapcon_valido_hasta)
    select d.org_id, d.rcp_id, d.consultor_id, d.verificador_id, 'Producto ' || g, case when g % 2 = 0 then 'publicada' else 'verificada' end,
           ${dia(-1000)}::date, ${HOY}::date + (g % 30)
    from dapcons d, generate_series(1, ${2 * n}) g where d.id = ${TEST_DAPCON_IDS.publicada}`);
  await app.db.execute(sql`
    insert into incidencias (dapcon_id, idioma_id, titulo, descripcion)
    select ${TEST_DAPCON_IDS.en_verificacion}, 1, 'Incidencia ' || g, 'Texto' from generate_series(1, ${n}) g`);
}

describe('GET /panel/consolidado', () => {
  it('answers the six lists of the test seed, with the windows of the parameter tree', async () => {
    const r = await lists();
    expect(r.dias_aviso_renovacion).toBe(AVISOS_PANEL.renovacion.defecto);
    expect(r.dias_aviso_caducidad).toBe(AVISOS_PANEL.caducidad.defecto);
    for (const key of ['organizaciones', 'organizaciones_transferencia', 'renovacion', 'dapcon', 'dapcon_transferencia', 'tickets'] as const) {
      expect(r[key].total).toBe(r[key].data.length);
    }
    // The small company owes its fee and has not chosen how to pay; the large one is up to date.
    expect(r.organizaciones.data.map((o) => o.org_cif)).toContain('B17238452');
    expect(r.organizaciones.data.map((o) => o.org_cif)).not.toContain('A08612343');
    // Up-to-date companies registered years ago without this year's fee are due; the large one paid this year's; an agreement's never.
    const renovar = r.renovacion.data.map((o) => o.org_cif);
    expect(renovar).toContain('G17412768');
    expect(renovar).not.toContain('A08612343');
    expect(renovar).not.toContain('B08715427');
    expect(r.renovacion.data.find((o) => o.org_cif === 'G17412768')).toMatchObject({ org_tipo: 'asociacion', org_tamanio: 'socios_5' });
    expect(r.renovacion.data.find((o) => o.org_cif === 'G17412768')?.importe).toMatch(/^\d+\.\d{2}$/);
    // The verified declaration is unpaid; the published one is paid; the seed's open incident waits.
    expect(r.dapcon_transferencia.data.map((d) => d.id)).toEqual([TEST_DAPCON_IDS.verificada]);
    expect(r.tickets.data.map((t) => t.id)).toContain(TEST_INCIDENCIA_ID);
    expect(r.organizaciones_transferencia.total).toBe(0);
  });

  it('runs the same number of statements whatever the data, and answers the first rows with the full count', async () => {
    const direct = await countQueries(app.db, () => consolidado(app.db));
    expect(direct).toBe(7);
    const small = await countQueries(app.db, () => panel());
    await masDatos(80, 'PNLA');
    const larger = await countQueries(app.db, () => panel());
    await masDatos(200, 'PNLB');
    const largest = await countQueries(app.db, () => panel());
    expect(larger).toBe(small);
    expect(largest).toBe(small);
    expect(await countQueries(app.db, () => consolidado(app.db))).toBe(direct);

    const r = await lists();
    expect(r.organizaciones.total).toBeGreaterThanOrEqual(280);
    expect(r.organizaciones_transferencia.total).toBe(280);
    expect(r.renovacion.total).toBeGreaterThanOrEqual(280);
    expect(r.dapcon.total).toBeGreaterThanOrEqual(280);
    expect(r.dapcon_transferencia.total).toBeGreaterThanOrEqual(281);
    expect(r.tickets.total).toBeGreaterThanOrEqual(281);
    for (const key of ['organizaciones', 'organizaciones_transferencia', 'renovacion', 'dapcon', 'dapcon_transferencia', 'tickets'] as const) {
      expect(r[key].data).toHaveLength(PANEL_MAX_FILAS);
    }
    // The most urgent first.
    const hasta = r.dapcon.data.map((d) => d.dapcon_valido_hasta);
    expect(hasta).toEqual([...hasta].sort());
    const aniversarios = r.renovacion.data.map((d) => d.aniversario);
    expect(aniversarios).toEqual([...aniversarios].sort());
    expect(r.dapcon.data.every((d) => d.vencida === d.dapcon_valido_hasta < HOY)).toBe(true);
  });

  it('reads its windows from the parameter tree (a text that is no number: the default)', async () => {
    await executeRows<{ id: number }>(
      app.db,
      sql`insert into dapcons (org_id, rcp_id, consultor_id, verificador_id, dv_nombre_producto, estado, dapcon_valido_desde, dapcon_valido_hasta)
          select org_id, rcp_id, consultor_id, verificador_id, 'Ventana', 'publicada', ${dia(-1000)}::date, ${dia(100)}::date from dapcons where id = ${TEST_DAPCON_IDS.publicada}
          returning id`,
    );
    const ventana = (texto: string) => app.db.update(parametrosTextos).set({ pt_texto: texto }).where(eq(parametrosTextos.pt_param_id, AVISOS_PANEL.caducidad.id));
    const con90 = (await lists()).dapcon.total;
    await ventana('120');
    const r = await lists();
    expect(r.dias_aviso_caducidad).toBe(120);
    expect(r.dapcon.total).toBe(con90 + 1);
    await ventana('cien');
    const otra = await lists();
    expect(otra.dias_aviso_caducidad).toBe(AVISOS_PANEL.caducidad.defecto);
    expect(otra.dapcon.total).toBe(con90);
    await ventana(String(AVISOS_PANEL.caducidad.defecto));
  });

  it('is the administration’s only', async () => {
    expect((await panel(p.tokens.admin2)).statusCode).toBe(200);
    expect((await panel(p.tokens.empresa)).statusCode).toBe(403);
    expect((await panel(p.tokens.consultor)).statusCode).toBe(403);
    expect((await panel(p.tokens.verificador)).statusCode).toBe(403);
    expect((await app.inject({ method: 'GET', url: '/api/panel/consolidado' })).statusCode).toBe(401);
  });
});

describe('PATCH /panel/confirmar_pago_organizacion/:id', () => {
  it('refuses bad dates (422), unknown companies (404) and companies that await no transfer (409)', async () => {
    const id = p.orgId;
    const url = `/panel/confirmar_pago_organizacion/${id}`;
    expect(fieldErrors(await patch(url, {})).pagado).toEqual([PANEL_MSG.panelFechaObligatoria]);
    expect(fieldErrors(await patch(url, { pagado: '' })).pagado).toEqual([PANEL_MSG.panelFechaObligatoria]);
    expect(fieldErrors(await patch(url, { pagado: '2025-02-30' })).pagado).toEqual([MSG.fechaNoValida]);
    expect(fieldErrors(await patch(url, { pagado: '15/01/2025' })).pagado).toEqual([MSG.fechaNoValida]);
    expect(fieldErrors(await patch(url, { pagado: dia(1) })).pagado).toEqual([FINANZAS_MSG.pagoFuturo]);
    expect(fieldErrors(await patch(url, { pagado: '1999-12-31' })).pagado).toEqual([FINANZAS_MSG.pagoAnteriorA2000]);
    expect((await patch('/panel/confirmar_pago_organizacion/999999', { pagado: HOY })).statusCode).toBe(404);
    // The demo company owes a fee by direct debit, not by transfer.
    const r = await patch(url, { pagado: HOY });
    expect(r.statusCode).toBe(409);
    expect(errorBody(r).message).toBe(PANEL_MSG.panelSinTransferencia);
  });

  it("registers the oldest owed transfer fee through the fees' service: invoice, the company up to date, the agent's commission", async () => {
    // The demo company's owed fee (last year's), paid by transfer; its agent earns on renewals.
    const [owed] = await app.db.select().from(cuotas).where(and(eq(cuotas.org_id, p.orgId), sql`${cuotas.pagado} is null`)).orderBy(asc(cuotas.year));
    if (!owed) throw new Error('the test seed has an owed fee');
    await app.db.update(cuotas).set({ metodo_pago: 'T' }).where(eq(cuotas.id, owed.id));
    expect((await lists()).organizaciones_transferencia.data.find((o) => o.id === p.orgId)).toMatchObject({ year: owed.year, importe: owed.importe });

    const r = await patch(`/panel/confirmar_pago_organizacion/${p.orgId}`, { pagado: HOY });
    expect(r.statusCode, r.body).toBe(200);
    expect(data<Cuota>(r)).toMatchObject({ year: owed.year, pagado: HOY, importe: owed.importe, metodo_pago: 'T', tipo: owed.tipo });
    const [fee] = await app.db.select().from(cuotas).where(eq(cuotas.id, owed.id));
    expect(fee?.pagado).toBe(HOY);
    expect(fee?.num_factura).toMatch(new RegExp(`^F${HOY.slice(0, 4)}-\\d{4}$`));
    expect(await app.db.select().from(comisiones).where(eq(comisiones.cuota_id, owed.id))).toHaveLength(1);
    expect((await lists()).organizaciones_transferencia.data.some((o) => o.id === p.orgId)).toBe(false);
    expect((await patch(`/panel/confirmar_pago_organizacion/${p.orgId}`, { pagado: HOY })).statusCode).toBe(409);

    // This year's fee awaited by transfer: the company becomes 'pagado', its alert off.
    const otra = await orgId('G17412768');
    await app.db.insert(cuotas).values({ org_id: otra, year: ANYO, importe: '300.00', tipo: 'Renovado', metodo_pago: 'T' });
    await app.db.update(organizaciones).set({ estado_pago: 'en_tramite', alerta_pago: true }).where(eq(organizaciones.org_id, otra));
    expect((await patch(`/panel/confirmar_pago_organizacion/${otra}`, { pagado: HOY }, p.tokens.admin2)).statusCode).toBe(200);
    const [empresa] = await app.db.select().from(organizaciones).where(eq(organizaciones.org_id, otra));
    expect(empresa).toMatchObject({ estado_pago: 'pagado', alerta_pago: false });
  });
});

describe('PATCH /panel/renovar_organizacion/:id', () => {
  const valido = (overrides: Record<string, unknown> = {}) => ({
    fecha_renovacion: HOY,
    importe: '1.234,50',
    year: ANYO,
    observaciones: 'Renovación desde el panel',
    org_tipo: 'empresa',
    org_tamanio: 'emp_50_250',
    ...overrides,
  });

  it("answers the spec's messages and refuses bad amounts, years and sizes (422)", async () => {
    const id = await orgId('G08953184');
    const url = `/panel/renovar_organizacion/${id}`;
    const vacio = fieldErrors(await patch(url, {}));
    expect(vacio).toMatchObject({
      fecha_renovacion: [PANEL_MSG.panelFechaObligatoria],
      importe: [PANEL_MSG.panelImporteObligatorio],
      year: [PANEL_MSG.panelAnyoObligatorio],
      org_tipo: [PANEL_MSG.panelTipoEmpresaObligatorio],
      org_tamanio: [PANEL_MSG.panelTamanioEmpresaObligatorio],
    });
    for (const importe of ['12,345', '-5', 'abc', '1.2.3,4']) expect(fieldErrors(await patch(url, valido({ importe }))).importe, importe).toEqual([MSG.importeNoValido]);
    for (const year of [1999, ANYO + 1, 'dos mil']) expect(fieldErrors(await patch(url, valido({ year }))).year, String(year)).toEqual([MSG.anyoNoValido]);
    expect(fieldErrors(await patch(url, valido({ fecha_renovacion: '2026-13-01' }))).fecha_renovacion).toEqual([MSG.fechaNoValida]);
    expect(fieldErrors(await patch(url, valido({ fecha_renovacion: dia(1) }))).fecha_renovacion).toEqual([PANEL_MSG.panelFechaRenovacionFueraDeRango]);
    expect(fieldErrors(await patch(url, valido({ org_tipo: 'cooperativa' }))).org_tipo).toEqual([AUTH_MSG.tipoEmpresaNoValido]);
    expect(fieldErrors(await patch(url, valido({ org_tipo: 'asociacion', org_tamanio: 'pme_50' }))).org_tamanio).toEqual([AUTH_MSG.tamanioEmpresaNoValido]);
    // Nothing was written.
    expect(await app.db.select().from(cuotas).where(eq(cuotas.org_id, id))).toHaveLength(0);
  });

  it('refuses unknown companies (404), companies paying no fee and a year already there (409)', async () => {
    expect((await patch('/panel/renovar_organizacion/999999', valido())).statusCode).toBe(404);
    const convenio = await patch(`/panel/renovar_organizacion/${await orgId('B08715427')}`, valido());
    expect(convenio.statusCode).toBe(409);
    expect(errorBody(convenio).message).toBe(PANEL_MSG.panelEmpresaSinCuota);
    // The demo company has this year's fee.
    const repetida = await patch(`/panel/renovar_organizacion/${p.orgId}`, valido({ org_tipo: 'empresa', org_tamanio: 'ge_250' }));
    expect(repetida.statusCode).toBe(409);
    expect(fieldErrors(repetida).year).toEqual([PANEL_MSG.panelCuotaYaExiste]);
  });

  it("records this year's fee 'Renovado', owed, with the amount; the company takes the type and size and goes back to 'pendiente' with its alert", async () => {
    const id = await orgId('G08953184');
    expect((await lists()).renovacion.data.some((o) => o.id === id)).toBe(true);
    const r = await patch(`/panel/renovar_organizacion/${id}`, valido());
    expect(r.statusCode, r.body).toBe(200);
    expect(data<Cuota>(r)).toMatchObject({ year: ANYO, pagado: null, importe: '1234.50', tipo: 'Renovado', observaciones: 'Renovación desde el panel', num_factura: null });
    const [empresa] = await app.db.select().from(organizaciones).where(eq(organizaciones.org_id, id));
    expect(empresa).toMatchObject({ org_tipo: 'empresa', org_tamanio: 'emp_50_250', estado_pago: 'pendiente', alerta_pago: true });
    const after = await lists();
    expect(after.renovacion.data.some((o) => o.id === id)).toBe(false);
    expect(after.organizaciones.data.find((o) => o.id === id)).toMatchObject({ year: ANYO, importe: '1234.50' });
    expect((await patch(`/panel/renovar_organizacion/${id}`, valido())).statusCode).toBe(409);
  });
});

describe('PATCH /panel/actualizar_dapcon', () => {
  it('refuses bad ids (422), unknown declarations (404) and declarations not published (409)', async () => {
    expect(fieldErrors(await patch('/panel/actualizar_dapcon', {})).id).toEqual([MSG.campoObligatorio]);
    expect(fieldErrors(await patch('/panel/actualizar_dapcon', { id: 'x' })).id).toEqual([MSG.valorNoValido]);
    expect((await patch('/panel/actualizar_dapcon', { id: 999999 })).statusCode).toBe(404);
    expect((await patch('/panel/actualizar_dapcon', { id: TEST_DAPCON_IDS.borrador })).statusCode).toBe(409);
    expect((await patch('/panel/actualizar_dapcon', { id: TEST_DAPCON_IDS.caducada })).statusCode).toBe(409);
  });

  it("expires a published declaration through the lifecycle: its state, and the history row naming the administrator", async () => {
    const r = await patch('/panel/actualizar_dapcon', { id: TEST_DAPCON_IDS.publicada });
    expect(r.statusCode, r.body).toBe(200);
    expect(data(r)).toEqual({ id: TEST_DAPCON_IDS.publicada, estado: 'caducada' });
    const [d] = await app.db.select({ estado: dapcons.estado }).from(dapcons).where(eq(dapcons.id, TEST_DAPCON_IDS.publicada));
    expect(d?.estado).toBe('caducada');
    const historial = await app.db.select().from(dapconHistorial).where(and(eq(dapconHistorial.dapcon_id, TEST_DAPCON_IDS.publicada), eq(dapconHistorial.accion, 'caducar')));
    expect(historial).toHaveLength(1);
    expect(historial[0]).toMatchObject({ estado_desde: 'publicada', estado_hasta: 'caducada', usuario_id: p.usuarios.admin });
    expect((await patch('/panel/actualizar_dapcon', { id: TEST_DAPCON_IDS.publicada })).statusCode).toBe(409);
  });
});

describe('PATCH /panel/confirmar_pago_dapcon/:id', () => {
  it('refuses bad dates (422), unknown declarations (404), paid ones and ones not verified or published (409)', async () => {
    const url = `/panel/confirmar_pago_dapcon/${TEST_DAPCON_IDS.verificada}`;
    expect(fieldErrors(await patch(url, {})).pagado).toEqual([PANEL_MSG.panelFechaObligatoria]);
    expect(fieldErrors(await patch(url, { pagado: '2025-02-29' })).pagado).toEqual([MSG.fechaNoValida]);
    expect(fieldErrors(await patch(url, { pagado: dia(2) })).pagado).toEqual([FINANZAS_MSG.pagoFuturo]);
    expect((await patch('/panel/confirmar_pago_dapcon/999999', { pagado: HOY })).statusCode).toBe(404);
    expect((await patch(`/panel/confirmar_pago_dapcon/${TEST_DAPCON_IDS.borrador}`, { pagado: HOY })).statusCode).toBe(409);
    const pagada = await patch(`/panel/confirmar_pago_dapcon/${TEST_DAPCON_IDS.caducada}`, { pagado: HOY });
    expect(pagada.statusCode).toBe(409);
    expect(errorBody(pagada).message).toBe(PANEL_MSG.panelDapconSinPagoPendiente);
  });

  it("registers the payment at the tariff through the payments' service, with its invoice", async () => {
    const r = await patch(`/panel/confirmar_pago_dapcon/${TEST_DAPCON_IDS.verificada}`, { pagado: HOY });
    expect(r.statusCode, r.body).toBe(200);
    const pago = data<PagoDapcon>(r);
    expect(pago).toMatchObject({ dapcon_id: TEST_DAPCON_IDS.verificada, pagado: HOY });
    const verificado = await app.inject({ method: 'GET', url: `/api/dapcon/${TEST_DAPCON_IDS.verificada}/verificar_pago`, headers: bearer(p.tokens.admin) });
    expect(pago.importe).toBe(data<PagoDapcon>(verificado).importe_previsto);
    expect(pago.num_factura).toBe(data<PagoDapcon>(verificado).num_factura);
    const [row] = await app.db.select().from(dapconPagos).where(eq(dapconPagos.dapcon_id, TEST_DAPCON_IDS.verificada));
    expect(row?.pagado).toBe(HOY);
    expect(row?.num_factura).toMatch(/^F\d{4}-\d{4}$/);
    expect((await lists()).dapcon_transferencia.data.some((d) => d.id === TEST_DAPCON_IDS.verificada)).toBe(false);
    expect((await patch(`/panel/confirmar_pago_dapcon/${TEST_DAPCON_IDS.verificada}`, { pagado: HOY })).statusCode).toBe(409);
  });
});

describe('tickets', () => {
  it("leaves out an incident whose last word is the administration's, and a resolved one", async () => {
    const antes = (await lists()).tickets.data.map((t) => t.id);
    expect(antes).toContain(TEST_INCIDENCIA_ID);
    const r = await app.inject({ method: 'POST', url: `/api/incidencias/${TEST_INCIDENCIA_ID}/responder`, headers: bearer(p.tokens.admin), payload: { mensaje: 'Revisado.' } });
    expect(r.statusCode, r.body).toBeLessThan(300);
    expect((await lists()).tickets.data.map((t) => t.id)).not.toContain(TEST_INCIDENCIA_ID);
    await app.db.update(incidencias).set({ esta_resuelta: true }).where(eq(incidencias.id, TEST_INCIDENCIA_ID));
    expect((await lists()).tickets.data.map((t) => t.id)).not.toContain(TEST_INCIDENCIA_ID);
  });
});

describe('served within the totals’ lifetime', () => {
  it('reuses its answer while the list totals live, and computes it again after a write', async () => {
    const other = await build({ env: { LIST_TOTALS_TTL_MS: '600000' } });
    try {
      const q = await participantes(other);
      const get = () => other.inject({ method: 'GET', url: '/api/panel/consolidado', headers: bearer(q.tokens.admin) });
      // The session lookup every signed-in request makes is a prepared statement, which keeps the logger
      // of its first use: made here, before counting, it is in no count, and the counts are the panel's.
      expect((await other.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(q.tokens.admin) })).statusCode).toBe(200);
      const first = await countQueries(other.db, get);
      const again = await countQueries(other.db, get);
      expect(again).toBe(first - 7);
      const antes = data<PanelConsolidado>(await get()).dapcon_transferencia.total;
      const pago = await other.inject({ method: 'PATCH', url: `/api/panel/confirmar_pago_dapcon/${TEST_DAPCON_IDS.verificada}`, headers: bearer(q.tokens.admin), payload: { pagado: HOY } });
      expect(pago.statusCode, pago.body).toBe(200);
      expect(await countQueries(other.db, get)).toBe(first);
      expect(data<PanelConsolidado>(await get()).dapcon_transferencia.total).toBe(antes - 1);
    } finally {
      await other.close();
    }
  });
});
