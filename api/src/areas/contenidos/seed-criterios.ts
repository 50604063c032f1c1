/**
 * The front page's banner criteria of the demo programme (size 'demo' only): a few criteria chosen for
 * each banner, options of its folder (referencia/data/referencia.ts). Draws nothing.
 */
import type { TipoCriterio } from '@dapcon/contract';
import type { Database } from '../../db/database';
import { criterios } from './criterios-tables';

/** What each banner offers in the demo: the usual searches, not every option (so the screen shows both). */
export const SEED_CRITERIOS: Readonly<Record<TipoCriterio, readonly string[]>> = {
  banner_empresa: ['crit_emp_nombre', 'crit_emp_producto', 'crit_emp_rcp', 'crit_emp_provincia'],
  banner_verificador: ['crit_ver_nombre', 'crit_ver_provincia', 'crit_ver_idioma'],
  banner_consultor: ['crit_con_nombre', 'crit_con_empresa', 'crit_con_provincia'],
};

/** Writes the demo's criteria; answers how many. */
export async function seedCriterios(db: Database): Promise<number> {
  const rows = Object.entries(SEED_CRITERIOS).flatMap(([tipo, ids]) => ids.map((param_id) => ({ tipo: tipo as TipoCriterio, param_id })));
  await db.insert(criterios).values(rows);
  return rows.length;
}
