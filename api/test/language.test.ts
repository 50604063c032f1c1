import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import { ACCESS, AUTH_MESSAGES, CORE_MESSAGES, MSG, SESSION_ERRORS, type Envelope, type Pais } from '@dapcon/contract';
import { ValidationError } from '../src/errors';
import { body, build, demoAccount, errorBody } from './helper';

// Routes that fail the ways the error handler answers: an unexpected error (500) and a typed one.
const failing: FastifyPluginAsync = async (instance) => {
  instance.get('/api/prueba/fallo', { config: { auth: ACCESS.public } }, async () => {
    throw new Error('internal detail');
  });
  instance.get('/api/prueba/campos', { config: { auth: ACCESS.public } }, async () => {
    throw new ValidationError({ nombre: [MSG.nombreObligatorio, 'Un texto que no es del contrato'] });
  });
};

// The API honours Accept-Language: the contract's messages in Catalan for 'ca' (spec part 1 §1),
// Spanish otherwise; the five session messages stay as the spec writes them.
let app: FastifyInstance;
beforeAll(async () => {
  app = await build({ extraRoutes: failing });
});
afterAll(async () => {
  await app.close();
});

const CA = { 'accept-language': 'ca' };

describe('Accept-Language', () => {
  it('answers a 422 with every field message in Catalan', async () => {
    const response = await app.inject({ method: 'POST', url: '/api/auth/login', headers: CA, payload: { modulo_app: 'consultor' } });
    expect(response.statusCode).toBe(422);
    expect(errorBody(response)).toEqual({
      status: 'Error',
      message: CORE_MESSAGES.datosInvalidos.ca,
      errors: { usuario: [CORE_MESSAGES.documentoObligatorio.ca], password: [CORE_MESSAGES.passwordObligatoria.ca] },
    });
  });

  it('answers in Spanish without the header, or when Spanish is preferred', async () => {
    for (const headers of [{}, { 'accept-language': 'es-ES,es;q=0.9,ca;q=0.8' }]) {
      const response = await app.inject({ method: 'POST', url: '/api/auth/login', headers, payload: { modulo_app: 'consultor' } });
      expect(errorBody(response).errors).toEqual({ usuario: [MSG.documentoObligatorio], password: [MSG.passwordObligatoria] });
    }
  });

  it('answers a failed sign-in, a success and a not-found in Catalan', async () => {
    const account = demoAccount((a) => a.modulo_app === 'consultor');
    const wrong = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'accept-language': 'ca-ES,ca;q=0.9' },
      payload: { usuario: account.usuario, password: 'no-es-esta', modulo_app: account.modulo_app },
    });
    expect(wrong.statusCode).toBe(401);
    expect(errorBody(wrong).message).toBe(AUTH_MESSAGES.credencialesIncorrectas.ca);

    const right = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: CA,
      payload: { usuario: account.usuario, password: account.password, modulo_app: account.modulo_app },
    });
    expect(right.statusCode).toBe(200);
    expect(body<Envelope<unknown>>(right).message).toBe(AUTH_MESSAGES.sesionIniciada.ca);

    const missing = await app.inject({ method: 'GET', url: '/api/poblacion?cp=99999', headers: CA });
    expect(missing.statusCode).toBe(404);
    expect(errorBody(missing).message).toBe(CORE_MESSAGES.sinResultados.ca);
  });

  it('keeps the five session messages exactly as the spec writes them', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/auth/me', headers: CA });
    expect(response.statusCode).toBe(401);
    expect(errorBody(response).message).toBe(SESSION_ERRORS.sinToken);
  });

  it('names the countries in Catalan, Spain first, the rest in Catalan order', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/paises', headers: CA });
    const paises = body<Envelope<Pais[]>>(response).data;
    expect(paises[0]).toEqual({ id: 1, pais_nombre: 'Espanya' });
    const names = paises.map((p) => p.pais_nombre);
    expect(names).toContain('Alemanya');
    expect(names).toContain('Bèlgica');
    expect(names).not.toContain('Alemania');
    const rest = names.slice(1);
    expect(rest).toEqual([...rest].sort((a, b) => a.localeCompare(b, 'ca')));
  });

  it('answers what the error handler and the not-found handler write in Catalan too', async () => {
    const server = await app.inject({ method: 'GET', url: '/api/prueba/fallo', headers: CA });
    expect(server.statusCode).toBe(500);
    expect(errorBody(server).message).toBe(CORE_MESSAGES.errorServidor.ca);

    const fields = await app.inject({ method: 'GET', url: '/api/prueba/campos', headers: CA });
    expect(fields.statusCode).toBe(422);
    // Contract texts are translated; any other text passes as written.
    expect(errorBody(fields).errors).toEqual({ nombre: [CORE_MESSAGES.nombreObligatorio.ca, 'Un texto que no es del contrato'] });

    const badJson = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { ...CA, 'content-type': 'application/json' },
      payload: '{"usuario":',
    });
    expect(badJson.statusCode).toBe(400);
    expect(errorBody(badJson).message).toBe(CORE_MESSAGES.solicitudNoValida.ca);

    const unknown = await app.inject({ method: 'GET', url: '/api/no-existe', headers: CA });
    expect(unknown.statusCode).toBe(404);
    expect(errorBody(unknown).message).toBe(CORE_MESSAGES.noEncontrado.ca);
  });
});
