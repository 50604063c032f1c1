/**
 * The document library (/biblioteca-documentos, /public-documentos; spec part 2 §2.17, §2.18, §3
 * 'Document', §5 'Document', §6, §7.7; part 1 §7 the highlighted documents; docs/contenidos.md step 6).
 *
 * - The administration lists (list kit: `magic`, type, state, highlighted; sorted, paged), reads,
 *   creates, saves and deletes documents and links. A document's file is stored in the folder
 *   `documentos-biblioteca` before the row is written; a replaced file (a new one, or a document that
 *   became a link) and a deleted document's file leave the storage after the commit.
 * - `tipo_documento` is an option of the folder `tipo_documento`: an active one, or the one the
 *   document already has (a deactivated type does not stop an old document being saved).
 * - A reader (profile 3, 4 or 5) sees a document when it is `Publicado` and its `perfiles` holds the
 *   reader's own profile: the types with their counts, a type's documents, the highlighted ones and
 *   their count, and the download. Anything else it asks for is a 404, as for a document that does
 *   not exist.
 * - The download is an attachment named `<yyyy-mm-dd>_<title>.<ext>` (the day in Madrid); a link has
 *   no file: 409 for whoever may see it.
 */
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { and, asc, count, desc, eq, like, sql, type SQL } from 'drizzle-orm';
import {
  AUTH_MSG,
  calendarDay,
  CARPETA_TIPO_DOCUMENTO,
  CONTENIDOS_MSG,
  datePrefixedName,
  IDIOMA_ID,
  PERFILES_CONTENIDO,
  rutaDescarga,
  type ActualizarDocumentoBody,
  type BIBLIOTECA_SORTABLE,
  type BibliotecaQuery,
  type CrearDocumentoBody,
  type DocumentoBiblioteca,
  type DocumentoPublico,
  type DocumentosPublicosQuery,
  type OrderBy,
  type PerfilContenido,
  type TipoDocumentoPublico,
} from '@dapcon/contract';
import type { AuthUser } from '../../auth/access';
import { unaccentLower } from '../../db/columns';
import type { Database } from '../../db/database';
import { ConflictError, FieldErrors, NotFoundError, ValidationError } from '../../errors';
import type { FileAnswer } from '../../lib/download';
import { mimeOfExtension } from '../../lib/file-type';
import type { Lang } from '../../lib/lang';
import { containsPattern, listOrder, orderByClause, pageOf, type ListTotals, type Page, type SortMap } from '../../lib/list';
import { removeStoredFiles, storeAndWrite } from '../../lib/stored-files';
import { uploadedFile } from '../../lib/uploads';
import { isActiveOption, listOpciones, parametros } from '../referencia';
import { bibliotecaDocumentos } from './biblioteca-tables';

export type DocumentoRow = typeof bibliotecaDocumentos.$inferSelect;

/** The storage folder of the library's files. */
const CARPETA = 'documentos-biblioteca';

// ---------------------------------------------------------------- reading rows

/** One document, or undefined. */
export async function findDocumento(db: Database, id: number): Promise<DocumentoRow | undefined> {
  const [row] = await db.select().from(bibliotecaDocumentos).where(eq(bibliotecaDocumentos.id, id)).limit(1);
  return row;
}

/** One document locked for the rest of the transaction (SELECT … FOR UPDATE), or undefined. */
async function lockDocumento(tx: Database, id: number): Promise<DocumentoRow | undefined> {
  const [row] = await tx.select().from(bibliotecaDocumentos).where(eq(bibliotecaDocumentos.id, id)).for('update');
  return row;
}

/** Every storage key the library names (the storage sweep keeps them). */
export async function bibliotecaStorageKeys(db: Database): Promise<string[]> {
  const rows = await db.select({ key: bibliotecaDocumentos.ruta }).from(bibliotecaDocumentos).where(sql`${bibliotecaDocumentos.ruta} is not null`);
  return rows.map((row) => row.key).filter((key): key is string => key !== null);
}

