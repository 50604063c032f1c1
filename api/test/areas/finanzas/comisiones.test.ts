/**
 * The agents' commissions (docs/finanzas.md 'Commissions'; api/src/areas/finanzas/comisiones.ts):
 * one commission per paid fee or declaration payment of the company's type, created with the payment
 * (all four types), none on a type mismatch, a non-commissionable fee, an inactive rate or a company of
 * an agreement; the synchronisation (idempotent, a new agent, a corrected or deleted fee, paid ones
 * never touched); the list's filters, sorts, pages and sums to the cent over many commissions, its
 * Excel; paying, updating, the Excel of a selection, deleting; 'Definir Comisionista' and the
 * consultants' picker. The database holds the 'test' seed; the companies and agents are the file's
 * own (ids read back, never guessed), expectations computed here from what was sent and from the
 * tables (amounts in whole cents), never from the API's own sums.
 */
import { and, asc, eq, inArray, isNotNull } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  calendarDay,
  FINANZAS_MSG,
  fromCents,
  MSG,
  toCents,
  type AsignacionComision,
  type Comision,
  type ComisionesPage,
  type ConsultorOpcion,
  type CuotasConTotal,
  type Envelope,
  type ErrorBody,
  type PagoComisiones,
  type SincronizacionComisiones,
  type TipoComision,
} from '@dapcon/contract';
import { insertUsuario } from '../../../src/auth/accounts';
import { insertConsultor } from '../../../src/areas/consultores';
import { dapconPagos, insertDapcons } from '../../../src/areas/dapcon';
import { insertOrganizacion } from '../../../src/areas/empresas';
import { comisiones, tarifasIdiomas } from '../../../src/areas/finanzas/tables';
import { TARIFAS_SEED_CA } from '../../../src/areas/finanzas/seed-tarifas';
import { consultores, cuotas, dapcons, organizaciones, tarifas, usuarios } from '../../../src/db/schema';
import { cif, dni } from '../../../src/seed/documents';
import { bearer, body, build, demoAccount, tokenOf } from '../../helper';
import { adminTokens } from '../empresas/support';

let app: FastifyInstance;
let admin: string;
let empresa: string;
/** The seed's commission earner (47815236F), a consultant who is not one (43091827Q), and two of ours. */
let agente1: number;
let noComisionista: number;
let agente2: number;
let agente3: number;
/** The demo consultant and verifier (for the declarations inserted here). */
let consultorDapcon: number;
let verificadorDapcon: number;

const HOY = calendarDay(new Date());
const MANANA = calendarDay(new Date(Date.now() + 2 * 86_400_000));

/** The commission rates of the seed (seed-tarifas.ts), as the brief states them. */
const TASAS: Record<TipoComision, string> = {
  comision_alta_empresa: '10.00',
  comision_renovacion_empresa: '5.00',
  comision_alta_dapcon: '8.00',
  comision_renovacion_dapcon: '4.00',
};

async function consultorIdDe(nif: string): Promise<number> {
  const [row] = await app.db.select({ id: consultores.id }).from(consultores).where(eq(consultores.consultor_nif, nif));
  if (!row) throw new Error(`no consultant ${nif}`);
  return row.id;
}

beforeAll(async () => {
  app = await build();
  ({ admin } = await adminTokens(app));
  empresa = await tokenOf(app, demoAccount((a) => a.usuario === 'A08612343'));
  agente1 = await consultorIdDe('47815236F');
  noComisionista = await consultorIdDe('43091827Q');
  consultorDapcon = agente1;
  verificadorDapcon = await consultorIdDe('39284756C');
  agente2 = await nuevoConsultor(1, { nombre: 'Pere', apellidos: 'Agent Segon' });
  agente3 = await nuevoConsultor(2, { nombre: 'Anna', apellidos: 'Agent Tercera' });
});
afterAll(async () => {
  await app.close();
});

// ---------------------------------------------------------------- the file's own companies and agents

/** A consultant of our own (a commission earner unless told otherwise); answers its id. */
async function nuevoConsultor(n: number, opts: { nombre: string; apellidos: string; comisionista?: boolean; activo?: boolean }): Promise<number> {
  const nif = dni(71_000_000 + n);
  const usuarioId = await insertUsuario(app.db, {
    usuario: nif,
    email: `agente${n}@example.org`,
    password_hash: 'x',
    modulo_app: 'consultor',
    perfil: 3,
    nombre: opts.nombre,
    apellidos: opts.apellidos,
    activo: opts.activo ?? true,
  });
  await insertConsultor(app.db, usuarioId, {
    consultor_nif: nif,
    consultor_nombre: opts.nombre,
    consultor_apellidos: opts.apellidos,
    es_comisionista: opts.comisionista ?? true,
  });
  return consultorIdDe(nif);
}

/** A clean company of our own (`n` unique in this file); answers its org_id. */
async function nuevaEmpresa(n: number, extra: { org_convenio?: string } = {}): Promise<number> {
  const orgCif = cif('B', 8, 80_000 + n);
  const usuario = await insertUsuario(app.db, { usuario: orgCif, email: `comisiones${n}@example.org`, password_hash: 'x', modulo_app: 'organizacion', perfil: 5 });
  await insertOrganizacion(app.db, usuario, { org_cif: orgCif, org_nombre: `Comisiones ${n}, S.L.`, org_tamanio: 'pme_50', ...extra });
  const [row] = await app.db.select({ id: organizaciones.org_id }).from(organizaciones).where(eq(organizaciones.org_cif, orgCif));
  if (!row) throw new Error(`no company ${orgCif}`);
  return row.id;
}

// ---------------------------------------------------------------- calls

function inject(method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: unknown, token = admin, headers: Record<string, string> = {}): Promise<LightMyRequestResponse> {
  return app.inject({ method, url: `/api${url}`, headers: { ...bearer(token), ...headers }, ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }) });
}

function ok<T>(response: LightMyRequestResponse, status = 200): T {
  expect(response.statusCode, response.body).toBe(status);
  return body<Envelope<T>>(response).data;
}

function errors(response: LightMyRequestResponse, status = 422): Record<string, string[]> {
  expect(response.statusCode, response.body).toBe(status);
  return body<ErrorBody>(response).errors ?? {};
}

function asignar(orgId: number, comisionista_id: number, tipo_comision: TipoComision, sincronizar = false): Promise<LightMyRequestResponse> {
  return inject('PATCH', `/comisiones/cambiar_rema/${orgId}`, { comisionista_id, tipo_comision, sincronizar });
}

async function asignada(orgId: number, agente: number, tipo: TipoComision, sincronizar = false): Promise<AsignacionComision> {
  return ok<AsignacionComision>(await asignar(orgId, agente, tipo, sincronizar));
}

async function registrarCuota(payload: Record<string, unknown>): Promise<CuotasConTotal['cuotas']> {
  return ok<CuotasConTotal>(await inject('POST', '/cuotas/registro-pago', payload), 201).cuotas;
}

async function sincronizar(orgId: number): Promise<SincronizacionComisiones> {
  return ok<SincronizacionComisiones>(await inject('POST', '/comisiones/sincronizar', { org_id: orgId }));
}

/** A declaration of company `orgId` (a renewal of `padre` when given), inserted straight into the table; answers its id. */
async function nuevaDeclaracion(orgId: number, padre: number | null = null): Promise<number> {
  const [id] = await insertDapcons(app.db, [
    {
      org_id: orgId,
      rcp_id: 1,
      consultor_id: consultorDapcon,
      verificador_id: verificadorDapcon,
      dv_nombre_producto: `Producto ${orgId}-${padre ?? 0}`,
      estado: 'verificada',
      id_padre: padre,
      secuencia: padre === null ? 1 : 2,
    },
  ]);
  if (id === undefined) throw new Error('no declaration');
  return id;
}

async function pagarDeclaracion(dapconId: number, pagado: string, importe: string): Promise<{ id: number; num_factura: string | null }> {
  const response = await inject('PATCH', '/dapcon/registro-pagos', { dapcon_id: dapconId, pagado, importe });
  expect(response.statusCode, response.body).toBe(200);
  const [row] = await app.db.select({ id: dapconPagos.id, num_factura: dapconPagos.num_factura }).from(dapconPagos).where(eq(dapconPagos.dapcon_id, dapconId));
  if (!row) throw new Error('no payment');
  return row;
}

