/**
 * GET /dapcon, the DAPcon lists (`/dapcon` and `/verificar-dapcon`; docs/dapcon-lifecycle.md step 5,
 * docs/lists.md): who sees what whatever the query says, each filter, the sorts over every page, the
 * paging, the refusals and the Excel file. The database holds the test seed's declarations and a
 * varied set inserted here (two companies of the test, three consultants, every state, renewals,
 * accents, a formula for a product, LIKE's own characters). Every expectation is computed here from
 * the rows read back, with the reach, the filters and the orders written again in TypeScript; the
 * database is asked only how it collates the text keys (its ranks), never for the answer.
 */
import { eq, sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import fc from 'fast-check';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CORE_MESSAGES, MSG, PER_PAGE, type DapconListItem, type Envelope, type EstadoDapcon, type EstadoDapconIdioma } from '@dapcon/contract';
import type { AuthUser } from '../../../src/auth/access';
import { findParticipanteActivo } from '../../../src/areas/consultores';
import { alcanceDapcon, dapconListAfter, dapconListOrder, dapconListWhere, dapconPage } from '../../../src/areas/dapcon/lista';
import { insertDapcon, insertDapconIdiomas } from '../../../src/areas/dapcon/repository';
import { RCPS } from '../../../src/areas/rcp';
import { dapconIdiomas, dapconPagos, dapcons, idiomas, organizaciones, usuarios } from '../../../src/db/schema';
import { keysetBatches, ListTotals } from '../../../src/lib/list';
import { bearer, build, demoAccount, errorBody, tokenOf } from '../../helper';
import { adminTokens, registerCompany, type TestCompany } from '../empresas/support';

type Page = Envelope<{ data: DapconListItem[]; total: number; per_page: number; current_page: number }>;

const LAURA = '47815236F';
const MARC = '43091827Q';
const NURIA = '39284756C';
const HYPERLINK = '=HYPERLINK("http://evil.example","clic")';

/** A declaration as the expectations need it. */
interface Row {
  id: number;
  org_id: number;
  org_nombre: string;
  rcp_id: number;
  rcp_equivalencia: string;
  consultor_id: number;
  verificador_id: number;
  dv_nombre_producto: string;
  dapcon_codigo: string | null;
  estado: EstadoDapcon;
  dapcon_fecha_creacion: Date;
  dapcon_valido_desde: string | null;
  dapcon_valido_hasta: string | null;
  id_padre: number | null;
  secuencia: number;
  idiomas: { idioma_id: number; idioma: string; dapcon_idioma_estado: EstadoDapconIdioma; inscripcion_ecoplatform: boolean }[];
  /** The database's collation ranks of the text and time sort keys (ties share a rank). */
  rank: { dapcon_codigo: number; dv_nombre_producto: number; org_nombre: number; dapcon_fecha_creacion: number };
}

let app: FastifyInstance;
let admin: string;
let admin2: string;
let laura: string;
let marc: string;
let nuria: string;
let own: TestCompany;
let other: TestCompany;
const consultor = { laura: 0, marc: 0, nuria: 0 };
let rows: Row[] = [];

const rcpId = (equivalencia: string, version: string) => RCPS.findIndex((r) => r.equivalencia === equivalencia && r.version === version) + 1;

/** Accents folded and lower case, as unaccent_lower does for these texts. */
const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

interface Spec {
  org: () => TestCompany;
  producto: string;
  estado: EstadoDapcon;
  consultor: keyof typeof consultor;
  verificador: keyof typeof consultor;
  rcp?: [string, string];
  codigo?: string;
  hasta?: string;
  idiomas?: [number, boolean][];
  creada: string;
  padre?: number;
  incidencia?: number;
}

