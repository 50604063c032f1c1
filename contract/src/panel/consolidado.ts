/**
 * The administrator's dashboard (spec part 1 §2 'Administrator home', §4, §5 'Renewal', 'Payment
 * date', §7 `/panel/*`; docs/home.md step 1): one request answering six lists, each its `total`
 * and its first PANEL_MAX_FILAS rows (the most urgent first), and the four actions of its cards.
 *
 * - `GET /panel/consolidado`: organizaciones (fee-paying companies that owe their fee and have not
 *   chosen how to pay), organizaciones_transferencia (an owed fee awaiting its transfer),
 *   renovacion (fee-paying companies due for renewal), dapcon (published declarations expired or
 *   about to expire), dapcon_transferencia (verified or published declarations without a
 *   registered payment), tickets (open incidents whose last word is not the administration's).
 * - `PATCH /panel/confirmar_pago_organizacion/:id` (`pagado`), `PATCH /panel/renovar_organizacion/:id`,
 *   `PATCH /panel/actualizar_dapcon` (`id`), `PATCH /panel/confirmar_pago_dapcon/:id` (`pagado`).
 *
 * The administration only (both profiles).
 */
import * as v from 'valibot';
import { ACCESS, defineEndpoint } from '../core/endpoint';
import { formId, optionalText, requiredDate, requiredText } from '../core/form';
import { MSG } from '../core/messages';
import { ANYO_CUOTA_MIN, anyoCuota, importe, Importe } from '../core/money';
import { calendarDay } from '../core/validators/format';
// The fee messages' slice alone (not finanzas/index): the dashboard's chunk carries no other area's endpoints.
import { CUOTAS_MESSAGES } from '../finanzas/messages-cuotas';
import { PANEL_MSG } from './messages-consolidado';

export { PANEL_MESSAGES, PANEL_MSG } from './messages-consolidado';

/** How many rows each list of the dashboard carries (its `total` counts them all). */
export const PANEL_MAX_FILAS = 50;

/**
 * The parameters (the parameter tree, /parametros) holding the dashboard's windows, in days, as the
 * number in their Texto 1; absent, inactive or not a whole number ≥ 0 → the default.
 */
export const AVISOS_PANEL = {
  carpeta: 'avisos_panel',
  renovacion: { id: 'dias_aviso_renovacion', defecto: 60 },
  caducidad: { id: 'dias_aviso_caducidad', defecto: 90 },
} as const;

/** A parameter's Texto 1 as a window in days, or `defecto` when it is not a whole number from 0 to 3650. */
export function diasDeParametro(texto: string | null | undefined, defecto: number): number {
  const t = (texto ?? '').trim();
  if (!/^\d{1,4}$/.test(t)) return defecto;
  const n = Number(t);
  return n <= 3650 ? n : defecto;
}

// ---------------------------------------------------------------- the lists

const Empresa = { id: v.number(), org_cif: v.string(), org_nombre: v.string() };

/** A company that owes its fee and has not chosen how to pay: its oldest owed fee, when it has a row. */
export const PanelOrganizacion = v.object({
  ...Empresa,
  year: v.nullable(v.number()),
  importe: v.nullable(Importe),
});
export type PanelOrganizacion = v.InferOutput<typeof PanelOrganizacion>;

/** A company with an owed fee paid by transfer (metodo_pago 'T'): the oldest such fee, which 'Confirmar pago' registers. */
export const PanelOrganizacionTransferencia = v.object({
  ...Empresa,
  year: v.number(),
  importe: Importe,
});
export type PanelOrganizacionTransferencia = v.InferOutput<typeof PanelOrganizacionTransferencia>;

/**
 * A company due for renewal: its registration anniversary this year ('yyyy-mm-dd', within the
 * window or past), its type and size (the modal's defaults), and the size's tariff (null without one).
 */
export const PanelRenovacion = v.object({
  ...Empresa,
  org_tipo: v.nullable(v.string()),
  org_tamanio: v.nullable(v.string()),
  aniversario: v.string(),
  importe: v.nullable(Importe),
});
export type PanelRenovacion = v.InferOutput<typeof PanelRenovacion>;

/** A published declaration expired (its last valid day passed) or about to expire. */
export const PanelDapcon = v.object({
  id: v.number(),
  dapcon_codigo: v.nullable(v.string()),
  dv_nombre_producto: v.string(),
  org_cif: v.string(),
  org_nombre: v.string(),
  dapcon_valido_hasta: v.string(),
  vencida: v.boolean(),
});
export type PanelDapcon = v.InferOutput<typeof PanelDapcon>;

