/** Column helpers every area's tables share. */
import { timestamp } from 'drizzle-orm/pg-core';

/** A `timestamptz` read as a Date. */
export const timestamptz = () => timestamp({ withTimezone: true, mode: 'date' });

/** `created_at`-style column: set by the database when the row is inserted. */
export const createdAt = () => timestamptz().notNull().defaultNow();