/** The declarations made here: every state, both companies, three consultants, renewals and awkward texts. */
const SPECS: Spec[] = [
  { org: () => own, producto: 'Adoquín de hormigón', estado: 'borrador', consultor: 'laura', verificador: 'nuria', creada: '2026-01-10T10:00:00Z', idiomas: [[1, true], [2, false]] },
  { org: () => own, producto: 'Bloque cerámico aligerado', estado: 'en_verificacion', consultor: 'laura', verificador: 'nuria', creada: '2026-02-10T10:00:00Z', idiomas: [[1, true], [3, true]], incidencia: 3 },
  { org: () => own, producto: 'Cal hidráulica natural', estado: 'verificada', consultor: 'marc', verificador: 'nuria', creada: '2026-03-10T10:00:00Z', rcp: ['RCP 001', '2.1'] },
  { org: () => own, producto: 'Dovela prefabricada', estado: 'publicada', consultor: 'laura', verificador: 'nuria', creada: '2021-03-10T10:00:00Z', codigo: 'DAPcon-2021-0003', hasta: '2026-05-09', idiomas: [[1, true], [2, true]] },
  { org: () => own, producto: 'Escayola de construcción', estado: 'caducada', consultor: 'marc', verificador: 'nuria', creada: '2019-03-10T10:00:00Z', codigo: 'DAPcon-2019-0011', hasta: '2024-03-09' },
  { org: () => own, producto: 'Fibrocemento ondulado', estado: 'publicada', consultor: 'laura', verificador: 'laura', creada: '2024-06-01T10:00:00Z', codigo: 'DAPcon-2024-0042', hasta: '2029-05-31', rcp: ['RCP 001', '2.1'] },
  { org: () => own, producto: HYPERLINK, estado: 'borrador', consultor: 'laura', verificador: 'nuria', creada: '2026-01-10T10:00:00Z' },
  { org: () => own, producto: 'Granito 50%_off pulido', estado: 'borrador', consultor: 'marc', verificador: 'nuria', creada: '2026-01-10T10:00:00Z' },
  { org: () => own, producto: 'Granito 50 off pulido', estado: 'en_verificacion', consultor: 'laura', verificador: 'nuria', creada: '2026-01-11T10:00:00Z' },
  { org: () => other, producto: 'Hormigón autocompactante', estado: 'publicada', consultor: 'marc', verificador: 'nuria', creada: '2022-01-10T10:00:00Z', codigo: 'DAPcon-2022-0001', hasta: '2027-01-09', idiomas: [[1, true], [2, false], [3, true]] },
  { org: () => other, producto: 'Impermeabilizante asfáltico', estado: 'en_verificacion', consultor: 'marc', verificador: 'nuria', creada: '2026-04-01T10:00:00Z' },
  { org: () => other, producto: 'Junta elástica', estado: 'borrador', consultor: 'laura', verificador: 'nuria', creada: '2026-04-02T10:00:00Z', rcp: ['RCP 001', '2.1'] },
  { org: () => other, producto: 'Ladrillo perforado', estado: 'caducada', consultor: 'marc', verificador: 'nuria', creada: '2018-01-10T10:00:00Z', codigo: 'DAPcon-2018-0002', hasta: '2023-01-09' },
];

beforeAll(async () => {
  app = await build();
  ({ admin, admin2 } = await adminTokens(app));
  laura = await tokenOf(app, demoAccount((a) => a.usuario === LAURA));
  marc = await tokenOf(app, demoAccount((a) => a.usuario === MARC));
  nuria = await tokenOf(app, demoAccount((a) => a.usuario === NURIA));
  own = await registerCompany(app, 72_001);
  other = await registerCompany(app, 72_002);
  for (const [name, nif] of [['laura', LAURA], ['marc', MARC], ['nuria', NURIA]] as const) {
    const found = await findParticipanteActivo(app.db, nif);
    if (!found) throw new Error(`no consultant ${nif}`);
    consultor[name] = found.id;
  }

  // Many more of the first company's, for the paging: 30 drafts with tied creation instants.
  const specs: Spec[] = [...SPECS];
  for (let i = 0; i < 30; i++) {
    specs.push({
      org: () => own,
      producto: `Panel sándwich modelo ${String(i).padStart(2, '0')}`,
      estado: i % 3 === 0 ? 'en_verificacion' : 'borrador',
      consultor: i % 2 === 0 ? 'laura' : 'marc',
      verificador: 'nuria',
      creada: `2025-0${1 + (i % 5)}-15T08:00:00Z`,
      idiomas: i % 4 === 0 ? [[1, true], [3, false]] : [[1, false]],
    });
  }
  const ids: number[] = [];
  for (const spec of specs) {
    const org = spec.org();
    const id = await insertDapcon(app.db, {
      org_id: org.orgId,
      rcp_id: rcpId(...(spec.rcp ?? ['RCP 100', '2.0'])),
      consultor_id: consultor[spec.consultor],
      verificador_id: consultor[spec.verificador],
      dv_nombre_producto: spec.producto,
      dapcon_codigo: spec.codigo ?? null,
      estado: spec.estado,
      dapcon_valido_desde: spec.hasta ? `${Number(spec.hasta.slice(0, 4)) - 5}${spec.hasta.slice(4)}` : null,
      dapcon_valido_hasta: spec.hasta ?? null,
      dapcon_fecha_creacion: new Date(spec.creada),
      secuencia: 1,
    });
    ids.push(id);
    await insertDapconIdiomas(
      app.db,
      (spec.idiomas ?? [[1, true]]).map(([idioma, eco]) => ({
        dapcon_id: id,
        idioma_id: idioma,
        dapcon_idioma_estado: spec.incidencia === idioma ? ('con_incidencias' as const) : spec.estado,
        inscripcion_ecoplatform: eco,
      })),
    );
  }
  // Renewals: of the published one (a draft, its parent coded) and of the expired one.
  const renew = async (parentIndex: number, producto: string) => {
    const parent = specs[parentIndex] as Spec;
    const id = await insertDapcon(app.db, {
      org_id: parent.org().orgId,
      rcp_id: rcpId('RCP 100', '2.0'),
      consultor_id: consultor.laura,
      verificador_id: consultor.nuria,
      dv_nombre_producto: producto,
      estado: 'borrador',
      id_padre: ids[parentIndex] ?? null,
      secuencia: 2,
      dapcon_fecha_creacion: new Date('2026-05-01T10:00:00Z'),
    });
    await insertDapconIdiomas(app.db, [{ dapcon_id: id, idioma_id: 1, dapcon_idioma_estado: 'borrador', inscripcion_ecoplatform: true }]);
  };
  await renew(3, 'Dovela prefabricada');
  await renew(12, 'Ladrillo perforado');
  rows = await readRows();
}, 120_000);

