/**
 * The tickets' endpoints (issue 16 step 5; docs/home.md; api/src/areas/dapcon/incidencias-lista.ts):
 * `GET /incidencias` on the list kit (the incidents' own reach, the filters, every sort over every
 * page, 422s, the Excel file) and `GET /incidencias/:id` (the thread and the caller's actions; 404
 * for anyone who does not take part in its declaration).
 *
 * The declarations and incidents are written here (X of the demo company, consultant and verifier; Y
 * of the demo company verified by another verifier), so nothing depends on the seed's. Expectations
 * are computed in the test from the rows it reads back, never written down as counts.
 */
import ExcelJS from 'exceljs';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { MSG, PER_PAGE, type Envelope, type IncidenciaDetalle, type IncidenciaListItem } from '@dapcon/contract';
import { consultores, dapcons, incidencias } from '../../../src/db/schema';
import { insertIncidencia, insertRespuesta } from '../../../src/areas/dapcon/incidencias-repository';
import { bearer, body, build } from '../../helper';
import { expectError } from '../empresas/support';
import { crearEnEstado, crearOtroVerificador, participantes, type Participantes } from './support';

let app: FastifyInstance;
let p: Participantes;
let otroVerificador = '';
/** X: the demo participants', in verification; Y: verified by another verifier; V: X's participants', verified. */
const dapcon = { x: 0, y: 0, v: 0 };
/** The incidents written here, by declaration. */
const mias: Record<'x' | 'y' | 'v', number[]> = { x: [], y: [], v: [] };

const PRODUCTO_X = `Ladrillo cerámico perforado Ñandú ${Date.now()}`;

function listar(token: string | undefined, query: Record<string, string> = {}, lang = 'es'): Promise<LightMyRequestResponse> {
  return app.inject({ method: 'GET', url: '/api/incidencias', headers: { ...(token ? bearer(token) : {}), 'accept-language': lang }, query });
}

async function pagina(token: string, query: Record<string, string> = {}) {
  const response = await listar(token, query);
  expect(response.statusCode, response.body.slice(0, 300)).toBe(200);
  return body<Envelope<{ data: IncidenciaListItem[]; total: number; per_page: number; current_page: number }>>(response).data;
}

/** Every row of a query, page after page. */
async function todas(token: string, query: Record<string, string> = {}): Promise<IncidenciaListItem[]> {
  const first = await pagina(token, query);
  const rows = [...first.data];
  for (let page = 2; page <= Math.ceil(first.total / PER_PAGE); page++) rows.push(...(await pagina(token, { ...query, page: String(page) })).data);
  expect(rows.length).toBe(first.total);
  return rows;
}

function detalle(token: string | undefined, id: number | string) {
  return app.inject({ method: 'GET', url: `/api/incidencias/${id}`, headers: token ? bearer(token) : {} });
}

beforeAll(async () => {
  app = await build();
  p = await participantes(app);
  otroVerificador = await crearOtroVerificador(app);
  dapcon.x = await crearEnEstado(app, p, 'en_verificacion');
  await app.db.update(dapcons).set({ dv_nombre_producto: PRODUCTO_X }).where(eq(dapcons.id, dapcon.x));
  dapcon.v = await crearEnEstado(app, p, 'verificada');
  // Y: the same company and consultant, another verifier (the one crearOtroVerificador made).
  const [ov] = await app.db.select({ id: consultores.id }).from(consultores).where(eq(consultores.consultor_nif, '11111111H'));
  if (!ov) throw new Error('no other verifier');
  dapcon.y = await crearEnEstado(app, p, 'en_verificacion', { verificadorId: ov.id });
  await app.db.update(dapcons).set({ consultor_id: p.otroConsultorId, org_id: p.otraOrgId }).where(eq(dapcons.id, dapcon.y));

  // 23 incidents on X (more than a page), languages 1 and 2, some resolved, titles with ties and
  // accents, opened on distinct days, some with replies (the last message then later than the opening).
  const base = Date.UTC(2026, 0, 1);
  for (let i = 0; i < 23; i++) {
    const id = await insertIncidencia(app.db, {
      dapcon_id: dapcon.x,
      idioma_id: (i % 2) + 1,
      titulo: i % 5 === 0 ? 'Título repetido' : `${i % 3 === 0 ? 'Ábaco' : 'Zona'} ${String(i).padStart(2, '0')}`,
      descripcion: 'Descripción',
      esta_resuelta: i % 3 === 0,
      creada_por: i % 2 === 0 ? p.usuarios.verificador : p.usuarios.admin,
      // Ties on the opening instant in pairs: the id breaks them.
      created_at: new Date(base + Math.floor(i / 2) * 86_400_000),
    });
    mias.x.push(id);
    if (i % 4 === 1) {
      await insertRespuesta(app.db, { incidencia_id: id, mensaje: 'Respuesta', usuario_id: p.usuarios.consultor, created_at: new Date(base + (40 - i) * 86_400_000) });
    }
  }
  mias.y.push(await insertIncidencia(app.db, { dapcon_id: dapcon.y, idioma_id: 1, titulo: 'De Y', descripcion: 'De otro verificador', creada_por: p.usuarios.admin }));
  mias.v.push(await insertIncidencia(app.db, { dapcon_id: dapcon.v, idioma_id: 2, titulo: 'De V', descripcion: 'Resuelta antes de verificar', esta_resuelta: true, creada_por: p.usuarios.verificador }));
});
afterAll(async () => {
  await app.close();
});

