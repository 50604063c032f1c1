/**
 * build-pages.mjs: the hashed script and style sheet with their .br and .gz, and a renderer that
 * imports with nothing from node_modules (run by a Node outside the repository) and names them.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';

const salida = fs.mkdtempSync(path.join(os.tmpdir(), 'registro-paginas-'));
afterAll(() => fs.rmSync(salida, { recursive: true, force: true }));

it('builds the pages and a self-contained renderer', async () => {
  // @ts-expect-error -- a plain ES module of the workspace, without types
  const { buildPages } = (await import('../../build-pages.mjs')) as { buildPages: (dir: string) => Promise<{ js: string; css: string; ms: number }> };
  const r = await buildPages(salida);
  expect(r.js).toMatch(/^paginas\/registro\.[0-9a-f]{10}\.js$/);
  expect(r.css).toMatch(/^paginas\/registro\.[0-9a-f]{10}\.css$/);
  for (const f of [r.js, r.css]) for (const ext of ['', '.br', '.gz']) expect(fs.existsSync(path.join(salida, f + ext)), f + ext).toBe(true);
  const js = fs.readFileSync(path.join(salida, r.js), 'utf8');
  expect(js).not.toMatch(/process\.env|__REGISTRO_/);

  // Another directory, another Node: only the file itself.
  const fuera = fs.mkdtempSync(path.join(os.tmpdir(), 'registro-render-'));
  fs.copyFileSync(path.join(salida, 'servidor/render.mjs'), path.join(fuera, 'render.mjs'));
  const codigo = `
    const { render } = await import(${JSON.stringify(path.join(fuera, 'render.mjs'))});
    process.stdout.write(render({ tipo: 'no-encontrada', codigo: 'X' }, { lang: 'en', origin: 'https://o.example', base: '/b/', path: '/registro/X' }));`;
  const html = execFileSync(process.execPath, ['--input-type=module', '-e', codigo], { cwd: fuera, encoding: 'utf8' });
  fs.rmSync(fuera, { recursive: true, force: true });
  expect(html).toContain('<html lang="en">');
  expect(html).toContain(`<script type="module" src="/b/${r.js}"></script>`);
  expect(html).toContain(`<link rel="stylesheet" href="/b/${r.css}">`);
  expect(html).toContain('Declaration not found');
});
