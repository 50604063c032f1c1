/** The consultores area's queries on `consultores`; other areas reach the table only through these. */
import { isNotNull } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { consultores } from './tables';

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

/** Every storage key a consultant names: their logos (the storage sweep keeps them). */
export async function consultorStorageKeys(db: Database): Promise<string[]> {
  const rows = await db.select({ logo: consultores.consultor_logo }).from(consultores).where(isNotNull(consultores.consultor_logo));
  return rows.map((row) => row.logo).filter((key): key is string => key !== null);
}
