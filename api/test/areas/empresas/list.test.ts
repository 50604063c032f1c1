/**
 * GET /organizaciones, the company list (spec part 2 §2.4): filters, sorts, paging, refusals and the
 * Excel file. The database holds the test seed's demo companies, a small bench seed (varied
 * companies: every filter finds some) and a few made here (accents, a formula for a name, LIKE's
 * own characters). Every expectation is computed here from the rows themselves, with the filters
 * and orders written again in TypeScript, never from counts written down.
 */
import { eq, sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import fc from 'fast-check';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CORE_MESSAGES, MSG, PER_PAGE, type EmpresaListItem, type Envelope } from '@dapcon/contract';
import { insertUsuario } from '../../../src/auth/accounts';
import { empresasOrder, empresasWhere, insertOrganizacion, organizacionesAfter } from '../../../src/areas/empresas/repository';
import { consultores, organizaciones, parametros, parametrosTextos } from '../../../src/db/schema';
import { keysetBatches } from '../../../src/lib/list';
import { seedBench } from '../../../src/seed/bench';
import { bearer, build, demoAccount, errorBody, tokenOf } from '../../helper';

type Page = Envelope<{ data: EmpresaListItem[]; total: number; per_page: number; current_page: number }>;

/** A company as the expectations need it. */
interface Org {
  org_id: number;
  org_cif: string;
  org_nombre: string;
  nombre_busqueda: string;
  org_persona_nombre: string | null;
  org_persona_apellido: string | null;
  fecha_creacion: Date;
  org_fecha_alta: Date;
  /** The instant with its microseconds, for ordering ties the way PostgreSQL does. */
  alta_text: string;
  org_fecha_baja: Date | null;
  org_telefono: string | null;
  integracion_api: boolean;
  estado_pago: string;
  org_convenio: string | null;
  comisionista_id: number | null;
  tipo_comision: string | null;
}

const HYPERLINK = '=HYPERLINK("http://evil.example","clic")';
/** An instant as zero-padded epoch microseconds: compares as text the way the timestamps compare. */
const sqlMicros = sql<string>`lpad((extract(epoch from ${organizaciones.fecha_creacion}) * 1000000)::bigint::text, 20, '0')`;

let app: FastifyInstance;
let admin: string;
let admin2: string;
let orgs: Org[] = [];
/** Agreement id → its Spanish and Catalan names. */
let convenioNames = new Map<string, { es: string; ca: string }>();
let comisionistaDemo = 0;

/** Accents folded and lower case, as the database's unaccent_lower does for these names. */
const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

async function addCompany(cif: string, nombre: string, extra: Partial<typeof organizaciones.$inferInsert> = {}): Promise<void> {
  const id = await insertUsuario(app.db, {
    usuario: cif,
    password_hash: 'x',
    email: `${cif.toLowerCase()}@example.org`,
    nombre,
    modulo_app: 'organizacion',
    perfil: 5,
  });
  await insertOrganizacion(app.db, id, { org_cif: cif, org_nombre: nombre, org_telefono: '931000000', ...extra });
}

