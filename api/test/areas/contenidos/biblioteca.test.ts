/**
 * The document library (api/src/areas/contenidos/biblioteca.ts; docs/contenidos.md step 6): creating
 * documents (a file) and links; the form's messages in Spanish and Catalan; the upload limits; saving
 * with `_method=PATCH` (the file kept, replaced, dropped for a link, removed from the storage after the
 * commit); deleting; the administration's list (filters, sorts over every page, paging); what each
 * reader sees (published and addressed to its own profile): the types with their counts, a type's
 * documents, the highlighted ones and their count; the download (headers, dated name; another
 * profile's, an unpublished one and a link refused); and the demo seed. On the 'test' seed, which has
 * no documents.
 */
import { eq } from 'drizzle-orm';
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
  type DocumentoBiblioteca,
  type DocumentoPublico,
  type Envelope,
  type PerfilContenido,
  type TipoDocumentoPublico,
} from '@dapcon/contract';
import { bibliotecaDocumentos, parametros } from '../../../src/db/schema';
import { nombreArchivo } from '../../../src/areas/contenidos/biblioteca';
import { SEED_BIBLIOTECA, seedBiblioteca } from '../../../src/areas/contenidos/seed-biblioteca';
import { demoLogo } from '../../../src/seed/files';
import { bearer, body, build, demoAccount, errorBody, tokenOf } from '../../helper';
import { adminTokens, expectError, fieldErrors, OTHER_PDF, PDF } from '../empresas/support';

let app: FastifyInstance;
let admin: string;
let admin2: string;
let empresa: string;
let consultor: string;
let verificador: string;
/** The reader of each profile. */
let lector: Record<PerfilContenido, string>;

