import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { MSG } from '@dapcon/contract';
import { build, errorBody } from './helper';

const NO_CACHE = 'no-cache';
const IMMUTABLE = 'public, max-age=31536000, immutable';

/** A WEB_ROOT laid out as the build scripts lay it out. */
function webRoot(): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'dapcon-web-'));
  const write = (file: string, text: string) => {
    fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    fs.writeFileSync(path.join(root, file), text);
  };
  write('index.html', '<!doctype html><title>DAPcon</title><div id="root"></div>');
  write('main.3f2a1b9c.js', 'console.log("shell")');
  write('favicon.svg', '<svg/>');
  write('remotes/mf-auth/remoteEntry.js', '/* entry */');
  write('remotes/mf-auth/mf-manifest.json', '{"name":"mf_auth"}');
  write('remotes/mf-auth/412.0a1b2c3d.js', '/* chunk */');
  write(
    'remotes.json',
    JSON.stringify({
      mf_auth: '/remotes/mf-auth/mf-manifest.json',
      mf_empresas: '/remotes/mf-empresas/mf-manifest.json',
    }),
  );
  return root;
}

let root: string;
let app: FastifyInstance;
beforeAll(async () => {
  root = webRoot();
  app = await build({
    env: { WEB_ROOT: root, REMOTE_MF_EMPRESAS_URL: 'http://localhost:3003/mf-manifest.json' },
  });
});
afterAll(async () => {
  await app.close();
  fs.rmSync(root, { recursive: true, force: true });
});

const page = { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' };

describe('serving the product from WEB_ROOT', () => {
  it('serves index.html at / without caching', async () => {
    const response = await app.inject({ method: 'GET', url: '/', headers: page });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/text\/html/);
    expect(response.headers['cache-control']).toBe(NO_CACHE);
    expect(response.body).toContain('<div id="root">');
  });

  it.each([
    ['/main.3f2a1b9c.js', IMMUTABLE],
    ['/remotes/mf-auth/412.0a1b2c3d.js', IMMUTABLE],
    ['/remotes/mf-auth/remoteEntry.js', NO_CACHE],
    ['/remotes/mf-auth/mf-manifest.json', NO_CACHE],
    ['/favicon.svg', NO_CACHE],
  ])('serves %s with Cache-Control "%s"', async (url, cacheControl) => {
    const response = await app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe(cacheControl);
  });

  it('falls back to index.html for page requests the shell routes', async () => {
    for (const url of ['/login', '/empresas/B08715427?tab=datos_generales', '/consultores/47815236F']) {
      const response = await app.inject({ method: 'GET', url, headers: page });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['cache-control']).toBe(NO_CACHE);
      expect(response.body).toContain('<div id="root">');
    }
  });

  it('answers a JSON 404 to missing files that are not page requests, and under /api', async () => {
    for (const [url, headers] of [
      ['/remotes/mf-auth/missing.js', { accept: '*/*' }],
      ['/api/nothing-here', page],
    ] as const) {
      const response = await app.inject({ method: 'GET', url, headers });
      expect(response.statusCode, url).toBe(404);
      expect(errorBody(response)).toEqual({ status: 'Error', message: MSG.noEncontrado });
    }
    const post = await app.inject({ method: 'POST', url: '/login', headers: page });
    expect(post.statusCode).toBe(404);
  });

  it('serves /remotes.json with REMOTE_<NAME>_URL overrides, uncached, read afresh each time', async () => {
    let response = await app.inject({ method: 'GET', url: '/remotes.json' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe(NO_CACHE);
    expect(response.json()).toEqual({
      mf_auth: '/remotes/mf-auth/mf-manifest.json',
      mf_empresas: 'http://localhost:3003/mf-manifest.json',
    });

    // Publishing one remote is one line changed in remotes.json: no restart.
    fs.writeFileSync(
      path.join(root, 'remotes.json'),
      JSON.stringify({ mf_auth: '/remotes/mf-auth-v2/mf-manifest.json', mf_empresas: '/x' }),
    );
    response = await app.inject({ method: 'GET', url: '/remotes.json' });
    expect(response.json()).toMatchObject({ mf_auth: '/remotes/mf-auth-v2/mf-manifest.json' });

    // The live areas' descriptors (their screens and menu entries) go through as published, beside the entries.
    // An overridden area's published descriptor is left out: the shell reads the one beside its manifest.
    const area = (es: string) => ({ name: { es, ca: es }, screens: [{ path: '/login', access: 'guest', title: { es: 'Iniciar sesión', ca: 'Iniciar sessió' } }], menu: [] });
    const areas = { mf_auth: area('el acceso'), mf_empresas: area('el área de empresas') };
    fs.writeFileSync(path.join(root, 'remotes.json'), JSON.stringify({ mf_auth: '/remotes/mf-auth-v3/mf-manifest.json', areas }));
    response = await app.inject({ method: 'GET', url: '/remotes.json' });
    expect(response.json()).toEqual({
      mf_auth: '/remotes/mf-auth-v3/mf-manifest.json',
      mf_empresas: 'http://localhost:3003/mf-manifest.json',
      areas: { mf_auth: areas.mf_auth },
    });
  });

  it('keeps the API working beside the files', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
  });
});

describe('without WEB_ROOT', () => {
  it('serves only the API, with JSON 404s for everything else', async () => {
    const apiOnly = await build();
    try {
      for (const url of ['/', '/login', '/remotes.json']) {
        const response = await apiOnly.inject({ method: 'GET', url, headers: page });
        expect(response.statusCode, url).toBe(404);
        expect(errorBody(response).message).toBe(MSG.noEncontrado);
      }
    } finally {
      await apiOnly.close();
    }
  });
});
