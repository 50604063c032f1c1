/**
 * A unique constraint refused a row (SQLSTATE 23505). Drizzle wraps the driver's error
 * (node-postgres or PGlite, both carry `code`) in its own, so the causes are followed.
 */
export function isUniqueViolation(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && typeof current === 'object' && current !== null; depth++) {
    if ((current as { code?: unknown }).code === '23505') return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}
