// What the homes show of a content (spec part 1 §2 'Company home'): its short description cut.

/** The longest short description a home shows whole (spec part 1 §2). */
export const CORTE_DESCRIPCION = 200;

/**
 * A text cut at `max` characters (letters, not UTF-16 units: an accent or an emoji is never split) plus
 * an ellipsis; a text that fits is left as it is. The spaces before the cut go, so the ellipsis follows
 * the last word.
 *
 * @example
 * recortar('a'.repeat(250)) // 'aaa…a' (200 a's) + '…'
 * recortar('Cierre de la oficina') // 'Cierre de la oficina'
 */
export function recortar(text: string, max = CORTE_DESCRIPCION): string {
  const chars = Array.from(text);
  if (chars.length <= max) return text;
  return `${chars.slice(0, max).join('').trimEnd()}…`;
}
