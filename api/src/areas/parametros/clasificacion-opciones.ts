/**
 * The classification as the declarations use it (docs/dapcon-lifecycle.md 'ECO Platform
 * classification'; docs/registry.md 'The ECO Platform class'): the classes a declaration may be
 * filed under, a declaration's class named in a language, and the SQL the registry filters and
 * reads it with. Other areas reach these through the area's index.
 *
 * A class a declaration may be filed under is an **active leaf**: an active node whose ancestors
 * are all active and that has no active child. A node with subclasses is a family, not a product
 * class; a node turned off (or under one turned off) is no longer offered. A declaration already
 * filed under a node that is later turned off or given children keeps it: the record and the
 * registry still show it, and a new choice is offered from the leaves.
 */
import { and, eq, sql, type SQL } from 'drizzle-orm';
import { alias, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { ECOPLATFORM_RAIZ, IDIOMA_ID, SEPARADOR_RUTA_CLASIFICACION, type ClasificacionDapcon, type OpcionClasificacion } from '@dapcon/contract';
import { parametros, parametrosTextos } from '../referencia';
import { ecoplatformClasificacion } from './clasificacion-tables';
import type { Db } from './clasificacion-repository';

/**
 * A node's name in `idioma` for the node whose id is `id`: that language's text, else Spanish's, else its
 * class name. Its subqueries' aliases (`pt`, `ecn`) are their own: `id` may name an outer query's column
 * (claseJsonSql's `ec.param_id`), which an inner alias of the same name would hide.
 */
function nombreSql(id: SQL | AnyPgColumn, idioma: number): SQL<string> {
  const texto = (lang: number) => sql`(select pt.pt_texto from ${parametrosTextos} pt where pt.pt_param_id = ${id} and pt.pt_idioma_id = ${lang})`;
  return sql<string>`coalesce(${texto(idioma)}, ${texto(IDIOMA_ID.es)}, (select ecn.class_name from ${ecoplatformClasificacion} ecn where ecn.param_id = ${id}))`;
}

/**
 * Every active node whose chain up to the root folder is active, with its code, name, the names of
 * its ancestors (`ruta`) and a key that sorts it in the tree's order, and whether it has an active
 * child: one recursive statement.
 */
function arbolActivo(idioma: number): SQL {
  const orden = (alias: string) => sql.raw(`lpad(${alias}.param_order::text, 9, '0') || ':' || ${alias}.param_id`);
  return sql`(
    with recursive arbol(id, codigo, nombre, ruta, orden) as (
      select p.param_id::text, e.codigo::text, ${nombreSql(sql.raw('p.param_id'), idioma)}::text, ''::text, (${orden('p')})::text
        from ${parametros} p join ${ecoplatformClasificacion} e on e.param_id = p.param_id
       where p.param_padre_id = ${ECOPLATFORM_RAIZ} and p.activo
      union all
      select h.param_id::text, e.codigo::text, ${nombreSql(sql.raw('h.param_id'), idioma)}::text,
             case when a.ruta = '' then a.nombre else a.ruta || ${SEPARADOR_RUTA_CLASIFICACION} || a.nombre end,
             a.orden || '/' || ${orden('h')}
        from ${parametros} h join ${ecoplatformClasificacion} e on e.param_id = h.param_id join arbol a on h.param_padre_id = a.id
       where h.activo
    )
    select arbol.*, not exists (select 1 from ${parametros} c where c.param_padre_id = arbol.id and c.activo) as hoja from arbol
  ) activos`;
}

const ACTIVOS = {
  id: sql<string>`activos.id`,
  codigo: sql<string>`activos.codigo`,
  nombre: sql<string>`activos.nombre`,
  ruta: sql<string>`activos.ruta`,
};

/** The classes a declaration may be filed under (active leaves), named in `idioma`, in the tree's order. */
export function opcionesClasificacion(db: Db, idioma: number): Promise<OpcionClasificacion[]> {
  return db.select(ACTIVOS).from(arbolActivo(idioma)).where(sql`activos.hoja`).orderBy(sql`activos.orden`);
}

/** Whether `id` is a class a declaration may be filed under now (an active leaf). */
export async function esClaseAsignable(db: Db, id: string): Promise<boolean> {
  const [row] = await db
    .select({ id: ACTIVOS.id })
    .from(arbolActivo(IDIOMA_ID.es))
    .where(sql`activos.hoja and activos.id = ${id}`)
    .limit(1);
  return row !== undefined;
}

const textoIdioma = alias(parametrosTextos, 'clase_texto_idioma');
const textoEs = alias(parametrosTextos, 'clase_texto_es');

/** A node's id, code and name in `idioma` (whatever its state: a declaration keeps its class), or undefined. */
export async function claseDe(db: Db, id: string, idioma: number): Promise<ClasificacionDapcon | undefined> {
  const [row] = await db
    .select({
      id: ecoplatformClasificacion.param_id,
      codigo: ecoplatformClasificacion.codigo,
      nombre: sql<string>`coalesce(${textoIdioma.pt_texto}, ${textoEs.pt_texto}, ${ecoplatformClasificacion.class_name})`,
    })
    .from(ecoplatformClasificacion)
    .leftJoin(textoIdioma, and(eq(textoIdioma.pt_param_id, ecoplatformClasificacion.param_id), eq(textoIdioma.pt_idioma_id, idioma)))
    .leftJoin(textoEs, and(eq(textoEs.pt_param_id, ecoplatformClasificacion.param_id), eq(textoEs.pt_idioma_id, IDIOMA_ID.es)))
    .where(eq(ecoplatformClasificacion.param_id, id))
    .limit(1);
  return row;
}

/**
 * A row's class as JSON (`{ codigo, nombre }` with the name in `idioma`), or null, for the node id in
 * `columna` (the registry's list reads it in its one statement).
 */
export function claseJsonSql(columna: AnyPgColumn, idioma: number): SQL<{ codigo: string; nombre: string } | null> {
  return sql<{ codigo: string; nombre: string } | null>`(
    select jsonb_build_object('codigo', ec.codigo, 'nombre', ${nombreSql(sql`ec.param_id`, idioma)})
      from ${ecoplatformClasificacion} ec where ec.param_id = ${columna})`;
}

/**
 * The node named by `valor` (its code, or its id `eco_<code>`) and every node below it, as a subquery
 * of ids: a filter by a family finds what is filed under any of its classes. Whatever their state.
 */
export function subarbolDeClase(valor: string): SQL {
  return sql`(
    with recursive sub(id) as (
      select ec.param_id::text from ${ecoplatformClasificacion} ec where ec.codigo = ${valor} or ec.param_id = ${valor}
      union
      select h.param_id::text from ${parametros} h join sub on h.param_padre_id = sub.id
    )
    select id from sub)`;
}

/**
 * The classes from the top level down to the node `id` (itself last), with their code and their
 * class name (ECO Platform's own, in English): what the ILCD export writes as one `common:class` per
 * level. Empty for an id that is not a node.
 */
export async function rutaDeClase(db: Db, id: string): Promise<{ codigo: string; className: string }[]> {
  const rows = await db
    .select({ codigo: sql<string>`ruta.codigo`, className: sql<string>`ruta.class_name` })
    .from(
      sql`(
        with recursive ruta(id, padre, codigo, class_name, nivel) as (
          select p.param_id::text, p.param_padre_id::text, e.codigo::text, e.class_name, 0
            from ${parametros} p join ${ecoplatformClasificacion} e on e.param_id = p.param_id
           where p.param_id = ${id}
          union all
          select p.param_id::text, p.param_padre_id::text, e.codigo::text, e.class_name, r.nivel + 1
            from ${parametros} p join ${ecoplatformClasificacion} e on e.param_id = p.param_id join ruta r on p.param_id = r.padre
           where r.nivel < 20
        )
        select * from ruta
      ) ruta`,
    )
    .orderBy(sql`ruta.nivel desc`);
  return rows;
}