afterAll(async () => {
  await app.close();
});

/** Every declaration, with its languages and the database's ranks of its sort keys. */
async function readRows(): Promise<Row[]> {
  const base = await app.db
    .select({
      id: dapcons.id,
      org_id: dapcons.org_id,
      org_nombre: organizaciones.org_nombre,
      rcp_id: dapcons.rcp_id,
      consultor_id: dapcons.consultor_id,
      verificador_id: dapcons.verificador_id,
      dv_nombre_producto: dapcons.dv_nombre_producto,
      dapcon_codigo: dapcons.dapcon_codigo,
      estado: dapcons.estado,
      dapcon_fecha_creacion: dapcons.dapcon_fecha_creacion,
      dapcon_valido_desde: dapcons.dapcon_valido_desde,
      dapcon_valido_hasta: dapcons.dapcon_valido_hasta,
      id_padre: dapcons.id_padre,
      secuencia: dapcons.secuencia,
      r_codigo: sql<number>`dense_rank() over (order by ${dapcons.dapcon_codigo} nulls last)`.mapWith(Number),
      r_producto: sql<number>`dense_rank() over (order by unaccent_lower(${dapcons.dv_nombre_producto}))`.mapWith(Number),
      r_org: sql<number>`dense_rank() over (order by ${organizaciones.nombre_busqueda})`.mapWith(Number),
      r_fecha: sql<number>`dense_rank() over (order by ${dapcons.dapcon_fecha_creacion})`.mapWith(Number),
    })
    .from(dapcons)
    .innerJoin(organizaciones, eq(organizaciones.org_id, dapcons.org_id));
  const langs = await app.db
    .select({
      dapcon_id: dapconIdiomas.dapcon_id,
      idioma_id: dapconIdiomas.idioma_id,
      idioma: idiomas.idioma,
      dapcon_idioma_estado: dapconIdiomas.dapcon_idioma_estado,
      inscripcion_ecoplatform: dapconIdiomas.inscripcion_ecoplatform,
    })
    .from(dapconIdiomas)
    .innerJoin(idiomas, eq(idiomas.id, dapconIdiomas.idioma_id));
  const equivalencias = new Map(RCPS.map((r, i) => [i + 1, r.equivalencia]));
  return base.map(({ r_codigo, r_producto, r_org, r_fecha, ...row }) => ({
    ...row,
    rcp_equivalencia: equivalencias.get(row.rcp_id) ?? '',
    idiomas: langs
      .filter((l) => l.dapcon_id === row.id)
      .sort((a, b) => a.idioma_id - b.idioma_id)
      .map(({ dapcon_id: _d, ...l }) => l),
    rank: { dapcon_codigo: r_codigo, dv_nombre_producto: r_producto, org_nombre: r_org, dapcon_fecha_creacion: r_fecha },
  }));
}

function list(query: Record<string, string>, options: { token?: string; lang?: string } = {}): Promise<LightMyRequestResponse> {
  return app.inject({
    method: 'GET',
    url: '/api/dapcon',
    query,
    headers: { ...bearer(options.token ?? admin), ...(options.lang ? { 'accept-language': options.lang } : {}) },
  });
}

async function page(query: Record<string, string>, options: { token?: string; lang?: string } = {}): Promise<Page['data']> {
  const response = await list(query, options);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<Page>().data;
}

/** Every page of a list, one after the other. */
async function allPages(query: Record<string, string>, token = admin): Promise<{ ids: number[]; totals: number[] }> {
  const got: number[] = [];
  const totals: number[] = [];
  for (let p = 1; ; p++) {
    const answer = await page({ ...query, page: String(p) }, { token });
    expect(answer.per_page).toBe(PER_PAGE);
    expect(answer.current_page).toBe(p);
    totals.push(answer.total);
    got.push(...answer.data.map((row) => row.id));
    if (answer.data.length < PER_PAGE) return { ids: got, totals };
  }
}

// ---------------------------------------------------------------- the reach, filters and orders, again in TypeScript

type Caller = { kind: 'admin' } | { kind: 'empresa'; orgId: number } | { kind: 'consultor'; id: number };
type Filters = Record<string, string>;

function reaches(caller: Caller, row: Row, verificar: boolean): boolean {
  if (caller.kind === 'admin') return true;
  if (caller.kind === 'empresa') return !verificar && row.org_id === caller.orgId;
  return verificar ? row.verificador_id === caller.id : row.consultor_id === caller.id;
}

