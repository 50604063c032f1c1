// The shell's first-screen script (docs/decisions.md 'A first screen drawn by the server'):
// src/firstScreen/entry.ts on its own, minified and hashed, for the pages that hold a screen an area
// drew; its path goes into the build's page-preloads.json, where the API's page reads it.
//
//   node shell/build-pages.mjs <outDir>
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import zlib from 'node:zlib';
import * as esbuild from 'esbuild';

const HERE = path.dirname(fileURLToPath(import.meta.url));

/** Builds `<outDir>/first-screen.<hex>.js` (+ .br, .gz) and names it in `<outDir>/page-preloads.json`. */
export async function buildPages(outDir) {
  const out = path.resolve(outDir);
  for (const old of fs.readdirSync(out).filter((f) => /^first-screen\.[0-9a-f]+\.js/.test(f))) fs.rmSync(path.join(out, old));
  const built = await esbuild.build({
    entryPoints: [path.join(HERE, 'src/firstScreen/entry.ts')],
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
  const name = `first-screen.${crypto.createHash('sha256').update(code).digest('hex').slice(0, 8)}.js`;
  const file = path.join(out, name);
  fs.writeFileSync(file, code);
  fs.writeFileSync(`${file}.gz`, zlib.gzipSync(code, { level: 9 }));
  const br = zlib.brotliCompressSync(code, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: code.length } });
  fs.writeFileSync(`${file}.br`, br);
  const preloads = path.join(out, 'page-preloads.json');
  const listed = JSON.parse(fs.readFileSync(preloads, 'utf8'));
  fs.writeFileSync(preloads, JSON.stringify({ ...listed, firstScreen: `/${name}` }));
  for (const stale of [`${preloads}.br`, `${preloads}.gz`]) fs.rmSync(stale, { force: true });
  console.log(`first-screen script ${name}: ${code.length} bytes, brotli ${br.length}`);
  return { file: name, bytes: code.length, brotli: br.length };
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  const outDir = process.argv[2];
  if (!outDir) throw new Error('usage: node shell/build-pages.mjs <outDir>');
  await buildPages(outDir);
}
