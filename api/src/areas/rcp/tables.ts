/**
 * The RCP catalogue's tables (product category rules, spec part 2 §3 'RCP'): the rules and their
 * names per language. 'Deleting' an RCP sets `anulada` (§4); a new version of a rule is a new
 * row, the old one no longer `vigente`.
 */
import { boolean, index, integer, pgTable, primaryKey, text, varchar } from 'drizzle-orm/pg-core';
import { createdAt } from '../../db/columns';
import { idiomas, parametros } from '../referencia/tables';

export const rcps = pgTable(
  'rcps',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    anyo: integer().notNull(),
    /** The rule's reference, shared by its versions ('RCP 100'); the lists sort by it. */
    equivalencia: text().notNull(),
    version: text().notNull(),
    vigente: boolean().notNull().default(true),
    anulada: boolean().notNull().default(false),
    /** The code the rule gives a DAPcon's number; '100' (the general rule) asks for a product sheet. */
    codigo_para_codificacion_dapcon: text(),
    created_at: createdAt(),
    updated_at: createdAt(),
  },
  (t) => [index('rcps_equivalencia_idx').on(t.equivalencia)],
);

export const rcpsIdiomas = pgTable(
  'rcps_idiomas',
  {
    rcp_id: integer()
      .notNull()
      .references(() => rcps.id, { onDelete: 'cascade' }),
    idioma_id: integer()
      .notNull()
      .references(() => idiomas.id),
    rcp_nombre: text().notNull(),
    rcp_sobrenombre: text(),
    descripcion: text(),
  },
  (t) => [primaryKey({ columns: [t.rcp_id, t.idioma_id] })],
);

/**
 * An RCP's families (`familia_rcp`, spec part 2 §3): options of the parameter folder `familias_rcp`.
 * Their names, joined, are the list's 'material' column.
 */
export const rcpsFamilias = pgTable(
  'rcps_familias',
  {
    rcp_id: integer()
      .notNull()
      .references(() => rcps.id, { onDelete: 'cascade' }),
    param_id: varchar({ length: 100 })
      .notNull()
      .references(() => parametros.param_id),
  },
  (t) => [primaryKey({ columns: [t.rcp_id, t.param_id] })],
);
