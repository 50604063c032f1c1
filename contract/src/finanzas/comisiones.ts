/**
 * Commissions (spec part 2 §2.8, §2.11, §3 'Commission', 'Commission agent assignment', §5, §7.4, §9;
 * docs/finanzas.md 'Commissions'): what a commission agent (a consultant flagged `es_comisionista`,
 * the spec's 'REMA') earns on the fees and declaration payments of the companies assigned to it.
 *
 * - A company has one agent and one commission type (`organizaciones.comisionista_id`,
 *   `tipo_comision`): the agent earns on the company's events of that type only — a paid Alta fee
 *   (`comision_alta_empresa`), a paid Renovado fee (`comision_renovacion_empresa`), a declaration's
 *   first payment (`comision_alta_dapcon`) or a renewal's (`comision_renovacion_dapcon`).
 * - The rate of each type is a tariff of the fee type `comision` whose code is the commission type
 *   and whose price is a percentage of the base amount ('10.00' = 10 %).
 * - One commission per fee or payment: registering a payment creates it, 'Sincronizar' recomputes a
 *   company's (inserts the missing ones, removes the unpaid ones that no longer apply, never touches a
 *   paid one): doing it twice changes nothing.
 *
 * Every route is the administration's: commissions are the association's own accounts.
 */
import * as v from 'valibot';
import { ACCESS, defineEndpoint } from '../core/endpoint';
import { formBoolean, formId, optionalText, positiveInteger } from '../core/form';
import { booleanFilter, choiceFilter, dateFilter, listQuery, paginated, positiveIntegerFilter } from '../core/list';
import { MSG } from '../core/messages';
import { ANYO_CUOTA_MIN, Importe } from '../core/money';
import { calendarDay, isIsoDate } from '../core/validators/format';
import { yearFilter, fechaPagoCuota } from './cuotas';
import { FINANZAS_MSG } from './messages';

/** The commission types (part 2 §9; parameter folder `tipo_comision`). */
export const TIPOS_COMISION = ['comision_alta_empresa', 'comision_renovacion_empresa', 'comision_alta_dapcon', 'comision_renovacion_dapcon'] as const;
export type TipoComision = (typeof TIPOS_COMISION)[number];

/** Where a commission comes from: a company's annual fee, or a declaration's payment. */
export const ORIGENES_COMISION = ['cuota', 'dapcon'] as const;
export type OrigenComision = (typeof ORIGENES_COMISION)[number];

/** The page sizes of a commission table (part 2 §9: default 20; each labelled with its own number). */
export const COMISIONES_PAGE_SIZES = [20, 40, 60, 80, 100] as const;
export const COMISIONES_PAGE_SIZE = 20;

/** How many commissions one 'Pagar' or 'Generar Excel' may carry. */
export const MAX_COMISIONES_POR_OPERACION = 500;

/** The commission type: one of `TIPOS_COMISION`; missing → 'Ingrese un tipo de comisión'. */
function tipoComision() {
  return v.pipe(
    v.optional(v.string(FINANZAS_MSG.tipoComisionObligatorio), ''),
    v.trim(),
    v.nonEmpty(FINANZAS_MSG.tipoComisionObligatorio),
    v.picklist(TIPOS_COMISION, FINANZAS_MSG.tipoComisionNoValido),
  );
}

/** Some commissions' ids (`pagoids`): 1 to 500, each once. */
function pagoIds() {
  return v.pipe(
    v.array(v.pipe(v.union([v.number(), v.pipe(v.string(), v.regex(/^\d{1,9}$/, MSG.valorNoValido), v.transform(Number))], MSG.valorNoValido), positiveInteger(MSG.valorNoValido)), FINANZAS_MSG.comisionesObligatorias),
    v.minLength(1, FINANZAS_MSG.comisionesObligatorias),
    v.maxLength(MAX_COMISIONES_POR_OPERACION, FINANZAS_MSG.demasiadasComisiones),
    v.transform((ids) => [...new Set(ids)]),
  );
}

