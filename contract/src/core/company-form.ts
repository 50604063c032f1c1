/**
 * The company form's common fields (spec part 1 §3, part 2 §3, §5), written once for the two areas
 * whose forms show them, and for shared-ui's `CompanyFields`, which draws them (issue 34, item 2): the
 * address block and its rules, and the type and size, which the registration (auth) and the company's
 * record (empresas) name alike; and the record's fields that the company and the administration both
 * edit (`/mis-datos`, `/empresas/{cif}`), under the record's names (`COMPANY_FIELD_NAMES` in shared-ui).
 * The registration's payload names its e-mail and contacts otherwise (`email`, `org_persona_contacto_*`),
 * so it takes the address and the type and size from here and writes the rest itself.
 */
import * as v from 'valibot';
import { spanishAddressRules } from './address';
import { crossFieldRules, formId, optionalText, requiredEmail, requiredText, type CrossFieldRule } from './form';
import { MSG } from './messages';
import { optionalUpload, UPLOAD_RULES } from './uploads';

/** A company's address (the record's and the registration's names): Spain asks for postal code, town and province ({@link companyAddressRules}). */
export const companyAddressFields = {
  org_direccion: requiredText(MSG.direccionObligatoria),
  /** Required (5 digits) when org_pais is Spain; free text up to 10 characters elsewhere. */
  org_codigo_postal: optionalText(10),
  org_poblacion: optionalText(),
  org_provincia: optionalText(),
  org_pais: formId(MSG.paisObligatorio, MSG.paisNoValido),
};

/** The values a form with a company's address holds. */
type CompanyAddressValues = Record<string, unknown> & Partial<Record<'org_pais' | 'org_codigo_postal' | 'org_poblacion' | 'org_provincia', unknown>>;

/**
 * The address rules of a company form (`spanishAddressRules` over the `org_*` names).
 *
 * @example
 * crossFieldRules<Values>([...nameRules, ...companyAddressRules<Values>()])
 */
export function companyAddressRules<T extends CompanyAddressValues>(): CrossFieldRule<T>[] {
  return spanishAddressRules<T>({ pais: 'org_pais', codigoPostal: 'org_codigo_postal', poblacion: 'org_poblacion', provincia: 'org_provincia' });
}

/**
 * The company's type and size (part 1 §3, part 2 §5), which set its annual fee: the registration asks
 * for them, and afterwards only the administration changes them (issue 33 item 6).
 */
export const companyTypeFields = {
  /** An option of tipo_empresa (checked on the server). */
  org_tipo: requiredText(MSG.tipoEmpresaObligatorio, 100),
  /** An option of the size list of org_tipo (LISTA_TAMANIO_POR_TIPO; checked on the server). */
  org_tamanio: requiredText(MSG.tamanioEmpresaObligatorio, 100),
};

/**
 * The company record's fields both the company and the administration edit (part 2 §5, part 1 §5):
 * address, contact, contact person, billing contact, and an optional new logo (cropped). The type and
 * size are the administration's alone ({@link companyTypeFields}).
 */
export const companyDataFields = {
  ...companyAddressFields,
  org_email: requiredEmail(MSG.correoObligatorio),
  org_telefono: requiredText(MSG.telefonoObligatorio, 30),
  /** Optional (part 2 §5). */
  org_web: optionalText(),
  persona_contacto_nombre: requiredText(MSG.nombreObligatorio),
  persona_contacto_cargo: requiredText(MSG.cargoObligatorio),
  persona_contacto_telefono: requiredText(MSG.telefonoObligatorio, 30),
  persona_contacto_email: requiredEmail(MSG.emailObligatorio),
  contacto_facturacion_nombre: requiredText(MSG.nombreObligatorio),
  contacto_facturacion_email: requiredEmail(MSG.emailObligatorio),
  contacto_facturacion_telefono: requiredText(MSG.telefonoObligatorio, 30),
  /** A new logo (cropped 1:1 or 4:2); absent keeps the stored one. */
  logo: optionalUpload(UPLOAD_RULES.logo),
};

const CompanyDataFields = v.object(companyDataFields);
type CompanyDataValues = v.InferOutput<typeof CompanyDataFields>;

/**
 * The company record's common data with its address rules: the body of what a company changes of its
 * own data (empresas' `MisDatosBody`), and the common part of the administration's.
 *
 * @example
 * v.intersect([CompanyData, CompanyType]) // a company form with its type and size
 */
export const CompanyData = v.pipe(CompanyDataFields, crossFieldRules<CompanyDataValues>(companyAddressRules<CompanyDataValues>()));
export type CompanyData = v.InferOutput<typeof CompanyData>;
export type CompanyDataForm = v.InferInput<typeof CompanyData>;

/** The type and size alone, as the administration's form and the registration edit them (the forms' stories). */
export const CompanyType = v.object(companyTypeFields);
export type CompanyTypeForm = v.InferInput<typeof CompanyType>;
