/** The reference lists as the routes answer them. */
import {
  IDIOMA_ID,
  MSG,
  REFERENCIA_MSG,
  type EndpointRequest,
  type ParametrosGeneralesData,
  type ParametroSelectOpcion,
  type Pais,
  type parametrosGenerales,
  type parametrosSelect,
  type Poblacion,
} from '@dapcon/contract';
import type { Database } from '../../db/database';
import { NotFoundError } from '../../errors';
import type { Lang } from '../../lib/lang';
import { paisesIn, poblacionesInOrder } from './mappers';
import { findPoblaciones, isActiveFolder, listOpciones, listPaises } from './repository';

/** The countries, Spain first, named in `lang`. */
export async function paisesFor(db: Database, lang: Lang): Promise<Pais[]> {
  return paisesIn(await listPaises(db), lang);
}

/** The towns of a postal code, alphabetically; none is a 404 (the forms then clear town and province). */
export async function poblacionesOf(db: Database, codigoPostal: string): Promise<Poblacion[]> {
  const towns = await findPoblaciones(db, codigoPostal);
  if (towns.length === 0) throw new NotFoundError(MSG.sinResultados);
  return poblacionesInOrder(towns);
}

/** Several option lists in one call, each in its requested language. */
export async function opcionesOf(db: Database, requested: EndpointRequest<typeof parametrosGenerales>['body']): Promise<ParametrosGeneralesData> {
  const lists = await Promise.all(requested.map(async ({ param, locale, active }) => [param, await listOpciones(db, param, locale, active)] as const));
  return Object.fromEntries(lists);
}

/**
 * `GET /parametros-select`: the active options of one folder, in its order, in the language asked
 * for (Spanish where a text is missing). A folder that does not exist, is a plain option or was
 * deleted (inactive) is a 404.
 */
export async function opcionesDeCarpeta(db: Database, { param_padre_id, idioma_id }: EndpointRequest<typeof parametrosSelect>['query']): Promise<ParametroSelectOpcion[]> {
  if (!(await isActiveFolder(db, param_padre_id))) throw new NotFoundError(REFERENCIA_MSG.parametroNoExiste);
  const opciones = await listOpciones(db, param_padre_id, idioma_id ?? IDIOMA_ID.es, true);
  return opciones.map(({ param_id, pt_texto }) => ({ pt_param_id: param_id, pt_texto }));
}
