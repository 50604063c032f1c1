/** The RCP catalogue's queries. */
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { IDIOMA_ID, type RcpOpcion } from '@dapcon/contract';
import type { Database } from '../../db/database';
import { rcps, rcpsFamilias, rcpsIdiomas } from './tables';

/** A new RCP, its texts (one per language) and its families. */
export interface NewRcp {
  rcp: typeof rcps.$inferInsert;
  textos: Omit<typeof rcpsIdiomas.$inferInsert, 'rcp_id'>[];
  familias?: readonly string[];
}

/** Inserts RCPs with their texts, in order (the seed). */
export async function insertRcps(db: Database, rows: readonly NewRcp[]): Promise<void> {
  if (rows.length === 0) return;
  const inserted = await db
    .insert(rcps)
    .values(rows.map((row) => row.rcp))
    .returning({ id: rcps.id });
  const textos = rows.flatMap((row, i) => {
    const id = inserted[i]?.id;
    if (id === undefined) throw new Error('An RCP row was not created');
    return row.textos.map((texto) => ({ ...texto, rcp_id: id }));
  });
  if (textos.length > 0) await db.insert(rcpsIdiomas).values(textos);
  const familias = rows.flatMap((row, i) => (row.familias ?? []).map((param_id) => ({ rcp_id: inserted[i]?.id ?? 0, param_id })));
  if (familias.length > 0) await db.insert(rcpsFamilias).values(familias);
}

const nombreIdioma = alias(rcpsIdiomas, 'nombre_idioma');
const nombreEspanol = alias(rcpsIdiomas, 'nombre_espanol');

/**
 * The RCPs not annulled, in force only unless `conNoVigentes`, named in the language `idioma`
 * (falling back to Spanish, then to the equivalencia); by equivalencia, then the newest version
 * first.
 */
export function listRcpOpciones(db: Database, idioma: number, conNoVigentes: boolean): Promise<RcpOpcion[]> {
  return db
    .select({
      rcp_id: rcps.id,
      rcp_equivalencia: rcps.equivalencia,
      rcp_nombre: sql<string>`coalesce(${nombreIdioma.rcp_nombre}, ${nombreEspanol.rcp_nombre}, ${rcps.equivalencia})`,
      codigo_para_codificacion_dapcon: rcps.codigo_para_codificacion_dapcon,
      vigente: rcps.vigente,
    })
    .from(rcps)
    .leftJoin(nombreIdioma, and(eq(nombreIdioma.rcp_id, rcps.id), eq(nombreIdioma.idioma_id, idioma)))
    .leftJoin(nombreEspanol, and(eq(nombreEspanol.rcp_id, rcps.id), eq(nombreEspanol.idioma_id, IDIOMA_ID.es)))
    .where(and(eq(rcps.anulada, false), conNoVigentes ? undefined : eq(rcps.vigente, true)))
    .orderBy(asc(rcps.equivalencia), desc(rcps.vigente), desc(rcps.anyo), asc(rcps.id));
}

/** Whether an RCP may be chosen for a new declaration: it exists, is in force and is not annulled. */
export async function isRcpSeleccionable(db: Database, id: number): Promise<boolean> {
  const [row] = await db
    .select({ id: rcps.id })
    .from(rcps)
    .where(and(eq(rcps.id, id), eq(rcps.vigente, true), eq(rcps.anulada, false)))
    .limit(1);
  return row !== undefined;
}