function matches(caller: Caller, row: Row, f: Filters): boolean {
  const verificar = f.verificar === 'true';
  if (!reaches(caller, row, verificar)) return false;
  const estado = f.estado ?? (verificar && caller.kind === 'admin' ? 'en_verificacion' : undefined);
  if (estado !== undefined && row.estado !== estado) return false;
  if (f.idioma_id !== undefined && !row.idiomas.some((i) => i.idioma_id === Number(f.idioma_id))) return false;
  if (f.organizacion_id !== undefined && row.org_id !== Number(f.organizacion_id)) return false;
  if (f.rcp_id !== undefined && row.rcp_id !== Number(f.rcp_id)) return false;
  if (f.valido_hasta_desde !== undefined && (row.dapcon_valido_hasta === null || row.dapcon_valido_hasta < f.valido_hasta_desde)) return false;
  if (f.valido_hasta_hasta !== undefined && (row.dapcon_valido_hasta === null || row.dapcon_valido_hasta > f.valido_hasta_hasta)) return false;
  if (f.filter_text !== undefined) {
    const text = fold(f.filter_text.trim());
    if (!fold(row.dv_nombre_producto).includes(text) && !fold(row.dapcon_codigo ?? '').includes(text)) return false;
  }
  return true;
}

const KEYS: Record<string, (row: Row) => number | string> = {
  dapcon_codigo: (row) => row.rank.dapcon_codigo,
  dv_nombre_producto: (row) => row.rank.dv_nombre_producto,
  org_nombre: (row) => row.rank.org_nombre,
  dapcon_fecha_creacion: (row) => row.rank.dapcon_fecha_creacion,
  dapcon_valido_hasta: (row) => row.dapcon_valido_hasta ?? '9999-12-31',
};

/** The rows a query should answer, in its order (default: newest first), the id breaking ties. */
function expected(caller: Caller, f: Filters, orderBy = 'dapcon_fecha_creacion desc'): Row[] {
  const [field = '', dir = 'asc'] = orderBy.split(' ');
  const key = KEYS[field];
  if (!key) throw new Error(`no key for ${field}`);
  const sign = dir === 'desc' ? -1 : 1;
  const compare = (a: number | string, b: number | string) => (a < b ? -1 : a > b ? 1 : 0);
  return rows.filter((row) => matches(caller, row, f)).sort((a, b) => sign * (compare(key(a), key(b)) || a.id - b.id));
}

const ADMIN: Caller = { kind: 'admin' };
const idsOf = (list: Row[]) => list.map((row) => row.id);

describe('GET /dapcon: the data', () => {
  it('has something for every filter and caller to find', () => {
    expect(rows.length).toBeGreaterThan(2 * PER_PAGE);
    for (const estado of ['borrador', 'en_verificacion', 'verificada', 'publicada', 'caducada'] as const) expect(rows.some((r) => r.estado === estado)).toBe(true);
    expect(rows.some((r) => r.id_padre !== null && r.dapcon_codigo === null)).toBe(true);
    expect(rows.some((r) => r.idiomas.some((i) => i.dapcon_idioma_estado === 'con_incidencias'))).toBe(true);
    expect(rows.some((r) => r.verificador_id === consultor.laura)).toBe(true);
    // Ties of the creation instant, which only the id orders.
    expect(new Set(rows.map((r) => r.rank.dapcon_fecha_creacion)).size).toBeLessThan(rows.length);
  });
});

