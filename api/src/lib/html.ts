/**
 * Stored rich text (docs/decisions.md 'Stored HTML'): every HTML a user writes with the portal's
 * editor (contents, communications, message templates) is cleaned here on write, with sanitize-html
 * and an allow-list of what the editor (tiptap's starter kit and image) produces; the browser then
 * shows the stored HTML as it is. `htmlToText` is the plain-text part of an e-mail and the text of
 * previews, from the same cleaned HTML.
 */
import sanitizeHtml, { type IOptions, type Attributes } from 'sanitize-html';

/** The elements rich text may hold: the editor's output, and simple tables pasted from elsewhere. */
const ALLOWED_TAGS = [
  'p',
  'br',
  'h1',
  'h2',
  'h3',
  'h4',
  'strong',
  'b',
  'em',
  'i',
  'u',
  's',
  'blockquote',
  'ul',
  'ol',
  'li',
  'a',
  'img',
  'hr',
  'code',
  'pre',
  'table',
  'thead',
  'tbody',
  'tr',
  'th',
  'td',
];

/**
 * Elements removed with everything inside them (text included): code, styles, embedded documents,
 * SVG and MathML (which carry script and CSS of their own), form controls, the page's title.
 */
const DROPPED_WITH_CONTENT = [
  'script',
  'style',
  'textarea',
  'option',
  'select',
  'xmp',
  'noscript',
  'noembed',
  'noframes',
  'template',
  'title',
  'iframe',
  'frame',
  'frameset',
  'object',
  'embed',
  'applet',
  'svg',
  'math',
];

