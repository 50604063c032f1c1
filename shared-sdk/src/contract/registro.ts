/**
 * Self-registration of companies and consultants (spec part 1 §3, §4, §5):
 * `POST /auth/registroOrganizacion`, `POST /auth/registroOrganizacion/documentos`,
 * `POST /auth/registroConsultor`, all multipart. Every schema validates the
 * multipart strings on the server and the browser's form values before sending.
 */
import * as v from 'valibot';
import { isNif, isPersonTaxId, normalizeTaxId } from '../validators/tax-id';
import {
  crossFieldRules,
  formAccepted,
  formBoolean,
  formId,
  isFilled,
  optionalText,
  presentString,
  requiredEmail,
  requiredText,
  type CrossFieldRule,
} from './form';
import { MSG } from './messages';
import { PAIS_ESPANA } from './reference';
import { optionalUpload, requiredUpload, UPLOAD_RULES } from './uploads';

/** Shortest password accepted for a new account, a reset or a change. */
export const PASSWORD_MIN_LENGTH = 8;
/** Longest password accepted (hashing cost stays bounded). */
export const PASSWORD_MAX_LENGTH = 128;
/** Minutes `token_docs` lets a newly registered company attach its documents. */
export const TOKEN_DOCS_TTL_MINUTES = 60;

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

/** Accreditation documents a company may attach (part 1 §3): ISO 14001 or EMAS. */
export const DOCUMENTO_ACREDITACION_TIPOS = ['iso14001', 'emacs'] as const;
export type DocumentoAcreditacionTipo = (typeof DOCUMENTO_ACREDITACION_TIPOS)[number];

/** A Spanish tax id (DNI, NIE or CIF), without spaces, dots or hyphens, upper case. */
function taxId(requiredMessage: string, invalidMessage: string, valid: (id: string) => boolean) {
  return v.pipe(
    presentString(requiredMessage),
    v.trim(),
    v.nonEmpty(requiredMessage),
    v.transform(normalizeTaxId),
    v.check(valid, invalidMessage),
  );
}

/** A new password: 8 to 128 characters, not trimmed. */
export function newPassword(requiredMessage: string) {
  return v.pipe(
    presentString(requiredMessage),
    v.nonEmpty(requiredMessage),
    // Spaces count as typed (a password is never trimmed), but spaces alone are no password.
    v.check((password) => password === '' || password.trim() !== '', MSG.passwordEnBlanco),
    v.minLength(PASSWORD_MIN_LENGTH, MSG.passwordMinima),
    v.maxLength(PASSWORD_MAX_LENGTH, MSG.passwordMaxima),
  );
}

/** The repeated password; whether it matches is a cross-field rule. */
export function passwordConfirmation(requiredMessage: string) {
  return v.pipe(presentString(requiredMessage), v.nonEmpty(requiredMessage));
}

/** Postal code, town and province are required in Spain (country 1), the code as 5 digits; free text elsewhere. */
function spanishAddressRules<T extends Record<string, unknown>>(
  pais: keyof T & string,
  codigoPostal: keyof T & string,
  poblacion: keyof T & string,
  provincia: keyof T & string,
): CrossFieldRule<T>[] {
  const inSpain = (values: T) => values[pais] === PAIS_ESPANA;
  return [
    { field: codigoPostal, reads: [pais], holds: (f) => !inSpain(f) || isFilled(f[codigoPostal]), message: MSG.codigoPostalObligatorio },
    {
      field: codigoPostal,
      reads: [pais],
      holds: (f) => !inSpain(f) || /^\d{5}$/.test(String(f[codigoPostal])),
      message: MSG.codigoPostalCincoDigitos,
    },
    { field: poblacion, reads: [pais], holds: (f) => !inSpain(f) || isFilled(f[poblacion]), message: MSG.poblacionObligatoria },
    { field: provincia, reads: [pais], holds: (f) => !inSpain(f) || isFilled(f[provincia]), message: MSG.provinciaObligatoria },
  ];
}

function passwordsMatch<T extends Record<string, unknown>>(password: keyof T & string, confirmation: keyof T & string): CrossFieldRule<T> {
  return { field: confirmation, reads: [password], holds: (f) => f[password] === f[confirmation], message: MSG.passwordsNoCoinciden };
}

