import * as v from 'valibot';
import { positiveInteger } from './form';
import { MSG } from './messages';

/** GET /idiomas item. */
export interface Idioma {
  id: number;
  idioma_nombre: string;
  /** ISO-ish code used for flags: es, ca, en, fr… */
  idioma: string;
  ecoplatform: boolean;
}

/** Spain's id in `paises` (spec part 1 §9): postal code, town and province are required there. */
export const PAIS_ESPANA = 1;

/** GET /paises item. */
export interface Pais {
  id: number;
  pais_nombre: string;
}

/** GET /poblacion?cp= item. */
export interface Poblacion {
  poblacion: string;
  provincia: string;
}

/** GET /poblacion query: a Spanish postal code is exactly 5 digits. */
export const PoblacionQuery = v.object({
  cp: v.pipe(v.string(MSG.codigoPostalObligatorio), v.regex(/^\d{5}$/, MSG.codigoPostalCincoDigitos)),
});

/**
 * The `idiomas` id of each interface language: 1 Spanish (always present), 2 Catalan. Parameter
 * texts (`pt_texto`) and other per-language data are asked for with these.
 *
 * @example
 * postParametrosGenerales([{ param: 'tipo_empresa', locale: IDIOMA_ID.ca }])
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
export interface ParametroOpcion {
  param_id: string;
  pt_texto: string;
}

/** Answer: `data.data.<param>` lists. */
export type ParametrosGeneralesData = Partial<Record<ParametroGeneral, ParametroOpcion[]>>;
