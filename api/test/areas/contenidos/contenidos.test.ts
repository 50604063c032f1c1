/**
 * Web contents (api/src/areas/contenidos/contenidos.ts, contenidos-lista.ts; docs/contenidos.md step
 * 3): the list's filters, sorts and pages; creating each type (a news item with its image, the others
 * without); the form's messages in Spanish and Catalan; company types only with profile 5; saving
 * with `_method=PATCH` (the image kept, replaced, dropped); deleting (the image leaves the storage);
 * the long description cleaned on write; who reads a content's image; the upload limits; the editor's
 * images (served without a token, with their policy; forgotten and swept once unused for a day); and
 * the demo seed's contents. On the 'test' seed, which has no contents.
 */
import fs from 'node:fs';
import path from 'node:path';
import { eq, inArray } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AUTH_MSG,
  calendarDay,
  CONTENIDOS_MESSAGES,
  CONTENIDOS_MSG,
  CORE_MESSAGES,
  MSG,
  PER_PAGE,
  toFormData,
  type ContenidoDetalle,
  type ContenidoListItem,
  type Envelope,
  type ImagenEditor,
} from '@dapcon/contract';
import { contenidosWeb, editorImagenes } from '../../../src/db/schema';
import { SEED_CONTENIDOS, seedContenidos } from '../../../src/areas/contenidos/seed';
import { demoLogo } from '../../../src/seed/files';
import { bearer, body, build, demoAccount, errorBody, tokenOf } from '../../helper';
import { adminTokens, expectError, fieldErrors, JPEG, PDF } from '../empresas/support';

let app: FastifyInstance;
let admin: string;
let admin2: string;
let empresa: string;
let asociacion: string;
let consultor: string;
let verificador: string;

beforeAll(async () => {
  app = await build();
  ({ admin, admin2 } = await adminTokens(app));
  empresa = await tokenOf(app, demoAccount((a) => a.modulo_app === 'organizacion' && a.org_tipo === 'empresa' && a.estado_pago === 'pagado'));
  asociacion = await tokenOf(app, demoAccount((a) => a.modulo_app === 'organizacion' && a.org_tipo === 'asociacion' && a.estado_pago === 'pagado'));
  consultor = await tokenOf(app, demoAccount((a) => a.modulo_app === 'consultor' && a.perfil === 3));
  verificador = await tokenOf(app, demoAccount((a) => a.modulo_app === 'consultor' && a.perfil === 4));
});
afterAll(async () => {
  await app.close();
});

/** A page of a list, as `paginated` answers it. */
interface Page<T> {
  data: T[];
  total: number;
  per_page: number;
  current_page: number;
}

const MB = 1024 * 1024;
const PNG = demoLogo(1);
const OTHER_PNG = demoLogo(2);
const BIG_PNG = Buffer.concat([demoLogo(3), Buffer.alloc(3 * MB, 1)]);
const SVG = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><script>alert(1)</script></svg>');

const image = (bytes: Buffer, name = 'foto.png', type = 'image/png') => new File([bytes], name, { type });

/** The day `n` days from today, in Madrid. */
function dayFromToday(n: number): string {
  return calendarDay(new Date(Date.now() + n * 24 * 60 * 60_000));
}

/** A complete, valid form of a content (the multipart strings the browser sends), with overrides; `undefined` leaves a field out. */
function values(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  const out: Record<string, unknown> = {
    titulo: 'Jornada sobre declaraciones ambientales',
    descripcion_corta: 'Una jornada para las empresas del programa.',
    descripcion_larga: '<p>Programa de la <strong>jornada</strong>.</p>',
    tipo: 'evento',
    clasificacion: 'clas_formacion',
    perfil: ['3', '4', '5'],
    fecha_publicacion: dayFromToday(-1),
    estado: 'Publicado',
    ...overrides,
  };
  return Object.fromEntries(Object.entries(out).filter(([, value]) => value !== undefined));
}

function send(method: 'POST', url: string, token: string, form: Record<string, unknown>, headers: Record<string, string> = {}): Promise<LightMyRequestResponse> {
  return app.inject({ method, url, headers: { ...bearer(token), ...headers }, payload: toFormData(form) });
}

