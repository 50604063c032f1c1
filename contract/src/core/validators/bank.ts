/**
 * Spanish IBAN: ES, 2 check digits and 20 account digits (24 characters),
 * checked with ISO 7064 mod-97. Spaces are ignored and letters may be lowercase.
 *
 * @example
 * isIban('ES91 2100 0418 4502 0005 1332') // true
 * isIban('ES9121000418450200051333') // false
 */
export function isIban(value: string): boolean {
  const iban = String(value ?? '')
    .replace(/\s+/g, '')
    .toUpperCase();
  if (!/^ES\d{22}$/.test(iban)) return false;
  const rearranged = iban.slice(4) + iban.slice(0, 4);
  let remainder = 0;
  for (const ch of rearranged) {
    // Letters count as two digits: A = 10 … Z = 35.
    const n = ch >= 'A' && ch <= 'Z' ? ch.charCodeAt(0) - 55 : Number(ch);
    remainder = n >= 10 ? (remainder * 100 + n) % 97 : (remainder * 10 + n) % 97;
  }
  return remainder === 1;
}

/**
 * Groups an IBAN in blocks of four for display.
 *
 * @example
 * formatIban('es9121000418450200051332') // 'ES91 2100 0418 4502 0005 1332'
 */
export function formatIban(value: string): string {
  return String(value ?? '')
    .replace(/\s+/g, '')
    .toUpperCase()
    .replace(/(.{4})(?=.)/g, '$1 ');
}