describe('GET /api/incidencias: who sees what', () => {
  it('the administration all; the company, consultant and verifier those of their declarations; the other verifier only Y', async () => {
    const ids = async (token: string) => new Set((await todas(token)).map((r) => r.id));
    const admin = await ids(p.tokens.admin);
    for (const id of [...mias.x, ...mias.y, ...mias.v]) expect(admin.has(id)).toBe(true);
    // The list reads the same rows the incidents' own list does (one rule, alcanceDe).
    const all = await app.db.select({ id: incidencias.id }).from(incidencias);
    expect(admin.size).toBe(all.length);

    for (const token of [p.tokens.empresa, p.tokens.consultor, p.tokens.verificador]) {
      const own = await ids(token);
      for (const id of [...mias.x, ...mias.v]) expect(own.has(id)).toBe(true);
      expect(own.has(mias.y[0] ?? 0)).toBe(false);
    }
    const other = await ids(otroVerificador);
    expect([...other]).toEqual(mias.y);
    // Y's company sees Y's; a consultant of nothing here sees Y's only as its consultant.
    expect((await ids(p.tokens.otraEmpresa)).has(mias.y[0] ?? 0)).toBe(true);
    expect((await ids(p.tokens.otroConsultor)).has(mias.x[0] ?? 0)).toBe(false);
    // A filter never widens the reach.
    expect((await pagina(otroVerificador, { dapcon_id: String(dapcon.x) })).total).toBe(0);
  });

  it('nobody signed in: 401', async () => {
    expect((await listar(undefined)).statusCode).toBe(401);
  });
});