const create = (form: Record<string, unknown>, headers: Record<string, string> = {}) => send('POST', '/api/contenidos-web', admin, form, headers);
const update = (id: number, form: Record<string, unknown>) => send('POST', `/api/contenidos-web/${id}`, admin, { ...form, _method: 'PATCH' });
const show = (id: number, token = admin) => app.inject({ method: 'GET', url: `/api/contenidos-web/${id}`, headers: bearer(token) });
const imagenOf = (id: number, token = admin) => app.inject({ method: 'GET', url: `/api/contenidos-web/${id}/imagen`, headers: bearer(token) });
const list = (query: Record<string, string>, headers: Record<string, string> = {}) =>
  app.inject({ method: 'GET', url: '/api/contenidos-web', query, headers: { ...bearer(admin), ...headers } });
const uploadEditor = (file: File | undefined) => send('POST', '/api/upload_file_editor', admin, file ? { file } : {});

/** Creates a content through the API; answers it. */
async function created(form: Record<string, unknown>): Promise<ContenidoDetalle> {
  const response = await create(form);
  expect(response.statusCode, response.body).toBe(201);
  expect(body<Envelope<ContenidoDetalle>>(response).message).toBe(MSG.operacionCorrecta);
  return body<Envelope<ContenidoDetalle>>(response).data;
}

/** The storage key of a content's image, read from its row. */
async function imagenKey(id: number): Promise<string | null> {
  const [row] = await app.db.select({ imagen: contenidosWeb.imagen }).from(contenidosWeb).where(eq(contenidosWeb.id, id));
  return row?.imagen ?? null;
}

/** The keys stored in the folder `contenidos`. */
async function storedKeys(): Promise<string[]> {
  return (await app.storage.list('contenidos')).map((o) => o.key).sort();
}

describe('creating contents', () => {
  it('creates a news item with its image, and an announcement and an event without one', async () => {
    const noticia = await created(values({ tipo: 'noticia', clasificacion: 'clas_programa', imagen: image(PNG) }));
    expect(noticia).toMatchObject({ tipo: 'noticia', tipo_noticia_texto: 'Noticia', clasificacion_texto: 'Programa DAPcon', tiene_imagen: true, total_archivos: 0 });
    const key = await imagenKey(noticia.id);
    expect(key).toMatch(/^contenidos\/[0-9a-f-]{36}\.png$/);
    expect(await app.storage.get(key ?? '')).toEqual(PNG);
    const served = await imagenOf(noticia.id);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['cache-control']).toBe('private, no-cache');
    expect(served.rawPayload).toEqual(PNG);

    for (const tipo of ['comunicado', 'evento']) {
      const other = await created(values({ tipo }));
      expect(other).toMatchObject({ tipo, tiene_imagen: false, estado: 'Publicado', perfiles: [3, 4, 5], fecha_fin_publicacion: null });
      expect(await imagenKey(other.id)).toBeNull();
      expectError(await imagenOf(other.id), 404, CONTENIDOS_MSG.contenidoSinImagen);
    }
  });

  it('answers the whole content, as GET reads it, with the author and dates', async () => {
    const c = await created(values({ fecha_fin_publicacion: dayFromToday(30), titulo: '  Con espacios  ' }));
    const read = body<Envelope<ContenidoDetalle>>(await show(c.id)).data;
    expect(read).toEqual(c);
    expect(read).toMatchObject({ titulo: 'Con espacios', fecha_publicacion: dayFromToday(-1), fecha_fin_publicacion: dayFromToday(30), tipos_empresa: [] });
    const [row] = await app.db.select({ autor: contenidosWeb.usuario_id }).from(contenidosWeb).where(eq(contenidosWeb.id, c.id));
    expect(row?.autor).toBe(1);
    expectError(await show(999_999), 404, MSG.noEncontrado);
  });

  it('asks a news item for its image and refuses one for other types, storing nothing', async () => {
    const before = await storedKeys();
    expect(fieldErrors(await create(values({ tipo: 'noticia' })))).toEqual({ imagen: [CONTENIDOS_MSG.imagenNoticiaObligatoria] });
    expect(fieldErrors(await create(values({ tipo: 'comunicado', imagen: image(PNG) })))).toEqual({ imagen: [CONTENIDOS_MSG.imagenSoloNoticias] });
    expect(await storedKeys()).toEqual(before);
  });

  it('keeps company types only when profile 5 is among the profiles, and checks them', async () => {
    const sin5 = await created(values({ perfil: ['3', '4'], tipos_empresa: ['empresa'] }));
    expect(sin5).toMatchObject({ perfiles: [3, 4], tipos_empresa: [] });
    const con5 = await created(values({ perfil: ['5'], tipos_empresa: ['asociacion', 'empresa'] }));
    expect(con5).toMatchObject({ perfiles: [5], tipos_empresa: ['asociacion', 'empresa'] });
    expect(fieldErrors(await create(values({ perfil: ['5'], tipos_empresa: ['multinacional'] })))).toEqual({ tipos_empresa: [AUTH_MSG.tipoEmpresaNoValido] });
  });
});

