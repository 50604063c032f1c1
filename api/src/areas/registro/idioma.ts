/** The registry's language of an answer (its pages, its certificate): ES, CA or EN. */
import { IDIOMAS_REGISTRO, type IdiomaRegistro } from '@dapcon/contract';
import { preferredLanguage } from '../../lib/lang';

/**
 * The page's language: `?lang=` when it names one of the registry's, else the first of the
 * registry's in `Accept-Language` by preference, else Spanish.
 *
 * @example
 * idiomaRegistro(undefined, 'en-GB,en;q=0.9') // 'en'
 */
export function idiomaRegistro(lang: unknown, acceptLanguage: string | string[] | undefined): IdiomaRegistro {
  if (typeof lang === 'string' && (IDIOMAS_REGISTRO as readonly string[]).includes(lang)) return lang as IdiomaRegistro;
  return preferredLanguage(acceptLanguage, IDIOMAS_REGISTRO) ?? 'es';
}
