// Client-side checks of a picked file (type by MIME and extension, size) and the words to show them.

/** What is wrong with a picked file. */
export type FileProblem = 'type' | 'size';

/** The rules a picked file must meet; every one is optional. */
export interface FileRules {
  /** Accepted MIME types (`application/pdf`, `image/png`, or a family as `image/*`). */
  accept?: readonly string[];
  /** Accepted extensions, without the dot (`pdf`, `jpg`). Derived from `accept` when absent. */
  extensions?: readonly string[];
  /** Largest size, in bytes. */
  maxBytes?: number;
}

/** Extensions of the MIME types the portal deals in. */
const EXTENSIONS_BY_TYPE: Readonly<Record<string, readonly string[]>> = {
  'image/png': ['png'],
  'image/jpeg': ['jpeg', 'jpg'],
  'image/jpg': ['jpg', 'jpeg'],
  'image/gif': ['gif'],
  'image/webp': ['webp'],
  'image/svg+xml': ['svg'],
  'application/pdf': ['pdf'],
  'application/zip': ['zip'],
  'text/plain': ['txt'],
  'text/csv': ['csv'],
  'application/msword': ['doc'],
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': ['docx'],
  'application/vnd.ms-excel': ['xls'],
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': ['xlsx'],
};

const normaliseExtension = (ext: string) => ext.trim().toLowerCase().replace(/^\./, '');

/**
 * The extension of a file name, lower case and without the dot; `''` when it has none.
 *
 * @example
 * extensionOf('Informe.PDF') // 'pdf'
 */
export function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot > 0 && dot < name.length - 1 ? name.slice(dot + 1).toLowerCase() : '';
}

/**
 * The extensions that go with a list of MIME types, in order and without repeats. Types it does
 * not know (and families as `image/*`) add none.
 *
 * @example
 * extensionsForTypes(['image/png', 'image/jpeg', 'image/gif']) // ['png', 'jpeg', 'jpg', 'gif']
 */
export function extensionsForTypes(types: readonly string[]): string[] {
  const out: string[] = [];
  for (const type of types) {
    for (const ext of EXTENSIONS_BY_TYPE[type.trim().toLowerCase()] ?? []) if (!out.includes(ext)) out.push(ext);
  }
  return out;
}

/**
 * The extensions a rule set accepts: the explicit list (normalised), else those of `accept`.
 *
 * @example
 * acceptedExtensions({ accept: ['application/pdf'] })     // ['pdf']
 * acceptedExtensions({ extensions: ['.DOCX'] })          // ['docx']
 */
export function acceptedExtensions(rules: FileRules): string[] {
  return rules.extensions ? rules.extensions.map(normaliseExtension).filter(Boolean) : extensionsForTypes(rules.accept ?? []);
}

function typeMatches(type: string, accepted: string): boolean {
  const want = accepted.trim().toLowerCase();
  if (want.endsWith('/*')) return type.startsWith(want.slice(0, -1));
  return type === want;
}

/**
 * Checks a picked file: its extension must be one of the accepted ones and its MIME type one of
 * `accept` (a browser that gives no MIME type is judged by the extension alone); then its size.
 * Answers the first problem found, or `null`.
 *
 * @example
 * checkFile(file, { accept: ['application/pdf'], maxBytes: 5 * 1024 * 1024 }) // 'type' | 'size' | null
 */
export function checkFile(file: File, rules: FileRules): FileProblem | null {
  const extensions = acceptedExtensions(rules);
  if (extensions.length > 0 && !extensions.includes(extensionOf(file.name))) return 'type';
  const accept = (rules.accept ?? []).filter((t) => t.trim() !== '');
  if (accept.length > 0) {
    const type = file.type.toLowerCase();
    if (type === '' ? extensions.length === 0 : !accept.some((a) => typeMatches(type, a))) return 'type';
  }
  if (rules.maxBytes !== undefined && file.size > rules.maxBytes) return 'size';
  return null;
}

/**
 * The `accept` attribute of a file input for these rules, so the browser's dialog offers the
 * right files first (the user can still pick others, so {@link checkFile} stays necessary).
 *
 * @example
 * acceptAttribute({ accept: ['application/pdf'] }) // 'application/pdf,.pdf'
 */
export function acceptAttribute(rules: FileRules): string | undefined {
  const parts = [...(rules.accept ?? []), ...acceptedExtensions(rules).map((e) => `.${e}`)];
  return parts.length > 0 ? parts.join(',') : undefined;
}

const KB = 1024;
const MB = 1024 * 1024;

/**
 * A file size for people, in Spanish notation: bytes, KB or MB (1 MB = 1024 × 1024 bytes), at
 * most one decimal.
 *
 * @example
 * formatBytes(2 * 1024 * 1024) // '2 MB'
 * formatBytes(1536)            // '1,5 KB'
 */
export function formatBytes(bytes: number, locale = 'es-ES'): string {
  const number = new Intl.NumberFormat(locale, { maximumFractionDigits: 1 });
  if (bytes >= MB) return `${number.format(bytes / MB)} MB`;
  if (bytes >= KB) return `${number.format(bytes / KB)} KB`;
  return `${number.format(bytes)} B`;
}

/**
 * Joins words with commas and a final 'o', as the portal's messages list file types.
 *
 * @example
 * listWithOr(['png', 'jpeg', 'jpg', 'gif']) // 'png, jpeg, jpg o gif'
 */
export function listWithOr(words: readonly string[], locale = 'es'): string {
  return new Intl.ListFormat(locale, { type: 'disjunction' }).format(words);
}
