/**
 * The companies' annual fees (spec part 2 §2.6, §2.16, §3 'Fee payment (cuota)', §5 'Fee payment',
 * §7.3, §7.5, §9; docs/finanzas.md 'Annual fees'): one fee per company and year, owed while `pagado`
 * is null, with an invoice number the API gives when the payment is registered.
 *
 * - `POST /cuotas/registro-pago`: one payment (the form's fields), or `{ cuotas: [...] }` registering
 *   many at once, all or none (201).
 * - `PATCH /cuotas/actualizar-pago/:org_id/:year`, `GET /cuotas/mostrar-pago/:org_id/:year`,
 *   `DELETE /cuotas/borrado-pago` (body `{ org_id, year }`).
 * - `GET /cuotas-anuales`: the /pagos list on the list kit (company, year, pending; Excel).
 * - `GET /organizaciones/:id/cuotas-pendientes`: a company's owed fees (rows with `pagado` null).
 *
 * Writes are the administration's; a company reads only its own fees.
 */
import * as v from 'valibot';
import { ACCESS, defineEndpoint } from '../core/endpoint';
import { formBoolean, formId, optionalText, requiredDate } from '../core/form';
import { booleanFilter, choiceFilter, listQuery, paginated, positiveIntegerFilter } from '../core/list';
import { MSG } from '../core/messages';
import { ANYO_CUOTA_MIN, anyoCuota, fromCents, IMPORTE_MAX_CENTS, Importe, toCents } from '../core/money';
import { calendarDay } from '../core/validators/format';
import { FINANZAS_MSG } from './messages';

/** Fee payment types (part 2 §4, §9): the first fee of a company, and every later one. */
export const TIPOS_CUOTA = ['Alta', 'Renovado'] as const;
export type TipoCuota = (typeof TIPOS_CUOTA)[number];

/** Payment methods (part 2 §9): R direct debit, T bank transfer. */
export const METODOS_PAGO = ['R', 'T'] as const;
export type MetodoPago = (typeof METODOS_PAGO)[number];

/** How many fees one `{ cuotas: [...] }` registration may carry. */
export const MAX_CUOTAS_POR_REGISTRO = 500;

/** Who reads fees: the administration, and a company its own (checked on the server). */
const ADMIN_OR_COMPANY = { modulos: ['administrador', 'organizacion'] } as const;

// ---------------------------------------------------------------- fields

/**
 * The payment date 'yyyy-mm-dd': required ('El campo es obligatorio.'), a real date, from
 * 2000-01-01 to today (in Madrid).
 */
export function fechaPagoCuota(now: () => Date = () => new Date()) {
  return v.pipe(
    requiredDate(MSG.campoObligatorio),
    v.check((day) => day >= `${ANYO_CUOTA_MIN}-01-01`, FINANZAS_MSG.pagoAnteriorA2000),
    v.check((day) => day <= calendarDay(now()), FINANZAS_MSG.pagoFuturo),
  );
}

/**
 * An optional amount: as `importe()` takes it ('1.234,50', '1234.5', a number), at most two
 * decimals, never negative; missing, null or blank → undefined (the API then takes the company's
 * tariff, and answers 'Ingrese una observación' when there is none).
 */
export function importeCuotaOpcional() {
  return v.pipe(
    v.nullish(v.union([v.number(), v.string()], MSG.importeNoValido)),
    v.transform((value) => (value === null || value === undefined || (typeof value === 'string' && value.trim() === '') ? undefined : toCents(value))),
    v.check((cents) => cents === undefined || (Number.isInteger(cents) && cents >= 0 && cents <= IMPORTE_MAX_CENTS), MSG.importeNoValido),
    v.transform((cents) => (cents === undefined ? undefined : fromCents(cents))),
  );
}

/** 'Alta' or 'Renovado'; missing or anything else → 'Seleccione el tipo'. */
function tipoObligatorio() {
  return v.pipe(v.optional(v.string(FINANZAS_MSG.tipoCuotaObligatorio), ''), v.picklist(TIPOS_CUOTA, FINANZAS_MSG.tipoCuotaObligatorio));
}