/** The names of the document types, by option id, in a language (inactive ones too: old documents keep theirs). */
async function nombresTipos(db: Database, lang: Lang): Promise<ReadonlyMap<string, string>> {
  const opciones = await listOpciones(db, CARPETA_TIPO_DOCUMENTO, IDIOMA_ID[lang], false);
  return new Map(opciones.map((o) => [o.param_id, o.pt_texto]));
}

/** What a reader reads of a row (and the administration, plus its own fields). */
type PublicRow = Pick<DocumentoRow, 'id' | 'titulo' | 'descripcion' | 'tipo_documento' | 'tipo' | 'archivo' | 'link' | 'created_at'>;

const PUBLIC_COLUMNS = {
  id: bibliotecaDocumentos.id,
  titulo: bibliotecaDocumentos.titulo,
  descripcion: bibliotecaDocumentos.descripcion,
  tipo_documento: bibliotecaDocumentos.tipo_documento,
  tipo: bibliotecaDocumentos.tipo,
  archivo: bibliotecaDocumentos.archivo,
  link: bibliotecaDocumentos.link,
  created_at: bibliotecaDocumentos.created_at,
};

function publicItem(row: PublicRow, tipos: ReadonlyMap<string, string>): DocumentoPublico {
  const documento = row.tipo === 'documento';
  return {
    id: row.id,
    titulo: row.titulo,
    descripcion: row.descripcion,
    tipo_documento: row.tipo_documento,
    tipo_documento_texto: tipos.get(row.tipo_documento) ?? row.tipo_documento,
    tipo: row.tipo,
    archivo: documento ? row.archivo : null,
    ruta: documento ? rutaDescarga(row.id) : null,
    link: documento ? null : row.link,
    fecha: calendarDay(row.created_at),
  };
}

function adminItem(row: DocumentoRow, tipos: ReadonlyMap<string, string>): DocumentoBiblioteca {
  return {
    ...publicItem(row, tipos),
    estado: row.estado,
    perfil: row.perfiles,
    es_resaltado: row.es_resaltado,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  };
}

// ---------------------------------------------------------------- the administration's list

type SortField = (typeof BIBLIOTECA_SORTABLE)[number];

/** What each sort field sorts by (never NULL): a type by its place in the folder, a title in search form. */
const SORTS: SortMap<SortField> = {
  titulo: unaccentLower(bibliotecaDocumentos.titulo),
  tipo_documento: sql`coalesce((select ${parametros.param_order} from ${parametros} where ${parametros.param_id} = ${bibliotecaDocumentos.tipo_documento}), 0)`,
  tipo: bibliotecaDocumentos.tipo,
  estado: bibliotecaDocumentos.estado,
  created_at: bibliotecaDocumentos.created_at,
};

/** `magic`: anywhere in the title or the description, accents and case ignored. */
const magicWhere = (magic: string | undefined): SQL | undefined =>
  magic === undefined ? undefined : like(bibliotecaDocumentos.busqueda, unaccentLower(sql`${containsPattern(magic)}`));

type BibliotecaFilters = Pick<BibliotecaQuery, 'magic' | 'tipo_documento' | 'estado' | 'es_resaltado'>;

function bibliotecaWhere(f: BibliotecaFilters): SQL | undefined {
  return and(
    magicWhere(f.magic),
    f.tipo_documento === undefined ? undefined : eq(bibliotecaDocumentos.tipo_documento, f.tipo_documento),
    f.estado === undefined ? undefined : eq(bibliotecaDocumentos.estado, f.estado),
    f.es_resaltado === undefined ? undefined : eq(bibliotecaDocumentos.es_resaltado, f.es_resaltado),
  );
}

async function countWhere(db: Database, where: SQL | undefined): Promise<number> {
  const [row] = await db.select({ n: count() }).from(bibliotecaDocumentos).where(where);
  return row?.n ?? 0;
}

