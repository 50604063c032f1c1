/**
 * A web content's files (/contenidos, the files modal; spec part 2 §2.19, §3 'Content file', §5
 * 'Content document', §7.7; docs/contenidos.md step 4): listed, attached, renamed or replaced,
 * deleted and downloaded by the administration.
 *
 * - A file is a PDF or an image (PNG, JPEG, GIF) up to 10 MB (`UPLOAD_RULES.archivo`, told by its
 *   bytes), stored in the folder `contenidos`; the row keeps the client's name for the download.
 * - A new file replaces the stored one, which leaves the storage after the commit; so does a deleted
 *   file's, and a deleted content's files (`rutasDeContenido`, read by `borrarContenido`).
 * - Stored keys are named by `archivosStorageKeys`, so the storage sweep keeps them.
 */
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import {
  calendarDay,
  datePrefixedName,
  rutaArchivoContenido,
  type ActualizarArchivoContenidoBody,
  type ARCHIVOS_CONTENIDO_SORTABLE,
  type ArchivoContenido,
  type ArchivosContenidoQuery,
  type CrearArchivoContenidoBody,
  type OrderBy,
} from '@dapcon/contract';
import { and, count, eq, inArray, like, sql, type SQL } from 'drizzle-orm';
import type { AuthUser } from '../../auth/access';
import { unaccentLower } from '../../db/columns';
import type { Database } from '../../db/database';
import { NotFoundError } from '../../errors';
import type { FileAnswer } from '../../lib/download';
import { mimeOfExtension } from '../../lib/file-type';
import { containsPattern, listOrder, orderByClause, pageOf, type ListTotals, type Page, type SortMap } from '../../lib/list';
import { removeStoredFiles, storeAndWrite } from '../../lib/stored-files';
import { uploadedFile, type UploadedFile } from '../../lib/uploads';
import { contenidoArchivos } from './archivos-tables';
import { findContenido, isVisibleFor, lectorDe, lockContenido } from './repository';

type ArchivoRow = typeof contenidoArchivos.$inferSelect;
type SortField = (typeof ARCHIVOS_CONTENIDO_SORTABLE)[number];

/** Longest file name kept (the rest of a longer one is cut, its extension kept). */
const NOMBRE_MAX = 255;

// ---------------------------------------------------------------- reading

function archivoOf(row: ArchivoRow): ArchivoContenido {
  return {
    id: row.id,
    contenido_web_id: row.contenido_web_id,
    titulo: row.titulo,
    archivo: row.archivo,
    ruta: rutaArchivoContenido(row.id),
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  };
}

const SORTS: SortMap<SortField> = {
  titulo: unaccentLower(contenidoArchivos.titulo),
  archivo: unaccentLower(contenidoArchivos.archivo),
  created_at: contenidoArchivos.created_at,
};

/** `GET /archivos-contenido`: a page of one content's files (a content that is not there: 404). */
export async function archivosPage(db: Database, query: ArchivosContenidoQuery, totals: ListTotals): Promise<Page<ArchivoContenido>> {
  if (!(await findContenido(db, query.contenido_web_id))) throw new NotFoundError();
  const where = and(
    eq(contenidoArchivos.contenido_web_id, query.contenido_web_id),
    query.magic === undefined ? undefined : like(contenidoArchivos.busqueda, unaccentLower(sql`${containsPattern(query.magic)}`)),
  );
  const order = listOrder(query.order_by as OrderBy<SortField>, SORTS, contenidoArchivos.id);
  const page = await pageOf<ArchivoRow>(query.page, {
    rows: (limit, offset) =>
      db
        .select()
        .from(contenidoArchivos)
        .where(where)
        .orderBy(...orderByClause(order))
        .limit(limit)
        .offset(offset),
    total: () =>
      totals.get(`archivos-contenido ${JSON.stringify({ id: query.contenido_web_id, magic: query.magic })}`, async () => {
        const [row] = await db.select({ n: count() }).from(contenidoArchivos).where(where);
        return row?.n ?? 0;
      }),
  });
  return { ...page, data: page.data.map(archivoOf) };
}

/**
 * How many files each content has, in SQL (a correlated count, for the content list's
 * `total_archivos`: served by the files' index on `contenido_web_id`).
 */
export function totalArchivosSql(): SQL<number> {
  // Written out whole: in a one-table select Drizzle names a column without its table, and inside the
  // subquery a bare "id" would be the file's.
  return sql<number>`(select count(*)::int from "contenido_archivos" as "a" where "a"."contenido_web_id" = "contenidos_web"."id")`;
}

/** How many files the content `id` has. */
export async function totalArchivos(db: Database, id: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(contenidoArchivos).where(eq(contenidoArchivos.contenido_web_id, id));
  return row?.n ?? 0;
}

// ---------------------------------------------------------------- saving

/**
 * The name a file is kept under: the client's, without a path, cut to 255 characters with its
 * extension kept; none → `archivo.<ext>`.
 */
export function nombreDeArchivo(file: UploadedFile): string {
  const base = file.name.split(/[/\\]/).pop()?.trim() ?? '';
  if (base === '') return `archivo.${file.extension}`;
  if (base.length <= NOMBRE_MAX) return base;
  const dot = base.lastIndexOf('.');
  const ext = dot > 0 && base.length - dot <= 10 ? base.slice(dot) : '';
  return base.slice(0, NOMBRE_MAX - ext.length) + ext;
}

