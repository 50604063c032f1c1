/**
 * shell/build-pages.mjs: the first-screen script on its own, hashed, precompressed, and named in the
 * build's page-preloads.json for the API's page.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, expect, it } from 'vitest';

const out = fs.mkdtempSync(path.join(os.tmpdir(), 'shell-first-screen-'));
afterAll(() => fs.rmSync(out, { recursive: true, force: true }));

it('builds the script, names it in page-preloads.json beside what the build listed, and replaces an older one', async () => {
  // @ts-expect-error -- a plain ES module of the workspace, without types
  const { buildPages } = (await import('../../build-pages.mjs')) as { buildPages: (dir: string) => Promise<{ file: string; brotli: number }> };
  fs.writeFileSync(path.join(out, 'page-preloads.json'), JSON.stringify({ frame: ['/frame.1.js'], shared: {} }));
  fs.writeFileSync(path.join(out, 'page-preloads.json.br'), 'stale');
  fs.writeFileSync(path.join(out, 'first-screen.00000000.js'), 'old');
  const built = await buildPages(out);
  expect(built.file).toMatch(/^first-screen\.[0-9a-f]{8}\.js$/);
  expect(fs.readdirSync(out).sort()).toEqual([built.file, `${built.file}.br`, `${built.file}.gz`, 'page-preloads.json'].sort());
  expect(JSON.parse(fs.readFileSync(path.join(out, 'page-preloads.json'), 'utf8'))).toEqual({ frame: ['/frame.1.js'], shared: {}, firstScreen: `/${built.file}` });
  const code = fs.readFileSync(path.join(out, built.file));
  expect(zlib.brotliDecompressSync(fs.readFileSync(path.join(out, `${built.file}.br`)))).toEqual(code);
  // Small: it is part of /login's JS budget.
  expect(built.brotli).toBeLessThan(600);
  // A plain script (no module syntax, nothing imported at run time).
  expect(code.toString()).not.toMatch(/\bimport\b|\bexport\b|require\(/);
});
