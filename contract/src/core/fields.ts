/**
 * Fields every account form shares: Spanish tax ids and passwords. The address block has
 * its own file (address.ts).
 */
import * as v from 'valibot';
import { presentString, type CrossFieldRule } from './form';
import { MSG } from './messages';
import { normalizeTaxId } from './validators/tax-id';

/** Shortest password accepted for a new account, a reset or a change. */
export const PASSWORD_MIN_LENGTH = 8;
/** Longest password accepted (hashing cost stays bounded). */
export const PASSWORD_MAX_LENGTH = 128;

/**
 * A Spanish tax id (DNI, NIE or CIF), without spaces, dots or hyphens, upper case; missing or
 * blank → `requiredMessage`, failing `valid` → `invalidMessage`.
 *
 * @example
 * v.object({ usuario: taxId(MSG.nifObligatorio, MSG.nifPersonaNoValido, isPersonTaxId) })
 */
export function taxId(requiredMessage: string, invalidMessage: string, valid: (id: string) => boolean) {
  return v.pipe(
    presentString(requiredMessage),
    v.trim(),
    v.nonEmpty(requiredMessage),
    v.transform(normalizeTaxId),
    v.check(valid, invalidMessage),
  );
}

/**
 * A new password: 8 to 128 characters, not trimmed, not spaces alone.
 *
 * @example
 * v.object({ password: newPassword(MSG.passwordObligatoria) })
 */
export function newPassword(requiredMessage: string) {
  return v.pipe(
    presentString(requiredMessage),
    v.nonEmpty(requiredMessage),
    // Spaces count as typed (a password is never trimmed), but spaces alone are no password.
    v.check((password) => password === '' || password.trim() !== '', MSG.passwordEnBlanco),
    v.minLength(PASSWORD_MIN_LENGTH, MSG.passwordMinima),
    v.maxLength(PASSWORD_MAX_LENGTH, MSG.passwordMaxima),
  );
}

/**
 * The repeated password; whether it matches is a cross-field rule (`passwordsMatch`).
 *
 * @example
 * v.object({ password_confirmation: passwordConfirmation(MSG.passwordConfirmacionObligatoria) })
 */
export function passwordConfirmation(requiredMessage: string) {
  return v.pipe(presentString(requiredMessage), v.nonEmpty(requiredMessage));
}

/**
 * The rule 'the confirmation repeats the password', under the confirmation.
 *
 * @example
 * crossFieldRules([passwordsMatch('password', 'password_confirmation')])
 */
export function passwordsMatch<T extends Record<string, unknown>>(password: keyof T & string, confirmation: keyof T & string): CrossFieldRule<T> {
  return { field: confirmation, reads: [password], holds: (f) => f[password] === f[confirmation], message: MSG.passwordsNoCoinciden };
}
