// Which guide of the signing plugin's install modal opens first (spec part 1 §2 'Modals': guides for
// Chrome, Firefox, Edge, Android and iOS; an unsupported-browser notice listing Chrome, Firefox, Edge).

/** The guides of the install modal, in the order of its tabs. */
export const GUIAS_FIRMA = ['chrome', 'firefox', 'edge', 'android', 'ios'] as const;
export type GuiaFirma = (typeof GUIAS_FIRMA)[number];

/**
 * The guide for the browser of a user agent, or null for a browser the plugin does not support
 * (Safari on a desktop, Opera, anything unknown). A phone or tablet is its system's guide whatever its
 * browser (the plugin there is an app: every browser of iOS is Safari inside). Edge names Chrome in its
 * user agent, and Chrome names Safari, so they are told apart in that order.
 *
 * @example
 * guiaDeNavegador('Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36') // 'chrome'
 * guiaDeNavegador('Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15') // null
 */
export function guiaDeNavegador(userAgent: string): GuiaFirma | null {
  const ua = userAgent;
  if (/iPhone|iPad|iPod/.test(ua)) return 'ios';
  if (/Android/.test(ua)) return 'android';
  if (/\bEdg(e|A|iOS)?\//.test(ua)) return 'edge';
  if (/\bOPR\/|\bOpera\b|\bSamsungBrowser\/|\bYaBrowser\//.test(ua)) return null;
  if (/\bFirefox\//.test(ua) && !/\bSeamonkey\//.test(ua)) return 'firefox';
  if (/\b(Chrome|Chromium|HeadlessChrome)\//.test(ua)) return 'chrome';
  return null;
}