describe('the form messages', () => {
  const FIELDS = {
    titulo: 'tituloContenidoObligatorio',
    descripcion_corta: 'descripcionCortaObligatoria',
    descripcion_larga: 'descripcionLargaObligatoria',
    tipo: 'tipoNoticiaObligatorio',
    clasificacion: 'clasificacionObligatoria',
    perfil: 'perfilContenidoObligatorio',
    fecha_publicacion: 'fechaPublicacionObligatoria',
    estado: 'estadoContenidoObligatorio',
  } as const;

  it('names every missing field, in Spanish and in Catalan', async () => {
    const es = fieldErrors(await create({ nada: '1' }));
    expect(es).toEqual(Object.fromEntries(Object.entries(FIELDS).map(([field, key]) => [field, [CONTENIDOS_MESSAGES[key].es]])));
    expect(es.titulo).toEqual(['Ingrese un título']);
    const response = await create({ nada: '1' }, { 'accept-language': 'ca' });
    expect(response.statusCode).toBe(422);
    const ca = errorBody(response);
    expect(ca.message).toBe(CORE_MESSAGES.datosInvalidos.ca);
    expect(ca.errors).toEqual(Object.fromEntries(Object.entries(FIELDS).map(([field, key]) => [field, [CONTENIDOS_MESSAGES[key].ca]])));
    expect(ca.errors?.titulo).toEqual(['Introduïu un títol']);
  });

  it('refuses options outside their folders, a bad profile, and an end before the start', async () => {
    expect(fieldErrors(await create(values({ tipo: 'rumor', clasificacion: 'clas_inventada' })))).toEqual({
      tipo: [CONTENIDOS_MSG.tipoNoticiaNoValido],
      clasificacion: [CONTENIDOS_MSG.clasificacionNoValida],
    });
    // A folder's own name and another folder's option are not options of tipo_noticias.
    expect(fieldErrors(await create(values({ tipo: 'tipo_noticias', clasificacion: 'noticia' })))).toEqual({
      tipo: [CONTENIDOS_MSG.tipoNoticiaNoValido],
      clasificacion: [CONTENIDOS_MSG.clasificacionNoValida],
    });
    expect(fieldErrors(await create(values({ perfil: ['2', '5'] })))).toEqual({ perfil: [MSG.valorNoValido] });
    expect(fieldErrors(await create(values({ fecha_publicacion: dayFromToday(3), fecha_fin_publicacion: dayFromToday(2) })))).toEqual({
      fecha_fin_publicacion: [CONTENIDOS_MSG.fechaFinAnterior],
    });
    const response = await create(values({ fecha_fin_publicacion: '2020-01-01' }), { 'accept-language': 'ca' });
    expect(errorBody(response).errors).toEqual({ fecha_fin_publicacion: [CONTENIDOS_MESSAGES.fechaFinAnterior.ca] });
  });
});

