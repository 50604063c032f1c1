/** The reference lists' queries; other areas check countries and parameter options through these. */
import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { alias, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { IDIOMA_ID, type Idioma, type ParametroOpcion, type Poblacion } from '@dapcon/contract';
import type { Database } from '../../db/database';
import { idiomas, paises, parametros, parametrosTextos, poblaciones } from './tables';

/** The active declaration languages, by id. */
export function listIdiomas(db: Database): Promise<Idioma[]> {
  return db
    .select({ id: idiomas.id, idioma_nombre: idiomas.idioma_nombre, idioma: idiomas.idioma, ecoplatform: idiomas.ecoplatform })
    .from(idiomas)
    .where(eq(idiomas.activo, true))
    .orderBy(asc(idiomas.id));
}

/** Which of `ids` are active declaration languages. */
export async function activeIdiomaIds(db: Database, ids: readonly number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: idiomas.id })
    .from(idiomas)
    .where(and(inArray(idiomas.id, [...ids]), eq(idiomas.activo, true)));
  return new Set(rows.map((row) => row.id));
}

/** A stored country: its Spanish name and its ISO code (for its name in other languages). */
export interface PaisRow {
  id: number;
  pais_nombre: string;
  pais_iso: string;
}

/** Every country, unordered (the order depends on the language: mappers.ts). */
export function listPaises(db: Database): Promise<PaisRow[]> {
  return db.select({ id: paises.id, pais_nombre: paises.pais_nombre, pais_iso: paises.pais_iso }).from(paises);
}

/** Whether a country id exists. */
export async function paisExists(db: Database, id: number): Promise<boolean> {
  const [row] = await db.select({ id: paises.id }).from(paises).where(eq(paises.id, id)).limit(1);
  return row !== undefined;
}

/** The towns of a postal code, unordered. */
export function findPoblaciones(db: Database, codigoPostal: string): Promise<Poblacion[]> {
  return db
    .select({ poblacion: poblaciones.poblacion, provincia: poblaciones.provincia })
    .from(poblaciones)
    .where(eq(poblaciones.codigo_postal, codigoPostal));
}

const textoLocale = alias(parametrosTextos, 'texto_locale');
const textoDefecto = alias(parametrosTextos, 'texto_defecto');

/**
 * The options of a parameter list (the children of `padre`) in a language,
 * falling back to Spanish and then to the parameter's internal name when a
 * translation is missing.
 */
export function listOpciones(db: Database, padre: string, idioma: number, soloActivos: boolean): Promise<ParametroOpcion[]> {
  return db
    .select({
      param_id: parametros.param_id,
      pt_texto: sql<string>`coalesce(${textoLocale.pt_texto}, ${textoDefecto.pt_texto}, ${parametros.param_nombre})`,
    })
    .from(parametros)
    .leftJoin(textoLocale, and(eq(textoLocale.pt_param_id, parametros.param_id), eq(textoLocale.pt_idioma_id, idioma)))
    .leftJoin(
      textoDefecto,
      and(eq(textoDefecto.pt_param_id, parametros.param_id), eq(textoDefecto.pt_idioma_id, IDIOMA_ID.es)),
    )
    .where(and(eq(parametros.param_padre_id, padre), soloActivos ? eq(parametros.activo, true) : undefined))
    .orderBy(asc(parametros.param_order), asc(parametros.param_id));
}

/**
 * The text of the option `option` names in a language, as an SQL expression of another table's row
 * (`listOpciones`' text: the language's, else Spanish, else the internal name); null when `option` is
 * null or not an option of `padre`. For a list's page: its rows' option names in the same query,
 * rather than the whole list of options read by a query of its own on every request.
 */
export function opcionTextoSql(option: AnyPgColumn, padre: string, idioma: number): SQL<string | null> {
  return sql<string | null>`(select coalesce(
      (select ${parametrosTextos.pt_texto} from ${parametrosTextos} where ${parametrosTextos.pt_param_id} = ${parametros.param_id} and ${parametrosTextos.pt_idioma_id} = ${idioma}),
      (select ${parametrosTextos.pt_texto} from ${parametrosTextos} where ${parametrosTextos.pt_param_id} = ${parametros.param_id} and ${parametrosTextos.pt_idioma_id} = ${IDIOMA_ID.es}),
      ${parametros.param_nombre})
    from ${parametros} where ${parametros.param_id} = ${option} and ${parametros.param_padre_id} = ${padre})`;
}

/** Whether `id` is an active option of the parameter list `lista` (tipo_empresa, tamanio_empresa…). */
export async function isActiveOption(db: Database, lista: string, id: string): Promise<boolean> {
  const [row] = await db
    .select({ id: parametros.param_id })
    .from(parametros)
    .where(and(eq(parametros.param_id, id), eq(parametros.param_padre_id, lista), eq(parametros.activo, true)))
    .limit(1);
  return row !== undefined;
}

/** Whether `id` is an active folder of the tree (a parameter that admits children). */
export async function isActiveFolder(db: Database, id: string): Promise<boolean> {
  const [row] = await db
    .select({ id: parametros.param_id })
    .from(parametros)
    .where(and(eq(parametros.param_id, id), eq(parametros.param_admite_hijos, true), eq(parametros.activo, true)))
    .limit(1);
  return row !== undefined;
}
