/**
 * Security headers on every answer the server gives: the product's HTML and files,
 * the API, its errors and 404s. The content security policy forbids inline script and
 * allows the origins the remotes are loaded from.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { REPO_ROOT } from '../src/paths';
import { PERMISSIONS_POLICY } from '../src/plugins/app/security-headers';
import { bearer, build, demoAccount, tokenOf } from './helper';

let root: string;
let app: FastifyInstance;
beforeAll(async () => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'dapcon-web-'));
  fs.writeFileSync(path.join(root, 'index.html'), '<!doctype html><title>DAPcon</title><div id="root"></div>');
  fs.writeFileSync(path.join(root, 'main.3f2a1b9c.js'), 'console.log("shell")');
  fs.writeFileSync(
    path.join(root, 'remotes.json'),
    JSON.stringify({ mf_auth: '/remotes/mf-auth/mf-manifest.json', mf_home: 'https://cdn.dapcon.test/mf-home/mf-manifest.json' }),
  );
  app = await build({ env: { WEB_ROOT: root, REMOTE_MF_EMPRESAS_URL: 'http://localhost:3003/mf-manifest.json' } });
});
afterAll(async () => {
  await app.close();
  fs.rmSync(root, { recursive: true, force: true });
});

/** The CSP as directive → sources. */
function csp(response: LightMyRequestResponse): Record<string, string[]> {
  const header = response.headers['content-security-policy'];
  expect(typeof header).toBe('string');
  return Object.fromEntries(
    String(header)
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter((parts) => parts[0])
      .map(([name, ...sources]) => [name, sources]),
  );
}

const page = { accept: 'text/html' };
const answers: [string, () => Promise<LightMyRequestResponse>, number][] = [
  ['the page', () => app.inject({ method: 'GET', url: '/', headers: page }), 200],
  ['a page of the shell\'s router', () => app.inject({ method: 'GET', url: '/empresas', headers: page }), 200],
  ['a static file', () => app.inject({ method: 'GET', url: '/main.3f2a1b9c.js' }), 200],
  ['/remotes.json', () => app.inject({ method: 'GET', url: '/remotes.json' }), 200],
  ['an API answer', () => app.inject({ method: 'GET', url: '/api/idiomas' }), 200],
  ['an API error', () => app.inject({ method: 'GET', url: '/api/auth/me' }), 401],
  ['a body that is not JSON (API)', () => app.inject({ method: 'POST', url: '/api/auth/login', headers: { 'content-type': 'application/json' }, payload: '{' }), 400],
  ['an unknown API path', () => app.inject({ method: 'GET', url: '/api/nothing-here' }), 404],
  ['an API answer of a public read', () => app.inject({ method: 'GET', url: '/api/mantenimiento/estado' }), 200],
];

describe('security headers', () => {
  it.each(answers)('on %s', async (_name, request, status) => {
    const response = await request();
    expect(response.statusCode).toBe(status);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-frame-options']).toBe('DENY');
    expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    const policy = csp(response);
    expect(policy['frame-ancestors']).toEqual(["'none'"]);
    expect(policy['object-src']).toEqual(["'none'"]);
    expect(policy['default-src']).toEqual(["'self'"]);
    expect(response.headers['permissions-policy']).toBe(PERMISSIONS_POLICY);
    expect(String(response.headers['permissions-policy'])).toMatch(/(^|, )camera=\(\)(, |$)/);
  });

  it("marks every API answer not to be stored, errors included, unless its route says otherwise; the product's files keep their own rules (issue 33, item 25)", async () => {
    for (const [name, request] of answers) {
      const response = await request();
      const api = name.includes('API') || name.includes('JSON');
      if (api) expect(response.headers['cache-control'], name).toBe('no-store');
      else expect(response.headers['cache-control'], name).not.toBe('no-store');
    }
    const token = await tokenOf(app, demoAccount((a) => a.modulo_app === 'administrador' && a.perfil === 1));
    // Personal data as JSON, and as an Excel file.
    for (const url of ['/api/auth/me', '/api/organizaciones?page=1', '/api/organizaciones?to_excel=true']) {
      const response = await app.inject({ method: 'GET', url, headers: bearer(token) });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['cache-control'], url).toBe('no-store');
    }
    // A sign-in's token.
    const account = demoAccount((a) => a.modulo_app === 'consultor');
    const signIn = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { usuario: account.usuario, password: account.password, modulo_app: account.modulo_app } });
    expect(signIn.headers['cache-control']).toBe('no-store');
  });

  it('forbid inline script and allow the remotes\' origins for scripts and fetches', async () => {
    const policy = csp(await app.inject({ method: 'GET', url: '/', headers: page }));
    const remotes = ['http://localhost:3003', 'https://cdn.dapcon.test'];
    expect(policy['script-src']).toEqual(["'self'", ...remotes]);
    // The dev server of a remote taken with REMOTE_<NAME>_URL: its live-reload socket too; not a published remote's.
    expect(policy['connect-src']).toEqual(["'self'", ...remotes, 'ws://localhost:3003']);
    expect(policy['script-src']?.join(' ')).not.toMatch(/unsafe|data:|\*/);
    // Emotion's run-time <style> tags, and the logo picker's previews.
    expect(policy['style-src']).toContain("'unsafe-inline'");
    expect(policy['img-src']).toEqual(expect.arrayContaining(["'self'", 'data:', 'blob:']));
  });

  it('the shell\'s page template has no inline script for the policy to block', () => {
    const html = fs.readFileSync(path.join(REPO_ROOT, 'shell/public/index.html'), 'utf8');
    for (const tag of html.match(/<script\b[^>]*>/gi) ?? []) expect(tag).toMatch(/\bsrc=/);
    expect(html).not.toMatch(/\son[a-z]+\s*=/i);
  });
});