describe('GET /dapcon: who sees what', () => {
  const cases: Array<[string, () => string, () => Caller, Filters]> = [
    ['a company: its own declarations', () => own.token, () => ({ kind: 'empresa', orgId: own.orgId }), {}],
    ['another company: its own', () => other.token, () => ({ kind: 'empresa', orgId: other.orgId }), {}],
    ['a consultant: those it authored', () => laura, () => ({ kind: 'consultor', id: consultor.laura }), {}],
    ['another consultant: those it authored', () => marc, () => ({ kind: 'consultor', id: consultor.marc }), {}],
    ['a verifier with verificar=true: those assigned to it', () => nuria, () => ({ kind: 'consultor', id: consultor.nuria }), { verificar: 'true' }],
    ['a consultant with verificar=true: those it verifies', () => laura, () => ({ kind: 'consultor', id: consultor.laura }), { verificar: 'true' }],
    ['the administration: all', () => admin, () => ADMIN, {}],
    ['the administration with verificar=true: those in verification', () => admin, () => ADMIN, { verificar: 'true' }],
    ['the administration with verificar=true and a state: that state', () => admin2, () => ADMIN, { verificar: 'true', estado: 'publicada' }],
  ];

  it.each(cases)('%s', async (_name, token, caller, filters) => {
    const want = expected(caller(), filters);
    expect(want.length, 'the data has declarations for this caller').toBeGreaterThan(0);
    const { ids, totals } = await allPages(filters, token());
    expect(ids).toEqual(idsOf(want));
    expect(new Set(totals)).toEqual(new Set([want.length]));
  });

  it('a verifier without verificar sees only what it authored (nothing here): never what it verifies', async () => {
    const answer = await page({}, { token: nuria });
    expect(answer.total).toBe(expected({ kind: 'consultor', id: consultor.nuria }, {}).length);
    expect(answer.data.every((r) => rows.find((x) => x.id === r.id)?.consultor_id === consultor.nuria)).toBe(true);
  });

  it("a company asking for another company's declarations gets none of them", async () => {
    expect(await page({ organizacion_id: String(other.orgId) }, { token: own.token })).toEqual({ data: [], total: 0, per_page: PER_PAGE, current_page: 1 });
    const mine = await page({ organizacion_id: String(own.orgId) }, { token: own.token });
    expect(mine.total).toBe(expected({ kind: 'empresa', orgId: own.orgId }, {}).length);
  });

  it('a company is no verifier: verificar=true answers nothing', async () => {
    expect((await page({ verificar: 'true' }, { token: own.token })).total).toBe(0);
  });

  it('keeps each caller’s total apart in the totals cache', async () => {
    const totals = new ListTotals(60_000);
    const userOf = async (usuarioId: number): Promise<AuthUser> => {
      const [u] = await app.db.select().from(usuarios).where(eq(usuarios.id, usuarioId));
      if (!u) throw new Error('no user');
      return { id: u.id, usuario: u.usuario, perfil: u.perfil as AuthUser['perfil'], modulo_app: u.modulo_app as AuthUser['modulo_app'], nombre: u.nombre, apellidos: u.apellidos ?? '', sessionId: 's', suplantadorId: null };
    };
    const query = { page: 1, order_by: 'dapcon_fecha_creacion desc' as const };
    const a = await dapconPage(app.db, await userOf(own.usuarioId), query, totals);
    const b = await dapconPage(app.db, await userOf(other.usuarioId), query, totals);
    expect(a.total).toBe(expected({ kind: 'empresa', orgId: own.orgId }, {}).length);
    expect(b.total).toBe(expected({ kind: 'empresa', orgId: other.orgId }, {}).length);
    expect(a.total).not.toBe(b.total);
    expect(totals.size).toBe(2);
  });
});

describe('GET /dapcon: a row', () => {
  it('shows each row as the contract says: company, RCP, languages with their state and ECO Platform flag, the parent’s code', async () => {
    const renewal = rows.find((r) => r.id_padre !== null && rows.find((p) => p.id === r.id_padre)?.dapcon_codigo === 'DAPcon-2021-0003');
    const published = rows.find((r) => r.dapcon_codigo === 'DAPcon-2022-0001');
    const withIncident = rows.find((r) => r.idiomas.some((i) => i.dapcon_idioma_estado === 'con_incidencias'));
    const pagos = new Map((await app.db.select().from(dapconPagos)).map((p) => [p.dapcon_id, p]));
    for (const row of [renewal, published, withIncident]) {
      if (!row) throw new Error('a fixture is missing');
      const pago = pagos.get(row.id);
      const answer = await page({ organizacion_id: String(row.org_id), filter_text: row.dv_nombre_producto.slice(0, 12), estado: row.estado });
      const got = answer.data.find((r) => r.id === row.id);
      expect(got).toEqual({
        id: row.id,
        dapcon_codigo: row.dapcon_codigo,
        dv_nombre_producto: row.dv_nombre_producto,
        org_id: row.org_id,
        org_nombre: row.org_nombre,
        rcp_equivalencia: row.rcp_equivalencia,
        estado: row.estado,
        idiomas: row.idiomas,
        dapcon_fecha_creacion: row.dapcon_fecha_creacion.toISOString(),
        dapcon_valido_desde: row.dapcon_valido_desde,
        dapcon_valido_hasta: row.dapcon_valido_hasta,
        id_padre: row.id_padre,
        codigo_padre: row.id_padre === null ? null : (rows.find((p) => p.id === row.id_padre)?.dapcon_codigo ?? null),
        secuencia: row.secuencia,
        pagado: pago?.pagado ?? null,
        pago: pago ? { importe: pago.importe } : null,
      });
    }
    expect(withIncident?.idiomas.length).toBeGreaterThan(1);
  });
});

