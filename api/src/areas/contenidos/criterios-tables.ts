/**
 * The front page's banner criteria (docs/contenidos.md step 8; spec part 2 §2.23, §3 'Criteria'): which
 * search criteria each banner of the public web's front page offers.
 */
import { sql } from 'drizzle-orm';
import { check, pgTable, primaryKey, text, varchar } from 'drizzle-orm/pg-core';
import type { TipoCriterio } from '@dapcon/contract';
import { parametros } from '../referencia/tables';

/**
 * One criterion chosen for one banner: `tipo` the banner (banner_empresa, banner_verificador,
 * banner_consultor), `param_id` an option of that banner's parameter folder (`CARPETAS_CRITERIOS`; the
 * API checks the folder, the table the option's existence). A banner's rows are its whole set: a save
 * replaces them.
 */
export const criterios = pgTable(
  'criterios',
  {
    tipo: text().$type<TipoCriterio>().notNull(),
    param_id: varchar({ length: 100 })
      .notNull()
      .references(() => parametros.param_id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.tipo, t.param_id] }),
    check('criterios_tipo_check', sql`${t.tipo} in ('banner_empresa', 'banner_verificador', 'banner_consultor')`),
  ],
);
