/**
 * One company (spec part 2 §2.3, §2.5, §3, §4, §5, §7.3; part 1 §3, §5, §7): its data as the
 * administration sees and edits it (`/empresas/{cif}`), as the company itself sees and edits it
 * (`/mis-datos`), leaving and rejoining (baja/alta), deletion, the logo and the accreditation
 * documents (ISO 14001, EMAS).
 *
 * Field names are the server-side detail names of part 1 §3 (`org_*`), flat: the contact person's
 * and the billing contact's fields as part 2 §3 names them (`persona_contacto_*`,
 * `contacto_facturacion_*`). Updates are multipart (an optional new logo travels with the data).
 *
 * In paths, `:id` is the company's `org_id`; the administration's page is addressed by CIF
 * (`/empresas/{cif}`), so the detail is fetched by CIF and answers the id.
 */
import * as v from 'valibot';
import { CompanyData, companyAddressRules, companyDataFields, companyTypeFields } from '../core/company-form';
import { ACCESS, defineEndpoint } from '../core/endpoint';
import { crossFieldRules, formBoolean, formId, isFilled, optionalText, requiredDate, requiredText, type CrossFieldRule } from '../core/form';
import { MSG } from '../core/messages';
import { ESTADOS_PAGO } from '../core/session';
import { requiredUpload, UPLOAD_RULES } from '../core/uploads';
import { AUTH_MSG } from '../auth/messages';
import { DOCUMENTO_ACREDITACION_TIPOS } from '../auth/registro';
import { EMPRESAS_MSG } from './messages';

// ---------------------------------------------------------------- what the API answers

/**
 * A company as the administration sees it (GET /organizaciones/cif/:cif). The company itself
 * gets the same shape without the administration's own fields ({@link EmpresaPerfil}).
 */
export const EmpresaDetalle = v.object({
  org_id: v.number(),
  org_cif: v.string(),
  /** The legal name; for a self-employed person, their name and surnames as registered. */
  org_nombre: v.string(),
  /** A self-employed person (DNI/NIE): `org_persona_nombre` and `org_persona_apellido` instead of a business name. */
  es_persona: v.boolean(),
  org_persona_nombre: v.nullable(v.string()),
  org_persona_apellido: v.nullable(v.string()),
  org_direccion: v.nullable(v.string()),
  org_codigo_postal: v.nullable(v.string()),
  org_poblacion: v.nullable(v.string()),
  org_provincia: v.nullable(v.string()),
  org_pais: v.nullable(v.number()),
  /** The company's e-mail, which is also its account's (sign-in recovery, communications). */
  org_email: v.nullable(v.string()),
  org_telefono: v.nullable(v.string()),
  org_web: v.nullable(v.string()),
  /** A logo is stored: GET /org-logo-img/:id/img serves it. */
  tiene_logo: v.boolean(),
  persona_contacto_nombre: v.nullable(v.string()),
  persona_contacto_cargo: v.nullable(v.string()),
  persona_contacto_telefono: v.nullable(v.string()),
  persona_contacto_email: v.nullable(v.string()),
  contacto_facturacion_nombre: v.nullable(v.string()),
  contacto_facturacion_email: v.nullable(v.string()),
  contacto_facturacion_telefono: v.nullable(v.string()),
  /** param_id of tipo_empresa. */
  org_tipo: v.nullable(v.string()),
  /** param_id of the size list of org_tipo. */
  org_tamanio: v.nullable(v.string()),
  /** param_id of empresa_convenios, when the company joined through an agreement (then it has no commissions tab). */
  org_convenio: v.nullable(v.string()),
  org_facturar_dapcon_convenio: v.boolean(),
  exento_cuota: v.boolean(),
  /** It takes the reminders of its unpaid annual fee (it may opt out; never of the expiry reminders: docs/decisions.md 'Reminders (issue 36)'). */
  recordatorios_cuota: v.boolean(),
  integracion_api: v.boolean(),
  comisionista_id: v.nullable(v.number()),
  tipo_comision: v.nullable(v.string()),
  /** ISO date-time of the registration ('Fecha de creación'): set once, never changed by a baja and alta. */
  fecha_creacion: v.string(),
  /** ISO date-time of the (last) alta: the registration, or the re-activation after a baja (part 2 §3). */
  org_fecha_alta: v.string(),
  /** ISO date-time of the baja, while the company is de baja. */
  org_fecha_baja: v.nullable(v.string()),
  org_observaciones_baja: v.nullable(v.string()),
  estado_pago: v.picklist(ESTADOS_PAGO),
  /** Whether an ISO 14001 / EMAS document is stored (GET /organizaciones/:id/obtener-documento serves it). */
  doc_sgm_iso14001: v.boolean(),
  doc_sgm_emacs: v.boolean(),
  /** The account's sign-in name (the CIF) and whether it may sign in. */
  usuario: v.string(),
  usuario_id: v.number(),
  activo: v.boolean(),
});
export type EmpresaDetalle = v.InferOutput<typeof EmpresaDetalle>;