describe('GET /api/incidencias: filters, sorts and pages', () => {
  it('each filter finds exactly its rows', async () => {
    const deX = await todas(p.tokens.admin, { dapcon_id: String(dapcon.x) });
    expect(deX.map((r) => r.id).sort((a, b) => a - b)).toEqual([...mias.x].sort((a, b) => a - b));
    const abiertas = await todas(p.tokens.admin, { dapcon_id: String(dapcon.x), estado: 'abiertas' });
    expect(abiertas.length).toBeGreaterThan(0);
    expect(abiertas.map((r) => r.id).sort()).toEqual(deX.filter((r) => !r.esta_resuelta).map((r) => r.id).sort());
    const resueltas = await todas(p.tokens.admin, { dapcon_id: String(dapcon.x), estado: 'resueltas' });
    expect(resueltas.length).toBeGreaterThan(0);
    expect(resueltas.map((r) => r.id).sort()).toEqual(deX.filter((r) => r.esta_resuelta).map((r) => r.id).sort());
    const catalan = await todas(p.tokens.admin, { dapcon_id: String(dapcon.x), idioma_id: '2' });
    expect(catalan.map((r) => r.id).sort()).toEqual(deX.filter((r) => r.idioma_id === 2).map((r) => r.id).sort());
    expect(catalan.every((r) => r.idioma === 'ca')).toBe(true);
    // The product, accents and case ignored.
    const texto = await todas(p.tokens.verificador, { filter_dapcon: 'nandu' });
    expect(texto.map((r) => r.id).sort()).toEqual([...mias.x].sort());
    expect(texto.every((r) => r.dv_nombre_producto === PRODUCTO_X)).toBe(true);
  });

  it('the rows carry their replies count and last message (the newest reply, else the opening)', async () => {
    const deX = await todas(p.tokens.admin, { dapcon_id: String(dapcon.x) });
    for (const row of deX) {
      if (row.respuestas > 0) expect(row.ultimo_mensaje_at > row.created_at).toBe(true);
      else expect(row.ultimo_mensaje_at).toBe(row.created_at);
    }
    expect(deX.some((r) => r.respuestas === 1)).toBe(true);
    expect(deX.find((r) => r.id === mias.x[0])?.autor).toBe('Elena Navarro Roca');
  });

  const key = {
    ultimo_mensaje: (r: IncidenciaListItem) => r.ultimo_mensaje_at,
    created_at: (r: IncidenciaListItem) => r.created_at,
    dapcon_codigo: (r: IncidenciaListItem) => r.dapcon_codigo ?? '',
    titulo: (r: IncidenciaListItem) => r.dapcon_incidencias_titulo.normalize('NFD').replace(/\p{Diacritic}/gu, '').toLowerCase(),
  } as const;

  it.each(Object.keys(key).flatMap((field) => ['asc', 'desc'].map((dir) => [field, dir] as const)))('sorted by %s %s over every page: each row once, in order, the id breaking ties', async (field, dir) => {
    const rows = await todas(p.tokens.admin, { dapcon_id: String(dapcon.x), order_by: `${field} ${dir}` });
    expect(rows.length).toBe(mias.x.length);
    expect(new Set(rows.map((r) => r.id)).size).toBe(rows.length);
    const k = key[field as keyof typeof key];
    const sign = dir === 'asc' ? 1 : -1;
    const want = [...rows].sort((a, b) => sign * (k(a) < k(b) ? -1 : k(a) > k(b) ? 1 : a.id - b.id));
    expect(rows.map((r) => r.id)).toEqual(want.map((r) => r.id));
  });

  it('newest activity first by default; a page past the last answers no rows and the real total', async () => {
    const rows = await todas(p.tokens.admin, { dapcon_id: String(dapcon.x) });
    const sorted = [...rows].sort((a, b) => (a.ultimo_mensaje_at < b.ultimo_mensaje_at ? 1 : a.ultimo_mensaje_at > b.ultimo_mensaje_at ? -1 : b.id - a.id));
    expect(rows.map((r) => r.id)).toEqual(sorted.map((r) => r.id));
    const past = await pagina(p.tokens.admin, { dapcon_id: String(dapcon.x), page: '9' });
    expect(past).toMatchObject({ data: [], total: mias.x.length, per_page: PER_PAGE, current_page: 9 });
  });

  it('bad values: 422 under the field with the contract message; unknown keys change nothing', async () => {
    const cases: Array<[Record<string, string>, string, string]> = [
      [{ estado: 'cerradas' }, 'estado', MSG.valorNoValido],
      [{ order_by: 'descripcion asc' }, 'order_by', 'No se puede ordenar por ese campo.'],
      [{ page: '0' }, 'page', 'La página no es válida.'],
      [{ dapcon_id: 'abc' }, 'dapcon_id', MSG.valorNoValido],
      [{ idioma_id: '-1' }, 'idioma_id', MSG.valorNoValido],
      [{ filter_dapcon: 'x'.repeat(101) }, 'filter_dapcon', 'El texto es demasiado largo.'],
    ];
    for (const [query, field, message] of cases) {
      const response = await listar(p.tokens.admin, query);
      expect(response.statusCode, JSON.stringify(query)).toBe(422);
      expect((body<{ errors?: Record<string, string[]> }>(response).errors ?? {})[field], JSON.stringify(query)).toEqual([message]);
    }
    const plain = await pagina(p.tokens.admin, { dapcon_id: String(dapcon.x) });
    expect(await pagina(p.tokens.admin, { dapcon_id: String(dapcon.x), perfil: 'x', _: '123' })).toEqual(plain);
  });
});

async function sheetOf(response: LightMyRequestResponse): Promise<ExcelJS.Worksheet> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(response.rawPayload as unknown as Parameters<ExcelJS.Xlsx['load']>[0]);
  const sheet = workbook.worksheets[0];
  if (!sheet) throw new Error('the file has no sheet');
  return sheet;
}

