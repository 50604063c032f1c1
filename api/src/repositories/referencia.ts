import { and, asc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Idioma, Pais, ParametroOpcion, Poblacion } from '@dapcon/contract';
import type { Database } from '../db/database';
import type { Lang } from '../lib/lang';
import { idiomas, paises, parametros, parametrosTextos, poblaciones } from '../db/schema';

/** Spanish alphabetical order (accents in place), whatever the database collation. */
const collator = new Intl.Collator('es', { sensitivity: 'base' });
const SPAIN = 1;
const DEFAULT_LANGUAGE = 1;

export function listIdiomas(db: Database): Promise<Idioma[]> {
  return db
    .select({ id: idiomas.id, idioma_nombre: idiomas.idioma_nombre, idioma: idiomas.idioma, ecoplatform: idiomas.ecoplatform })
    .from(idiomas)
    .where(eq(idiomas.activo, true))
    .orderBy(asc(idiomas.id));
}

const catalanRegions = new Intl.DisplayNames(['ca'], { type: 'region' });
const catalanCollator = new Intl.Collator('ca', { sensitivity: 'base' });

/**
 * Spain first (the forms' default), then the rest alphabetically, named in the caller's language:
 * the stored (Spanish) name, or in Catalan the name ICU gives the country's ISO code.
 */
export async function listPaises(db: Database, lang: Lang = 'es'): Promise<Pais[]> {
  const rows = await db.select({ id: paises.id, pais_nombre: paises.pais_nombre, pais_iso: paises.pais_iso }).from(paises);
  const named = rows.map(({ id, pais_nombre, pais_iso }) => ({
    id,
    pais_nombre: lang === 'ca' ? (catalanRegions.of(pais_iso) ?? pais_nombre) : pais_nombre,
  }));
  const order = lang === 'ca' ? catalanCollator : collator;
  return named.sort((a, b) => Number(b.id === SPAIN) - Number(a.id === SPAIN) || order.compare(a.pais_nombre, b.pais_nombre));
}

export async function findPoblaciones(db: Database, codigoPostal: string): Promise<Poblacion[]> {
  const rows = await db
    .select({ poblacion: poblaciones.poblacion, provincia: poblaciones.provincia })
    .from(poblaciones)
    .where(eq(poblaciones.codigo_postal, codigoPostal));
  return rows.sort((a, b) => collator.compare(a.poblacion, b.poblacion));
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
      and(eq(textoDefecto.pt_param_id, parametros.param_id), eq(textoDefecto.pt_idioma_id, DEFAULT_LANGUAGE)),
    )
    .where(and(eq(parametros.param_padre_id, padre), soloActivos ? eq(parametros.activo, true) : undefined))
    .orderBy(asc(parametros.param_order), asc(parametros.param_id));
}
