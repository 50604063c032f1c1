/**
 * What the readers' homes need from the API beyond the contents' panels and the incidents (spec part
 * 1 §2 'Consultor home', 'Company home'; issue 16 step 3, docs/home.md), in one request for the
 * caller's own account:
 *
 * - a company: whether it has a logo, its payment alert (`alerta_pago`, docs/finanzas.md) with the
 *   method it chose (`pago`: for a transfer the account, amount and concept) and its declarations
 *   counted by state (the home's summary links each to `/dapcon?estado=…`);
 * - a consultant or verifier: whether it has a logo; `firma`: whether it signs (a verifier:
 *   profile 4 or `es_verificador`, who accepts declarations with the signed report; the home then
 *   warns to install the signing plugin); and its unresolved incidents in every language, those of
 *   the declarations it takes part in as consultant or verifier: the incidents the bell counts
 *   (`GET /incidencias/dapcon-incidencias?esta_resuelta=false`), without their threads
 *   (docs/decisions.md 'DAPcon life (issue 33)').
 *
 * The administration has its own home: 403.
 */
import * as v from 'valibot';
import { ACCESS, defineEndpoint } from '../core/endpoint';
import type { EstadoDapcon } from '../dapcon/permisos';

/** A count (the API's own answer: its type is checked, not re-validated). */
const Cuenta = v.number();

/**
 * A company's declarations by state (every state, 0 when none). The states are written out rather than
 * read from `ESTADOS_DAPCON` so that the homes' first load does not bring the lifecycle's module; the
 * type below fails the build if a state is missing or unknown.
 */
export const DapconsPorEstado = v.object({ borrador: Cuenta, en_verificacion: Cuenta, verificada: Cuenta, publicada: Cuenta, caducada: Cuenta, retirada: Cuenta });
export type DapconsPorEstado = v.InferOutput<typeof DapconsPorEstado>;
type MismosEstados<A, B> = [A] extends [B] ? ([B] extends [A] ? true : never) : never;
const _estados: MismosEstados<keyof DapconsPorEstado, EstadoDapcon> = true;
void _estados;

/**
 * The payment method a company chose for this year's fee, while the fee is owed (docs/finanzas.md 'The
 * organisation payment flow'): what the home's payment alert shows until the payment is registered.
 * A transfer: the programme's account, the amount with VAT and the concept to write; a direct debit:
 * the amount and the last four characters of the account debited. Amounts are exact decimal strings
 * ('544.50'); plain strings here so that the homes' first load does not bring the money module.
 */
export const PagoElegido = v.object({
  metodo_pago: v.picklist(['R', 'T']),
  year: v.number(),
  /** The fee with its 21 % VAT: what the company was shown when it chose. */
  importe_total: v.string(),
  /** A transfer: the programme's bank and IBAN (electronic format), and the concept, in the caller's language. */
  nombre_entidad: v.nullable(v.string()),
  numero_cuenta: v.nullable(v.string()),
  concepto: v.nullable(v.string()),
  /** A direct debit: the last four characters of the mandate's IBAN. */
  cuenta_final: v.nullable(v.string()),
});
export type PagoElegido = v.InferOutput<typeof PagoElegido>;

/** A company's part of its home. */
export const InicioEmpresa = v.object({
  alerta_pago: v.boolean(),
  /** How this year's owed fee is being paid; null while no method was chosen (or nothing is owed). */
  pago: v.nullable(PagoElegido),
  dapcons: DapconsPorEstado,
});
export type InicioEmpresa = v.InferOutput<typeof InicioEmpresa>;

/** An unresolved incident on a consultant's or verifier's home: a row opens `/dapcon/{dapcon_id}/{idioma_id}`. */
export const IncidenciaAbierta = v.object({
  id: v.number(),
  dapcon_id: v.number(),
  idioma_id: v.number(),
  /** The language's code ('es', 'ca', 'en'), shown as the lists show it ('CA'). */
  idioma: v.string(),
  dapcon_codigo: v.nullable(v.string()),
  dv_nombre_producto: v.string(),
  dapcon_incidencias_titulo: v.string(),
  /** ISO date-time. */
  created_at: v.string(),
});
export type IncidenciaAbierta = v.InferOutput<typeof IncidenciaAbierta>;

/** A consultant's or verifier's part of its home. */
export const InicioConsultor = v.object({
  /** Signs documents (a verifier): the home warns to install the signing plugin. */
  firma: v.boolean(),
  /** Its unresolved incidents, every language, newest first (the bell's Incidencias). */
  incidencias: v.array(IncidenciaAbierta),
});
export type InicioConsultor = v.InferOutput<typeof InicioConsultor>;

/**
 * A reader's home: what every reader gets, and its own part (the other null). Two nullable parts
 * rather than a variant: the home's first load then needs no more of valibot than the profile does.
 */
export const Inicio = v.object({
  tiene_logo: v.boolean(),
  /** A company's part; null for a consultant or verifier. */
  empresa: v.nullable(InicioEmpresa),
  /** A consultant's or verifier's part; null for a company. */
  consultor: v.nullable(InicioConsultor),
});
export type Inicio = v.InferOutput<typeof Inicio>;

/**
 * GET /panel/inicio: the caller's own home data (no parameters: nothing the caller sends can name
 * another account).
 *
 * @example
 * const { data } = useApiQuery(inicio); // data.empresa?.dapcons, data.consultor?.firma
 */
export const inicio = defineEndpoint({
  method: 'GET',
  path: '/panel/inicio',
  response: Inicio,
  access: ACCESS.reader,
  summary: "The caller's home: logo, payment alert and declarations by state (a company), logo and signing (a consultant or verifier)",
  tags: ['panel'],
});