/** 'Alta' or 'Renovado', or nothing (blank): the API then gives Alta to a company's first fee and Renovado to the rest. */
function tipoOpcional() {
  return v.pipe(
    v.nullish(v.string(FINANZAS_MSG.tipoCuotaObligatorio)),
    v.transform((value) => (value === null || value === undefined || value.trim() === '' ? undefined : value.trim())),
    v.custom<TipoCuota | undefined>((value) => value === undefined || (TIPOS_CUOTA as readonly unknown[]).includes(value), FINANZAS_MSG.tipoCuotaObligatorio),
  );
}

/** 'R' or 'T', or nothing (blank, null). */
function metodoPago() {
  return v.pipe(
    v.nullish(v.string(FINANZAS_MSG.metodoPagoNoValido)),
    v.transform((value) => (value === null || value === undefined || value.trim() === '' ? undefined : value.trim())),
    v.custom<MetodoPago | undefined>((value) => value === undefined || (METODOS_PAGO as readonly unknown[]).includes(value), FINANZAS_MSG.metodoPagoNoValido),
  );
}

/** The fields of a payment every body shares, but the company and year. */
const PAGO_ENTRIES = {
  pagado: fechaPagoCuota(),
  importe: importeCuotaOpcional(),
  observaciones: optionalText(2000),
  num_order: optionalText(50),
  no_comisionable: formBoolean(),
  metodo_pago: metodoPago(),
};

/**
 * One fee payment (part 2 §3, §5): the company (`org_id`), the fee year (2000 to this year; the
 * form's default is this year), the payment date, the amount (blank: the tariff of the company's
 * size), observaciones, the type (Alta / Renovado), the order number, not commissionable, the method.
 * `num_factura` is not sent: the API gives it.
 */
export const RegistroCuotaBody = v.object({
  org_id: formId(MSG.campoObligatorio, MSG.valorNoValido),
  year: anyoCuota(MSG.campoObligatorio),
  ...PAGO_ENTRIES,
  tipo: tipoObligatorio(),
});
export type RegistroCuotaBody = v.InferOutput<typeof RegistroCuotaBody>;
export type RegistroCuotaForm = v.InferInput<typeof RegistroCuotaBody>;

/** A fee of a `{ cuotas: [...] }` registration (part 2 §7.5: org_id, year, pagado, observaciones; the rest optional). */
export const RegistroCuotaItem = v.object({
  org_id: formId(MSG.campoObligatorio, MSG.valorNoValido),
  year: anyoCuota(MSG.campoObligatorio),
  ...PAGO_ENTRIES,
  tipo: tipoOpcional(),
});
export type RegistroCuotaItem = v.InferOutput<typeof RegistroCuotaItem>;

/** Many payments at once ('Alta Pagos'): 1 to 500 fees, each company and year once. */
export const RegistroCuotasBody = v.object({
  cuotas: v.pipe(
    v.array(RegistroCuotaItem, FINANZAS_MSG.cuotasObligatorias),
    v.minLength(1, FINANZAS_MSG.cuotasObligatorias),
    v.maxLength(MAX_CUOTAS_POR_REGISTRO, FINANZAS_MSG.demasiadasCuotas),
    v.check((items) => new Set(items.map((c) => `${c.org_id}/${c.year}`)).size === items.length, FINANZAS_MSG.cuotaRepetida),
  ),
});
export type RegistroCuotasBody = v.InferOutput<typeof RegistroCuotasBody>;
export type RegistroCuotasForm = v.InferInput<typeof RegistroCuotasBody>;

/**
 * The body of `POST /cuotas/registro-pago`: `{ cuotas: [...] }` when it has that key, otherwise one
 * payment. A lazy schema (not a union) so each shape answers its own field messages; `alternatives`
 * names both shapes for the OpenAPI document (api/src/lib/validation.ts `toOpenApiSchema`).
 */
export const RegistroPagoBody = Object.assign(
  v.lazy((input: unknown) => (typeof input === 'object' && input !== null && 'cuotas' in input ? RegistroCuotasBody : RegistroCuotaBody)),
  { alternatives: [RegistroCuotaBody, RegistroCuotasBody] as const },
) as unknown as v.GenericSchema<RegistroCuotaForm | RegistroCuotasForm, RegistroCuotaBody | RegistroCuotasBody> & { alternatives: readonly v.GenericSchema[] };

/** `PATCH /cuotas/actualizar-pago/:org_id/:year`: the payment's fields (a blank amount keeps the fee's). */
export const ActualizarCuotaBody = v.object({ ...PAGO_ENTRIES, tipo: tipoObligatorio() });
export type ActualizarCuotaBody = v.InferOutput<typeof ActualizarCuotaBody>;
export type ActualizarCuotaForm = v.InferInput<typeof ActualizarCuotaBody>;