const RegistroOrganizacionFields = v.object({
  /** CIF, or the DNI/NIE of a self-employed person (then es_persona). */
  usuario: taxId(MSG.documentoObligatorio, MSG.documentoNoValido, isNif),
  /** True exactly when `usuario` is a DNI or NIE (the form switches to person mode). */
  es_persona: formBoolean(),
  /** Business name; required unless es_persona. */
  org_nombre: optionalText(),
  /** Required when es_persona. */
  org_persona_nombre: optionalText(),
  /** Required when es_persona. */
  org_persona_apellido: optionalText(),
  org_direccion: requiredText(MSG.direccionObligatoria),
  /** Required (5 digits) when org_pais is Spain; free text up to 10 characters elsewhere. */
  org_codigo_postal: optionalText(10),
  org_poblacion: optionalText(),
  org_provincia: optionalText(),
  org_pais: formId(MSG.paisObligatorio, MSG.paisNoValido),
  /** The account's e-mail (sign-in recovery, communications). */
  email: requiredEmail(MSG.correoObligatorio),
  org_telefono: requiredText(MSG.telefonoObligatorio, 30),
  org_web: optionalText(),
  org_persona_contacto_nombre: requiredText(MSG.nombreObligatorio),
  org_persona_contacto_cargo: requiredText(MSG.cargoObligatorio),
  org_persona_contacto_telefono: requiredText(MSG.telefonoObligatorio, 30),
  org_persona_contacto_email: requiredEmail(MSG.emailObligatorio),
  org_contacto_facturacion_nombre: requiredText(MSG.nombreObligatorio),
  org_contacto_facturacion_email: requiredEmail(MSG.emailObligatorio),
  org_contacto_facturacion_telefono: requiredText(MSG.telefonoObligatorio, 30),
  password: newPassword(MSG.passwordObligatoria),
  password_confirmation: passwordConfirmation(MSG.passwordConfirmacionObligatoria),
  /** 'Manifiesto la veracidad de los datos'. */
  org_manif_veracidad_datos: formAccepted(MSG.aceptarVeracidad),
  /** Terms and conditions. */
  org_manif_terminos_condiciones: formAccepted(MSG.aceptarTerminos),
  /** Data-protection notice. */
  org_manif_prot_datos_pers: formAccepted(MSG.aceptarProteccionDatos),
  /** An option of `tipo_empresa` (checked on the server). */
  org_tipo: requiredText(MSG.tipoEmpresaObligatorio, 100),
  /** An option of the size list of org_tipo (LISTA_TAMANIO_POR_TIPO; checked on the server). */
  org_tamanio: requiredText(MSG.tamanioEmpresaObligatorio, 100),
  /** Optional logo (UPLOAD_RULES.logo). */
  logo: optionalUpload(UPLOAD_RULES.logo),
});
type RegistroOrganizacionValues = v.InferOutput<typeof RegistroOrganizacionFields>;

/**
 * POST /auth/registroOrganizacion, multipart (spec part 1 §3). Person mode (DNI/NIE)
 * asks for name and surname instead of the business name; Spain (org_pais 1) asks for
 * postal code, town and province. Type and size are checked against the parameter
 * lists by the server.
 *
 * @example
 * const form = toFormData({ usuario: 'B12345674', es_persona: false, org_nombre: 'Áridos, S.L.', org_pais: 1, …, logo });
 * validateBody(RegistroOrganizacionBody, formDataValues(form));
 */
export const RegistroOrganizacionBody = v.pipe(
  RegistroOrganizacionFields,
  crossFieldRules<RegistroOrganizacionValues>([
    {
      field: 'es_persona',
      reads: ['usuario'],
      holds: (f) => f.es_persona === isPersonTaxId(f.usuario),
      message: MSG.titularNoCorresponde,
    },
    { field: 'org_nombre', reads: ['es_persona'], holds: (f) => f.es_persona || isFilled(f.org_nombre), message: MSG.nombreObligatorio },
    {
      field: 'org_persona_nombre',
      reads: ['es_persona'],
      holds: (f) => !f.es_persona || isFilled(f.org_persona_nombre),
      message: MSG.nombreObligatorio,
    },
    {
      field: 'org_persona_apellido',
      reads: ['es_persona'],
      holds: (f) => !f.es_persona || isFilled(f.org_persona_apellido),
      message: MSG.apellidosObligatorios,
    },
    ...spanishAddressRules<RegistroOrganizacionValues>('org_pais', 'org_codigo_postal', 'org_poblacion', 'org_provincia'),
    passwordsMatch<RegistroOrganizacionValues>('password', 'password_confirmation'),
  ]),
);
/** The parsed body (what the API works with). */
export type RegistroOrganizacionBody = v.InferOutput<typeof RegistroOrganizacionBody>;
/** The form values the schema accepts (what a form holds). */
export type RegistroOrganizacionForm = v.InferInput<typeof RegistroOrganizacionBody>;