beforeAll(async () => {
  app = await build();
  // A varied set of companies (docs/performance.md's bench seed, small): 130 of them, with ties of
  // registration instant, agreements, commission earners, companies that left.
  await seedBench(app.db, 130);
  await addCompany('B00000116', HYPERLINK);
  await addCompany('B00000124', 'Àrids del Pirineu, S.L.', { fecha_creacion: new Date('2020-05-05T10:00:00Z') });
  await addCompany('B00000132', 'ÀRIDS MAJÚSCULES, S.A.', { integracion_api: true });
  await addCompany('B00000140', 'Descuentos 50%_off, S.L.', { org_fecha_baja: new Date('2025-01-01T00:00:00Z'), estado_pago: 'pagado' });
  await addCompany('B00000157', 'Descuentos 50 off, S.L.');
  await addCompany('12345678Z', 'Núria Puig Ferrer', { es_persona: true, org_persona_nombre: 'Núria', org_persona_apellido: 'Puig Ferrer' });

  orgs = (
    await app.db
      .select({
        org_id: organizaciones.org_id,
        org_cif: organizaciones.org_cif,
        org_nombre: organizaciones.org_nombre,
        nombre_busqueda: organizaciones.nombre_busqueda,
        org_persona_nombre: organizaciones.org_persona_nombre,
        org_persona_apellido: organizaciones.org_persona_apellido,
        fecha_creacion: organizaciones.fecha_creacion,
        org_fecha_alta: organizaciones.org_fecha_alta,
        org_fecha_baja: organizaciones.org_fecha_baja,
        org_telefono: organizaciones.org_telefono,
        integracion_api: organizaciones.integracion_api,
        estado_pago: organizaciones.estado_pago,
        org_convenio: organizaciones.org_convenio,
        comisionista_id: organizaciones.comisionista_id,
        tipo_comision: organizaciones.tipo_comision,
      })
      .from(organizaciones)
  ).map((row) => ({ ...row, alta_text: '' }));
  // Microseconds are lost in a JavaScript Date: read the instants as epoch microseconds.
  const micros = await app.db
    .select({ org_id: organizaciones.org_id, us: sqlMicros })
    .from(organizaciones);
  const byId = new Map(micros.map((m) => [m.org_id, m.us]));
  for (const org of orgs) org.alta_text = byId.get(org.org_id) ?? '';

  const texts = await app.db
    .select({ id: parametrosTextos.pt_param_id, idioma: parametrosTextos.pt_idioma_id, texto: parametrosTextos.pt_texto })
    .from(parametrosTextos)
    .innerJoin(parametros, eq(parametros.param_id, parametrosTextos.pt_param_id))
    .where(eq(parametros.param_padre_id, 'empresa_convenios'));
  convenioNames = new Map();
  for (const t of texts) {
    const names = convenioNames.get(t.id) ?? { es: t.id, ca: t.id };
    if (t.idioma === 1) names.es = t.texto;
    if (t.idioma === 2) names.ca = t.texto;
    convenioNames.set(t.id, names);
  }
  const laura = demoAccount((a) => a.modulo_app === 'consultor' && a.es_comisionista);
  const [row] = await app.db.select({ id: consultores.id }).from(consultores).where(eq(consultores.consultor_nif, laura.usuario));
  comisionistaDemo = row?.id ?? 0;

  admin = await tokenOf(app, demoAccount((a) => a.modulo_app === 'administrador' && a.perfil === 1));
  admin2 = await tokenOf(app, demoAccount((a) => a.modulo_app === 'administrador' && a.perfil === 2));
}, 60_000);

afterAll(async () => {
  await app.close();
});

