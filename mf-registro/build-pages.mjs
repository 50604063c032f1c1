// The registry's pages (docs/registry.md): the browser's script and style sheet, hashed, and the
// server's renderer, a self-contained ES module the API imports (React inside: it needs nothing from
// node_modules at run time). The server is bundled after the browser, with the hashed names defined.
//
//   node mf-registro/build-pages.mjs <outDir>
//     <outDir>/paginas/registro.<hex hash>.js (+ .br, .gz)
//     <outDir>/paginas/registro.<hex hash>.css (+ .br, .gz)
//     <outDir>/servidor/render.mjs
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import zlib from 'node:zlib';
import * as esbuild from 'esbuild';

const AQUI = path.dirname(fileURLToPath(import.meta.url));
const SRC = path.join(AQUI, 'src');

/** .br and .gz beside a text asset, as scripts/build.mjs's precompress does. */
function precomprimir(file) {
  const data = fs.readFileSync(file);
  fs.writeFileSync(`${file}.gz`, zlib.gzipSync(data, { level: 9 }));
  const br = zlib.brotliCompressSync(data, {
    params: {
      [zlib.constants.BROTLI_PARAM_QUALITY]: 11,
      [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
      [zlib.constants.BROTLI_PARAM_SIZE_HINT]: data.length,
    },
  });
  fs.writeFileSync(`${file}.br`, br);
  return { raw: data.length, gz: fs.statSync(`${file}.gz`).size, br: br.length };
}

const kib = (n) => `${(n / 1024).toFixed(1)} KiB`;

/** Builds the pages into `outDir`; returns the written files' names (relative to `outDir`) and sizes. */
export async function buildPages(outDir) {
  const t0 = Date.now();
  const out = path.resolve(outDir);
  const paginas = path.join(out, 'paginas');
  const servidor = path.join(out, 'servidor');
  fs.rmSync(paginas, { recursive: true, force: true });
  fs.rmSync(servidor, { recursive: true, force: true });

  // 1. The browser's: one module script, React bundled in, and the style sheet.
  const cliente = await esbuild.build({
    entryPoints: [
      { in: path.join(SRC, 'cliente/main.ts'), out: 'registro' },
      { in: path.join(SRC, 'paginas/registro.css'), out: 'registro' },
    ],
    outdir: paginas,
    // Named by a hex hash of their bytes below: the static servers cache `name.<hex>.ext` for a year.
    entryNames: '[name]',
    bundle: true,
    format: 'esm',
    platform: 'browser',
    target: 'es2020',
    minify: true,
    jsx: 'automatic',
    define: { 'process.env.NODE_ENV': '"production"' },
    legalComments: 'none',
    metafile: true,
    logLevel: 'warning',
  });
  const salidas = Object.keys(cliente.metafile.outputs).map((f) => {
    const file = path.resolve(f);
    const hex = crypto.createHash('sha256').update(fs.readFileSync(file)).digest('hex').slice(0, 10);
    const hashed = file.replace(/\.(js|css)$/, `.${hex}.$1`);
    fs.renameSync(file, hashed);
    return path.relative(out, hashed).split(path.sep).join('/');
  });
  const js = salidas.find((f) => f.endsWith('.js'));
  const css = salidas.find((f) => f.endsWith('.css'));
  if (!js || !css) throw new Error(`build-pages: no script or style sheet among ${salidas.join(', ')}`);

  // 2. The server's renderer: Node, ESM, everything bundled; react-dom/server's Node build requires
  //    Node's own modules, which an ES module reaches through createRequire.
  await esbuild.build({
    entryPoints: [path.join(SRC, 'servidor/render.tsx')],
    outfile: path.join(servidor, 'render.mjs'),
    bundle: true,
    format: 'esm',
    platform: 'node',
    target: 'node22',
    jsx: 'automatic',
    define: {
      'process.env.NODE_ENV': '"production"',
      __REGISTRO_JS__: JSON.stringify(js),
      __REGISTRO_CSS__: JSON.stringify(css),
    },
    banner: { js: "import { createRequire as __registroRequire } from 'node:module'; const require = __registroRequire(import.meta.url);" },
    legalComments: 'none',
    logLevel: 'warning',
  });

  const tam = { js: precomprimir(path.join(out, js)), css: precomprimir(path.join(out, css)), render: { raw: fs.statSync(path.join(servidor, 'render.mjs')).size } };
  const ms = Date.now() - t0;
  for (const [nombre, f, s] of [
    ['script', js, tam.js],
    ['style sheet', css, tam.css],
  ]) {
    console.log(`${nombre.padEnd(12)} ${f.padEnd(36)} ${kib(s.raw).padStart(10)}  gzip ${kib(s.gz).padStart(9)}  brotli ${kib(s.br).padStart(9)}`);
  }
  console.log(`${'renderer'.padEnd(12)} ${'servidor/render.mjs'.padEnd(36)} ${kib(tam.render.raw).padStart(10)}`);
  console.log(`built the registry's pages in ${(ms / 1000).toFixed(1)} s`);
  return { js, css, render: 'servidor/render.mjs', tamanos: tam, ms };
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  const outDir = process.argv[2];
  if (!outDir) {
    console.error('usage: node mf-registro/build-pages.mjs <outDir>');
    process.exit(2);
  }
  try {
    await buildPages(outDir);
  } catch (e) {
    console.error(e instanceof Error ? e.message : e);
    process.exit(1);
  }
}