/** `GET /biblioteca-documentos`: a page of the library. */
export async function bibliotecaPage(db: Database, query: BibliotecaQuery, lang: Lang, totals: ListTotals): Promise<Page<DocumentoBiblioteca>> {
  const filters: BibliotecaFilters = { magic: query.magic, tipo_documento: query.tipo_documento, estado: query.estado, es_resaltado: query.es_resaltado };
  const where = bibliotecaWhere(filters);
  const order = listOrder(query.order_by as OrderBy<SortField>, SORTS, bibliotecaDocumentos.id);
  const [page, tipos] = await Promise.all([
    pageOf<DocumentoRow>(query.page, {
      rows: (limit, offset) =>
        db
          .select()
          .from(bibliotecaDocumentos)
          .where(where)
          .orderBy(...orderByClause(order))
          .limit(limit)
          .offset(offset),
      total: () => totals.get(`biblioteca-documentos ${JSON.stringify(filters)}`, () => countWhere(db, where)),
    }),
    nombresTipos(db, lang),
  ]);
  return { ...page, data: page.data.map((row) => adminItem(row, tipos)) };
}

/** `GET /biblioteca-documentos/{id}`: one document. */
export async function documento(db: Database, id: number, lang: Lang): Promise<DocumentoBiblioteca> {
  const row = await findDocumento(db, id);
  if (!row) throw new NotFoundError();
  return adminItem(row, await nombresTipos(db, lang));
}

// ---------------------------------------------------------------- saving

type DocumentoBody = CrearDocumentoBody | ActualizarDocumentoBody;

/** The type must be an active option of the folder, or the one the stored document already has. */
async function checkTipoDocumento(db: Database, body: DocumentoBody, stored?: DocumentoRow): Promise<void> {
  const errors = new FieldErrors();
  if (body.tipo_documento !== stored?.tipo_documento && !(await isActiveOption(db, CARPETA_TIPO_DOCUMENTO, body.tipo_documento))) {
    errors.add('tipo_documento', AUTH_MSG.tipoDocumentoNoValido);
  }
  errors.throwIfAny();
}

/** The columns a save writes (the file apart). */
function columnas(body: DocumentoBody) {
  return {
    titulo: body.titulo,
    descripcion: body.descripcion,
    tipo_documento: body.tipo_documento,
    tipo: body.tipo,
    link: body.tipo === 'enlace' ? body.link : null,
    estado: body.estado,
    perfiles: body.perfil,
    es_resaltado: body.es_resaltado,
  };
}

/** `POST /biblioteca-documentos`: a new document (its file stored first) or link. */
export async function crearDocumento(app: FastifyInstance, user: AuthUser, body: CrearDocumentoBody, lang: Lang): Promise<DocumentoBiblioteca> {
  const archivo = uploadedFile(body.archivo, 'archivo');
  await checkTipoDocumento(app.db, body);
  const row = await storeAndWrite(app, [{ folder: CARPETA, file: archivo }], async (tx, [key]) => {
    const [inserted] = await tx
      .insert(bibliotecaDocumentos)
      .values({ ...columnas(body), archivo: key ? (archivo?.name ?? null) : null, ruta: key ?? null, usuario_id: user.id })
      .returning();
    if (!inserted) throw new Error('the document was not inserted');
    return inserted;
  });
  return adminItem(row, await nombresTipos(app.db, lang));
}

/**
 * `POST /biblioteca-documentos/{id}` (`_method=PATCH`): saves a document. A document keeps its file
 * unless a new one comes (none stored and none sent: 422); a link has none, so a stored one goes. The
 * replaced file is removed after the commit.
 */
export async function actualizarDocumento(
  app: FastifyInstance,
  user: AuthUser,
  id: number,
  body: ActualizarDocumentoBody,
  lang: Lang,
  log: FastifyBaseLogger,
): Promise<DocumentoBiblioteca> {
  const archivo = uploadedFile(body.archivo, 'archivo');
  const stored = await findDocumento(app.db, id);
  if (!stored) throw new NotFoundError();
  await checkTipoDocumento(app.db, body, stored);
  const { row, replaced } = await storeAndWrite(app, [{ folder: CARPETA, file: archivo }], async (tx, [key]) => {
    const locked = await lockDocumento(tx, id);
    if (!locked) throw new NotFoundError();
    const esDocumento = body.tipo === 'documento';
    const ruta = esDocumento ? (key ?? locked.ruta) : null;
    if (esDocumento && ruta === null) throw new ValidationError({ archivo: [CONTENIDOS_MSG.archivoDocumentoObligatorio] });
    const nombre = !esDocumento ? null : key ? (archivo?.name ?? null) : locked.archivo;
    const [updated] = await tx
      .update(bibliotecaDocumentos)
      .set({ ...columnas(body), archivo: nombre, ruta, usuario_id: user.id, updated_at: new Date() })
      .where(eq(bibliotecaDocumentos.id, id))
      .returning();
    if (!updated) throw new NotFoundError();
    return { row: updated, replaced: locked.ruta !== null && locked.ruta !== ruta ? locked.ruta : null };
  });
  await removeStoredFiles(app, [replaced], log);
  return adminItem(row, await nombresTipos(app.db, lang));
}

