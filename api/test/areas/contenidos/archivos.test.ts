/**
 * A web content's files (api/src/areas/contenidos/archivos.ts; docs/contenidos.md step 4): attaching
 * a PDF or an image, listing (filter, sorts, pages), saving the title, replacing the file (the old
 * one leaves the storage), deleting (so does its file), downloading under the dated name, the counts
 * in the content list and the content, the form's refusals in Spanish and Catalan, 404s, a deleted
 * content's files, the storage sweep, and the demo seed's files. On the 'test' seed (no contents).
 */
import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CONTENIDOS_MESSAGES,
  CONTENIDOS_MSG,
  CORE_MESSAGES,
  datePrefixedName,
  MSG,
  PER_PAGE,
  toFormData,
  type ArchivoContenido,
  type ContenidoDetalle,
  type ContenidoListItem,
  type Envelope,
} from '@dapcon/contract';
import { contenidoArchivos, contenidosWeb } from '../../../src/db/schema';
import { nombreDescarga } from '../../../src/areas/contenidos/archivos';
import { SEED_ARCHIVOS, SEED_ARCHIVOS_CONTENIDOS, seedArchivosContenido } from '../../../src/areas/contenidos/seed-archivos';
import { SEED_CONTENIDOS, seedContenidos } from '../../../src/areas/contenidos/seed';
import { detectFileType } from '../../../src/lib/file-type';
import { demoLogo } from '../../../src/seed/files';
import { bearer, body, build, errorBody } from '../../helper';
import { adminTokens, expectError, fieldErrors, JPEG, PDF, OTHER_PDF } from '../empresas/support';

let app: FastifyInstance;
let admin: string;
let admin2: string;

beforeAll(async () => {
  app = await build();
  ({ admin, admin2 } = await adminTokens(app));
});
afterAll(async () => {
  await app.close();
});

interface Page<T> {
  data: T[];
  total: number;
  per_page: number;
  current_page: number;
}

const MB = 1024 * 1024;
const PNG = demoLogo(1);
const file = (bytes: Buffer, name: string, type = 'application/pdf') => new File([bytes], name, { type });

/** A content written straight into the database; answers its id. */
async function contenido(titulo = 'Jornada técnica'): Promise<number> {
  const [row] = await app.db
    .insert(contenidosWeb)
    .values({
      titulo,
      descripcion_corta: 'Resumen',
      descripcion_larga: '<p>Texto</p>',
      tipo: 'evento',
      clasificacion: 'clas_formacion',
      estado: 'Publicado',
      fecha_publicacion: '2026-11-01',
      perfiles: [3, 4, 5],
    })
    .returning({ id: contenidosWeb.id });
  if (!row) throw new Error('no content');
  return row.id;
}

const send = (url: string, form: Record<string, unknown>, { token = admin, lang = 'es' } = {}) =>
  app.inject({ method: 'POST', url, headers: { ...bearer(token), 'accept-language': lang }, payload: toFormData(form) });
const create = (form: Record<string, unknown>, options?: { token?: string; lang?: string }) => send('/api/archivos-contenido', form, options);
const update = (id: number, form: Record<string, unknown>) => send(`/api/archivos-contenido/${id}`, { _method: 'PATCH', ...form });
const remove = (id: number, token = admin) => app.inject({ method: 'DELETE', url: `/api/archivos-contenido/${id}`, headers: bearer(token) });
const download = (id: number) => app.inject({ method: 'GET', url: `/api/archivos-contenido/${id}/descargar`, headers: bearer(admin) });
const list = (query: Record<string, string>) => app.inject({ method: 'GET', url: '/api/archivos-contenido', query, headers: bearer(admin) });

/** Attaches a file through the API; answers it. */
async function attached(contenidoId: number, titulo: string, archivo: File = file(PDF, 'programa.pdf')): Promise<ArchivoContenido> {
  const response = await create({ titulo, contenido_web_id: String(contenidoId), archivo });
  expect(response.statusCode, response.body).toBe(201);
  expect(body<Envelope<ArchivoContenido>>(response).message).toBe(MSG.operacionCorrecta);
  return body<Envelope<ArchivoContenido>>(response).data;
}

/** The storage key of a file, from its row. */
async function rutaOf(id: number): Promise<string | null> {
  const [row] = await app.db.select({ ruta: contenidoArchivos.ruta }).from(contenidoArchivos).where(eq(contenidoArchivos.id, id));
  return row?.ruta ?? null;
}

