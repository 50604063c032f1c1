/**
 * The bank remittance (beyond the spec; docs/finanzas.md 'The bank remittance'): the association
 * collects the companies' direct-debited fees through its bank with a SEPA Direct Debit file
 * (ISO 20022 pain.008.001.02, CORE).
 *
 * - `GET /remesas/pendientes`: what a remittance would collect now — the owed fees whose method is 'R'
 *   and whose company signed a mandate, not already in an open remittance, one per mandate (the
 *   company's newest) — the owed direct debits that cannot go (no mandate) and those left for a
 *   later file (one debit per mandate per file).
 * - `POST /remesas`: generates one (the collection date): the XML is written then and kept as sent.
 * - `GET /remesas`: the remittances on the list kit; `GET /remesas/:id`: one with its operations;
 *   `GET /remesas/:id/xml`: its file.
 * - `POST /remesas/:id/cobrar`: the bank confirmed: the payment date and the operations the bank
 *   returned; every other operation's fee is registered as paid (its invoice, its commission).
 * - `POST /remesas/:id/anular`: the remittance is not sent; its fees may go in another.
 *
 * Every route is the administration's.
 */
import * as v from 'valibot';
import { ACCESS, defineEndpoint } from '../core/endpoint';
import { positiveInteger, requiredDate } from '../core/form';
import { choiceFilter, listQuery, paginated } from '../core/list';
import { MSG } from '../core/messages';
import { Importe } from '../core/money';
import { calendarDay } from '../core/validators/format';
import { fechaPagoCuota } from './cuotas';
import { FINANZAS_MSG } from './messages';

/** A remittance's states: generated (sent or to send), collected (the bank confirmed), cancelled. */
export const ESTADOS_REMESA = ['generada', 'cobrada', 'anulada'] as const;
export type EstadoRemesa = (typeof ESTADOS_REMESA)[number];

/** An operation's states: in a remittance not yet confirmed, collected, returned by the bank. */
export const ESTADOS_OPERACION = ['pendiente', 'cobrada', 'devuelta'] as const;
export type EstadoOperacion = (typeof ESTADOS_OPERACION)[number];

/** The SEPA sequence: the first collection under a mandate, or a later one. */
export const SECUENCIAS_SEPA = ['FRST', 'RCUR'] as const;
export type SecuenciaSepa = (typeof SECUENCIAS_SEPA)[number];

/** The most operations one remittance may carry (and one confirmation may return). */
export const MAX_OPERACIONES_REMESA = 2000;

/** The latest collection date, in days from today. */
export const DIAS_COBRO_MAX = 365;

