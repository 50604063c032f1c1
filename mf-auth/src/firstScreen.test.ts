import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FirstScreens } from './firstScreen';

// src/firstScreen.tsx's screens as build-pages.mjs writes them into first-screens.json (the page the API writes for /login holds it), made
// as the build makes it: in a Node of its own, without a document (Emotion then writes its styles inline).
let out: string;
let drawn: FirstScreens;
beforeAll(() => {
  out = fs.mkdtempSync(path.join(os.tmpdir(), 'mf-auth-first-screens-'));
  execFileSync(process.execPath, [path.join(import.meta.dirname, '../build-pages.mjs'), out], { stdio: 'pipe' });
  drawn = JSON.parse(fs.readFileSync(path.join(out, 'first-screens.json'), 'utf8')) as FirstScreens;
}, 60_000);
afterAll(() => fs.rmSync(out, { recursive: true, force: true }));

describe("mf-auth's screens drawn at build time", () => {
  it('draws /login in Spanish and in Catalan, each with its own texts and its language pressed', () => {
    const { screens } = drawn;
    expect(screens.map((s) => s.path)).toEqual(['/login']);
    const html = screens[0]?.html ?? { es: '', ca: '' };
    expect(html.es).toContain('>Iniciar sesión<');
    expect(html.es).toContain('>Contraseña<');
    expect(html.ca).toContain('>Iniciar sessió<');
    expect(html.ca).toContain('>Contrasenya<');
    expect(html.ca).not.toContain('Contraseña');
    expect(html.es).toMatch(/aria-pressed="true"[^>]*lang="es"[^>]*>ES</);
    expect(html.ca).toMatch(/aria-pressed="true"[^>]*lang="ca"[^>]*>CA</);
  });

  it('draws forms the browser never sends itself, with the fields the app takes over by name', () => {
    const { screens } = drawn;
    for (const html of Object.values(screens[0]?.html ?? {})) {
      const forms = html.match(/<form[^>]*>/g) ?? [];
      expect(forms.length).toBeGreaterThan(0);
      for (const form of forms) expect(form).toMatch(/^<form method="dialog"/);
      expect(html).toMatch(/<input[^>]*name="usuario"/);
      expect(html).toMatch(/<input[^>]*name="password"/);
      // No remembered credentials at build time: the fields are empty.
      expect(html).not.toMatch(/<input[^>]*name="(usuario|password)"[^>]*value="[^"]/);
    }
  });

  it('leaves nothing else beside the file (the renderer it ran is removed)', () => {
    expect(fs.readdirSync(out)).toEqual(['first-screens.json']);
  });

  it("carries its styles inline, out of the page's own Emotion's reach (they go with the drawn screen)", () => {
    const { screens } = drawn;
    const html = screens[0]?.html.es ?? '';
    expect(html).not.toContain('data-emotion=');
    expect(html).toMatch(/^<style data-first-screen="css-global /);
    expect(html).toContain('--chakra-colors-');
  });
});
