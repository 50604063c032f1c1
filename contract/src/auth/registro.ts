/**
 * Self-registration of companies and consultants (spec part 1 §3, §4, §5):
 * `POST /auth/registroOrganizacion`, `POST /auth/registroOrganizacion/documentos`,
 * `POST /auth/registroConsultor`, all multipart. Every schema validates the
 * multipart strings on the server and the browser's form values before sending.
 */
import * as v from 'valibot';
import { spanishAddressRules } from '../core/address';
import { companyAddressFields, companyAddressRules, companyTypeFields } from '../core/company-form';
import { ACCESS, defineEndpoint } from '../core/endpoint';
import { newPassword, passwordConfirmation, passwordsMatch, taxId } from '../core/fields';
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
} from '../core/form';
import { MSG } from '../core/messages';
import { optionalUpload, requiredUpload, UPLOAD_RULES } from '../core/uploads';
import { isNif, isPersonTaxId } from '../core/validators/tax-id';
import { AUTH_MSG } from './messages';

/** Minutes `token_docs` lets a newly registered company attach its documents. */
export const TOKEN_DOCS_TTL_MINUTES = 60;

// The size list of each company type is the core's (core/reference.ts: shared-ui's CompanyFields reads it).
export { LISTA_TAMANIO_POR_TIPO } from '../core/reference';

/** Accreditation documents a company may attach (part 1 §3): ISO 14001 or EMAS. */
export const DOCUMENTO_ACREDITACION_TIPOS = ['iso14001', 'emacs'] as const;
export type DocumentoAcreditacionTipo = (typeof DOCUMENTO_ACREDITACION_TIPOS)[number];

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
  /** The company's address: the core's, as the company record names it. */
  ...companyAddressFields,
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
  org_manif_veracidad_datos: formAccepted(AUTH_MSG.aceptarVeracidad),
  /** Terms and conditions. */
  org_manif_terminos_condiciones: formAccepted(AUTH_MSG.aceptarTerminos),
  /** Data-protection notice. */
  org_manif_prot_datos_pers: formAccepted(AUTH_MSG.aceptarProteccionDatos),
  /** An option of `tipo_empresa` and one of its size list (the core's, as the company record names them; checked on the server). */
  ...companyTypeFields,
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
 * await call(registroOrganizacion, { body: { usuario: 'B12345674', es_persona: false, org_nombre: 'Áridos, S.L.', org_pais: 1, …, logo } });
 */