/** A verified or published declaration without a registered payment. */
export const PanelDapconTransferencia = v.object({
  id: v.number(),
  dapcon_codigo: v.nullable(v.string()),
  dv_nombre_producto: v.string(),
  org_cif: v.string(),
  org_nombre: v.string(),
  estado: v.string(),
});
export type PanelDapconTransferencia = v.InferOutput<typeof PanelDapconTransferencia>;

/** An open incident waiting for the administration: its last message ('yyyy-mm-ddThh:mm:ssZ') is not theirs. */
export const PanelTicket = v.object({
  id: v.number(),
  titulo: v.string(),
  dapcon_id: v.number(),
  dapcon_codigo: v.nullable(v.string()),
  dv_nombre_producto: v.string(),
  idioma_id: v.number(),
  ultimo_mensaje: v.string(),
});
export type PanelTicket = v.InferOutput<typeof PanelTicket>;

function lista<T extends v.GenericSchema>(fila: T) {
  return v.object({ total: v.number(), data: v.array(fila) });
}

/** GET /panel/consolidado's answer: the six lists, and the windows in force (days). */
export const PanelConsolidado = v.object({
  organizaciones: lista(PanelOrganizacion),
  organizaciones_transferencia: lista(PanelOrganizacionTransferencia),
  renovacion: lista(PanelRenovacion),
  dapcon: lista(PanelDapcon),
  dapcon_transferencia: lista(PanelDapconTransferencia),
  tickets: lista(PanelTicket),
  dias_aviso_renovacion: v.number(),
  dias_aviso_caducidad: v.number(),
});
export type PanelConsolidado = v.InferOutput<typeof PanelConsolidado>;

/** The six lists' keys, in the cards' order. */
export const LISTAS_PANEL = ['organizaciones', 'organizaciones_transferencia', 'renovacion', 'dapcon', 'dapcon_transferencia', 'tickets'] as const;
export type ListaPanel = (typeof LISTAS_PANEL)[number];

// ---------------------------------------------------------------- the bodies

/**
 * A payment date 'yyyy-mm-dd' (part 1 §5 'Payment date'): missing → 'Ingrese una fecha', not a
 * real date → 'La fecha no es válida.', before 2000 or after today (Madrid) → the fees' messages.
 */
export function fechaPagoPanel(now: () => Date = () => new Date()) {
  return v.pipe(
    requiredDate(PANEL_MSG.panelFechaObligatoria),
    v.check((day) => day >= `${ANYO_CUOTA_MIN}-01-01`, CUOTAS_MESSAGES.pagoAnteriorA2000.es),
    v.check((day) => day <= calendarDay(now()), CUOTAS_MESSAGES.pagoFuturo.es),
  );
}

/** PATCH /panel/confirmar_pago_organizacion/:id and /panel/confirmar_pago_dapcon/:id: the payment date. */
export const ConfirmarPagoPanelBody = v.object({ pagado: fechaPagoPanel() });
export type ConfirmarPagoPanelBody = v.InferOutput<typeof ConfirmarPagoPanelBody>;
export type ConfirmarPagoPanelForm = v.InferInput<typeof ConfirmarPagoPanelBody>;

/**
 * PATCH /panel/renovar_organizacion/:id (part 1 §5 'Renewal'): the renewal's day (2000 to today),
 * the amount ('Ingrese un importe'), the fee year ('Ingrese una año'; 2000 to this year, the form
 * fixes it to this one), optional observaciones, the company's type and size ('Seleccione un tipo
 * de empresa', 'Seleccione un tamaño de empresa'; checked against the parameter lists on the server).
 */
export const RenovarOrganizacionBody = v.object({
  fecha_renovacion: v.pipe(
    requiredDate(PANEL_MSG.panelFechaObligatoria),
    v.check((day) => day >= `${ANYO_CUOTA_MIN}-01-01` && day <= calendarDay(new Date()), PANEL_MSG.panelFechaRenovacionFueraDeRango),
  ),
  importe: importe(PANEL_MSG.panelImporteObligatorio),
  year: anyoCuota(PANEL_MSG.panelAnyoObligatorio),
  observaciones: optionalText(2000),
  org_tipo: requiredText(PANEL_MSG.panelTipoEmpresaObligatorio, 100),
  org_tamanio: requiredText(PANEL_MSG.panelTamanioEmpresaObligatorio, 100),
});
export type RenovarOrganizacionBody = v.InferOutput<typeof RenovarOrganizacionBody>;
export type RenovarOrganizacionForm = v.InferInput<typeof RenovarOrganizacionBody>;

/** PATCH /panel/actualizar_dapcon: the declaration to expire. */
export const ActualizarDapconPanelBody = v.object({ id: formId(MSG.campoObligatorio, MSG.valorNoValido) });
export type ActualizarDapconPanelBody = v.InferOutput<typeof ActualizarDapconPanelBody>;

