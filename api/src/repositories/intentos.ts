/**
 * Counters of failed attempts (table intentos_acceso), one row per key. Every time is
 * passed in by the caller, so the throttle's clock can be injected in tests and the
 * rows mean the same whichever API process wrote them.
 */
import { and, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import { intentosAcceso } from '../db/schema';

/** The latest end of a lock among `keys` still in force at `now`, or null. */
export async function lockedUntil(db: Database, keys: string[], now: Date): Promise<Date | null> {
  if (keys.length === 0) return null;
  const rows = await db
    .select({ until: intentosAcceso.bloqueado_hasta })
    .from(intentosAcceso)
    .where(inArray(intentosAcceso.clave, keys));
  let latest: Date | null = null;
  for (const { until } of rows) {
    if (until && until.getTime() > now.getTime() && (!latest || until.getTime() > latest.getTime())) latest = until;
  }
  return latest;
}

export interface CountOptions {
  now: Date;
  /** A count older than this starts again from one. */
  windowStart: Date;
  /** Attempts allowed in a window; the next one locks the key. */
  max: number;
  /** End of the lock set by the attempt past `max`. */
  lockUntil: Date;
}

/**
 * Counts one attempt for `key` in one statement (an upsert, atomic whichever process
 * runs it) and answers the end of the lock when this attempt went past the limit.
 */
export async function countAttempt(db: Database, key: string, { now, windowStart, max, lockUntil }: CountOptions): Promise<Date | null> {
  // In ON CONFLICT … DO UPDATE the columns name the row as it was; `excluded` is the new one.
  const restarts = sql`${intentosAcceso.desde} <= ${windowStart.toISOString()}::timestamptz`;
  const nextCount = sql`case when ${restarts} then 1 else ${intentosAcceso.intentos} + 1 end`;
  const [row] = await db
    .insert(intentosAcceso)
    .values({ clave: key, intentos: 1, desde: now, bloqueado_hasta: max < 1 ? lockUntil : null })
    .onConflictDoUpdate({
      target: intentosAcceso.clave,
      set: {
        intentos: nextCount,
        desde: sql`case when ${restarts} then excluded.desde else ${intentosAcceso.desde} end`,
        bloqueado_hasta: sql`case when ${nextCount} > ${max} then ${lockUntil.toISOString()}::timestamptz else ${intentosAcceso.bloqueado_hasta} end`,
      },
    })
    .returning({ intentos: intentosAcceso.intentos, until: intentosAcceso.bloqueado_hasta });
  return row && row.intentos > max && row.until && row.until.getTime() > now.getTime() ? row.until : null;
}

/** Forgets the failures of keys (a right password clears its user's count). */
export async function clearAttempts(db: Database, keys: string[]): Promise<void> {
  if (keys.length > 0) await db.delete(intentosAcceso).where(inArray(intentosAcceso.clave, keys));
}

/** Removes the rows that no longer count nor lock anything; answers how many. */
export async function pruneAttempts(db: Database, windowStart: Date, now: Date): Promise<number> {
  const removed = await db
    .delete(intentosAcceso)
    .where(
      and(
        lt(intentosAcceso.desde, windowStart),
        or(isNull(intentosAcceso.bloqueado_hasta), lt(intentosAcceso.bloqueado_hasta, now)),
      ),
    )
    .returning({ clave: intentosAcceso.clave });
  return removed.length;
}
