/**
 * Reference lists every form reads, public because the registration forms need them before
 * sign-in (spec part 1 §7, part 2 §7.1): languages, countries, the towns of a postal code and
 * the parameter lists.
 */
import * as v from 'valibot';
import { spanishPostalCode } from '../core/address';
import { ACCESS, defineEndpoint } from '../core/endpoint';
import { positiveInteger, requiredText } from '../core/form';
import { positiveIntegerFilter } from '../core/list';
import { MSG } from '../core/messages';
import { REFERENCIA_MSG } from './messages';

/** A declaration language (GET /idiomas). */
export const Idioma = v.object({
  id: v.number(),
  idioma_nombre: v.string(),
  /** ISO-ish code used for flags: es, ca, en, fr… */
  idioma: v.string(),
  ecoplatform: v.boolean(),
});
export type Idioma = v.InferOutput<typeof Idioma>;

/** A country (GET /paises). */
export const Pais = v.object({ id: v.number(), pais_nombre: v.string() });
export type Pais = v.InferOutput<typeof Pais>;

/** A town of a postal code, with its province (GET /poblacion). */
export const Poblacion = v.object({ poblacion: v.string(), provincia: v.string() });
export type Poblacion = v.InferOutput<typeof Poblacion>;

/** GET /poblacion query: a Spanish postal code (the address rule). */
export const PoblacionQuery = v.object({ cp: spanishPostalCode() });

/**
 * The `idiomas` id of each interface language: 1 Spanish (always present), 2 Catalan. Parameter
 * texts (`pt_texto`) and other per-language data are asked for with these.
 *
 * @example
 * call(parametrosGenerales, { body: [{ param: 'tipo_empresa', locale: IDIOMA_ID.ca }] })
 */
export const IDIOMA_ID = { es: 1, ca: 2 } as const;

/** Parameter lists `POST /parametros_generales` can ask for (spec part 2 §7.1). */
export const PARAMETROS_GENERALES = [
  'empresa_convenios',
  'tipo_empresa',
  'tamanio_asociacion',
  'tamanio_empresa',
  'tipo_comision',
  'tipo_noticias',
  'clasificacion_noticias',
  'tipos_tarifa',
  'tipo_documento',
] as const;
export type ParametroGeneral = (typeof PARAMETROS_GENERALES)[number];

/** POST /parametros_generales body: a list of `{ param, locale, active }`. */
export const ParametrosGeneralesBody = v.pipe(
  v.array(
    v.object({
      param: v.picklist(PARAMETROS_GENERALES, REFERENCIA_MSG.parametroNoExiste),
      locale: v.optional(positiveInteger(MSG.valorNoValido), 1),
      active: v.optional(v.boolean(), true),
    }),
    REFERENCIA_MSG.listaParametrosObligatoria,
  ),
  v.minLength(1, REFERENCIA_MSG.listaParametrosObligatoria),
);
export type ParametrosGeneralesBody = v.InferInput<typeof ParametrosGeneralesBody>;

/** One option of a parameter list. */
export const ParametroOpcion = v.object({ param_id: v.string(), pt_texto: v.string() });
export type ParametroOpcion = v.InferOutput<typeof ParametroOpcion>;

/** Answer: one list per parameter asked for, at `data.<param>`. */
export const ParametrosGeneralesData = v.object(
  Object.fromEntries(PARAMETROS_GENERALES.map((param) => [param, v.optional(v.array(ParametroOpcion))])) as {
    [P in ParametroGeneral]: v.OptionalSchema<v.ArraySchema<typeof ParametroOpcion, undefined>, undefined>;
  },
);
export type ParametrosGeneralesData = v.InferOutput<typeof ParametrosGeneralesData>;

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

/**
 * The countries (Spain is id 1, first), named in the caller's language.
 *
 * @example
 * const { data: paises } = await call(paises);
 */
export const paises = defineEndpoint({
  method: 'GET',
  path: '/paises',
  response: v.array(Pais),
  access: ACCESS.public,
  summary: 'Countries, named in the language of Accept-Language',
  tags: ['referencia'],
});

/**
 * Towns and province of a 5-digit postal code. The forms treat any status other than 201 as
 * 'not found' and clear town and province (spec part 2 §5), so a hit answers 201 and a miss 404.
 *
 * @example
 * const { data } = await call(poblacion, { query: { cp: '08001' } }); // [{ poblacion: 'Barcelona', provincia: 'Barcelona' }]
 */
export const poblacion = defineEndpoint({
  method: 'GET',
  path: '/poblacion',
  query: PoblacionQuery,
  response: v.array(Poblacion),
  status: 201,
  access: ACCESS.public,
  summary: 'Towns and province of a postal code',
  tags: ['referencia'],
});

/**
 * Option lists (company types, sizes…), one per `param`, each in its `locale` (`IDIOMA_ID`).
 *
 * @example
 * const { data } = await call(parametrosGenerales, { body: [{ param: 'tipo_empresa', locale: IDIOMA_ID.ca }] });
 */
export const parametrosGenerales = defineEndpoint({
  method: 'POST',
  path: '/parametros_generales',
  body: ParametrosGeneralesBody,
  response: ParametrosGeneralesData,
  access: ACCESS.public,
  summary: 'Option lists by parameter',
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