async function storedKeys(): Promise<string[]> {
  return (await app.storage.list('contenidos')).map((o) => o.key).sort();
}

/** Every row of a content's file list, over its pages. */
async function all(query: Record<string, string>): Promise<ArchivoContenido[]> {
  const first = body<Envelope<Page<ArchivoContenido>>>(await list(query)).data;
  const out = [...first.data];
  for (let page = 2; page <= Math.ceil(first.total / first.per_page); page++) out.push(...body<Envelope<Page<ArchivoContenido>>>(await list({ ...query, page: String(page) })).data.data);
  expect(out).toHaveLength(first.total);
  return out;
}

/** The content's `total_archivos`, as its list row and its detail say it. */
async function totals(id: number): Promise<[number | undefined, number]> {
  const rows = body<Envelope<Page<ContenidoListItem>>>(await app.inject({ method: 'GET', url: '/api/contenidos-web', headers: bearer(admin) })).data.data;
  const detail = body<Envelope<ContenidoDetalle>>(await app.inject({ method: 'GET', url: `/api/contenidos-web/${id}`, headers: bearer(admin) })).data;
  return [rows.find((r) => r.id === id)?.total_archivos, detail.total_archivos];
}

describe("attaching, listing, saving and deleting a content's files", () => {
  it('attaches a PDF and an image, stored in contenidos/ by their detected type, listed in the order attached, counted', async () => {
    const id = await contenido();
    expect(await totals(id)).toEqual([0, 0]);
    const programa = await attached(id, '  Programa de la jornada ', file(PDF, 'programa.pdf'));
    expect(programa).toMatchObject({ contenido_web_id: id, titulo: 'Programa de la jornada', archivo: 'programa.pdf', ruta: `/archivos-contenido/${programa.id}/descargar` });
    const cartel = await attached(id, 'Cartel', file(JPEG, 'C:\\fakepath\\cartel.jpeg', 'image/jpeg'));
    expect(cartel.archivo).toBe('cartel.jpeg');
    const pdfKey = (await rutaOf(programa.id)) ?? '';
    const jpgKey = (await rutaOf(cartel.id)) ?? '';
    expect(pdfKey).toMatch(/^contenidos\/[0-9a-f-]{36}\.pdf$/);
    expect(jpgKey).toMatch(/^contenidos\/[0-9a-f-]{36}\.jpg$/);
    expect(await app.storage.get(pdfKey)).toEqual(PDF);
    expect(await app.storage.get(jpgKey)).toEqual(JPEG);

    const page = body<Envelope<Page<ArchivoContenido>>>(await list({ contenido_web_id: String(id) })).data;
    expect(page).toMatchObject({ total: 2, per_page: PER_PAGE, current_page: 1 });
    expect(page.data.map((a) => a.titulo)).toEqual(['Programa de la jornada', 'Cartel']);
    expect(await totals(id)).toEqual([2, 2]);
    // The profile-2 administrator too.
    const other = await create({ titulo: 'Acta', contenido_web_id: String(id), archivo: file(OTHER_PDF, 'acta.pdf') }, { token: admin2 });
    expect(other.statusCode, other.body).toBe(201);
    expect(await totals(id)).toEqual([3, 3]);
  });

  it('downloads a file as an attachment named after the client’s name with today’s date (the stored type’s extension when the name lacks it)', async () => {
    const id = await contenido();
    const a = await attached(id, 'Programa', file(PDF, 'Programa final.pdf'));
    const response = await download(a.id);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.headers['content-disposition']).toBe(`attachment; filename="${datePrefixedName('Programa_final.pdf')}"`);
    expect(response.rawPayload).toEqual(PDF);

    const sinExtension = await attached(id, 'Foto', file(PNG, 'foto', 'image/png'));
    expect((await download(sinExtension.id)).headers['content-disposition']).toBe(`attachment; filename="${datePrefixedName('foto.png')}"`);
    const now = new Date('2026-11-23T23:30:00Z');
    expect(nombreDescarga('cartel.JPEG', 'jpg', now)).toBe('2026-11-24_cartel.JPEG');
    expect(nombreDescarga('informe.docx', 'pdf', now)).toBe('2026-11-24_informe.docx.pdf');
  });

  it('saves a new title keeping the file; a new file replaces the stored one, which leaves the storage', async () => {
    const id = await contenido();
    const a = await attached(id, 'Programa');
    const key = await rutaOf(a.id);
    const renamed = await update(a.id, { titulo: 'Programa definitivo' });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(body<Envelope<ArchivoContenido>>(renamed)).toMatchObject({ message: MSG.operacionCorrecta, data: { titulo: 'Programa definitivo', archivo: 'programa.pdf' } });
    expect(await rutaOf(a.id)).toBe(key);

    const replaced = await update(a.id, { titulo: 'Cartel', archivo: file(PNG, 'cartel.png', 'image/png') });
    expect(replaced.statusCode, replaced.body).toBe(200);
    expect(body<Envelope<ArchivoContenido>>(replaced).data).toMatchObject({ titulo: 'Cartel', archivo: 'cartel.png' });
    const newKey = (await rutaOf(a.id)) ?? '';
    expect(newKey).toMatch(/\.png$/);
    expect(await app.storage.get(key ?? '')).toBeNull();
    expect(await app.storage.get(newKey)).toEqual(PNG);
    expect((await download(a.id)).rawPayload).toEqual(PNG);
    expect(await totals(id)).toEqual([1, 1]);
    // Another method than PATCH is refused; nothing changes.
    expect(fieldErrors(await send(`/api/archivos-contenido/${a.id}`, { _method: 'PUT', titulo: 'x' }))).toEqual({ _method: [MSG.valorNoValido] });
  });

  it("deletes a file and its stored bytes ('El archivo se ha borrado.'); the counts follow", async () => {
    const id = await contenido();
    const a = await attached(id, 'Uno');
    const b = await attached(id, 'Dos');
    const key = (await rutaOf(a.id)) ?? '';
    const response = await remove(a.id);
    expect(response.statusCode, response.body).toBe(200);
    expect(body<Envelope<{ id: number }>>(response)).toEqual({ status: 'Success', message: CONTENIDOS_MSG.archivoBorrado, data: { id: a.id } });
    expect(CONTENIDOS_MESSAGES.confirmarBorradoArchivo.es).toBe('Realmente desea borrar este archivo?');
    expect(await app.storage.get(key)).toBeNull();
    expect((await all({ contenido_web_id: String(id) })).map((x) => x.id)).toEqual([b.id]);
    expect(await totals(id)).toEqual([1, 1]);
    expectError(await remove(a.id), 404, MSG.noEncontrado);
    expectError(await download(a.id), 404, MSG.noEncontrado);
  });

  it("deleting a content deletes its files' rows and removes their bytes after the commit", async () => {
    const id = await contenido();
    const keep = await contenido('Otro contenido');
    const a = await attached(id, 'Uno');
    const b = await attached(id, 'Dos', file(PNG, 'dos.png', 'image/png'));
    const other = await attached(keep, 'Tres');
    const keys = [await rutaOf(a.id), await rutaOf(b.id)];
    const response = await app.inject({ method: 'DELETE', url: `/api/contenidos-web/${id}`, headers: bearer(admin) });
    expect(response.statusCode, response.body).toBe(200);
    for (const key of keys) expect(await app.storage.get(key ?? '')).toBeNull();
    expect(await app.db.select().from(contenidoArchivos).where(eq(contenidoArchivos.contenido_web_id, id))).toEqual([]);
    expect((await download(other.id)).statusCode).toBe(200);
  });
});