/** A company's own data (GET /organizaciones/mis-datos/mostrar): the detail without the administration's fields. */
export const EmpresaPerfil = v.omit(EmpresaDetalle, ['comisionista_id', 'tipo_comision', 'org_observaciones_baja', 'usuario_id', 'activo']);
export type EmpresaPerfil = v.InferOutput<typeof EmpresaPerfil>;

// ---------------------------------------------------------------- what the forms send

/**
 * POST /organizaciones/mis-datos/actualizar, multipart: what a company changes of its own data: the
 * company record's common fields and their address rules (`CompanyData`, the contract's core: shared-ui's
 * `CompanyFields` draws them, the registration shares their address and the type and size). The CIF,
 * the legal name, the type and the size are not here: only the administration changes them (part 2 §6;
 * the type and size set the fee: sent anyway, they are dropped like any key the body does not declare).
 *
 * @example
 * await call(actualizarMisDatos, { body: { ...values, logo: croppedFile } });
 */
export const MisDatosBody = CompanyData;
export type MisDatosBody = v.InferOutput<typeof MisDatosBody>;
export type MisDatosForm = v.InferInput<typeof MisDatosBody>;

const EmpresaFields = v.object({
  ...companyDataFields,
  ...companyTypeFields,
  /**
   * Must match the stored company (the server refuses a mismatch): it says which name fields the
   * form shows, the business name or a person's name and surnames.
   */
  es_persona: formBoolean(),
  /** The legal name; required unless es_persona. Only the administration edits it. */
  org_nombre: optionalText(),
  /** Required when es_persona. */
  org_persona_nombre: optionalText(),
  /** Required when es_persona. */
  org_persona_apellido: optionalText(),
  /** An option of empresa_convenios, or none. */
  org_convenio: optionalText(100),
  org_facturar_dapcon_convenio: formBoolean(),
  exento_cuota: formBoolean(),
  /** API access (part 2 §2.5). */
  integracion_api: formBoolean(),
  /** 'yyyy-mm-dd': the (last) alta; the registration date (fecha_creacion) is not the form's. */
  org_fecha_alta: requiredDate(EMPRESAS_MSG.fechaAltaObligatoria),
});
type EmpresaValues = v.InferOutput<typeof EmpresaFields>;

/** Name rules of a company form: the business name, or a person's name and surnames. */
const nameRules: CrossFieldRule<EmpresaValues>[] = [
  { field: 'org_nombre', reads: ['es_persona'], holds: (f) => f.es_persona || isFilled(f.org_nombre), message: MSG.nombreObligatorio },
  { field: 'org_persona_nombre', reads: ['es_persona'], holds: (f) => !f.es_persona || isFilled(f.org_persona_nombre), message: MSG.nombreObligatorio },
  { field: 'org_persona_apellido', reads: ['es_persona'], holds: (f) => !f.es_persona || isFilled(f.org_persona_apellido), message: MSG.apellidosObligatorios },
];