/** A company's or declaration's id in the path (not a number → 404). */
export const PanelIdParams = v.object({ id: v.pipe(v.string(), v.regex(/^\d{1,9}$/, MSG.noEncontrado), v.transform(Number)) });

/**
 * A company's fee as the confirmation and the renewal answer it (the fees' own `Cuota`, less what the
 * dashboard does not show; the API answers the fee and the schema keeps these).
 */
export const PanelCuota = v.object({
  org_id: v.number(),
  year: v.number(),
  pagado: v.nullable(v.string()),
  importe: Importe,
  tipo: v.string(),
  observaciones: v.nullable(v.string()),
  num_factura: v.nullable(v.string()),
  metodo_pago: v.nullable(v.string()),
});
export type PanelCuota = v.InferOutput<typeof PanelCuota>;

/** A declaration's payment as its confirmation answers it (of the payments' `PagoDapcon`). */
export const PanelPagoDapcon = v.object({
  dapcon_id: v.number(),
  pagado: v.nullable(v.string()),
  importe: v.nullable(Importe),
  num_factura: v.nullable(v.string()),
});
export type PanelPagoDapcon = v.InferOutput<typeof PanelPagoDapcon>;

/** What expiring answers: the declaration and its new state. */
export const DapconCaducadaPanel = v.object({ id: v.number(), estado: v.string() });

// ---------------------------------------------------------------- endpoints

const TAGS = ['panel'] as const;

/** GET /panel/consolidado: the dashboard's six lists. */
export const panelConsolidado = defineEndpoint({
  method: 'GET',
  path: '/panel/consolidado',
  response: PanelConsolidado,
  access: ACCESS.admin,
  summary: "The administrator's dashboard: six lists (total and the most urgent rows) in a fixed number of queries",
  tags: TAGS,
});

/** PATCH /panel/confirmar_pago_organizacion/:id: registers the company's owed transfer fee as paid on `pagado`. */
export const confirmarPagoOrganizacionPanel = defineEndpoint({
  method: 'PATCH',
  path: '/panel/confirmar_pago_organizacion/:id',
  params: PanelIdParams,
  body: ConfirmarPagoPanelBody,
  response: PanelCuota,
  stale: ['GET /panel/consolidado', 'GET /cuotas-anuales', 'GET /cuotas/mostrar-pago/:org_id/:year', 'GET /organizaciones/:id/cuotas-pendientes', 'GET /organizaciones', 'GET /organizaciones/cif/:cif'],
  access: ACCESS.admin,
  summary: "Confirms a company's awaited transfer: its oldest owed transfer fee paid on the date (invoice, company up to date, commission)",
  tags: TAGS,
});

/** PATCH /panel/renovar_organizacion/:id: records the year's fee 'Renovado', owed, and the company's type and size. */
export const renovarOrganizacionPanel = defineEndpoint({
  method: 'PATCH',
  path: '/panel/renovar_organizacion/:id',
  params: PanelIdParams,
  body: RenovarOrganizacionBody,
  response: PanelCuota,
  stale: ['GET /panel/consolidado', 'GET /cuotas-anuales', 'GET /organizaciones', 'GET /organizaciones/cif/:cif'],
  access: ACCESS.admin,
  summary: "Renews a company: its type and size, the year's fee 'Renovado' owed; this year's makes it 'pendiente' with the payment alert",
  tags: TAGS,
});

/** PATCH /panel/actualizar_dapcon: the lifecycle's expiry (publicada → caducada). */
export const actualizarDapconPanel = defineEndpoint({
  method: 'PATCH',
  path: '/panel/actualizar_dapcon',
  body: ActualizarDapconPanelBody,
  response: DapconCaducadaPanel,
  stale: ['GET /panel/consolidado', 'GET /dapcon', 'GET /dapcon/:id', 'GET /panel/resumen-dapcon'],
  access: ACCESS.admin,
  summary: "Expires a published declaration from the dashboard (the lifecycle's 'caducar')",
  tags: TAGS,
});

/** PATCH /panel/confirmar_pago_dapcon/:id: registers the declaration's payment on `pagado`, at its tariff. */
export const confirmarPagoDapconPanel = defineEndpoint({
  method: 'PATCH',
  path: '/panel/confirmar_pago_dapcon/:id',
  params: PanelIdParams,
  body: ConfirmarPagoPanelBody,
  response: PanelPagoDapcon,
  stale: ['GET /panel/consolidado', 'GET /dapcon', 'GET /dapcon/:id', 'GET /dapcon/resumen/:id', 'GET /dapcon/:id/verificar_pago'],
  access: ACCESS.admin,
  summary: "Confirms a declaration's payment on the date, at its tariff (invoice, commission)",
  tags: TAGS,
});
