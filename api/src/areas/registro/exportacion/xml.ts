/**
 * A very small XML writer for the ILCD export: elements as data, serialised with indentation, every
 * text and attribute escaped, characters XML 1.0 does not allow dropped.
 */

/** An element: its qualified name, attributes (undefined ones left out), and either children or a text. */
export interface Elemento {
  nombre: string;
  atributos?: Record<string, string | number | undefined>;
  hijos?: readonly (Elemento | null | undefined | false)[];
  texto?: string | number;
}

/** Characters XML 1.0 cannot carry at all (C0 controls but tab, LF, CR; lone surrogates; U+FFFE/U+FFFF). */
// eslint-disable-next-line no-control-regex
const NO_XML = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/**
 * A text as XML character data or an attribute value (quotes escaped too, so it fits either).
 *
 * @example
 * escaparXml('Áridos & Co <"x">') // 'Áridos &amp; Co &lt;&quot;x&quot;&gt;'
 */
export function escaparXml(texto: string): string {
  return texto
    .replace(NO_XML, '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;')
    .replace(/\r/g, '&#13;');
}

/** Shorthand for an element. */
export function el(nombre: string, atributos: Elemento['atributos'], contenido?: Elemento['hijos'] | string | number): Elemento {
  if (contenido === undefined) return { nombre, atributos };
  return typeof contenido === 'string' || typeof contenido === 'number' ? { nombre, atributos, texto: contenido } : { nombre, atributos, hijos: contenido };
}

function serializar(e: Elemento, sangria: string): string {
  const atributos = Object.entries(e.atributos ?? {})
    .filter((entry): entry is [string, string | number] => entry[1] !== undefined)
    .map(([k, v]) => ` ${k}="${escaparXml(String(v))}"`)
    .join('');
  const hijos = (e.hijos ?? []).filter((h): h is Elemento => Boolean(h));
  if (e.texto !== undefined) return `${sangria}<${e.nombre}${atributos}>${escaparXml(String(e.texto))}</${e.nombre}>`;
  if (hijos.length === 0) return `${sangria}<${e.nombre}${atributos}/>`;
  return [`${sangria}<${e.nombre}${atributos}>`, ...hijos.map((h) => serializar(h, `${sangria}  `)), `${sangria}</${e.nombre}>`].join('\n');
}

/** A whole document: the XML declaration (UTF-8) and the root element, ending with a newline. */
export function documentoXml(raiz: Elemento): string {
  return `<?xml version="1.0" encoding="UTF-8"?>\n${serializar(raiz, '')}\n`;
}