/**
 * POST /organizaciones/:id/actualizar, multipart: the administration's 'Guardar' on the general
 * data tab (part 2 §2.5): every company field, the legal name, the agreement, fee exemption, API
 * access and the registration date. Answers 201 with 'Los datos han sido guardados correctamente'.
 *
 * @example
 * await call(actualizarEmpresa, { params: { id: 12 }, body: values });
 */
export const EmpresaBody = v.pipe(EmpresaFields, crossFieldRules<EmpresaValues>([...nameRules, ...companyAddressRules<EmpresaValues>()]));
export type EmpresaBody = v.InferOutput<typeof EmpresaBody>;
export type EmpresaForm = v.InferInput<typeof EmpresaBody>;

/** PATCH /organizaciones/:id/dar_de_baja (part 2 §4, §7.3). */
export const DarDeBajaBody = v.object({
  /** 'yyyy-mm-dd'. */
  org_fecha_baja: requiredDate(EMPRESAS_MSG.fechaBajaObligatoria),
  org_observaciones_baja: optionalText(2000),
});
export type DarDeBajaBody = v.InferOutput<typeof DarDeBajaBody>;
export type DarDeBajaForm = v.InferInput<typeof DarDeBajaBody>;

/** PATCH /organizaciones/:id/dar_de_alta (part 2 §4, §7.3: the alta sends its date and observations too). */
export const DarDeAltaBody = v.object({
  /** 'yyyy-mm-dd': the re-activation date (org_fecha_alta); the registration date (fecha_creacion) stays. */
  org_fecha_alta: requiredDate(EMPRESAS_MSG.fechaAltaObligatoria),
  org_observaciones_baja: optionalText(2000),
});
export type DarDeAltaBody = v.InferOutput<typeof DarDeAltaBody>;
export type DarDeAltaForm = v.InferInput<typeof DarDeAltaBody>;

/**
 * POST /organizaciones/actualizar/documentos, multipart (part 2 §7.3): a company's ISO 14001 or
 * EMAS document, sent late (after registration) by the company itself or by the administration.
 */
export const DocumentoEmpresaBody = v.object({
  documento: requiredUpload(UPLOAD_RULES.documento, AUTH_MSG.documentoAcreditativoObligatorio),
  org_cif: requiredText(MSG.documentoObligatorio, 20),
  type: v.picklist(DOCUMENTO_ACREDITACION_TIPOS, AUTH_MSG.tipoDocumentoNoValido),
});
export type DocumentoEmpresaBody = v.InferOutput<typeof DocumentoEmpresaBody>;
export type DocumentoEmpresaForm = v.InferInput<typeof DocumentoEmpresaBody>;

/** Query of GET /organizaciones/:id/obtener-documento and DELETE …/documento: which document. */
export const DocumentoEmpresaQuery = v.object({
  doc_type: v.picklist(DOCUMENTO_ACREDITACION_TIPOS, AUTH_MSG.tipoDocumentoNoValido),
});

/** A company's id in a path (`org_id`), from its decimal text. */
export const OrgIdParams = v.object({
  id: v.pipe(v.string(), v.regex(/^\d{1,9}$/, MSG.noEncontrado), v.transform(Number)),
});

/** The administration or a company: who reaches a company's own files (a company only its own; checked on the server). */
const ADMIN_OR_COMPANY = { modulos: ['administrador', 'organizacion'] } as const;

/** The answer of a file download (logo, document): the bytes, no envelope. */
const FileAnswer = v.unknown();

// ---------------------------------------------------------------- endpoints

/**
 * A company as the administration sees it, by CIF: the `/empresas/{cif}` page.
 *
 * @example
 * const { data } = await call(empresaPorCif, { params: { cif: 'B12345674' } });
 */
export const empresaPorCif = defineEndpoint({
  method: 'GET',
  path: '/organizaciones/cif/:cif',
  params: v.object({ cif: v.pipe(v.string(), v.maxLength(20, MSG.noEncontrado)) }),
  response: EmpresaDetalle,
  access: ACCESS.admin,
  summary: 'A company, by CIF (the administration)',
  tags: ['empresas'],
});