// ---------------------------------------------------------------- reading back

/** Company `orgId`'s commissions, by id. */
function comisionesDe(orgId: number) {
  return app.db.select().from(comisiones).where(eq(comisiones.org_id, orgId)).orderBy(asc(comisiones.id));
}

/** Every commission, by id (to check nothing else changed). */
function todas() {
  return app.db.select().from(comisiones).orderBy(asc(comisiones.id));
}

async function cuotaDe(orgId: number, year: number) {
  const [row] = await app.db.select().from(cuotas).where(and(eq(cuotas.org_id, orgId), eq(cuotas.year, year)));
  if (!row) throw new Error(`no fee ${orgId}/${year}`);
  return row;
}

async function tarifaComision(tipo: TipoComision): Promise<{ precio: string; descripcion: string }> {
  const [row] = await app.db
    .select({ precio: tarifas.precio, descripcion: tarifas.descripcion })
    .from(tarifas)
    .where(and(eq(tarifas.tipo, 'comision'), eq(tarifas.codigo, tipo), eq(tarifas.estado, true)));
  if (!row) throw new Error(`no rate ${tipo}`);
  return row;
}

/** base × porcentaje %, half up to the cent, in whole cents with BigInt (this file's own arithmetic, not the API's). */
function comisionEsperada(base: string, porcentaje: string): string {
  const producto = BigInt(toCents(base)) * BigInt(toCents(porcentaje)); // cents × (percent × 100)
  const cociente = producto / 10_000n;
  const resto = producto % 10_000n;
  return fromCents(Number(resto * 2n >= 10_000n ? cociente + 1n : cociente));
}

const suma = (rows: readonly { total_comision: string }[]) => fromCents(rows.reduce((s, r) => s + toCents(r.total_comision), 0));

// ---------------------------------------------------------------- creation

describe('a commission is created with the payment, for each of the four types', () => {
  it('the seed rates are the four percentages', async () => {
    for (const [tipo, precio] of Object.entries(TASAS) as [TipoComision, string][]) expect((await tarifaComision(tipo)).precio).toBe(precio);
    expect(comisionEsperada('123.45', '10.00')).toBe('12.35');
    expect(comisionEsperada('100.30', '5.00')).toBe('5.02');
  });

  it("alta empresa: a company's first fee (Alta) earns its agent 10 % of it, half up", async () => {
    const org = await nuevaEmpresa(1);
    const asignacion = await asignada(org, agente2, 'comision_alta_empresa');
    expect(asignacion).toEqual({ org_id: org, comisionista_id: agente2, tipo_comision: 'comision_alta_empresa', sincronizacion: null });
    const [cuota] = await registrarCuota({ org_id: org, year: 2020, pagado: '2020-03-01', tipo: 'Alta', importe: '123,45' });
    const rows = await comisionesDe(org);
    expect(rows).toHaveLength(1);
    const [c] = rows;
    const fee = await cuotaDe(org, 2020);
    expect(c).toMatchObject({
      consultor_id: agente2,
      org_id: org,
      tipo_comision: 'comision_alta_empresa',
      origen: 'cuota',
      cuota_id: fee.id,
      dapcon_pago_id: null,
      importe: '123.45',
      porcentaje: '10.00',
      total_comision: '12.35',
      year: 2020,
      referencia: cuota?.num_factura,
      comision_nombre: (await tarifaComision('comision_alta_empresa')).descripcion,
      fecha_pago: null,
    });
    expect(c?.referencia).toMatch(/^F2020-\d{4}$/);
    // As the API shows it.
    const shown = ok<Comision>(await inject('GET', `/comisiones/${c?.id}/show`));
    expect(shown).toMatchObject({
      id: c?.id,
      org_id: org,
      organizacion: { org_cif: cif('B', 8, 80_001), org_nombre: 'Comisiones 1, S.L.' },
      consultor_id: agente2,
      consultor: { consultor_nif: dni(71_000_001), nombre_completo: 'Agent Segon, Pere' },
      tipo_comision: 'comision_alta_empresa',
      tipo_comision_nombre: 'Alta de empresa',
      importe: '123.45',
      porcentaje: '10.00',
      total_comision: '12.35',
      year: 2020,
      fecha_pago: null,
      origen: 'cuota',
      referencia: c?.referencia,
    });

    // A type mismatch: a Renovado fee of an 'alta empresa' company earns nothing.
    await registrarCuota({ org_id: org, year: 2021, pagado: '2021-03-01', tipo: 'Renovado', importe: '500' });
    expect(await comisionesDe(org)).toHaveLength(1);
  });

  it('renovación empresa: a Renovado fee earns 5 %; the company Alta fee none (type mismatch)', async () => {
    const org = await nuevaEmpresa(2);
    await asignada(org, agente2, 'comision_renovacion_empresa');
    await registrarCuota({ org_id: org, year: 2019, pagado: '2019-02-01', tipo: 'Alta', importe: '400' });
    expect(await comisionesDe(org)).toHaveLength(0);
    const [cuota] = await registrarCuota({ org_id: org, year: 2020, pagado: '2020-02-01', tipo: 'Renovado', importe: '100,30' });
    const rows = await comisionesDe(org);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      tipo_comision: 'comision_renovacion_empresa',
      cuota_id: (await cuotaDe(org, 2020)).id,
      importe: '100.30',
      porcentaje: '5.00',
      total_comision: '5.02',
      year: 2020,
      referencia: cuota?.num_factura,
      comision_nombre: (await tarifaComision('comision_renovacion_empresa')).descripcion,
    });
  });

  it("alta DAPcon: a declaration's payment earns 8 %, in the payment's year, with its invoice number", async () => {
    const org = await nuevaEmpresa(3);
    await asignada(org, agente3, 'comision_alta_dapcon');
    const dapcon = await nuevaDeclaracion(org);
    const pago = await pagarDeclaracion(dapcon, '2024-05-06', '1.500,05');
    const rows = await comisionesDe(org);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      consultor_id: agente3,
      tipo_comision: 'comision_alta_dapcon',
      origen: 'dapcon',
      cuota_id: null,
      dapcon_pago_id: pago.id,
      importe: '1500.05',
      porcentaje: '8.00',
      total_comision: comisionEsperada('1500.05', '8.00'),
      year: 2024,
      referencia: pago.num_factura,
      comision_nombre: (await tarifaComision('comision_alta_dapcon')).descripcion,
    });
    expect(rows[0]?.total_comision).toBe('120.00');
    expect(pago.num_factura).toMatch(/^F2024-\d{4}$/);
    // The list, the record and the Excel name the declaration: its product while it has no code, then its code.
    const enLista = async () => body<Envelope<{ data: Comision[] }>>(await inject('GET', `/comisiones?org_id=${org}`)).data.data;
    expect((await enLista()).map((c) => c.dapcon)).toEqual([{ id: dapcon, dapcon_codigo: null, dv_nombre_producto: `Producto ${org}-0` }]);
    await app.db.update(dapcons).set({ dapcon_codigo: `DAPcon-T-${org}` }).where(eq(dapcons.id, dapcon));
    const [conCodigo] = await enLista();
    expect(conCodigo?.dapcon).toEqual({ id: dapcon, dapcon_codigo: `DAPcon-T-${org}`, dv_nombre_producto: `Producto ${org}-0` });
    expect(body<Envelope<Comision>>(await inject('GET', `/comisiones/${conCodigo?.id}/show`)).data.dapcon?.dapcon_codigo).toBe(`DAPcon-T-${org}`);
    const excel = await hoja(await inject('GET', `/comisiones?org_id=${org}&to_excel=true`));
    expect(excel.getRow(1).getCell(14).value).toBe('DAPcon');
    expect(excel.getRow(2).getCell(14).value).toBe(`DAPcon-T-${org}`);
    // A fee of the company is another type: nothing.
    await registrarCuota({ org_id: org, year: 2024, pagado: '2024-01-10', tipo: 'Alta', importe: '300' });
    expect(await comisionesDe(org)).toHaveLength(1);
  });

  it("names the commission in the caller's language, as the rate was named when it was created", async () => {
    const org = await nuevaEmpresa(41);
    await asignada(org, agente3, 'comision_alta_empresa');
    await registrarCuota({ org_id: org, year: 2023, pagado: '2023-01-10', tipo: 'Alta', importe: '300' });
    const nombres = async (lang: string) =>
      body<Envelope<{ data: Comision[] }>>(await inject('GET', `/comisiones?org_id=${org}`, undefined, admin, { 'accept-language': lang })).data.data.map((c) => c.comision_nombre);
    expect(await nombres('es')).toEqual([(await tarifaComision('comision_alta_empresa')).descripcion]);
    expect(await nombres('ca')).toEqual([TARIFAS_SEED_CA.comision_alta_empresa]);
    // The rate renamed later: the commission keeps its names.
    const [rate] = await app.db.select({ id: tarifas.id }).from(tarifas).where(eq(tarifas.codigo, 'comision_alta_empresa'));
    await app.db.update(tarifasIdiomas).set({ descripcion: 'Comissió nova' }).where(eq(tarifasIdiomas.tarifa_id, rate?.id ?? 0));
    try {
      expect(await nombres('ca')).toEqual([TARIFAS_SEED_CA.comision_alta_empresa]);
      const [c] = await app.db.select({ id: comisiones.id }).from(comisiones).where(eq(comisiones.org_id, org));
      const show = await inject('GET', `/comisiones/${c?.id}/show`, undefined, admin, { 'accept-language': 'ca' });
      expect(body<Envelope<Comision>>(show).data.comision_nombre).toBe(TARIFAS_SEED_CA.comision_alta_empresa);
      const excel = await hoja(await inject('GET', `/comisiones?org_id=${org}&to_excel=true`, undefined, admin, { 'accept-language': 'ca' }));
      expect(excel.getRow(2).getCell(5).value).toBe(TARIFAS_SEED_CA.comision_alta_empresa);
    } finally {
      await app.db.update(tarifasIdiomas).set({ descripcion: TARIFAS_SEED_CA.comision_alta_empresa }).where(eq(tarifasIdiomas.tarifa_id, rate?.id ?? 0));
    }
  });

  it("a fee's commission names no declaration", async () => {
    const org = await nuevaEmpresa(40);
    await asignada(org, agente3, 'comision_alta_empresa');
    await registrarCuota({ org_id: org, year: 2023, pagado: '2023-01-10', tipo: 'Alta', importe: '300' });
    const lista = body<Envelope<{ data: Comision[] }>>(await inject('GET', `/comisiones?org_id=${org}`)).data.data;
    expect(lista.map((c) => [c.origen, c.dapcon])).toEqual([['cuota', null]]);
  });

  it("a corrected declaration payment recomputes its unpaid commission (the amount), a synchronisation reporting nothing left to do", async () => {
    const org = await nuevaEmpresa(8);
    await asignada(org, agente3, 'comision_alta_dapcon');
    const dapcon = await nuevaDeclaracion(org);
    const pago = await pagarDeclaracion(dapcon, '2024-02-02', '1000');
    expect((await comisionesDe(org)).map((c) => [c.importe, c.total_comision, c.year])).toEqual([['1000.00', '80.00', 2024]]);
    const corregido = await pagarDeclaracion(dapcon, '2024-02-02', '1.250,55');
    expect(corregido).toEqual(pago);
    const [c] = await comisionesDe(org);
    expect(c).toMatchObject({ dapcon_pago_id: pago.id, importe: '1250.55', porcentaje: '8.00', total_comision: comisionEsperada('1250.55', '8.00'), referencia: pago.num_factura });
    expect(c?.total_comision).toBe('100.04');
    expect(await sincronizar(org)).toEqual({ creadas: 0, eliminadas: 0, actualizadas: 0, sin_cambios: 1 });
  });

  // An unpaid commission follows its source's year (and invoice), as its base does: the result never depends on history.
  it("a declaration payment moved to another year moves its unpaid commission's year", async () => {
    const org = await nuevaEmpresa(9);
    await asignada(org, agente3, 'comision_alta_dapcon');
    const dapcon = await nuevaDeclaracion(org);
    await pagarDeclaracion(dapcon, '2024-12-30', '1000');
    await pagarDeclaracion(dapcon, '2025-01-03', '1000');
    expect((await comisionesDe(org)).map((c) => c.year)).toEqual([2025]);
  });

  it("renovación DAPcon: a renewal's payment (id_padre set) earns 4 %; the first declaration's none", async () => {
    const org = await nuevaEmpresa(4);
    await asignada(org, agente3, 'comision_renovacion_dapcon');
    const padre = await nuevaDeclaracion(org);
    await pagarDeclaracion(padre, '2022-03-03', '1500');
    expect(await comisionesDe(org)).toHaveLength(0);
    const hija = await nuevaDeclaracion(org, padre);
    const pago = await pagarDeclaracion(hija, '2025-07-08', '900,13');
    const rows = await comisionesDe(org);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      tipo_comision: 'comision_renovacion_dapcon',
      origen: 'dapcon',
      dapcon_pago_id: pago.id,
      importe: '900.13',
      porcentaje: '4.00',
      total_comision: '36.01',
      year: 2025,
      referencia: pago.num_factura,
      comision_nombre: (await tarifaComision('comision_renovacion_dapcon')).descripcion,
    });
    expect(comisionEsperada('900.13', '4.00')).toBe('36.01');
  });
});

