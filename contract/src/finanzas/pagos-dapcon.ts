/**
 * A declaration's payment (spec part 2 §2.7, §3 'DAPcon payment', §4 '{product}: paid or unpaid',
 * §5, §7.5; docs/finanzas.md 'DAPcon payments'): one per declaration, registered (or updated) by the
 * administration with its date and amount, when it gets its invoice number; read by the
 * administration and by the declaration's company (the company tab 'Pagos DAPcon', its summary pie and
 * the record page's 'Pago' panel).
 */
import * as v from 'valibot';
import { defineEndpoint } from '../core/endpoint';
import { formId, requiredDate } from '../core/form';
import { MSG } from '../core/messages';
import { fromCents, IMPORTE_MAX_CENTS, Importe, toCents } from '../core/money';
import { calendarDay } from '../core/validators/format';
import { PAGOS_DAPCON_MSG } from './messages-pagos-dapcon';

/** The administration registers payments; it and the declaration's company read them (a company only its own: 404 otherwise). */
const ADMINISTRACION = { modulos: ['administrador'] } as const;
const ADMIN_O_EMPRESA = { modulos: ['administrador', 'organizacion'] } as const;

/** The first payment date a form accepts. */
export const PAGO_DAPCON_FECHA_MIN = '2000-01-01';

/**
 * A payment date 'yyyy-mm-dd' from 2000-01-01 to today (in the programme's time zone): missing →
 * 'El campo es obligatorio.' (part 2 §5), not a date → 'La fecha no es válida.', out of range → ours.
 */
export function fechaPagoDapcon(now: () => Date = () => new Date()) {
  return v.pipe(
    requiredDate(MSG.campoObligatorio),
    v.check((day) => day >= PAGO_DAPCON_FECHA_MIN && day <= calendarDay(now()), PAGOS_DAPCON_MSG.pagoDapconFechaFueraDeRango),
  );
}

/**
 * An optional amount (as `importe()` reads it: '1.234,50', '1234.5', 1234.5): missing, null or blank
 * → null (the API then charges the default amount); else 0 to 9.999.999.999,99 € with at most two
 * decimals, or 'El importe no es válido…'.
 */
export const importePagoDapcon = v.pipe(
  v.optional(v.nullable(v.union([v.number(), v.string()], MSG.importeNoValido)), null),
  v.transform((value) => (value === null || (typeof value === 'string' && value.trim() === '') ? null : toCents(value))),
  v.check((cents) => cents === null || (Number.isInteger(cents) && cents >= 0 && cents <= IMPORTE_MAX_CENTS), MSG.importeNoValido),
  v.transform((cents) => (cents === null ? null : fromCents(cents))),
);

/**
 * PATCH /dapcon/registro-pagos (part 2 §7.5: pagado, importe, dapcon_id): registers the declaration's
 * payment, or updates the registered one. `importe` blank → the default amount (`importe_previsto`).
 */
export const RegistroPagoDapconBody = v.object({
  dapcon_id: formId(MSG.campoObligatorio, MSG.valorNoValido),
  pagado: fechaPagoDapcon(),
  importe: importePagoDapcon,
});
export type RegistroPagoDapconBody = v.InferOutput<typeof RegistroPagoDapconBody>;
export type RegistroPagoDapconForm = v.InferInput<typeof RegistroPagoDapconBody>;

/** A declaration's id in the path (a non-number is 404, as for the DAPcon routes). */
export const PagoDapconParams = v.object({ id: v.pipe(v.string(), v.regex(/^\d{1,9}$/, MSG.noEncontrado), v.transform(Number)) });

/**
 * A declaration's payment (part 2 §3 'DAPcon payment'; §4: paid or unpaid by its date): `pagado` the
 * payment date ('yyyy-mm-dd') or null while unpaid; `importe` what was charged (null while no payment
 * row exists); `num_factura` given when it was registered; `importe_previsto` what would be charged
 * today (the 'dapcon' tariff, or 'dapcon_renovacion' for a renewal, plus 'sup_dapcon_idioma' per
 * language beyond the first; null when a tariff it needs is inactive).
 */
export const PagoDapcon = v.object({
  dapcon_id: v.number(),
  org_id: v.number(),
  dapcon_codigo: v.nullable(v.string()),
  pagado: v.nullable(v.string()),
  importe: v.nullable(Importe),
  num_factura: v.nullable(v.string()),
  importe_previsto: v.nullable(Importe),
  /** A renewal (id_padre set): charged the renewal tariff. */
  renovacion: v.boolean(),
  /** How many publication languages it has. */
  idiomas: v.number(),
});
export type PagoDapcon = v.InferOutput<typeof PagoDapcon>;

/** The summary's categories, in the pie's order: Spanish, English, renewed, published. */
export const CATEGORIAS_RESUMEN_DAPCON = ['es', 'en', 'renovadas', 'publicadas'] as const;
export type CategoriaResumenDapcon = (typeof CATEGORIAS_RESUMEN_DAPCON)[number];

/** The figures of a set of declarations: how many, how many paid, and the amount paid (exact). */
const Cifras = {
  declaraciones: v.number(),
  pagadas: v.number(),
  importe_pagado: Importe,
};

/**
 * A company's declarations summed for the summary pie (part 2 §2.7: totals per language
 * (Español/Inglés), renewed and published; docs/finanzas.md 'DAPcon payments'): every declaration of
 * the company, whatever its state; per category the declarations, those paid and the amount paid.
 * The categories overlap (a declaration in Spanish and English counts in both, a published renewal in
 * both 'renovadas' and 'publicadas'): the pie compares them, it is not a partition.
 */
export const DapconResumen = v.object({
  org_id: v.number(),
  ...Cifras,
  categorias: v.array(v.object({ clave: v.picklist(CATEGORIAS_RESUMEN_DAPCON), ...Cifras })),
});
export type DapconResumen = v.InferOutput<typeof DapconResumen>;

/** PATCH /dapcon/registro-pagos: registers or updates a declaration's payment (the administration); answers it, 200. */
export const registrarPagoDapcon = defineEndpoint({
  method: 'PATCH',
  path: '/dapcon/registro-pagos',
  body: RegistroPagoDapconBody,
  response: PagoDapcon,
  stale: ['GET /dapcon', 'GET /dapcon/resumen/:id', 'GET /dapcon/:id/verificar_pago', 'GET /dapcon/:id', 'GET /panel/consolidado'],
  access: ADMINISTRACION,
  summary: "Registers or updates a declaration's payment: date, amount (default: its tariff), invoice number",
  tags: ['finanzas'],
});

/** GET /dapcon/resumen/:id: the summary of company `id`'s (org_id) declarations and payments. */
export const resumenPagosDapcon = defineEndpoint({
  method: 'GET',
  path: '/dapcon/resumen/:id',
  params: PagoDapconParams,
  response: DapconResumen,
  access: ADMIN_O_EMPRESA,
  summary: "A company's declarations summed per language (Spanish, English), renewed and published: counts and amounts paid",
  tags: ['finanzas'],
});

/** GET /dapcon/:id/verificar_pago: one declaration's payment (paid or not, amount, date, invoice) and the amount it would be charged. */
export const verificarPagoDapcon = defineEndpoint({
  method: 'GET',
  path: '/dapcon/:id/verificar_pago',
  params: PagoDapconParams,
  response: PagoDapcon,
  access: ADMIN_O_EMPRESA,
  summary: "A declaration's payment, and what it would be charged",
  tags: ['finanzas'],
});
