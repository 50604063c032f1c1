import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import { ACCESS, ALL_ENDPOINTS, MSG, openapi, type Envelope, type HealthData } from '@dapcon/contract';
import { APP_LOG, REQUEST_LOG } from '../../../src/logging';
import { bearer, body, build, demoAccount, errorBody, tokenOf } from '../../helper';

const failing: FastifyPluginAsync = async (app) => {
  app.get('/api/prueba/fallo', { config: { auth: ACCESS.public } }, async () => {
    throw new Error('internal detail: connection to 10.0.0.7 refused');
  });
};

let app: FastifyInstance;
beforeAll(async () => {
  app = await build({ extraRoutes: failing });
});
afterAll(async () => {
  await app.close();
});

describe('GET /api/health', () => {
  it('answers 200 when the database answers', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(body<Envelope<HealthData>>(response)).toEqual({ status: 'Success', message: 'OK', data: { db: 'ok' } });
  });
});

describe('GET /api/openapi.json', () => {
  it('documents every route of the contract, with its schemas and bearer security where sign-in is needed', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(response.statusCode).toBe(200);
    const doc = response.json<{
      openapi: string;
      paths: Record<string, Record<string, { security?: unknown[]; requestBody?: unknown; parameters?: { name: string }[] }>>;
    }>();
    expect(doc.openapi).toMatch(/^3\./);
    // The document leaves itself out.
    // OpenAPI names path parameters `{id}` where the contract (as Fastify and the router) writes `:id`.
    for (const { method, path: endpoint } of ALL_ENDPOINTS.filter((e) => e !== openapi)) {
      const documented = `/api${endpoint.replace(/:(\w+)/g, '{$1}')}`;
      expect(doc.paths[documented]?.[method.toLowerCase()], `${method} ${endpoint}`).toBeDefined();
    }
    expect(doc.paths['/api/organizaciones/{id}/dar_de_baja']?.patch?.parameters?.map((p) => p.name)).toEqual(['id']);
    expect(doc.paths['/api/auth/login']?.post?.security).toBeUndefined();
    expect(doc.paths['/api/auth/login']?.post?.requestBody).toMatchObject({
      content: {
        'application/json': {
          schema: { type: 'object', required: ['usuario', 'password', 'modulo_app'] },
        },
      },
    });
    expect(doc.paths['/api/auth/me']?.get?.security).toEqual([{ bearerAuth: [] }]);
    expect(doc.paths['/api/poblacion']?.get?.parameters?.map((p) => p.name)).toEqual(['cp']);
    expect(doc.paths['/api/openapi.json']).toBeUndefined();
  });
});

describe('errors', () => {
  it('answers unknown API paths with a JSON 404', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/no-existe', headers: { accept: 'text/html' } });
    expect(response.statusCode).toBe(404);
    expect(errorBody(response)).toEqual({ status: 'Error', message: MSG.noEncontrado });
  });

  it('hides internal failures behind a generic message and logs them with the request', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/prueba/fallo?token_img=abc' });
    expect(response.statusCode).toBe(500);
    expect(errorBody(response)).toEqual({ status: 'Error', message: MSG.errorServidor });
    expect(response.body).not.toContain('10.0.0.7');
  });
});

describe('logs', () => {
  it('writes one request line per request and the application log, without secrets', async () => {
    const logDir = fs.mkdtempSync(path.join(os.tmpdir(), 'dapcon-api-logs-'));
    const logged = await build({ env: { LOG_DIR: logDir }, extraRoutes: failing });
    const account = demoAccount((a) => a.modulo_app === 'organizacion');
    const token = await tokenOf(logged, account);
    await logged.inject({ method: 'GET', url: '/api/auth/me', headers: { ...bearer(token), cookie: 'session=secret-cookie' } });
    await logged.inject({ method: 'GET', url: '/api/idiomas?token_doc=abc&password=hunter2&page=2' });
    await logged.inject({ method: 'GET', url: '/api/prueba/fallo' });
    await logged.close(); // flushes the logs

    const read = (name: string) => fs.readFileSync(path.join(logDir, name), 'utf8');
    const lines = (name: string) =>
      read(name)
        .trim()
        .split('\n')
        .map((line) => JSON.parse(line) as Record<string, unknown>);
    const requests = lines(REQUEST_LOG);
    const me = requests.find((r) => r.url === '/api/auth/me');
    expect(me).toMatchObject({ method: 'GET', status: 200 });
    expect(typeof me?.user_id).toBe('number');
    expect(typeof me?.duration_ms).toBe('number');
    expect(requests.find((r) => String(r.url).startsWith('/api/idiomas'))?.url).toBe(
      '/api/idiomas?token_doc=%5BREDACTED%5D&password=%5BREDACTED%5D&page=2',
    );
    expect(requests.find((r) => r.url === '/api/auth/login')).toMatchObject({ method: 'POST', status: 200, user_id: null });

    const failure = lines(APP_LOG).find((line) => line.msg === 'request failed');
    expect(failure?.url).toBe('/api/prueba/fallo');
    expect(JSON.stringify(failure?.err)).toContain('10.0.0.7');

    for (const name of [APP_LOG, REQUEST_LOG]) {
      const text = read(name);
      expect(text, name).not.toContain(token);
      expect(text, name).not.toContain(account.password);
      expect(text, name).not.toContain('secret-cookie');
      expect(text, name).not.toContain('hunter2');
    }
    fs.rmSync(logDir, { recursive: true, force: true });
  });
});