/** Answer of POST /auth/registroOrganizacion (201): what step 1 of the wizard sends with each document. */
export interface RegistroOrganizacionData {
  /** Lets this company attach its accreditation documents for TOKEN_DOCS_TTL_MINUTES. */
  token_docs: string;
  org_cif: string;
}

/**
 * POST /auth/registroOrganizacion/documentos, multipart (spec part 1 §3): one
 * accreditation document (PDF, UPLOAD_RULES.documento) of a company that has just
 * registered, with the `token_docs` its registration answered.
 *
 * @example
 * const form = toFormData({ documento: file, org_cif, token_docs, type: 'iso14001' });
 * await postRegistroOrganizacionDocumentos(form);
 */
export const DocumentoAcreditacionBody = v.object({
  documento: requiredUpload(UPLOAD_RULES.documento, MSG.documentoAcreditativoObligatorio),
  org_cif: taxId(MSG.documentoObligatorio, MSG.documentoNoValido, isNif),
  token_docs: requiredText(MSG.tokenDocsObligatorio, 200),
  type: v.pipe(presentString(MSG.tipoDocumentoNoValido), v.picklist(DOCUMENTO_ACREDITACION_TIPOS, MSG.tipoDocumentoNoValido)),
});
export type DocumentoAcreditacionBody = v.InferOutput<typeof DocumentoAcreditacionBody>;
export type DocumentoAcreditacionForm = v.InferInput<typeof DocumentoAcreditacionBody>;

/** Answer of POST /auth/registroOrganizacion/documentos (201). */
export interface DocumentoAcreditacionData {
  org_cif: string;
  type: DocumentoAcreditacionTipo;
}

const RegistroConsultorFields = v.object({
  /** The consultant's own NIF: a DNI or NIE (consultants are people; their firm is consultor_empresa_nombre). */
  usuario: taxId(MSG.nifObligatorio, MSG.nifPersonaNoValido, isPersonTaxId),
  email: requiredEmail(MSG.correoObligatorio),
  password: newPassword(MSG.passwordObligatoria),
  password_confirmation: passwordConfirmation(MSG.passwordConfirmacionObligatoria),
  consultor_nombre: requiredText(MSG.nombreObligatorio),
  consultor_apellidos: requiredText(MSG.apellidosObligatorios),
  consultor_movil: requiredText(MSG.telefonoObligatorio, 30),
  consultor_manif_prot_datos_pers: formAccepted(MSG.aceptarProteccionDatos),
  consultor_empresa_nombre: optionalText(),
  consultor_direccion: requiredText(MSG.direccionObligatoria),
  consultor_codigo_postal: optionalText(10),
  consultor_poblacion: optionalText(),
  consultor_provincia: optionalText(),
  consultor_pais: formId(MSG.paisObligatorio, MSG.paisNoValido),
  consultor_web: optionalText(),
  logo: optionalUpload(UPLOAD_RULES.logo),
});
type RegistroConsultorValues = v.InferOutput<typeof RegistroConsultorFields>;

/**
 * POST /auth/registroConsultor, multipart, logo under `logo` (spec part 1 §3).
 *
 * @example
 * await postRegistroConsultor(toFormData({ usuario: '12345678Z', email, password, password_confirmation, … }));
 */
export const RegistroConsultorBody = v.pipe(
  RegistroConsultorFields,
  crossFieldRules<RegistroConsultorValues>([
    ...spanishAddressRules<RegistroConsultorValues>('consultor_pais', 'consultor_codigo_postal', 'consultor_poblacion', 'consultor_provincia'),
    passwordsMatch<RegistroConsultorValues>('password', 'password_confirmation'),
  ]),
);
export type RegistroConsultorBody = v.InferOutput<typeof RegistroConsultorBody>;
export type RegistroConsultorForm = v.InferInput<typeof RegistroConsultorBody>;

/** Answer of POST /auth/registroConsultor (201). */
export interface RegistroConsultorData {
  consultor_nif: string;
}