/**
 * The administration's 'Guardar' of a company's general data (201).
 *
 * @example
 * await call(actualizarEmpresa, { params: { id: String(org_id) }, body: values });
 */
export const actualizarEmpresa = defineEndpoint({
  method: 'POST',
  path: '/organizaciones/:id/actualizar',
  params: OrgIdParams,
  body: EmpresaBody,
  multipart: true,
  response: EmpresaDetalle,
  status: 201,
  stale: ['GET /organizaciones', 'GET /org-logo-img/:id/img', 'GET /organizaciones/historial'],
  access: ACCESS.admin,
  summary: "Update a company's data (multipart, optional new logo)",
  tags: ['empresas'],
});

/** Gives a company baja: its account can no longer sign in and its open sessions end. */
export const darDeBaja = defineEndpoint({
  method: 'PATCH',
  path: '/organizaciones/:id/dar_de_baja',
  params: OrgIdParams,
  body: DarDeBajaBody,
  response: EmpresaDetalle,
  stale: ['GET /organizaciones', 'GET /panel/consolidado', 'GET /organizaciones/historial'],
  access: ACCESS.admin,
  summary: 'Give a company baja (date, observations); its sessions end',
  tags: ['empresas'],
});

/** Gives a company that left alta again: its account may sign in again. */
export const darDeAlta = defineEndpoint({
  method: 'PATCH',
  path: '/organizaciones/:id/dar_de_alta',
  params: OrgIdParams,
  body: DarDeAltaBody,
  response: EmpresaDetalle,
  stale: ['GET /organizaciones', 'GET /panel/consolidado', 'GET /organizaciones/historial'],
  access: ACCESS.admin,
  summary: 'Give a company alta again (date, observations)',
  tags: ['empresas'],
});

/** PATCH /organizaciones (part 2 §7.3 'for fee-exemption updates'): the company and whether it is exempt. */
export const ExencionCuotaBody = v.object({
  id: formId(MSG.campoObligatorio, MSG.noEncontrado),
  exento_cuota: v.pipe(v.nullish(v.unknown(), null), v.boolean(MSG.valorNoValido)),
});
export type ExencionCuotaBody = v.InferOutput<typeof ExencionCuotaBody>;

/**
 * Sets or clears a company's exemption from the annual fee, alone (the page's 'Guardar' carries it
 * with the rest): an exempt company owes no fee from then on, so it leaves the dashboard's owed and
 * renewal cards and its payment alert goes off (docs/decisions.md 'Fee exemption, `PATCH /organizaciones`').
 *
 * @example
 * await call(actualizarExencionCuota, { body: { id: 12, exento_cuota: true } });
 */
export const actualizarExencionCuota = defineEndpoint({
  method: 'PATCH',
  path: '/organizaciones',
  body: ExencionCuotaBody,
  response: EmpresaDetalle,
  stale: ['GET /organizaciones/historial'],
  access: ACCESS.admin,
  summary: "Set or clear a company's exemption from the annual fee",
  tags: ['empresas'],
});

/**
 * Deletes a company, its account and its files. Refused (409) while DAPcons or payments refer to
 * it: such a company is given baja instead (docs/decisions.md).
 */
export const eliminarEmpresa = defineEndpoint({
  method: 'DELETE',
  path: '/organizaciones/:id/eliminar',
  params: OrgIdParams,
  response: v.null(),
  stale: ['GET /organizaciones', 'GET /panel/consolidado'],
  access: ACCESS.admin,
  summary: 'Delete a company without DAPcons or payments (its account and files too)',
  tags: ['empresas'],
});

/** The signed-in company's own data (`/mis-datos`). */
export const misDatosEmpresa = defineEndpoint({
  method: 'GET',
  path: '/organizaciones/mis-datos/mostrar',
  response: EmpresaPerfil,
  access: { modulos: ['organizacion'] },
  summary: "The signed-in company's own data",
  tags: ['empresas'],
});

