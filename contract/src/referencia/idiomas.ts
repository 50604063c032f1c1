/**
 * The portal's languages (`/idiomas`, spec part 1 §3 'Reference items', §7; part 2 §3 'Language',
 * §7.1; docs/parametros.md 'Languages as built'): what every per-language form offers (the DAPcon's
 * languages, the RCPs' and parameters' texts, the classification's, a verifier's boxes). `GET /idiomas`
 * (referencia.ts) answers the active ones to anyone; the Ares administrator (profile 1) lists them all
 * (`GET /idiomas/admin`), adds one (`POST /idiomas`) and saves one (`PATCH /idiomas/{id}`), which
 * deactivates it with `activo: false`. Language 1 (Spanish) is always present: it cannot be
 * deactivated (409). A language is never deleted: declarations and texts keep naming it.
 */
import * as v from 'valibot';
import { ACCESS, defineEndpoint } from '../core/endpoint';
import { formBoolean, presentString, requiredText, toFormBoolean } from '../core/form';
import { MSG } from '../core/messages';
import { REFERENCIA_MSG } from './messages';
import { Idioma } from './referencia';

/** The language that is always present (spec part 1 §1, part 2 §9: id 1, pre-ticked). */
export const IDIOMA_SIEMPRE_PRESENTE = 1;

/**
 * The declaration languages' names in the portal's two languages, by code. `idiomas` stores each
 * one's own name ('Deutsch'), which per-language forms show on their tabs; where the portal names a
 * language in its own words (a DAPcon's tabs, the lists' Idioma filters) it uses these.
 */
const NOMBRES_IDIOMA: Readonly<Record<'es' | 'ca', Readonly<Record<string, string>>>> = {
  es: { es: 'Español', ca: 'Catalán', en: 'Inglés', fr: 'Francés', de: 'Alemán', it: 'Italiano', pt: 'Portugués', eu: 'Euskera', gl: 'Gallego' },
  ca: { es: 'Espanyol', ca: 'Català', en: 'Anglès', fr: 'Francès', de: 'Alemany', it: 'Italià', pt: 'Portuguès', eu: 'Basc', gl: 'Gallec' },
};

/**
 * A declaration language's name in the portal's language `lang`, by its code; its own name
 * (`idioma_nombre`) for a code not listed.
 *
 * @example
 * nombreDeIdioma('ca', 'es', 'Español') // 'Espanyol'
 */
export function nombreDeIdioma(lang: 'es' | 'ca', codigo: string, propio: string): string {
  return NOMBRES_IDIOMA[lang][codigo] ?? propio;
}

/** Longest language name. */
export const IDIOMA_NOMBRE_MAX = 50;

/**
 * A language code: two letters, optionally a region (`pt-br`), or three letters (`ast`); lower case.
 *
 * @example
 * IDIOMA_CODIGO.test('pt-br') // true
 */
export const IDIOMA_CODIGO = /^(?:[a-z]{2}(?:-[a-z]{2})?|[a-z]{3})$/;

/** A language as the administration sees it: {@link Idioma} and whether it is active. */
export const IdiomaAdmin = v.object({ ...Idioma.entries, activo: v.boolean() });
export type IdiomaAdmin = v.InferOutput<typeof IdiomaAdmin>;

/**
 * POST /idiomas and PATCH /idiomas/{id} body: the name, the code (its flag; lower-cased), whether
 * declarations in it can be registered with ECO Platform, and whether it is active (true unless said).
 *
 * @example
 * await call(crearIdioma, { body: { idioma_nombre: 'Nederlands', idioma: 'nl', ecoplatform: true } });
 */
export const IdiomaBody = v.object({
  idioma_nombre: requiredText(REFERENCIA_MSG.idiomaNombreObligatorio, IDIOMA_NOMBRE_MAX),
  idioma: v.pipe(
    presentString(REFERENCIA_MSG.idiomaCodigoObligatorio),
    v.trim(),
    v.toLowerCase(),
    v.nonEmpty(REFERENCIA_MSG.idiomaCodigoObligatorio),
    v.regex(IDIOMA_CODIGO, REFERENCIA_MSG.idiomaCodigoNoValido),
  ),
  ecoplatform: formBoolean(),
  activo: v.pipe(
    v.optional(v.unknown(), true),
    v.transform((value) => (value === null || value === undefined ? true : toFormBoolean(value))),
    v.boolean(MSG.valorNoValido),
  ),
});
export type IdiomaBody = v.InferOutput<typeof IdiomaBody>;
export type IdiomaFormValues = v.InferInput<typeof IdiomaBody>;

const IdiomaIdParams = v.object({ id: v.pipe(v.string(), v.regex(/^\d{1,9}$/, MSG.noEncontrado), v.transform(Number)) });

const TAGS = ['referencia'];

/** Every language, the inactive ones too, by id (the Ares administrator's /idiomas screen). */
export const idiomasAdmin = defineEndpoint({
  method: 'GET',
  path: '/idiomas/admin',
  response: v.array(IdiomaAdmin),
  access: ACCESS.adminAres,
  summary: 'Every language with its active flag (profile 1)',
  tags: TAGS,
});

/** Adds a language (201): the next id; a code already used → 422 under `idioma`. */
export const crearIdioma = defineEndpoint({
  method: 'POST',
  path: '/idiomas',
  body: IdiomaBody,
  response: IdiomaAdmin,
  status: 201,
  stale: ['GET /idiomas/admin', 'GET /idiomas'],
  access: ACCESS.adminAres,
  summary: 'Add a language (profile 1)',
  tags: TAGS,
});

/** Saves a language (200); `activo: false` deactivates it, refused for language 1 (409). */
export const actualizarIdioma = defineEndpoint({
  method: 'PATCH',
  path: '/idiomas/:id',
  params: IdiomaIdParams,
  body: IdiomaBody,
  response: IdiomaAdmin,
  stale: ['GET /idiomas/admin', 'GET /idiomas'],
  access: ACCESS.adminAres,
  summary: 'Save a language, or deactivate it (activo=false; never language 1) (profile 1)',
  tags: TAGS,
});