describe('what the files refuse', () => {
  let id: number;
  beforeAll(async () => {
    id = await contenido();
  });

  it("'Ingrese un título', a file and the content are required, in Spanish and in Catalan; nothing is stored", async () => {
    const before = await storedKeys();
    expect(fieldErrors(await create({ contenido_web_id: String(id), archivo: file(PDF, 'a.pdf') }))).toEqual({ titulo: ['Ingrese un título'] });
    expect(fieldErrors(await create({ titulo: 'Sin archivo', contenido_web_id: String(id) }))).toEqual({ archivo: [CONTENIDOS_MSG.archivoContenidoObligatorio] });
    expect(fieldErrors(await create({ titulo: 'a', archivo: file(PDF, 'a.pdf') }))).toEqual({ contenido_web_id: [CONTENIDOS_MSG.contenidoDelArchivoObligatorio] });
    const ca = await create({ titulo: ' ', contenido_web_id: String(id) }, { lang: 'ca' });
    expect(ca.statusCode).toBe(422);
    expect(errorBody(ca).errors).toEqual({ titulo: ['Introduïu un títol'], archivo: [CONTENIDOS_MESSAGES.archivoContenidoObligatorio.ca] });
    expect(fieldErrors(await update(1, { titulo: '' }))).toEqual({ titulo: [CONTENIDOS_MSG.tituloArchivoObligatorio] });
    expect(await storedKeys()).toEqual(before);
  });

  it('refuses another type (told by the bytes, not the name) and a file over 10 MB, with their messages', async () => {
    const before = await storedKeys();
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    const form = (archivo: File) => ({ titulo: 'Prueba', contenido_web_id: String(id), archivo });
    expect(fieldErrors(await create(form(file(svg, 'dibujo.svg', 'image/svg+xml'))))).toEqual({ archivo: [MSG.archivoTipoNoValido] });
    expect(fieldErrors(await create(form(file(Buffer.from('just text'), 'falso.pdf'))))).toEqual({ archivo: [MSG.archivoTipoNoValido] });
    const big = Buffer.concat([PDF, Buffer.alloc(10 * MB, 1)]);
    expect(fieldErrors(await create(form(file(big, 'enorme.pdf'))))).toEqual({ archivo: [MSG.documentoDemasiadoGrande] });
    const ca = await create(form(file(svg, 'dibujo.svg', 'image/svg+xml')), { lang: 'ca' });
    expect(errorBody(ca).errors).toEqual({ archivo: [CORE_MESSAGES.archivoTipoNoValido.ca] });
    const a = await attached(id, 'Bueno');
    expect(fieldErrors(await update(a.id, { titulo: 'Bueno', archivo: file(big, 'enorme.pdf') }))).toEqual({ archivo: [MSG.documentoDemasiadoGrande] });
    expect(await rutaOf(a.id)).toMatch(/\.pdf$/);
    expect((await storedKeys()).length).toBe(before.length + 1);
  });

  it('answers 404 for a content or a file that is not there, leaving no stored file behind', async () => {
    const before = await storedKeys();
    expectError(await list({ contenido_web_id: '999999' }), 404, MSG.noEncontrado);
    expectError(await create({ titulo: 'Huérfano', contenido_web_id: '999999', archivo: file(PDF, 'a.pdf') }), 404, MSG.noEncontrado);
    expectError(await update(999999, { titulo: 'x' }), 404, MSG.noEncontrado);
    expectError(await update(999999, { titulo: 'x', archivo: file(PDF, 'a.pdf') }), 404, MSG.noEncontrado);
    expectError(await remove(999999), 404, MSG.noEncontrado);
    expectError(await download(999999), 404, MSG.noEncontrado);
    expect(await storedKeys()).toEqual(before);
    expect(fieldErrors(await list({ contenido_web_id: 'abc' }))).toEqual({ contenido_web_id: [MSG.valorNoValido] });
    expect(fieldErrors(await list({ contenido_web_id: String(id), order_by: 'ruta asc' }))).toEqual({ order_by: [MSG.ordenNoValido] });
  });

  it('a file whose bytes are gone: 404 on download, and the list still works', async () => {
    const a = await attached(id, 'Perdido');
    await app.storage.delete((await rutaOf(a.id)) ?? '');
    expectError(await download(a.id), 404, MSG.noEncontrado);
    expect((await list({ contenido_web_id: String(id) })).statusCode).toBe(200);
  });
});