/** The day `days` after `day` ('yyyy-mm-dd'), as 'yyyy-mm-dd'. */
export function diaMas(day: string, days: number): string {
  const date = new Date(`${day}T12:00:00.000Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** The collection date 'yyyy-mm-dd': required, a real date, from tomorrow (in Madrid) to a year from today. */
export function fechaCobro(now: () => Date = () => new Date()) {
  return v.pipe(
    requiredDate(FINANZAS_MSG.fechaCobroObligatoria),
    v.check((day) => day > calendarDay(now()), FINANZAS_MSG.fechaCobroPasada),
    v.check((day) => day <= diaMas(calendarDay(now()), DIAS_COBRO_MAX), FINANZAS_MSG.fechaCobroLejana),
  );
}

/** `POST /remesas`: the date the bank is asked to collect on. */
export const GenerarRemesaBody = v.object({ fecha_cobro: fechaCobro() });
export type GenerarRemesaBody = v.InferOutput<typeof GenerarRemesaBody>;
export type GenerarRemesaForm = v.InferInput<typeof GenerarRemesaBody>;

/**
 * `POST /remesas/:id/cobrar`: the day the bank collected (2000 to today), and the operations it
 * returned (their ids; none by default), which stay owed.
 */
export const CobrarRemesaBody = v.object({
  pagado: fechaPagoCuota(),
  devueltas: v.pipe(
    v.optional(v.array(v.pipe(v.number(MSG.valorNoValido), positiveInteger(MSG.valorNoValido)), MSG.valorNoValido), []),
    v.maxLength(MAX_OPERACIONES_REMESA, FINANZAS_MSG.demasiadasOperaciones),
    v.transform((ids) => [...new Set(ids)]),
  ),
});
export type CobrarRemesaBody = v.InferOutput<typeof CobrarRemesaBody>;
export type CobrarRemesaForm = v.InferInput<typeof CobrarRemesaBody>;

/** A remittance's id in the path (anything but digits: 422 'No se ha encontrado…', as the other finance routes). */
export const RemesaParams = v.object({ id: v.pipe(v.string(), v.regex(/^\d{1,9}$/, MSG.noEncontrado), v.transform(Number)) });

/**
 * A remittance: its reference (the file's message id), the collection date asked for, its state,
 * how many operations and their exact sum, when it was generated, and the day it was collected.
 */
export const Remesa = v.object({
  id: v.number(),
  referencia: v.string(),
  fecha_cobro: v.string(),
  estado: v.picklist(ESTADOS_REMESA),
  num_operaciones: v.number(),
  importe_total: Importe,
  /** Collected (estado 'cobrada'): how many were returned, and the collected sum. */
  num_devueltas: v.number(),
  importe_cobrado: Importe,
  pagado: v.nullable(v.string()),
  created_at: v.string(),
});
export type Remesa = v.InferOutput<typeof Remesa>;

/** One debit of a remittance: the fee (company, year), as it was sent (amount, account, mandate, sequence). */
export const OperacionRemesa = v.object({
  id: v.number(),
  cuota_id: v.nullable(v.number()),
  org_id: v.nullable(v.number()),
  org_nombre: v.string(),
  org_cif: v.string(),
  year: v.number(),
  importe: Importe,
  iban: v.string(),
  mandato: v.string(),
  secuencia: v.picklist(SECUENCIAS_SEPA),
  estado: v.picklist(ESTADOS_OPERACION),
  num_factura: v.nullable(v.string()),
});
export type OperacionRemesa = v.InferOutput<typeof OperacionRemesa>;

/** A remittance with its operations. */
export const RemesaDetalle = v.object({ ...Remesa.entries, operaciones: v.array(OperacionRemesa) });
export type RemesaDetalle = v.InferOutput<typeof RemesaDetalle>;

/** An owed direct debit a remittance generated now leaves out: its company, year and amount (with VAT). */
export const CuotaSinMandato = v.object({ org_id: v.number(), org_nombre: v.string(), org_cif: v.string(), year: v.number(), importe: Importe });

/**
 * What a remittance generated now would collect, and what it would leave out: the owed direct debits
 * whose company has no signed mandate (`sin_mandato`), and those left for a later file because a file
 * carries one debit per mandate (`aplazadas`: a company's older owed fees, and the fees of a mandate
 * with a debit still in an open remittance).
 */
export const RemesaPendiente = v.object({
  num_operaciones: v.number(),
  importe_total: Importe,
  sin_mandato: v.array(CuotaSinMandato),
  aplazadas: v.array(CuotaSinMandato),
});
export type RemesaPendiente = v.InferOutput<typeof RemesaPendiente>;

/** The fields the remittance list sorts by. */
export const REMESAS_SORTABLE = ['created_at', 'fecha_cobro', 'importe_total'] as const;

/** `GET /remesas` query: the state; newest first by default. */
export const RemesasQuery = listQuery({ estado: choiceFilter(ESTADOS_REMESA) }, REMESAS_SORTABLE, 'created_at desc');
export type RemesasQuery = v.InferOutput<typeof RemesasQuery>;
export type RemesasQueryInput = v.InferInput<typeof RemesasQuery>;

export const RemesasPage = paginated(Remesa);

/** The remittance list's Excel file name, before the date prefix. */
export const REMESAS_EXCEL_NAME = 'Remesas.xlsx';

// ---------------------------------------------------------------- endpoints

/** What a remittance generated now would collect. */
export const remesaPendiente = defineEndpoint({
  method: 'GET',
  path: '/remesas/pendientes',
  response: RemesaPendiente,
  access: ACCESS.admin,
  summary: 'The owed direct-debited fees a remittance would collect now, and those without a mandate',
  tags: ['finanzas'],
});

/** Generates a remittance of the owed direct debits with a mandate (201): 409 when there is none, or the creditor data is incomplete. */
export const generarRemesa = defineEndpoint({
  method: 'POST',
  path: '/remesas',
  body: GenerarRemesaBody,
  response: RemesaDetalle,
  status: 201,
  stale: ['GET /remesas', 'GET /remesas/pendientes'],
  access: ACCESS.admin,
  summary: 'Generates a SEPA direct-debit remittance (pain.008.001.02) of the owed direct-debited fees',
  tags: ['finanzas'],
});

/** The remittances, filtered, sorted, paged; `to_excel=true`: xlsx. */
export const remesas = defineEndpoint({
  method: 'GET',
  path: '/remesas',
  query: RemesasQuery,
  response: RemesasPage,
  access: ACCESS.admin,
  summary: 'SEPA remittances: filtered, sorted, paged (to_excel=true: xlsx)',
  tags: ['finanzas'],
});

/** One remittance with its operations. */
export const mostrarRemesa = defineEndpoint({
  method: 'GET',
  path: '/remesas/:id',
  params: RemesaParams,
  response: RemesaDetalle,
  access: ACCESS.admin,
  summary: 'One remittance with its operations',
  tags: ['finanzas'],
});

/** The remittance's pain.008 file, as generated. */
export const remesaXml = defineEndpoint({
  method: 'GET',
  path: '/remesas/:id/xml',
  params: RemesaParams,
  response: v.unknown(),
  envelope: false,
  access: ACCESS.admin,
  summary: "The remittance's SEPA XML file (pain.008.001.02)",
  tags: ['finanzas'],
});

/** The bank collected: registers the payment of every operation not returned (409 unless generated). */
export const cobrarRemesa = defineEndpoint({
  method: 'POST',
  path: '/remesas/:id/cobrar',
  params: RemesaParams,
  body: CobrarRemesaBody,
  response: RemesaDetalle,
  stale: ['GET /remesas', 'GET /remesas/:id', 'GET /remesas/pendientes', 'GET /cuotas-anuales', 'GET /cuotas/mostrar-pago/:org_id/:year', 'GET /organizaciones/:id/cuotas-pendientes', 'GET /organizaciones/:id/cuotas-anyos-libres', 'GET /organizaciones', 'GET /organizaciones/cif/:cif', 'GET /panel/consolidado'],
  access: ACCESS.admin,
  summary: 'Marks a remittance collected: registers its fees as paid, except those the bank returned',
  tags: ['finanzas'],
});

/** Cancels a generated remittance: its fees may go in another (409 unless generated). */
export const anularRemesa = defineEndpoint({
  method: 'POST',
  path: '/remesas/:id/anular',
  params: RemesaParams,
  response: RemesaDetalle,
  stale: ['GET /remesas', 'GET /remesas/:id', 'GET /remesas/pendientes'],
  access: ACCESS.admin,
  summary: 'Cancels a generated remittance',
  tags: ['finanzas'],
});
