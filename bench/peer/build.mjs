// Builds the peer for production into dist/: one minified ES module bundle (esbuild, pinned in
// package-lock.json), content-hashed, with index.html naming it and .br/.gz beside each text file
// (brotli at quality 11, as the portal's scripts/build.mjs writes them). Writes dist/stamp.json last:
// the hash of what the build reads (the bench rebuilds when it differs, or when dist/ is missing).
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { build } from 'esbuild';
import { inputsHash } from './stamp.mjs';

const HERE = import.meta.dirname;
const DIST = path.join(HERE, 'dist');

async function main() {
  fs.rmSync(DIST, { recursive: true, force: true });
  const result = await build({
    entryPoints: [path.join(HERE, 'src/index.jsx')],
    outdir: path.join(DIST, 'assets'),
    entryNames: '[name].[hash]',
    chunkNames: '[name].[hash]',
    bundle: true,
    splitting: true,
    format: 'esm',
    minify: true,
    sourcemap: false,
    target: ['es2022'],
    jsx: 'automatic',
    define: { 'process.env.NODE_ENV': '"production"' },
    legalComments: 'none',
    metafile: true,
    logLevel: 'warning',
  });
  const entry = Object.entries(result.metafile.outputs).find(([, o]) => o.entryPoint)[0];
  const src = `/assets/${path.basename(entry)}`;
  fs.writeFileSync(
    path.join(DIST, 'index.html'),
    `<!doctype html><html lang="es"><head><meta charset="utf-8"/><meta name="viewport" content="width=device-width,initial-scale=1"/><title>react-admin</title><script type="module" src="${src}"></script></head><body><div id="root"></div></body></html>\n`,
  );
  for (const dir of [DIST, path.join(DIST, 'assets')]) {
    for (const file of fs.readdirSync(dir)) {
      if (!/\.(js|html|css)$/.test(file)) continue;
      const full = path.join(dir, file);
      const data = fs.readFileSync(full);
      if (data.length < 1024) continue;
      fs.writeFileSync(`${full}.gz`, zlib.gzipSync(data, { level: 9 }));
      fs.writeFileSync(`${full}.br`, zlib.brotliCompressSync(data, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: data.length } }));
    }
  }
  fs.writeFileSync(path.join(DIST, 'stamp.json'), `${JSON.stringify({ inputs: inputsHash() })}\n`);
  const js = fs.readdirSync(path.join(DIST, 'assets')).filter((f) => f.endsWith('.js'));
  const size = (f) => fs.statSync(path.join(DIST, 'assets', f)).size;
  const br = (f) => (fs.existsSync(path.join(DIST, 'assets', `${f}.br`)) ? fs.statSync(path.join(DIST, 'assets', `${f}.br`)).size : size(f));
  console.log(`peer built: ${js.length} script(s), ${(js.reduce((n, f) => n + size(f), 0) / 1000).toFixed(1)} kB minified, ${(js.reduce((n, f) => n + br(f), 0) / 1000).toFixed(1)} kB brotli`);
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) await main();
