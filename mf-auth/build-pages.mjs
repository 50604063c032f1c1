// mf-auth's screens drawn at build time (docs/decisions.md 'A first screen drawn by the server'):
// src/firstScreen.tsx bundled for Node with everything it imports, run once, and its HTML written as
// <outDir>/first-screens.json, beside the area's manifest, where the API's page reads it.
//
//   node mf-auth/build-pages.mjs <outDir>
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import * as esbuild from 'esbuild';
import { firstScreenHtml } from '../config/first-screen.js';

const HERE = path.dirname(fileURLToPath(import.meta.url));

/** Draws the screens into `<outDir>/first-screens.json`; returns its path and the time taken. */
export async function buildPages(outDir) {
  const t0 = Date.now();
  const out = path.resolve(outDir);
  // Bundled beside the output for the one run, then removed: no page serves it.
  const renderer = path.join(out, `.first-screens.${process.pid}.mjs`);
  try {
    await esbuild.build({
      entryPoints: [path.join(HERE, 'src/firstScreen.tsx')],
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
    const rendered = await renderScreens();
    const drawn = { screens: rendered.screens.map((s) => ({ ...s, html: Object.fromEntries(Object.entries(s.html).map(([lang, html]) => [lang, firstScreenHtml(html)])) })) };
    const file = path.join(out, 'first-screens.json');
    fs.writeFileSync(file, JSON.stringify(drawn));
    const sizes = drawn.screens.map((s) => `${s.path} ${Object.entries(s.html).map(([lang, html]) => `${lang} ${(html.length / 1024).toFixed(1)} KiB`).join(', ')}`);
    console.log(`drew mf-auth's first screens in ${((Date.now() - t0) / 1000).toFixed(1)} s: ${sizes.join('; ')}`);
    return { file, ms: Date.now() - t0 };
  } finally {
    fs.rmSync(renderer, { force: true });
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  const outDir = process.argv[2];
  if (!outDir) throw new Error('usage: node mf-auth/build-pages.mjs <outDir>');
  await buildPages(outDir);
}