export const RegistroOrganizacionBody = v.pipe(
  RegistroOrganizacionFields,
  crossFieldRules<RegistroOrganizacionValues>([
    {
      field: 'es_persona',
      reads: ['usuario'],
      holds: (f) => f.es_persona === isPersonTaxId(f.usuario),
      message: AUTH_MSG.titularNoCorresponde,
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
    ...companyAddressRules<RegistroOrganizacionValues>(),
    passwordsMatch<RegistroOrganizacionValues>('password', 'password_confirmation'),
  ]),
);
/** The parsed body (what the API works with). */
export type RegistroOrganizacionBody = v.InferOutput<typeof RegistroOrganizacionBody>;
/** The form values the schema accepts (what a form holds). */
export type RegistroOrganizacionForm = v.InferInput<typeof RegistroOrganizacionBody>;

/** Answer of POST /auth/registroOrganizacion (201): what step 1 of the wizard sends with each document. */
export const RegistroOrganizacionData = v.object({
  /** Lets this company attach its accreditation documents for TOKEN_DOCS_TTL_MINUTES. */
  token_docs: v.string(),
  org_cif: v.string(),
});
export type RegistroOrganizacionData = v.InferOutput<typeof RegistroOrganizacionData>;

/** An accreditation document: required, a PDF up to 10 MB. */
const documentoAcreditativo = requiredUpload(UPLOAD_RULES.documento, AUTH_MSG.documentoAcreditativoObligatorio);

/**
 * POST /auth/registroOrganizacion/documentos, multipart (spec part 1 §3): one
 * accreditation document (PDF, UPLOAD_RULES.documento) of a company that has just
 * registered, with the `token_docs` its registration answered.
 *
 * @example
 * await call(registroOrganizacionDocumentos, { body: { documento: file, org_cif, token_docs, type: 'iso14001' } });
 */
export const DocumentoAcreditacionBody = v.object({
  documento: documentoAcreditativo,
  org_cif: taxId(MSG.documentoObligatorio, MSG.documentoNoValido, isNif),
  token_docs: requiredText(AUTH_MSG.tokenDocsObligatorio, 200),
  type: v.pipe(presentString(AUTH_MSG.tipoDocumentoNoValido), v.picklist(DOCUMENTO_ACREDITACION_TIPOS, AUTH_MSG.tipoDocumentoNoValido)),
});
export type DocumentoAcreditacionBody = v.InferOutput<typeof DocumentoAcreditacionBody>;
export type DocumentoAcreditacionForm = v.InferInput<typeof DocumentoAcreditacionBody>;

/** Answer of POST /auth/registroOrganizacion/documentos (201). */
export const DocumentoAcreditacionData = v.object({
  org_cif: v.string(),
  type: v.picklist(DOCUMENTO_ACREDITACION_TIPOS),
});
export type DocumentoAcreditacionData = v.InferOutput<typeof DocumentoAcreditacionData>;

const RegistroConsultorFields = v.object({
  /** The consultant's own NIF: a DNI or NIE (consultants are people; their firm is consultor_empresa_nombre). */
  usuario: taxId(MSG.nifObligatorio, MSG.nifPersonaNoValido, isPersonTaxId),
  email: requiredEmail(MSG.correoObligatorio),
  password: newPassword(MSG.passwordObligatoria),
  password_confirmation: passwordConfirmation(MSG.passwordConfirmacionObligatoria),
  consultor_nombre: requiredText(MSG.nombreObligatorio),
  consultor_apellidos: requiredText(MSG.apellidosObligatorios),
  consultor_movil: requiredText(MSG.telefonoObligatorio, 30),
  consultor_manif_prot_datos_pers: formAccepted(AUTH_MSG.aceptarProteccionDatos),
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
 * await call(registroConsultor, { body: { usuario: '12345678Z', email, password, password_confirmation, … } });
 */
export const RegistroConsultorBody = v.pipe(
  RegistroConsultorFields,
  crossFieldRules<RegistroConsultorValues>([
    ...spanishAddressRules<RegistroConsultorValues>({ pais: 'consultor_pais', codigoPostal: 'consultor_codigo_postal', poblacion: 'consultor_poblacion', provincia: 'consultor_provincia' }),
    passwordsMatch<RegistroConsultorValues>('password', 'password_confirmation'),
  ]),
);
export type RegistroConsultorBody = v.InferOutput<typeof RegistroConsultorBody>;
export type RegistroConsultorForm = v.InferInput<typeof RegistroConsultorBody>;

/** Answer of POST /auth/registroConsultor (201). */
export const RegistroConsultorData = v.object({ consultor_nif: v.string() });
export type RegistroConsultorData = v.InferOutput<typeof RegistroConsultorData>;

/**
 * Step 1 of the company wizard, 'Acreditación' (spec part 1 §3, §5): each accreditation document
 * the company ticks needs its PDF ('Es necesario adjuntar el documento acreditativo'); 'Finalizar'
 * then sends each one with `registroOrganizacionDocumentos`.
 *
 * @example
 * v.parse(AcreditacionForm, { iso14001: { ticked: true, documento: file }, emacs: { ticked: false } })
 */
const documentoElegido = v.variant('ticked', [
  v.object({ ticked: v.literal(true), documento: documentoAcreditativo }),
  v.object({ ticked: v.literal(false), documento: v.optional(v.unknown()) }),
]);
export const AcreditacionForm = v.object({
  iso14001: documentoElegido,
  emacs: documentoElegido,
} satisfies Record<DocumentoAcreditacionTipo, typeof documentoElegido>);
export type AcreditacionForm = v.InferInput<typeof AcreditacionForm>;

/**
 * Registers a company (multipart, optional logo) and answers `token_docs` for step 1 of the wizard.
 *
 * @example
 * const { data } = await call(registroOrganizacion, { body: values });
 */
export const registroOrganizacion = defineEndpoint({
  method: 'POST',
  path: '/auth/registroOrganizacion',
  body: RegistroOrganizacionBody,
  multipart: true,
  response: RegistroOrganizacionData,
  status: 201,
  access: ACCESS.public,
  summary: 'Register a company (multipart, optional logo); answers token_docs to attach its documents',
  tags: ['auth'],
});

/**
 * Attaches one accreditation document (PDF up to 10 MB) of the company just registered, with its
 * `token_docs` (valid 60 minutes).
 *
 * @example
 * await call(registroOrganizacionDocumentos, { body: { documento: file, org_cif, token_docs, type: 'emacs' } });
 */
export const registroOrganizacionDocumentos = defineEndpoint({
  method: 'POST',
  path: '/auth/registroOrganizacion/documentos',
  body: DocumentoAcreditacionBody,
  multipart: true,
  response: DocumentoAcreditacionData,
  status: 201,
  access: ACCESS.public,
  summary: 'Attach an accreditation document (ISO 14001 or EMAS, PDF) of a company that has just registered',
  tags: ['auth'],
});

/**
 * Registers a consultant (multipart, optional logo).
 *
 * @example
 * await call(registroConsultor, { body: values });
 */
export const registroConsultor = defineEndpoint({
  method: 'POST',
  path: '/auth/registroConsultor',
  body: RegistroConsultorBody,
  multipart: true,
  response: RegistroConsultorData,
  status: 201,
  access: ACCESS.public,
  summary: 'Register a consultant (multipart, optional logo)',
  tags: ['auth'],
});