describe('GET /api/incidencias?to_excel=true', () => {
  it("the whole filtered, sorted list as an xlsx named with today's date, headers in the caller's language", async () => {
    const query = { dapcon_id: String(dapcon.x), order_by: 'titulo asc', to_excel: 'true', page: '2' };
    const response = await listar(p.tokens.verificador, query);
    expect(response.statusCode, response.body.slice(0, 200)).toBe(200);
    expect(response.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(String(response.headers['content-disposition'])).toMatch(/^attachment; filename="\d{4}-\d{2}-\d{2}_Incidencias\.xlsx"$/);
    expect(response.headers['x-total-count']).toBe(String(mias.x.length));
    const want = await todas(p.tokens.verificador, { dapcon_id: String(dapcon.x), order_by: 'titulo asc' });
    const sheet = await sheetOf(response);
    expect(sheet.name).toBe('Incidencias');
    expect((sheet.getRow(1).values as unknown[]).slice(1)).toEqual(['Título', 'Código DAPcon', 'Producto', 'Idioma', 'Abierta por', 'Fecha', 'Último mensaje', 'Respuestas', 'Estado']);
    expect(sheet.getRow(1).font?.bold).toBe(true);
    expect(sheet.rowCount - 1).toBe(want.length);
    want.forEach((row, i) => {
      const values = sheet.getRow(i + 2).values as unknown[];
      expect(values[1]).toBe(row.dapcon_incidencias_titulo);
      expect(values[3]).toBe(PRODUCTO_X);
      expect(values[4]).toBe(row.idioma.toUpperCase());
      expect(values[8]).toBe(row.respuestas);
      expect(values[9]).toBe(row.esta_resuelta ? 'Resuelta' : 'Abierta');
    });

    const ca = await listar(p.tokens.verificador, { ...query }, 'ca');
    const caSheet = await sheetOf(ca);
    expect(caSheet.name).toBe('Incidències');
    expect((caSheet.getRow(1).values as unknown[]).slice(1)).toEqual(['Títol', 'Codi DAPcon', 'Producte', 'Idioma', 'Oberta per', 'Data', 'Darrer missatge', 'Respostes', 'Estat']);
  });

  it('bad values refuse the file too (422); another verifier gets an empty file', async () => {
    expect((await listar(p.tokens.admin, { to_excel: 'true', order_by: 'foo' })).statusCode).toBe(422);
    const empty = await listar(otroVerificador, { to_excel: 'true', dapcon_id: String(dapcon.x) });
    expect(empty.statusCode).toBe(200);
    expect((await sheetOf(empty)).rowCount).toBe(1);
  });
});

describe('GET /api/incidencias/:id', () => {
  it('every participant reads the incident with its thread, its language and declaration state, and its own actions', async () => {
    const id = mias.x[1] ?? 0;
    const read = async (token: string) => {
      const response = await detalle(token, id);
      expect(response.statusCode, response.body.slice(0, 200)).toBe(200);
      return body<Envelope<IncidenciaDetalle>>(response).data;
    };
    const verifier = await read(p.tokens.verificador);
    expect(verifier).toMatchObject({ id, dapcon_id: dapcon.x, dv_nombre_producto: PRODUCTO_X, idioma_id: 2, idioma: 'ca', dapcon_estado: 'en_verificacion', esta_resuelta: false });
    expect(verifier.respuestas.map((r) => [r.mensaje, r.rol])).toEqual([['Respuesta', 'consultor']]);
    expect(verifier.acciones).toEqual(['responder_incidencia', 'resolver_incidencia']);
    expect((await read(p.tokens.admin)).acciones).toEqual(['responder_incidencia', 'resolver_incidencia']);
    expect((await read(p.tokens.empresa)).acciones).toEqual(['responder_incidencia']);
    expect((await read(p.tokens.consultor)).acciones).toEqual(['responder_incidencia']);
  });

  it('a resolved incident is not answered; a verified declaration allows neither', async () => {
    const resuelta = mias.x[0] ?? 0;
    const r = body<Envelope<IncidenciaDetalle>>(await detalle(p.tokens.verificador, resuelta)).data;
    expect(r.esta_resuelta).toBe(true);
    expect(r.acciones).toEqual(['resolver_incidencia']);
    const v = body<Envelope<IncidenciaDetalle>>(await detalle(p.tokens.verificador, mias.v[0] ?? 0)).data;
    expect(v).toMatchObject({ dapcon_estado: 'verificada', acciones: [] });
  });

  it("another's incident, or one that does not exist: 404 with nothing of it; an id that is no number: 422; nobody signed in: 401", async () => {
    for (const token of [otroVerificador, p.tokens.otraEmpresa, p.tokens.otroConsultor]) {
      const response = await detalle(token, mias.x[1] ?? 0);
      expectError(response, 404, MSG.noEncontrado);
      expect(response.body).not.toContain(PRODUCTO_X);
    }
    for (const token of [p.tokens.empresa, p.tokens.verificador]) expectError(await detalle(token, mias.y[0] ?? 0), 404, MSG.noEncontrado);
    const [max] = await app.db.select({ id: incidencias.id }).from(incidencias).where(inArray(incidencias.id, mias.x));
    expectError(await detalle(p.tokens.admin, (max?.id ?? 0) + 1_000_000), 404, MSG.noEncontrado);
    expect((await detalle(p.tokens.admin, 'abc')).statusCode).toBe(422);
    expect((await detalle(p.tokens.admin, '1e3')).statusCode).toBe(422);
    expect((await detalle(undefined, mias.x[1] ?? 0)).statusCode).toBe(401);
  });
});
