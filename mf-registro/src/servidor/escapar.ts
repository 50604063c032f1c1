/** Escaping for the document the server writes around React's markup. */

const HTML: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Text or an attribute's value (always written between double quotes). */
export function escaparHtml(texto: string): string {
  return texto.replace(/[&<>"']/g, (c) => HTML[c] ?? c);
}

/**
 * JSON for a `<script type="application/json">` or `ld+json` block: `<`, `>` and `&` as \u escapes
 * (no `</script>` nor `<!--` can close or change the block), and U+2028/2029, which some parsers take
 * for line ends. `JSON.parse` of the block's text gives the value back unchanged.
 */
export function jsonEnScript(valor: unknown): string {
  return JSON.stringify(valor)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
