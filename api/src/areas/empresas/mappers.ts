/**
 * The empresas area's mappings: the company list's rows as the answer and the Excel file show
 * them; a company's row as its page and /mis-datos show it; the forms' bodies as the changes they
 * make to the company and its account.
 */
import {
  calendarDay,
  datePrefixedName,
  type DocumentoAcreditacionTipo,
  type EmpresaBody,
  type EmpresaDetalle,
  type EmpresaListItem,
  type EmpresaPerfil,
  type MisDatosBody,
} from '@dapcon/contract';
import { isUserActive } from '../../auth/session-rules';
import type { Lang } from '../../lib/lang';
import type { ExcelColumn } from '../../lib/list';
import type { CuentaEmpresaChanges } from '../../auth/accounts';
import type { EmpresaRow, OrganizacionChanges, OrganizacionListRow } from './repository';

/** Agreement id → its name in the caller's language. */
export type ConvenioNames = ReadonlyMap<string, string>;

/** A row of the company list as `GET /organizaciones` answers it (its agreement's name read with it). */
export function empresaListItem(row: OrganizacionListRow & { convenio_nombre: string | null }): EmpresaListItem {
  return {
    org_id: row.org_id,
    org_cif: row.org_cif,
    org_nombre: row.org_nombre,
    fecha_creacion: row.fecha_creacion.toISOString(),
    org_fecha_alta: row.org_fecha_alta.toISOString(),
    org_telefono: row.org_telefono,
    integracion_api: row.integracion_api,
    org_convenio: row.org_convenio,
    // Its id when the agreements' list has no such option (convenioNombre's rule).
    convenio_nombre: row.org_convenio === null ? null : (row.convenio_nombre ?? row.org_convenio),
    org_fecha_baja: row.org_fecha_baja?.toISOString() ?? null,
  };
}

/** The agreement's name in the caller's language (its id when the list has no text for it), or null. */
function convenioNombre(row: Pick<OrganizacionListRow, 'org_convenio'>, convenios: ConvenioNames): string | null {
  return row.org_convenio === null ? null : (convenios.get(row.org_convenio) ?? row.org_convenio);
}

/** The Excel file's texts, in the caller's language. */
export const EMPRESAS_EXCEL_TEXTS = {
  es: { sheet: 'Empresas', cif: 'CIF', nombre: 'Nombre', fecha: 'Fecha de creación', telefono: 'Teléfono', api: 'Integración API', convenio: 'Convenio', si: 'Sí', no: 'No' },
  ca: { sheet: 'Empreses', cif: 'CIF', nombre: 'Nom', fecha: 'Data de creació', telefono: 'Telèfon', api: 'Integració API', convenio: 'Conveni', si: 'Sí', no: 'No' },
} as const satisfies Record<Lang, Record<string, string>>;

/** The company list's Excel columns (spec part 2 §2.4): CIF, name, creation date, phone, API integration, agreement. */
export function empresasExcelColumns(lang: Lang, convenios: ConvenioNames): ExcelColumn<OrganizacionListRow>[] {
  const t = EMPRESAS_EXCEL_TEXTS[lang];
  return [
    { header: t.cif, width: 14, kind: 'text', value: (row) => row.org_cif },
    { header: t.nombre, width: 50, kind: 'text', value: (row) => row.org_nombre },
    { header: t.fecha, width: 18, kind: 'day', value: (row) => row.fecha_creacion },
    { header: t.telefono, width: 16, kind: 'text', value: (row) => row.org_telefono },
    { header: t.api, width: 16, kind: 'text', value: (row) => (row.integracion_api ? t.si : t.no) },
    { header: t.convenio, width: 40, kind: 'text', value: (row) => convenioNombre(row, convenios) },
  ];
}

// ---------------------------------------------------------------- one company

/** A company as the administration's page shows it (GET /organizaciones/cif/:cif and the saves' answers). */
export function empresaDetalle(row: EmpresaRow, now: Date = new Date()): EmpresaDetalle {
  const { cuenta, org_logo, doc_sgm_iso14001, doc_sgm_emacs, fecha_creacion, org_fecha_alta, org_fecha_baja, ...company } = row;
  return {
    ...company,
    tiene_logo: org_logo !== null,
    doc_sgm_iso14001: doc_sgm_iso14001 !== null,
    doc_sgm_emacs: doc_sgm_emacs !== null,
    fecha_creacion: fecha_creacion.toISOString(),
    org_fecha_alta: org_fecha_alta.toISOString(),
    org_fecha_baja: org_fecha_baja?.toISOString() ?? null,
    usuario: cuenta.usuario,
    activo: isUserActive(cuenta, now),
  };
}

/** A company as it sees itself (/mis-datos): the detail without the administration's own fields. */
export function empresaPerfil(row: EmpresaRow, now: Date = new Date()): EmpresaPerfil {
  const { comisionista_id: _c, tipo_comision: _t, org_observaciones_baja: _o, usuario_id: _u, activo: _a, ...perfil } = empresaDetalle(row, now);
  return perfil;
}

