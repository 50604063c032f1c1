/**
 * The reference lookups every area's forms read through shared-ui's form kit (`AddressFields`,
 * `CompanyFields`, `useCountryOptions`, `useParameterOptions`, `useTowns`): the countries, the towns of
 * a postal code and the parameter lists, with the interface languages' ids and the size list of each
 * company type. Public, because the registration forms need them before sign-in (spec part 1 §7, part 2
 * §7.1). In the core so the design system imports no area's contract (issue 34, item 2); the referencia
 * area serves them (api/src/areas/referencia) and `@dapcon/contract/referencia` re-exports them.
 */
import * as v from 'valibot';
import { spanishPostalCode } from './address';
import { ACCESS, defineEndpoint } from './endpoint';
import { positiveInteger } from './form';
import { MSG } from './messages';

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
      param: v.picklist(PARAMETROS_GENERALES, MSG.parametroNoExiste),
      locale: v.optional(positiveInteger(MSG.valorNoValido), 1),
      active: v.optional(v.boolean(), true),
    }),
    MSG.listaParametrosObligatoria,
  ),
  v.minLength(1, MSG.listaParametrosObligatoria),
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
 * The size list of each company type (spec part 1 §4: company size choices depend on
 * the type). Keys are the options of `tipo_empresa`; values the `parametros_generales` list.
 *
 * @example
 * postParametrosGenerales([{ param: LISTA_TAMANIO_POR_TIPO[values.org_tipo] }])
 */
export const LISTA_TAMANIO_POR_TIPO = {
  empresa: 'tamanio_empresa',
  asociacion: 'tamanio_asociacion',
} as const;

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
