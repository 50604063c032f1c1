import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import { ACCESS, MSG, SESSION_ERRORS, type Envelope } from '@dapcon/contract';
import type { AuthUser } from '../src/auth/access';
import { bearer, body, build, demoAccount, errorBody, tokenOf } from './helper';

/** Routes of every access kind, to see the guard at work before real routes of each kind exist. */
const guarded: FastifyPluginAsync = async (app) => {
  const echo = async (request: { user: AuthUser | null }) => ({ status: 'Success', message: 'OK', data: request.user?.usuario ?? null });
  app.get('/api/prueba/publica', { config: { auth: ACCESS.public } }, echo);
  app.get('/api/prueba/usuario', { config: { auth: ACCESS.user } }, echo);
  app.get('/api/prueba/admin', { config: { auth: ACCESS.admin } }, echo);
  app.get('/api/prueba/admin-ares', { config: { auth: ACCESS.adminAres } }, echo);
  app.get('/api/prueba/verificador', { config: { auth: { modulos: ['consultor'], perfiles: [4] } } }, echo);
  app.get('/api/prueba/empresa', { config: { auth: { perfiles: [5] } } }, echo);
};

let app: FastifyInstance;
const tokens = new Map<string, string>();
const accounts = {
  company: demoAccount((a) => a.modulo_app === 'organizacion'),
  consultant: demoAccount((a) => a.perfil === 3),
  verifier: demoAccount((a) => a.perfil === 4),
  admin1: demoAccount((a) => a.perfil === 1),
  admin2: demoAccount((a) => a.perfil === 2),
};

beforeAll(async () => {
  app = await build({ extraRoutes: guarded });
  for (const [kind, account] of Object.entries(accounts)) tokens.set(kind, await tokenOf(app, account));
});
afterAll(async () => {
  await app.close();
});

describe('the role guard', () => {
  const table: [path: string, allowed: (keyof typeof accounts)[]][] = [
    ['/api/prueba/usuario', ['company', 'consultant', 'verifier', 'admin1', 'admin2']],
    ['/api/prueba/admin', ['admin1', 'admin2']],
    ['/api/prueba/admin-ares', ['admin1']],
    ['/api/prueba/verificador', ['verifier']],
    ['/api/prueba/empresa', ['company']],
  ];

  it.each(table)('%s lets in only %j, with 403 for other signed-in users and 401 for anonymous', async (url, allowed) => {
    const anonymous = await app.inject({ method: 'GET', url });
    expect(anonymous.statusCode).toBe(401);
    expect(errorBody(anonymous).message).toBe(SESSION_ERRORS.sinToken);

    for (const [kind, account] of Object.entries(accounts)) {
      const response = await app.inject({ method: 'GET', url, headers: bearer(tokens.get(kind) ?? '') });
      if (allowed.includes(kind as keyof typeof accounts)) {
        expect(response.statusCode, kind).toBe(200);
        expect(body<Envelope<string>>(response).data).toBe(account.usuario);
      } else {
        expect(response.statusCode, kind).toBe(403);
        expect(errorBody(response)).toEqual({ status: 'Error', message: MSG.sinPermiso });
      }
    }
  });

  it('does not look at tokens on public routes', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/prueba/publica', headers: bearer('garbage') });
    expect(response.statusCode).toBe(200);
    expect(body<Envelope<null>>(response).data).toBeNull();
  });

  it('checks the session before the body: a bad request from nobody is a 401, not a 422', async () => {
    const response = await app.inject({ method: 'DELETE', url: '/api/auth/logout', payload: { nonsense: true } });
    expect(response.statusCode).toBe(401);
  });
});

describe('routes without an access rule', () => {
  it('stop the app from starting', async () => {
    const forgetful: FastifyPluginAsync = async (instance) => {
      instance.get('/api/olvidada', async () => 'nobody said who may call me');
    };
    await expect(build({ extraRoutes: forgetful })).rejects.toThrow('GET /api/olvidada must declare config.auth');
  });
});
