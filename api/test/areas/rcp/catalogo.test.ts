/**
 * The RCP catalogue's administration (spec part 2 §2.14, §3 'RCP', §4, §7.6; docs/parametros.md
 * 'RCPs as built'): `GET /rcp` on the list kit ('Mostrar no vigente', sorts, pages, Excel), one RCP,
 * create and save; 'deleting' (annulling) takes it out of the DAPcon creation's select and out of the
 * creation itself, and the list shows it again with `novigentes`.
 */
import ExcelJS from 'exceljs';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import {
  DAPCON_MSG,
  datePrefixedName,
  MSG,
  PER_PAGE,
  RCP_MSG,
  type Envelope,
  type Rcp,
  type RcpListItem,
  type RcpOpcion,
} from '@dapcon/contract';
import { FAMILIAS_RCP } from '../../../src/areas/rcp/data/familias';
import { idiomas, parametros } from '../../../src/db/schema';
import { RCPS } from '../../../src/areas/rcp/data/rcps';
import { bearer, body, build, errorBody } from '../../helper';
import { adminTokens, registerCompany, type TestCompany } from '../empresas/support';

let app: FastifyInstance;
let admin: string;
let admin2: string;
let company: TestCompany;

beforeAll(async () => {
  app = await build();
  ({ admin, admin2 } = await adminTokens(app));
  company = await registerCompany(app, 73_001);
});
afterAll(async () => {
  await app.close();
});

type Page = { data: RcpListItem[]; total: number; per_page: number; current_page: number };

async function get(url: string, token = admin, lang?: string): Promise<LightMyRequestResponse> {
  return app.inject({ method: 'GET', url, headers: { ...bearer(token), ...(lang ? { 'accept-language': lang } : {}) } });
}

async function page(query = '', lang?: string): Promise<Page> {
  const response = await get(`/api/rcp/lista${query}`, admin, lang);
  expect(response.statusCode, response.body).toBe(200);
  return body<Envelope<Page>>(response).data;
}

/** Every row of the list over its pages. */
async function all(query: string): Promise<RcpListItem[]> {
  const first = await page(`?${query}`);
  const rows = [...first.data];
  for (let p = 2; p <= Math.ceil(first.total / first.per_page); p++) rows.push(...(await page(`?${query}&page=${p}`)).data);
  expect(rows).toHaveLength(first.total);
  return rows;
}

async function select(query = ''): Promise<RcpOpcion[]> {
  const response = await get(`/api/rcp${query}`, company.token);
  expect(response.statusCode, response.body).toBe(200);
  return body<Envelope<RcpOpcion[]>>(response).data;
}

function send(method: 'POST' | 'PATCH', payload: unknown, token = admin, lang?: string) {
  return app.inject({ method, url: '/api/rcp', headers: { ...bearer(token), ...(lang ? { 'accept-language': lang } : {}) }, payload: payload as Record<string, unknown> });
}

function nueva(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    equivalencia: 'RCP 020',
    version: '1.0',
    anyo: 2025,
    codigo_para_codificacion_dapcon: '020',
    familia_rcp: ['fam_rcp_vidrio', 'fam_rcp_metal'],
    rcp_idiomas: [
      { idioma_id: 1, rcp_nombre: 'Vidrio plano y templado', rcp_sobrenombre: 'Vidrio', descripcion: 'Reglas del vidrio.' },
      { idioma_id: 2, rcp_nombre: 'Vidre pla i trempat', rcp_sobrenombre: '', descripcion: '' },
      { idioma_id: 3, rcp_nombre: '', rcp_sobrenombre: '', descripcion: '' },
    ],
    ...overrides,
  };
}

async function crear(payload: Record<string, unknown>, token = admin): Promise<Rcp> {
  const response = await send('POST', payload, token);
  expect(response.statusCode, response.body).toBe(201);
  const answer = body<Envelope<Rcp>>(response);
  expect(answer.message).toBe(MSG.operacionCorrecta);
  return answer.data;
}

