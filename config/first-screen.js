/**
 * Screens drawn at build time for the page the API writes (docs/decisions.md 'A first screen drawn by
 * the server'; mf-auth draws /login, mf-empresas /empresas, the shell the signed-in frame around it).
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { pathToFileURL } from 'node:url';

/**
 * React's server HTML made fit to stand in the page before the app's code has come.
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

/**
 * Bundles `entry` (a module of the workspace exporting `renderScreens()`) for Node with everything it
 * imports, runs it once and gives what it drew, each HTML made fit by {@link firstScreenHtml}. The
 * bundle goes beside the output for the one run and is removed: no page serves it.
 *
 * @template {{ screens?: { html: Record<string, string> }[], frame?: Record<string, string> }} T
 * @param {string} entry the module's file
 * @param {string} outDir where the bundle runs from (the build's output)
 * @returns {Promise<T>}
 * @example
 * const { screens } = await drawScreens('mf-auth/src/firstScreen.tsx', 'mf-auth/dist');
 */
export async function drawScreens(entry, outDir) {
  const esbuild = await import('esbuild');
  const renderer = path.join(path.resolve(outDir), `.first-screens.${process.pid}.mjs`);
  try {
    await esbuild.build({
      entryPoints: [entry],
      outfile: renderer,
      bundle: true,
      format: 'esm',
      platform: 'node',
      target: 'node22',
      jsx: 'automatic',
      define: { 'process.env.NODE_ENV': '"production"' },
      // react-dom/server's Node build requires Node's own modules, which an ES module reaches through createRequire.
      banner: { js: "import { createRequire as __firstScreenRequire } from 'node:module'; const require = __firstScreenRequire(import.meta.url);" },
      legalComments: 'none',
      logLevel: 'warning',
    });
    const { renderScreens } = await import(pathToFileURL(renderer).href);
    const drawn = await renderScreens();
    const fit = (/** @type {Record<string, string>} */ html) => Object.fromEntries(Object.entries(html).map(([lang, text]) => [lang, firstScreenHtml(text)]));
    return {
      ...drawn,
      ...(drawn.screens ? { screens: drawn.screens.map((/** @type {{ html: Record<string, string> }} */ s) => ({ ...s, html: fit(s.html) })) } : {}),
      ...(drawn.frame ? { frame: fit(drawn.frame) } : {}),
    };
  } finally {
    fs.rmSync(renderer, { force: true });
  }
}

/**
 * A script of the drawn pages on its own (the shell's that holds a drawn screen's sends, an area's that
 * draws a list's rows): bundled, minified, named by its content's hash, with its brotli and gzip beside
 * it; an older build's copy removed.
 *
 * @param {{ entry: string, outDir: string, name: string }} options `name`: the file's name before its hash
 * @returns {Promise<{ file: string, bytes: number, brotli: number }>}
 * @example
 * await buildPageScript({ entry: 'shell/src/firstScreen/entry.ts', outDir: 'shell/dist', name: 'first-screen' }) // { file: 'first-screen.8e11123f.js', … }
 */
export async function buildPageScript({ entry, outDir, name }) {
  const esbuild = await import('esbuild');
  const out = path.resolve(outDir);
  const own = new RegExp(`^${name}\\.[0-9a-f]+\\.js`);
  for (const old of fs.readdirSync(out).filter((f) => own.test(f))) fs.rmSync(path.join(out, old));
  const built = await esbuild.build({
    entryPoints: [entry],
    bundle: true,
    write: false,
    format: 'iife',
    platform: 'browser',
    target: 'es2020',
    minify: true,
    legalComments: 'none',
    logLevel: 'warning',
  });
  const code = built.outputFiles[0].contents;
  const file = `${name}.${crypto.createHash('sha256').update(code).digest('hex').slice(0, 8)}.js`;
  const at = path.join(out, file);
  fs.writeFileSync(at, code);
  fs.writeFileSync(`${at}.gz`, zlib.gzipSync(code, { level: 9 }));
  const br = zlib.brotliCompressSync(code, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: code.length } });
  fs.writeFileSync(`${at}.br`, br);
  return { file, bytes: code.length, brotli: br.length };
}

/**
 * An area's build step: draws `entry`'s screens into `<outDir>/first-screens.json`, beside the area's
 * manifest, where the API's page reads them; with `script`, the area's script that draws its screens'
 * data (named on each screen: the page loads it after the shell's).
 *
 * @param {{ area: string, entry: string, outDir: string, script?: { entry: string, name: string } }} options
 * @returns {Promise<{ file: string, ms: number }>}
 */
export async function buildAreaScreens({ area, entry, outDir, script }) {
  const t0 = Date.now();
  const pageScript = script ? await buildPageScript({ ...script, outDir }) : null;
  const drawn = await drawScreens(entry, outDir);
  const screens = drawn.screens.map((/** @type {{ path: string, html: Record<string, string> }} */ s) => (pageScript ? { ...s, scripts: [pageScript.file] } : s));
  const file = path.join(path.resolve(outDir), 'first-screens.json');
  fs.writeFileSync(file, JSON.stringify({ screens }));
  const sizes = screens.map((s) => `${s.path} ${Object.entries(s.html).map(([lang, html]) => `${lang} ${(html.length / 1024).toFixed(1)} KiB`).join(', ')}`);
  const scriptNote = pageScript ? `; its script ${pageScript.file}: ${pageScript.bytes} bytes, brotli ${pageScript.brotli}` : '';
  console.log(`drew ${area}'s first screens in ${((Date.now() - t0) / 1000).toFixed(1)} s: ${sizes.join('; ')}${scriptNote}`);
  return { file, ms: Date.now() - t0 };
}