/** A payment date that may be blank: blank or null → null (unpaid); else as a fee's payment date (2000 to today). */
function fechaPagoOpcional() {
  return v.pipe(
    v.nullish(v.string(MSG.fechaNoValida), null),
    v.transform((value) => (value === null || value.trim() === '' ? null : value.trim())),
    v.check((day) => day === null || isIsoDate(day), MSG.fechaNoValida),
    v.check((day) => day === null || day >= `${ANYO_CUOTA_MIN}-01-01`, FINANZAS_MSG.pagoAnteriorA2000),
    v.check((day) => day === null || day <= calendarDay(new Date()), FINANZAS_MSG.pagoFuturo),
  );
}

// ---------------------------------------------------------------- bodies

/**
 * `PATCH /comisiones/cambiar_rema/:orgId` (part 2 §3 'Commission agent assignment', §5): the agent
 * (a consultant flagged commission earner), the commission type, and whether to synchronise the
 * company's commissions at once.
 */
export const CambiarRemaBody = v.object({
  comisionista_id: formId(FINANZAS_MSG.comisionistaObligatorio, FINANZAS_MSG.comisionistaNoValido),
  tipo_comision: tipoComision(),
  sincronizar: formBoolean(),
});
export type CambiarRemaBody = v.InferOutput<typeof CambiarRemaBody>;
export type CambiarRemaForm = v.InferInput<typeof CambiarRemaBody>;

/** `POST /comisiones/sincronizar`: the company, and optionally its agent (it must be the company's). */
export const SincronizarComisionesBody = v.object({
  org_id: formId(MSG.campoObligatorio, MSG.valorNoValido),
  comisionista_id: v.optional(v.nullable(v.union([v.number(), v.string()]))),
});
export type SincronizarComisionesBody = v.InferOutput<typeof SincronizarComisionesBody>;

/** `PATCH /comisiones/:id/update` (part 2 §7.4: pagado, observaciones): a blank date marks it unpaid; the modal sends both (observaciones left out: none). */
export const ActualizarComisionBody = v.object({
  pagado: fechaPagoOpcional(),
  observaciones: optionalText(2000),
});
export type ActualizarComisionBody = v.InferOutput<typeof ActualizarComisionBody>;
export type ActualizarComisionForm = v.InferInput<typeof ActualizarComisionBody>;

/** `POST /comisiones/pagar` (part 2 §7.4: pagado, observaciones, pagoids): pays the chosen unpaid commissions, all or none. */
export const PagarComisionesBody = v.object({
  pagado: fechaPagoCuota(),
  observaciones: optionalText(2000),
  pagoids: pagoIds(),
});
export type PagarComisionesBody = v.InferOutput<typeof PagarComisionesBody>;
export type PagarComisionesForm = v.InferInput<typeof PagarComisionesBody>;

/** `POST /comisiones/generar_excel` (part 2 §7.4: pagoids): the chosen commissions as an xlsx file. */
export const ExcelComisionesBody = v.object({ pagoids: pagoIds() });
export type ExcelComisionesBody = v.InferOutput<typeof ExcelComisionesBody>;

/** A commission's id in the path: its decimal text (anything else: 422 'No se ha encontrado…', as the other finance routes). */
export const ComisionParams = v.object({ id: v.pipe(v.string(), v.regex(/^\d{1,9}$/, MSG.noEncontrado), v.transform(Number)) });
/** A company's id in the path (`cambiar_rema/:orgId`). */
export const ComisionOrgParams = v.object({ orgId: v.pipe(v.string(), v.regex(/^\d{1,9}$/, MSG.noEncontrado), v.transform(Number)) });

// ---------------------------------------------------------------- answers

/**
 * A commission (part 2 §3 'Commission'): its company, its agent, the rate's name (`comision_nombre`,
 * the `comision` tariff's description when it was created) and the type's (`tipo_comision_nombre`,
 * Spanish; the browser names the type from `tipo_comision` in its language), the base amount and the
 * commission, the year of what it comes from, the payment date (null while unpaid) and observaciones;
 * and where it comes from (`origen`, `referencia`: the fee's invoice number or the declaration's code).
 */
