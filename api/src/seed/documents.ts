/**
 * Spanish tax identifiers with correct check characters (spec part 1 §5:
 * DNI modulo 23, NIE with X/Y/Z, CIF with its control digit or letter), for
 * demo data that passes the same validation as real data.
 */
const DNI_LETTERS = 'TRWAGMYFPDXBNJZSQVHLCKE';
const CIF_CONTROL_LETTERS = 'JABCDEFGHI';
/** Entity kinds whose CIF ends in a letter; A, B, E and H end in a digit; the rest may use either. */
const CIF_LETTER_CONTROL = 'KPQRSNW';

/** `12345678Z` from 12345678. */
export function dni(number: number): string {
  const n = Math.abs(Math.trunc(number)) % 100_000_000;
  return `${String(n).padStart(8, '0')}${DNI_LETTERS[n % 23]}`;
}

/** `X1234567L`: X, Y and Z stand for 0, 1 and 2 in the check. */
export function nie(prefix: 'X' | 'Y' | 'Z', number: number): string {
  const n = Math.abs(Math.trunc(number)) % 10_000_000;
  const value = 'XYZ'.indexOf(prefix) * 10_000_000 + n;
  return `${prefix}${String(n).padStart(7, '0')}${DNI_LETTERS[value % 23]}`;
}

/** The control character of a CIF's letter and seven digits. */
export function cifControl(letter: string, digits: string): string {
  let sum = 0;
  for (let i = 0; i < 7; i++) {
    const digit = Number(digits[i]);
    if (i % 2 === 1) {
      sum += digit;
    } else {
      const doubled = digit * 2;
      sum += Math.floor(doubled / 10) + (doubled % 10);
    }
  }
  const control = (10 - (sum % 10)) % 10;
  return CIF_LETTER_CONTROL.includes(letter) ? (CIF_CONTROL_LETTERS[control] ?? '') : String(control);
}

/**
 * `B08123456`-style CIF: entity letter (A S.A., B S.L., F cooperative,
 * G association…), the province code of registration, a serial, the control.
 */
export function cif(letter: string, province: number, serial: number): string {
  const digits = `${String(province).padStart(2, '0')}${String(serial % 100_000).padStart(5, '0')}`;
  return `${letter}${digits}${cifControl(letter, digits)}`;
}
