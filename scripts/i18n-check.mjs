// `npm run i18n:check`: lists every text key written in Spanish and not in Catalan, or the other
// way round, in every namespace of the portal (config/i18n-catalogue.ts names the bundles).
// Exits 1 when any is missing. The unit test config/i18n-catalogue.test.ts checks the same.
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
const { missingTranslations, i18n } = await import(pathToFileURL(out).href);
fs.rmSync(out, { force: true });

const missing = missingTranslations();
const namespaces = Object.keys(i18n.store.data.es ?? {}).sort();
if (missing.length === 0) {
  console.log(`No missing keys: ${namespaces.join(', ')} have the same keys in es and ca.`);
} else {
  for (const { ns, key, missingIn } of missing) console.log(`${missingIn}\t${ns}:${key}`);
  console.log(`${missing.length} key(s) missing.`);
  process.exitCode = 1;
}
