/**
 * IBAN fields (spec part 1 §5 'IBAN: ES followed by 22 digits, with a mod-97 check'; part 2 §5
 * 'Payment': 'IBAN no válido'), checked with ibantools (the country's length and format, the mod-97
 * check digits). What a person types is taken with spaces, hyphens or lower case
 * ('es91 2100 0418 4502 0005 1332') and given back in electronic format ('ES9121000418450200051332'),
 * the form stored and sent to a bank. By default only Spanish accounts pass (the spec's rule); a
 * field for another use may allow other countries (`paises`). The programme's bank data and the
 * organisation payment flow use it.
 */
import { electronicFormatIBAN, friendlyFormatIBAN, isValidIBAN } from 'ibantools';
import * as v from 'valibot';
import { presentString } from './form';
import type { Catalogue } from './messages';
import { spanishTexts } from './messages';

/** The IBAN field's own messages (in the finance catalogue too, so the API and the browser localize them). */
export const IBAN_MESSAGES = {
  ibanNoValido: { es: 'IBAN no válido', ca: 'IBAN no vàlid' },
} as const satisfies Catalogue;
export const IBAN_MSG = spanishTexts(IBAN_MESSAGES);

/** The countries an IBAN field accepts unless told otherwise: Spain (spec part 1 §5). */
export const IBAN_PAISES_POR_DEFECTO: readonly string[] = ['ES'];

/**
 * An IBAN in electronic format: no spaces or separators, upper case; '' for nothing.
 *
 * @example
 * normalizeIban(' es91 2100-0418 4502 0005 1332 ') // 'ES9121000418450200051332'
 */
export function normalizeIban(value: string): string {
  return electronicFormatIBAN(String(value ?? '')) ?? '';
}

/**
 * True for a valid IBAN (ibantools: country format and mod-97) of one of `paises`; spaces, hyphens
 * and lower case are allowed.
 *
 * @example
 * isValidIban('ES91 2100 0418 4502 0005 1332') // true
 * isValidIban('DE89370400440532013000') // false (not Spanish)
 * isValidIban('DE89370400440532013000', ['ES', 'DE']) // true
 */
export function isValidIban(value: string, paises: readonly string[] = IBAN_PAISES_POR_DEFECTO): boolean {
  const iban = normalizeIban(value);
  return iban !== '' && paises.includes(iban.slice(0, 2)) && isValidIBAN(iban);
}

/**
 * An IBAN grouped in blocks of four for display ('ES91 2100 0418 4502 0005 1332').
 *
 * @example
 * displayIban('ES9121000418450200051332') // 'ES91 2100 0418 4502 0005 1332'
 */
export function displayIban(value: string): string {
  const iban = normalizeIban(value);
  return friendlyFormatIBAN(iban) ?? iban;
}

/** Options of {@link ibanField}. */
export interface IbanFieldOptions {
  /** The message of an IBAN that does not pass ('IBAN no válido' unless said). */
  invalidMessage?: string;
  /** The countries accepted (ISO 3166 codes); Spain only unless said. */
  paises?: readonly string[];
}

/**
 * A required IBAN field for valibot: missing or blank → `requiredMessage`; anything ibantools does not
 * take as a valid IBAN of the accepted countries → 'IBAN no válido'. Its output is the electronic
 * format (no spaces, upper case).
 *
 * @example
 * v.object({ num_cuenta: ibanField('Ingrese un número de cuenta') })
 * v.parse(ibanField('Ingrese un N° IBAN'), 'es91 2100 0418 4502 0005 1332') // 'ES9121000418450200051332'
 */
export function ibanField(requiredMessage: string, { invalidMessage = IBAN_MSG.ibanNoValido, paises = IBAN_PAISES_POR_DEFECTO }: IbanFieldOptions = {}) {
  return v.pipe(
    presentString(requiredMessage),
    v.trim(),
    v.nonEmpty(requiredMessage),
    v.maxLength(64, invalidMessage),
    v.transform(normalizeIban),
    v.check((iban) => isValidIban(iban, paises), invalidMessage),
  );
}

/**
 * A SEPA creditor identifier in electronic format (no spaces, upper case): '' for nothing.
 *
 * @example
 * normalizeCreditorId('es70 zzz g08953184') // 'ES70ZZZG08953184'
 */
export function normalizeCreditorId(value: string): string {
  return String(value ?? '')
    .replace(/[\s-]/g, '')
    .toUpperCase();
}

/**
 * True for a valid SEPA creditor identifier (EPC262-08): the country, two check digits, a three-character
 * business code (not part of the check) and the national identifier; the check digits by ISO 7064
 * MOD 97-10 over the national identifier, the country and the digits, letters as 10…35 (as an IBAN's).
 *
 * @example
 * isValidCreditorId('ES70ZZZG08953184') // true
 * isValidCreditorId('ES00ZZZG08953184') // false
 */
export function isValidCreditorId(value: string): boolean {
  const id = normalizeCreditorId(value);
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]{3}[A-Z0-9]{1,28}$/.test(id)) return false;
  const digits = `${id.slice(7)}${id.slice(0, 4)}`.replace(/[A-Z]/g, (c) => String(c.charCodeAt(0) - 55));
  let rest = 0;
  for (const d of digits) rest = (rest * 10 + Number(d)) % 97;
  return rest === 1;
}
