/** Check letters of the DNI, indexed by the number modulo 23. */
const DNI_LETTERS = 'TRWAGMYFPDXBNJZSQVHLCKE';
/** CIF control letters, indexed by the control digit. */
const CIF_LETTERS = 'JABCDEFGHI';

/**
 * Uppercases a tax id and removes spaces, hyphens and dots, the way people
 * write them ('12.345.678-z' → '12345678Z'). Every `is*` check normalises first.
 *
 * @example
 * normalizeTaxId(' b-1234567 4 ') // 'B12345674'
 */
export function normalizeTaxId(value: string): string {
  return String(value ?? '')
    .toUpperCase()
    .replace(/[\s.-]/g, '');
}

/**
 * The DNI check letter of a number (0–99999999).
 *
 * @example
 * dniLetter(12345678) // 'Z'
 */
export function dniLetter(num: number): string {
  return DNI_LETTERS.charAt(num % 23);
}

/**
 * Spanish DNI: 8 digits plus the check letter (number modulo 23).
 *
 * @example
 * isDni('12345678Z') // true
 * isDni('12345678A') // false
 */
export function isDni(value: string): boolean {
  const id = normalizeTaxId(value);
  const m = /^(\d{8})([A-Z])$/.exec(id);
  return m !== null && dniLetter(Number(m[1])) === m[2];
}

/**
 * Spanish NIE: X, Y or Z (read as 0, 1, 2), 7 digits and the DNI check letter.
 *
 * @example
 * isNie('X1234567L') // true
 * isNie('Y1234567X') // true
 */
export function isNie(value: string): boolean {
  const id = normalizeTaxId(value);
  const m = /^([XYZ])(\d{7})([A-Z])$/.exec(id);
  if (m === null) return false;
  const prefix = 'XYZ'.indexOf(m[1] ?? '');
  return dniLetter(Number(`${prefix}${m[2]}`)) === m[3];
}

/**
 * Spanish CIF (legal entities): an organisation-type letter, 7 digits and a
 * control character. N, P, Q, R, S and W take a letter; A, B, E and H a digit;
 * C, D, F, G, J, U and V either.
 *
 * @example
 * isCif('B12345674') // true
 * isCif('Q2826000H') // true
 * isCif('B12345675') // false
 */
export function isCif(value: string): boolean {
  const id = normalizeTaxId(value);
  const m = /^([ABCDEFGHJNPQRSUVW])(\d{7})([0-9A-J])$/.exec(id);
  if (m === null) return false;
  const [, kind = '', digits = '', control = ''] = m;
  let sum = 0;
  for (let i = 0; i < 7; i++) {
    const d = Number(digits.charAt(i));
    if (i % 2 === 0) {
      const doubled = d * 2;
      sum += Math.floor(doubled / 10) + (doubled % 10);
    } else {
      sum += d;
    }
  }
  const digit = (10 - (sum % 10)) % 10;
  const asDigit = String(digit);
  const asLetter = CIF_LETTERS.charAt(digit);
  if ('NPQRSW'.includes(kind)) return control === asLetter;
  if ('ABEH'.includes(kind)) return control === asDigit;
  return control === asDigit || control === asLetter;
}

/**
 * Any valid Spanish tax id: DNI, NIE or CIF.
 *
 * @example
 * isNif('B12345674') // true (CIF)
 * isNif('X1234567L') // true (NIE)
 */
export function isNif(value: string): boolean {
  return isDni(value) || isNie(value) || isCif(value);
}

/**
 * A person's tax id: DNI or NIE. A company form switches to person mode when
 * the tax id is one of these (spec part 1 §4).
 *
 * @example
 * isPersonTaxId('12345678Z') // true
 * isPersonTaxId('B12345674') // false
 */
export function isPersonTaxId(value: string): boolean {
  return isDni(value) || isNie(value);
}