export const Comision = v.object({
  id: v.number(),
  org_id: v.number(),
  organizacion: v.object({ org_cif: v.string(), org_nombre: v.string() }),
  consultor_id: v.number(),
  consultor: v.object({ consultor_nif: v.string(), nombre_completo: v.string() }),
  tipo_comision: v.picklist(TIPOS_COMISION),
  tipo_comision_nombre: v.string(),
  comision_nombre: v.string(),
  importe: Importe,
  /** The rate applied, a percentage ('10.00'). */
  porcentaje: Importe,
  total_comision: Importe,
  year: v.number(),
  fecha_pago: v.nullable(v.string()),
  observaciones: v.nullable(v.string()),
  origen: v.picklist(ORIGENES_COMISION),
  referencia: v.nullable(v.string()),
  /** The declaration a DAPcon commission is for (its code, null until it has one, and its product); null for a fee's, or once its payment was deleted. */
  dapcon: v.nullable(v.object({ id: v.number(), dapcon_codigo: v.nullable(v.string()), dv_nombre_producto: v.string() })),
});
export type Comision = v.InferOutput<typeof Comision>;

/**
 * How a commission names the declaration it is for: its code, or its product's name while it has none.
 *
 * @example
 * dapconDeComision({ dapcon: { id: 4, dapcon_codigo: null, dv_nombre_producto: 'Ladrillo' } }) // 'Ladrillo'
 */
export function dapconDeComision(c: Pick<Comision, 'dapcon'>): string | null {
  return c.dapcon === null ? null : (c.dapcon.dapcon_codigo ?? c.dapcon.dv_nombre_producto);
}

/** The fields `GET /comisiones` sorts by. */
export const COMISIONES_SORTABLE = ['year', 'fecha_pago', 'org_nombre', 'importe', 'total_comision'] as const;

/**
 * `GET /comisiones` query (part 2 §7.4): one agent (`comisionista_id`, or its alias `rema_id`) or one
 * company (`org_id`); paid only (`es_pagado`) or unpaid only (`no_pagado`), not both (422); the
 * payment dates from/to; the type; the year; `limit` one of the page sizes; `paginate=false` the
 * whole filtered list on one page (at most 1,000 rows).
 */
export const ComisionesQuery = listQuery(
  {
    comisionista_id: positiveIntegerFilter(),
    rema_id: positiveIntegerFilter(),
    org_id: positiveIntegerFilter(),
    es_pagado: booleanFilter(),
    no_pagado: booleanFilter(),
    fecha_desde: dateFilter(),
    fecha_hasta: dateFilter(),
    tipo: choiceFilter(TIPOS_COMISION),
    year: yearFilter(),
    limit: v.pipe(choiceFilter(['20', '40', '60', '80', '100'] as const, '20'), v.transform(Number)),
    paginate: booleanFilter(),
  },
  COMISIONES_SORTABLE,
  'year desc',
);
export type ComisionesQuery = v.InferOutput<typeof ComisionesQuery>;
export type ComisionesQueryInput = v.InferInput<typeof ComisionesQuery>;

/** The most rows `paginate=false` answers. */
export const COMISIONES_SIN_PAGINAR_MAX = 1000;

/** A page of commissions, with the exact sums over the whole filtered list: 'Total a pagar' (unpaid) and 'Total pagado'. */
export const ComisionesPage = v.object({ ...paginated(Comision).entries, total_a_pagar: Importe, total_pagado: Importe });
export type ComisionesPage = v.InferOutput<typeof ComisionesPage>;

/**
 * What a synchronisation did: commissions created, unpaid ones removed (no longer due), unpaid ones
 * whose base changed (the fee or payment was corrected: recomputed at their own rate), and those kept as they were.
 */
export const SincronizacionComisiones = v.object({ creadas: v.number(), eliminadas: v.number(), actualizadas: v.number(), sin_cambios: v.number() });
export type SincronizacionComisiones = v.InferOutput<typeof SincronizacionComisiones>;

/** A company's assignment (the answer of `cambiar_rema`): its agent and type, and the synchronisation when asked for. */
export const AsignacionComision = v.object({
  org_id: v.number(),
  comisionista_id: v.nullable(v.number()),
  tipo_comision: v.nullable(v.picklist(TIPOS_COMISION)),
  sincronizacion: v.nullable(SincronizacionComisiones),
});
export type AsignacionComision = v.InferOutput<typeof AsignacionComision>;