/**
 * The instant a form's date ('yyyy-mm-dd') is stored as: 12:00 UTC of that day, which is the same
 * calendar day in Madrid (UTC+1 or +2) and in any zone within 11 hours of UTC, so the page, the
 * list and the Excel file (all showing the day in Madrid) show the date that was typed.
 */
export function dayInstant(day: string): Date {
  return new Date(`${day}T12:00:00.000Z`);
}

/** The alta instant a save keeps: the stored one while the form shows its day, else the new day's. */
function fechaAlta(day: string, stored: Date): Date {
  return calendarDay(stored) === day ? stored : dayInstant(day);
}

/**
 * The fields the company and the administration both edit (part 2 §5), as changes to the company:
 * never the type and size, which set the fee and are the administration's alone.
 */
export function datosComunesChanges(body: MisDatosBody): OrganizacionChanges {
  return {
    org_direccion: body.org_direccion,
    org_codigo_postal: body.org_codigo_postal ?? null,
    org_poblacion: body.org_poblacion ?? null,
    org_provincia: body.org_provincia ?? null,
    org_pais: body.org_pais,
    org_email: body.org_email,
    org_telefono: body.org_telefono,
    org_web: body.org_web ?? null,
    persona_contacto_nombre: body.persona_contacto_nombre,
    persona_contacto_cargo: body.persona_contacto_cargo,
    persona_contacto_telefono: body.persona_contacto_telefono,
    persona_contacto_email: body.persona_contacto_email,
    contacto_facturacion_nombre: body.contacto_facturacion_nombre,
    contacto_facturacion_email: body.contacto_facturacion_email,
    contacto_facturacion_telefono: body.contacto_facturacion_telefono,
  };
}

/**
 * The administration's save (part 2 §2.5) as changes to the company: the common fields, the type
 * and size, the name
 * (a business name, or a self-employed person's name and surnames, whose legal name is both
 * together, as at registration), the agreement, fee exemption, API access and the date of the
 * (last) alta; never the registration date (`fecha_creacion`).
 */
export function empresaChanges(body: EmpresaBody, stored: Pick<EmpresaRow, 'es_persona' | 'org_fecha_alta'>): OrganizacionChanges {
  const persona = stored.es_persona ? { nombre: body.org_persona_nombre ?? '', apellidos: body.org_persona_apellido ?? '' } : null;
  return {
    ...datosComunesChanges(body),
    org_tipo: body.org_tipo,
    org_tamanio: body.org_tamanio,
    org_nombre: persona ? `${persona.nombre} ${persona.apellidos}` : (body.org_nombre ?? ''),
    org_persona_nombre: persona?.nombre ?? null,
    org_persona_apellido: persona?.apellidos ?? null,
    org_convenio: body.org_convenio ?? null,
    org_facturar_dapcon_convenio: body.org_facturar_dapcon_convenio,
    exento_cuota: body.exento_cuota,
    integracion_api: body.integracion_api,
    org_fecha_alta: fechaAlta(body.org_fecha_alta, stored.org_fecha_alta),
  };
}

/**
 * What a company's save copies to its account: the e-mail (the company's is the account's), the
 * phone and, when the name changed, the name the token and the home show (as at registration: a
 * business name with no surnames, or a person's name and surnames).
 */
export function cuentaChanges(changes: OrganizacionChanges, esPersona: boolean): CuentaEmpresaChanges {
  const out: CuentaEmpresaChanges = {};
  if (changes.org_email) out.email = changes.org_email;
  if (changes.org_telefono !== undefined) out.telefono = changes.org_telefono;
  if (changes.org_nombre !== undefined) {
    out.nombre = esPersona ? (changes.org_persona_nombre ?? '') : changes.org_nombre;
    out.apellidos = esPersona ? (changes.org_persona_apellido ?? '') : '';
  }
  return out;
}

/** How each accreditation document is named in its file. */
const DOCUMENTO_NOMBRE: Record<DocumentoAcreditacionTipo, string> = { iso14001: 'ISO14001', emacs: 'EMAS' };

/** A CIF that can name a file as it is (what registration accepts: letters and digits). */
const FILE_NAME_CIF = /^[A-Z0-9]{1,20}$/;

/**
 * The name a downloaded accreditation document is saved under: `<date>_<CIF>_ISO14001.pdf` or
 * `…_EMAS.pdf` (the day in Madrid, `datePrefixedName`); `default.pdf` (spec part 1 §9's fallback)
 * when the CIF cannot name a file.
 */
export function documentoFileName(orgCif: string, type: DocumentoAcreditacionTipo, now: Date = new Date()): string {
  return FILE_NAME_CIF.test(orgCif) ? datePrefixedName(`${orgCif}_${DOCUMENTO_NOMBRE[type]}.pdf`, now) : 'default.pdf';
}
