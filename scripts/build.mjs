// Builds the API bundle, the shell and every remote (each into its own dist/),
// then lays out web/ for `npm start`. Usage: node scripts/build.mjs [app ...]
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import zlib from 'node:zlib';
import webpack from 'webpack';
import { APPS, ROOT, assembleWeb } from './workspaces.mjs';

const only = process.argv.slice(2);
const apps = only.length ? APPS.filter((a) => only.includes(a)) : APPS;
const started = Date.now();

if (!only.length || only.includes('api')) {
  const r = spawnSync(process.execPath, ['build.mjs'], { cwd: path.join(ROOT, 'api'), stdio: 'inherit' });
  if (r.status !== 0) process.exit(r.status ?? 1);
}

async function compile(app) {
  const { default: config } = await import(path.join(ROOT, app, 'webpack.config.js'));
  const resolved = typeof config === 'function' ? config({}, { mode: 'production' }) : config;
  const t0 = Date.now();
  await new Promise((resolve, reject) =>
    webpack(resolved, (err, stats) => {
      if (err) return reject(err);
      if (stats.hasErrors()) return reject(new Error(`${app}:\n${stats.toString('errors-only')}`));
      resolve();
    }),
  );
  precompress(path.join(ROOT, app, 'dist'));
  // An area with pages the API renders (mf-registro: docs/registry.md) builds them beside its container.
  const pages = path.join(ROOT, app, 'build-pages.mjs');
  if (fs.existsSync(pages)) await (await import(pathToFileURL(pages).href)).buildPages(path.join(ROOT, app, 'dist'));
  const bytes = fs
    .readdirSync(path.join(ROOT, app, 'dist'), { withFileTypes: true })
    .filter((f) => f.isFile() && !/\.(br|gz)$/.test(f.name))
    .reduce((n, f) => n + fs.statSync(path.join(ROOT, app, 'dist', f.name)).size, 0);
  console.log(`built ${app.padEnd(15)} ${((Date.now() - t0) / 1000).toFixed(1)} s  ${(bytes / 1024).toFixed(0)} KiB`);
}

/**
 * Writes .br and .gz beside each text asset, so any static server (the API's,
 * nginx with gzip_static/brotli_static) sends them without compressing per request.
 * Brotli at its highest quality: done once per build (about 1.5 s more for the whole product), it
 * makes /login's scripts 7 % smaller than quality 9. Files from 256 bytes: react/jsx-runtime's chunk,
 * 552 bytes on every page, goes in about 330 (the threshold was 1 KiB until issue 38's sixth step).
 */
function precompress(dir) {
  for (const file of fs.readdirSync(dir)) {
    if (!/\.(js|html|json|svg|css)$/.test(file)) continue;
    const full = path.join(dir, file);
    const data = fs.readFileSync(full);
    if (data.length < 256) continue;
    fs.writeFileSync(`${full}.gz`, zlib.gzipSync(data, { level: 9 }));
    fs.writeFileSync(`${full}.br`, zlib.brotliCompressSync(data, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: data.length } }));
  }
}

// Two builds at a time: this is what two cores can take (esbuild does the heavy lifting).
const queue = [...apps];
async function worker() {
  while (queue.length) await compile(queue.shift());
}
try {
  await Promise.all([worker(), worker()]);
} catch (e) {
  console.error(e instanceof Error ? e.message : e);
  process.exit(1);
}
if (APPS.every((a) => fs.existsSync(path.join(ROOT, a, 'dist')))) {
  assembleWeb();
  fs.writeFileSync(path.join(ROOT, 'web/.built'), new Date().toISOString());
}
console.log(`build finished in ${((Date.now() - started) / 1000).toFixed(1)} s`);
