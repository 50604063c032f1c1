/**
 * The front page's banner criteria (/banner-portada; spec part 2 §2.23, §7.10; docs/contenidos.md step 8):
 * each banner's chosen criteria, read and saved whole. A criterion is an option of the banner's own
 * parameter folder (`CARPETAS_CRITERIOS`); an option deleted since (inactive) is no longer read, and the
 * next save of its banner drops it.
 */
import { and, asc, eq } from 'drizzle-orm';
import {
  CARPETAS_CRITERIOS,
  CONTENIDOS_MSG,
  esTipoCriterio,
  type CriteriosBanner,
  type GuardarCriteriosBody,
  type TipoCriterio,
} from '@dapcon/contract';
import type { Database } from '../../db/database';
import { NotFoundError, ValidationError } from '../../errors';
import { parametros } from '../referencia';
import { criterios } from './criterios-tables';
import { activeOptionsOf } from './repository';

/** A banner's chosen criteria that are active options of its folder, in the folder's order. */
async function elegidos(db: Database, tipo: TipoCriterio): Promise<CriteriosBanner> {
  const rows = await db
    .select({ id: criterios.param_id })
    .from(criterios)
    .innerJoin(parametros, eq(parametros.param_id, criterios.param_id))
    .where(and(eq(criterios.tipo, tipo), eq(parametros.param_padre_id, CARPETAS_CRITERIOS[tipo]), eq(parametros.activo, true)))
    .orderBy(asc(parametros.param_order), asc(parametros.param_id));
  return { tipo, criterios: rows.map((row) => row.id) };
}

/** `GET /criterios/{tipo}`: the banner's criteria; a `tipo` that names no banner is a 404. */
export async function criteriosDe(db: Database, tipo: string): Promise<CriteriosBanner> {
  if (!esTipoCriterio(tipo)) throw new NotFoundError();
  return elegidos(db, tipo);
}

/**
 * `POST /criterios`: the banner's whole set replaced by the one sent. Each id must be an active option
 * of the banner's folder (another folder's, an inactive or unknown one: 422 under `criterios`, nothing
 * written). Saves of one banner run one after the other (its folder's row locked), so the last one wins.
 */
export async function guardarCriterios(db: Database, { tipo, criterios: ids }: GuardarCriteriosBody): Promise<CriteriosBanner> {
  const carpeta = CARPETAS_CRITERIOS[tipo];
  return db.transaction(async (tx) => {
    await tx.select({ id: parametros.param_id }).from(parametros).where(eq(parametros.param_id, carpeta)).for('update');
    const activos = await activeOptionsOf(tx, carpeta, ids);
    if (ids.some((id) => !activos.has(id))) throw new ValidationError({ criterios: [CONTENIDOS_MSG.criterioAjeno] });
    await tx.delete(criterios).where(eq(criterios.tipo, tipo));
    if (ids.length > 0) await tx.insert(criterios).values(ids.map((param_id) => ({ tipo, param_id })));
    return elegidos(tx, tipo);
  });
}
