/**
 * What every PDF the API writes with pdf-lib needs (the SEPA mandate, the registration certificate):
 * text the standard fonts can write, and words laid out in lines.
 */
import type { PDFFont } from 'pdf-lib';

/**
 * A writer of `font`'s characters only: the standard fonts write WinAnsi, so any other character of a
 * name (a 'Ł', a subscript '₂', an emoji) becomes '?' rather than failing the whole document.
 *
 * @example
 * writableText(helvetica)('CO₂ · Ça') // 'CO? · Ça'
 */
export function writableText(font: PDFFont): (value: string) => string {
  const writable = new Set(font.getCharacterSet());
  return (value) => Array.from(value, (ch) => (writable.has(ch.codePointAt(0) ?? 0) ? ch : '?')).join('');
}

/** Words of `text` in lines no wider than `width` at `size` (a word wider than the line has one of its own). */
export function lines(text: string, font: PDFFont, size: number, width: number): string[] {
  const out: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/)) {
    const next = line === '' ? word : `${line} ${word}`;
    if (font.widthOfTextAtSize(next, size) > width && line !== '') {
      out.push(line);
      line = word;
    } else {
      line = next;
    }
  }
  if (line !== '') out.push(line);
  return out;
}
