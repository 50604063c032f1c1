import * as v from 'valibot';
import { isIban } from './bank';
import { isNif } from './tax-id';
import { isPostalCode } from './text';

/**
 * Default texts of the actions below (spec part 2 §5, payment wizard).
 *
 * @example
 * VALIDATOR_MESSAGES.iban // 'IBAN no válido'
 */
export const VALIDATOR_MESSAGES = {
  nif: 'Documento no válido',
  iban: 'IBAN no válido',
  postalCode: 'El código postal no es válido.',
} as const;

/**
 * valibot action: the string is a valid Spanish tax id (DNI, NIE or CIF).
 *
 * @example
 * const Owner = v.pipe(v.string(), v.trim(), v.nonEmpty('Ingrese un NIF'), vNif('Documento no válido'));
 */
export function vNif(message: string = VALIDATOR_MESSAGES.nif): v.CheckAction<string, string> {
  return v.check<string, string>(isNif, message);
}

/**
 * valibot action: the string is a valid Spanish IBAN (mod-97).
 *
 * @example
 * const Iban = v.pipe(v.string(), v.nonEmpty('Ingrese un N° IBAN'), vIban('IBAN no válido'));
 */
export function vIban(message: string = VALIDATOR_MESSAGES.iban): v.CheckAction<string, string> {
  return v.check<string, string>(isIban, message);
}

/**
 * valibot action: the string is a Spanish postal code (5 digits, province 01–52).
 *
 * @example
 * const Cp = v.pipe(v.string(), v.nonEmpty('El código postal es obligatorio.'), vPostalCode('El código postal no es válido.'));
 */
export function vPostalCode(message: string = VALIDATOR_MESSAGES.postalCode): v.CheckAction<string, string> {
  return v.check<string, string>(isPostalCode, message);
}
