import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FirstScreens } from './firstScreen';

// src/firstScreen.tsx's /empresas as build-pages.mjs writes it into first-screens.json (the API's page
// sets it in the shell's drawn frame), with the area's script that draws its rows (src/firstRows.entry.ts),
// made as the build makes them: in a Node of its own, without a document.
let out: string;
let drawn: FirstScreens;
beforeAll(() => {
  out = fs.mkdtempSync(path.join(os.tmpdir(), 'mf-empresas-first-screens-'));
  execFileSync(process.execPath, [path.join(import.meta.dirname, '../build-pages.mjs'), out], { stdio: 'pipe' });
  drawn = JSON.parse(fs.readFileSync(path.join(out, 'first-screens.json'), 'utf8')) as FirstScreens;
}, 60_000);
afterAll(() => fs.rmSync(out, { recursive: true, force: true }));

const screen = () => drawn.screens[0] ?? { path: '', html: { es: '', ca: '' }, scripts: [] };

describe("mf-empresas's screens drawn at build time", () => {
  it('draws /empresas in Spanish and in Catalan, the list loading, each in its own texts', () => {
    expect(drawn.screens.map((s) => s.path)).toEqual(['/empresas']);
    const { es, ca } = screen().html;
    expect(es).toMatch(/<h1[^>]*>Empresas<\/h1>/);
    expect(es).toContain('>Filtros<');
    expect(ca).toMatch(/<h1[^>]*>Empreses<\/h1>/);
    expect(ca).toContain('>Filtres<');
    expect(ca).not.toContain('>Filtros<');
    expect(es).toMatch(/aria-busy="true"/);
  });

  it("names the page the app asks for first and holds a template row of each kind, with the rows' texts", () => {
    for (const [lang, html] of Object.entries(screen().html)) {
      const body = /<tbody([^>]*)>/.exec(html)?.[1] ?? '';
      expect(body).toContain('data-first-rows="/organizaciones?estado_id=alta&amp;page=1&amp;order_by=org_nombre+asc"');
      const texts = JSON.parse((/data-texts="([^"]*)"/.exec(body)?.[1] ?? '{}').replace(/&quot;/g, '"')) as Record<string, string>;
      expect(texts).toEqual(lang === 'es' ? { yes: 'Sí', no: 'No', verMasDe: 'Ver más: {{nombre}}' } : { yes: 'Sí', no: 'No', verMasDe: 'Veure més: {{nombre}}' });
      const templates = [...html.matchAll(/<template data-kind="(\w+)">(.*?)<\/template>/gs)];
      expect(templates.map((t) => t[1])).toEqual(['plain', 'convenio']);
      for (const [, , row] of templates) expect((row?.match(/<td[\s>]/g) ?? []).length).toBe(7);
      // The agreement's row is the list's greyed one.
      expect(templates[1]?.[2]).toContain('data-convenio="convenio"');
    }
  });

  it("keeps its styles out of the page's own Emotion's reach, and never lets the browser send its filter form itself", () => {
    const { es } = screen().html;
    expect(es).not.toContain('data-emotion=');
    expect(es).toContain('<style data-first-screen="css-global ');
    for (const form of es.match(/<form[^>]*>/g) ?? []) expect(form).toMatch(/^<form method="dialog"/);
  });

  it('builds the script that draws the rows beside it, named on the screen, with its brotli and gzip', () => {
    const [file] = screen().scripts ?? [];
    expect(file).toMatch(/^first-rows\.[0-9a-f]{8}\.js$/);
    expect(fs.readdirSync(out).sort()).toEqual([file, `${file}.br`, `${file}.gz`, 'first-screens.json'].sort());
    const code = fs.readFileSync(path.join(out, file ?? ''));
    expect(zlib.brotliDecompressSync(fs.readFileSync(path.join(out, `${file}.br`)))).toEqual(code);
    // A plain script, small: /empresas loads it beside the shell's.
    expect(code.toString()).not.toMatch(/\bimport\b|\bexport\b|require\(/);
    expect(fs.statSync(path.join(out, `${file}.br`)).size).toBeLessThan(1_500);
  });
});