describe('GET /dapcon: the filters', () => {
  const cases: Array<[string, () => Filters]> = [
    ['estado=borrador', () => ({ estado: 'borrador' })],
    ['estado=en_verificacion', () => ({ estado: 'en_verificacion' })],
    ['estado=verificada', () => ({ estado: 'verificada' })],
    ['estado=publicada', () => ({ estado: 'publicada' })],
    ['estado=caducada', () => ({ estado: 'caducada' })],
    ['idioma_id=3 (English)', () => ({ idioma_id: '3' })],
    ['idioma_id=2 (Catalan)', () => ({ idioma_id: '2' })],
    ['organizacion_id', () => ({ organizacion_id: String(other.orgId) })],
    ['rcp_id', () => ({ rcp_id: String(rcpId('RCP 001', '2.1')) })],
    ['valido_hasta_desde', () => ({ valido_hasta_desde: '2026-05-09' })],
    ['valido_hasta_hasta', () => ({ valido_hasta_hasta: '2024-03-09' })],
    ['a validity range, both ends included', () => ({ valido_hasta_desde: '2023-01-09', valido_hasta_hasta: '2026-05-09' })],
    ['filter_text in the product, accents and case ignored', () => ({ filter_text: 'HORMIGON' })],
    ['filter_text in the code', () => ({ filter_text: 'dapcon-2021' })],
    ['filter_text with LIKE characters taken as typed', () => ({ filter_text: '50%_' })],
    ['filter_text that is a formula', () => ({ filter_text: '=hyperlink(' })],
    ['several at once', () => ({ estado: 'borrador', idioma_id: '1', organizacion_id: String(own.orgId), filter_text: 'panel' })],
  ];

  it.each(cases)('%s finds exactly the matching declarations', async (_name, filters) => {
    const f = filters();
    const want = expected(ADMIN, f);
    expect(want.length, 'the data has declarations for this filter').toBeGreaterThan(0);
    const answer = await page(f);
    expect(answer.total).toBe(want.length);
    expect(answer.data.map((row) => row.id)).toEqual(idsOf(want.slice(0, PER_PAGE)));
  });

  it('a LIKE character matches only itself', async () => {
    expect((await page({ filter_text: '50%_' })).data.map((r) => r.dv_nombre_producto)).toEqual(['Granito 50%_off pulido']);
  });

  it('finds nothing for values nobody has, with a total of 0', async () => {
    expect(await page({ filter_text: 'no product is called this' })).toEqual({ data: [], total: 0, per_page: PER_PAGE, current_page: 1 });
    expect((await page({ organizacion_id: '2147483647' })).total).toBe(0);
    expect((await page({ valido_hasta_desde: '9000-01-01' })).total).toBe(0);
  });

  it('ignores query keys it does not know (pendiente_pago is not built yet)', async () => {
    const plain = await page({ estado: 'borrador' });
    expect(await page({ estado: 'borrador', pendiente_pago: 'true', _: '1700000000' })).toEqual(plain);
  });
});

describe('GET /dapcon: sorts and paging', () => {
  it.each([
    'dapcon_codigo asc',
    'dapcon_codigo desc',
    'dv_nombre_producto asc',
    'dv_nombre_producto desc',
    'org_nombre asc',
    'org_nombre desc',
    'dapcon_fecha_creacion asc',
    'dapcon_fecha_creacion desc',
    'dapcon_valido_hasta asc',
    'dapcon_valido_hasta desc',
  ])('order_by=%s: every page in order, no row twice or missing', async (orderBy) => {
    const want = expected(ADMIN, {}, orderBy);
    const { ids, totals } = await allPages({ order_by: orderBy });
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).toEqual(idsOf(want));
    expect(new Set(totals)).toEqual(new Set([want.length]));
  });

  it("puts the declarations without a code ('—') after every code ascending, and before them descending", async () => {
    const codigoDe = new Map(rows.map((r) => [r.id, r.dapcon_codigo]));
    const codigos = async (orderBy: string) => (await allPages({ order_by: orderBy })).ids.map((id) => codigoDe.get(id) ?? null);
    const asc = await codigos('dapcon_codigo asc');
    const sinCodigo = asc.filter((c) => c === null).length;
    expect(sinCodigo).toBeGreaterThan(0);
    expect(sinCodigo).toBeLessThan(asc.length);
    expect(asc.slice(asc.length - sinCodigo)).toEqual(Array(sinCodigo).fill(null));
    expect(asc.slice(0, asc.length - sinCodigo).every((c) => c !== null)).toBe(true);
    expect(asc[0]).toBe(asc.filter((c) => c !== null).sort()[0]);
    const desc = await codigos('dapcon_codigo desc');
    expect(desc.slice(0, sinCodigo)).toEqual(Array(sinCodigo).fill(null));
  });

  it('sorts a company’s own list too, and takes a bare field as ascending', async () => {
    const caller: Caller = { kind: 'empresa', orgId: own.orgId };
    expect((await page({ order_by: 'dv_nombre_producto' }, { token: own.token })).data.map((r) => r.id)).toEqual(
      idsOf(expected(caller, {}, 'dv_nombre_producto asc').slice(0, PER_PAGE)),
    );
  });

  it('answers a page past the last with no rows and the real total', async () => {
    const total = expected(ADMIN, {}).length;
    const last = Math.ceil(total / PER_PAGE);
    expect(await page({ page: String(last + 1) })).toEqual({ data: [], total, per_page: PER_PAGE, current_page: last + 1 });
  });

  it.each(['dapcon_codigo asc', 'dv_nombre_producto desc', 'dapcon_fecha_creacion asc', 'dapcon_valido_hasta desc', 'org_nombre asc'] as const)(
    'reads %s in keyset batches (the Excel file) with every row once, ties included',
    async (orderBy) => {
      const where = dapconListWhere(await alcanceDapcon(app.db, { modulo_app: 'administrador' } as AuthUser, false), {});
      const order = dapconListOrder(orderBy);
      const seen: number[] = [];
      for await (const batch of keysetBatches(
        (after, limit) => dapconListAfter(app.db, where, order, after, limit),
        (row) => ({ key: row.cursor_key, id: row.id }),
        4,
      )) {
        seen.push(...batch.map((row) => row.id));
      }
      expect(seen).toEqual(idsOf(expected(ADMIN, {}, orderBy)));
    },
  );
});

