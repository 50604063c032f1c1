/**
 * The address rules, written once (spec part 1 §4, §9; part 2 §5): Spain (country 1) makes
 * postal code, town and province mandatory, the postal code exactly 5 digits, and the town
 * comes from the postal-code lookup; other countries take free-text region and city.
 */
import * as v from 'valibot';
import { isFilled, type CrossFieldRule } from './form';
import { MSG } from './messages';

/** Spain's id in `paises`. */
export const PAIS_ESPANA = 1;

/** Length of a Spanish postal code: the town lookup runs at exactly this many characters. */
export const POSTAL_CODE_LENGTH = 5;

const SPANISH_POSTAL_CODE = new RegExp(`^\\d{${POSTAL_CODE_LENGTH}}$`);

/**
 * True for a Spanish postal code: exactly 5 digits.
 *
 * @example
 * isSpanishPostalCode('08001') // true
 * isSpanishPostalCode('8001') // false
 */
export function isSpanishPostalCode(value: unknown): boolean {
  return typeof value === 'string' && SPANISH_POSTAL_CODE.test(value);
}

/**
 * A required Spanish postal code (the lookup's query).
 *
 * @example
 * v.object({ cp: spanishPostalCode() })
 */
export function spanishPostalCode() {
  return v.pipe(v.string(MSG.codigoPostalObligatorio), v.check<string, string>(isSpanishPostalCode, MSG.codigoPostalCincoDigitos));
}

/** The names a form gives its address fields (company `org_*`, consultant `consultor_*`). */
export interface AddressFieldNames<T> {
  pais: keyof T & string;
  codigoPostal: keyof T & string;
  poblacion: keyof T & string;
  provincia: keyof T & string;
}

/**
 * The address rules of a form as cross-field rules: in Spain, postal code (5 digits), town and
 * province are required; elsewhere they are free text.
 *
 * @example
 * crossFieldRules([...spanishAddressRules({ pais: 'org_pais', codigoPostal: 'org_codigo_postal', poblacion: 'org_poblacion', provincia: 'org_provincia' })])
 */
export function spanishAddressRules<T extends Record<string, unknown>>({ pais, codigoPostal, poblacion, provincia }: AddressFieldNames<T>): CrossFieldRule<T>[] {
  const inSpain = (values: T) => values[pais] === PAIS_ESPANA;
  return [
    { field: codigoPostal, reads: [pais], holds: (f) => !inSpain(f) || isFilled(f[codigoPostal]), message: MSG.codigoPostalObligatorio },
    { field: codigoPostal, reads: [pais], holds: (f) => !inSpain(f) || isSpanishPostalCode(f[codigoPostal]), message: MSG.codigoPostalCincoDigitos },
    { field: poblacion, reads: [pais], holds: (f) => !inSpain(f) || isFilled(f[poblacion]), message: MSG.poblacionObligatoria },
    { field: provincia, reads: [pais], holds: (f) => !inSpain(f) || isFilled(f[provincia]), message: MSG.provinciaObligatoria },
  ];
}
