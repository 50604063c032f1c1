/**
 * The DAPcon lists (spec part 2 §2.1, §2.7, §7.5; docs/dapcon-lifecycle.md step 5): `/dapcon` and
 * `/verificar-dapcon`, on the list kit (URL state, server paging, allow-listed sorts, streamed Excel).
 * Who sees what: a company its own, a consultant those it authored, a verifier (`verificar=true`)
 * those assigned to it, the administration all.
 */
import * as v from 'valibot';
import { ACCESS, defineEndpoint } from '../core/endpoint';
import { booleanFilter, choiceFilter, dateFilter, listQuery, paginated, positiveIntegerFilter, textFilter } from '../core/list';
import { Importe } from '../core/money';
import { ESTADOS_DAPCON, ESTADOS_DAPCON_IDIOMA } from './permisos';

/** The fields a DAPcon list may be sorted by. */
export const DAPCON_SORTABLE = ['dapcon_codigo', 'dv_nombre_producto', 'org_nombre', 'dapcon_fecha_creacion', 'dapcon_valido_hasta'] as const;

/**
 * GET /dapcon query (spec part 2 §7.5: `organizacion_id`, `page`; and the filters): the
 * state, a language, the company, the RCP, the validity's last day between two dates, a text over
 * code and product; `pendiente_pago` (part 2 §2.7, §7.5: true the declarations not paid yet, false
 * those paid; docs/finanzas.md 'DAPcon payments'); `verificar=true` is the verifier's list
 * (`/verificar-dapcon`).
 */
export const DapconListQuery = listQuery(
  {
    filter_text: textFilter(),
    estado: choiceFilter(ESTADOS_DAPCON),
    idioma_id: positiveIntegerFilter(),
    organizacion_id: positiveIntegerFilter(),
    rcp_id: positiveIntegerFilter(),
    valido_hasta_desde: dateFilter(),
    valido_hasta_hasta: dateFilter(),
    verificar: booleanFilter(),
    pendiente_pago: booleanFilter(),
  },
  DAPCON_SORTABLE,
  'dapcon_fecha_creacion desc',
);
export type DapconListQuery = v.InferOutput<typeof DapconListQuery>;
export type DapconListQueryInput = v.InferInput<typeof DapconListQuery>;

/** A row of the DAPcon lists (spec part 2 §3 '{product} (in lists)'). */
export const DapconListItem = v.object({
  id: v.number(),
  dapcon_codigo: v.nullable(v.string()),
  dv_nombre_producto: v.string(),
  org_id: v.number(),
  org_nombre: v.string(),
  rcp_equivalencia: v.string(),
  estado: v.picklist(ESTADOS_DAPCON),
  /** Each publication language (by id) with its code ('es', 'ca', 'en': the badge's label), its state and its ECO Platform flag. */
  idiomas: v.array(
    v.object({ idioma_id: v.number(), idioma: v.string(), dapcon_idioma_estado: v.picklist(ESTADOS_DAPCON_IDIOMA), inscripcion_ecoplatform: v.boolean() }),
  ),
  /** ISO date-time. */
  dapcon_fecha_creacion: v.string(),
  /** 'yyyy-mm-dd'. */
  dapcon_valido_desde: v.nullable(v.string()),
  dapcon_valido_hasta: v.nullable(v.string()),
  /** 'Renovado a partir de N° {codigo_padre}'. */
  id_padre: v.nullable(v.number()),
  codigo_padre: v.nullable(v.string()),
  secuencia: v.number(),
  /** The payment date ('yyyy-mm-dd'), null while unpaid (part 2 §4 '{product}: paid or unpaid'). */
  pagado: v.nullable(v.string()),
  /** The declaration's payment row (part 2 §3 'pago.importe'): what it is charged; null before any is registered. */
  pago: v.nullable(v.object({ importe: Importe })),
});
export type DapconListItem = v.InferOutput<typeof DapconListItem>;

/** The DAPcon lists' Excel file name, before the date prefix. */
export const DAPCON_EXCEL_NAME = 'DAPcon.xlsx';

/**
 * GET /dapcon: a page of the declarations the caller reaches, filtered and sorted; with
 * `to_excel=true` the whole filtered, sorted list as an xlsx file (streamed, `<date>_DAPcon.xlsx`).
 */
export const dapconList = defineEndpoint({
  method: 'GET',
  path: '/dapcon',
  query: DapconListQuery,
  response: paginated(DapconListItem),
  access: ACCESS.user,
  summary: 'DAPcon declarations the caller reaches: filtered, sorted, paged (to_excel=true: xlsx)',
  tags: ['dapcon'],
});