async function lockArchivo(tx: Database, id: number): Promise<ArchivoRow | undefined> {
  const [row] = await tx.select().from(contenidoArchivos).where(eq(contenidoArchivos.id, id)).for('update');
  return row;
}

/** `POST /archivos-contenido`: attaches a file to a content (stored first; a content that is not there: 404, nothing kept). */
export async function crearArchivo(app: FastifyInstance, user: AuthUser, body: CrearArchivoContenidoBody): Promise<ArchivoContenido> {
  const file = uploadedFile(body.archivo, 'archivo');
  if (!file) throw new Error('the contract requires the file');
  const row = await storeAndWrite(app, [{ folder: 'contenidos', file }], async (tx, [key]) => {
    if (!key) throw new Error('the file was not stored');
    // The content stays while its file is attached (a delete at the same time waits, then removes it too).
    if (!(await lockContenido(tx, body.contenido_web_id))) throw new NotFoundError();
    const [inserted] = await tx
      .insert(contenidoArchivos)
      .values({ contenido_web_id: body.contenido_web_id, titulo: body.titulo, archivo: nombreDeArchivo(file), ruta: key, usuario_id: user.id })
      .returning();
    if (!inserted) throw new Error('the file was not inserted');
    return inserted;
  });
  return archivoOf(row);
}

/**
 * `POST /archivos-contenido/{id}` (`_method=PATCH`): a new title and, with a new file, the file
 * replaced (the old one removed after the commit).
 */
export async function actualizarArchivo(
  app: FastifyInstance,
  user: AuthUser,
  id: number,
  body: ActualizarArchivoContenidoBody,
  log: FastifyBaseLogger,
): Promise<ArchivoContenido> {
  const file = uploadedFile(body.archivo, 'archivo');
  const { row, replaced } = await storeAndWrite(app, [{ folder: 'contenidos', file }], async (tx, [key]) => {
    const locked = await lockArchivo(tx, id);
    if (!locked) throw new NotFoundError();
    const nuevo = file && key ? { archivo: nombreDeArchivo(file), ruta: key, usuario_id: user.id } : {};
    const [updated] = await tx
      .update(contenidoArchivos)
      .set({ titulo: body.titulo, ...nuevo, updated_at: new Date() })
      .where(eq(contenidoArchivos.id, id))
      .returning();
    if (!updated) throw new NotFoundError();
    return { row: updated, replaced: updated.ruta !== locked.ruta ? locked.ruta : null };
  });
  await removeStoredFiles(app, [replaced], log);
  return archivoOf(row);
}

/** `DELETE /archivos-contenido/{id}`: the row, then (after the commit) its file. */
export async function borrarArchivo(app: FastifyInstance, id: number, log: FastifyBaseLogger): Promise<{ id: number }> {
  const [deleted] = await app.db.delete(contenidoArchivos).where(eq(contenidoArchivos.id, id)).returning({ ruta: contenidoArchivos.ruta });
  if (!deleted) throw new NotFoundError();
  await removeStoredFiles(app, [deleted.ruta], log);
  return { id };
}

// ---------------------------------------------------------------- downloading

/**
 * The name a file is downloaded under: its client name dated (`2026-11-24_programa.pdf`, the day in
 * Madrid), with the stored type's extension when the name has another one or none.
 */
export function nombreDescarga(archivo: string, extension: string, now: Date = new Date()): string {
  const ext = archivo.includes('.') ? (archivo.split('.').pop() ?? '').toLowerCase() : '';
  const same = ext === extension || (extension === 'jpg' && ext === 'jpeg');
  return datePrefixedName(same ? archivo : `${archivo}.${extension}`, now);
}

/** `GET /archivos-contenido/{id}/descargar`: the file as an attachment under its dated name. */
export async function archivoFile(app: FastifyInstance, user: AuthUser, id: number, log: FastifyBaseLogger): Promise<FileAnswer> {
  const [row] = await app.db.select().from(contenidoArchivos).where(eq(contenidoArchivos.id, id)).limit(1);
  if (!row) throw new NotFoundError();
  // A reader only a file of a content published for it today (docs/contenidos.md 'Targeting by profile').
  if (user.modulo_app !== 'administrador' && !(await isVisibleFor(app.db, row.contenido_web_id, await lectorDe(app.db, user), calendarDay(new Date())))) {
    throw new NotFoundError();
  }
  const data = await app.storage.get(row.ruta);
  if (data === null) {
    log.warn({ key: row.ruta }, "a stored file a content's file names is missing");
    throw new NotFoundError();
  }
  const extension = row.ruta.split('.').pop() ?? '';
  return { data, contentType: mimeOfExtension(extension), filename: nombreDescarga(row.archivo, extension) };
}

// ---------------------------------------------------------------- storage

/** The storage keys of the files of the contents `ids` (read inside the transaction that deletes them). */
export async function rutasDeContenidos(tx: Database, ids: readonly number[]): Promise<string[]> {
  if (ids.length === 0) return [];
  const rows = await tx.select({ ruta: contenidoArchivos.ruta }).from(contenidoArchivos).where(inArray(contenidoArchivos.contenido_web_id, [...ids]));
  return rows.map((row) => row.ruta);
}

/** Every storage key a content's file names (the storage sweep keeps them). */
export async function archivosStorageKeys(db: Database): Promise<string[]> {
  const rows = await db.select({ ruta: contenidoArchivos.ruta }).from(contenidoArchivos);
  return rows.map((row) => row.ruta);
}