/** `DELETE /cuotas/borrado-pago`: which fee. */
export const BorradoCuotaBody = v.object({
  org_id: formId(MSG.campoObligatorio, MSG.valorNoValido),
  year: anyoCuota(MSG.campoObligatorio),
});
export type BorradoCuotaBody = v.InferOutput<typeof BorradoCuotaBody>;

/** A company's id in a path, from its decimal text. */
const orgIdParam = () => v.pipe(v.string(), v.regex(/^\d{1,9}$/, MSG.valorNoValido), v.transform(Number));

/** `/:org_id/:year` of a fee. */
export const CuotaParams = v.object({ org_id: orgIdParam(), year: anyoCuota(MSG.campoObligatorio) });

// ---------------------------------------------------------------- answers

/** A fee as the API answers it, with its company's name and CIF. */
export const Cuota = v.object({
  id: v.number(),
  org_id: v.number(),
  org_cif: v.string(),
  org_nombre: v.string(),
  year: v.number(),
  /** The payment date 'yyyy-mm-dd'; null while the fee is owed. */
  pagado: v.nullable(v.string()),
  importe: Importe,
  observaciones: v.nullable(v.string()),
  tipo: v.picklist(TIPOS_CUOTA),
  num_order: v.nullable(v.string()),
  /** 'F2026-0001', given when the payment is registered; null while owed. */
  num_factura: v.nullable(v.string()),
  no_comisionable: v.boolean(),
  metodo_pago: v.nullable(v.picklist(METODOS_PAGO)),
});
export type Cuota = v.InferOutput<typeof Cuota>;

/** Some fees and the exact sum of their amounts. */
export const CuotasConTotal = v.object({ cuotas: v.array(Cuota), importe_total: Importe });
export type CuotasConTotal = v.InferOutput<typeof CuotasConTotal>;

// ---------------------------------------------------------------- the list

/** The fields the /pagos list may be sorted by. */
export const CUOTAS_SORTABLE = ['org_nombre', 'year', 'pagado', 'importe', 'num_factura'] as const;

/** A fee year filter: empty means none; anything but 2000…this year → 'El año ha de estar entre 2000 y el actual.' */
export function yearFilter(now: () => Date = () => new Date()) {
  return v.optional(
    v.pipe(
      v.union([v.string(), v.number()], MSG.anyoNoValido),
      v.transform((value) => {
        const text = String(value).trim();
        if (text === '') return undefined;
        return /^\d{4}$/.test(text) ? Number(text) : Number.NaN;
      }),
      v.check((year) => year === undefined || (year >= ANYO_CUOTA_MIN && year <= now().getFullYear()), MSG.anyoNoValido),
    ),
  );
}

/**
 * `GET /cuotas-anuales` query: the company (`org_id`), the fee year, owed only (`pendiente=true`) or
 * paid only (`false`), the method (`metodo_pago` R / T: with `pendiente=true`, the transfers awaited and
 * the direct debits to collect).
 */
export const CuotasListQuery = listQuery(
  { org_id: positiveIntegerFilter(), year: yearFilter(), pendiente: booleanFilter(), metodo_pago: choiceFilter(METODOS_PAGO) },
  CUOTAS_SORTABLE,
  'year desc',
);
export type CuotasListQuery = v.InferOutput<typeof CuotasListQuery>;
export type CuotasListQueryInput = v.InferInput<typeof CuotasListQuery>;

/** A page of fees, with the exact sums over the whole filtered list: every amount, and the paid ones'. */
export const CuotasPage = v.object({ ...paginated(Cuota).entries, importe_total: Importe, importe_pagado: Importe });

/** The fee list's Excel file name, before the date prefix. */
export const CUOTAS_EXCEL_NAME = 'Cuotas.xlsx';

// ---------------------------------------------------------------- endpoints

/**
 * Registers one payment, or `{ cuotas: [...] }` many at once (201), all in one transaction: each
 * gets the next invoice number of its payment date's year. A fee owed (its row with `pagado` null)
 * is paid; one already paid is refused (409).
 *
 * @example
 * await call(registrarPagoCuota, { body: { org_id: 1, year: 2026, pagado: '2026-03-02', tipo: 'Renovado' } });
 */