describe('the long description', () => {
  const DIRTY =
    '<p onclick="steal()">Hola <script>alert(1)</script><img src="x" onerror="alert(2)"><a href="javascript:alert(3)">aquí</a> y <a href="https://dapcon.example" onmouseover="x()">allí</a></p><style>p{}</style><svg><script>alert(4)</script></svg>';
  const CLEAN = '<p>Hola aquí y <a href="https://dapcon.example" rel="noopener noreferrer">allí</a></p>';

  it('is cleaned on every write and read back clean by every role that reads it', async () => {
    const c = await created(values({ descripcion_larga: DIRTY }));
    expect(c.descripcion_larga).toBe(CLEAN);
    for (const token of [admin, admin2]) expect(body<Envelope<ContenidoDetalle>>(await show(c.id, token)).data.descripcion_larga).toBe(CLEAN);
    for (const token of [empresa, consultor, verificador]) {
      expect((await show(c.id, token)).statusCode).toBe(403);
      // The readers read it where they read contents: the homes and /public-comunicados.
      const publico = await app.inject({ method: 'GET', url: '/api/contenidos-web-public', query: { id: String(c.id) }, headers: bearer(token) });
      expect(publico.statusCode, publico.body).toBe(200);
      expect(body<Envelope<{ data: { descripcion_larga: string }[] }>>(publico).data.data.map((x) => x.descripcion_larga)).toEqual([CLEAN]);
    }
    const saved = await update(c.id, values({ descripcion_larga: `${DIRTY}<p>más</p>` }));
    expect(saved.statusCode, saved.body).toBe(200);
    expect(body<Envelope<ContenidoDetalle>>(saved).data.descripcion_larga).toBe(`${CLEAN}<p>más</p>`);
    const [row] = await app.db.select({ html: contenidosWeb.descripcion_larga }).from(contenidosWeb).where(eq(contenidosWeb.id, c.id));
    expect(row?.html).toBe(`${CLEAN}<p>más</p>`);
  });

  it('must say something once cleaned (an image alone does)', async () => {
    expect(fieldErrors(await create(values({ descripcion_larga: '<script>alert(1)</script><p> </p>' })))).toEqual({
      descripcion_larga: [CONTENIDOS_MSG.descripcionLargaObligatoria],
    });
    const c = await created(values({ descripcion_larga: '<p><img src="https://dapcon.example/foto.png" alt="Foto"></p>' }));
    expect(c.descripcion_larga).toBe('<p><img src="https://dapcon.example/foto.png" alt="Foto" /></p>');
  });
});

describe('saving a content (_method=PATCH)', () => {
  it('keeps the image without a new one, replaces it with a new one (the old file goes), and drops it when it stops being news', async () => {
    const c = await created(values({ tipo: 'noticia', imagen: image(PNG) }));
    const first = await imagenKey(c.id);

    const kept = await update(c.id, values({ tipo: 'noticia', titulo: 'Título cambiado' }));
    expect(kept.statusCode, kept.body).toBe(200);
    expect(body<Envelope<ContenidoDetalle>>(kept)).toMatchObject({ message: MSG.operacionCorrecta, data: { titulo: 'Título cambiado', tiene_imagen: true } });
    expect(await imagenKey(c.id)).toBe(first);

    const replaced = await update(c.id, values({ tipo: 'noticia', imagen: image(JPEG, 'otra.jpg', 'image/jpeg') }));
    expect(replaced.statusCode, replaced.body).toBe(200);
    const second = await imagenKey(c.id);
    expect(second).toMatch(/\.jpg$/);
    expect(await app.storage.get(first ?? '')).toBeNull();
    expect((await imagenOf(c.id)).headers['content-type']).toBe('image/jpeg');

    const dropped = await update(c.id, values({ tipo: 'comunicado' }));
    expect(body<Envelope<ContenidoDetalle>>(dropped).data).toMatchObject({ tipo: 'comunicado', tiene_imagen: false });
    expect(await imagenKey(c.id)).toBeNull();
    expect(await app.storage.get(second ?? '')).toBeNull();

    // Back to news: an image is needed again.
    expect(fieldErrors(await update(c.id, values({ tipo: 'noticia' })))).toEqual({ imagen: [CONTENIDOS_MSG.imagenNoticiaObligatoria] });
    expect(fieldErrors(await update(c.id, values({ tipo: 'evento', imagen: image(OTHER_PNG) })))).toEqual({ imagen: [CONTENIDOS_MSG.imagenSoloNoticias] });
  });

  it('changes every field, and answers 404 for a content that does not exist', async () => {
    const c = await created(values());
    const response = await update(
      c.id,
      values({ titulo: 'Otro', tipo: 'comunicado', clasificacion: 'clas_normativa', perfil: '5', tipos_empresa: 'asociacion', estado: 'Despublicado', fecha_publicacion: dayFromToday(5), fecha_fin_publicacion: dayFromToday(9) }),
    );
    expect(body<Envelope<ContenidoDetalle>>(response).data).toMatchObject({
      titulo: 'Otro',
      tipo: 'comunicado',
      clasificacion: 'clas_normativa',
      perfiles: [5],
      tipos_empresa: ['asociacion'],
      estado: 'Despublicado',
      fecha_publicacion: dayFromToday(5),
      fecha_fin_publicacion: dayFromToday(9),
    });
    expectError(await update(999_999, values()), 404, MSG.noEncontrado);
    expect(fieldErrors(await send('POST', `/api/contenidos-web/${c.id}`, admin, { ...values(), _method: 'DELETE' }))).toEqual({ _method: [MSG.valorNoValido] });
  });
});