/** `DELETE /biblioteca-documentos/{id}`: the document, then (after the commit) its file. */
export async function borrarDocumento(app: FastifyInstance, id: number, log: FastifyBaseLogger): Promise<{ id: number }> {
  const ruta = await app.db.transaction(async (tx) => {
    const locked = await lockDocumento(tx, id);
    if (!locked) throw new NotFoundError();
    await tx.delete(bibliotecaDocumentos).where(eq(bibliotecaDocumentos.id, id));
    return locked.ruta;
  });
  await removeStoredFiles(app, [ruta], log);
  return { id };
}

// ---------------------------------------------------------------- readers

/** The profile a reader reads the library as (3, 4 or 5); anyone else reads nothing. */
function perfilLector(user: AuthUser): PerfilContenido {
  const perfil = PERFILES_CONTENIDO.find((p) => p === user.perfil);
  // The contract lets only the consultor and organizacion modules in, whose profiles are 3, 4 and 5.
  if (perfil === undefined) throw new NotFoundError();
  return perfil;
}

/**
 * The documents a reader of profile `perfil` sees: published, addressed to its own profile
 * (docs/contenidos.md 'Targeting by profile').
 */
function visibleFor(perfil: PerfilContenido): SQL | undefined {
  return and(eq(bibliotecaDocumentos.estado, 'Publicado'), sql`${bibliotecaDocumentos.perfiles} @> array[${perfil}]::smallint[]`);
}

/**
 * `GET /biblioteca-tipo-documentos-public`: the active document types in the folder's order, each
 * with how many documents the caller sees (0 too), and a deactivated type only while the caller still
 * sees documents of it.
 */
export async function tiposPublicos(db: Database, user: AuthUser, lang: Lang): Promise<TipoDocumentoPublico[]> {
  const perfil = perfilLector(user);
  const [opciones, activos, cuentas] = await Promise.all([
    listOpciones(db, CARPETA_TIPO_DOCUMENTO, IDIOMA_ID[lang], false),
    listOpciones(db, CARPETA_TIPO_DOCUMENTO, IDIOMA_ID[lang], true),
    db
      .select({ tipo: bibliotecaDocumentos.tipo_documento, n: count() })
      .from(bibliotecaDocumentos)
      .where(visibleFor(perfil))
      .groupBy(bibliotecaDocumentos.tipo_documento),
  ]);
  const activo = new Set(activos.map((o) => o.param_id));
  const total = new Map(cuentas.map((c) => [c.tipo, c.n]));
  return opciones
    .map((o) => ({ param_id: o.param_id, pt_texto: o.pt_texto, total: total.get(o.param_id) ?? 0 }))
    .filter((o) => activo.has(o.param_id) || o.total > 0);
}

/** A page of what a reader sees, under `where`, in `order`. */
async function publicPage(
  db: Database,
  page: number,
  where: SQL | undefined,
  order: SQL[],
  lang: Lang,
): Promise<Page<DocumentoPublico>> {
  const [rows, tipos] = await Promise.all([
    pageOf<PublicRow>(page, {
      rows: (limit, offset) =>
        db
          .select(PUBLIC_COLUMNS)
          .from(bibliotecaDocumentos)
          .where(where)
          .orderBy(...order)
          .limit(limit)
          .offset(offset),
      // Counted each time: a reader's lists are small, and a change must show at once in every process.
      total: () => countWhere(db, where),
    }),
    nombresTipos(db, lang),
  ]);
  return { ...rows, data: rows.data.map((row) => publicItem(row, tipos)) };
}