export const registrarPagoCuota = defineEndpoint({
  method: 'POST',
  path: '/cuotas/registro-pago',
  body: RegistroPagoBody,
  response: CuotasConTotal,
  status: 201,
  stale: ['GET /cuotas-anuales', 'GET /organizaciones/:id/cuotas-anyos-libres', 'GET /cuotas/mostrar-pago/:org_id/:year', 'GET /organizaciones/:id/cuotas-pendientes', 'GET /remesas/pendientes', 'GET /organizaciones', 'GET /organizaciones/cif/:cif', 'GET /panel/consolidado'],
  access: ACCESS.admin,
  summary: 'Registers a fee payment, or many ({ cuotas: [...] }) at once',
  tags: ['finanzas'],
});

/** Updates a fee's payment (an owed one is paid, and gets its invoice number). */
export const actualizarPagoCuota = defineEndpoint({
  method: 'PATCH',
  path: '/cuotas/actualizar-pago/:org_id/:year',
  params: CuotaParams,
  body: ActualizarCuotaBody,
  response: Cuota,
  stale: ['GET /cuotas-anuales', 'GET /cuotas/mostrar-pago/:org_id/:year', 'GET /organizaciones/:id/cuotas-pendientes', 'GET /remesas/pendientes', 'GET /organizaciones', 'GET /organizaciones/cif/:cif', 'GET /panel/consolidado'],
  access: ACCESS.admin,
  summary: "Updates a company's fee payment of a year",
  tags: ['finanzas'],
});

/** A company's fee of a year (a company: only its own; another's is 404). */
export const mostrarPagoCuota = defineEndpoint({
  method: 'GET',
  path: '/cuotas/mostrar-pago/:org_id/:year',
  params: CuotaParams,
  response: Cuota,
  access: ADMIN_OR_COMPANY,
  summary: "A company's fee of a year",
  tags: ['finanzas'],
});

/** Deletes a company's fee of a year. */
export const borrarPagoCuota = defineEndpoint({
  method: 'DELETE',
  path: '/cuotas/borrado-pago',
  body: BorradoCuotaBody,
  response: v.null(),
  stale: ['GET /cuotas-anuales', 'GET /organizaciones/:id/cuotas-anyos-libres', 'GET /organizaciones/:id/cuotas-pendientes', 'GET /remesas/pendientes', 'GET /organizaciones', 'GET /organizaciones/cif/:cif', 'GET /panel/consolidado'],
  access: ACCESS.admin,
  summary: "Deletes a company's fee of a year",
  tags: ['finanzas'],
});

/**
 * The fees (/pagos; a company: its own), filtered, sorted, paged, with their sums; with
 * `to_excel=true` the whole filtered list as `<date>_Cuotas.xlsx`.
 */
export const cuotasAnuales = defineEndpoint({
  method: 'GET',
  path: '/cuotas-anuales',
  query: CuotasListQuery,
  response: CuotasPage,
  access: ADMIN_OR_COMPANY,
  summary: 'Annual fees: filtered, sorted, paged (to_excel=true: xlsx)',
  tags: ['finanzas'],
});

/** A company's owed fees (rows with `pagado` null), oldest first, and their sum. */
export const cuotasPendientes = defineEndpoint({
  method: 'GET',
  path: '/organizaciones/:id/cuotas-pendientes',
  params: v.object({ id: orgIdParam() }),
  response: CuotasConTotal,
  access: ADMIN_OR_COMPANY,
  summary: "A company's owed annual fees",
  tags: ['finanzas'],
});

/** The years a company's payment may be registered for, newest first. */
export const AnyosCuotaLibres = v.object({ anyos: v.array(v.number()) });
export type AnyosCuotaLibres = v.InferOutput<typeof AnyosCuotaLibres>;

/**
 * The fee years a company's payment may be registered for ('Registrar pago' of its 'Pagos cuotas'
 * tab): 2000 to this year but those already paid (an owed year, or one without a fee, may be
 * registered), newest first. The administration's; an unknown company is 404.
 */
export const anyosCuotaLibres = defineEndpoint({
  method: 'GET',
  path: '/organizaciones/:id/cuotas-anyos-libres',
  params: v.object({ id: orgIdParam() }),
  response: AnyosCuotaLibres,
  access: ACCESS.admin,
  summary: "The fee years a company's payment may still be registered for (not paid), newest first",
  tags: ['finanzas'],
});
