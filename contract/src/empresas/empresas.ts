/**
 * The companies area's contract (spec part 2 §2.4, §7.3; part 1 §2, §7): the company list with its
 * filters, sorts and Excel.
 */
import * as v from 'valibot';
import { ACCESS, defineEndpoint } from '../core/endpoint';
import { ESTADOS_PAGO } from '../core/session';
import { booleanFilter, choiceFilter, listQuery, paginated, positiveIntegerFilter, textFilter } from '../core/list';

/** The status filter of company lists (spec part 2 §9): alta (default), baja, todos. */
export const ESTADOS_ALTA = ['alta', 'baja', 'todos'] as const;

/** The fields a company list may be sorted by (spec part 2 §2.4: CIF, name, creation date). */
export const EMPRESAS_SORTABLE = ['org_cif', 'org_nombre', 'fecha_creacion'] as const;

/**
 * GET /organizaciones query (spec part 2 §2.4, part 1 §7): name, CIF, status (default alta), API
 * integration, annual fee paid or pending, agreement, commission earner and commission type; page,
 * order_by, to_excel.
 */
export const EmpresasQuery = listQuery(
  {
    filter_name: textFilter(),
    filter_cif: textFilter(20),
    estado_id: choiceFilter(ESTADOS_ALTA, 'alta'),
    integracion_api: booleanFilter(),
    estado_pago: choiceFilter(ESTADOS_PAGO),
    org_convenio: textFilter(),
    comisionista_id: positiveIntegerFilter(),
    tipo_comision: textFilter(),
  },
  EMPRESAS_SORTABLE,
  'org_nombre asc',
);
export type EmpresasQuery = v.InferOutput<typeof EmpresasQuery>;
export type EmpresasQueryInput = v.InferInput<typeof EmpresasQuery>;

/** A row of the company list. */
export const EmpresaListItem = v.object({
  org_id: v.number(),
  org_cif: v.string(),
  org_nombre: v.string(),
  /** ISO date-time of the registration (the list's 'Fecha de creación'): never changed by a baja and alta. */
  fecha_creacion: v.string(),
  /** ISO date-time of the (last) alta: the registration, or the re-activation after a baja. */
  org_fecha_alta: v.string(),
  org_telefono: v.nullable(v.string()),
  integracion_api: v.boolean(),
  /** param_id of the agreement, when the company has one (its row is greyed). */
  org_convenio: v.nullable(v.string()),
  /** The agreement's name in the caller's language. */
  convenio_nombre: v.nullable(v.string()),
  /** Set when the company has left (baja). */
  org_fecha_baja: v.nullable(v.string()),
});
export type EmpresaListItem = v.InferOutput<typeof EmpresaListItem>;

/** The company list's Excel file name, before the date prefix. */
export const EMPRESAS_EXCEL_NAME = 'Empresas.xlsx';

/**
 * GET /organizaciones: a page of companies, filtered and sorted; with `to_excel=true` the whole
 * filtered, sorted list as an xlsx file (streamed, named `<date>_Empresas.xlsx`).
 */
export const organizaciones = defineEndpoint({
  method: 'GET',
  path: '/organizaciones',
  query: EmpresasQuery,
  response: paginated(EmpresaListItem),
  access: ACCESS.admin,
  summary: 'Companies: filtered, sorted, paged (to_excel=true: the whole list as xlsx)',
  tags: ['empresas'],
});