/** The signed-in company saves its own data (201; multipart, optional new logo). */
export const actualizarMisDatos = defineEndpoint({
  method: 'POST',
  path: '/organizaciones/mis-datos/actualizar',
  body: MisDatosBody,
  multipart: true,
  response: EmpresaPerfil,
  status: 201,
  stale: ['GET /org-logo-img/:id/img', 'GET /panel/inicio'],
  access: { modulos: ['organizacion'] },
  summary: "The signed-in company updates its own data (multipart, optional new logo)",
  tags: ['empresas'],
});

/** PATCH /organizaciones/mis-datos/recordatorios: whether the signed-in company takes its annual fee's reminders. */
export const RecordatoriosCuotaBody = v.object({
  recordatorios_cuota: v.pipe(v.nullish(v.unknown(), null), v.boolean(MSG.valorNoValido)),
});
export type RecordatoriosCuotaBody = v.InferOutput<typeof RecordatoriosCuotaBody>;

/**
 * The signed-in company opts out of (or back into) the reminders of its unpaid annual fee (issue 36).
 * The expiry reminders are not optional: the programme's rules require them.
 *
 * @example
 * await call(actualizarRecordatoriosCuota, { body: { recordatorios_cuota: false } });
 */
export const actualizarRecordatoriosCuota = defineEndpoint({
  method: 'PATCH',
  path: '/organizaciones/mis-datos/recordatorios',
  body: RecordatoriosCuotaBody,
  response: EmpresaPerfil,
  stale: ['GET /organizaciones/mis-datos/mostrar', 'GET /organizaciones/historial'],
  access: { modulos: ['organizacion'] },
  summary: "The signed-in company opts out of (or into) its annual fee's reminders",
  tags: ['empresas'],
});

/** Stores (or replaces) a company's ISO 14001 / EMAS document: the company its own, the administration any. */
export const actualizarDocumentoEmpresa = defineEndpoint({
  method: 'POST',
  path: '/organizaciones/actualizar/documentos',
  body: DocumentoEmpresaBody,
  multipart: true,
  response: EmpresaPerfil,
  status: 201,
  stale: ['GET /organizaciones', 'GET /organizaciones/historial'],
  access: ADMIN_OR_COMPANY,
  summary: 'Attach an ISO 14001 or EMAS document (PDF) to a company',
  tags: ['empresas'],
});

/**
 * Clears a company's ISO 14001 / EMAS document (part 2 §4: ticking the box again clears the
 * stored document; the company its own, the administration any).
 */
export const quitarDocumentoEmpresa = defineEndpoint({
  method: 'DELETE',
  path: '/organizaciones/:id/documento',
  params: OrgIdParams,
  query: DocumentoEmpresaQuery,
  response: EmpresaPerfil,
  stale: ['GET /organizaciones', 'GET /organizaciones/historial'],
  access: ADMIN_OR_COMPANY,
  summary: 'Remove an ISO 14001 or EMAS document of a company',
  tags: ['empresas'],
});

/**
 * Downloads a company's ISO 14001 / EMAS document as an attachment named `<date>_<name>.pdf`
 * (`default.pdf` when no name is known): the company its own, the administration any.
 */
export const obtenerDocumentoEmpresa = defineEndpoint({
  method: 'GET',
  path: '/organizaciones/:id/obtener-documento',
  params: OrgIdParams,
  query: DocumentoEmpresaQuery,
  response: FileAnswer,
  envelope: false,
  access: ADMIN_OR_COMPANY,
  summary: 'Download an ISO 14001 or EMAS document of a company (PDF attachment)',
  tags: ['empresas'],
});

/** A company's logo: the company its own, the administration any. */
export const logoEmpresa = defineEndpoint({
  method: 'GET',
  path: '/org-logo-img/:id/img',
  params: OrgIdParams,
  response: FileAnswer,
  envelope: false,
  access: ADMIN_OR_COMPANY,
  summary: "A company's logo image",
  tags: ['empresas'],
});