describe('deleting a content', () => {
  it('deletes it and, after the commit, its image', async () => {
    const c = await created(values({ tipo: 'noticia', imagen: image(PNG) }));
    const key = await imagenKey(c.id);
    const response = await app.inject({ method: 'DELETE', url: `/api/contenidos-web/${c.id}`, headers: bearer(admin2) });
    expect(response.statusCode, response.body).toBe(200);
    expect(body<Envelope<{ id: number }>>(response)).toEqual({ status: 'Success', message: CONTENIDOS_MSG.contenidoBorrado, data: { id: c.id } });
    expect(await app.storage.get(key ?? '')).toBeNull();
    expect((await storedKeys()).includes(key ?? '')).toBe(false);
    expectError(await show(c.id), 404, MSG.noEncontrado);
    expectError(await app.inject({ method: 'DELETE', url: `/api/contenidos-web/${c.id}`, headers: bearer(admin) }), 404, MSG.noEncontrado);
  });
});

describe("who reads a content's image", () => {
  async function noticia(overrides: Record<string, unknown>): Promise<number> {
    return (await created(values({ tipo: 'noticia', imagen: image(PNG), ...overrides }))).id;
  }
  const statuses = async (id: number) =>
    Object.fromEntries(
      await Promise.all(
        Object.entries({ admin, admin2, empresa, asociacion, consultor, verificador }).map(async ([who, token]) => [who, (await imagenOf(id, token)).statusCode]),
      ),
    );

  it('is the administration, and the readers a content is published for today', async () => {
    expect(await statuses(await noticia({ perfil: ['3', '4', '5'] }))).toEqual({ admin: 200, admin2: 200, empresa: 200, asociacion: 200, consultor: 200, verificador: 200 });
    expect(await statuses(await noticia({ perfil: ['3'] }))).toEqual({ admin: 200, admin2: 200, empresa: 404, asociacion: 404, consultor: 200, verificador: 404 });
    expect(await statuses(await noticia({ perfil: ['4', '5'], tipos_empresa: ['asociacion'] }))).toEqual({
      admin: 200,
      admin2: 200,
      empresa: 404,
      asociacion: 200,
      consultor: 404,
      verificador: 200,
    });
    const nadie = { admin: 200, admin2: 200, empresa: 404, asociacion: 404, consultor: 404, verificador: 404 };
    expect(await statuses(await noticia({ estado: 'Despublicado' }))).toEqual(nadie);
    expect(await statuses(await noticia({ fecha_publicacion: dayFromToday(2) }))).toEqual(nadie);
    expect(await statuses(await noticia({ fecha_publicacion: dayFromToday(-20), fecha_fin_publicacion: dayFromToday(-2) }))).toEqual(nadie);
    // The last day of publication is still a day of publication.
    expect((await imagenOf(await noticia({ fecha_publicacion: dayFromToday(-20), fecha_fin_publicacion: dayFromToday(0) }), consultor)).statusCode).toBe(200);
  });
});