/** A link's target: an absolute http(s) address or an e-mail address (`mailto:`), nothing else. */
const LINK_URL = /^(?:https?:\/\/[^\s/\\?#]|mailto:[^\s])/i;
/** An image's source: an absolute http(s) address… */
const IMAGE_URL = /^https?:\/\/[^\s/\\?#]/i;
/** …or a path on the portal's own server (`/api/editor-imagenes/…`), never `//host` nor `/\host`. */
const IMAGE_PATH = /^\/(?![/\\])/;
/** Whether a URL holds characters a browser drops or reads as a slash (controls, tabs, line breaks, spaces, backslashes). */
const hasUrlNoise = (url: string) => [...url].some((c) => c <= ' ' || c === '\u007f' || c === '\\');
/** An image's width or height: pixels, or a percentage. */
const DIMENSION = /^\d{1,4}%?$/;

const keep = (attribs: Attributes, names: readonly string[]): Attributes =>
  Object.fromEntries(names.flatMap((name) => (attribs[name] === undefined ? [] : [[name, attribs[name]]])));

const OPTIONS: IOptions = {
  allowedTags: ALLOWED_TAGS,
  allowedAttributes: {
    a: ['href', 'target', 'rel', 'title'],
    img: ['src', 'alt', 'title', 'width', 'height'],
    ol: ['start'],
    th: ['colspan', 'rowspan'],
    td: ['colspan', 'rowspan'],
  },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowedSchemesAppliedToAttributes: ['href', 'src'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  nonTextTags: DROPPED_WITH_CONTENT,
  allowVulnerableTags: false,
  parseStyleAttributes: false,
  transformTags: {
    // Headings of a lower level than the editor's become its lowest.
    h5: sanitizeHtml.simpleTransform('h4', {}, false),
    h6: sanitizeHtml.simpleTransform('h4', {}, false),
    // A link keeps its address only when it is http, https or mailto (after the parser has decoded
    // entities, so `jav&#x09;ascript:` is seen as what the browser would run); without one it is
    // text. A kept link opens with no access to the portal's window.
    a: (_tag, attribs) => {
      const href = (attribs.href ?? '').trim();
      if (!LINK_URL.test(href)) return { tagName: 'a', attribs: {} };
      return {
        tagName: 'a',
        attribs: { href, ...keep(attribs, ['title']), ...(attribs.target === '_blank' ? { target: '_blank' } : {}), rel: 'noopener noreferrer' },
      };
    },
    // An image without an allowed source is dropped (its alternative text with it).
    img: (_tag, attribs) => {
      const src = (attribs.src ?? '').trim();
      const allowed = (IMAGE_URL.test(src) || IMAGE_PATH.test(src)) && !(IMAGE_PATH.test(src) && hasUrlNoise(src));
      if (!allowed) return { tagName: 'img', attribs: {} };
      const size = Object.fromEntries((['width', 'height'] as const).flatMap((name) => (DIMENSION.test(attribs[name] ?? '') ? [[name, attribs[name]]] : [])));
      return { tagName: 'img', attribs: { src, ...keep(attribs, ['alt', 'title']), ...size } };
    },
    // A list's first number, when it is one.
    ol: (_tag, attribs) => ({ tagName: 'ol', attribs: keep(attribs, /^\d{1,6}$/.test(attribs.start ?? '') ? ['start'] : []) }),
  },
  // What the transforms left without an address: a link becomes its text, an image goes. (Renaming
  // them to a tag that is not allowed would be simpler, but sanitize-html 2.17 then names the next
  // closing tag at that depth after it.)
  exclusiveFilter: (frame) => (frame.tag === 'a' && !frame.attribs.href ? 'excludeTag' : frame.tag === 'img' && !frame.attribs.src),
};

/**
 * Cleans rich text for storing: only the allow-listed elements and attributes remain; scripts,
 * styles, frames, SVG and MathML go with their content; event attributes, `style` and any URL but
 * http(s) and mailto (for images http(s) or a path of the portal) are removed; links get
 * `rel="noopener noreferrer"`. Idempotent: cleaning a cleaned text changes nothing.
 *
 * @example
 * sanitizeRichText('<p onclick="x()">Hola <script>alert(1)</script><a href="javascript:alert(1)">aquí</a></p>')
 * // '<p>Hola aquí</p>'
 */
export function sanitizeRichText(html: string): string {
  return sanitizeHtml(html, OPTIONS);
}

/** Where a template's `{{variable}}` link or image address waits while the sanitiser looks at it. */
const VARIABLE_URL = 'https://variable.invalid/';
const VARIABLE_IN_URL = /(\s(?:href|src)\s*=\s*)(["']?)\{\{\s*([a-z][a-z0-9_]*)\s*\}\}\2/gi;

/**
 * `sanitizeRichText` for an e-mail template, whose links and images may have a variable for their
 * whole address (`<a href="{{enlace}}">`): the variable survives as written; everything else is
 * cleaned as any rich text. The rendered e-mail is cleaned again with the values in place.
 *
 * @example
 * sanitizeTemplateHtml('<a href="{{enlace}}" onclick="x()">Entrar</a>') // '<a href="{{enlace}}" rel="noopener noreferrer">Entrar</a>'
 */
export function sanitizeTemplateHtml(html: string): string {
  const marked = html.replace(VARIABLE_IN_URL, (_m, attribute: string, quote: string, name: string) => `${attribute}${quote || '"'}${VARIABLE_URL}${name.toLowerCase()}${quote || '"'}`);
  return sanitizeRichText(marked).replace(/https:\/\/variable\.invalid\/([a-z][a-z0-9_]*)/g, '{{$1}}');
}

/** A node of cleaned HTML: an element with its attributes and children, or a text. */
interface Element {
  tag: string;
  attrs: Record<string, string>;
  children: Node[];
}
type Node = Element | string;

const VOID = new Set(['br', 'hr', 'img']);

/** The few entities sanitize-html writes (it decodes every other on reading). */
function decodeEntities(text: string): string {
  return text.replace(/&(amp|lt|gt|quot|#39|#x27|nbsp);/g, (_m, name: string) => ({ amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", '#x27': "'", nbsp: '\u00a0' })[name] ?? '');
}

/** The tree of HTML that {@link sanitizeRichText} wrote: known elements, quoted attributes, balanced tags. */
function parseClean(html: string): Element {
  const root: Element = { tag: '#root', attrs: {}, children: [] };
  const stack: Element[] = [root];
  const token = /<(\/?)([a-z0-9]+)((?:\s+[a-z-]+(?:="[^"]*")?)*)\s*\/?>|([^<]+)/g;
  for (const m of html.matchAll(token)) {
    const parent = stack[stack.length - 1] ?? root;
    const [, closing, tag, attrText, text] = m;
    if (text !== undefined) {
      parent.children.push(decodeEntities(text));
    } else if (tag && closing) {
      if (stack.length > 1 && parent.tag === tag) stack.pop();
    } else if (tag) {
      const attrs: Record<string, string> = {};
      for (const [, name = '', value = ''] of (attrText ?? '').matchAll(/([a-z-]+)(?:="([^"]*)")?/g)) attrs[name] = decodeEntities(value);
      const element: Element = { tag, attrs, children: [] };
      parent.children.push(element);
      if (!VOID.has(tag)) stack.push(element);
    }
  }
  return root;
}

/** The text of inline content: whitespace collapsed (kept in `pre`), line breaks, links as 'text (url)'. */
function inlineText(nodes: readonly Node[], pre: boolean): string {
  let out = '';
  for (const node of nodes) {
    if (typeof node === 'string') {
      out += pre ? node : node.replace(/\s+/g, ' ');
      continue;
    }
    if (node.tag === 'br') out += '\n';
    else if (node.tag === 'img') out += node.attrs.alt ?? '';
    else if (node.tag === 'a') {
      const text = inlineText(node.children, pre).trim();
      const href = node.attrs.href ?? '';
      const shown = href.replace(/^mailto:/i, '');
      out += !href || text === href || text === shown ? text || shown : text ? `${text} (${shown})` : shown;
    } else out += inlineText(node.children, pre || node.tag === 'pre');
  }
  return out;
}

/** Each line trimmed of the spaces left around tags and line breaks. */
const tidyLines = (text: string) =>
  text
    .split('\n')
    .map((line) => line.replace(/^ +| +$/g, ''))
    .join('\n')
    .replace(/^\n+|\n+$/g, '');

/** Lines after the first indented by `indent`, the first prefixed by `marker`. */
const hang = (text: string, marker: string) =>
  text
    .split('\n')
    .map((line, i) => (i === 0 ? marker + line : line ? ' '.repeat(marker.length) + line : line))
    .join('\n');

const BLOCKS = new Set(['p', 'h1', 'h2', 'h3', 'h4', 'blockquote', 'pre', 'ul', 'ol', 'li', 'hr', 'table', 'thead', 'tbody', 'tr']);

/**
 * The blocks of a sequence of nodes, each as text: runs of inline content make one block. An image
 * is a block of its own (the editor's images are) except inside a paragraph or a heading.
 */
function blocks(nodes: readonly Node[], inlineImages = false): string[] {
  const out: string[] = [];
  let run: Node[] = [];
  const flush = () => {
    const text = tidyLines(inlineText(run, false));
    if (text) out.push(text);
    run = [];
  };
  for (const node of nodes) {
    if (typeof node === 'string' || !(BLOCKS.has(node.tag) || (node.tag === 'img' && !inlineImages))) {
      run.push(node);
      continue;
    }
    flush();
    const text = node.tag === 'img' ? (node.attrs.alt ?? '').trim() : blockText(node);
    if (text) out.push(text);
  }
  flush();
  return out;
}

/** One block element as text. */
function blockText(node: Element): string {
  switch (node.tag) {
    case 'hr':
      return '---';
    case 'pre':
      return inlineText(node.children, true).replace(/^\n+|\n+$/g, '');
    case 'blockquote':
      return blocks(node.children)
        .join('\n\n')
        .split('\n')
        .map((line) => (line ? `> ${line}` : '>'))
        .join('\n');
    case 'ul':
    case 'ol': {
      let n = Number(node.attrs.start ?? '1') || 1;
      const items = node.children.filter((c): c is Element => typeof c !== 'string' && c.tag === 'li');
      return items.map((li) => hang(blocks(li.children).join('\n'), node.tag === 'ol' ? `${n++}. ` : '- ')).join('\n');
    }
    case 'table':
    case 'thead':
    case 'tbody':
      return blocks(node.children).join('\n');
    case 'tr':
      return node.children
        .filter((c): c is Element => typeof c !== 'string')
        .map((cell) => blocks(cell.children).join(' ').replace(/\n/g, ' '))
        .join(' | ');
    default:
      return blocks(node.children, /^(p|h\d)$/.test(node.tag)).join('\n\n');
  }
}

/**
 * The plain text of rich text, for an e-mail's text part and for previews: cleaned first (nothing of
 * a script or style reaches it), entities decoded, paragraphs and headings separated by a blank
 * line, `<br>` a line break, list items as '- ' or '1. ', quotes as '> ', table cells with ' | ',
 * links as 'text (url)' (the address alone when it is the text), images as their alternative text.
 *
 * @example
 * htmlToText('<p>Hola &amp; <strong>adiós</strong></p><p><a href="https://dapcon.cat">Portal</a></p>')
 * // 'Hola & adiós\n\nPortal (https://dapcon.cat)'
 */
export function htmlToText(html: string): string {
  return blocks(parseClean(sanitizeRichText(html)).children).join('\n\n');
}