describe('GET /dapcon: refusals', () => {
  const refusals: Array<[Record<string, string>, string, string]> = [
    [{ page: 'x' }, 'page', MSG.paginaNoValida],
    [{ page: '0' }, 'page', MSG.paginaNoValida],
    [{ order_by: 'org_cif asc' }, 'order_by', MSG.ordenNoValido],
    [{ order_by: 'dv_nombre_producto sideways' }, 'order_by', MSG.ordenNoValido],
    [{ order_by: 'id; drop table dapcons' }, 'order_by', MSG.ordenNoValido],
    [{ estado: 'publicadas' }, 'estado', MSG.valorNoValido],
    [{ estado: 'con_incidencias' }, 'estado', MSG.valorNoValido],
    [{ idioma_id: '-1' }, 'idioma_id', MSG.valorNoValido],
    [{ organizacion_id: 'x' }, 'organizacion_id', MSG.valorNoValido],
    [{ rcp_id: '2147483648' }, 'rcp_id', MSG.valorNoValido],
    [{ valido_hasta_desde: '2026-13-01' }, 'valido_hasta_desde', MSG.fechaNoValida],
    [{ valido_hasta_hasta: '09/05/2026' }, 'valido_hasta_hasta', MSG.fechaNoValida],
    [{ verificar: 'maybe' }, 'verificar', MSG.valorNoValido],
    [{ filter_text: 'x'.repeat(101) }, 'filter_text', MSG.textoDemasiadoLargo],
    [{ to_excel: 'perhaps' }, 'to_excel', MSG.valorNoValido],
  ];

  it.each(refusals)('%j is a 422 under its field', async (query, field, message) => {
    const response = await list(query);
    expect(response.statusCode, response.body).toBe(422);
    expect(errorBody(response).errors?.[field]).toEqual([message]);
  });

  it('names every wrong field at once, in Catalan when asked', async () => {
    const response = await list({ page: 'x', order_by: 'org_cif' }, { lang: 'ca' });
    expect(response.statusCode).toBe(422);
    expect(errorBody(response).errors).toEqual({ page: [CORE_MESSAGES.paginaNoValida.ca], order_by: [CORE_MESSAGES.ordenNoValido.ca] });
  });

  it('asks for a session', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/dapcon' })).statusCode).toBe(401);
  });

  it('answers no 5xx to any query string (seeded fuzz)', async () => {
    const keys = ['page', 'order_by', 'estado', 'idioma_id', 'organizacion_id', 'rcp_id', 'valido_hasta_desde', 'valido_hasta_hasta', 'verificar', 'filter_text'];
    const value = fc.oneof(
      fc.string({ maxLength: 30 }),
      fc.constantFrom('%', '_', '\\', "'", '%00', '2147483648', '-0', 'dapcon_codigo desc', 'true', '2026-02-30', '2026-05-09', ''),
    );
    await fc.assert(
      fc.asyncProperty(fc.dictionary(fc.constantFrom(...keys), value, { maxKeys: 5 }), fc.constantFrom(admin, laura), async (query, token) => {
        const search = Object.entries(query)
          .map(([key, v]) => `${key}=${/%[0-9A-Z]{2}/i.test(v) ? v : encodeURIComponent(v)}`)
          .join('&');
        const response = await app.inject({ method: 'GET', url: `/api/dapcon?${search}`, headers: bearer(token) });
        expect(response.statusCode, `${search} → ${response.body.slice(0, 200)}`).toBeLessThan(500);
      }),
      { seed: 20261123, numRuns: 100 },
    );
  });
});

// ---------------------------------------------------------------- Excel

async function sheetOf(response: LightMyRequestResponse): Promise<ExcelJS.Worksheet> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(response.rawPayload as unknown as Parameters<ExcelJS.Xlsx['load']>[0]);
  const sheet = workbook.worksheets[0];
  if (!sheet) throw new Error('the file has no sheet');
  return sheet;
}

/** Today in Madrid as YYYY-MM-DD, written here without the contract's helper. */
function madridToday(): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Madrid' }).format(new Date());
}

const ESTADOS_ES: Record<EstadoDapconIdioma, string> = {
  borrador: 'Borrador',
  en_verificacion: 'En verificación',
  verificada: 'Verificada',
  publicada: 'Publicada',
  caducada: 'Caducada',
  retirada: 'Retirada',
  con_incidencias: 'Con incidencias',
};

