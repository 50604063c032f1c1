/**
 * The contents area's queries of its own tables (tables.ts): one content, who may read it, the
 * storage keys the contents name (the storage sweep keeps them), and the editor images no stored HTML
 * names any more.
 */
import { and, eq, gte, inArray, isNull, lt, lte, not, or, sql, type SQL } from 'drizzle-orm';
import { PERFILES, type Perfil } from '@dapcon/contract';
import type { AuthUser } from '../../auth/access';
import type { Database } from '../../db/database';
import { plantillasEmail } from '../../mail/tables';
import { findEmpresaOfUsuario } from '../empresas';
import { parametros } from '../referencia';
import { contenidosWeb, editorImagenes } from './tables';

export type ContenidoRow = typeof contenidosWeb.$inferSelect;

/** One content, or undefined. */
export async function findContenido(db: Database, id: number): Promise<ContenidoRow | undefined> {
  const [row] = await db.select().from(contenidosWeb).where(eq(contenidosWeb.id, id)).limit(1);
  return row;
}

/** One content locked for the rest of the transaction (SELECT … FOR UPDATE), or undefined. */
export async function lockContenido(tx: Database, id: number): Promise<ContenidoRow | undefined> {
  const [row] = await tx.select().from(contenidosWeb).where(eq(contenidosWeb.id, id)).for('update');
  return row;
}

/** The active options among `ids` of the parameter folder `carpeta`. */
export async function activeOptionsOf(db: Database, carpeta: string, ids: readonly string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: parametros.param_id })
    .from(parametros)
    .where(and(eq(parametros.param_padre_id, carpeta), eq(parametros.activo, true), inArray(parametros.param_id, [...ids])));
  return new Set(rows.map((row) => row.id));
}

/** Who reads contents outside the administration: their profile and, for a company, its type. */
export interface LectorContenidos {
  perfil: Perfil;
  /** The company's `org_tipo` (profile 5); null for anyone else, or a company without one. */
  orgTipo: string | null;
}

/**
 * The contents a reader (profile 3, 4 or 5) may see on `hoy` ('yyyy-mm-dd', the day in Madrid):
 * published, addressed to its own profile, within the publication days, and for a company addressed
 * to every company type or to its own (docs/contenidos.md 'Targeting by profile').
 */
export function visibleFor(lector: LectorContenidos, hoy: string): SQL | undefined {
  return and(
    eq(contenidosWeb.estado, 'Publicado'),
    sql`${contenidosWeb.perfiles} @> array[${lector.perfil}]::smallint[]`,
    lte(contenidosWeb.fecha_publicacion, hoy),
    or(isNull(contenidosWeb.fecha_fin_publicacion), gte(contenidosWeb.fecha_fin_publicacion, hoy)),
    lector.perfil !== PERFILES.organizacion
      ? undefined
      : or(
          sql`cardinality(${contenidosWeb.tipos_empresa}) = 0`,
          lector.orgTipo === null ? undefined : sql`${lector.orgTipo} = any(${contenidosWeb.tipos_empresa})`,
        ),
  );
}

/** A signed-in reader's profile and, for a company, its type. */
export async function lectorDe(db: Database, user: Pick<AuthUser, 'id' | 'perfil' | 'modulo_app'>): Promise<LectorContenidos> {
  const orgTipo = user.modulo_app === 'organizacion' ? ((await findEmpresaOfUsuario(db, user.id))?.org_tipo ?? null) : null;
  return { perfil: user.perfil, orgTipo };
}

/** Whether the content `id` is one `lector` may see on `hoy`. */
export async function isVisibleFor(db: Database, id: number, lector: LectorContenidos, hoy: string): Promise<boolean> {
  const [row] = await db
    .select({ id: contenidosWeb.id })
    .from(contenidosWeb)
    .where(and(eq(contenidosWeb.id, id), visibleFor(lector, hoy)))
    .limit(1);
  return row !== undefined;
}

// ---------------------------------------------------------------- editor images

/** The storage key of an editor image served as `name` (`<uuid>.<ext>`). */
export const editorImageKey = (name: string): string => `contenidos/${name}`;

/** Whether a stored key is an editor image's (a row of `editor_imagenes`). */
export async function isEditorImage(db: Database, storageKey: string): Promise<boolean> {
  const [row] = await db.select({ key: editorImagenes.storage_key }).from(editorImagenes).where(eq(editorImagenes.storage_key, storageKey)).limit(1);
  return row !== undefined;
}

/** Records an uploaded editor image. */
export async function insertEditorImage(db: Database, storageKey: string, usuarioId: number): Promise<void> {
  await db.insert(editorImagenes).values({ storage_key: storageKey, usuario_id: usuarioId });
}

/** The served name of an editor image (`<uuid>.<ext>`), in SQL. */
const nombreServido = sql`split_part(${editorImagenes.storage_key}, '/', 2)`;

/**
 * The stored HTML an editor image may be named in: the contents' long descriptions and the e-mail
 * templates. A text names an image when it holds its served name (the uuid makes that exact).
 */
function nombradaEnAlgunHtml(): SQL {
  return sql`(exists (select 1 from ${contenidosWeb} where strpos(${contenidosWeb.descripcion_larga}, ${nombreServido}) > 0)
    or exists (select 1 from ${plantillasEmail} where strpos(${plantillasEmail.pe_html}, ${nombreServido}) > 0))`;
}

/** The editor images a day old or more that no stored HTML names: uploaded and never saved, or taken out since. */
export const EDITOR_IMAGE_GRACE_MS = 24 * 60 * 60_000;

/**
 * Forgets the editor images uploaded before `cutoff` that no stored HTML names (their files are then
 * no row's, and the storage sweep removes them); answers their keys.
 */
export async function forgetUnusedEditorImages(db: Database, cutoff: Date): Promise<string[]> {
  const rows = await db
    .delete(editorImagenes)
    .where(and(lt(editorImagenes.created_at, cutoff), not(nombradaEnAlgunHtml())))
    .returning({ key: editorImagenes.storage_key });
  return rows.map((row) => row.key);
}

/** Every storage key the contents name: their images, and the editor images still kept (the storage sweep keeps them). */
export async function contenidosStorageKeys(db: Database): Promise<string[]> {
  const imagenes = await db.select({ key: contenidosWeb.imagen }).from(contenidosWeb).where(sql`${contenidosWeb.imagen} is not null`);
  const editor = await db.select({ key: editorImagenes.storage_key }).from(editorImagenes);
  return [...imagenes.map((row) => row.key), ...editor.map((row) => row.key)].filter((key): key is string => key !== null);
}
