/**
 * The organisation payment flow (spec part 2 §2.25, §3 'Payment form', 'Fee detail for an
 * organisation', §5 'Payment', §7.11; docs/finanzas.md 'The organisation payment flow'): a company
 * signed in while its fee is owed (`estado_pago` 'pendiente') chooses direct debit (the signed SEPA
 * mandate, the account's IBAN and its holder's tax id) or a bank transfer (the programme's account and
 * the fee with 21 % VAT). Either post records the current year's fee as owed with that method, puts the
 * company's payment state to 'en_tramite' and answers a new session token carrying it.
 */
import * as v from 'valibot';
import { defineEndpoint } from '../core/endpoint';
import { taxId } from '../core/fields';
import { ibanField } from '../core/iban';
import { datePrefixedName } from '../core/list';
import { Importe } from '../core/money';
import { requiredUpload, UPLOAD_RULES } from '../core/uploads';
import { isCif, isNif, isNie } from '../core/validators/tax-id';
import { LoginData } from '../auth/login';
import { METODOS_PAGO } from './cuotas';
import { FINANZAS_MSG } from './messages';

/** The company itself (its session). */
const EMPRESA = { modulos: ['organizacion'] } as const;

/** A person's or a company's tax id: a DNI, NIE or CIF. */
const esDocumento = (id: string) => isNif(id) || isNie(id) || isCif(id);

/** The payment method: 'R' or 'T'. */
const metodoPago = () => v.picklist(METODOS_PAGO, FINANZAS_MSG.metodoPagoObligatorio);

/** `GET /organizaciones/detalle_tarifa` query: the method ('T' transfer, 'R' direct debit). */
export const DetalleTarifaQuery = v.object({ metodo_pago: v.optional(metodoPago(), 'T') });

/**
 * The fee the company is asked for (part 2 §3 'Fee detail for an organisation'): what (`detalle`, the
 * tariff's description), the base price, the VAT (21 %) and the total, the fee year, the method, and
 * the concept of a transfer.
 */
export const DetalleTarifa = v.object({
  detalle: v.string(),
  precio: Importe,
  iva: Importe,
  importe_total: Importe,
  iva_porcentaje: v.number(),
  year: v.number(),
  metodo_pago: v.picklist(METODOS_PAGO),
  /** The concept to write on a transfer, in the caller's language (`conceptoTransferencia`). */
  concepto: v.string(),
});
export type DetalleTarifa = v.InferOutput<typeof DetalleTarifa>;

/** The concept a company writes on its transfer, in each language: its CIF, the fee and the year. */
const CONCEPTO_TRANSFERENCIA = { es: 'Cuota', ca: 'Quota' } as const;

/**
 * The concept of a company's transfer: what the association matches the payment by.
 *
 * @example
 * conceptoTransferencia('B17238452', 2026, 'ca') // 'B17238452 Quota 2026'
 */
export function conceptoTransferencia(cif: string, year: number, lang: 'es' | 'ca'): string {
  return `${cif} ${CONCEPTO_TRANSFERENCIA[lang]} ${year}`;
}

/** The IBAN of the direct debit: required 'Ingrese un N° IBAN', else 'IBAN no válido'. */
export const ibanDomiciliacion = () => ibanField(FINANZAS_MSG.ibanObligatorio);
/** The account holder's tax id: required 'Ingrese un NIF', else 'Documento no válido'. */
export const nifTitular = () => taxId(FINANZAS_MSG.nifTitularObligatorio, FINANZAS_MSG.nifTitularNoValido, esDocumento);

/**
 * `POST /organizaciones/pagar`, multipart (part 2 §3 'Payment form'): the IBAN, its holder's tax id,
 * the method 'R', and the signed SEPA mandate (a PDF of 10 MB at most).
 */
export const PagarDomiciliacionBody = v.object({
  org_iban: ibanDomiciliacion(),
  org_nif_propietario_cuenta: nifTitular(),
  org_metodo_pago: v.optional(v.literal('R', FINANZAS_MSG.metodoPagoObligatorio), 'R'),
  org_sepa: requiredUpload(UPLOAD_RULES.documento, FINANZAS_MSG.mandatoObligatorio),
});
export type PagarDomiciliacionBody = v.InferOutput<typeof PagarDomiciliacionBody>;
export type PagarDomiciliacionForm = v.InferInput<typeof PagarDomiciliacionBody>;