describe('GET /dapcon?to_excel=true', () => {
  it("answers the whole filtered, sorted list as an xlsx file named with today's date", async () => {
    const query = { to_excel: 'true', order_by: 'dv_nombre_producto asc', page: '2' };
    const before = madridToday();
    const response = await list(query);
    expect(response.statusCode, response.body.slice(0, 200)).toBe(200);
    expect(response.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    const name = /^attachment; filename="(\d{4}-\d{2}-\d{2})_DAPcon\.xlsx"$/.exec(String(response.headers['content-disposition']));
    expect(name?.[1] === before || name?.[1] === madridToday()).toBe(true);
    const want = expected(ADMIN, {}, 'dv_nombre_producto asc');
    expect(want.length).toBeGreaterThan(PER_PAGE);
    expect(response.headers['x-total-count']).toBe(String(want.length));

    const sheet = await sheetOf(response);
    expect(sheet.name).toBe('DAPcon');
    const header = sheet.getRow(1);
    expect((header.values as unknown[]).slice(1)).toEqual([
      'Código',
      'Renovado a partir de N°',
      'Producto',
      'Empresa',
      'RCP',
      'Estado',
      'Estado por idioma',
      'Fecha de creación',
      'Válido hasta',
    ]);
    expect(header.getCell(1).font?.bold).toBe(true);
    expect(sheet.rowCount).toBe(want.length + 1);
    want.forEach((row, i) => {
      const cells = sheet.getRow(i + 2);
      const hasta = cells.getCell(9).value;
      const creada = cells.getCell(8).value as Date;
      expect(cells.getCell(8).numFmt).toBe('dd/mm/yyyy');
      expect({
        codigo: cells.getCell(1).value,
        padre: cells.getCell(2).value,
        producto: cells.getCell(3).value,
        empresa: cells.getCell(4).value,
        rcp: cells.getCell(5).value,
        estado: cells.getCell(6).value,
        idiomas: cells.getCell(7).value,
        creada: creada.toISOString().slice(0, 10),
        hasta: hasta instanceof Date ? hasta.toISOString().slice(0, 10) : hasta,
      }).toEqual({
        codigo: row.dapcon_codigo,
        padre: row.id_padre === null ? null : (rows.find((p) => p.id === row.id_padre)?.dapcon_codigo ?? ''),
        producto: row.dv_nombre_producto.startsWith('=') ? `'${row.dv_nombre_producto}` : row.dv_nombre_producto,
        empresa: row.org_nombre,
        rcp: row.rcp_equivalencia,
        estado: ESTADOS_ES[row.estado],
        idiomas: row.idiomas.map((l) => `${l.idioma.toUpperCase()}: ${ESTADOS_ES[l.dapcon_idioma_estado]}${l.inscripcion_ecoplatform ? ' (ECO Platform)' : ''}`).join(' · '),
        creada: new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Madrid' }).format(row.dapcon_fecha_creacion),
        hasta: row.dapcon_valido_hasta,
      });
    });
  });

  it('holds only what the caller reaches, filtered as asked', async () => {
    const response = await list({ to_excel: 'true', estado: 'publicada' }, { token: own.token });
    const want = expected({ kind: 'empresa', orgId: own.orgId }, { estado: 'publicada' });
    expect(want.length).toBeGreaterThan(0);
    expect(response.headers['x-total-count']).toBe(String(want.length));
    const sheet = await sheetOf(response);
    expect(Array.from({ length: sheet.rowCount - 1 }, (_, i) => sheet.getRow(i + 2).getCell(3).value)).toEqual(want.map((r) => r.dv_nombre_producto));
  });

  it('neutralises a product that is a formula', async () => {
    const response = await list({ to_excel: 'true', filter_text: 'hyperlink' });
    expect(response.headers['x-total-count']).toBe('1');
    const cell = (await sheetOf(response)).getRow(2).getCell(3);
    expect(cell.value).toBe(`'${HYPERLINK}`);
    expect(cell.formula).toBeUndefined();
  });

  it('writes the headers and states in Catalan for a Catalan caller', async () => {
    const response = await list({ to_excel: '1', estado: 'en_verificacion', filter_text: 'bloque' }, { lang: 'ca' });
    const sheet = await sheetOf(response);
    expect((sheet.getRow(1).values as unknown[]).slice(1)).toEqual([
      'Codi',
      'Renovat a partir del núm.',
      'Producte',
      'Empresa',
      'RCP',
      'Estat',
      'Estat per idioma',
      'Data de creació',
      'Vàlid fins a',
    ]);
    expect(sheet.getRow(2).getCell(6).value).toBe('En verificació');
    expect(sheet.getRow(2).getCell(7).value).toBe('ES: En verificació (ECO Platform) · EN: Amb incidències (ECO Platform)');
  });

  it('answers an empty file, with its header, when nothing matches; a bad filter is a 422 in JSON', async () => {
    const response = await list({ to_excel: 'true', filter_text: 'no product is called this' });
    expect(response.headers['x-total-count']).toBe('0');
    expect((await sheetOf(response)).rowCount).toBe(1);
    const bad = await list({ to_excel: 'true', order_by: 'org_cif' });
    expect(bad.statusCode).toBe(422);
    expect(bad.headers['content-type']).toMatch(/application\/json/);
  });
});
