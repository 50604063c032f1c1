/**
 * Slug maximum length (spec part 1 §9).
 *
 * @example
 * <input maxLength={SLUG_MAX_LENGTH} />
 */
export const SLUG_MAX_LENGTH = 50;

/**
 * Turns a text into a slug: lowercase a–z, 0–9 and underscores, accents
 * removed, any other run of characters as one underscore, at most 50
 * characters. Used to build parameter ids (parent id + '_' + slug).
 *
 * @example
 * slugify('Tamaño de la Empresa (≥ 250)') // 'tamano_de_la_empresa_250'
 * slugify('Col·legi d’Aparelladors') // 'collegi_d_aparelladors'
 */
export function slugify(text: string): string {
  return String(text ?? '')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[·•]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '')
    .slice(0, SLUG_MAX_LENGTH)
    .replace(/_+$/, '');
}

/**
 * True for a valid slug (see `slugify`).
 *
 * @example
 * isSlug('tipo_empresa') // true
 * isSlug('Tipo-Empresa') // false
 */
export function isSlug(value: string): boolean {
  return typeof value === 'string' && new RegExp(`^[a-z0-9_]{1,${SLUG_MAX_LENGTH}}$`).test(value);
}

/**
 * True when a value counts as empty (spec part 1 §5): null, undefined, a blank
 * string or an empty list. Numbers (0 included) and booleans are never blank.
 *
 * @example
 * isBlank('   ') // true
 * isBlank([]) // true
 * isBlank(0) // false
 */
export function isBlank(value: unknown): boolean {
  if (value === null || value === undefined) return true;
  if (typeof value === 'string') return value.trim() === '';
  if (Array.isArray(value)) return value.length === 0;
  return false;
}
