// The forms of one company: what they are bound to, their values from what the API answered, and the
// accreditation documents sent after a save.
import * as v from 'valibot';
import { calendarDay, PAIS_ESPANA } from '@dapcon/contract/core';
import { AcreditacionForm, DOCUMENTO_ACREDITACION_TIPOS, type DocumentoAcreditacionTipo } from '@dapcon/contract/auth';
import { EmpresaBody, MisDatosBody, type EmpresaDetalle, type EmpresaPerfil } from '@dapcon/contract/empresas';
import { ApiError } from '@dapcon/shared-sdk';
import type { EndpointInput } from '@dapcon/contract/core';
import type { actualizarDocumentoEmpresa } from '@dapcon/contract/empresas';

/**
 * The administration's general data form: the company's data as the API takes them (EmpresaBody)
 * plus the accreditation documents to attach, each a ticked box with its PDF
 * ('Es necesario adjuntar el documento acreditativo'). `call` sends only EmpresaBody's fields.
 */
export const EmpresaFormSchema = v.intersect([EmpresaBody, AcreditacionForm]);
export type EmpresaFormValues = v.InferInput<typeof EmpresaFormSchema>;

/** The company's own data form (/mis-datos): MisDatosBody plus the documents to attach. */
export const MisDatosFormSchema = v.intersect([MisDatosBody, AcreditacionForm]);
export type MisDatosFormValues = v.InferInput<typeof MisDatosFormSchema>;

/** After a save, a company's page reads the company again this much later (spec part 2 §4, §9). */
export const RELOAD_AFTER_SAVE_MS = 500;

/** Nothing to attach: a stored document shows as stored, a missing one as an empty box. */
const NO_DOCUMENTS = { iso14001: { ticked: false }, emacs: { ticked: false } } as const;

/** The fields both forms edit, from the company as the API answered it. */
function datosComunes(e: EmpresaPerfil) {
  return {
    org_direccion: e.org_direccion ?? '',
    org_codigo_postal: e.org_codigo_postal ?? '',
    org_poblacion: e.org_poblacion ?? '',
    org_provincia: e.org_provincia ?? '',
    org_pais: String(e.org_pais ?? PAIS_ESPANA),
    org_email: e.org_email ?? '',
    org_telefono: e.org_telefono ?? '',
    org_web: e.org_web ?? '',
    persona_contacto_nombre: e.persona_contacto_nombre ?? '',
    persona_contacto_cargo: e.persona_contacto_cargo ?? '',
    persona_contacto_telefono: e.persona_contacto_telefono ?? '',
    persona_contacto_email: e.persona_contacto_email ?? '',
    contacto_facturacion_nombre: e.contacto_facturacion_nombre ?? '',
    contacto_facturacion_email: e.contacto_facturacion_email ?? '',
    contacto_facturacion_telefono: e.contacto_facturacion_telefono ?? '',
    logo: null,
    ...NO_DOCUMENTS,
  };
}

/** A stored instant as the day a date input shows (the day in Madrid). */
function dayOf(instant: string): string {
  const date = new Date(instant);
  return Number.isNaN(date.getTime()) ? '' : calendarDay(date);
}

/**
 * The administration's form values of a company: every field as the API answered it.
 *
 * @example
 * useContractForm(EmpresaFormSchema, { defaultValues: empresaValues(data), submit })
 */
export function empresaValues(e: EmpresaDetalle): EmpresaFormValues {
  return {
    ...datosComunes(e),
    org_tipo: e.org_tipo ?? '',
    org_tamanio: e.org_tamanio ?? '',
    es_persona: e.es_persona,
    org_nombre: e.es_persona ? '' : e.org_nombre,
    org_persona_nombre: e.org_persona_nombre ?? '',
    org_persona_apellido: e.org_persona_apellido ?? '',
    org_convenio: e.org_convenio ?? '',
    org_facturar_dapcon_convenio: e.org_facturar_dapcon_convenio,
    exento_cuota: e.exento_cuota,
    integracion_api: e.integracion_api,
    org_fecha_alta: dayOf(e.org_fecha_alta),
  };
}

/** The company's own form values (never its type and size: they are shown, not sent). */
export function misDatosValues(e: EmpresaPerfil): MisDatosFormValues {
  return datosComunes(e);
}

/** The documents part of a form's output. */
type Documentos = v.InferOutput<typeof AcreditacionForm>;

/**
 * Sends each ticked document (only a company without one stored has the box to tick), one after
 * the other, through `send` (the form's `useApiMutation(actualizarDocumentoEmpresa).mutateAsync`). The
 * server's word on a document goes under its own field and stops there (answering false); any other
 * failure is thrown, for the form to report.
 *
 * @example
 * const ok = await attachDocuments(values, empresa.org_cif, (type, message) => form.setError(`${type}.documento`, { type: 'server', message }), adjuntar.mutateAsync);
 */
export async function attachDocuments(
  values: Documentos,
  orgCif: string,
  onFieldError: (type: DocumentoAcreditacionTipo, message: string) => void,
  send: (input: EndpointInput<typeof actualizarDocumentoEmpresa>) => Promise<unknown>,
): Promise<boolean> {
  for (const type of DOCUMENTO_ACREDITACION_TIPOS) {
    const doc = values[type];
    if (!doc.ticked) continue;
    try {
      await send({ body: { documento: doc.documento, org_cif: orgCif, type } });
    } catch (error) {
      const message = error instanceof ApiError && error.status === 422 ? (error.fieldError('documento') ?? error.fieldError('type')) : undefined;
      if (!message) throw error;
      onFieldError(type, message);
      return false;
    }
  }
  return true;
}

/** Whether a company has a document stored. */
export function hasDocument(e: EmpresaPerfil, type: DocumentoAcreditacionTipo): boolean {
  return type === 'iso14001' ? e.doc_sgm_iso14001 : e.doc_sgm_emacs;
}
