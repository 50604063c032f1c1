// The shell's first-screen script (docs/decisions.md 'A first screen drawn by the server'):
// src/firstScreen/entry.ts on its own, minified and hashed, for the pages that hold a screen an area
// drew; its path goes into the build's page-preloads.json, where the API's page reads it, with the
// signed-in frame drawn at build time (src/firstScreen/frame.tsx), in which the page sets a signed-in
// screen an area drew (docs/decisions.md 'The signed-in list page drawn by the server').
//
//   node shell/build-pages.mjs <outDir>
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { buildPageScript, drawScreens } from '../config/first-screen.js';

const HERE = path.dirname(fileURLToPath(import.meta.url));

/**
 * Builds `<outDir>/first-screen.<hex>.js` (+ .br, .gz) and names it in `<outDir>/page-preloads.json`,
 * with the drawn frame's HTML by language (`firstFrame`).
 */
export async function buildPages(outDir) {
  const out = path.resolve(outDir);
  const { file: name, bytes, brotli } = await buildPageScript({ entry: path.join(HERE, 'src/firstScreen/entry.ts'), outDir: out, name: 'first-screen' });
  const { frame } = await drawScreens(path.join(HERE, 'src/firstScreen/frame.tsx'), out);
  const preloads = path.join(out, 'page-preloads.json');
  const listed = JSON.parse(fs.readFileSync(preloads, 'utf8'));
  fs.writeFileSync(preloads, JSON.stringify({ ...listed, firstScreen: `/${name}`, firstFrame: frame }));
  for (const stale of [`${preloads}.br`, `${preloads}.gz`]) fs.rmSync(stale, { force: true });
  console.log(`first-screen script ${name}: ${bytes} bytes, brotli ${brotli}; the drawn frame ${Object.entries(frame).map(([lang, html]) => `${lang} ${(html.length / 1024).toFixed(1)} KiB`).join(', ')}`);
  return { file: name, bytes, brotli };
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  const outDir = process.argv[2];
  if (!outDir) throw new Error('usage: node shell/build-pages.mjs <outDir>');
  await buildPages(outDir);
}