describe('no commission', () => {
  it('for a fee marked no_comisionable (until it is made commissionable)', async () => {
    const org = await nuevaEmpresa(5);
    await asignada(org, agente2, 'comision_alta_empresa');
    await registrarCuota({ org_id: org, year: 2018, pagado: '2018-04-04', tipo: 'Alta', importe: '250', no_comisionable: true });
    expect(await comisionesDe(org)).toHaveLength(0);
    expect(await sincronizar(org)).toEqual({ creadas: 0, eliminadas: 0, actualizadas: 0, sin_cambios: 0 });
    // Corrected: commissionable now, its commission follows.
    const patch = await inject('PATCH', `/cuotas/actualizar-pago/${org}/2018`, { pagado: '2018-04-04', tipo: 'Alta', no_comisionable: false });
    expect(patch.statusCode, patch.body).toBe(200);
    expect((await comisionesDe(org)).map((c) => [c.importe, c.total_comision])).toEqual([['250.00', '25.00']]);
    // And back: the unpaid commission goes.
    await inject('PATCH', `/cuotas/actualizar-pago/${org}/2018`, { pagado: '2018-04-04', tipo: 'Alta', no_comisionable: true });
    expect(await comisionesDe(org)).toHaveLength(0);
  });

  it('without an active rate of the type; synchronising once it is active creates it', async () => {
    const org = await nuevaEmpresa(6);
    await asignada(org, agente2, 'comision_alta_empresa');
    await app.db.update(tarifas).set({ estado: false }).where(and(eq(tarifas.tipo, 'comision'), eq(tarifas.codigo, 'comision_alta_empresa')));
    try {
      await registrarCuota({ org_id: org, year: 2017, pagado: '2017-05-05', tipo: 'Alta', importe: '333,33' });
      expect(await comisionesDe(org)).toHaveLength(0);
      expect((await sincronizar(org)).creadas).toBe(0);
    } finally {
      await app.db.update(tarifas).set({ estado: true }).where(and(eq(tarifas.tipo, 'comision'), eq(tarifas.codigo, 'comision_alta_empresa')));
    }
    expect(await sincronizar(org)).toEqual({ creadas: 1, eliminadas: 0, actualizadas: 0, sin_cambios: 0 });
    expect((await comisionesDe(org)).map((c) => c.total_comision)).toEqual(['33.33']);
  });

  it('a company that joins an agreement loses its unpaid commissions at the next synchronisation, keeping the paid ones', async () => {
    const org = await nuevaEmpresa(11);
    await asignada(org, agente2, 'comision_renovacion_empresa');
    await registrarCuota({
      cuotas: [
        { org_id: org, year: 2014, pagado: '2014-01-02', importe: '100' },
        { org_id: org, year: 2015, pagado: '2015-01-02', importe: '100' },
        { org_id: org, year: 2016, pagado: '2016-01-02', importe: '100' },
      ],
    });
    const [first] = await comisionesDe(org);
    ok<PagoComisiones>(await inject('POST', '/comisiones/pagar', { pagado: '2016-02-02', pagoids: [first?.id] }));
    await app.db.update(organizaciones).set({ org_convenio: 'conv_hispalyt' }).where(eq(organizaciones.org_id, org));
    expect(await sincronizar(org)).toEqual({ creadas: 0, eliminadas: 1, actualizadas: 0, sin_cambios: 1 });
    expect((await comisionesDe(org)).map((c) => [c.year, c.fecha_pago])).toEqual([[2015, '2016-02-02']]);
  });

  it('a new rate applies to new commissions only: the unpaid ones keep the rate they were created with', async () => {
    const org = await nuevaEmpresa(12);
    await asignada(org, agente2, 'comision_renovacion_empresa');
    await registrarCuota({ org_id: org, year: 2014, pagado: '2014-03-03', tipo: 'Renovado', importe: '100' });
    const filtro = and(eq(tarifas.tipo, 'comision'), eq(tarifas.codigo, 'comision_renovacion_empresa'));
    await app.db.update(tarifas).set({ precio: '7.50' }).where(filtro);
    try {
      await registrarCuota({ org_id: org, year: 2015, pagado: '2015-03-03', tipo: 'Renovado', importe: '100,10' });
      expect(await sincronizar(org)).toEqual({ creadas: 0, eliminadas: 0, actualizadas: 0, sin_cambios: 2 });
    } finally {
      await app.db.update(tarifas).set({ precio: TASAS.comision_renovacion_empresa }).where(filtro);
    }
    expect((await comisionesDe(org)).map((c) => [c.year, c.porcentaje, c.total_comision])).toEqual([
      [2014, '5.00', '5.00'],
      [2015, '7.50', '7.51'], // 7.5075
    ]);
  });

  it('for a company of an agreement: none even with an agent set, and Definir Comisionista answers 409', async () => {
    const org = await nuevaEmpresa(7, { org_convenio: 'conv_hispalyt' });
    const response = await asignar(org, agente2, 'comision_alta_empresa', true);
    expect(response.statusCode, response.body).toBe(409);
    expect(body<ErrorBody>(response).message).toBe(FINANZAS_MSG.empresaConvenioSinComisiones);
    const [row] = await app.db.select({ c: organizaciones.comisionista_id, t: organizaciones.tipo_comision }).from(organizaciones).where(eq(organizaciones.org_id, org));
    expect(row).toEqual({ c: null, t: null });
    // An agent set in the table (older data) earns nothing either.
    await app.db.update(organizaciones).set({ comisionista_id: agente2, tipo_comision: 'comision_alta_empresa' }).where(eq(organizaciones.org_id, org));
    await registrarCuota({ org_id: org, year: 2016, pagado: '2016-06-06', tipo: 'Alta', importe: '100' });
    expect(await comisionesDe(org)).toHaveLength(0);
    expect((await sincronizar(org)).creadas).toBe(0);
    expect(await comisionesDe(org)).toHaveLength(0);
  });
});

