/**
 * GET /api/public/dapcon, the public registry's list for machine clients (issue 35, docs/registry.md):
 * only published declarations (and the expired ones on request) are ever listed, nothing personal is
 * in an answer, each filter and sort, the paging, the refusals, the ETag and the rate limit. Besides
 * the test seed's five declarations (one per state), this file inserts a published one of another
 * company, RCP and language, one expiring soon and one more of every state that must never show.
 * Expectations are computed from the rows read back, never written as answers.
 */
import { eq, inArray, sql } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG, PER_PAGE, urlRegistro, type DapconPublica, type Envelope, type EstadoDapcon } from '@dapcon/contract';
import { insertDapcon, insertDapconIdiomas } from '../../../src/areas/dapcon';
import { consultores, dapcons, ecoplatformClasificacion, organizaciones, parametrosTextos, rcps, rcpsIdiomas, usuarios } from '../../../src/db/schema';
import { build, errorBody } from '../../helper';

type Page = Envelope<{ data: DapconPublica[]; total: number; per_page: number; current_page: number }>;

let app: FastifyInstance;
const HOY = new Date().toISOString().slice(0, 10);
const ANYO = Number(HOY.slice(0, 4));

function list(query = '', headers: Record<string, string> = {}): Promise<LightMyRequestResponse> {
  return app.inject({ method: 'GET', url: `/api/public/dapcon${query}`, headers });
}
async function page(query = '', headers: Record<string, string> = {}): Promise<Page['data']> {
  const res = await list(query, headers);
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as Page).data;
}
/** Every row of a query, page after page. */
async function all(query = ''): Promise<DapconPublica[]> {
  const rows: DapconPublica[] = [];
  for (let n = 1; ; n++) {
    const p = await page(`${query}${query ? '&' : '?'}page=${n}`);
    rows.push(...p.data);
    if (rows.length >= p.total || p.data.length === 0) return rows;
  }
}
const codes = (rows: DapconPublica[]) => rows.map((r) => r.dapcon_codigo).sort();

/** The codes of the declarations in these states, with code and validity, read from the database. */
async function codesIn(estados: EstadoDapcon[]): Promise<string[]> {
  const rows = await app.db
    .select({ codigo: dapcons.dapcon_codigo })
    .from(dapcons)
    .where(sql`${inArray(dapcons.estado, estados)} and ${dapcons.dapcon_codigo} is not null and ${dapcons.dapcon_valido_desde} is not null and ${dapcons.dapcon_valido_hasta} is not null`);
  return rows.map((r) => r.codigo as string).sort();
}

let otraEmpresa: { org_id: number; org_nombre: string };
let otraRcp: number;

beforeAll(async () => {
  app = await build();
  const [base] = await app.db.select().from(dapcons).where(eq(dapcons.estado, 'publicada')).limit(1);
  if (!base) throw new Error('The test seed has no published declaration');
  const [org] = await app.db
    .select({ org_id: organizaciones.org_id, org_nombre: organizaciones.org_nombre })
    .from(organizaciones)
    .where(sql`${organizaciones.org_id} <> ${base.org_id}`)
    .limit(1);
  const [rcp] = await app.db.select({ id: rcps.id }).from(rcps).where(sql`${rcps.id} <> ${base.rcp_id}`).limit(1);
  if (!org || !rcp) throw new Error('The test seed has one company or one RCP only');
  otraEmpresa = org;
  otraRcp = rcp.id;
  const comun = { consultor_id: base.consultor_id, verificador_id: base.verificador_id, dapcon_valido_desde: `${ANYO}-01-15` };
  // Published: another company, RCP and language (Catalan), an accent in the product; one expiring soon.
  const otra = await insertDapcon(app.db, {
    ...comun, org_id: org.org_id, rcp_id: rcp.id, dv_nombre_producto: 'Morter de calç hidràulica', dapcon_codigo: `REG-${ANYO}-001`, estado: 'publicada',
    dapcon_valido_hasta: `${ANYO + 5}-01-14`,
  });
  const pronto = await insertDapcon(app.db, {
    ...comun, org_id: base.org_id, rcp_id: base.rcp_id, dv_nombre_producto: 'Bloque de hormigón', dapcon_codigo: `REG-${ANYO}-002`, estado: 'publicada',
    dapcon_valido_hasta: `${ANYO}-12-31`,
  });
  await insertDapconIdiomas(app.db, [
    { dapcon_id: otra, idioma_id: 2, dapcon_idioma_estado: 'publicada' },
    { dapcon_id: pronto, idioma_id: 1, dapcon_idioma_estado: 'publicada' },
  ]);
  // Never listed: one of every other state, with a code and validity as if it had them.
  for (const estado of ['borrador', 'en_verificacion', 'verificada'] as const) {
    await insertDapcon(app.db, {
      ...comun, org_id: base.org_id, rcp_id: base.rcp_id, dv_nombre_producto: `Oculta ${estado}`, dapcon_codigo: `OCULTA-${estado}`, estado,
      dapcon_valido_hasta: `${ANYO + 5}-01-14`,
    });
  }
});

