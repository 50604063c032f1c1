/**
 * A screen an area draws at build time for the page the API writes (docs/decisions.md 'A first screen
 * drawn by the server'; mf-auth/build-pages.mjs draws /login): React's server HTML made fit to stand in
 * the page before the app's code has come.
 * - Emotion's style tags, which a server render writes inline beside the elements, are renamed: the
 *   page's own Emotion moves every `style[data-emotion]` it finds into <head> as it starts, where they
 *   would stay; renamed, they go with the drawn screen.
 * - Every form becomes one the browser never sends itself (`method="dialog"` outside a dialog sends
 *   nothing): a send made before the shell's first-screen script holds it never puts the typed password
 *   into a URL.
 *
 * @param {string} html what react-dom/server's renderToString gave
 * @returns {string}
 * @example
 * firstScreenHtml(renderToString(<PortalProvider><LoginPage /></PortalProvider>))
 */
export function firstScreenHtml(html) {
  return html.replace(/<style data-emotion=/g, '<style data-first-screen=').replace(/<form(?=[\s>])/g, '<form method="dialog"');
}