/** The body that saves `rcp` as it is, with `overrides`. */
function guardar(rcp: Rcp, overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    id: rcp.id,
    equivalencia: rcp.equivalencia,
    version: rcp.version,
    anyo: rcp.anyo,
    codigo_para_codificacion_dapcon: rcp.codigo_para_codificacion_dapcon,
    vigente: rcp.vigente,
    anulada: rcp.anulada,
    familia_rcp: rcp.familia_rcp,
    rcp_idiomas: rcp.rcp_idiomas,
    ...overrides,
  };
}

const familiaEs = new Map<string, string>(FAMILIAS_RCP.map((f) => [f.id, f.es]));
const familiaCa = new Map<string, string>(FAMILIAS_RCP.map((f) => [f.id, f.ca]));
const ORDEN_FAMILIA = new Map<string, number>(FAMILIAS_RCP.map((f, i) => [f.id, i]));
const material = (ids: readonly string[], names: Map<string, string>) =>
  [...ids]
    .sort((a, b) => (ORDEN_FAMILIA.get(a) ?? 0) - (ORDEN_FAMILIA.get(b) ?? 0))
    .map((id) => names.get(id))
    .join(', ');

describe('GET /api/rcp: the list', () => {
  it('lists the RCPs in force and not annulled by equivalencia, with material (the families) and the name in Spanish', async () => {
    const { data, total, per_page, current_page } = await page();
    const expected = RCPS.map((r, i) => ({ ...r, id: i + 1 }))
      .filter((r) => r.vigente && !r.anulada)
      .sort((a, b) => a.equivalencia.localeCompare(b.equivalencia) || a.id - b.id);
    expect({ total, per_page, current_page }).toEqual({ total: expected.length, per_page: PER_PAGE, current_page: 1 });
    expect(data.map((r) => r.id)).toEqual(expected.map((r) => r.id));
    for (const [i, row] of data.entries()) {
      const seed = expected[i];
      if (!seed) throw new Error('missing');
      expect(row).toEqual({
        id: seed.id,
        equivalencia: seed.equivalencia,
        anyo: seed.anyo,
        version: seed.version,
        rcp_nombre: seed.es.nombre,
        material: material(seed.familias, familiaEs),
        codigo_para_codificacion_dapcon: seed.codigo,
        vigente: true,
        anulada: false,
      });
    }
    expect(data.find((r) => r.equivalencia === 'RCP 003')?.material).toBe('Cemento y cal, Hormigón');
  });

  it('names and material in Catalan for a Catalan caller', async () => {
    const { data } = await page('', 'ca');
    const seed = RCPS.find((r) => r.equivalencia === 'RCP 007');
    expect(data.find((r) => r.equivalencia === 'RCP 007')).toMatchObject({ rcp_nombre: seed?.ca.nombre, material: material(seed?.familias ?? [], familiaCa) });
  });

  it("with novigentes ('Mostrar no vigente') lists every RCP: superseded and annulled too", async () => {
    const rows = await all('novigentes=true');
    expect(rows.length).toBeGreaterThanOrEqual(RCPS.length);
    const anulada = rows.find((r) => r.equivalencia === 'RCP 013');
    expect(anulada).toMatchObject({ anulada: true, rcp_nombre: 'Revestimientos de piedra natural' });
    expect(rows.filter((r) => r.equivalencia === 'RCP 100').map((r) => r.vigente).sort()).toEqual([false, true]);
    expect((await page('?novigentes=false')).total).toBe((await page()).total);
  });

  it('sorts by each allowed field both ways over every page, ties by id, no row twice or missing', async () => {
    // More than a page: some RCPs of the test.
    for (let i = 0; i < PER_PAGE; i++) {
      await crear(nueva({ equivalencia: `RCP 5${String(i).padStart(2, '0')}`, anyo: 2000 + (i % 4), rcp_idiomas: [{ idioma_id: 1, rcp_nombre: i % 2 ? `Árido ${i}` : `arena ${i}` }] }));
    }
    const base = await all('novigentes=true');
    expect(base.length).toBeGreaterThan(PER_PAGE);
    const fold = (s: string) => s.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase();
    const keys = {
      equivalencia: (r: RcpListItem) => r.equivalencia,
      anyo: (r: RcpListItem) => r.anyo,
      rcp_nombre: (r: RcpListItem) => fold(r.rcp_nombre),
    } as const;
    for (const [field, key] of Object.entries(keys)) {
      for (const direction of ['asc', 'desc'] as const) {
        const rows = await all(`novigentes=true&order_by=${field} ${direction}`);
        const sign = direction === 'asc' ? 1 : -1;
        const expected = [...base].sort((a, b) => {
          const ka = key(a);
          const kb = key(b);
          const cmp = typeof ka === 'number' && typeof kb === 'number' ? ka - kb : ka < kb ? -1 : ka > kb ? 1 : 0;
          return sign * (cmp || a.id - b.id);
        });
        expect(rows.map((r) => r.id), `${field} ${direction}`).toEqual(expected.map((r) => r.id));
      }
    }
    const past = await page(`?novigentes=true&page=${Math.ceil(base.length / PER_PAGE) + 1}`);
    expect(past).toMatchObject({ data: [], total: base.length });
  });

  it('refuses a sort outside the allow-list and a bad novigentes (422)', async () => {
    const bad = await get('/api/rcp/lista?order_by=material%20asc&novigentes=quiza');
    expect(bad.statusCode).toBe(422);
    expect(errorBody(bad).errors).toEqual({ order_by: [MSG.ordenNoValido], novigentes: [MSG.valorNoValido] });
  });

  it('answers the whole list as an Excel file, in the list order, formulas neutralised, headers in Catalan for a Catalan caller', async () => {
    await crear(nueva({ equivalencia: '=HYPERLINK("http://x","y")', rcp_idiomas: [{ idioma_id: 1, rcp_nombre: '+Fórmula' }] }));
    const rows = await all('novigentes=true&order_by=anyo desc');
    const response = await get('/api/rcp/lista?novigentes=true&order_by=anyo%20desc&to_excel=true&page=3');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toContain(datePrefixedName('RCPs.xlsx'));
    expect(response.headers['x-total-count']).toBe(String(rows.length));
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as Parameters<ExcelJS.Xlsx['load']>[0]);
    const sheet = workbook.worksheets[0];
    if (!sheet) throw new Error('no sheet');
    expect(sheet.getRow(1).values).toEqual([undefined, 'Equivalencia', 'Año', 'Material', 'Nombre', 'Versión', 'Código para codificación DAPcon', 'Vigente', 'Eliminado']);
    expect(sheet.getRow(1).font?.bold).toBe(true);
    expect(sheet.rowCount).toBe(rows.length + 1);
    rows.forEach((r, i) => {
      const row = sheet.getRow(i + 2);
      expect(row.getCell(2).value).toBe(r.anyo);
      expect(row.getCell(3).value ?? '').toBe(r.material);
      expect(row.getCell(8).value).toBe(r.anulada ? 'Sí' : 'No');
    });
    const formula = rows.findIndex((r) => r.equivalencia.startsWith('='));
    expect(sheet.getRow(formula + 2).getCell(1).value).toBe(`'=HYPERLINK("http://x","y")`);
    expect(sheet.getRow(formula + 2).getCell(4).value).toBe(`'+Fórmula`);

    const ca = await get('/api/rcp/lista?to_excel=true', admin, 'ca');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(ca.rawPayload as unknown as Parameters<ExcelJS.Xlsx['load']>[0]);
    expect(book.worksheets[0]?.getRow(1).getCell(1).value).toBe('Equivalència');
  });
});

