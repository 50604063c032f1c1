/**
 * Money, exactly (docs/finanzas.md 'Money'). Amounts are euros with two decimals, stored as
 * PostgreSQL `numeric(12,2)` and carried as canonical decimal strings ('1234.50'), never as binary
 * floating point: a sum of a thousand payments is right to the cent. The browser shows them with
 * `formatEuro` ('1.234,50 €'); arithmetic goes through whole cents.
 */
import * as v from 'valibot';
import { MSG } from './messages';

/** Largest amount a field accepts: what `numeric(12,2)` holds, 9.999.999.999,99 €. */
export const IMPORTE_MAX_CENTS = 999_999_999_999;

/** VAT on bank transfers (part 2 §9: 'Transfer VAT 21%'), in percent. */
export const IVA_PORCENTAJE = 21;

/** A canonical amount: digits, a dot and two decimals ('0.00', '1234.50'; '-5.00' for a negative total). */
const CANONICAL = /^-?\d+\.\d{2}$/;

/** What a person may type: '1234', '1234.5', '1234,50', '1.234,50' (Spanish grouping), '1234.50'. */
function parseTyped(text: string): number | null {
  const t = text.trim().replace(/\s|€/g, '');
  if (t === '') return null;
  let normal: string;
  if (/^\d{1,3}(\.\d{3})+(,\d{1,2})?$/.test(t)) normal = t.replace(/\./g, '').replace(',', '.');
  else if (/^\d+(,\d{1,2})?$/.test(t)) normal = t.replace(',', '.');
  else if (/^\d+(\.\d{1,2})?$/.test(t)) normal = t;
  else return Number.NaN;
  const [units = '0', decimals = ''] = normal.split('.');
  if (units.length > 10) return Number.NaN;
  return Number(units) * 100 + Number(decimals.padEnd(2, '0'));
}

/**
 * Whole cents of an amount: a canonical string, a typed one ('1.234,50') or a number with at most
 * two decimals. Anything else → NaN.
 *
 * @example
 * toCents('1234.50') // 123450
 * toCents('1.234,5') // 123450
 */
export function toCents(amount: string | number): number {
  if (typeof amount === 'number') {
    const cents = Math.round(amount * 100);
    return Number.isFinite(amount) && Math.abs(cents - amount * 100) < 1e-6 ? cents : Number.NaN;
  }
  if (CANONICAL.test(amount.trim())) {
    const negative = amount.trim().startsWith('-');
    const cents = parseTyped(amount.trim().replace(/^-/, '')) ?? Number.NaN;
    return negative ? -cents : cents;
  }
  return parseTyped(amount) ?? Number.NaN;
}

/**
 * The canonical string of a number of cents.
 *
 * @example
 * fromCents(123450) // '1234.50'
 * fromCents(-5) // '-0.05'
 */