beforeAll(async () => {
  app = await build();
  ({ admin, admin2 } = await adminTokens(app));
  empresa = await tokenOf(app, demoAccount((a) => a.modulo_app === 'organizacion' && a.estado_pago === 'pagado'));
  consultor = await tokenOf(app, demoAccount((a) => a.modulo_app === 'consultor' && a.perfil === 3));
  verificador = await tokenOf(app, demoAccount((a) => a.modulo_app === 'consultor' && a.perfil === 4));
  lector = { 3: consultor, 4: verificador, 5: empresa };
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
const PNG = demoLogo(4);
const BIG_PDF = Buffer.concat([PDF, Buffer.alloc(10 * MB + 1, 0x20)]);
const SVG = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
const pdf = (bytes: Buffer = PDF, name = 'Guía de cálculo.pdf', type = 'application/pdf') => new File([bytes], name, { type });

/** A complete, valid form of a document (the multipart strings the browser sends), with overrides; `undefined` leaves a field out. */
function values(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  const out: Record<string, unknown> = {
    titulo: 'Guía de cálculo de morteros',
    descripcion: 'Cómo calcular los indicadores de un mortero.',
    tipo_documento: 'doc_guias',
    tipo: 'documento',
    estado: 'Publicado',
    perfil: ['3', '4', '5'],
    es_resaltado: '0',
    archivo: pdf(),
    ...overrides,
  };
  return Object.fromEntries(Object.entries(out).filter(([, value]) => value !== undefined));
}

/** A link's form. */
const enlace = (overrides: Record<string, unknown> = {}) =>
  values({ tipo: 'enlace', archivo: undefined, link: 'https://www.dapcon.example/rcp/100', titulo: 'RCP 100', ...overrides });

const send = (url: string, token: string, form: Record<string, unknown>, headers: Record<string, string> = {}) =>
  app.inject({ method: 'POST', url, headers: { ...bearer(token), ...headers }, payload: toFormData(form) });
const create = (form: Record<string, unknown>, headers: Record<string, string> = {}, token = admin) => send('/api/biblioteca-documentos', token, form, headers);
const update = (id: number, form: Record<string, unknown>, method = 'PATCH') => send(`/api/biblioteca-documentos/${id}`, admin, { ...form, _method: method });
const get = (url: string, token: string, query: Record<string, string> = {}, headers: Record<string, string> = {}) =>
  app.inject({ method: 'GET', url, query, headers: { ...bearer(token), ...headers } });
const show = (id: number) => get(`/api/biblioteca-documentos/${id}`, admin);
const descargar = (id: number, token = admin) => get(`/api/biblioteca-documentos/${id}/descargar`, token);
const list = (query: Record<string, string>, headers: Record<string, string> = {}) => get('/api/biblioteca-documentos', admin, query, headers);
const remove = (id: number) => app.inject({ method: 'DELETE', url: `/api/biblioteca-documentos/${id}`, headers: bearer(admin) });

/** Creates a document through the API; answers it. */
async function created(form: Record<string, unknown>): Promise<DocumentoBiblioteca> {
  const response = await create(form);
  expect(response.statusCode, response.body).toBe(201);
  expect(body<Envelope<DocumentoBiblioteca>>(response).message).toBe(MSG.operacionCorrecta);
  return body<Envelope<DocumentoBiblioteca>>(response).data;
}

/** A document's row. */
async function rowOf(id: number) {
  const [row] = await app.db.select().from(bibliotecaDocumentos).where(eq(bibliotecaDocumentos.id, id));
  return row;
}

/** The keys stored in the library's folder. */
async function storedKeys(): Promise<string[]> {
  return (await app.storage.list('documentos-biblioteca')).map((o) => o.key).sort();
}

/** The field errors of a 422 answered in Catalan. */
function caErrors(response: LightMyRequestResponse): Record<string, string[]> {
  expect(response.statusCode, response.body).toBe(422);
  const answer = errorBody(response);
  expect(answer.message).toBe(CORE_MESSAGES.datosInvalidos.ca);
  return answer.errors ?? {};
}

/** The data of a 200 answer. */
function dataOf<T>(response: LightMyRequestResponse): T {
  expect(response.statusCode, response.body).toBe(200);
  return body<Envelope<T>>(response).data;
}

describe('creating documents and links', () => {
  it('creates a document with its file and a link without one', async () => {
    const before = await storedKeys();
    const doc = await created(values({ es_resaltado: '1', perfil: ['5'] }));
    expect(doc).toMatchObject({
      titulo: 'Guía de cálculo de morteros',
      descripcion: 'Cómo calcular los indicadores de un mortero.',
      tipo_documento: 'doc_guias',
      tipo_documento_texto: 'Guías y manuales',
      tipo: 'documento',
      archivo: 'Guía de cálculo.pdf',
      ruta: `/biblioteca-documentos/${doc.id}/descargar`,
      link: null,
      estado: 'Publicado',
      perfil: [5],
      es_resaltado: true,
      fecha: calendarDay(new Date()),
    });
    const row = await rowOf(doc.id);
    expect(row?.ruta).toMatch(/^documentos-biblioteca\/[0-9a-f-]{36}\.pdf$/);
    expect(await app.storage.get(row?.ruta ?? '')).toEqual(PDF);
    expect(await storedKeys()).toEqual([...before, row?.ruta].sort());
    // The answer never names where the file is stored.
    expect(JSON.stringify(doc)).not.toContain('documentos-biblioteca/');

    const link = await created(enlace({ perfil: '3,4' }));
    expect(link).toMatchObject({ tipo: 'enlace', archivo: null, ruta: null, link: 'https://www.dapcon.example/rcp/100', perfil: [3, 4], es_resaltado: false });
    expect((await rowOf(link.id))?.ruta).toBeNull();
    // An image is a document too.
    const logo = await created(values({ archivo: new File([PNG], 'logo.png', { type: 'image/png' }) }));
    expect((await rowOf(logo.id))?.ruta).toMatch(/\.png$/);
  });

  it("answers in the caller's language and shows the document as saved", async () => {
    const response = await create(values({ tipo_documento: 'doc_rcp' }), { 'accept-language': 'ca' });
    expect(response.statusCode).toBe(201);
    const answer = body<Envelope<DocumentoBiblioteca>>(response);
    expect(answer.message).toBe(CORE_MESSAGES.operacionCorrecta.ca);
    expect(answer.data.tipo_documento_texto).toBe('Regles de categoria de producte (RCP)');
    expect(dataOf<DocumentoBiblioteca>(await show(answer.data.id))).toEqual({ ...answer.data, tipo_documento_texto: 'Reglas de categoría de producto (RCP)' });
    expectError(await show(999_999), 404, MSG.noEncontrado);
  });

  it("refuses an empty form with the spec's messages, in Spanish and in Catalan", async () => {
    const vacio = { tipo: '', archivo: undefined };
    expect(fieldErrors(await create({}))).toEqual({
      titulo: [CONTENIDOS_MSG.tituloContenidoObligatorio],
      descripcion: [CONTENIDOS_MSG.descripcionDocumentoObligatoria],
      tipo_documento: [CONTENIDOS_MSG.tipoDocumentoObligatorio],
      tipo: [CONTENIDOS_MSG.tipoBibliotecaObligatorio],
      estado: [CONTENIDOS_MSG.estadoContenidoObligatorio],
      perfil: [CONTENIDOS_MSG.perfilContenidoObligatorio],
    });
    expect(CONTENIDOS_MSG).toMatchObject({
      tituloContenidoObligatorio: 'Ingrese un título',
      tipoBibliotecaObligatorio: 'Seleccione un típo.',
      descripcionDocumentoObligatoria: 'Ingrese una descripción',
      tipoDocumentoObligatorio: 'Seleccione un tipo de documento.',
      estadoContenidoObligatorio: 'Seleccione un estado',
    });
    expect(caErrors(await create(values({ titulo: ' ', descripcion: '', tipo_documento: '', estado: 'Borrador', perfil: undefined, ...vacio }), { 'accept-language': 'ca' }))).toEqual({
      titulo: [CONTENIDOS_MESSAGES.tituloContenidoObligatorio.ca],
      descripcion: [CONTENIDOS_MESSAGES.descripcionDocumentoObligatoria.ca],
      tipo_documento: [CONTENIDOS_MESSAGES.tipoDocumentoObligatorio.ca],
      tipo: [CONTENIDOS_MESSAGES.tipoBibliotecaObligatorio.ca],
      estado: [CONTENIDOS_MESSAGES.estadoContenidoObligatorio.ca],
      perfil: [CONTENIDOS_MESSAGES.perfilContenidoObligatorio.ca],
    });
    expect(fieldErrors(await create(values({ tipo: 'video' })))).toEqual({ tipo: [CONTENIDOS_MSG.tipoBibliotecaObligatorio] });
    expect(fieldErrors(await create(values({ perfil: ['1', '5'] })))).toEqual({ perfil: [MSG.valorNoValido] });
    expect(fieldErrors(await create(values({ es_resaltado: 'quizás' })))).toEqual({ es_resaltado: [MSG.valorNoValido] });
    expect(fieldErrors(await create(values({ titulo: 'x'.repeat(256) })))).toEqual({ titulo: [MSG.textoDemasiadoLargo] });
  });

  it('asks a document for its file and a link for a web address and no file', async () => {
    const before = await storedKeys();
    expect(fieldErrors(await create(values({ archivo: undefined })))).toEqual({ archivo: [CONTENIDOS_MSG.archivoDocumentoObligatorio] });
    expect(fieldErrors(await create(enlace({ link: '' })))).toEqual({ link: [CONTENIDOS_MSG.linkObligatorio] });
    for (const bad of ['javascript:alert(1)', 'www.dapcon.example', 'ftp://ficheros.example/guia.pdf', 'https://', 'data:text/html,<b>x</b>']) {
      expect(fieldErrors(await create(enlace({ link: bad }))), bad).toEqual({ link: [CONTENIDOS_MSG.linkNoValido] });
    }
    expect(fieldErrors(await create(enlace({ link: 'https://x', archivo: pdf() })))).toEqual({ archivo: [CONTENIDOS_MSG.archivoSoloDocumentos] });
    expect(caErrors(await create(enlace({ link: 'mailto:info@dapcon.example' }), { 'accept-language': 'ca' }))).toEqual({ link: [CONTENIDOS_MESSAGES.linkNoValido.ca] });
    // A type that is no option of the folder (another folder's included).
    for (const tipo of ['doc_inventado', 'noticia']) {
      expect(fieldErrors(await create(values({ tipo_documento: tipo })))).toEqual({ tipo_documento: [AUTH_MSG.tipoDocumentoNoValido] });
    }
    // A document keeps no link; a link's address is trimmed; http is a web address too.
    const doc = await created(values({ link: 'https://ignorado.example' }));
    expect(doc.link).toBeNull();
    expect((await created(enlace({ link: '  http://www.une.org/  ' }))).link).toBe('http://www.une.org/');
    expect(await storedKeys()).toHaveLength(before.length + 1);
  });
});

describe('the upload limits', () => {
  it('refuses a file over 10 MB and one that is neither a PDF nor an image, storing nothing', async () => {
    const before = await storedKeys();
    expect(fieldErrors(await create(values({ archivo: pdf(BIG_PDF, 'grande.pdf') })))).toEqual({ archivo: [MSG.documentoDemasiadoGrande] });
    expect(fieldErrors(await create(values({ archivo: pdf(SVG, 'dibujo.svg', 'image/svg+xml') })))).toEqual({ archivo: [MSG.archivoTipoNoValido] });
    // Told by its bytes, not its name or declared type.
    expect(fieldErrors(await create(values({ archivo: pdf(Buffer.from('PK\u0003\u0004 not a pdf'), 'hoja.pdf') })))).toEqual({ archivo: [MSG.archivoTipoNoValido] });
    expect(await storedKeys()).toEqual(before);
  });
});

describe('saving a document', () => {
  it('keeps the file without a new one, replaces it with one (the old leaves the storage), and drops it for a link', async () => {
    const doc = await created(values());
    const first = (await rowOf(doc.id))?.ruta ?? '';

    const kept = dataOf<DocumentoBiblioteca>(await update(doc.id, values({ archivo: undefined, titulo: 'Guía revisada', estado: 'Despublicado', es_resaltado: 'true', perfil: '4' })));
    expect(kept).toMatchObject({ titulo: 'Guía revisada', estado: 'Despublicado', es_resaltado: true, perfil: [4], archivo: 'Guía de cálculo.pdf', ruta: `/biblioteca-documentos/${doc.id}/descargar` });
    expect((await rowOf(doc.id))?.ruta).toBe(first);

    const replaced = dataOf<DocumentoBiblioteca>(await update(doc.id, values({ archivo: pdf(OTHER_PDF, 'guia-v2.pdf') })));
    expect(replaced.archivo).toBe('guia-v2.pdf');
    const second = (await rowOf(doc.id))?.ruta ?? '';
    expect(second).not.toBe(first);
    expect(await app.storage.get(first)).toBeNull();
    expect(await app.storage.get(second)).toEqual(OTHER_PDF);

    const link = dataOf<DocumentoBiblioteca>(await update(doc.id, enlace()));
    expect(link).toMatchObject({ tipo: 'enlace', archivo: null, ruta: null, link: 'https://www.dapcon.example/rcp/100' });
    expect(await rowOf(doc.id)).toMatchObject({ ruta: null, archivo: null });
    expect(await app.storage.get(second)).toBeNull();

    // A link that becomes a document again needs its file.
    expect(fieldErrors(await update(doc.id, values({ archivo: undefined })))).toEqual({ archivo: [CONTENIDOS_MSG.archivoDocumentoObligatorio] });
    const back = dataOf<DocumentoBiblioteca>(await update(doc.id, values()));
    expect(back).toMatchObject({ tipo: 'documento', link: null, archivo: 'Guía de cálculo.pdf' });
  });

  it('takes only _method=PATCH, refuses what a new one would, and answers 404 for no document', async () => {
    const doc = await created(enlace());
    expect(fieldErrors(await update(doc.id, enlace(), 'PUT'))).toEqual({ _method: [MSG.valorNoValido] });
    expect(fieldErrors(await update(doc.id, enlace({ link: 'javascript:alert(1)', titulo: '' })))).toEqual({
      titulo: [CONTENIDOS_MSG.tituloContenidoObligatorio],
      link: [CONTENIDOS_MSG.linkNoValido],
    });
    expectError(await update(999_999, enlace()), 404, MSG.noEncontrado);
  });

  it('keeps a type since deactivated on a document that has it, and refuses it for others', async () => {
    const doc = await created(values({ tipo_documento: 'doc_presentaciones' }));
    await app.db.update(parametros).set({ activo: false }).where(eq(parametros.param_id, 'doc_presentaciones'));
    try {
      expect(dataOf<DocumentoBiblioteca>(await update(doc.id, values({ archivo: undefined, tipo_documento: 'doc_presentaciones', titulo: 'Otra' }))).titulo).toBe('Otra');
      expect(fieldErrors(await create(values({ tipo_documento: 'doc_presentaciones' })))).toEqual({ tipo_documento: [AUTH_MSG.tipoDocumentoNoValido] });
    } finally {
      await app.db.update(parametros).set({ activo: true }).where(eq(parametros.param_id, 'doc_presentaciones'));
    }
  });
});

describe('deleting a document', () => {
  it('deletes the row, then its file; a second time is a 404', async () => {
    const doc = await created(values());
    const ruta = (await rowOf(doc.id))?.ruta ?? '';
    const response = await remove(doc.id);
    expect(response.statusCode).toBe(200);
    expect(body<Envelope<{ id: number }>>(response)).toMatchObject({ message: CONTENIDOS_MSG.documentoBibliotecaBorrado, data: { id: doc.id } });
    expect(await rowOf(doc.id)).toBeUndefined();
    expect(await app.storage.get(ruta)).toBeNull();
    expectError(await remove(doc.id), 404, MSG.noEncontrado);
    expect(CONTENIDOS_MESSAGES.confirmarBorradoDocumento.es).toBe('Realmente desea borrar este documento ?');
  });
});

describe('what each reader sees', () => {
  const PERFILES: PerfilContenido[] = [3, 4, 5];
  let docs: DocumentoBiblioteca[];

  beforeAll(async () => {
    await app.db.delete(bibliotecaDocumentos);
    // Every profile alone and together, both states, documents and links, some highlighted.
    const cases: Record<string, unknown>[] = [
      values({ titulo: 'Para empresas', perfil: ['5'], es_resaltado: '1' }),
      values({ titulo: 'Para verificadores', perfil: ['4'], es_resaltado: '1' }),
      values({ titulo: 'Para consultores', perfil: ['3'], tipo_documento: 'doc_formularios' }),
      values({ titulo: 'Para todos', perfil: ['3', '4', '5'], tipo_documento: 'doc_normativa', es_resaltado: '1' }),
      values({ titulo: 'Borrador para todos', perfil: ['3', '4', '5'], estado: 'Despublicado', es_resaltado: '1' }),
      enlace({ titulo: 'Enlace para empresas y consultores', perfil: ['3', '5'], tipo_documento: 'doc_rcp', es_resaltado: '1' }),
      enlace({ titulo: 'Enlace sin publicar', perfil: ['5'], tipo_documento: 'doc_rcp', estado: 'Despublicado' }),
    ];
    docs = [];
    for (const form of cases) docs.push(await created(form));
  });

  const visible = (perfil: PerfilContenido) => docs.filter((d) => d.estado === 'Publicado' && d.perfil.includes(perfil));
  const titulos = (items: { titulo: string }[]) => items.map((d) => d.titulo).sort();

  it('the types of the folder, in order, with how many published documents of its profile each has', async () => {
    for (const perfil of PERFILES) {
      const tipos = dataOf<TipoDocumentoPublico[]>(await get('/api/biblioteca-tipo-documentos-public', lector[perfil]));
      expect(tipos.map((t) => t.param_id)).toEqual(['doc_guias', 'doc_normativa', 'doc_rcp', 'doc_formularios', 'doc_presentaciones', 'doc_identidad']);
      for (const tipo of tipos) expect(tipo.total, `${perfil} ${tipo.param_id}`).toBe(visible(perfil).filter((d) => d.tipo_documento === tipo.param_id).length);
    }
    const ca = dataOf<TipoDocumentoPublico[]>(await get('/api/biblioteca-tipo-documentos-public', empresa, {}, { 'accept-language': 'ca' }));
    expect(ca[0]).toEqual({ param_id: 'doc_guias', pt_texto: 'Guies i manuals', total: 1 });
  });

  it("a type's published documents of its profile, by title, searched", async () => {
    for (const perfil of PERFILES) {
      for (const tipo of ['doc_guias', 'doc_normativa', 'doc_rcp', 'doc_formularios']) {
        const page = dataOf<Page<DocumentoPublico>>(await get(`/api/biblioteca-documentos-public/${tipo}`, lector[perfil]));
        const expected = visible(perfil).filter((d) => d.tipo_documento === tipo);
        expect(page.data.map((d) => d.titulo), `${perfil} ${tipo}`).toEqual(titulos(expected));
        expect(page).toMatchObject({ total: expected.length, per_page: PER_PAGE, current_page: 1 });
      }
    }
    const [item] = dataOf<Page<DocumentoPublico>>(await get('/api/biblioteca-documentos-public/doc_rcp', empresa)).data;
    expect(item).toEqual({
      id: expect.any(Number),
      titulo: 'Enlace para empresas y consultores',
      descripcion: 'Cómo calcular los indicadores de un mortero.',
      tipo_documento: 'doc_rcp',
      tipo_documento_texto: 'Reglas de categoría de producto (RCP)',
      tipo: 'enlace',
      archivo: null,
      ruta: null,
      link: 'https://www.dapcon.example/rcp/100',
      fecha: calendarDay(new Date()),
    });
    // Nothing of the administration's own fields.
    expect(Object.keys(item ?? {})).not.toContain('estado');
    expect(dataOf<Page<DocumentoPublico>>(await get('/api/biblioteca-documentos-public/doc_guias', consultor, { magic: 'EMPRESAS' })).data).toEqual([]);
    expect(dataOf<Page<DocumentoPublico>>(await get('/api/biblioteca-documentos-public/doc_normativa', verificador, { magic: 'todos' })).data.map((d) => d.titulo)).toEqual(['Para todos']);
    // A type that is none: 404; another folder's option too.
    for (const tipo of ['doc_inventado', 'noticia', 'tipo_documento']) expectError(await get(`/api/biblioteca-documentos-public/${tipo}`, empresa), 404, MSG.noEncontrado);
    expect(fieldErrors(await get('/api/biblioteca-documentos-public/doc_guias', empresa, { page: '0' }))).toEqual({ page: [MSG.paginaNoValida] });
  });

  it('the highlighted ones, the newest first, and their count', async () => {
    for (const perfil of PERFILES) {
      const expected = visible(perfil).filter((d) => d.es_resaltado);
      expect(expected.length).toBeGreaterThan(0);
      const page = dataOf<Page<DocumentoPublico>>(await get('/api/biblioteca-documentos-resaltados', lector[perfil]));
      expect(page.data.map((d) => d.id), String(perfil)).toEqual(expected.map((d) => d.id).sort((a, b) => b - a));
      expect(page.total).toBe(expected.length);
      expect(dataOf<{ total: number }>(await get('/api/biblioteca-documentos-contar-resaltados', lector[perfil]))).toEqual({ total: expected.length });
    }
    expect(dataOf<Page<DocumentoPublico>>(await get('/api/biblioteca-documentos-resaltados', empresa, { magic: 'enlace' })).data.map((d) => d.titulo)).toEqual(['Enlace para empresas y consultores']);
  });

  it('downloads a document it sees as an attachment named after the day and the title; anything else is a 404, a link a 409', async () => {
    const porTitulo = (titulo: string) => docs.find((d) => d.titulo === titulo)?.id ?? 0;
    const response = await descargar(porTitulo('Para empresas'), empresa);
    expect(response.statusCode).toBe(200);
    expect(response.rawPayload).toEqual(PDF);
    expect(response.headers).toMatchObject({
      'content-type': 'application/pdf',
      'content-disposition': `attachment; filename="${calendarDay(new Date())}_Para_empresas.pdf"`,
      'cache-control': 'no-store',
      'x-content-type-options': 'nosniff',
    });
    const statuses = async (id: number) =>
      Object.fromEntries(await Promise.all(Object.entries({ admin, admin2, empresa, consultor, verificador }).map(async ([who, token]) => [who, (await descargar(id, token)).statusCode])));
    expect(await statuses(porTitulo('Para verificadores'))).toEqual({ admin: 200, admin2: 200, empresa: 404, consultor: 404, verificador: 200 });
    expect(await statuses(porTitulo('Para todos'))).toEqual({ admin: 200, admin2: 200, empresa: 200, consultor: 200, verificador: 200 });
    expect(await statuses(porTitulo('Borrador para todos'))).toEqual({ admin: 200, admin2: 200, empresa: 404, consultor: 404, verificador: 404 });
    expect(await statuses(porTitulo('Enlace para empresas y consultores'))).toEqual({ admin: 409, admin2: 409, empresa: 409, consultor: 409, verificador: 404 });
    expectError(await descargar(porTitulo('Enlace para empresas y consultores'), empresa), 409, CONTENIDOS_MSG.documentoEsEnlace);
    expectError(await descargar(porTitulo('Enlace sin publicar'), empresa), 404, MSG.noEncontrado);
    expectError(await descargar(porTitulo('Para verificadores'), empresa), 404, MSG.noEncontrado);
    expectError(await descargar(999_999, empresa), 404, MSG.noEncontrado);
  });

  it('is nothing for the administration, which reads the library through its own list', async () => {
    for (const url of ['/api/biblioteca-tipo-documentos-public', '/api/biblioteca-documentos-public/doc_guias', '/api/biblioteca-documentos-resaltados', '/api/biblioteca-documentos-contar-resaltados']) {
      expect((await get(url, admin)).statusCode, url).toBe(403);
    }
  });

  it('lists a deactivated type only while a reader still sees documents of it', async () => {
    await app.db.update(parametros).set({ activo: false }).where(eq(parametros.param_id, 'doc_formularios'));
    try {
      const ids = async (token: string) => dataOf<TipoDocumentoPublico[]>(await get('/api/biblioteca-tipo-documentos-public', token)).map((t) => t.param_id);
      expect(await ids(consultor)).toContain('doc_formularios');
      expect(await ids(empresa)).not.toContain('doc_formularios');
    } finally {
      await app.db.update(parametros).set({ activo: true }).where(eq(parametros.param_id, 'doc_formularios'));
    }
  });
});

describe('the download name', () => {
  it('is the title without accents, one _ for anything else, never empty', () => {
    expect(nombreArchivo('Guía de cálculo: morteros (v2)')).toBe('Guia_de_calculo_morteros_v2');
    expect(nombreArchivo('Reglament DAPcon · 2026')).toBe('Reglament_DAPcon_2026');
    expect(nombreArchivo('../../etc/passwd')).toBe('etc_passwd');
    expect(nombreArchivo('¿?')).toBe('documento');
    expect(nombreArchivo('x'.repeat(300))).toHaveLength(100);
  });
});

describe("the administration's list", () => {
  const PALABRAS = ['Cerámica y áridos', 'ceramica sostenible', 'Zeta final', 'Alfa primero', '50% de ahorro', 'Guion_bajo', 'Morteros técnicos', 'Àrids reciclats'];
  const TIPOS = ['doc_guias', 'doc_normativa', 'doc_rcp', 'doc_formularios', 'doc_presentaciones', 'doc_identidad'];
  let rows: (typeof bibliotecaDocumentos.$inferSelect)[];
  let orden: Map<string, number>;

  beforeAll(async () => {
    await app.db.delete(bibliotecaDocumentos);
    // Straight into the database: varied types, kinds, states, flags and ties (three share a day).
    await app.db.insert(bibliotecaDocumentos).values(
      Array.from({ length: 33 }, (_, i) => {
        const documento = i % 3 !== 1;
        return {
          titulo: PALABRAS[i % PALABRAS.length] ?? 'x',
          descripcion: i % 5 === 0 ? 'Resumen sobre cerámica' : `Resumen ${i}`,
          tipo_documento: TIPOS[i % TIPOS.length] ?? 'doc_guias',
          tipo: documento ? ('documento' as const) : ('enlace' as const),
          archivo: documento ? `doc-${i}.pdf` : null,
          ruta: documento ? `documentos-biblioteca/00000000-0000-4000-8000-${String(i).padStart(12, '0')}.pdf` : null,
          link: documento ? null : `https://www.dapcon.example/${i}`,
          estado: i % 4 === 0 ? ('Despublicado' as const) : ('Publicado' as const),
          perfiles: [3 as const, 5 as const],
          es_resaltado: i % 3 === 0,
          created_at: new Date(Date.UTC(2026, 9, 1 + (i % 7 === 0 ? 0 : i))),
        };
      }),
    );
    rows = await app.db.select().from(bibliotecaDocumentos);
    const folder = await app.db.select({ id: parametros.param_id, order: parametros.param_order }).from(parametros).where(eq(parametros.param_padre_id, 'tipo_documento'));
    orden = new Map(folder.map((p) => [p.id, p.order]));
  });

  async function all(query: Record<string, string>): Promise<DocumentoBiblioteca[]> {
    const first = dataOf<Page<DocumentoBiblioteca>>(await list(query));
    const out = [...first.data];
    for (let page = 2; page <= Math.ceil(first.total / first.per_page); page++) out.push(...dataOf<Page<DocumentoBiblioteca>>(await list({ ...query, page: String(page) })).data);
    expect(out).toHaveLength(first.total);
    return out;
  }
  const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
  const ids = (items: { id: number }[]) => items.map((r) => r.id).sort((a, b) => a - b);

  it('pages by 20 with the total, the newest first, and a page past the last is empty', async () => {
    const page1 = dataOf<Page<DocumentoBiblioteca>>(await list({}));
    expect(page1).toMatchObject({ total: rows.length, per_page: PER_PAGE, current_page: 1 });
    expect(page1.data).toHaveLength(PER_PAGE);
    const expected = [...rows].sort((a, b) => b.created_at.getTime() - a.created_at.getTime() || b.id - a.id).map((r) => r.id);
    expect((await all({})).map((r) => r.id)).toEqual(expected);
    expect(dataOf<Page<DocumentoBiblioteca>>(await list({ page: '99' }))).toEqual({ data: [], total: rows.length, per_page: PER_PAGE, current_page: 99 });
  });

  it('finds each filter exactly its rows', async () => {
    const cases: [Record<string, string>, (r: (typeof rows)[number]) => boolean][] = [
      [{ magic: 'CERAMICA' }, (r) => fold(`${r.titulo} ${r.descripcion}`).includes('ceramica')],
      [{ magic: '50%' }, (r) => r.titulo.includes('50%')],
      [{ magic: 'n_b' }, (r) => fold(r.titulo).includes('n_b')],
      [{ estado: 'Despublicado' }, (r) => r.estado === 'Despublicado'],
      [{ tipo_documento: 'doc_rcp' }, (r) => r.tipo_documento === 'doc_rcp'],
      [{ es_resaltado: 'true' }, (r) => r.es_resaltado],
      [{ es_resaltado: 'false' }, (r) => !r.es_resaltado],
      [{ estado: 'Publicado', es_resaltado: '1', tipo_documento: 'doc_guias', magic: 'resumen' }, (r) => r.estado === 'Publicado' && r.es_resaltado && r.tipo_documento === 'doc_guias'],
    ];
    for (const [query, matches] of cases) {
      const expected = ids(rows.filter(matches));
      expect(expected.length, JSON.stringify(query)).toBeGreaterThan(0);
      expect(ids(await all(query)), JSON.stringify(query)).toEqual(expected);
    }
    expect(await all({ tipo_documento: 'doc_inventado' })).toEqual([]);
  });

  it('sorts by each allowed field both ways over every page, ties by id', async () => {
    const keyOf: Record<string, (r: (typeof rows)[number]) => string | number> = {
      titulo: (r) => fold(r.titulo),
      tipo_documento: (r) => orden.get(r.tipo_documento) ?? 0,
      tipo: (r) => r.tipo,
      estado: (r) => r.estado,
      created_at: (r) => r.created_at.getTime(),
    };
    for (const [field, key] of Object.entries(keyOf)) {
      for (const dir of ['asc', 'desc'] as const) {
        const sign = dir === 'asc' ? 1 : -1;
        const expected = [...rows].sort((a, b) => sign * (key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : a.id - b.id)).map((r) => r.id);
        expect((await all({ order_by: `${field} ${dir}` })).map((r) => r.id), `${field} ${dir}`).toEqual(expected);
      }
    }
  });

  it("names the types in the caller's language, and refuses bad values", async () => {
    const ca = dataOf<Page<DocumentoBiblioteca>>(await list({ tipo_documento: 'doc_identidad' }, { 'accept-language': 'ca' })).data;
    expect(ca.length).toBeGreaterThan(0);
    for (const item of ca) expect(item.tipo_documento_texto).toBe('Logotips i identitat DAPcon');
    expect(fieldErrors(await list({ order_by: 'descripcion asc' }))).toEqual({ order_by: [MSG.ordenNoValido] });
    expect(fieldErrors(await list({ estado: 'Borrador' }))).toEqual({ estado: [MSG.valorNoValido] });
    expect(fieldErrors(await list({ es_resaltado: 'quizás' }))).toEqual({ es_resaltado: [MSG.valorNoValido] });
    expect(fieldErrors(await list({ page: '0' }))).toEqual({ page: [MSG.paginaNoValida] });
  });
});

describe('the storage sweep', () => {
  it("keeps the library's files and removes one no document names", async () => {
    await app.db.delete(bibliotecaDocumentos);
    const doc = await created(values());
    const kept = (await rowOf(doc.id))?.ruta ?? '';
    const stray = await app.storage.put('documentos-biblioteca', 'pdf', PDF);
    // Both an hour old and more.
    const fs = await import('node:fs');
    const path = await import('node:path');
    const old = new Date(Date.now() - 2 * 60 * 60_000);
    for (const key of [kept, stray]) fs.utimesSync(path.join(app.config.storageDir, ...key.split('/')), old, old);
    const removed = await app.sweepStorage();
    expect(removed).toContain(stray);
    expect(removed).not.toContain(kept);
    expect(await app.storage.get(kept)).toEqual(PDF);
  });
});

describe('the demo seed', () => {
  it('writes documents and links of every type and profile, some highlighted, some unpublished, each document with its stored file', async () => {
    await app.db.delete(bibliotecaDocumentos);
    const archivos = await seedBiblioteca(app.db, app.storage);
    const seeded = await app.db.select().from(bibliotecaDocumentos);
    expect(seeded).toHaveLength(SEED_BIBLIOTECA.length);
    const documentos = seeded.filter((d) => d.tipo === 'documento');
    expect(archivos).toBe(documentos.length);
    for (const d of documentos) expect(await app.storage.get(d.ruta ?? ''), d.titulo).not.toBeNull();
    expect(seeded.some((d) => d.tipo === 'enlace')).toBe(true);
    for (const tipo of ['doc_guias', 'doc_normativa', 'doc_rcp', 'doc_formularios', 'doc_presentaciones', 'doc_identidad']) {
      expect(seeded.some((d) => d.tipo_documento === tipo), tipo).toBe(true);
    }
    for (const perfil of [3, 4, 5] as const) {
      const suyos = seeded.filter((d) => d.estado === 'Publicado' && d.perfiles.includes(perfil));
      expect(suyos.some((d) => d.tipo === 'documento'), String(perfil)).toBe(true);
      expect(suyos.some((d) => d.es_resaltado), String(perfil)).toBe(true);
      expect(dataOf<{ total: number }>(await get('/api/biblioteca-documentos-contar-resaltados', lector[perfil])).total).toBe(suyos.filter((d) => d.es_resaltado).length);
    }
    expect(seeded.some((d) => d.estado === 'Despublicado' && d.es_resaltado)).toBe(true);
    expect(seeded.some((d) => d.ruta?.endsWith('.png'))).toBe(true);
    // Without a storage, only the links.
    await app.db.delete(bibliotecaDocumentos);
    expect(await seedBiblioteca(app.db)).toBe(0);
    expect((await app.db.select().from(bibliotecaDocumentos)).every((d) => d.tipo === 'enlace')).toBe(true);
  });
});
