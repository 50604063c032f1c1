/**
 * The ECO Platform product classification's own table (docs/parametros.md 'Classification as built'):
 * a node is a parameter under the folder `ecoplatform_products` (`parametros`, with its texts per
 * language in `parametros_textos`) plus this companion row: its classification number (a unique code:
 * the file's for an imported node, 9 random upper-case letters and digits for one created in the
 * portal, with system 1, version 1, level 1 and country ES, spec part 2 §9), the class's name and
 * definition, and where it came from (a sync deactivates only the imported nodes a file leaves out).
 */
import { sql } from 'drizzle-orm';
import { check, pgTable, smallint, text, varchar } from 'drizzle-orm/pg-core';
import { parametros } from '../referencia/tables';

export const ecoplatformClasificacion = pgTable(
  'ecoplatform_clasificacion',
  {
    param_id: varchar({ length: 100 })
      .primaryKey()
      .references(() => parametros.param_id, { onDelete: 'cascade' }),
    /** The classification number's code (`classId`), unique. */
    codigo: varchar({ length: 40 }).notNull().unique(),
    sistema: smallint().notNull().default(1),
    version: smallint().notNull().default(1),
    nivel: smallint().notNull().default(1),
    pais: varchar({ length: 2 }).notNull().default('ES'),
    class_name: text().notNull(),
    class_definition: text(),
    /** 'portal' (created by an administrator) or 'importado' (written by a sync). */
    origen: varchar({ length: 10 }).notNull(),
  },
  (t) => [check('ecoplatform_clasificacion_origen_check', sql`${t.origen} in ('portal', 'importado')`)],
);
