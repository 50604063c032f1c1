/**
 * A consultant's data as a form edits it (spec part 1 §3 'Consultor profile', §5; part 2 §2.11, §3
 * 'Consultant', §7.2): the administration on the consultant's page (`/consultores/{nif}`), the
 * consultant on its own (`/mis-datos`). Both are multipart (an optional new logo travels with the
 * data) and send the verifier's boxes as `verificador_casillas`, JSON text.
 *
 * Also here: the consultant's logo and 'Eliminar' ('Iniciar sesión' as the consultant is auth's).
 */
import * as v from 'valibot';
import { spanishAddressRules } from '../core/address';
import { ACCESS, defineEndpoint } from '../core/endpoint';
import { crossFieldRules, formBoolean, formId, optionalText, requiredEmail, requiredText } from '../core/form';
import { MSG } from '../core/messages';
import { optionalUpload, UPLOAD_RULES } from '../core/uploads';
import { CONSULTORES_MSG } from './messages';

// ---------------------------------------------------------------- the verifier's boxes

/** The longest text of a verifier's box (a line or two of a document's signature page). */
export const CASILLA_MAX_LENGTH = 500;

/**
 * A verifier's boxes in one declaration language (part 1 §3): the text of the signature page's cell
 * and of the last page's cell.
 */
export const VerificadorCasilla = v.object({
  idioma_id: v.pipe(v.number(), v.integer(), v.minValue(1)),
  casilla_pagina_firma: v.pipe(v.string(), v.maxLength(CASILLA_MAX_LENGTH)),
  casilla_ultima_pagina: v.pipe(v.string(), v.maxLength(CASILLA_MAX_LENGTH)),
});
export type VerificadorCasilla = v.InferOutput<typeof VerificadorCasilla>;

const CasillasList = v.array(VerificadorCasilla);

/**
 * The boxes `verificador_casillas` sends, read: '' (not a verifier, or nothing typed) is none;
 * anything else must be a JSON list of {@link VerificadorCasilla} with each language once. Null when
 * the text is not that.
 *
 * @example
 * casillasDeTexto('[{"idioma_id":1,"casilla_pagina_firma":"Verificado por…","casilla_ultima_pagina":""}]') // one language
 * casillasDeTexto('{') // null
 */
export function casillasDeTexto(text: string): VerificadorCasilla[] | null {
  if (text.trim() === '') return [];
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return null;
  }
  const result = v.safeParse(CasillasList, parsed);
  if (!result.success) return null;
  const idiomas = result.output.map((c) => c.idioma_id);
  return new Set(idiomas).size === idiomas.length ? result.output : null;
}

/**
 * The boxes as `verificador_casillas` sends them: the languages with some text, in language order;
 * '' when there is none (what the spec sends for a consultant who does not verify).
 *
 * @example
 * casillasATexto([{ idioma_id: 2, casilla_pagina_firma: '', casilla_ultima_pagina: '' }]) // ''
 */
export function casillasATexto(casillas: readonly VerificadorCasilla[]): string {
  const filled = casillas.filter((c) => c.casilla_pagina_firma.trim() !== '' || c.casilla_ultima_pagina.trim() !== '').sort((a, b) => a.idioma_id - b.idioma_id);
  return filled.length === 0 ? '' : JSON.stringify(filled.map(({ idioma_id, casilla_pagina_firma, casilla_ultima_pagina }) => ({ idioma_id, casilla_pagina_firma, casilla_ultima_pagina })));
}

/** `verificador_casillas`: JSON text the contract checks (a language the programme does not have is the server's 422). */
const casillasField = v.pipe(
  v.optional(v.string(), ''),
  v.maxLength(50_000, CONSULTORES_MSG.casillasNoValidas),
  v.check((text) => casillasDeTexto(text) !== null, CONSULTORES_MSG.casillasNoValidas),
);

// ---------------------------------------------------------------- the forms

/** The fields the consultant and the administration both edit (part 1 §3, §5). */
const datosComunes = {
  consultor_empresa_nombre: optionalText(),
  consultor_empresa_cif: optionalText(20),
  consultor_direccion: requiredText(MSG.direccionObligatoria),
  /** Required (5 digits) when consultor_pais is Spain, with town and province. */
  consultor_codigo_postal: optionalText(10),
  consultor_poblacion: optionalText(),
  consultor_provincia: optionalText(),
  consultor_pais: formId(MSG.paisObligatorio, MSG.paisNoValido),
  consultor_movil: requiredText(MSG.telefonoObligatorio, 30),
  /** The consultant's e-mail, which is also its account's. */
  consultor_email: requiredEmail(MSG.correoObligatorio),
  consultor_web: optionalText(),
  /** A verifier's boxes per language, JSON text; kept only for a verifier. */
  verificador_casillas: casillasField,
  /** A new logo (cropped 1:1 or 4:2); absent keeps the stored one. */
  logo: optionalUpload(UPLOAD_RULES.logo),
};

const ADDRESS = { pais: 'consultor_pais', codigoPostal: 'consultor_codigo_postal', poblacion: 'consultor_poblacion', provincia: 'consultor_provincia' } as const;

const MisDatosConsultorFields = v.object(datosComunes);
type MisDatosConsultorValues = v.InferOutput<typeof MisDatosConsultorFields>;

/**
 * POST /consultores/mis-datos/actualizar, multipart: what a consultant changes of its own data. Its
 * NIF, name and surnames, and whether it verifies or earns commissions are the administration's.
 */
export const MisDatosConsultorBody = v.pipe(MisDatosConsultorFields, crossFieldRules<MisDatosConsultorValues>(spanishAddressRules<MisDatosConsultorValues>(ADDRESS)));
export type MisDatosConsultorBody = v.InferOutput<typeof MisDatosConsultorBody>;
export type MisDatosConsultorForm = v.InferInput<typeof MisDatosConsultorBody>;