describe("a content's file list", () => {
  const TITULOS = ['Programa', 'programa técnico', 'Cartel', 'Àlbum de fotos', '50% descuento', 'Acta_final', 'Zeta'];
  let id: number;
  let rows: (typeof contenidoArchivos.$inferSelect)[];

  beforeAll(async () => {
    id = await contenido();
    const other = await contenido();
    // Straight into the database (the bytes do not matter here): 23 files, some attached at the same instant.
    const base = Date.parse('2026-11-01T10:00:00Z');
    await app.db.insert(contenidoArchivos).values(
      Array.from({ length: 23 }, (_, i) => {
        const at = new Date(base + (i % 5) * 60_000);
        return { contenido_web_id: id, titulo: TITULOS[i % TITULOS.length] ?? 'x', archivo: i % 2 ? `doc-${i}.pdf` : `Imagen ${i}.png`, ruta: `contenidos/x-${i}.pdf`, created_at: at, updated_at: at };
      }),
    );
    await app.db.insert(contenidoArchivos).values({ contenido_web_id: other, titulo: 'Programa', archivo: 'otro.pdf', ruta: 'contenidos/otro.pdf' });
    rows = await app.db.select().from(contenidoArchivos).where(eq(contenidoArchivos.contenido_web_id, id));
  });

  const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
  const ids = (items: { id: number }[]) => items.map((r) => r.id).sort((a, b) => a - b);

  it('pages by 20 with the total, only that content’s files, in the order attached (ties by id)', async () => {
    const page1 = body<Envelope<Page<ArchivoContenido>>>(await list({ contenido_web_id: String(id) })).data;
    expect(page1).toMatchObject({ total: 23, per_page: PER_PAGE, current_page: 1 });
    expect(page1.data).toHaveLength(PER_PAGE);
    const expected = [...rows].sort((a, b) => a.created_at.getTime() - b.created_at.getTime() || a.id - b.id).map((r) => r.id);
    expect((await all({ contenido_web_id: String(id) })).map((r) => r.id)).toEqual(expected);
    expect(body<Envelope<Page<ArchivoContenido>>>(await list({ contenido_web_id: String(id), page: '9' })).data).toEqual({ data: [], total: 23, per_page: PER_PAGE, current_page: 9 });
  });

  it('finds `magic` in the title or the file name, accents, case and wildcards taken literally', async () => {
    const cases: [string, (r: (typeof rows)[number]) => boolean][] = [
      ['PROGRAMA', (r) => fold(r.titulo).includes('programa')],
      ['album', (r) => fold(r.titulo).includes('album')],
      ['50%', (r) => r.titulo.includes('50%')],
      ['a_f', (r) => r.titulo.includes('a_f')],
      ['imagen 1', (r) => fold(r.archivo).includes('imagen 1')],
    ];
    for (const [magic, matches] of cases) {
      const expected = ids(rows.filter(matches));
      expect(expected.length, magic).toBeGreaterThan(0);
      expect(ids(await all({ contenido_web_id: String(id), magic })), magic).toEqual(expected);
    }
  });

  it('sorts by title, file name and date both ways over every page', async () => {
    const keyOf: Record<string, (r: (typeof rows)[number]) => string> = {
      titulo: (r) => fold(r.titulo),
      archivo: (r) => fold(r.archivo),
      created_at: (r) => r.created_at.toISOString(),
    };
    for (const [field, key] of Object.entries(keyOf)) {
      for (const dir of ['asc', 'desc'] as const) {
        const sign = dir === 'asc' ? 1 : -1;
        const expected = [...rows].sort((a, b) => sign * (key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : a.id - b.id)).map((r) => r.id);
        expect((await all({ contenido_web_id: String(id), order_by: `${field} ${dir}` })).map((r) => r.id), `${field} ${dir}`).toEqual(expected);
      }
    }
  });
});