/**
 * The account of the direct debit (IBAN and holder): the wizard's first step, checked on blur, and the
 * body of `POST /organizaciones/mandato_sepa`, which prints them on the mandate (spec part 2 §2.25:
 * step 1's 'Siguiente' only with a valid IBAN and tax id).
 */
export const DatosDomiciliacionForm = v.object({ org_iban: ibanDomiciliacion(), org_nif_propietario_cuenta: nifTitular() });
export type DatosDomiciliacionFormValues = v.InferInput<typeof DatosDomiciliacionForm>;
export type CuentaDomiciliacion = v.InferOutput<typeof DatosDomiciliacionForm>;

/** The mandate's file name in each language, before the date prefix and the CIF (part 1 §9: `yyyy-mm-dd_Mandato_SEPA_<CIF>.pdf`). */
export const MANDATO_SEPA_NOMBRE = { es: 'Mandato_SEPA', ca: 'Mandat_SEPA' } as const;

/**
 * The mandate's download name: the day (Madrid), the name in the caller's language and the company's CIF.
 *
 * @example
 * nombreMandatoSepa('B17238452', 'ca', new Date('2026-11-25T10:00:00Z')) // '2026-11-25_Mandat_SEPA_B17238452.pdf'
 */
export function nombreMandatoSepa(cif: string, lang: 'es' | 'ca', now: Date = new Date()): string {
  return datePrefixedName(`${MANDATO_SEPA_NOMBRE[lang]}_${cif}.pdf`, now);
}

/** `POST /organizaciones/pagar_por_transferencia` (part 2 §7.11: org_metodo_pago). */
export const PagarTransferenciaBody = v.object({ org_metodo_pago: v.optional(v.literal('T', FINANZAS_MSG.metodoPagoObligatorio), 'T') });
export type PagarTransferenciaBody = v.InferOutput<typeof PagarTransferenciaBody>;

/** The fee the company owes now: its size's tariff, with VAT (a company with nothing owed: 409). */
export const detalleTarifa = defineEndpoint({
  method: 'GET',
  path: '/organizaciones/detalle_tarifa',
  query: DetalleTarifaQuery,
  response: DetalleTarifa,
  access: EMPRESA,
  summary: "The company's fee to pay now: description, price, 21 % VAT, total",
  tags: ['finanzas'],
});

/**
 * The SEPA direct-debit mandate to sign, as a PDF in the caller's language: the creditor (name,
 * address, identifier), the company as debtor with the account and its holder given here, the mandate
 * reference and the day. A POST so that the IBAN stays out of URLs and request logs.
 */
export const mandatoSepa = defineEndpoint({
  method: 'POST',
  path: '/organizaciones/mandato_sepa',
  body: DatosDomiciliacionForm,
  response: v.unknown(),
  envelope: false,
  access: EMPRESA,
  summary: "The company's SEPA mandate to sign (PDF)",
  tags: ['finanzas'],
});

/** Direct debit chosen: the fee recorded as owed by 'R', the mandate stored; answers a new token (201). */
export const pagarDomiciliacion = defineEndpoint({
  method: 'POST',
  path: '/organizaciones/pagar',
  body: PagarDomiciliacionBody,
  multipart: true,
  response: LoginData,
  status: 201,
  stale: ['GET /organizaciones/mis-datos/mostrar', 'GET /panel/inicio'],
  access: EMPRESA,
  summary: 'Pay the fee by direct debit (IBAN, holder, signed SEPA mandate); answers a new session token',
  tags: ['finanzas'],
});

/** Transfer chosen: the fee recorded as owed by 'T'; answers a new token (201). */
export const pagarTransferencia = defineEndpoint({
  method: 'POST',
  path: '/organizaciones/pagar_por_transferencia',
  body: PagarTransferenciaBody,
  response: LoginData,
  status: 201,
  stale: ['GET /organizaciones/mis-datos/mostrar', 'GET /panel/inicio'],
  access: EMPRESA,
  summary: 'Pay the fee by bank transfer; answers a new session token',
  tags: ['finanzas'],
});
