/**
 * The maintenance switch (docs/parametros.md 'Maintenance as built'), the table of its plugin
 * (maintenance.ts), which the sistema area's screen drives: one row, id 1, read by every API
 * process (the production setup runs two behind nginx), so switching it on in one reaches the other
 * within the state's short cache. No row means off.
 *
 * No foreign key on purpose: the demo reset empties every other table of the schema with TRUNCATE …
 * CASCADE, which would empty this one too if it referred to `usuarios`; who switched it is kept as text.
 */
import { sql } from 'drizzle-orm';
import { boolean, check, pgTable, smallint, text } from 'drizzle-orm/pg-core';
import { timestamptz } from '../../db/columns';

export const mantenimiento = pgTable(
  'mantenimiento',
  {
    /** Always 1: the one row. */
    id: smallint().primaryKey(),
    activo: boolean().notNull().default(false),
    /** What non-administrators read on the maintenance page and in the 503 of their writes. */
    mensaje: text().notNull().default(''),
    /** When it was last switched (on or off). */
    actualizado_at: timestamptz(),
    /** Who switched it last: 'nombre apellidos (NIF)' of the Ares administrator. */
    actualizado_por: text(),
  },
  (t) => [check('mantenimiento_una_fila', sql`${t.id} = 1`)],
);