describe('GET /api/rcp/{id}, POST and PATCH /api/rcp', () => {
  it('creates an RCP (empty tabs dropped), reads it back, and the select offers it', async () => {
    const rcp = await crear(nueva(), admin2);
    expect(rcp).toMatchObject({
      equivalencia: 'RCP 020',
      anyo: 2025,
      version: '1.0',
      codigo_para_codificacion_dapcon: '020',
      vigente: true,
      anulada: false,
      rcp_nombre: 'Vidrio plano y templado',
      material: 'Vidrio, Metales',
      familia_rcp: ['fam_rcp_vidrio', 'fam_rcp_metal'],
      rcp_idiomas: [
        { idioma_id: 1, rcp_nombre: 'Vidrio plano y templado', rcp_sobrenombre: 'Vidrio', descripcion: 'Reglas del vidrio.' },
        { idioma_id: 2, rcp_nombre: 'Vidre pla i trempat', rcp_sobrenombre: null, descripcion: null },
      ],
    });
    const leido = await get(`/api/rcp/${rcp.id}`, admin, 'ca');
    expect(body<Envelope<Rcp>>(leido).data).toMatchObject({ rcp_nombre: 'Vidre pla i trempat', material: 'Vidre, Metalls' });
    expect((await select()).map((r) => r.rcp_id)).toContain(rcp.id);
    expect((await get('/api/rcp/999999')).statusCode).toBe(404);
  });

  it("refuses the form's errors under their fields: the main language's name, a tab with text and no name, the year, a family or language that is not one", async () => {
    const response = await send('POST', {
      equivalencia: ' ',
      version: '',
      anyo: '19',
      codigo_para_codificacion_dapcon: 'A-1',
      rcp_idiomas: [
        { idioma_id: 1, rcp_nombre: ' ' },
        { idioma_id: 2, rcp_nombre: '', descripcion: 'Sense nom' },
      ],
    });
    expect(response.statusCode).toBe(422);
    expect(errorBody(response).errors).toEqual({
      equivalencia: [RCP_MSG.equivalenciaObligatoria],
      version: [RCP_MSG.versionObligatoria],
      anyo: [RCP_MSG.anyoRcpNoValido],
      codigo_para_codificacion_dapcon: [RCP_MSG.codigoRcpNoValido],
      'rcp_idiomas.0.rcp_nombre': [MSG.nombreObligatorio],
      'rcp_idiomas.1.rcp_nombre': [MSG.nombreObligatorio],
    });
    const sinPrincipal = await send('POST', nueva({ rcp_idiomas: [{ idioma_id: 2, rcp_nombre: 'Només català' }] }));
    expect(errorBody(sinPrincipal).errors).toEqual({ rcp_idiomas: [RCP_MSG.nombreIdiomaPrincipalObligatorio] });

    const referencias = await send('POST', nueva({ familia_rcp: ['conv_ascer'], rcp_idiomas: [{ idioma_id: 1, rcp_nombre: 'X' }, { idioma_id: 99, rcp_nombre: 'Y' }] }), admin, 'ca');
    expect(referencias.statusCode).toBe(422);
    expect(errorBody(referencias).errors).toEqual({ familia_rcp: ["La família d'RCP no és vàlida."], rcp_idiomas: ['Un dels idiomes no existeix o no és actiu.'] });
  });

  it("saves an RCP (texts and families replaced); 'deleting' annuls it: gone from the select and the DAPcon creation, listed again with novigentes", async () => {
    const rcp = await crear(nueva({ equivalencia: 'RCP 021' }));
    const saved = await send('PATCH', guardar(rcp, { version: '1.1', familia_rcp: ['fam_rcp_madera'], rcp_idiomas: [{ idioma_id: 1, rcp_nombre: 'Vidrio y madera' }] }));
    expect(saved.statusCode, saved.body).toBe(200);
    const editado = body<Envelope<Rcp>>(saved);
    expect(editado.message).toBe(MSG.operacionCorrecta);
    expect(editado.data).toMatchObject({ version: '1.1', material: 'Madera', familia_rcp: ['fam_rcp_madera'], rcp_idiomas: [{ idioma_id: 1, rcp_nombre: 'Vidrio y madera', rcp_sobrenombre: null, descripcion: null }] });

    // The DAPcon creation takes it while it is valid…
    const dapcon = (rcpId: number) =>
      app.inject({
        method: 'POST',
        url: '/api/Organizaciones/alta',
        headers: bearer(company.token),
        payload: {
          Organizaciones_rcp_id: rcpId,
          dv_nombre_producto: 'Vidrio de prueba',
          nif: '47815236F',
          verificador_nif: '39284756C',
          Organizaciones_confrm_veracidad_datos: true,
          idiomas: [{ id: 1, ecoplatform: false }],
        },
      });
    expect((await dapcon(rcp.id)).statusCode).toBe(201);

    const anulada = await send('PATCH', guardar(editado.data, { anulada: true }), admin2);
    expect(anulada.statusCode).toBe(200);
    expect(body<Envelope<Rcp>>(anulada)).toMatchObject({ message: RCP_MSG.rcpAnulado, data: { anulada: true } });
    // …and no longer once annulled.
    expect((await select()).map((r) => r.rcp_id)).not.toContain(rcp.id);
    expect((await select('?novigentes=true')).map((r) => r.rcp_id)).not.toContain(rcp.id);
    const refused = await dapcon(rcp.id);
    expect(refused.statusCode).toBe(422);
    expect(errorBody(refused).errors).toEqual({ Organizaciones_rcp_id: [DAPCON_MSG.rcpNoValido] });
    expect((await all('')).map((r) => r.id)).not.toContain(rcp.id);
    expect((await all('novigentes=true')).find((r) => r.id === rcp.id)).toMatchObject({ anulada: true, version: '1.1' });
    // Saving it again as it is: not 'deleted' a second time.
    const again = await send('PATCH', guardar(body<Envelope<Rcp>>(anulada).data));
    expect(body<Envelope<Rcp>>(again).message).toBe(MSG.operacionCorrecta);
  });

  it('keeps a family or a language the RCP already has once deactivated, refuses them to others; an unknown RCP is a 404', async () => {
    const rcp = await crear(nueva({ equivalencia: 'RCP 022', familia_rcp: ['fam_rcp_yeso'], rcp_idiomas: [{ idioma_id: 1, rcp_nombre: 'Yeso' }, { idioma_id: 3, rcp_nombre: 'Gypsum' }] }));
    await app.db.update(parametros).set({ activo: false }).where(eq(parametros.param_id, 'fam_rcp_yeso'));
    await app.db.update(idiomas).set({ activo: false }).where(eq(idiomas.id, 3));
    try {
      const kept = await send('PATCH', guardar(rcp, { version: '2.0' }));
      expect(kept.statusCode, kept.body).toBe(200);
      expect(body<Envelope<Rcp>>(kept).data).toMatchObject({ familia_rcp: ['fam_rcp_yeso'], rcp_idiomas: [{ idioma_id: 1 }, { idioma_id: 3, rcp_nombre: 'Gypsum' }] });
      const other = await send('POST', nueva({ familia_rcp: ['fam_rcp_yeso'], rcp_idiomas: [{ idioma_id: 1, rcp_nombre: 'Otro' }, { idioma_id: 3, rcp_nombre: 'Other' }] }));
      expect(errorBody(other).errors).toEqual({ familia_rcp: [RCP_MSG.familiaNoValida], rcp_idiomas: [RCP_MSG.idiomaRcpNoValido] });
    } finally {
      await app.db.update(parametros).set({ activo: true }).where(eq(parametros.param_id, 'fam_rcp_yeso'));
      await app.db.update(idiomas).set({ activo: true }).where(eq(idiomas.id, 3));
    }
    const missing = await send('PATCH', guardar(rcp, { id: 999_999 }));
    expect(missing.statusCode).toBe(404);
  });

  it('is the administration module’s: a company, a consultant or nobody cannot list, read or save (403/401)', async () => {
    expect((await get('/api/rcp/lista', company.token)).statusCode).toBe(403);
    expect((await send('POST', nueva(), company.token)).statusCode).toBe(403);
    expect((await app.inject({ method: 'GET', url: '/api/rcp/lista' })).statusCode).toBe(401);
  });
});
