// mf-empresas's screens drawn at build time (docs/decisions.md 'The signed-in list page drawn by the
// server'): src/firstScreen.tsx bundled for Node with everything it imports, run once, and its HTML
// written as <outDir>/first-screens.json, beside the area's manifest, where the API's page reads it;
// with src/firstRows.entry.ts on its own (first-rows.<hash>.js), which draws the rows in the page.
//
//   node mf-empresas/build-pages.mjs <outDir>
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { buildAreaScreens } from '../config/first-screen.js';

const HERE = path.dirname(fileURLToPath(import.meta.url));

/** Draws the screens into `<outDir>/first-screens.json`, and their script; returns the file's path and the time taken. */
export const buildPages = (outDir) =>
  buildAreaScreens({ area: 'mf-empresas', entry: path.join(HERE, 'src/firstScreen.tsx'), outDir, script: { entry: path.join(HERE, 'src/firstRows.entry.ts'), name: 'first-rows' } });

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  const outDir = process.argv[2];
  if (!outDir) throw new Error('usage: node mf-empresas/build-pages.mjs <outDir>');
  await buildPages(outDir);
}
