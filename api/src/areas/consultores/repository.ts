/** The consultores area's queries on `consultores`; other areas reach the table only through these. */
import { and, asc, eq, gt, isNotNull, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { ConsultorReferencia, VerificadorCasilla } from '@dapcon/contract';
import type { Database } from '../../db/database';
import { usuarios } from '../../auth/tables';
import { consultores, verificadorCasillas } from './tables';

/** A new consultant row, without its account (`usuario_id` is given apart). */
export type NewConsultor = Omit<typeof consultores.$inferInsert, 'usuario_id'>;

/** Inserts the consultant of an account (a registration). */
export async function insertConsultor(db: Database, usuarioId: number, consultor: NewConsultor): Promise<void> {
  await db.insert(consultores).values({ ...consultor, usuario_id: usuarioId });
}

/** Inserts consultants in one statement (the seed); answers the ids of those who earn commissions, in order. */
export async function insertConsultores(db: Database, rows: (typeof consultores.$inferInsert)[]): Promise<number[]> {
  if (rows.length === 0) return [];
  const inserted = await db.insert(consultores).values(rows).returning({ id: consultores.id, es_comisionista: consultores.es_comisionista });
  return inserted.filter((row) => row.es_comisionista).map((row) => row.id);
}

/** A verifier's boxes, by its NIF (the seed's demo verifiers). */
export async function insertCasillasDeNif(db: Database, nif: string, casillas: readonly VerificadorCasilla[]): Promise<void> {
  const [row] = await db.select({ id: consultores.id }).from(consultores).where(eq(consultores.consultor_nif, nif));
  if (!row || casillas.length === 0) return;
  await db.insert(verificadorCasillas).values(casillas.map((c) => ({ ...c, consultor_id: row.id })));
}

/** Every storage key a consultant names: their logos (the storage sweep keeps them). */
export async function consultorStorageKeys(db: Database): Promise<string[]> {
  const rows = await db.select({ logo: consultores.consultor_logo }).from(consultores).where(isNotNull(consultores.consultor_logo));
  return rows.map((row) => row.logo).filter((key): key is string => key !== null);
}

/** A consultant's account may be used now: active, with no baja or one still to come (as sign-in decides). */
function cuentaActiva(): SQL | undefined {
  return and(eq(usuarios.activo, true), or(isNull(usuarios.fecha_baja), gt(usuarios.fecha_baja, sql`now()`)));
}

/** What the lookups answer of a consultant: tax id and name, nothing else. */
const referencia = {
  consultor_nif: consultores.consultor_nif,
  consultor_nombre: consultores.consultor_nombre,
  consultor_apellidos: consultores.consultor_apellidos,
};

/** The verifiers whose account is active, by surnames, name and NIF. */
export function listVerificadoresActivos(db: Database): Promise<ConsultorReferencia[]> {
  return db
    .select(referencia)
    .from(consultores)
    .innerJoin(usuarios, eq(usuarios.id, consultores.usuario_id))
    .where(and(eq(consultores.es_verificador, true), eq(usuarios.modulo_app, 'consultor'), cuentaActiva()))
    .orderBy(asc(consultores.consultor_apellidos), asc(consultores.consultor_nombre), asc(consultores.consultor_nif));
}

/** The consultant of a (normalised) NIF when their account is active. */
export async function findConsultorActivo(db: Database, nif: string): Promise<ConsultorReferencia | undefined> {
  const [row] = await db
    .select(referencia)
    .from(consultores)
    .innerJoin(usuarios, eq(usuarios.id, consultores.usuario_id))
    .where(and(eq(consultores.consultor_nif, nif), eq(usuarios.modulo_app, 'consultor'), cuentaActiva()))
    .limit(1);
  return row;
}

/**
 * The consultant row of a (normalised) NIF whose account is active (the rule of `findConsultorActivo`),
 * with its id and whether it verifies: what a DAPcon's creation records.
 */
export async function findParticipanteActivo(db: Database, nif: string): Promise<{ id: number; es_verificador: boolean } | undefined> {
  const [row] = await db
    .select({ id: consultores.id, es_verificador: consultores.es_verificador })
    .from(consultores)
    .innerJoin(usuarios, eq(usuarios.id, consultores.usuario_id))
    .where(and(eq(consultores.consultor_nif, nif), eq(usuarios.modulo_app, 'consultor'), cuentaActiva()))
    .limit(1);
  return row;
}

/** The id of an account's consultant row, if it has one. */
export async function findConsultorIdOfUsuario(db: Database, usuarioId: number): Promise<number | undefined> {
  const [row] = await db.select({ id: consultores.id }).from(consultores).where(eq(consultores.usuario_id, usuarioId)).limit(1);
  return row?.id;
}

/**
 * The consultants for a picker (`GET /consultores/obtener_listado`): id, 'Apellidos, Nombre' and NIF,
 * by surnames and name, those whose account is not active left out; `soloComisionistas` only
 * commission earners.
 */
export function listConsultoresOpciones(db: Database, soloComisionistas: boolean): Promise<{ id: number; full_name: string; consultor_nif: string }[]> {
  return db
    .select({
      id: consultores.id,
      full_name: sql<string>`${consultores.consultor_apellidos} || ', ' || ${consultores.consultor_nombre}`,
      consultor_nif: consultores.consultor_nif,
    })
    .from(consultores)
    .innerJoin(usuarios, eq(usuarios.id, consultores.usuario_id))
    .where(and(eq(usuarios.modulo_app, 'consultor'), cuentaActiva(), soloComisionistas ? eq(consultores.es_comisionista, true) : undefined))
    .orderBy(asc(consultores.consultor_apellidos), asc(consultores.consultor_nombre), asc(consultores.id));
}

/** Whether consultant `id` is a commission earner whose account is active (who may be a company's agent). */
export async function esComisionistaActivo(db: Database, id: number): Promise<boolean> {
  const [row] = await db
    .select({ id: consultores.id })
    .from(consultores)
    .innerJoin(usuarios, eq(usuarios.id, consultores.usuario_id))
    .where(and(eq(consultores.id, id), eq(consultores.es_comisionista, true), eq(usuarios.modulo_app, 'consultor'), cuentaActiva()))
    .limit(1);
  return row !== undefined;
}