/** `GET /biblioteca-documentos-public/{type}`: a type's documents the caller sees, by title. A type that is not one: 404. */
export async function documentosPublicos(db: Database, user: AuthUser, tipo: string, query: DocumentosPublicosQuery, lang: Lang): Promise<Page<DocumentoPublico>> {
  const perfil = perfilLector(user);
  const [opcion] = await db
    .select({ id: parametros.param_id })
    .from(parametros)
    .where(and(eq(parametros.param_id, tipo), eq(parametros.param_padre_id, CARPETA_TIPO_DOCUMENTO)))
    .limit(1);
  if (!opcion) throw new NotFoundError();
  const where = and(visibleFor(perfil), eq(bibliotecaDocumentos.tipo_documento, tipo), magicWhere(query.magic));
  return publicPage(db, query.page, where, [asc(unaccentLower(bibliotecaDocumentos.titulo)), asc(bibliotecaDocumentos.id)], lang);
}

const resaltadosWhere = (perfil: PerfilContenido, magic?: string) => and(visibleFor(perfil), eq(bibliotecaDocumentos.es_resaltado, true), magicWhere(magic));

/** `GET /biblioteca-documentos-resaltados`: the highlighted documents the caller sees, the newest first. */
export function documentosResaltados(db: Database, user: AuthUser, query: DocumentosPublicosQuery, lang: Lang): Promise<Page<DocumentoPublico>> {
  const where = resaltadosWhere(perfilLector(user), query.magic);
  return publicPage(db, query.page, where, [desc(bibliotecaDocumentos.created_at), desc(bibliotecaDocumentos.id)], lang);
}

/** `GET /biblioteca-documentos-contar-resaltados`: how many highlighted documents the caller sees. */
export async function contarResaltados(db: Database, user: AuthUser): Promise<{ total: number }> {
  return { total: await countWhere(db, resaltadosWhere(perfilLector(user))) };
}

// ---------------------------------------------------------------- the download

/** Longest title part of a download's name. */
const NOMBRE_MAX = 100;

/**
 * A title as the name of a downloaded file: accents dropped, anything but letters, digits, dots and
 * dashes as one `_`; 'documento' when nothing is left.
 *
 * @example
 * nombreArchivo('Guía de cálculo: morteros (v2)') // 'Guia_de_calculo_morteros_v2'
 */
export function nombreArchivo(titulo: string): string {
  const name = titulo
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9.-]+/g, '_')
    .replace(/^[_.-]+|[_.-]+$/g, '')
    .slice(0, NOMBRE_MAX)
    .replace(/[_.-]+$/, '');
  return name === '' ? 'documento' : name;
}

/**
 * `GET /biblioteca-documentos/{id}/descargar`: a document's file as `<yyyy-mm-dd>_<title>.<ext>`.
 * The administration any document's; a reader only one it sees. A document nobody may show the caller
 * is a 404; a link (no file) a 409; a file lost from the storage a 404 (logged).
 */
export async function descargarDocumento(app: FastifyInstance, user: AuthUser, id: number, log: FastifyBaseLogger): Promise<FileAnswer> {
  const where =
    user.modulo_app === 'administrador' ? eq(bibliotecaDocumentos.id, id) : and(eq(bibliotecaDocumentos.id, id), visibleFor(perfilLector(user)));
  const [row] = await app.db.select().from(bibliotecaDocumentos).where(where).limit(1);
  if (!row) throw new NotFoundError();
  if (row.tipo !== 'documento' || row.ruta === null) throw new ConflictError(CONTENIDOS_MSG.documentoEsEnlace);
  const data = await app.storage.get(row.ruta);
  if (data === null) {
    log.warn({ key: row.ruta }, 'a stored file a library document names is missing');
    throw new NotFoundError();
  }
  const extension = row.ruta.split('.').pop() ?? 'bin';
  return { data, contentType: mimeOfExtension(extension), filename: datePrefixedName(`${nombreArchivo(row.titulo)}.${extension}`) };
}