// ---------------------------------------------------------------- synchronisation

describe('POST /comisiones/sincronizar and the changes it follows', () => {
  /** The company of this block: Renovado fees of 2011 to 2013 (and its Alta of 2010), agent 2. */
  let org: number;

  it('is idempotent: twice in a row, the second changes nothing (also on the seeded demo company)', async () => {
    org = await nuevaEmpresa(10);
    await asignada(org, agente2, 'comision_renovacion_empresa');
    await registrarCuota({
      cuotas: [
        { org_id: org, year: 2010, pagado: '2010-01-20', importe: '700' },
        { org_id: org, year: 2011, pagado: '2011-01-20', importe: '700' },
        { org_id: org, year: 2012, pagado: '2012-01-20', importe: '701,11' },
        { org_id: org, year: 2013, pagado: '2013-01-20', importe: '702,22' },
      ],
    });
    expect((await comisionesDe(org)).map((c) => c.year)).toEqual([2011, 2012, 2013]);
    for (const id of [org, 1]) {
      const first = await sincronizar(id);
      expect(first.creadas + first.eliminadas + first.actualizadas).toBe(0);
      const before = await todas();
      expect(await sincronizar(id)).toEqual({ creadas: 0, eliminadas: 0, actualizadas: 0, sin_cambios: first.sin_cambios });
      expect(await todas()).toEqual(before);
    }
    // The seeded demo company: its agent's two renewals, one paid.
    const seeded = await comisionesDe(1);
    expect(seeded.map((c) => [c.consultor_id, c.fecha_pago !== null])).toEqual([
      [agente1, true],
      [agente1, false],
    ]);
  });

  it('fees of one company registered at the same time, and a synchronisation among them, give one commission each', async () => {
    const org = await nuevaEmpresa(13);
    await asignada(org, agente2, 'comision_renovacion_empresa');
    await registrarCuota({ org_id: org, year: 2000, pagado: '2000-05-05', tipo: 'Alta', importe: '10' });
    const responses = await Promise.all([
      ...[2001, 2002, 2003, 2004].map((year) => inject('POST', '/cuotas/registro-pago', { org_id: org, year, pagado: `${year}-05-05`, tipo: 'Renovado', importe: '10' })),
      inject('POST', '/comisiones/sincronizar', { org_id: org }),
    ]);
    expect(responses.map((r) => r.statusCode)).toEqual([201, 201, 201, 201, 200]);
    expect((await comisionesDe(org)).map((c) => c.year).sort()).toEqual([2001, 2002, 2003, 2004]);
    expect(await sincronizar(org)).toEqual({ creadas: 0, eliminadas: 0, actualizadas: 0, sin_cambios: 4 });
  });

  it("refuses an agent that is not the company's (422) and a company that does not exist (404)", async () => {
    expect(errors(await inject('POST', '/comisiones/sincronizar', { org_id: org, comisionista_id: agente3 })).comisionista_id).toEqual([FINANZAS_MSG.comisionistaNoValido]);
    expect(ok<SincronizacionComisiones>(await inject('POST', '/comisiones/sincronizar', { org_id: org, comisionista_id: String(agente2) })).creadas).toBe(0);
    expect((await inject('POST', '/comisiones/sincronizar', { org_id: 999_999 })).statusCode).toBe(404);
    expect(errors(await inject('POST', '/comisiones/sincronizar', {})).org_id).toEqual([MSG.campoObligatorio]);
  });

  it("a new agent: the old agent's unpaid commissions go, its paid one stays, the new agent's cover the rest", async () => {
    const [pagada] = await comisionesDe(org);
    ok<PagoComisiones>(await inject('POST', '/comisiones/pagar', { pagado: '2012-02-01', pagoids: [pagada?.id] }));
    const asignacion = await asignada(org, agente3, 'comision_renovacion_empresa', true);
    expect(asignacion.sincronizacion).toEqual({ creadas: 2, eliminadas: 2, actualizadas: 0, sin_cambios: 1 });
    const rows = await comisionesDe(org);
    expect(rows.map((c) => [c.consultor_id, c.year, c.fecha_pago])).toEqual([
      [agente2, 2011, '2012-02-01'],
      [agente3, 2012, null],
      [agente3, 2013, null],
    ]);
    // The paid one as it was; the new ones on the fees' amounts.
    expect(rows[0]).toEqual({ ...pagada, fecha_pago: '2012-02-01', updated_at: rows[0]?.updated_at });
    expect(rows[1]).toMatchObject({ cuota_id: (await cuotaDe(org, 2012)).id, importe: '701.11', total_comision: comisionEsperada('701.11', '5.00') });
    expect(rows[2]).toMatchObject({ cuota_id: (await cuotaDe(org, 2013)).id, importe: '702.22', total_comision: '35.11' });
    // Back to agent 2: the paid 2011 commission still covers its fee.
    const back = await asignada(org, agente2, 'comision_renovacion_empresa', true);
    expect(back.sincronizacion).toEqual({ creadas: 2, eliminadas: 2, actualizadas: 0, sin_cambios: 1 });
    expect((await comisionesDe(org)).map((c) => [c.consultor_id, c.year])).toEqual([
      [agente2, 2011],
      [agente2, 2012],
      [agente2, 2013],
    ]);
    // Another type: the unpaid ones go, the paid one stays; without sincronizar nothing changes at once.
    const sinSync = await asignada(org, agente2, 'comision_alta_empresa');
    expect(sinSync.sincronizacion).toBeNull();
    expect(await comisionesDe(org)).toHaveLength(3);
    expect(await sincronizar(org)).toEqual({ creadas: 1, eliminadas: 2, actualizadas: 0, sin_cambios: 1 });
    expect((await comisionesDe(org)).map((c) => [c.tipo_comision, c.year])).toEqual([
      ['comision_renovacion_empresa', 2011],
      ['comision_alta_empresa', 2010],
    ]);
    await asignada(org, agente2, 'comision_renovacion_empresa', true);
  });

  it("a corrected fee amount recomputes its unpaid commission at its own rate; a paid one is never touched", async () => {
    const patch = await inject('PATCH', `/cuotas/actualizar-pago/${org}/2012`, { pagado: '2012-01-20', tipo: 'Renovado', importe: '200,10' });
    expect(patch.statusCode, patch.body).toBe(200);
    const c2012 = (await comisionesDe(org)).find((c) => c.year === 2012);
    expect(c2012).toMatchObject({ importe: '200.10', porcentaje: '5.00', total_comision: '10.01' });
    // Changed behind the API's back, a synchronisation reports it as updated.
    await app.db.update(cuotas).set({ importe: '0.30' }).where(eq(cuotas.id, (await cuotaDe(org, 2013)).id));
    expect(await sincronizar(org)).toEqual({ creadas: 0, eliminadas: 0, actualizadas: 1, sin_cambios: 2 });
    expect((await comisionesDe(org)).find((c) => c.year === 2013)).toMatchObject({ importe: '0.30', total_comision: '0.02' });
    // The paid 2011 commission keeps its base.
    const paidBefore = (await comisionesDe(org)).find((c) => c.year === 2011);
    await inject('PATCH', `/cuotas/actualizar-pago/${org}/2011`, { pagado: '2011-01-20', tipo: 'Renovado', importe: '999' });
    expect((await comisionesDe(org)).find((c) => c.year === 2011)).toEqual(paidBefore);
  });

  it('a deleted fee takes its unpaid commission with it; a paid one stays, its source cleared', async () => {
    const del2013 = await inject('DELETE', '/cuotas/borrado-pago', { org_id: org, year: 2013 });
    expect(del2013.statusCode, del2013.body).toBe(200);
    expect((await comisionesDe(org)).map((c) => c.year)).toEqual([2011, 2012]);
    const paid = (await comisionesDe(org)).find((c) => c.year === 2011);
    const del2011 = await inject('DELETE', '/cuotas/borrado-pago', { org_id: org, year: 2011 });
    expect(del2011.statusCode, del2011.body).toBe(200);
    const after = (await comisionesDe(org)).find((c) => c.year === 2011);
    expect(after).toEqual({ ...paid, cuota_id: null });
    expect(after?.referencia).toBe(paid?.referencia);
    expect(await sincronizar(org)).toEqual({ creadas: 0, eliminadas: 0, actualizadas: 0, sin_cambios: 2 });
  });
});