/** What 'Pagar' did: how many were paid, and their exact sum. */
export const PagoComisiones = v.object({ pagadas: v.number(), total: Importe });
export type PagoComisiones = v.InferOutput<typeof PagoComisiones>;

/** The Excel's name (before the date prefix) of 'Generar Excel' and of `to_excel`. */
export const COMISIONES_EXCEL_NAME = 'Comisiones.xlsx';

// ---------------------------------------------------------------- endpoints

/** The commissions, filtered, sorted and paged, with 'Total a pagar' and 'Total pagado'; `to_excel=true`: the filtered list as xlsx. */
export const comisiones = defineEndpoint({
  method: 'GET',
  path: '/comisiones',
  query: ComisionesQuery,
  response: ComisionesPage,
  access: ACCESS.admin,
  summary: "Commissions of an agent or a company: filtered, sorted, paged, with the sums to pay and paid (to_excel=true: xlsx)",
  tags: ['finanzas'],
});

/** One commission. */
export const mostrarComision = defineEndpoint({
  method: 'GET',
  path: '/comisiones/:id/show',
  params: ComisionParams,
  response: Comision,
  access: ACCESS.admin,
  summary: 'One commission',
  tags: ['finanzas'],
});

/** Updates a commission's payment date (blank: unpaid) and observaciones. */
export const actualizarComision = defineEndpoint({
  method: 'PATCH',
  path: '/comisiones/:id/update',
  params: ComisionParams,
  body: ActualizarComisionBody,
  response: Comision,
  stale: ['GET /comisiones', 'GET /comisiones/:id/show'],
  access: ACCESS.admin,
  summary: "Updates a commission's payment date and observaciones",
  tags: ['finanzas'],
});

/** Pays the chosen commissions (all unpaid, or 409 and nothing changes). */
export const pagarComisiones = defineEndpoint({
  method: 'POST',
  path: '/comisiones/pagar',
  body: PagarComisionesBody,
  response: PagoComisiones,
  stale: ['GET /comisiones', 'GET /comisiones/:id/show'],
  access: ACCESS.admin,
  summary: 'Pays the chosen unpaid commissions with a date and observaciones, all or none',
  tags: ['finanzas'],
});

/** The chosen commissions as `<date>_Comisiones.xlsx`. */
export const generarExcelComisiones = defineEndpoint({
  method: 'POST',
  path: '/comisiones/generar_excel',
  body: ExcelComisionesBody,
  response: v.unknown(),
  envelope: false,
  access: ACCESS.admin,
  summary: 'The chosen commissions as an xlsx file',
  tags: ['finanzas'],
});

/** Sets a company's agent and commission type; `sincronizar` recomputes its commissions at once. */
export const cambiarRema = defineEndpoint({
  method: 'PATCH',
  path: '/comisiones/cambiar_rema/:orgId',
  params: ComisionOrgParams,
  body: CambiarRemaBody,
  response: AsignacionComision,
  stale: ['GET /comisiones', 'GET /organizaciones/cif/:cif', 'GET /organizaciones'],
  access: ACCESS.admin,
  summary: "Sets a company's commission agent and type (optionally synchronising its commissions)",
  tags: ['finanzas'],
});

/** Recomputes a company's commissions from its paid fees and declaration payments (idempotent). */
export const sincronizarComisiones = defineEndpoint({
  method: 'POST',
  path: '/comisiones/sincronizar',
  body: SincronizarComisionesBody,
  response: SincronizacionComisiones,
  stale: ['GET /comisiones'],
  access: ACCESS.admin,
  summary: "Recomputes a company's commissions: inserts the missing, removes unpaid ones no longer due, keeps paid ones",
  tags: ['finanzas'],
});

/** Deletes an unpaid commission (a paid one: 409). */
export const eliminarComision = defineEndpoint({
  method: 'DELETE',
  path: '/comisiones/:id/eliminar',
  params: ComisionParams,
  response: v.null(),
  stale: ['GET /comisiones'],
  access: ACCESS.admin,
  summary: 'Deletes an unpaid commission',
  tags: ['finanzas'],
});