const ConsultorFields = v.object({
  ...datosComunes,
  consultor_nombre: requiredText(MSG.nombreObligatorio),
  consultor_apellidos: requiredText(MSG.apellidosObligatorios),
  es_verificador: formBoolean(),
  es_comisionista: formBoolean(),
});
type ConsultorValues = v.InferOutput<typeof ConsultorFields>;

/**
 * POST /consultores/:id/actualizar, multipart: the administration's 'Guardar' on a consultant's page
 * (part 2 §2.11): the common fields, name and surnames, verifier and commission earner.
 */
export const ConsultorBody = v.pipe(ConsultorFields, crossFieldRules<ConsultorValues>(spanishAddressRules<ConsultorValues>(ADDRESS)));
export type ConsultorBody = v.InferOutput<typeof ConsultorBody>;
export type ConsultorForm = v.InferInput<typeof ConsultorBody>;

// ---------------------------------------------------------------- what the API answers

/** A consultant as the consultant reads its own data (part 1 §3, server-side names). */
export const ConsultorPerfil = v.object({
  id: v.number(),
  consultor_nif: v.string(),
  consultor_nombre: v.string(),
  consultor_apellidos: v.string(),
  consultor_empresa_nombre: v.nullable(v.string()),
  consultor_empresa_cif: v.nullable(v.string()),
  consultor_direccion: v.nullable(v.string()),
  consultor_codigo_postal: v.nullable(v.string()),
  consultor_poblacion: v.nullable(v.string()),
  consultor_provincia: v.nullable(v.string()),
  consultor_pais: v.nullable(v.number()),
  consultor_movil: v.nullable(v.string()),
  consultor_email: v.nullable(v.string()),
  consultor_web: v.nullable(v.string()),
  es_verificador: v.boolean(),
  es_comisionista: v.boolean(),
  /** A logo is stored: GET /consultor-logo-img/:id/img serves it. */
  tiene_logo: v.boolean(),
  /** The verifier's boxes, by language (none for a consultant who does not verify). */
  verificador_casillas: v.array(VerificadorCasilla),
  /** ISO date-times of the registration and the last change. */
  consultor_fecha_alta: v.string(),
  consultor_fecha_modificacion: v.nullable(v.string()),
});
export type ConsultorPerfil = v.InferOutput<typeof ConsultorPerfil>;

/** A consultant's id in a path. */
const ConsultorIdParams = v.object({ id: v.pipe(v.string(), v.regex(/^\d{1,9}$/, MSG.noEncontrado), v.transform(Number)) });

// ---------------------------------------------------------------- endpoints

/** The signed-in consultant's own data (`/mis-datos`). */
export const misDatosConsultor = defineEndpoint({
  method: 'GET',
  path: '/consultores/mis-datos/mostrar',
  response: ConsultorPerfil,
  access: { modulos: ['consultor'] },
  summary: "The signed-in consultant's own data",
  tags: ['consultores'],
});

/** The signed-in consultant saves its own data (201; multipart, optional new logo). */
export const actualizarMisDatosConsultor = defineEndpoint({
  method: 'POST',
  path: '/consultores/mis-datos/actualizar',
  body: MisDatosConsultorBody,
  multipart: true,
  response: ConsultorPerfil,
  status: 201,
  stale: ['GET /consultores/mis-datos/mostrar', 'GET /consultor-logo-img/:id/img'],
  access: { modulos: ['consultor'] },
  summary: 'The signed-in consultant updates its own data (multipart, optional new logo, verificador_casillas JSON)',
  tags: ['consultores'],
});

/**
 * The administration's 'Guardar' of a consultant (201, 'Los datos han sido guardados correctamente').
 *
 * @example
 * await call(actualizarConsultor, { params: { id: String(ficha.id) }, body: values });
 */
export const actualizarConsultor = defineEndpoint({
  method: 'POST',
  path: '/consultores/:id/actualizar',
  params: ConsultorIdParams,
  body: ConsultorBody,
  multipart: true,
  response: ConsultorPerfil,
  status: 201,
  stale: ['GET /consultores/:nif/detalle', 'GET /consultores', 'GET /consultores/obtener_listado', 'GET /verificadores', 'GET /consultor-logo-img/:id/img', 'GET /consultores/historial'],
  access: ACCESS.admin,
  summary: "Update a consultant's data (multipart, optional new logo, verificador_casillas JSON)",
  tags: ['consultores'],
});

/**
 * Deletes a consultant and its account (part 2 §2.11 'Eliminar', after 'Realmente desea borrar el
 * consultor?'). Refused (409) while a DAPcon names it as its consultant or verifier, or a commission
 * was recorded for it: that consultant is given baja instead (docs/decisions.md).
 */
export const eliminarConsultor = defineEndpoint({
  method: 'DELETE',
  path: '/consultores/:id/eliminar',
  params: ConsultorIdParams,
  response: v.null(),
  stale: ['GET /consultores', 'GET /consultores/obtener_listado', 'GET /verificadores'],
  access: ACCESS.admin,
  summary: 'Delete a consultant without DAPcons or commissions (its account and logo too)',
  tags: ['consultores'],
});

/** A consultant's logo: the consultant its own, the administration any. */
export const logoConsultor = defineEndpoint({
  method: 'GET',
  path: '/consultor-logo-img/:id/img',
  params: ConsultorIdParams,
  response: v.unknown(),
  envelope: false,
  access: { modulos: ['administrador', 'consultor'] },
  summary: "A consultant's logo image",
  tags: ['consultores'],
});