// ---------------------------------------------------------------- the list

type Fila = Awaited<ReturnType<typeof todas>>[number];

describe('GET /comisiones', () => {
  /** Our four companies of many fees. */
  const empresas: number[] = [];
  const CENTS = [12_345, 10, 20, 33_333, 1, 99_999, 70, 10_030, 4_321, 999_999_999, 5];
  let filas: Fila[];

  const page = async (query: string) => ok<ComisionesPage>(await inject('GET', `/comisiones${query}`));

  it('sets up 100 fees with awkward amounts through one registration (agents 2 and 3, renewals), and pays a third of them', async () => {
    for (let n = 0; n < 4; n++) {
      const org = await nuevaEmpresa(20 + n);
      empresas.push(org);
      await asignada(org, n < 2 ? agente2 : agente3, 'comision_renovacion_empresa');
    }
    const payments: { org_id: number; year: number; pagado: string; importe: string }[] = [];
    let i = 0;
    for (const org of empresas) {
      for (let year = 2001; year <= 2025; year++) {
        const cents = CENTS[i % CENTS.length] ?? 0;
        i++;
        payments.push({ org_id: org, year, pagado: `${year}-0${(i % 9) + 1}-1${i % 10}`, importe: `${Math.floor(cents / 100)},${String(cents % 100).padStart(2, '0')}` });
      }
    }
    const registered = ok<CuotasConTotal>(await inject('POST', '/cuotas/registro-pago', { cuotas: payments }), 201);
    expect(registered.cuotas).toHaveLength(100);
    const ours = await app.db.select().from(comisiones).where(inArray(comisiones.org_id, empresas)).orderBy(asc(comisiones.id));
    // 24 renewals per company (the first fee is its Alta).
    expect(ours).toHaveLength(96);
    for (const c of ours) {
      const fee = registered.cuotas.find((f) => f.org_id === c.org_id && f.year === c.year);
      expect(fee?.tipo).toBe('Renovado');
      expect(c).toMatchObject({ importe: fee?.importe, porcentaje: '5.00', total_comision: comisionEsperada(fee?.importe ?? '', '5.00'), referencia: fee?.num_factura });
    }
    const aPagar = ours.filter((_, k) => k % 3 === 0).map((c) => c.id);
    const pago = ok<PagoComisiones>(await inject('POST', '/comisiones/pagar', { pagado: '2025-02-14', observaciones: 'Liquidación', pagoids: aPagar }));
    expect(pago).toEqual({ pagadas: aPagar.length, total: suma(ours.filter((c) => aPagar.includes(c.id))) });
    // A few more paid on other days, for the date filters.
    const otros = ours.filter((_, k) => k % 3 === 1).slice(0, 6).map((c) => c.id);
    ok<PagoComisiones>(await inject('POST', '/comisiones/pagar', { pagado: '2024-06-30', pagoids: otros }));
    filas = await todas();
  });

  /** The expected total and sums of the rows a predicate keeps (from the table). */
  function esperado(keep: (r: Fila) => boolean) {
    const rows = filas.filter(keep);
    return {
      total: rows.length,
      total_a_pagar: suma(rows.filter((r) => r.fecha_pago === null)),
      total_pagado: suma(rows.filter((r) => r.fecha_pago !== null)),
    };
  }

  it('filters by agent (or its alias rema_id) and by company, with the sums to the cent', async () => {
    for (const agente of [agente1, agente2, agente3]) {
      const want = esperado((r) => r.consultor_id === agente);
      expect(want.total).toBeGreaterThan(0);
      const got = await page(`?comisionista_id=${agente}`);
      expect({ total: got.total, total_a_pagar: got.total_a_pagar, total_pagado: got.total_pagado }).toEqual(want);
      expect(got.data.every((r) => r.consultor_id === agente)).toBe(true);
      const alias = await page(`?rema_id=${agente}`);
      expect(alias).toEqual(got);
    }
    const want2 = esperado((r) => r.consultor_id === agente2);
    expect(want2.total_a_pagar).not.toBe('0.00');
    expect(want2.total_pagado).not.toBe('0.00');
    for (const org of empresas) {
      const got = await page(`?org_id=${org}`);
      expect({ total: got.total, total_a_pagar: got.total_a_pagar, total_pagado: got.total_pagado }).toEqual(esperado((r) => r.org_id === org));
    }
    // Everything at once.
    const all = await page('');
    expect({ total: all.total, total_a_pagar: all.total_a_pagar, total_pagado: all.total_pagado }).toEqual(esperado(() => true));
    // Floating point would not give it.
    const float = filas.reduce((s, r) => s + Number(r.total_comision), 0);
    expect(String(float)).not.toBe(fromCents(filas.reduce((s, r) => s + toCents(r.total_comision), 0)));
  });

  it('filters paid only or unpaid only (not both: 422), by payment dates (the wrong way round: 422), by type and by year', async () => {
    const pagadas = await page(`?comisionista_id=${agente2}&es_pagado=true`);
    expect(pagadas.total).toBe(esperado((r) => r.consultor_id === agente2 && r.fecha_pago !== null).total);
    expect(pagadas.total_a_pagar).toBe('0.00');
    expect(pagadas.data.every((r) => r.fecha_pago !== null)).toBe(true);
    const pendientes = await page(`?comisionista_id=${agente2}&no_pagado=true`);
    expect(pendientes.total).toBe(esperado((r) => r.consultor_id === agente2 && r.fecha_pago === null).total);
    expect(pendientes.total_pagado).toBe('0.00');
    expect(pendientes.data.every((r) => r.fecha_pago === null)).toBe(true);
    expect(errors(await inject('GET', '/comisiones?es_pagado=true&no_pagado=true'))).toEqual({ no_pagado: [FINANZAS_MSG.pagadasYNoPagadas] });

    const rango = await page('?fecha_desde=2024-06-01&fecha_hasta=2024-12-31');
    expect({ total: rango.total, total_a_pagar: rango.total_a_pagar, total_pagado: rango.total_pagado }).toEqual(
      esperado((r) => r.fecha_pago !== null && r.fecha_pago >= '2024-06-01' && r.fecha_pago <= '2024-12-31'),
    );
    expect(rango.total).toBe(6);
    expect(errors(await inject('GET', '/comisiones?fecha_desde=2025-01-02&fecha_hasta=2025-01-01'))).toEqual({ fecha_hasta: [FINANZAS_MSG.fechasInvertidas] });
    expect(errors(await inject('GET', '/comisiones?fecha_desde=ayer')).fecha_desde).toEqual([MSG.fechaNoValida]);

    for (const tipo of Object.keys(TASAS) as TipoComision[]) {
      const got = await page(`?tipo=${tipo}`);
      expect(got.total, tipo).toBe(esperado((r) => r.tipo_comision === tipo).total);
      expect(got.total, tipo).toBeGreaterThan(0);
      expect(got.data.every((r) => r.tipo_comision === tipo)).toBe(true);
    }
    expect(errors(await inject('GET', '/comisiones?tipo=comision_otra')).tipo).toEqual([MSG.valorNoValido]);
    const y2010 = await page('?year=2010');
    expect({ total: y2010.total, total_a_pagar: y2010.total_a_pagar, total_pagado: y2010.total_pagado }).toEqual(esperado((r) => r.year === 2010));
    expect(errors(await inject('GET', '/comisiones?year=1999')).year).toEqual([MSG.anyoNoValido]);
  });

  it('pages by the allowed sizes only, or not at all (paginate=false), and sorts by the allowed fields only', async () => {
    const total = filas.length;
    expect(total).toBeGreaterThan(100);
    const def = await page('');
    expect(def.per_page).toBe(20);
    expect(def.data).toHaveLength(20);
    const cuarenta = await page('?limit=40&page=2');
    expect(cuarenta).toMatchObject({ per_page: 40, current_page: 2, total });
    expect(cuarenta.data).toHaveLength(Math.min(40, total - 40));
    expect(errors(await inject('GET', '/comisiones?limit=30')).limit).toEqual([MSG.valorNoValido]);
    const todo = await page('?paginate=false');
    expect(todo.per_page).toBe(1000);
    expect(todo.data).toHaveLength(total);
    expect(new Set(todo.data.map((r) => r.id))).toEqual(new Set(filas.map((r) => r.id)));
    // Default: year desc.
    const years = todo.data.map((r) => r.year);
    expect(years).toEqual([...years].sort((a, b) => b - a));
    const porTotal = (await page('?paginate=false&order_by=total_comision asc')).data.map((r) => toCents(r.total_comision));
    expect(porTotal).toEqual([...porTotal].sort((a, b) => a - b));
    const porImporte = (await page('?paginate=false&order_by=importe desc')).data.map((r) => toCents(r.importe));
    expect(porImporte).toEqual([...porImporte].sort((a, b) => b - a));
    const porFecha = (await page('?paginate=false&order_by=fecha_pago asc')).data.map((r) => r.fecha_pago ?? '9999-12-31');
    expect(porFecha).toEqual([...porFecha].sort());
    expect((await page('?order_by=org_nombre asc')).total).toBe(total);
    expect(errors(await inject('GET', '/comisiones?order_by=foo asc')).order_by).toEqual([MSG.ordenNoValido]);
    expect(errors(await inject('GET', '/comisiones?order_by=consultor_id asc')).order_by).toEqual([MSG.ordenNoValido]);
  });

  it('to_excel=true: the filtered list as an xlsx, a row per commission, the amounts as numbers matching the table', async () => {
    const want = filas.filter((r) => r.consultor_id === agente2);
    const list = (await page(`?comisionista_id=${agente2}&paginate=false`)).data;
    const excel = await inject('GET', `/comisiones?comisionista_id=${agente2}&to_excel=true`);
    expect(excel.statusCode).toBe(200);
    expect(String(excel.headers['content-disposition'])).toMatch(/^attachment; filename="\d{4}-\d{2}-\d{2}_Comisiones\.xlsx"$/);
    const sheet = await hoja(excel);
    expect(sheet.getRow(1).getCell(1).value).toBe('Comisionista');
    expect(sheet.rowCount - 1).toBe(want.length);
    const byRef = new Map(want.map((r) => [r.referencia, r]));
    let cents = 0;
    for (let i = 2; i <= sheet.rowCount; i++) {
      const row = sheet.getRow(i);
      const ref = String(row.getCell(7).value);
      const fila = byRef.get(ref);
      expect(fila, ref).toBeDefined();
      // In the list's order.
      expect(list[i - 2]?.referencia).toBe(ref);
      expect(row.getCell(8).value).toBe(Number(fila?.importe));
      expect(row.getCell(9).value).toBe(Number(fila?.porcentaje));
      expect(row.getCell(10).value).toBe(Number(fila?.total_comision));
      expect(row.getCell(11).value).toBe(fila?.year);
      expect(dia(row.getCell(12).value)).toBe(fila?.fecha_pago);
      cents += Math.round(Number(row.getCell(10).value) * 100);
      byRef.delete(ref);
    }
    expect(byRef.size).toBe(0);
    expect(fromCents(cents)).toBe(suma(want));
    // In Catalan.
    const ca = await inject('GET', `/comisiones?org_id=${empresas[0]}&to_excel=true`, undefined, admin, { 'accept-language': 'ca' });
    expect((await hoja(ca)).getRow(1).getCell(1).value).toBe('Comissionista');
  });

  it('is the administration alone', async () => {
    expect((await inject('GET', '/comisiones', undefined, empresa)).statusCode).toBe(403);
    expect((await app.inject({ method: 'GET', url: '/api/comisiones' })).statusCode).toBe(401);
  });
});

