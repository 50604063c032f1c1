/** The company list's rows as the answer and the Excel file show them. */
import type { EmpresaListItem } from '@dapcon/contract';
import type { Lang } from '../../lib/lang';
import type { ExcelColumn } from '../../lib/list';
import type { OrganizacionListRow } from './repository';

/** Agreement id → its name in the caller's language. */
export type ConvenioNames = ReadonlyMap<string, string>;

/** A row of the company list as `GET /organizaciones` answers it. */
export function empresaListItem(row: OrganizacionListRow, convenios: ConvenioNames): EmpresaListItem {
  return {
    org_id: row.org_id,
    org_cif: row.org_cif,
    org_nombre: row.org_nombre,
    org_fecha_alta: row.org_fecha_alta.toISOString(),
    org_telefono: row.org_telefono,
    integracion_api: row.integracion_api,
    org_convenio: row.org_convenio,
    convenio_nombre: convenioNombre(row, convenios),
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
    { header: t.fecha, width: 18, kind: 'day', value: (row) => row.org_fecha_alta },
    { header: t.telefono, width: 16, kind: 'text', value: (row) => row.org_telefono },
    { header: t.api, width: 16, kind: 'text', value: (row) => (row.integracion_api ? t.si : t.no) },
    { header: t.convenio, width: 40, kind: 'text', value: (row) => convenioNombre(row, convenios) },
  ];
}
