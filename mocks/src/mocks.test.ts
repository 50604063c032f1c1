import { HttpHandler } from 'msw';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ALL_ENDPOINTS, AUTH_MSG, idiomas, login, me, paises, poblacion, registroConsultor, resolvePath } from '@dapcon/contract';
import { mockAnswer, mockEndpoint, mockRequests, resetMocks } from './index';
import { mockApi, mockServer } from './node';

const BASE = 'http://portal.test/api';
beforeAll(() => mockServer.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  mockServer.resetHandlers();
  resetMocks();
});
afterAll(() => mockServer.close());

function send(path: string, init: RequestInit & { json?: unknown; lang?: string } = {}) {
  const { json, lang = 'es', ...rest } = init;
  return fetch(`${BASE}${path}`, {
    ...rest,
    headers: { 'Accept-Language': lang, ...(json === undefined ? {} : { 'Content-Type': 'application/json' }), ...rest.headers },
    body: json === undefined ? rest.body : JSON.stringify(json),
  });
}

describe('the mock API', () => {
  it('has a default answer for every endpoint of the contract', () => {
    const handled = mockServer
      .listHandlers()
      .filter((handler) => handler instanceof HttpHandler)
      .map((handler) => `${String(handler.info.method)} ${String(handler.info.path)}`);
    for (const endpoint of ALL_ENDPOINTS) expect(handled, endpoint.id).toContain(`${endpoint.method} */api${endpoint.path}`);
  });

  it('answers in the envelope, in the language asked for, with the endpoint’s success status', async () => {
    const es = await send(resolvePath(paises.path));
    expect(await es.json()).toMatchObject({ status: 'Success', data: expect.arrayContaining([{ id: 1, pais_nombre: 'España' }]) });
    const ca = await send(resolvePath(paises.path), { lang: 'ca' });
    expect(await ca.json()).toMatchObject({ data: expect.arrayContaining([{ id: 1, pais_nombre: 'Espanya' }]) });
    const towns = await send(`${poblacion.path}?cp=08001`);
    expect(towns.status).toBe(201);
  });

  it('checks requests with the contract’s schemas, as the API does: a 422 with its messages, in the caller’s language', async () => {
    const refused = await send(login.path, { method: 'POST', json: { usuario: '', password: '', modulo_app: 'organizacion' }, lang: 'ca' });
    expect(refused.status).toBe(422);
    expect(await refused.json()).toMatchObject({ status: 'Error', errors: { usuario: ['El document és obligatori.'], password: ['La contrasenya és obligatòria.'] } });
  });

  it('signs the demo accounts in, and knows who is asking', async () => {
    const wrong = await send(login.path, { method: 'POST', json: { usuario: 'A08612343', password: 'no', modulo_app: 'organizacion' } });
    expect(wrong.status).toBe(401);
    expect(await wrong.json()).toMatchObject({ message: AUTH_MSG.credencialesIncorrectas });
    const right = await send(login.path, { method: 'POST', json: { usuario: 'A08612343', password: 'Demo-Empresa-2026', modulo_app: 'organizacion' } });
    const { data } = (await right.json()) as { data: { token: string } };
    const who = await send(me.path, { headers: { Authorization: `Bearer ${data.token}` } });
    expect(await who.json()).toMatchObject({ data: { usuario: 'A08612343', modulo_app: 'organizacion', perfil: 5 } });
    expect((await send(me.path)).status).toBe(401);
  });

  it('refuses a tax id registered already, beside the form’s own errors, as the API does', async () => {
    const form = new FormData();
    form.set('usuario', '47815236F');
    const answer = await send(registroConsultor.path, { method: 'POST', body: form });
    expect(answer.status).toBe(422);
    const body = (await answer.json()) as { errors: Record<string, string[]> };
    expect(body.errors.usuario).toEqual([AUTH_MSG.documentoYaRegistrado]);
    expect(body.errors.email).toBeDefined();
  });

  it('takes a test’s own answers and logs what it received', async () => {
    mockApi(idiomas, () => mockAnswer([], { message: 'vacío' }));
    expect(await (await send(idiomas.path)).json()).toEqual({ status: 'Success', message: 'vacío', data: [] });
    expect(mockRequests().map((r) => r.endpoint)).toEqual(['GET /idiomas']);
    mockServer.use(mockEndpoint(idiomas, () => [{ id: 9, idioma_nombre: 'Deutsch', idioma: 'de', ecoplatform: false }]));
    expect(((await (await send(idiomas.path)).json()) as { data: unknown[] }).data).toHaveLength(1);
  });
});
