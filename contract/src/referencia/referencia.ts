/**
 * Reference lists every form reads, public because the registration forms need them before
 * sign-in (spec part 1 §7, part 2 §7.1): languages, countries, the towns of a postal code and
 * the parameter lists. The countries, towns and parameter lists (what the form kit reads) are the
 * core's (core/reference.ts), which this area serves and re-exports (issue 34, item 2).
 */
import * as v from 'valibot';
import { ACCESS, defineEndpoint } from '../core/endpoint';
import { requiredText } from '../core/form';
import { positiveIntegerFilter } from '../core/list';
import { REFERENCIA_MSG } from './messages';

export {
  IDIOMA_ID,
  Pais,
  PARAMETROS_GENERALES,
  ParametroOpcion,
  ParametrosGeneralesBody,
  ParametrosGeneralesData,
  paises,
  parametrosGenerales,
  Poblacion,
  PoblacionQuery,
  poblacion,
  type ParametroGeneral,
} from '../core/reference';

/** A declaration language (GET /idiomas). */
export const Idioma = v.object({
  id: v.number(),
  idioma_nombre: v.string(),
  /** ISO-ish code used for flags: es, ca, en, fr… */
  idioma: v.string(),
  ecoplatform: v.boolean(),
});
export type Idioma = v.InferOutput<typeof Idioma>;

/**
 * The declaration languages.
 *
 * @example
 * const { data: idiomas } = await call(idiomas);
 */
export const idiomas = defineEndpoint({
  method: 'GET',
  path: '/idiomas',
  response: v.array(Idioma),
  access: ACCESS.public,
  summary: 'Languages',
  tags: ['referencia'],
});

/** Longest parameter id (`parametros.param_id`). */
export const PARAM_ID_MAX_LENGTH = 100;

/**
 * GET /parametros-select query (spec part 2 §7.1): `param_padre_id`, the folder whose options are
 * wanted (criterios_consulta, tipo_noticias…), and `idioma_id`, the language of their texts (1 Spanish
 * unless told, part 2 §9; a language without a text falls back to Spanish).
 *
 * @example
 * v.parse(ParametrosSelectQuery, { param_padre_id: 'criterios_consulta', idioma_id: '2' }) // { param_padre_id: 'criterios_consulta', idioma_id: 2 }
 */
export const ParametrosSelectQuery = v.object({
  param_padre_id: requiredText(REFERENCIA_MSG.carpetaParametrosObligatoria, PARAM_ID_MAX_LENGTH),
  /** Absent or empty: Spanish (`IDIOMA_ID.es`). */
  idioma_id: positiveIntegerFilter(),
});
export type ParametrosSelectQuery = v.InferInput<typeof ParametrosSelectQuery>;

/** A parameter option as the selects take it (spec part 2 §3 'Parameter option'). */
export const ParametroSelectOpcion = v.object({ pt_param_id: v.string(), pt_texto: v.string() });
export type ParametroSelectOpcion = v.InferOutput<typeof ParametroSelectOpcion>;

/**
 * The active options of one parameter folder, in its order, with their texts in `idioma_id`: what a
 * select or a list of checkboxes offers (the banner criteria, part 2 §2.23). A folder that does not
 * exist, is not a folder or was deleted (inactive) is a 404 `parametroNoExiste`. Any signed-in user:
 * reference data, as `POST /parametros_generales`.
 *
 * @example
 * const { data } = await call(parametrosSelect, { query: { param_padre_id: 'criterios_consulta', idioma_id: IDIOMA_ID.ca } });
 */
export const parametrosSelect = defineEndpoint({
  method: 'GET',
  path: '/parametros-select',
  query: ParametrosSelectQuery,
  response: v.array(ParametroSelectOpcion),
  access: ACCESS.user,
  summary: 'The active options of a parameter folder (param_padre_id), texts in idioma_id',
  tags: ['referencia'],
});
