/**
 * The queries of a declaration's incidents (`incidencias`, `incidencias_respuestas`; docs/dapcon-lifecycle.md
 * 'Incidents'). The lists take the caller's reach as an `AlcanceIncidencias`, worked out by the service
 * from the rule of acceso.ts, so one query answers every caller without a query per row.
 */
import { and, asc, desc, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { RolDapcon } from '@dapcon/contract';
import type { Database } from '../../db/database';
import { usuarios } from '../../auth/tables';
import { consultores } from '../consultores';
import { organizaciones } from '../empresas';
import { idiomas } from '../referencia';
import { dapconIdiomas, dapcons, incidencias, incidenciasRespuestas } from './tables';

export type NewIncidencia = typeof incidencias.$inferInsert;
export type NewIncidenciaRespuesta = typeof incidenciasRespuestas.$inferInsert;

/**
 * Which declarations a caller's lists reach: 'todas' (the administration), or those matching any of
 * the conditions given (the company's account; the consultant's row as consultant or as verifier).
 * An object with none reaches nothing.
 */
export type AlcanceIncidencias = 'todas' | { org_usuario_id?: number; consultor_id?: number; verificador_id?: number };

/** What the incident lists filter on, beyond the reach. */
export interface FiltroIncidencias {
  incidencia_id?: number;
  dapcon_id?: number;
  idioma_id?: number;
  esta_resuelta?: boolean;
}

/** The reach as a condition of a WHERE over `incidencias` joined to `dapcons` and `organizaciones`. */
export function condicionAlcance(alcance: AlcanceIncidencias): SQL | undefined {
  if (alcance === 'todas') return undefined;
  const condiciones: SQL[] = [];
  if (alcance.org_usuario_id !== undefined) condiciones.push(eq(organizaciones.usuario_id, alcance.org_usuario_id));
  if (alcance.consultor_id !== undefined) condiciones.push(eq(dapcons.consultor_id, alcance.consultor_id));
  if (alcance.verificador_id !== undefined) condiciones.push(eq(dapcons.verificador_id, alcance.verificador_id));
  return condiciones.length === 0 ? sql`false` : or(...condiciones);
}

function condicionFiltro(filtro: FiltroIncidencias): SQL[] {
  const condiciones: SQL[] = [];
  if (filtro.incidencia_id !== undefined) condiciones.push(eq(incidencias.id, filtro.incidencia_id));
  if (filtro.dapcon_id !== undefined) condiciones.push(eq(incidencias.dapcon_id, filtro.dapcon_id));
  if (filtro.idioma_id !== undefined) condiciones.push(eq(incidencias.idioma_id, filtro.idioma_id));
  if (filtro.esta_resuelta !== undefined) condiciones.push(eq(incidencias.esta_resuelta, filtro.esta_resuelta));
  return condiciones;
}

const autor = alias(usuarios, 'autor');

/** The incidents a reach and filter select, newest first, with their declaration and the name of who opened them. */
export function listIncidencias(db: Database, alcance: AlcanceIncidencias, filtro: FiltroIncidencias = {}) {
  return db
    .select({
      id: incidencias.id,
      dapcon_id: incidencias.dapcon_id,
      dapcon_codigo: dapcons.dapcon_codigo,
      dv_nombre_producto: dapcons.dv_nombre_producto,
      idioma_id: incidencias.idioma_id,
      idioma: idiomas.idioma,
      titulo: incidencias.titulo,
      descripcion: incidencias.descripcion,
      esta_resuelta: incidencias.esta_resuelta,
      autor_nombre: autor.nombre,
      autor_apellidos: autor.apellidos,
      created_at: incidencias.created_at,
    })
    .from(incidencias)
    .innerJoin(dapcons, eq(dapcons.id, incidencias.dapcon_id))
    .innerJoin(organizaciones, eq(organizaciones.org_id, dapcons.org_id))
    .innerJoin(idiomas, eq(idiomas.id, incidencias.idioma_id))
    .leftJoin(autor, eq(autor.id, incidencias.creada_por))
    .where(and(condicionAlcance(alcance), ...condicionFiltro(filtro)))
    .orderBy(desc(incidencias.created_at), desc(incidencias.id));
}
export type IncidenciaRow = Awaited<ReturnType<typeof listIncidencias>>[number];

/**
 * The part the author of a reply takes in the reply's declaration, the rule of acceso.ts `rolDe` in
 * SQL: the administration module; the company's own account; the consultant's row as consultant,
 * then as verifier; null for anyone else (or an account that is gone).
 */
const rolAutor = sql<RolDapcon | null>`case
  when ${autor.modulo_app} = 'administrador' then 'administrador'
  when ${autor.modulo_app} = 'organizacion' and ${organizaciones.usuario_id} = ${autor.id} then 'organizacion'
  when ${autor.modulo_app} = 'consultor' and ${dapcons.consultor_id} = (select ${consultores.id} from ${consultores} where ${consultores.usuario_id} = ${autor.id} limit 1) then 'consultor'
  when ${autor.modulo_app} = 'consultor' and ${dapcons.verificador_id} = (select ${consultores.id} from ${consultores} where ${consultores.usuario_id} = ${autor.id} limit 1) then 'verificador'
  else null
end`;

/** The replies of some incidents (one query for all), oldest first, with their author's name and part. */
export async function listRespuestas(db: Database, incidenciaIds: readonly number[]) {
  if (incidenciaIds.length === 0) return [];
  return db
    .select({
      id: incidenciasRespuestas.id,
      incidencia_id: incidenciasRespuestas.incidencia_id,
      mensaje: incidenciasRespuestas.mensaje,
      documento_tipo: incidenciasRespuestas.documento_tipo,
      documento_nombre: incidenciasRespuestas.documento_nombre,
      autor_nombre: autor.nombre,
      autor_apellidos: autor.apellidos,
      rol: rolAutor,
      created_at: incidenciasRespuestas.created_at,
    })
    .from(incidenciasRespuestas)
    .innerJoin(incidencias, eq(incidencias.id, incidenciasRespuestas.incidencia_id))
    .innerJoin(dapcons, eq(dapcons.id, incidencias.dapcon_id))
    .innerJoin(organizaciones, eq(organizaciones.org_id, dapcons.org_id))
    .leftJoin(autor, eq(autor.id, incidenciasRespuestas.usuario_id))
    .where(inArray(incidenciasRespuestas.incidencia_id, [...incidenciaIds]))
    .orderBy(asc(incidenciasRespuestas.created_at), asc(incidenciasRespuestas.id));
}
export type RespuestaRow = Awaited<ReturnType<typeof listRespuestas>>[number];

/** The declaration an incident is of, or undefined when there is no such incident. */
export async function findDapconDeIncidencia(db: Database, id: number): Promise<number | undefined> {
  const [row] = await db.select({ dapcon_id: incidencias.dapcon_id }).from(incidencias).where(eq(incidencias.id, id)).limit(1);
  return row?.dapcon_id;
}


/** An incident, its row locked for the rest of the transaction (after its declaration's: always that order). */
export async function lockIncidencia(tx: Database, id: number) {
  const [row] = await tx
    .select({ id: incidencias.id, dapcon_id: incidencias.dapcon_id, idioma_id: incidencias.idioma_id, titulo: incidencias.titulo, esta_resuelta: incidencias.esta_resuelta })
    .from(incidencias)
    .where(eq(incidencias.id, id))
    .for('update');
  return row;
}

/** Whether a language is one of a declaration's. */
export async function esIdiomaDeDapcon(db: Database, dapconId: number, idiomaId: number): Promise<boolean> {
  const [row] = await db
    .select({ idioma_id: dapconIdiomas.idioma_id })
    .from(dapconIdiomas)
    .where(and(eq(dapconIdiomas.dapcon_id, dapconId), eq(dapconIdiomas.idioma_id, idiomaId)))
    .limit(1);
  return row !== undefined;
}

/** Inserts an incident; answers its id. */
export async function insertIncidencia(db: Database, row: NewIncidencia): Promise<number> {
  const [inserted] = await db.insert(incidencias).values(row).returning({ id: incidencias.id });
  if (!inserted) throw new Error('The incident row was not created');
  return inserted.id;
}

/** Inserts a reply to an incident (or several: a replaced document goes to every open incident it answers). */
export async function insertRespuesta(db: Database, row: NewIncidenciaRespuesta | NewIncidenciaRespuesta[]): Promise<void> {
  const rows = Array.isArray(row) ? row : [row];
  if (rows.length > 0) await db.insert(incidenciasRespuestas).values(rows);
}

/**
 * The open incidents of a declaration a replaced document answers, newest first: those of its language
 * (an EPD), or all of them (the product sheet, which is every language's), locked after the declaration.
 */
export function lockIncidenciasAbiertas(tx: Database, dapconId: number, idiomaId: number | null) {
  return tx
    .select({ id: incidencias.id, titulo: incidencias.titulo, idioma_id: incidencias.idioma_id })
    .from(incidencias)
    .where(
      and(
        eq(incidencias.dapcon_id, dapconId),
        eq(incidencias.esta_resuelta, false),
        idiomaId === null ? undefined : eq(incidencias.idioma_id, idiomaId),
      ),
    )
    .orderBy(desc(incidencias.created_at), desc(incidencias.id))
    .for('update');
}

/** Resolves (with when and by whom) or reopens (clearing both) an incident. */
export async function setIncidenciaResuelta(db: Database, id: number, resuelta: boolean, usuarioId: number, now: Date = new Date()): Promise<void> {
  await db
    .update(incidencias)
    .set(resuelta ? { esta_resuelta: true, resuelta_at: now, resuelta_por: usuarioId } : { esta_resuelta: false, resuelta_at: null, resuelta_por: null })
    .where(eq(incidencias.id, id));
}
