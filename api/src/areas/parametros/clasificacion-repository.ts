/**
 * The classification's SQL (docs/parametros.md 'Classification as built'): its nodes are the
 * parameters with a row in `ecoplatform_clasificacion`; their texts are `parametros_textos`.
 */
import { and, asc, eq, inArray, notInArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { IDIOMA_ID, type NodoClasificacion, type OrigenClasificacion, type TextoClasificacion } from '@dapcon/contract';
import type { Database, Transaction } from '../../db/database';
import { idiomas, parametros, parametrosTextos } from '../referencia';
import { ecoplatformClasificacion } from './clasificacion-tables';

/** A database or a transaction. */
export type Db = Database | Transaction;

/** A node as stored: its parameter row and its companion row. */
export interface NodoRow {
  param_id: string;
  param_padre_id: string;
  param_order: number;
  param_permiso: number;
  activo: boolean;
  codigo: string;
  sistema: number;
  version: number;
  nivel: number;
  pais: string;
  class_name: string;
  class_definition: string | null;
  origen: OrigenClasificacion;
}

const NODO_COLUMNS = {
  param_id: parametros.param_id,
  param_padre_id: sql<string>`${parametros.param_padre_id}`,
  param_order: parametros.param_order,
  param_permiso: parametros.param_permiso,
  activo: parametros.activo,
  codigo: ecoplatformClasificacion.codigo,
  sistema: ecoplatformClasificacion.sistema,
  version: ecoplatformClasificacion.version,
  nivel: ecoplatformClasificacion.nivel,
  pais: ecoplatformClasificacion.pais,
  class_name: ecoplatformClasificacion.class_name,
  class_definition: ecoplatformClasificacion.class_definition,
  origen: sql<OrigenClasificacion>`${ecoplatformClasificacion.origen}`,
};

/** A node, or undefined for an id that is not one. */
export async function nodoRow(db: Db, id: string): Promise<NodoRow | undefined> {
  const [row] = await db
    .select(NODO_COLUMNS)
    .from(parametros)
    .innerJoin(ecoplatformClasificacion, eq(ecoplatformClasificacion.param_id, parametros.param_id))
    .where(eq(parametros.param_id, id))
    .limit(1);
  return row;
}

/** Every node (for a sync), in no particular order. */
export function todosLosNodos(db: Db): Promise<NodoRow[]> {
  return db.select(NODO_COLUMNS).from(parametros).innerJoin(ecoplatformClasificacion, eq(ecoplatformClasificacion.param_id, parametros.param_id));
}

const textoIdioma = alias(parametrosTextos, 'texto_idioma');
const textoEs = alias(parametrosTextos, 'texto_es');

/** A node's name in a language: that language's text, else Spanish's, else its class name. */
const producto = () => sql<string>`coalesce(${textoIdioma.pt_texto}, ${textoEs.pt_texto}, ${ecoplatformClasificacion.class_name})`.mapWith(String);

/** The children of `padre` (the root folder or a node), active or not, in their order, named in `idioma`. */
export function hijosDe(db: Db, padre: string, idioma: number): Promise<NodoClasificacion[]> {
  return db
    .select({
      id: parametros.param_id,
      producto: producto(),
      param_order: parametros.param_order,
      classActive: parametros.activo,
      parent_id: sql<string>`${parametros.param_padre_id}`,
      tiene_hijos: sql<boolean>`exists (select 1 from parametros hijo where hijo.param_padre_id = ${parametros.param_id})`.mapWith(Boolean),
    })
    .from(parametros)
    .innerJoin(ecoplatformClasificacion, eq(ecoplatformClasificacion.param_id, parametros.param_id))
    .leftJoin(textoIdioma, and(eq(textoIdioma.pt_param_id, parametros.param_id), eq(textoIdioma.pt_idioma_id, idioma)))
    .leftJoin(textoEs, and(eq(textoEs.pt_param_id, parametros.param_id), eq(textoEs.pt_idioma_id, IDIOMA_ID.es)))
    .where(eq(parametros.param_padre_id, padre))
    .orderBy(asc(parametros.param_order), asc(parametros.param_id));
}

/** A node's name in `idioma` (as in the tree), or undefined for an id that is not a node. */
export async function nombreDe(db: Db, id: string, idioma: number): Promise<string | undefined> {
  const [row] = await db
    .select({ producto: producto() })
    .from(parametros)
    .innerJoin(ecoplatformClasificacion, eq(ecoplatformClasificacion.param_id, parametros.param_id))
    .leftJoin(textoIdioma, and(eq(textoIdioma.pt_param_id, parametros.param_id), eq(textoIdioma.pt_idioma_id, idioma)))
    .leftJoin(textoEs, and(eq(textoEs.pt_param_id, parametros.param_id), eq(textoEs.pt_idioma_id, IDIOMA_ID.es)))
    .where(eq(parametros.param_id, id))
    .limit(1);
  return row?.producto;
}

/** A node's texts in every language it has one in, by language id, with the language's name and code. */
export function textosDe(db: Db, id: string): Promise<TextoClasificacion[]> {
  return db
    .select({
      pt_idioma_id: parametrosTextos.pt_idioma_id,
      nombre: idiomas.idioma_nombre,
      lang: idiomas.idioma,
      pt_texto: parametrosTextos.pt_texto,
      pt_descripcion: parametrosTextos.pt_descripcion,
    })
    .from(parametrosTextos)
    .innerJoin(idiomas, eq(idiomas.id, parametrosTextos.pt_idioma_id))
    .where(eq(parametrosTextos.pt_param_id, id))
    .orderBy(asc(parametrosTextos.pt_idioma_id));
}

/** The texts of many nodes (for a sync): by node id, then language id. */
export async function textosDeNodos(db: Db, ids: readonly string[]): Promise<Map<string, Map<number, { pt_texto: string; pt_descripcion: string | null }>>> {
  const out = new Map<string, Map<number, { pt_texto: string; pt_descripcion: string | null }>>();
  if (ids.length === 0) return out;
  const rows = await db
    .select({ id: parametrosTextos.pt_param_id, idioma: parametrosTextos.pt_idioma_id, pt_texto: parametrosTextos.pt_texto, pt_descripcion: parametrosTextos.pt_descripcion })
    .from(parametrosTextos)
    .where(inArray(parametrosTextos.pt_param_id, [...ids]));
  for (const row of rows) {
    const textos = out.get(row.id) ?? new Map();
    textos.set(row.idioma, { pt_texto: row.pt_texto, pt_descripcion: row.pt_descripcion });
    out.set(row.id, textos);
  }
  return out;
}

/** The parent of a parameter (null for a top-level folder, undefined for an unknown id). */
export async function padreDe(db: Db, id: string): Promise<string | null | undefined> {
  const [row] = await db.select({ padre: parametros.param_padre_id }).from(parametros).where(eq(parametros.param_id, id)).limit(1);
  return row?.padre;
}

/** Whether a classification number's code is taken. */
export async function codigoOcupado(db: Db, codigo: string): Promise<boolean> {
  const [row] = await db.select({ codigo: ecoplatformClasificacion.codigo }).from(ecoplatformClasificacion).where(eq(ecoplatformClasificacion.codigo, codigo)).limit(1);
  return row !== undefined;
}

/** Whether a parameter id is taken (by a node or any other parameter). */
export async function parametroExiste(db: Db, id: string): Promise<boolean> {
  const [row] = await db.select({ id: parametros.param_id }).from(parametros).where(eq(parametros.param_id, id)).limit(1);
  return row !== undefined;
}

/** The order after the last child of `padre`. */
export async function siguienteOrden(db: Db, padre: string): Promise<number> {
  const [row] = await db
    .select({ max: sql<number>`coalesce(max(${parametros.param_order}), 0)`.mapWith(Number) })
    .from(parametros)
    .where(eq(parametros.param_padre_id, padre));
  return (row?.max ?? 0) + 1;
}

/** What a new node is made of. */
export interface NuevoNodo {
  param_id: string;
  param_padre_id: string;
  param_order: number;
  activo: boolean;
  codigo: string;
  class_name: string;
  class_definition: string | null;
  origen: OrigenClasificacion;
}

/** Every node the portal writes may be edited and deleted by the association administrator (part 1 §6: permission 3). */
export const PERMISO_NODO = 3;

/** Inserts a node (its parameter and its companion row; texts apart). */
export async function insertarNodo(db: Db, nodo: NuevoNodo): Promise<void> {
  await db.insert(parametros).values({
    param_id: nodo.param_id,
    param_padre_id: nodo.param_padre_id,
    param_order: nodo.param_order,
    param_permiso: PERMISO_NODO,
    param_admite_hijos: true,
    activo: nodo.activo,
    param_nombre: nodo.class_name,
  });
  await db.insert(ecoplatformClasificacion).values({
    param_id: nodo.param_id,
    codigo: nodo.codigo,
    class_name: nodo.class_name,
    class_definition: nodo.class_definition,
    origen: nodo.origen,
  });
}

/** What a save may change of a node. */
export interface CambiosNodo {
  param_padre_id?: string;
  param_order?: number;
  activo?: boolean;
  class_name?: string;
  class_definition?: string | null;
}

/** Updates a node's parameter and companion rows (texts apart). */
export async function actualizarNodo(db: Db, id: string, cambios: CambiosNodo): Promise<void> {
  const { class_name, class_definition, ...param } = cambios;
  const paramSet = { ...param, ...(class_name === undefined ? {} : { param_nombre: class_name }) };
  if (Object.keys(paramSet).length > 0) await db.update(parametros).set(paramSet).where(eq(parametros.param_id, id));
  const claseSet = { ...(class_name === undefined ? {} : { class_name }), ...(class_definition === undefined ? {} : { class_definition }) };
  if (Object.keys(claseSet).length > 0) await db.update(ecoplatformClasificacion).set(claseSet).where(eq(ecoplatformClasificacion.param_id, id));
}

/** Deactivates nodes. */
export async function desactivarNodos(db: Db, ids: readonly string[]): Promise<void> {
  if (ids.length > 0) await db.update(parametros).set({ activo: false }).where(inArray(parametros.param_id, [...ids]));
}

/**
 * Replaces a node's texts in `idiomasReemplazados` by `textos` (those languages' texts not given are
 * removed; other languages' stay).
 */
export async function reemplazarTextos(
  db: Db,
  id: string,
  textos: readonly { pt_idioma_id: number; pt_texto: string; pt_descripcion: string | null }[],
  idiomasReemplazados: readonly number[],
): Promise<void> {
  const dados = textos.map((t) => t.pt_idioma_id);
  const quitar = idiomasReemplazados.filter((idioma) => !dados.includes(idioma));
  if (quitar.length > 0) {
    await db.delete(parametrosTextos).where(and(eq(parametrosTextos.pt_param_id, id), inArray(parametrosTextos.pt_idioma_id, quitar)));
  }
  if (textos.length === 0) return;
  await db
    .insert(parametrosTextos)
    .values(textos.map((t) => ({ pt_param_id: id, pt_idioma_id: t.pt_idioma_id, pt_texto: t.pt_texto, pt_descripcion: t.pt_descripcion })))
    .onConflictDoUpdate({
      target: [parametrosTextos.pt_param_id, parametrosTextos.pt_idioma_id],
      set: { pt_texto: sql`excluded.pt_texto`, pt_descripcion: sql`excluded.pt_descripcion` },
    });
}

/** The ids of the active languages. */
export async function idiomasActivos(db: Db): Promise<{ id: number; idioma: string }[]> {
  return db.select({ id: idiomas.id, idioma: idiomas.idioma }).from(idiomas).where(eq(idiomas.activo, true)).orderBy(asc(idiomas.id));
}

/** Imported nodes not among `codigos` that are still active (a sync deactivates them). */
export async function importadosFuera(db: Db, codigos: readonly string[]): Promise<{ param_id: string; codigo: string }[]> {
  return db
    .select({ param_id: parametros.param_id, codigo: ecoplatformClasificacion.codigo })
    .from(parametros)
    .innerJoin(ecoplatformClasificacion, eq(ecoplatformClasificacion.param_id, parametros.param_id))
    .where(
      and(
        eq(ecoplatformClasificacion.origen, 'importado'),
        eq(parametros.activo, true),
        codigos.length > 0 ? notInArray(ecoplatformClasificacion.codigo, [...codigos]) : undefined,
      ),
    )
    .orderBy(asc(ecoplatformClasificacion.codigo));
}
