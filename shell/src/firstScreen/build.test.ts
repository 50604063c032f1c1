/**
 * shell/build-pages.mjs: the first-screen script on its own, hashed, precompressed, and named in the
 * build's page-preloads.json for the API's page, with the signed-in frame drawn in each language.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, expect, it } from 'vitest';

const out = fs.mkdtempSync(path.join(os.tmpdir(), 'shell-first-screen-'));
afterAll(() => fs.rmSync(out, { recursive: true, force: true }));

it('builds the script, names it in page-preloads.json beside what the build listed, and replaces an older one', () => {
  fs.writeFileSync(path.join(out, 'page-preloads.json'), JSON.stringify({ frame: ['/frame.1.js'], shared: {} }));
  fs.writeFileSync(path.join(out, 'page-preloads.json.br'), 'stale');
  fs.writeFileSync(path.join(out, 'first-screen.00000000.js'), 'old');
  // In a Node of its own, as the build runs it: the frame is drawn by a bundle it imports (config/first-screen.js).
  execFileSync(process.execPath, [path.join(import.meta.dirname, '../../build-pages.mjs'), out], { stdio: 'pipe' });
  const file = fs.readdirSync(out).find((f) => f.endsWith('.js')) ?? '';
  const built = { file, brotli: fs.statSync(path.join(out, `${file}.br`)).size };
  expect(built.file).toMatch(/^first-screen\.[0-9a-f]{8}\.js$/);
  expect(fs.readdirSync(out).sort()).toEqual([built.file, `${built.file}.br`, `${built.file}.gz`, 'page-preloads.json'].sort());
  const listed = JSON.parse(fs.readFileSync(path.join(out, 'page-preloads.json'), 'utf8')) as { firstFrame: Record<string, string> };
  expect(listed).toEqual({ frame: ['/frame.1.js'], shared: {}, firstScreen: `/${built.file}`, firstFrame: { es: expect.any(String), ca: expect.any(String) } });
  const code = fs.readFileSync(path.join(out, built.file));
  expect(zlib.brotliDecompressSync(fs.readFileSync(path.join(out, `${built.file}.br`)))).toEqual(code);
  // Small: it is part of /login's JS budget.
  expect(built.brotli).toBeLessThan(1_000);
  // A plain script (no module syntax, nothing imported at run time).
  expect(code.toString()).not.toMatch(/\bimport\b|\bexport\b|require\(/);
});

it("draws the signed-in frame in each language, before it knows the user, with one slot for a screen", () => {
  const { firstFrame } = JSON.parse(fs.readFileSync(path.join(out, 'page-preloads.json'), 'utf8')) as { firstFrame: Record<'es' | 'ca', string> };
  for (const [lang, html] of Object.entries(firstFrame)) {
    expect(html.split('<div data-first-screen-slot=""></div>')).toHaveLength(2);
    // The slot is the frame's main region; the frame's menu has no entries yet, nor a user menu.
    expect(html).toMatch(/<main[^>]*id="portal-main"[^>]*><div data-first-screen-slot=""><\/div><\/main>/);
    expect(html).toContain('<nav');
    expect(html).not.toMatch(/<li[\s>]/);
    expect(html).toMatch(new RegExp(`aria-pressed="true"[^>]*lang="${lang}"`));
    // Its styles out of the page's Emotion's reach (config/first-screen.js).
    expect(html).not.toContain('data-emotion=');
  }
  expect(firstFrame.es).toContain('>Saltar al contenido<');
  expect(firstFrame.ca).not.toContain('>Saltar al contenido<');
});