describe('the upload limits', () => {
  it('refuses a 3 MB PNG, a PDF and an SVG as a content image, storing nothing', async () => {
    const before = await storedKeys();
    expect(fieldErrors(await create(values({ tipo: 'noticia', imagen: image(BIG_PNG, 'grande.png') })))).toEqual({ imagen: [MSG.logoDemasiadoGrande] });
    expect(fieldErrors(await create(values({ tipo: 'noticia', imagen: image(PDF, 'foto.png', 'image/png') })))).toEqual({ imagen: [MSG.logoTipoNoValido] });
    expect(fieldErrors(await create(values({ tipo: 'noticia', imagen: image(SVG, 'foto.svg', 'image/svg+xml') })))).toEqual({ imagen: [MSG.logoTipoNoValido] });
    expect(await storedKeys()).toEqual(before);
  });

  it('refuses the same through the editor, and asks for a file', async () => {
    const before = await storedKeys();
    expect(fieldErrors(await uploadEditor(image(BIG_PNG, 'grande.png')))).toEqual({ file: [MSG.logoDemasiadoGrande] });
    expect(fieldErrors(await uploadEditor(image(PDF, 'doc.pdf', 'application/pdf')))).toEqual({ file: [MSG.logoTipoNoValido] });
    expect(fieldErrors(await uploadEditor(image(SVG, 'x.svg', 'image/svg+xml')))).toEqual({ file: [MSG.logoTipoNoValido] });
    expect(fieldErrors(await uploadEditor(undefined))).toEqual({ file: [CONTENIDOS_MSG.imagenEditorObligatoria] });
    expect(await storedKeys()).toEqual(before);
  });
});

describe("the editor's images", () => {
  async function uploaded(bytes: Buffer = PNG, name = 'foto.png', type = 'image/png'): Promise<string> {
    const response = await uploadEditor(image(bytes, name, type));
    expect(response.statusCode, response.body).toBe(201);
    return body<Envelope<ImagenEditor>>(response).data.url;
  }

  it('answers a URL that serves the image without a token, as an image and nothing else', async () => {
    const url = await uploaded();
    expect(url).toMatch(/^\/api\/editor-imagenes\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.png$/);
    const response = await app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(200);
    expect(response.rawPayload).toEqual(PNG);
    expect(response.headers).toMatchObject({
      'content-type': 'image/png',
      'x-content-type-options': 'nosniff',
      'content-security-policy': "default-src 'none'",
      'cross-origin-resource-policy': 'cross-origin',
    });
    const jpg = await uploaded(JPEG, 'foto.jpeg', 'image/jpeg');
    expect(jpg).toMatch(/\.jpg$/);
    expect((await app.inject({ method: 'GET', url: jpg })).headers['content-type']).toBe('image/jpeg');
  });

  it('answers 404 for a bad key, an unknown one, and a stored file that is not an editor image', async () => {
    const url = await uploaded();
    const name = url.split('/').pop() ?? '';
    for (const bad of ['nope.png', name.replace('.png', '.pdf'), name.toUpperCase(), `..%2Flogos%2F${name}`, '00000000-0000-4000-8000-000000000000.png']) {
      expectError(await app.inject({ method: 'GET', url: `/api/editor-imagenes/${bad}` }), 404, MSG.noEncontrado);
    }
    // A content's image lives in the same folder, but is no editor image: never served without a token.
    const c = await created(values({ tipo: 'noticia', imagen: image(PNG) }));
    const key = (await imagenKey(c.id)) ?? '';
    expectError(await app.inject({ method: 'GET', url: `/api/editor-imagenes/${key.split('/')[1]}` }), 404, MSG.noEncontrado);
  });

  it('are kept while an HTML names them or for a day, then forgotten and swept', async () => {
    const named = await uploaded();
    const unnamed = await uploaded(OTHER_PNG);
    const fresh = await uploaded(OTHER_PNG);
    const keyOf = (url: string) => `contenidos/${url.split('/').pop() ?? ''}`;
    await created(values({ descripcion_larga: `<p>Con foto</p><p><img src="${named}" alt="Foto"></p>` }));
    const old = new Date(Date.now() - 2 * 24 * 60 * 60_000);
    await app.db.update(editorImagenes).set({ created_at: old }).where(inArray(editorImagenes.storage_key, [keyOf(named), keyOf(unnamed)]));
    for (const url of [named, unnamed, fresh]) fs.utimesSync(path.join(app.config.storageDir, ...keyOf(url).split('/')), old, old);

    const removed = await app.sweepStorage();
    expect(removed).toContain(keyOf(unnamed));
    expect(removed).not.toContain(keyOf(named));
    expect(removed).not.toContain(keyOf(fresh));
    expect((await app.inject({ method: 'GET', url: unnamed })).statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: named })).statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url: fresh })).statusCode).toBe(200);
    const rows = await app.db.select({ key: editorImagenes.storage_key }).from(editorImagenes);
    expect(rows.map((r) => r.key)).not.toContain(keyOf(unnamed));
  });
});

