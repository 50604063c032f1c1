/** Column helpers every area's tables share. */
import { sql, type SQL } from 'drizzle-orm';
import { numeric, timestamp, type AnyPgColumn } from 'drizzle-orm/pg-core';

/** A `timestamptz` read as a Date. */
export const timestamptz = () => timestamp({ withTimezone: true, mode: 'date' });

/** `created_at`-style column: set by the database when the row is inserted. */
export const createdAt = () => timestamptz().notNull().defaultNow();

/**
 * The search form of a text: accents folded and lower case (`unaccent_lower`, created by migration
 * 0003_search_functions). Indexes and queries write it the same way, so the planner matches them.
 *
 * @example
 * index('x').on(unaccentLower(t.org_nombre)) // unaccent_lower('Ceràmiques') = 'ceramiques'
 */
export function unaccentLower(value: AnyPgColumn | SQL): SQL {
  return sql`unaccent_lower(${value})`;
}

/**
 * An amount in euros, exact: `numeric(12,2)`, read and written as the contract's canonical string
 * ('1234.50', core/money.ts). Never a float.
 */
export const importeColumn = () => numeric({ precision: 12, scale: 2, mode: 'string' });