async function hoja(response: LightMyRequestResponse): Promise<ExcelJS.Worksheet> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(response.rawPayload as unknown as Parameters<ExcelJS.Xlsx['load']>[0]);
  const sheet = workbook.worksheets[0];
  if (!sheet) throw new Error('no sheet');
  return sheet;
}

/** A day cell as YYYY-MM-DD (null when empty). */
function dia(value: ExcelJS.CellValue): string | null {
  if (value === null || value === undefined) return null;
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  return String(value);
}

// ---------------------------------------------------------------- writes

describe('POST /comisiones/pagar', () => {
  async function pendientes(n: number): Promise<Fila[]> {
    const rows = await app.db.select().from(comisiones).where(eq(comisiones.consultor_id, agente3)).orderBy(asc(comisiones.id));
    return rows.filter((r) => r.fecha_pago === null).slice(0, n);
  }

  it('pays exactly the ids sent (each once), with the date and observaciones, answering how many and their sum', async () => {
    const elegidas = await pendientes(3);
    expect(elegidas).toHaveLength(3);
    const ids = elegidas.map((c) => c.id);
    const before = await todas();
    const answer = ok<PagoComisiones>(await inject('POST', '/comisiones/pagar', { pagado: '2025-03-31', observaciones: '  Transferencia marzo ', pagoids: [ids[2], String(ids[0]), ids[1], ids[2]] }));
    expect(answer).toEqual({ pagadas: 3, total: suma(elegidas) });
    const after = await todas();
    for (const row of after) {
      const old = before.find((b) => b.id === row.id);
      if (ids.includes(row.id)) {
        expect(row).toMatchObject({ fecha_pago: '2025-03-31', observaciones: 'Transferencia marzo', total_comision: old?.total_comision });
      } else {
        expect(row).toEqual(old);
      }
    }
  });

  it('refuses one already paid (409) and an unknown id (422), changing nothing', async () => {
    const [unpaid] = await pendientes(1);
    const [paid] = await app.db.select().from(comisiones).where(isNotNull(comisiones.fecha_pago)).limit(1);
    const before = await todas();
    const conflict = await inject('POST', '/comisiones/pagar', { pagado: HOY, pagoids: [unpaid?.id, paid?.id] });
    expect(conflict.statusCode, conflict.body).toBe(409);
    expect(body<ErrorBody>(conflict)).toMatchObject({ message: FINANZAS_MSG.comisionesYaPagadas, errors: { pagoids: [FINANZAS_MSG.comisionesYaPagadas] } });
    expect(errors(await inject('POST', '/comisiones/pagar', { pagado: HOY, pagoids: [unpaid?.id, 99_999_999] }))).toEqual({ pagoids: [FINANZAS_MSG.comisionesNoExisten] });
    expect(await todas()).toEqual(before);
  });

  it('two payments of the same commission at once: one pays it, the other finds it paid (409)', async () => {
    const [unpaid] = await pendientes(1);
    const [a, b] = await Promise.all([
      inject('POST', '/comisiones/pagar', { pagado: '2025-04-01', pagoids: [unpaid?.id] }),
      inject('POST', '/comisiones/pagar', { pagado: '2025-04-02', pagoids: [unpaid?.id] }),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    const [row] = await app.db.select().from(comisiones).where(eq(comisiones.id, unpaid?.id ?? 0));
    expect(row?.fecha_pago).toBe(a.statusCode === 200 ? '2025-04-01' : '2025-04-02');
  });

  it.each([
    ['no ids', { pagoids: [] }, 'pagoids', FINANZAS_MSG.comisionesObligatorias],
    ['ids missing', { pagoids: undefined }, 'pagoids', FINANZAS_MSG.comisionesObligatorias],
    ['an id that is not a number', { pagoids: ['uno'] }, 'pagoids.0', MSG.valorNoValido],
    ['a date in the future', { pagado: MANANA }, 'pagado', FINANZAS_MSG.pagoFuturo],
    ['a date before 2000', { pagado: '1999-12-31' }, 'pagado', FINANZAS_MSG.pagoAnteriorA2000],
    ['not a date', { pagado: 'ayer' }, 'pagado', MSG.fechaNoValida],
    ['a day that does not exist', { pagado: '2023-02-29' }, 'pagado', MSG.fechaNoValida],
    ['no date', { pagado: '' }, 'pagado', MSG.campoObligatorio],
  ])('refuses %s (422 under the field), changing nothing', async (_what, change, field, message) => {
    const [unpaid] = await pendientes(1);
    const before = await todas();
    const response = await inject('POST', '/comisiones/pagar', { pagado: '2025-01-01', pagoids: [unpaid?.id], ...change });
    const errs = errors(response);
    if (field === 'pagoids.0') {
      expect(Object.values(errs).flat()).toContain(message);
    } else {
      expect(errs[field]).toEqual([message]);
    }
    expect(await todas()).toEqual(before);
  });

  it('refuses more than 500 at once', async () => {
    const pagoids = Array.from({ length: 501 }, (_, i) => i + 1);
    expect(errors(await inject('POST', '/comisiones/pagar', { pagado: HOY, pagoids })).pagoids).toEqual([FINANZAS_MSG.demasiadasComisiones]);
  });
});

describe('PATCH /comisiones/:id/update and GET /comisiones/:id/show', () => {
  it('sets the payment date and observaciones, and clears the date (unpaid again)', async () => {
    const [c] = await app.db.select().from(comisiones).where(eq(comisiones.consultor_id, agente3)).orderBy(asc(comisiones.id)).limit(1);
    const id = c?.id ?? 0;
    const set = ok<Comision>(await inject('PATCH', `/comisiones/${id}/update`, { pagado: '2024-01-02', observaciones: 'Pagada a mano' }));
    expect(set).toMatchObject({ id, fecha_pago: '2024-01-02', observaciones: 'Pagada a mano', total_comision: c?.total_comision });
    const [stored] = await app.db.select().from(comisiones).where(eq(comisiones.id, id));
    expect(stored).toMatchObject({ fecha_pago: '2024-01-02', observaciones: 'Pagada a mano' });
    const cleared = ok<Comision>(await inject('PATCH', `/comisiones/${id}/update`, { pagado: '', observaciones: 'Anulada' }));
    expect(cleared).toMatchObject({ fecha_pago: null, observaciones: 'Anulada' });
    const nulled = ok<Comision>(await inject('PATCH', `/comisiones/${id}/update`, { pagado: null }));
    expect(nulled.fecha_pago).toBeNull();
    expect(ok<Comision>(await inject('GET', `/comisiones/${id}/show`))).toEqual(nulled);
  });

  it('answers 404 for an unknown commission, 422 for a bad date', async () => {
    const [c] = await app.db.select().from(comisiones).limit(1);
    expect((await inject('PATCH', '/comisiones/99999999/update', { pagado: '2024-01-02' })).statusCode).toBe(404);
    expect(errors(await inject('PATCH', `/comisiones/${c?.id}/update`, { pagado: 'ayer' })).pagado).toEqual([MSG.fechaNoValida]);
    expect(errors(await inject('PATCH', `/comisiones/${c?.id}/update`, { pagado: MANANA })).pagado).toEqual([FINANZAS_MSG.pagoFuturo]);
    expect(errors(await inject('PATCH', `/comisiones/${c?.id}/update`, { pagado: '1999-01-01' })).pagado).toEqual([FINANZAS_MSG.pagoAnteriorA2000]);
    // A path that is no id: a bad request, as on the other finance and DAPcon routes (the contract's
    // comment on ComisionParams says 404; the answer is 422 with 'not found' under id).
    expect(errors(await inject('GET', '/comisiones/abc/show'))).toEqual({ id: [MSG.noEncontrado] });
    expect(errors(await inject('DELETE', '/comisiones/1.5/eliminar'))).toEqual({ id: [MSG.noEncontrado] });
    const missing = await inject('GET', '/comisiones/99999999/show');
    expect(missing.statusCode).toBe(404);
    expect(body<ErrorBody>(missing).message).toBe(FINANZAS_MSG.comisionNoExiste);
    expect((await inject('GET', `/comisiones/${c?.id}/show`, undefined, empresa)).statusCode).toBe(403);
  });
});

describe('POST /comisiones/generar_excel', () => {
  it('answers the chosen commissions as an xlsx: the header, a row per id in id order, amounts as numbers', async () => {
    const rows = await app.db.select().from(comisiones).where(eq(comisiones.consultor_id, agente3)).orderBy(asc(comisiones.id)).limit(5);
    const [org] = await app.db.select({ org_cif: organizaciones.org_cif, org_nombre: organizaciones.org_nombre }).from(organizaciones).where(eq(organizaciones.org_id, rows[0]?.org_id ?? 0));
    const ids = rows.map((r) => r.id);
    const response = await inject('POST', '/comisiones/generar_excel', { pagoids: [...ids].reverse() });
    expect(response.statusCode, response.body).toBe(200);
    expect(String(response.headers['content-disposition'])).toMatch(/^attachment; filename="\d{4}-\d{2}-\d{2}_Comisiones\.xlsx"$/);
    const sheet = await hoja(response);
    expect((sheet.getRow(1).values as ExcelJS.CellValue[]).slice(1)).toEqual([
      'Comisionista',
      'NIF',
      'Organización',
      'CIF',
      'Comisión',
      'Tipo',
      'N° factura',
      'Importe (€)',
      'Porcentaje (%)',
      'Total comisión (€)',
      'Año',
      'Fecha de pago',
      'Observaciones',
      'DAPcon',
    ]);
    expect(sheet.rowCount).toBe(rows.length + 1);
    rows.forEach((r, i) => {
      const row = sheet.getRow(i + 2);
      expect(row.getCell(1).value).toBe('Agent Tercera, Anna');
      expect(row.getCell(2).value).toBe(dni(71_000_002));
      expect(row.getCell(5).value).toBe(r.comision_nombre);
      expect(row.getCell(7).value).toBe(r.referencia);
      expect(row.getCell(8).value).toBe(Number(r.importe));
      expect(typeof row.getCell(8).value).toBe('number');
      expect(row.getCell(9).value).toBe(Number(r.porcentaje));
      expect(row.getCell(10).value).toBe(Number(r.total_comision));
      expect(row.getCell(11).value).toBe(r.year);
      expect(dia(row.getCell(12).value)).toBe(r.fecha_pago);
    });
    expect(sheet.getRow(2).getCell(4).value).toBe(org?.org_cif);
    expect(sheet.getRow(2).getCell(3).value).toBe(org?.org_nombre);
  });

  it('refuses an unknown id (422) and no ids (422)', async () => {
    const [c] = await app.db.select().from(comisiones).limit(1);
    expect(errors(await inject('POST', '/comisiones/generar_excel', { pagoids: [c?.id, 99_999_999] }))).toEqual({ pagoids: [FINANZAS_MSG.comisionesNoExisten] });
    expect(errors(await inject('POST', '/comisiones/generar_excel', { pagoids: [] }))).toEqual({ pagoids: [FINANZAS_MSG.comisionesObligatorias] });
  });
});

describe('DELETE /comisiones/:id/eliminar', () => {
  it('deletes an unpaid one; refuses a paid one (409); 404 for none', async () => {
    const pendiente = (await app.db.select().from(comisiones).where(eq(comisiones.consultor_id, agente3)).orderBy(asc(comisiones.id))).find((c) => c.fecha_pago === null);
    expect(pendiente).toBeDefined();
    const deleted = await inject('DELETE', `/comisiones/${pendiente?.id}/eliminar`);
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(body<Envelope<null>>(deleted).message).toBe(FINANZAS_MSG.comisionEliminada);
    expect(await app.db.select().from(comisiones).where(eq(comisiones.id, pendiente?.id ?? 0))).toHaveLength(0);
    const [paid] = await app.db.select().from(comisiones).where(isNotNull(comisiones.fecha_pago)).limit(1);
    const refused = await inject('DELETE', `/comisiones/${paid?.id}/eliminar`);
    expect(refused.statusCode).toBe(409);
    expect(body<ErrorBody>(refused).message).toBe('Una comisión pagada no se puede eliminar.');
    expect(await app.db.select().from(comisiones).where(eq(comisiones.id, paid?.id ?? 0))).toHaveLength(1);
    expect((await inject('DELETE', `/comisiones/${pendiente?.id}/eliminar`)).statusCode).toBe(404);
    expect((await inject('DELETE', '/comisiones/99999999/eliminar')).statusCode).toBe(404);
    // A synchronisation brings the deleted one back (its fee is still paid and commissionable).
    expect((await sincronizar(pendiente?.org_id ?? 0)).creadas).toBe(1);
  });
});

describe('PATCH /comisiones/cambiar_rema/:orgId', () => {
  it('names the missing agent and type', async () => {
    const org = await nuevaEmpresa(30);
    expect(errors(await inject('PATCH', `/comisiones/cambiar_rema/${org}`, {}))).toEqual({
      comisionista_id: ['Ingrese un Comisionista'],
      tipo_comision: ['Ingrese un tipo de comisión'],
    });
    expect(errors(await inject('PATCH', `/comisiones/cambiar_rema/${org}`, { comisionista_id: '', tipo_comision: '  ' }))).toEqual({
      comisionista_id: [FINANZAS_MSG.comisionistaObligatorio],
      tipo_comision: [FINANZAS_MSG.tipoComisionObligatorio],
    });
  });

  it('refuses a consultant who is not a commission earner, one whose account is inactive, one that does not exist, and an unknown type (422); an unknown company (404)', async () => {
    const org = await nuevaEmpresa(31);
    const inactivo = await nuevoConsultor(3, { nombre: 'Joan', apellidos: 'Agent Inactiu', activo: false });
    for (const id of [noComisionista, inactivo, 99_999_999]) {
      expect(errors(await asignar(org, id, 'comision_alta_empresa')), String(id)).toEqual({ comisionista_id: [FINANZAS_MSG.comisionistaNoValido] });
    }
    expect(errors(await inject('PATCH', `/comisiones/cambiar_rema/${org}`, { comisionista_id: agente2, tipo_comision: 'comision_otra' }))).toEqual({
      tipo_comision: [FINANZAS_MSG.tipoComisionNoValido],
    });
    expect(errors(await inject('PATCH', `/comisiones/cambiar_rema/${org}`, { comisionista_id: 'x', tipo_comision: 'comision_alta_empresa' })).comisionista_id).toEqual([
      FINANZAS_MSG.comisionistaNoValido,
    ]);
    const [row] = await app.db.select({ c: organizaciones.comisionista_id }).from(organizaciones).where(eq(organizaciones.org_id, org));
    expect(row?.c).toBeNull();
    expect((await asignar(999_999, agente2, 'comision_alta_empresa')).statusCode).toBe(404);
    expect((await inject('PATCH', `/comisiones/cambiar_rema/${org}`, { comisionista_id: agente2, tipo_comision: 'comision_alta_empresa' }, empresa)).statusCode).toBe(403);
  });
});

describe('GET /consultores/obtener_listado', () => {
  it("es_comisionista=true lists the active commission earners only, each with id, 'Apellidos, Nombre' and NIF; without it every active consultant", async () => {
    const rows = await app.db
      .select({
        id: consultores.id,
        nombre: consultores.consultor_nombre,
        apellidos: consultores.consultor_apellidos,
        nif: consultores.consultor_nif,
        es_comisionista: consultores.es_comisionista,
        activo: usuarios.activo,
        fecha_baja: usuarios.fecha_baja,
        modulo_app: usuarios.modulo_app,
      })
      .from(consultores)
      .innerJoin(usuarios, eq(usuarios.id, consultores.usuario_id));
    const activos = rows.filter((r) => r.modulo_app === 'consultor' && r.activo && (r.fecha_baja === null || r.fecha_baja > new Date()));
    const opcion = (r: (typeof rows)[number]): ConsultorOpcion => ({ id: r.id, full_name: `${r.apellidos}, ${r.nombre}`, consultor_nif: r.nif });
    const byId = (a: ConsultorOpcion, b: ConsultorOpcion) => a.id - b.id;

    const comisionistas = ok<ConsultorOpcion[]>(await inject('GET', '/consultores/obtener_listado?es_comisionista=true'));
    expect([...comisionistas].sort(byId)).toEqual(activos.filter((r) => r.es_comisionista).map(opcion).sort(byId));
    expect(comisionistas.map((c) => c.id)).toEqual(expect.arrayContaining([agente1, agente2, agente3]));
    expect(comisionistas.map((c) => c.id)).not.toContain(noComisionista);
    expect(comisionistas.find((c) => c.id === agente2)).toEqual({ id: agente2, full_name: 'Agent Segon, Pere', consultor_nif: dni(71_000_001) });
    // The inactive earner of the test above is left out.
    expect(rows.some((r) => r.es_comisionista && !r.activo)).toBe(true);

    const todos = ok<ConsultorOpcion[]>(await inject('GET', '/consultores/obtener_listado'));
    expect([...todos].sort(byId)).toEqual(activos.map(opcion).sort(byId));
    expect(todos.map((c) => c.id)).toContain(noComisionista);
    // By surnames.
    const apellidos = todos.map((c) => c.full_name);
    expect(apellidos.indexOf('Agent Segon, Pere')).toBeLessThan(apellidos.indexOf('Agent Tercera, Anna'));
  });

  it('is the administration alone (a company: 403)', async () => {
    expect((await inject('GET', '/consultores/obtener_listado?es_comisionista=true', undefined, empresa)).statusCode).toBe(403);
    expect((await app.inject({ method: 'GET', url: '/api/consultores/obtener_listado' })).statusCode).toBe(401);
    expect(errors(await inject('GET', '/consultores/obtener_listado?es_comisionista=quizas')).es_comisionista).toEqual([MSG.valorNoValido]);
  });
});