export function fromCents(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(Math.round(cents));
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/**
 * An amount as a Spanish or Catalan reader writes it, from its exact text (never through a float):
 * thousands with '.', the decimals with ',', two of them, and the euro sign (the e-mails).
 *
 * @example
 * euros('1234.5') // '1.234,50 €'
 * euros('-0.05') // '-0,05 €'
 */
export function euros(importe: string): string {
  const negativo = importe.trim().startsWith('-');
  const [entero = '0', decimales = ''] = importe.trim().replace('-', '').split('.');
  const miles = (entero === '' ? '0' : entero).replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  return `${negativo ? '-' : ''}${miles},${decimales.padEnd(2, '0').slice(0, 2)} €`;
}

/**
 * The exact sum of amounts (canonical strings or numbers with two decimals), as a canonical string.
 *
 * @example
 * sumImportes(['0.10', '0.20']) // '0.30' (0.1 + 0.2 in floating point is 0.30000000000000004)
 */
export function sumImportes(amounts: Iterable<string | number>): string {
  let total = 0;
  for (const amount of amounts) total += toCents(amount);
  return fromCents(total);
}

/**
 * A percentage of an amount, rounded half up to the cent, computed in whole cents (BigInt: no
 * floating point whatever the size). `porcentaje` is a canonical amount too ('10.00' = 10 %).
 *
 * @example
 * porcentajeDe('450.00', '10.00') // '45.00'
 * porcentajeDe('0.05', '50.00') // '0.03' (2.5 cents, half up)
 */
export function porcentajeDe(base: string | number, porcentaje: string | number): string {
  const product = BigInt(toCents(base)) * BigInt(toCents(porcentaje));
  const negative = product < 0n;
  const abs = negative ? -product : product;
  const rounded = (abs + 5000n) / 10000n;
  return fromCents(Number(negative ? -rounded : rounded));
}

/**
 * A base amount with its VAT, rounded half up to the cent (part 2 §3 'Fee detail': precio, iva, importe_total).
 *
 * @example
 * conIva('450.00') // { precio: '450.00', iva: '94.50', importe_total: '544.50' }
 */
export function conIva(precio: string | number, porcentaje: number = IVA_PORCENTAJE): { precio: string; iva: string; importe_total: string } {
  const base = toCents(precio);
  const iva = Math.round((base * porcentaje) / 100);
  return { precio: fromCents(base), iva: fromCents(iva), importe_total: fromCents(base + iva) };
}

/**
 * An amount field: a number or a string as typed ('1.234,50', '1234.5'), from 0 (or from 0.01 with
 * `positive`) to 9.999.999.999,99 €, at most two decimals; its output is the canonical string.
 * Missing or blank → `requiredMessage`; anything else → 'El importe no es válido.'
 *
 * @example
 * v.parse(importe('Ingrese un importe'), '1.234,5') // '1234.50'
 */
export function importe(requiredMessage: string, { positive = false }: { positive?: boolean } = {}) {
  return v.pipe(
    v.optional(v.union([v.number(), v.string()], MSG.importeNoValido), ''),
    v.check((value) => !(typeof value === 'string' && value.trim() === ''), requiredMessage),
    v.transform((value) => toCents(value)),
    v.check((cents) => Number.isInteger(cents) && cents >= (positive ? 1 : 0) && cents <= IMPORTE_MAX_CENTS, MSG.importeNoValido),
    v.transform(fromCents),
  );
}

/**
 * An amount in an answer: the canonical string.
 *
 * @example
 * v.object({ importe: Importe })
 */
export const Importe = v.pipe(v.string(), v.regex(CANONICAL));

/**
 * A fee year (part 2 §5, §9: 'Year choices run from 2000 to the current year, default the current one'):
 * a number or its string, from 2000 to this year; missing → `requiredMessage`.
 *
 * @example
 * v.parse(anyoCuota('El campo es obligatorio.'), '2024') // 2024
 */
export function anyoCuota(requiredMessage: string, now: () => Date = () => new Date()) {
  return v.pipe(
    v.optional(v.union([v.number(), v.string()], MSG.anyoNoValido), ''),
    v.check((value) => !(typeof value === 'string' && value.trim() === ''), requiredMessage),
    v.transform((value) => (typeof value === 'string' ? (/^\d{4}$/.test(value.trim()) ? Number(value) : Number.NaN) : value)),
    v.check((year) => Number.isInteger(year) && year >= ANYO_CUOTA_MIN && year <= now().getFullYear(), MSG.anyoNoValido),
  );
}

/** The first fee year a form offers. */
export const ANYO_CUOTA_MIN = 2000;

/**
 * The fee years a select offers, newest first: this year down to 2000.
 *
 * @example
 * anyosCuota(new Date('2026-05-01'))[0] // 2026
 */
export function anyosCuota(now: Date = new Date()): number[] {
  const years: number[] = [];
  for (let y = now.getFullYear(); y >= ANYO_CUOTA_MIN; y--) years.push(y);
  return years;
}