describe('the content list', () => {
  const TITULOS = ['Cerámica y áridos', 'ceramica sostenible', 'Zeta final', 'Alfa primero', '50% de descuento', 'Guion_bajo', 'Morteros técnicos', 'Àrids reciclats'];
  let rows: (typeof contenidosWeb.$inferSelect)[];

  beforeAll(async () => {
    // Straight into the database: varied types, states, dates and ties (three share a publication day).
    const tipos = ['noticia', 'comunicado', 'evento'] as const;
    const clasificaciones = ['clas_programa', 'clas_normativa', 'clas_formacion', 'clas_sector'] as const;
    await app.db.insert(contenidosWeb).values(
      Array.from({ length: 30 }, (_, i) => ({
        titulo: TITULOS[i % TITULOS.length] ?? 'x',
        descripcion_corta: i % 5 === 0 ? 'Resumen con Cerámica' : `Resumen ${i}`,
        descripcion_larga: '<p>Texto</p>',
        tipo: tipos[i % 3] ?? 'evento',
        clasificacion: clasificaciones[i % 4] ?? 'clas_programa',
        estado: i % 4 === 0 ? ('Despublicado' as const) : ('Publicado' as const),
        fecha_publicacion: dayFromToday(i % 7 === 0 ? 0 : -i),
        fecha_fin_publicacion: i % 3 === 0 ? null : dayFromToday(10 + (i % 5)),
        perfiles: [3 as const, 5 as const],
      })),
    );
    rows = await app.db.select().from(contenidosWeb);
  });

  async function all(query: Record<string, string>): Promise<ContenidoListItem[]> {
    const first = body<Envelope<Page<ContenidoListItem>>>(await list(query)).data;
    const out = [...first.data];
    for (let page = 2; page <= Math.ceil(first.total / first.per_page); page++) {
      out.push(...body<Envelope<Page<ContenidoListItem>>>(await list({ ...query, page: String(page) })).data.data);
    }
    expect(out).toHaveLength(first.total);
    return out;
  }
  const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
  const ids = (items: { id: number }[]) => items.map((r) => r.id).sort((a, b) => a - b);

  it('pages by 20 with the total, the newest publication first, and a page past the last is empty', async () => {
    const page1 = body<Envelope<Page<ContenidoListItem>>>(await list({})).data;
    expect(page1).toMatchObject({ total: rows.length, per_page: PER_PAGE, current_page: 1 });
    expect(page1.data).toHaveLength(Math.min(PER_PAGE, rows.length));
    const expected = [...rows].sort((a, b) => b.fecha_publicacion.localeCompare(a.fecha_publicacion) || b.id - a.id).map((r) => r.id);
    expect((await all({})).map((r) => r.id)).toEqual(expected);
    const past = body<Envelope<Page<ContenidoListItem>>>(await list({ page: '999' })).data;
    expect(past).toEqual({ data: [], total: rows.length, per_page: PER_PAGE, current_page: 999 });
  });

  it('finds each filter exactly its rows', async () => {
    const cases: [Record<string, string>, (r: (typeof rows)[number]) => boolean][] = [
      [{ magic: 'CERAMICA' }, (r) => fold(`${r.titulo} ${r.descripcion_corta}`).includes('ceramica')],
      [{ magic: '50%' }, (r) => r.titulo.includes('50%')],
      [{ magic: 'n_b' }, (r) => fold(r.titulo).includes('n_b')],
      [{ estado: 'Despublicado' }, (r) => r.estado === 'Despublicado'],
      [{ estado: 'Publicado', tipo_noticia: 'evento' }, (r) => r.estado === 'Publicado' && r.tipo === 'evento'],
      [{ tipo_clasificacion: 'clas_normativa' }, (r) => r.clasificacion === 'clas_normativa'],
      [{ tipo_noticia: 'noticia', tipo_clasificacion: 'clas_sector', magic: 'resumen' }, (r) => r.tipo === 'noticia' && r.clasificacion === 'clas_sector' && fold(r.descripcion_corta).includes('resumen')],
    ];
    for (const [query, matches] of cases) {
      const expected = ids(rows.filter(matches));
      expect(expected.length, JSON.stringify(query)).toBeGreaterThan(0);
      expect(ids(await all(query)), JSON.stringify(query)).toEqual(expected);
    }
    expect(await all({ tipo_noticia: 'rumor' })).toEqual([]);
  });

  it('sorts by each allowed field both ways over every page, ties by id', async () => {
    const keyOf: Record<string, (r: (typeof rows)[number]) => string> = {
      titulo: (r) => fold(r.titulo),
      tipo: (r) => r.tipo,
      estado: (r) => r.estado,
      fecha_publicacion: (r) => r.fecha_publicacion,
      fecha_fin_publicacion: (r) => r.fecha_fin_publicacion ?? '9999-12-31',
    };
    for (const [field, key] of Object.entries(keyOf)) {
      for (const dir of ['asc', 'desc'] as const) {
        const sign = dir === 'asc' ? 1 : -1;
        const expected = [...rows].sort((a, b) => sign * (key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : a.id - b.id)).map((r) => r.id);
        expect((await all({ order_by: `${field} ${dir}` })).map((r) => r.id), `${field} ${dir}`).toEqual(expected);
      }
    }
  });

  it("names the types and classifications in the caller's language, and refuses bad values", async () => {
    const ca = body<Envelope<Page<ContenidoListItem>>>(await list({ tipo_noticia: 'evento', tipo_clasificacion: 'clas_formacion' }, { 'accept-language': 'ca' })).data.data;
    expect(ca.length).toBeGreaterThan(0);
    for (const item of ca) expect(item).toMatchObject({ tipo_noticia_texto: 'Esdeveniment', clasificacion_texto: 'Formació i jornades' });
    expect(fieldErrors(await list({ order_by: 'descripcion_larga asc' }))).toEqual({ order_by: [MSG.ordenNoValido] });
    expect(fieldErrors(await list({ estado: 'Borrador' }))).toEqual({ estado: [MSG.valorNoValido] });
    expect(fieldErrors(await list({ page: '0' }))).toEqual({ page: [MSG.paginaNoValida] });
  });
});

