/**
 * PostgreSQL errors told apart by their SQLSTATE. Drizzle wraps the driver's error (node-postgres
 * or PGlite, both carry `code`) in its own, so the causes are followed.
 */
function hasSqlState(error: unknown, sqlState: string): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && typeof current === 'object' && current !== null; depth++) {
    if ((current as { code?: unknown }).code === sqlState) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

/** A unique constraint refused a row (SQLSTATE 23505). */
export function isUniqueViolation(error: unknown): boolean {
  return hasSqlState(error, '23505');
}

/**
 * A foreign key refused a change: a row names one that does not exist, or a delete would leave
 * rows of a referencing table without their parent. PostgreSQL says 23503 (foreign_key_violation)
 * for ON DELETE NO ACTION (the default) and 23001 (restrict_violation) for ON DELETE RESTRICT.
 */
export function isForeignKeyViolation(error: unknown): boolean {
  return hasSqlState(error, '23503') || hasSqlState(error, '23001');
}
