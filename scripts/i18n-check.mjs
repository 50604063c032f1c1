// `npm run i18n:check`: lists every text key written in Spanish and not in Catalan, or the other
// way round, in every namespace of the portal (config/i18n-catalogue.ts names the bundles).
// Exits 1 when any is missing, or when a file adds a bundle the catalogue does not import.
// The unit test config/i18n-catalogue.test.ts checks the same, with the same functions.
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';
import { ROOT } from './workspaces.mjs';

const out = path.join(ROOT, '.tmp/i18n-check.mjs');
await build({
  entryPoints: [path.join(ROOT, 'config/i18n-catalogue.ts')],
  outfile: out,
  bundle: true,
  platform: 'node',
  format: 'esm',
  logLevel: 'error',
});
const { missingTranslations, unlistedBundles, i18n } = await import(pathToFileURL(out).href);
fs.rmSync(out, { force: true });

const missing = missingTranslations();
const namespaces = Object.keys(i18n.store.data.es ?? {}).sort();
// A bundle the catalogue does not import is not checked at all: say so, and fail.
const unlisted = unlistedBundles(ROOT);
for (const file of unlisted) console.log(`unchecked\t${file} adds a bundle config/i18n-catalogue.ts does not import`);
if (unlisted.length > 0) process.exitCode = 1;
if (missing.length === 0) {
  console.log(`No missing keys: ${namespaces.join(', ')} have the same keys in es and ca.`);
} else {
  for (const { ns, key, missingIn } of missing) console.log(`${missingIn}\t${ns}:${key}`);
  console.log(`${missing.length} key(s) missing.`);
  process.exitCode = 1;
}