afterAll(async () => {
  await app.close();
});

describe('GET /api/public/dapcon', () => {
  it('lists the published declarations only, to anyone, without signing in; the expired ones too with caducadas=true', async () => {
    const publicadas = await codesIn(['publicada']);
    expect(publicadas.length).toBeGreaterThanOrEqual(3);
    expect(codes(await all())).toEqual(publicadas);
    const conCaducadas = await all('?caducadas=true');
    expect(codes(conCaducadas)).toEqual(await codesIn(['publicada', 'caducada']));
    expect(new Set(conCaducadas.map((r) => r.estado))).toEqual(new Set(['publicada', 'caducada']));
    expect(conCaducadas.some((r) => r.dapcon_codigo.startsWith('OCULTA'))).toBe(false);
  });

  it('holds nothing personal: the contract\'s fields only, the verifier by name, no NIF, e-mail or phone of a person', async () => {
    const res = await list('?caducadas=true');
    const rows = (res.json() as Page).data.data;
    for (const r of rows) {
      expect(Object.keys(r).sort()).toEqual(['clasificacion', 'dapcon_codigo', 'dapcon_valido_desde', 'dapcon_valido_hasta', 'dv_nombre_producto', 'empresa', 'estado', 'idiomas', 'rcp', 'url', 'verificador']);
      expect(Object.keys(r.verificador).sort()).toEqual(['apellidos', 'nombre']);
      expect(Object.keys(r.empresa).sort()).toEqual(['org_cif', 'org_id', 'org_nombre']);
      expect(r.url).toBe(urlRegistro(r.dapcon_codigo));
    }
    const people = await app.db.select({ nif: consultores.consultor_nif, movil: consultores.consultor_movil, email: consultores.consultor_email }).from(consultores);
    const accounts = await app.db.select({ email: usuarios.email, telefono: usuarios.telefono }).from(usuarios);
    const secrets = [...people.flatMap((p) => [p.nif, p.movil, p.email]), ...accounts.flatMap((a) => [a.email, a.telefono])].filter(
      (s): s is string => typeof s === 'string' && s.length >= 6,
    );
    expect(secrets.length).toBeGreaterThan(3);
    for (const secret of secrets) expect(res.body).not.toContain(secret);
    expect(res.body).not.toMatch(/@/);
  });

  it("a sole trader's tax id is a person's NIF: null in its rows and nowhere in the answer, while a company's CIF is public", async () => {
    const [org] = await app.db.select({ cif: organizaciones.org_cif }).from(organizaciones).where(eq(organizaciones.org_id, otraEmpresa.org_id));
    // A valid DNI (12345678 mod 23 → Z).
    await app.db.update(organizaciones).set({ org_cif: '12345678Z' }).where(eq(organizaciones.org_id, otraEmpresa.org_id));
    try {
      const res = await list(`?organizacion_id=${otraEmpresa.org_id}`);
      const rows = (res.json() as Page).data.data;
      expect(rows.length).toBeGreaterThan(0);
      for (const r of rows) expect(r.empresa.org_cif).toBeNull();
      expect(res.body).not.toContain('12345678Z');
      const code = rows[0]?.dapcon_codigo ?? '';
      const ficha = await app.inject({ method: 'GET', url: `/api/public/dapcon/${code}` });
      expect(ficha.statusCode).toBe(200);
      expect(ficha.body).not.toContain('12345678Z');
    } finally {
      await app.db.update(organizaciones).set({ org_cif: org?.cif ?? '' }).where(eq(organizaciones.org_id, otraEmpresa.org_id));
    }
    const companies = (await page('?order_by=dapcon_codigo asc')).data.filter((r) => r.empresa.org_cif !== null);
    expect(companies.length).toBeGreaterThan(0);
  });

  it('filters by a text in the product, the code or the company (accents and case ignored), the RCP, the company, a language and the last day of validity', async () => {
    expect(codes(await all('?filter_text=CALC HIDRAULICA'))).toEqual([`REG-${ANYO}-001`]);
    expect(codes(await all(`?filter_text=reg-${ANYO}-002`))).toEqual([`REG-${ANYO}-002`]);
    const deLaEmpresa = await all(`?filter_text=${encodeURIComponent(otraEmpresa.org_nombre.slice(0, 8))}`);
    expect(deLaEmpresa.map((r) => r.empresa.org_nombre)).toContain(otraEmpresa.org_nombre);
    expect((await all(`?rcp_id=${otraRcp}`)).every((r) => r.rcp.rcp_id === otraRcp)).toBe(true);
    expect(codes(await all(`?organizacion_id=${otraEmpresa.org_id}`))).toEqual(
      codes((await all()).filter((r) => r.empresa.org_id === otraEmpresa.org_id)),
    );
    const catalan = await all('?idioma_id=2');
    expect(catalan.length).toBeGreaterThan(0);
    expect(catalan.every((r) => r.idiomas.some((i) => i.idioma_id === 2 && i.idioma === 'ca'))).toBe(true);
    const caducan = await all(`?caduca_antes=${ANYO}-12-31`);
    expect(caducan.map((r) => r.dapcon_codigo)).toContain(`REG-${ANYO}-002`);
    expect(caducan.every((r) => r.dapcon_valido_hasta <= `${ANYO}-12-31`)).toBe(true);
  });

  it('filters by an ECO Platform class, by code or node id, a family finding its classes; a row names its class in the caller\'s language', async () => {
    const clasificar = (codigo: string, clase: string | null) => app.db.update(dapcons).set({ clasificacion_id: clase }).where(eq(dapcons.dapcon_codigo, codigo));
    await clasificar(`REG-${ANYO}-001`, 'eco_01.01.01');
    await clasificar(`REG-${ANYO}-002`, 'eco_K7Q2M9XPA');
    // A draft filed under the same class is never listed.
    await clasificar('OCULTA-borrador', 'eco_01.01.01');
    try {
      expect(codes(await all('?clasificacion=01.01.01'))).toEqual([`REG-${ANYO}-001`]);
      expect(codes(await all('?clasificacion=eco_01.01.01'))).toEqual([`REG-${ANYO}-001`]);
      expect(codes(await all('?clasificacion=01.02'))).toEqual([`REG-${ANYO}-002`]);
      expect(codes(await all('?clasificacion=K7Q2M9XPA'))).toEqual([`REG-${ANYO}-002`]);
      expect(codes(await all('?clasificacion=01'))).toEqual([`REG-${ANYO}-001`, `REG-${ANYO}-002`]);
      expect(await all('?clasificacion=02')).toEqual([]);
      expect(await all('?clasificacion=NOEXISTE')).toEqual([]);
      expect(codes(await all(`?clasificacion=01&rcp_id=${otraRcp}`))).toEqual([`REG-${ANYO}-001`]);

      const [es] = (await page('?clasificacion=01.01.01')).data;
      expect(es?.clasificacion).toEqual({ codigo: '01.01.01', nombre: 'Hormigón estructural' });
      const [ca] = (await page('?clasificacion=01.01.01', { 'accept-language': 'ca' })).data;
      expect(ca?.clasificacion).toEqual({ codigo: '01.01.01', nombre: 'Formigó estructural' });
      expect((await all()).filter((r) => r.clasificacion === null).length).toBeGreaterThan(0);

      // A class with no name in the caller's language nor in Spanish is named by ECO Platform's class name
      // (the fallback's subquery once shared the outer query's alias and answered every class's name: 500).
      const textos = await app.db.select().from(parametrosTextos).where(eq(parametrosTextos.pt_param_id, 'eco_01.01.01'));
      const [clase] = await app.db.select({ nombre: ecoplatformClasificacion.class_name }).from(ecoplatformClasificacion).where(eq(ecoplatformClasificacion.param_id, 'eco_01.01.01'));
      expect(textos.length).toBeGreaterThan(0);
      await app.db.delete(parametrosTextos).where(eq(parametrosTextos.pt_param_id, 'eco_01.01.01'));
      try {
        const [sinNombre] = (await page('?clasificacion=01.01.01', { 'accept-language': 'ca' })).data;
        expect(sinNombre?.clasificacion).toEqual({ codigo: '01.01.01', nombre: clase?.nombre });
      } finally {
        await app.db.insert(parametrosTextos).values(textos);
      }

      const res = await list('?clasificacion=no%20vale!');
      expect(res.statusCode).toBe(422);
      expect(errorBody(res).errors).toEqual({ clasificacion: [MSG.valorNoValido] });
    } finally {
      await clasificar(`REG-${ANYO}-001`, null);
      await clasificar(`REG-${ANYO}-002`, null);
      await clasificar('OCULTA-borrador', null);
    }
  });

  it('sorts by an allowed field both ways, pages by 20, and names the RCP in the caller\'s language', async () => {
    const asc = await all('?order_by=dapcon_codigo asc');
    expect(asc.map((r) => r.dapcon_codigo)).toEqual([...asc.map((r) => r.dapcon_codigo)].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    const desc = await all('?order_by=dapcon_valido_hasta desc');
    expect(desc.map((r) => r.dapcon_valido_hasta)).toEqual([...desc.map((r) => r.dapcon_valido_hasta)].sort().reverse());
    const first = await page();
    expect(first.per_page).toBe(PER_PAGE);
    expect(first.current_page).toBe(1);
    const es = (await page(`?rcp_id=${otraRcp}`)).data[0]?.rcp.rcp_nombre;
    const ca = (await page(`?rcp_id=${otraRcp}`, { 'accept-language': 'ca' })).data[0]?.rcp.rcp_nombre;
    const textos = await app.db.select({ idioma_id: rcpsIdiomas.idioma_id, nombre: rcpsIdiomas.rcp_nombre }).from(rcpsIdiomas).where(eq(rcpsIdiomas.rcp_id, otraRcp));
    const nombres = { es: textos.find((t) => t.idioma_id === 1)?.nombre, ca: textos.find((t) => t.idioma_id === 2)?.nombre };
    expect(es).toBe(nombres?.es);
    expect(ca).toBe(nombres?.ca ?? nombres?.es);
  });

  it('refuses a sort field outside the list, a page that is not one and a date that is not one (422, under the field)', async () => {
    for (const [query, field] of [
      ['?order_by=consultor_nif asc', 'order_by'],
      ['?page=0', 'page'],
      ['?caduca_antes=31-12-2030', 'caduca_antes'],
      ['?rcp_id=abc', 'rcp_id'],
    ] as const) {
      const res = await list(query);
      expect(res.statusCode, query).toBe(422);
      expect(Object.keys(errorBody(res).errors ?? {}), query).toEqual([field]);
    }
  });

  it('answers an ETag a CDN may keep a minute: the same request with it is a 304 without a body, another page is not', async () => {
    const first = await list('?order_by=dapcon_codigo asc');
    const tag = first.headers.etag;
    expect(typeof tag).toBe('string');
    expect(first.headers['cache-control']).toBe('public, max-age=60');
    const again = await list('?order_by=dapcon_codigo asc', { 'if-none-match': String(tag) });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    const other = await list('?order_by=dapcon_codigo desc', { 'if-none-match': String(tag) });
    expect(other.statusCode).toBe(200);
    expect(other.headers.etag).not.toBe(tag);
  });
});

describe('the rate limit of the public API', () => {
  let limited: FastifyInstance;
  beforeAll(async () => {
    limited = await build({ env: { PUBLIC_API_RATE_PER_MINUTE: '3' } });
  });
  afterAll(async () => {
    await limited.close();
  });

  it('answers 429 with Retry-After and the portal\'s message past the limit of an address; another address is still served', async () => {
    const from = (remoteAddress: string) => limited.inject({ method: 'GET', url: '/api/public/dapcon', remoteAddress });
    for (let i = 0; i < 3; i++) expect((await from('203.0.113.7')).statusCode).toBe(200);
    const refused = await from('203.0.113.7');
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(errorBody(refused).message).toBe(MSG.demasiadosIntentos);
    expect((await from('203.0.113.8')).statusCode).toBe(200);
  });

  it('limits and tags the registry only: another route of the API, asked more often from the same address, is served without an ETag', async () => {
    for (let i = 0; i < 5; i++) {
      const other = await limited.inject({ method: 'GET', url: '/api/idiomas', remoteAddress: '203.0.113.9' });
      expect(other.statusCode).toBe(200);
      expect(other.headers.etag).toBeUndefined();
      expect(other.headers['x-ratelimit-limit']).toBeUndefined();
    }
  });
});