describe('the storage sweep', () => {
  it("keeps the files' keys, old as they are", async () => {
    const id = await contenido();
    const a = await attached(id, 'Guardado');
    const key = (await rutaOf(a.id)) ?? '';
    const old = new Date(Date.now() - 2 * 24 * 60 * 60_000);
    fs.utimesSync(path.join(app.config.storageDir, ...key.split('/')), old, old);
    expect(await app.sweepStorage()).not.toContain(key);
    expect(await app.storage.get(key)).toEqual(PDF);
  });
});

describe('the demo seed', () => {
  it('attaches PDFs and images to some contents, each stored and of its type', async () => {
    expect(SEED_ARCHIVOS_CONTENIDOS).toHaveLength(Object.keys(SEED_ARCHIVOS).length);
    await seedContenidos(app.db, app.storage);
    const stored = await seedArchivosContenido(app.db, app.storage);
    const expected = Object.values(SEED_ARCHIVOS).flat();
    expect(stored).toBe(expected.length);
    const seeded = await app.db
      .select({ titulo: contenidoArchivos.titulo, archivo: contenidoArchivos.archivo, ruta: contenidoArchivos.ruta, contenido: contenidosWeb.titulo })
      .from(contenidoArchivos)
      .innerJoin(contenidosWeb, eq(contenidosWeb.id, contenidoArchivos.contenido_web_id));
    for (const [titulo, files] of Object.entries(SEED_ARCHIVOS)) {
      expect(SEED_CONTENIDOS.some((c) => c.titulo === titulo)).toBe(true);
      const mine = seeded.filter((s) => s.contenido === titulo);
      expect(mine.map((s) => s.titulo).sort()).toEqual(files.map((f) => f.titulo).sort());
      for (const s of mine) {
        const data = await app.storage.get(s.ruta);
        expect(detectFileType(data ?? Buffer.alloc(0)).mime, s.archivo).toBe(s.archivo.endsWith('.png') ? 'image/png' : 'application/pdf');
      }
    }
  });
});
