import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { commonCa, commonEs } from './resources';
import { LANG_COOKIE } from '@dapcon/contract/core';

export type { CommonResources } from './resources';

/**
 * react-i18next's hook and provider, bound to the one i18n instance. Parts take them from here: the
 * library is built once, inside the SDK, with only what the portal uses (docs/performance.md).
 *
 * @example
 * const { t } = useTranslation(['common', 'empresas']);
 */
export { useTranslation, I18nextProvider } from 'react-i18next';

/**
 * The interface languages, Spanish first (the default and the fallback).
 *
 * @example
 * LANGS.map((lang) => <option key={lang}>{t(`lang.${lang}`)}</option>)
 */
export const LANGS = ['es', 'ca'] as const;

/**
 * An interface language.
 *
 * @example
 * const lang: Lang = 'ca';
 */
export type Lang = (typeof LANGS)[number];

/**
 * The default language (spec part 1 §9: default language ES).
 *
 * @example
 * useSession.getState().lang === DEFAULT_LANG // before any switch
 */
export const DEFAULT_LANG: Lang = 'es';

/**
 * True for a supported interface language.
 *
 * @example
 * isLang('ca') // true
 * isLang('en') // false
 */
export function isLang(value: unknown): value is Lang {
  return typeof value === 'string' && (LANGS as readonly string[]).includes(value);
}

/**
 * The default namespace: portal-wide strings (menu, areas, frame texts).
 *
 * @example
 * i18n.t('menu.inicio', { ns: COMMON_NS })
 */
export const COMMON_NS = 'common';

/**
 * The one i18next instance of the portal, created once here and shared as a
 * singleton (with `shared-sdk`) by the shell and every remote. It is wired to
 * react-i18next, so `useTranslation()` anywhere in the tree uses it.
 *
 * @example
 * i18n.t('menu.inicio') // 'Inicio'
 * i18n.t('frame.errorRemoto', { area: 'el área de empresas' })
 */
export const i18n: I18n = i18next.createInstance();

void i18n.use(initReactI18next).init({
  lng: DEFAULT_LANG,
  fallbackLng: DEFAULT_LANG,
  supportedLngs: [...LANGS],
  ns: [COMMON_NS],
  defaultNS: COMMON_NS,
  resources: {
    es: { [COMMON_NS]: commonEs },
    ca: { [COMMON_NS]: commonCa },
  },
  // React escapes what it renders; escaping here would double-encode.
  interpolation: { escapeValue: false },
  // Resources are in memory: initialise synchronously so t() works on import.
  initAsync: false,
  returnNull: false,
});
setDocumentLang(DEFAULT_LANG);

/**
 * Adds (or extends) a remote's namespace in both languages. Call it once at
 * the top of the remote's routes module; later calls deep-merge and overwrite.
 *
 * @example
 * addBundle('empresas', { es: { titulo: 'Empresas' }, ca: { titulo: 'Empreses' } });
 * // in a component: useTranslation('empresas').t('titulo')
 */
export function addBundle(ns: string, resources: { es: object; ca: object }): void {
  for (const lang of LANGS) {
    i18n.addResourceBundle(lang, ns, resources[lang], true, true);
  }
}

/**
 * Switches the interface language of the whole portal (every mounted remote
 * re-renders). The session store calls it from `setLang` and on rehydration,
 * and follows it when it is called directly, so the two never disagree.
 *
 * @example
 * await setLanguage('ca');
 * i18n.t('frame.cerrarSesion') // 'Tancar sessió'
 */
export async function setLanguage(lang: Lang): Promise<void> {
  const next: Lang = isLang(lang) ? lang : DEFAULT_LANG;
  setDocumentLang(next);
  if (i18n.language !== next) {
    await i18n.changeLanguage(next);
  }
}

function setDocumentLang(lang: Lang): void {
  if (typeof document !== 'undefined' && document.documentElement) {
    document.documentElement.lang = lang;
    // For the pages the server writes in it (their first screen): a year, this site's paths only.
    document.cookie = `${LANG_COOKIE}=${lang}; Path=/; Max-Age=31536000; SameSite=Lax${location.protocol === 'https:' ? '; Secure' : ''}`;
  }
}

/**
 * A text key that one language has and the other lacks.
 *
 * @example
 * const gap: MissingTranslation = { ns: 'auth', key: 'registro.spain', missingIn: 'ca' };
 */
export interface MissingTranslation {
  ns: string;
  key: string;
  missingIn: Lang;
}

function flatKeys(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([key, inner]) => flatKeys(inner, prefix ? `${prefix}.${key}` : key));
}

/**
 * Every key of every namespace loaded so far (common, and each bundle added with `addBundle`)
 * that is written in one language and not in the other. Import the bundles first.
 *
 * @example
 * missingTranslations() // [] when ES and CA have the same keys everywhere
 */
export function missingTranslations(): MissingTranslation[] {
  const namespaces = new Set(LANGS.flatMap((lang) => Object.keys(i18n.store.data[lang] ?? {})));
  const out: MissingTranslation[] = [];
  for (const ns of [...namespaces].sort()) {
    const keys = Object.fromEntries(LANGS.map((lang) => [lang, new Set(flatKeys(i18n.getResourceBundle(lang, ns) ?? {}))])) as Record<Lang, Set<string>>;
    for (const lang of LANGS) {
      for (const other of LANGS) {
        if (other === lang) continue;
        for (const key of keys[other]) if (!keys[lang].has(key)) out.push({ ns, key, missingIn: lang });
      }
    }
  }
  return out;
}

export { addMessages, localizeMessage } from './messages';
