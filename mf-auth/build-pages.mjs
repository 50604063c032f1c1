// mf-auth's screens drawn at build time (docs/decisions.md 'A first screen drawn by the server'):
// src/firstScreen.tsx bundled for Node with everything it imports, run once, and its HTML written as
// <outDir>/first-screens.json, beside the area's manifest, where the API's page reads it.
//
//   node mf-auth/build-pages.mjs <outDir>
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { buildAreaScreens } from '../config/first-screen.js';

const HERE = path.dirname(fileURLToPath(import.meta.url));

/** Draws the screens into `<outDir>/first-screens.json`; returns its path and the time taken. */
export const buildPages = (outDir) => buildAreaScreens({ area: 'mf-auth', entry: path.join(HERE, 'src/firstScreen.tsx'), outDir });

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  const outDir = process.argv[2];
  if (!outDir) throw new Error('usage: node mf-auth/build-pages.mjs <outDir>');
  await buildPages(outDir);
}