describe('the demo seed', () => {
  it('writes contents of every type and state, past, current and future, news with images and two inline images served and kept', async () => {
    await app.db.delete(contenidosWeb);
    const archivos = await seedContenidos(app.db, app.storage);
    const seeded = await app.db.select().from(contenidosWeb);
    expect(seeded).toHaveLength(SEED_CONTENIDOS.length);
    for (const tipo of ['noticia', 'comunicado', 'evento']) {
      for (const estado of ['Publicado', 'Despublicado']) expect(seeded.some((c) => c.tipo === tipo && c.estado === estado), `${tipo} ${estado}`).toBe(true);
    }
    const reference = '2026-11-01';
    expect(seeded.some((c) => c.fecha_fin_publicacion !== null && c.fecha_fin_publicacion < reference)).toBe(true);
    expect(seeded.some((c) => c.fecha_publicacion <= reference && (c.fecha_fin_publicacion ?? '9999') >= reference)).toBe(true);
    expect(seeded.some((c) => c.fecha_publicacion > reference)).toBe(true);
    expect(seeded.some((c) => c.tipos_empresa.length > 0 && c.perfiles.includes(5))).toBe(true);
    const noticias = seeded.filter((c) => c.tipo === 'noticia');
    for (const c of noticias) expect(await app.storage.get(c.imagen ?? '')).not.toBeNull();
    expect(seeded.filter((c) => c.tipo !== 'noticia').every((c) => c.imagen === null)).toBe(true);

    const inline = seeded.flatMap((c) => [...c.descripcion_larga.matchAll(/src="(\/api\/editor-imagenes\/[^"]+)"/g)].map((m) => m[1] ?? ''));
    expect(inline).toHaveLength(2);
    expect(archivos).toBe(noticias.length + inline.length);
    for (const url of inline) expect((await app.inject({ method: 'GET', url })).statusCode).toBe(200);
    // Named by their HTML: a sweep long after keeps them.
    await app.db.update(editorImagenes).set({ created_at: new Date('2026-01-01T00:00:00Z') });
    await app.sweepStorage();
    for (const url of inline) expect((await app.inject({ method: 'GET', url })).statusCode).toBe(200);
  });
});