function list(query: Record<string, string>, options: { token?: string; lang?: string } = {}): Promise<LightMyRequestResponse> {
  return app.inject({
    method: 'GET',
    url: '/api/organizaciones',
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
async function allPages(query: Record<string, string>): Promise<{ ids: number[]; totals: number[] }> {
  const ids: number[] = [];
  const totals: number[] = [];
  for (let p = 1; ; p++) {
    const answer = await page({ ...query, page: String(p) });
    expect(answer.per_page).toBe(PER_PAGE);
    expect(answer.current_page).toBe(p);
    totals.push(answer.total);
    ids.push(...answer.data.map((row) => row.org_id));
    if (answer.data.length < PER_PAGE) return { ids, totals };
  }
}

// ---------------------------------------------------------------- the filters, again in TypeScript

type Filters = Record<string, string>;

function matches(org: Org, f: Filters): boolean {
  const estado = f.estado_id || 'alta';
  if (estado === 'alta' && org.org_fecha_baja !== null) return false;
  if (estado === 'baja' && org.org_fecha_baja === null) return false;
  if (f.integracion_api !== undefined && org.integracion_api !== (f.integracion_api === 'true')) return false;
  if (f.estado_pago !== undefined && org.estado_pago !== f.estado_pago) return false;
  if (f.org_convenio !== undefined && org.org_convenio !== f.org_convenio) return false;
  if (f.comisionista_id !== undefined && org.comisionista_id !== Number(f.comisionista_id)) return false;
  if (f.tipo_comision !== undefined && org.tipo_comision !== f.tipo_comision) return false;
  if (f.filter_name !== undefined) {
    const searched = fold([org.org_nombre, org.org_persona_apellido, org.org_persona_nombre].filter((x) => x !== null).join(' '));
    if (!searched.includes(fold(f.filter_name.trim()))) return false;
  }
  if (f.filter_cif !== undefined && !org.org_cif.includes(f.filter_cif.toUpperCase().replace(/[\s.-]/g, ''))) return false;
  return true;
}

const KEYS: Record<string, (org: Org) => string> = {
  org_cif: (org) => org.org_cif,
  org_nombre: (org) => org.nombre_busqueda,
  fecha_creacion: (org) => org.alta_text,
};

/** The rows a query should answer, in its order (default: name ascending), the id breaking ties. */
function expected(f: Filters, orderBy = 'org_nombre asc'): Org[] {
  const [field = '', dir = 'asc'] = orderBy.split(' ');
  const key = KEYS[field];
  if (!key) throw new Error(`no key for ${field}`);
  const sign = dir === 'desc' ? -1 : 1;
  const compare = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
  return orgs.filter((org) => matches(org, f)).sort((a, b) => sign * (compare(key(a), key(b)) || a.org_id - b.org_id));
}

const ids = (rows: Org[]) => rows.map((org) => org.org_id);

describe('GET /organizaciones: the data', () => {
  it('has something for every filter to find', () => {
    expect(orgs.length).toBeGreaterThan(3 * PER_PAGE);
    expect(orgs.some((o) => o.org_fecha_baja !== null)).toBe(true);
    expect(orgs.some((o) => o.integracion_api)).toBe(true);
    expect(orgs.some((o) => o.estado_pago === 'pendiente')).toBe(true);
    expect(orgs.some((o) => o.comisionista_id === comisionistaDemo)).toBe(true);
    expect(new Set(orgs.map((o) => o.org_convenio)).size).toBeGreaterThan(2);
    // Ties of the registration instant, which only the id orders.
    expect(new Set(orgs.map((o) => o.alta_text)).size).toBeLessThan(orgs.length);
  });
});

describe('GET /organizaciones: a page', () => {
  it('answers the first page of companies still in (alta) by name, with the totals', async () => {
    const answer = await page({});
    const all = expected({});
    expect(answer.total).toBe(all.length);
    expect(answer.per_page).toBe(PER_PAGE);
    expect(answer.current_page).toBe(1);
    expect(answer.data.map((row) => row.org_id)).toEqual(ids(all.slice(0, PER_PAGE)));
  });

  it('shows each row as the contract says, agreements named in the caller\'s language', async () => {
    const withAgreement = expected({ estado_id: 'todos' }).filter((o) => o.org_convenio !== null);
    const sample = withAgreement[0];
    if (!sample) throw new Error('no company with an agreement');
    for (const lang of ['es', 'ca'] as const) {
      const answer = await page({ estado_id: 'todos', filter_cif: sample.org_cif }, { lang });
      const row = answer.data.find((r) => r.org_id === sample.org_id);
      expect(row).toEqual({
        org_id: sample.org_id,
        org_cif: sample.org_cif,
        org_nombre: sample.org_nombre,
        fecha_creacion: sample.fecha_creacion.toISOString(),
        org_fecha_alta: sample.org_fecha_alta.toISOString(),
        org_telefono: sample.org_telefono,
        integracion_api: sample.integracion_api,
        org_convenio: sample.org_convenio,
        convenio_nombre: convenioNames.get(sample.org_convenio ?? '')?.[lang],
        org_fecha_baja: sample.org_fecha_baja?.toISOString() ?? null,
      });
    }
    expect(convenioNames.get(sample.org_convenio ?? '')?.ca).not.toBe(convenioNames.get(sample.org_convenio ?? '')?.es);
  });

  it('names an agreement without the caller\'s text in Spanish, one without texts by its name, and one of another list by its id', async () => {
    // Three options made here; three companies lent to them for the test, then given back theirs.
    const [first, second, third] = expected({ estado_id: 'todos' });
    if (!first || !second || !third) throw new Error('too few companies');
    await app.db.insert(parametros).values([
      { param_id: 'conv_solo_es', param_padre_id: 'empresa_convenios', param_nombre: 'solo es (nombre)' },
      { param_id: 'conv_sin_textos', param_padre_id: 'empresa_convenios', param_nombre: 'sin textos (nombre)' },
      { param_id: 'conv_otra_lista', param_padre_id: 'tipo_comision', param_nombre: 'otra lista (nombre)' },
    ]);
    await app.db.insert(parametrosTextos).values([
      { pt_param_id: 'conv_solo_es', pt_idioma_id: 1, pt_texto: 'Convenio solo en castellano' },
      { pt_param_id: 'conv_otra_lista', pt_idioma_id: 1, pt_texto: 'Texto de otra lista' },
    ]);
    const lent: [Org, string][] = [
      [first, 'conv_solo_es'],
      [second, 'conv_sin_textos'],
      [third, 'conv_otra_lista'],
    ];
    try {
      for (const [org, option] of lent) await app.db.update(organizaciones).set({ org_convenio: option }).where(eq(organizaciones.org_id, org.org_id));
      for (const lang of ['es', 'ca'] as const) {
        const names = [];
        for (const [org] of lent) {
          const answer = await page({ estado_id: 'todos', filter_cif: org.org_cif }, { lang });
          names.push(answer.data.find((r) => r.org_id === org.org_id)?.convenio_nombre);
        }
        expect(names, lang).toEqual(['Convenio solo en castellano', 'sin textos (nombre)', 'conv_otra_lista']);
      }
    } finally {
      for (const [org] of lent) await app.db.update(organizaciones).set({ org_convenio: org.org_convenio }).where(eq(organizaciones.org_id, org.org_id));
      await app.db.delete(parametros).where(sql`${parametros.param_id} in ('conv_solo_es', 'conv_sin_textos', 'conv_otra_lista')`);
    }
  });

  it('answers the second administrator profile too', async () => {
    expect((await page({}, { token: admin2 })).total).toBe(expected({}).length);
  });
});

describe('GET /organizaciones: the filters', () => {
  const cases: Array<[string, () => Filters]> = [
    ['estado_id=baja', () => ({ estado_id: 'baja' })],
    ['estado_id=todos', () => ({ estado_id: 'todos' })],
    ['estado_id=alta', () => ({ estado_id: 'alta' })],
    ['integracion_api=true', () => ({ integracion_api: 'true' })],
    ['integracion_api=false', () => ({ integracion_api: 'false' })],
    ['estado_pago=pendiente', () => ({ estado_pago: 'pendiente' })],
    ['estado_pago=pagado', () => ({ estado_pago: 'pagado', estado_id: 'todos' })],
    ['org_convenio', () => ({ org_convenio: orgs.find((o) => o.org_convenio !== null)?.org_convenio ?? '' })],
    ['comisionista_id (the demo commission earner)', () => ({ comisionista_id: String(comisionistaDemo), estado_id: 'todos' })],
    ['tipo_comision', () => ({ tipo_comision: orgs.find((o) => o.tipo_comision !== null)?.tipo_comision ?? '' })],
    ['filter_name, accents and case ignored', () => ({ filter_name: 'CERÀM' })],
    ['filter_name finds Àrids as arids', () => ({ filter_name: 'arids' })],
    ['filter_name, a self-employed person by surnames then name', () => ({ filter_name: 'puig ferrer nuria' })],
    ['filter_name with LIKE characters taken as typed', () => ({ filter_name: '50%_off', estado_id: 'todos' })],
    ['filter_name that is a formula', () => ({ filter_name: '=hyperlink(' })],
    ['filter_cif, part of it, any case and with separators', () => ({ filter_cif: 'j-000' })],
    ['filter_cif, a whole one', () => ({ filter_cif: orgs[5]?.org_cif ?? '', estado_id: 'todos' })],
    ['several filters at once', () => ({ estado_id: 'todos', estado_pago: 'pagado', integracion_api: 'false', filter_name: 'a' })],
  ];

  it.each(cases)('%s finds exactly the matching companies', async (_name, filters) => {
    const f = filters();
    const want = expected(f);
    expect(want.length, 'the data has companies for this filter').toBeGreaterThan(0);
    const answer = await page(f);
    expect(answer.total).toBe(want.length);
    expect(answer.data.map((row) => row.org_id)).toEqual(ids(want.slice(0, PER_PAGE)));
  });

  it('a LIKE character matches only itself', async () => {
    const answer = await page({ filter_name: '50%_', estado_id: 'todos' });
    expect(answer.data.map((r) => r.org_nombre)).toEqual(['Descuentos 50%_off, S.L.']);
  });

  it('finds nothing for a value nobody has, with a total of 0', async () => {
    expect(await page({ filter_name: 'no company is called this' })).toEqual({ data: [], total: 0, per_page: PER_PAGE, current_page: 1 });
    expect((await page({ org_convenio: 'conv_nobody' })).total).toBe(0);
  });

  it('ignores query keys it does not know (num_colegiado, colegio_id of the spec)', async () => {
    const plain = await page({ filter_name: 'a' });
    expect(await page({ filter_name: 'a', num_colegiado: '12', colegio_id: '3', _: '1700000000' })).toEqual(plain);
  });
});

describe('GET /organizaciones: sorts and paging', () => {
  it.each(['org_cif asc', 'org_cif desc', 'org_nombre asc', 'org_nombre desc', 'fecha_creacion asc', 'fecha_creacion desc'])(
    'order_by=%s: every page in order, no row twice or missing',
    async (orderBy) => {
      const want = expected({ estado_id: 'todos' }, orderBy);
      const { ids: got, totals } = await allPages({ estado_id: 'todos', order_by: orderBy });
      expect(new Set(got).size).toBe(got.length);
      expect(got).toEqual(ids(want));
      expect(new Set(totals)).toEqual(new Set([want.length]));
    },
  );

  it('takes a bare field as ascending', async () => {
    expect((await page({ order_by: 'fecha_creacion' })).data.map((r) => r.org_id)).toEqual(ids(expected({}, 'fecha_creacion asc').slice(0, PER_PAGE)));
  });

  it('sorts names without regard to accents and case', async () => {
    const names = (await allPages({ filter_name: 'arids', order_by: 'org_nombre asc' })).ids.map((id) => orgs.find((o) => o.org_id === id)?.org_nombre ?? '');
    const folded = names.map(fold);
    expect(folded).toEqual([...folded].sort());
    expect(names).toContain('Àrids del Pirineu, S.L.');
  });

  it('answers a page past the last with no rows and the real total', async () => {
    const total = expected({}).length;
    const last = Math.ceil(total / PER_PAGE);
    expect(await page({ page: String(last + 1) })).toEqual({ data: [], total, per_page: PER_PAGE, current_page: last + 1 });
    expect((await page({ page: '2147483647' })).total).toBe(total);
  });

  it.each(['org_cif asc', 'org_nombre desc', 'fecha_creacion asc', 'fecha_creacion desc'] as const)(
    'reads %s in keyset batches (the Excel file) with every row once, ties and microseconds included',
    async (orderBy) => {
      const f = { estado_id: 'todos' as const };
      const order = empresasOrder(orderBy);
      const where = empresasWhere({ estado_id: 'todos' });
      const seen: number[] = [];
      for await (const batch of keysetBatches(
        (after, limit) => organizacionesAfter(app.db, where, order, after, limit),
        (row) => ({ key: row.cursor_key, id: row.org_id }),
        7,
      )) {
        seen.push(...batch.map((row) => row.org_id));
      }
      expect(seen).toEqual(ids(expected(f, orderBy)));
    },
  );
});

describe('GET /organizaciones: refusals', () => {
  const refusals: Array<[Record<string, string>, string, string]> = [
    [{ page: 'x' }, 'page', MSG.paginaNoValida],
    [{ page: '0' }, 'page', MSG.paginaNoValida],
    [{ page: '-2' }, 'page', MSG.paginaNoValida],
    [{ page: '2147483648' }, 'page', MSG.paginaNoValida],
    [{ order_by: 'org_email asc' }, 'order_by', 'No se puede ordenar por ese campo.'],
    [{ order_by: 'org_nombre sideways' }, 'order_by', MSG.ordenNoValido],
    [{ order_by: 'org_nombre; drop table usuarios' }, 'order_by', MSG.ordenNoValido],
    [{ estado_id: 'activas' }, 'estado_id', MSG.valorNoValido],
    [{ integracion_api: 'maybe' }, 'integracion_api', MSG.valorNoValido],
    [{ estado_pago: 'pagada' }, 'estado_pago', MSG.valorNoValido],
    [{ comisionista_id: '-1' }, 'comisionista_id', MSG.valorNoValido],
    [{ comisionista_id: '2147483648' }, 'comisionista_id', MSG.valorNoValido],
    [{ filter_name: 'x'.repeat(101) }, 'filter_name', MSG.textoDemasiadoLargo],
    [{ filter_cif: 'B'.repeat(21) }, 'filter_cif', MSG.textoDemasiadoLargo],
    [{ to_excel: 'perhaps' }, 'to_excel', MSG.valorNoValido],
    [{ filter_name: 'a\u0000b' }, 'filter_name', MSG.caracteresNoValidos],
  ];

  it.each(refusals)('%j is a 422 under its field', async (query, field, message) => {
    const response = await list(query);
    expect(response.statusCode, response.body).toBe(422);
    expect(errorBody(response).errors?.[field]).toEqual([message]);
  });

  it('names every wrong field at once, in Catalan when asked', async () => {
    const response = await list({ page: 'x', order_by: 'org_email' }, { lang: 'ca' });
    expect(response.statusCode).toBe(422);
    expect(errorBody(response).errors).toEqual({ page: [CORE_MESSAGES.paginaNoValida.ca], order_by: [CORE_MESSAGES.ordenNoValido.ca] });
  });

  it('refuses a repeated key', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/organizaciones?page=1&page=2', headers: bearer(admin) });
    expect(response.statusCode).toBe(422);
    expect(errorBody(response).errors?.page).toEqual([MSG.paginaNoValida]);
  });

  it('answers no 5xx to any query string (seeded fuzz)', async () => {
    const keys = ['page', 'order_by', 'estado_id', 'integracion_api', 'estado_pago', 'org_convenio', 'comisionista_id', 'tipo_comision', 'filter_name', 'filter_cif', 'to_excel', 'num_colegiado'];
    const value = fc.oneof(
      fc.string({ maxLength: 30 }),
      fc.constantFrom('%', '_', '\\', "'", '%00', '%ZZ', '2147483648', '-0', 'org_cif desc', 'true', ''),
    );
    await fc.assert(
      fc.asyncProperty(fc.dictionary(fc.constantFrom(...keys), value, { maxKeys: 5 }), async (query) => {
        const search = Object.entries(query)
          .filter(([key]) => key !== 'to_excel')
          .map(([key, v]) => `${key}=${/%[0-9A-Z]{2}/i.test(v) ? v : encodeURIComponent(v)}`)
          .join('&');
        const response = await app.inject({ method: 'GET', url: `/api/organizaciones?${search}`, headers: bearer(admin) });
        expect(response.statusCode, `${search} → ${response.body.slice(0, 200)}`).toBeLessThan(500);
        if (response.statusCode >= 400) expect(response.json()).toMatchObject({ status: 'Error', message: expect.any(String) });
      }),
      { seed: 20261123, numRuns: 150 },
    );
  });
});

// ---------------------------------------------------------------- Excel

/** The answer's xlsx, opened with exceljs. */
async function workbookOf(response: LightMyRequestResponse): Promise<ExcelJS.Worksheet> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(response.rawPayload as unknown as Parameters<ExcelJS.Xlsx['load']>[0]);
  const sheet = workbook.worksheets[0];
  if (!sheet) throw new Error('the file has no sheet');
  return sheet;
}

/** Today in Madrid as YYYY-MM-DD, written here without the contract's helper. */
function madridToday(): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/Madrid', year: 'numeric', month: '2-digit', day: '2-digit' })
      .formatToParts(new Date())
      .map((p) => [p.type, p.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day}`;
}

describe('GET /organizaciones?to_excel=true', () => {
  it('answers the whole filtered, sorted list as an xlsx file named with today\'s date', async () => {
    const query = { to_excel: 'true', estado_id: 'todos', filter_name: 'a', order_by: 'fecha_creacion desc', page: '3' };
    const before = madridToday();
    const response = await list(query);
    expect(response.statusCode, response.body.slice(0, 200)).toBe(200);
    expect(response.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    const name = /^attachment; filename="(\d{4}-\d{2}-\d{2})_Empresas\.xlsx"$/.exec(String(response.headers['content-disposition']));
    expect(name?.[1] === before || name?.[1] === madridToday()).toBe(true);
    const want = expected({ estado_id: 'todos', filter_name: 'a' }, 'fecha_creacion desc');
    expect(want.length).toBeGreaterThan(PER_PAGE);
    expect(response.headers['x-total-count']).toBe(String(want.length));

    const sheet = await workbookOf(response);
    expect(sheet.name).toBe('Empresas');
    const header = sheet.getRow(1);
    expect((header.values as unknown[]).slice(1)).toEqual(['CIF', 'Nombre', 'Fecha de creación', 'Teléfono', 'Integración API', 'Convenio']);
    expect(header.getCell(1).font?.bold).toBe(true);
    expect(sheet.getColumn(2).width).toBeGreaterThan(30);
    expect(sheet.rowCount).toBe(want.length + 1);
    want.forEach((org, i) => {
      const row = sheet.getRow(i + 2);
      const day = row.getCell(3).value;
      expect(day).toBeInstanceOf(Date);
      expect(row.getCell(3).numFmt).toBe('dd/mm/yyyy');
      const madridDay = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Madrid' }).format(org.fecha_creacion);
      expect({
        cif: row.getCell(1).value,
        nombre: row.getCell(2).value,
        day: (day as Date).toISOString().slice(0, 10),
        telefono: row.getCell(4).value,
        api: row.getCell(5).value,
        convenio: row.getCell(6).value,
      }).toEqual({
        cif: org.org_cif,
        nombre: org.org_nombre.startsWith('=') ? `'${org.org_nombre}` : org.org_nombre,
        day: madridDay,
        telefono: org.org_telefono,
        api: org.integracion_api ? 'Sí' : 'No',
        convenio: org.org_convenio === null ? null : (convenioNames.get(org.org_convenio)?.es ?? null),
      });
    });
  });

  it('neutralises a company name that is a formula', async () => {
    const response = await list({ to_excel: 'true', filter_name: 'hyperlink' });
    expect(response.headers['x-total-count']).toBe('1');
    const sheet = await workbookOf(response);
    const cell = sheet.getRow(2).getCell(2);
    expect(cell.value).toBe(`'${HYPERLINK}`);
    expect(cell.formula).toBeUndefined();
    expect(cell.type).toBe(ExcelJS.ValueType.String);
  });

  it('writes the headers in Catalan for a Catalan caller', async () => {
    const response = await list({ to_excel: '1', filter_name: 'arids' }, { lang: 'ca' });
    const sheet = await workbookOf(response);
    expect(sheet.name).toBe('Empreses');
    expect((sheet.getRow(1).values as unknown[]).slice(1)).toEqual(['CIF', 'Nom', 'Data de creació', 'Telèfon', 'Integració API', 'Conveni']);
    const api = Array.from({ length: sheet.rowCount - 1 }, (_, i) => sheet.getRow(i + 2).getCell(5).value);
    expect(api).toContain('Sí');
  });

  it('answers an empty file, with its header, when nothing matches', async () => {
    const response = await list({ to_excel: 'true', filter_name: 'no company is called this' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['x-total-count']).toBe('0');
    const sheet = await workbookOf(response);
    expect(sheet.rowCount).toBe(1);
  });

  it('answers a HEAD request with the headers and the row count, and no body', async () => {
    const response = await app.inject({ method: 'HEAD', url: '/api/organizaciones', query: { to_excel: 'true', filter_name: 'arids' }, headers: bearer(admin) });
    expect(response.statusCode).toBe(200);
    expect(response.headers['x-total-count']).toBe(String(expected({ filter_name: 'arids' }).length));
    expect(response.headers['content-disposition']).toMatch(/_Empresas\.xlsx"$/);
    expect(response.rawPayload.length).toBe(0);
  });

  it('is refused like the page: a bad filter is a 422 in JSON, a company is a 403', async () => {
    const bad = await list({ to_excel: 'true', order_by: 'org_email' });
    expect(bad.statusCode).toBe(422);
    expect(bad.headers['content-type']).toMatch(/application\/json/);
    const company = await tokenOf(app, demoAccount((a) => a.modulo_app === 'organizacion'));
    expect((await list({ to_excel: 'true' }, { token: company })).statusCode).toBe(403);
  });
});
