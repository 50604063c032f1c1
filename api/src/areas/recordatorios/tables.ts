/**
 * The reminders sent (issue 36; docs/decisions.md 'Reminders'): the reminders area's table
 * (api/src/areas/recordatorios/), one row per reminder of a record at one milestone, whatever its
 * number of recipients (their e-mails are `correos` rows naming it).
 *
 * Its unique key is what makes a reminder go out at most once: the kind, the record, the series
 * (what the milestones count from: a validity's last day, a fee's year, a submission) and the
 * milestone (its days). The row and its e-mails are written in one transaction, after an INSERT …
 * ON CONFLICT DO NOTHING that only one process, run or clock can win.
 */
import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, smallint, text, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { TIPOS_RECORDATORIO, type TipoRecordatorio } from '@dapcon/contract';
import { createdAt } from '../../db/columns';
import { dapcons } from '../dapcon/tables';
import { organizaciones } from '../empresas/tables';

export const recordatorios = pgTable(
  'recordatorios',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    tipo: varchar({ length: 30 }).$type<TipoRecordatorio>().notNull(),
    /** The record it is about: its table ('dapcons', 'cuotas', 'incidencias') and id. */
    entidad: varchar({ length: 60 }).notNull(),
    entidad_id: integer().notNull(),
    /** What its milestones count from: '2027-03-01' (a validity's last day), '2026' (a fee's year), an instant… */
    serie: text().notNull(),
    /** The milestone: its days before or after the series' day. */
    hito: integer().notNull(),
    /** The milestone's place in its series, in the order of time (a later one is never followed by an earlier). */
    paso: smallint().notNull(),
    /** The day it was due ('yyyy-mm-dd', Madrid). */
    fecha_prevista: date({ mode: 'string' }).notNull(),
    /** The declaration it concerns, when it concerns one (its record page shows it). */
    dapcon_id: integer().references(() => dapcons.id, { onDelete: 'cascade' }),
    /** The company it concerns. */
    org_id: integer().references(() => organizaciones.org_id, { onDelete: 'cascade' }),
    /** The record as the list names it, at the time ('DAPcon-2026-0007 «Producto»', 'Cuota 2026'). */
    descripcion: text().notNull(),
    /** Times it was sent again by hand ('Reenviar'). */
    reenvios: integer().notNull().default(0),
    created_at: createdAt(),
  },
  (t) => [
    uniqueIndex('recordatorios_clave_idx').on(t.tipo, t.entidad_id, t.serie, t.hito),
    index('recordatorios_created_at_idx').on(t.created_at, t.id),
    index('recordatorios_dapcon_idx').on(t.dapcon_id),
    index('recordatorios_org_idx').on(t.org_id),
    check('recordatorios_tipo_check', sql`${t.tipo} in (${sql.raw(TIPOS_RECORDATORIO.map((tipo) => `'${tipo}'`).join(', '))})`),
    check('recordatorios_paso_check', sql`${t.paso} >= 0`),
  ],
);
