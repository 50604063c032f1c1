/** The portal's two languages (spec part 1 §1): Spanish by default, Catalan on request. */
export type Lang = 'es' | 'ca';

/**
 * The first of `allowed` an `Accept-Language` header prefers (by its q values, then its order), or
 * undefined when it names none of them.
 *
 * @example
 * preferredLanguage('de-DE,de;q=0.9,en;q=0.8,es;q=0.5', ['es', 'ca', 'en']) // 'en'
 */
export function preferredLanguage<T extends string>(header: string | string[] | undefined, allowed: readonly T[]): T | undefined {
  const value = Array.isArray(header) ? header.join(',') : (header ?? '');
  const ranked = value
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().toLowerCase().split(';');
      const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find((x) => x !== undefined);
      return { lang: tag.split('-')[0] ?? '', q: q === undefined ? 1 : Number(q), index };
    })
    .filter((entry) => (allowed as readonly string[]).includes(entry.lang) && entry.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  return ranked[0]?.lang as T | undefined;
}

/**
 * The language of an `Accept-Language` header: Catalan when it is preferred over
 * Spanish (the SDK sends 'es' or 'ca'), Spanish otherwise.
 *
 * @example
 * languageOf('ca-ES,ca;q=0.9,es;q=0.8') // 'ca'
 */
export function languageOf(header: string | string[] | undefined): Lang {
  return preferredLanguage(header, ['es', 'ca'] as const) ?? 'es';
}
