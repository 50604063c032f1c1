import { SignJWT } from 'jose';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as v from 'valibot';
import { ACCESS, defineEndpoint, LoginData, logout, MODULOS_APP, MSG, paises, parametrosGenerales, poblacion, SESSION_ERRORS } from '@dapcon/contract/core';
import { useSession } from '../session';
import { ApiError, call, configureApi, download, onApiError, urlOf } from './index';

// Besides the core's endpoints, the client is tried on copies of a few of the areas' (shared-sdk names no
// area's contract, issue 34 item 2; the contract's and the API's tests check the real ones): sign-in with
// its body's rules, the current user, two public reads, and an answer without an envelope.
const login = defineEndpoint({
  method: 'POST',
  path: '/auth/login',
  body: v.object({
    usuario: v.pipe(v.string(MSG.documentoObligatorio), v.trim(), v.nonEmpty(MSG.documentoObligatorio)),
    password: v.pipe(v.string(MSG.passwordObligatoria), v.nonEmpty(MSG.passwordObligatoria)),
    modulo_app: v.picklist(MODULOS_APP, MSG.moduloInvalido),
  }),
  response: LoginData,
  access: ACCESS.public,
  summary: 'Test sign-in',
  tags: ['test'],
});
const me = defineEndpoint({ method: 'GET', path: '/auth/me', response: v.object({ id: v.number(), usuario: v.string() }), access: ACCESS.user, summary: 'Test user', tags: ['test'] });
const idiomas = defineEndpoint({ method: 'GET', path: '/idiomas', response: v.array(v.object({ id: v.number() })), access: ACCESS.public, summary: 'Test list', tags: ['test'] });
const health = defineEndpoint({ method: 'GET', path: '/health', response: v.object({ status: v.string() }), access: ACCESS.public, summary: 'Test health', tags: ['test'] });
const openapi = defineEndpoint({
  method: 'GET',
  path: '/openapi.json',
  response: v.looseObject({ openapi: v.string(), paths: v.record(v.string(), v.unknown()) }),
  envelope: false,
  access: ACCESS.public,
  summary: 'Test document',
  tags: ['test'],
});
/** The sign-in's answer (mf-auth's catalogue has it), and a refusal. */
const AUTH_MSG = { sesionIniciada: 'Sesión iniciada correctamente.', credencialesIncorrectas: 'El usuario o la contraseña no son correctos.' };

/** A test endpoint with every part: path parameters, a query and a JSON body. */
const actualizar = defineEndpoint({
  method: 'PATCH',
  path: '/usuario-admin/:id/actualizar',
  params: v.object({ id: v.string() }),
  query: v.object({ page: v.optional(v.number()), filter_name: v.optional(v.string()), filter_cif: v.nullish(v.string()), activo: v.optional(v.boolean()) }),
  body: v.object({ nombre: v.pipe(v.string(), v.trim()) }),
  response: v.object({ id: v.number(), nombre: v.string() }),
  access: ACCESS.admin,
  summary: 'Test',
  tags: ['test'],
});
const documento = defineEndpoint({
  method: 'GET',
  path: '/organizaciones/:id/obtener-documento',
  params: v.object({ id: v.number() }),
  response: v.unknown(),
  access: ACCESS.user,
  summary: 'Test download',
  tags: ['test'],
});
const ME = { id: 1, usuario: 'B12345674', nombre: 'Ana', apellidos: 'Pons', email: 'ana@example.org', perfil: 5, modulo_app: 'organizacion', estado_pago: 'pagado' };

const BASE = 'http://api.test/api';

type Handler = (request: Request) => Response | Promise<Response>;

/** What a mocked fetch received. */
interface Sent {
  method: string;
  url: string;
  headers: Headers;
  text: string;
}

/** Stubs fetch; returns the list of requests ky sent. Like a real fetch, it reads the body. */
function mockFetch(handler: Handler): Sent[] {
  const calls: Sent[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: Request) => {
      calls.push({ method: input.method, url: input.url, headers: input.headers, text: await input.clone().text() });
      return handler(input);
    }),
  );
  return calls;
}

function json(body: unknown, status = 200, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json', ...headers } });
}

async function signedToken(claims: { usuario?: string } = {}): Promise<string> {
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({ usuario: claims.usuario ?? 'admin', perfil: 1, modulo_app: 'administrador', nombre: 'Ana', apellidos: 'Pons', estado_pago: null, sid: '0b6c3f7e-1d2a-4c5b-9e8f-7a6b5c4d3e2f' })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject('1')
    .setIssuedAt(now)
    .setExpirationTime(now + 3600)
    .sign(new TextEncoder().encode('client-test-secret-32-bytes-long!!'));
}

/** The ApiError a call rejects with (fails the test if it resolves or throws something else). */
async function caught(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (e) {
    if (e instanceof ApiError) return e;
    throw e;
  }
  throw new Error('expected the call to fail');
}

let errors: ApiError[] = [];
let off: () => void = () => undefined;

beforeEach(() => {
  configureApi({ baseUrl: BASE });
  useSession.getState().signOut();
  useSession.getState().setLang('es');
  errors = [];
  off = onApiError((e) => errors.push(e));
});

afterEach(() => {
  off();
});

describe('requests', () => {
  it('sends bearer token, Accept-Language and JSON, and returns the envelope', async () => {
    const token = await signedToken();
    useSession.getState().signIn(token);
    useSession.getState().setLang('ca');
    const calls = mockFetch(() => json({ status: 'Success', message: 'ok', data: [{ id: 1, pais_nombre: 'España' }] }));

    const body = await call(paises);

    expect(body).toEqual({ status: 'Success', message: 'ok', data: [{ id: 1, pais_nombre: 'España' }] });
    expect(calls).toHaveLength(1);
    const req = calls[0]!;
    expect(req.method).toBe('GET');
    expect(req.url).toBe(`${BASE}/paises`);
    expect(req.headers.get('Authorization')).toBe(`Bearer ${token}`);
    expect(req.headers.get('Accept-Language')).toBe('ca');
    expect(req.headers.get('Accept')).toBe('application/json');
  });

  it('sends no Authorization header when signed out', async () => {
    const calls = mockFetch(() => json({ status: 'Success', message: 'ok', data: [] }));
    await call(idiomas);
    expect(calls[0]!.headers.has('Authorization')).toBe(false);
    expect(calls[0]!.headers.get('Accept-Language')).toBe('es');
  });

  it('login sends the validated (trimmed) body as JSON', async () => {
    const calls = mockFetch(() => json({ status: 'Success', message: AUTH_MSG.sesionIniciada, data: { token: 't' } }, 200));
    const res = await call(login, { body: { usuario: '  B12345674 ', password: 'secreto', modulo_app: 'organizacion' } });
    expect(res.data.token).toBe('t');
    const req = calls[0]!;
    expect(req.method).toBe('POST');
    expect(req.url).toBe(`${BASE}${login.path}`);
    expect(req.headers.get('Content-Type')).toContain('application/json');
    expect(JSON.parse(req.text)).toEqual({ usuario: 'B12345674', password: 'secreto', modulo_app: 'organizacion' });
  });

  it('logout, me and poblacion use the contract paths', async () => {
    const calls = mockFetch((request) => {
      const path = new URL(request.url).pathname;
      if (path.endsWith('/auth/me')) return json({ status: 'Success', message: 'ok', data: ME });
      if (path.endsWith('/poblacion')) return json({ status: 'Success', message: 'ok', data: [{ poblacion: 'Barcelona', provincia: 'Barcelona' }] }, 201);
      return json({ status: 'Success', message: 'ok', data: null });
    });
    await call(logout);
    await call(me);
    await call(poblacion, { query: { cp: '08001' } });
    expect(calls.map((c) => `${c.method} ${c.url}`)).toEqual([
      `DELETE ${BASE}/auth/logout`,
      `GET ${BASE}/auth/me`,
      `GET ${BASE}/poblacion?cp=08001`,
    ]);
  });

  it('applies the schema defaults to the body', async () => {
    const calls = mockFetch(() => json({ status: 'Success', message: 'ok', data: { tipo_empresa: [{ param_id: 'empresa', pt_texto: 'Empresa' }] } }));
    const res = await call(parametrosGenerales, { body: [{ param: 'tipo_empresa' }] });
    expect(res.data.tipo_empresa?.[0]?.pt_texto).toBe('Empresa');
    expect(JSON.parse(calls[0]!.text)).toEqual([{ param: 'tipo_empresa', locale: 1, active: true }]);
  });

  it('fills path parameters (encoded), sends the checked query without empty values, and the checked body', async () => {
    const calls = mockFetch(() => json({ status: 'Success', message: 'ok', data: { id: 7, nombre: 'Ana' } }));
    const res = await call(actualizar, {
      params: { id: 'a/b' },
      query: { page: 2, filter_name: '', filter_cif: null, activo: false },
      body: { nombre: '  Ana ' },
    });
    expect(res.data).toEqual({ id: 7, nombre: 'Ana' });
    expect(calls[0]!.method).toBe('PATCH');
    expect(calls[0]!.url).toBe(`${BASE}/usuario-admin/a%2Fb/actualizar?page=2&activo=false`);
    expect(JSON.parse(calls[0]!.text)).toEqual({ nombre: 'Ana' });
  });

  it('checks an absent query as an empty one: an endpoint whose query is all optional may be called without it', async () => {
    const calls = mockFetch(() => json({ status: 'Success', message: 'ok', data: { id: 7, nombre: 'Ana' } }));
    const res = await call(actualizar, { params: { id: '7' }, body: { nombre: 'Ana' } } as Parameters<typeof call<typeof actualizar>>[1]);
    expect(res.data).toEqual({ id: 7, nombre: 'Ana' });
    expect(calls[0]!.url).toBe(`${BASE}/usuario-admin/7/actualizar`);
  });

  it('drops what the response schema does not declare', async () => {
    mockFetch(() => json({ status: 'Success', message: 'ok', data: { id: 7, nombre: 'Ana', password_hash: 'x' } }));
    const res = await call(actualizar, { params: { id: '7' }, query: {}, body: { nombre: 'Ana' } });
    expect(res.data).toEqual({ id: 7, nombre: 'Ana' });
  });

  it('refuses an answer that does not follow the contract, as a server error', async () => {
    const spy = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    mockFetch(() => json({ status: 'Success', message: 'ok', data: { id: 'siete', nombre: 'Ana' } }));
    const e = await caught(call(actualizar, { params: { id: '7' }, query: {}, body: { nombre: 'Ana' } }));
    expect(e.status).toBe(200);
    expect(e.message).toBe(MSG.errorServidor);
    expect(errors).toEqual([e]);
    expect(spy).toHaveBeenCalledWith(expect.stringContaining(actualizar.id), expect.anything());
  });

  it('reads an answer without an envelope whole', async () => {
    mockFetch(() => json({ openapi: '3.0.3', paths: {}, info: { title: 'DAPcon API' } }));
    const res = await call(openapi);
    expect(res.data).toMatchObject({ openapi: '3.0.3', paths: {}, info: { title: 'DAPcon API' } });
  });

  it('urlOf builds URLs for the browser to fetch', () => {
    expect(urlOf(documento, { params: { id: 5 } })).toBe(`${BASE}/organizaciones/5/obtener-documento`);
    expect(urlOf(actualizar, { params: { id: '5' }, query: { page: 3, filter_name: '' }, body: { nombre: '' } })).toBe(`${BASE}/usuario-admin/5/actualizar?page=3`);
    configureApi({});
    expect(urlOf(health)).toBe('/api/health');
  });
});

describe('errors', () => {
  it('maps 422 field errors', async () => {
    mockFetch(() =>
      json({ status: 'Error', message: 'Los datos enviados no son válidos.', errors: { email: ['El correo es obligatorio.'], nif: 'El NIF es obligatorio.' } }, 422),
    );
    const e = await caught(call(me));
    expect(e.status).toBe(422);
    expect(e.message).toBe('Los datos enviados no son válidos.');
    expect(e.errors).toEqual({ email: ['El correo es obligatorio.'], nif: ['El NIF es obligatorio.'] });
    expect(e.fieldError('email')).toBe('El correo es obligatorio.');
    expect(e.fieldError('otro')).toBeUndefined();
    expect(e.isValidationError).toBe(true);
    expect(e.isSessionError).toBe(false);
    expect(errors).toEqual([e]);
  });

  it('a 401 session error is emitted to listeners before it is thrown', async () => {
    mockFetch(() => json({ status: 'Error', message: SESSION_ERRORS.sesionInexistente }, 401));
    const order: string[] = [];
    const offOrder = onApiError(() => order.push('listener'));
    const e = await caught(call(me).finally(() => order.push('catch')));
    offOrder();
    expect(order).toEqual(['listener', 'catch']);
    expect(e.status).toBe(401);
    expect(e.isSessionError).toBe(true);
    expect(e.body).toEqual({ status: 'Error', message: SESSION_ERRORS.sesionInexistente });
    expect(errors).toHaveLength(1);
    expect(errors[0]!.isSessionError).toBe(true);
  });

  it("a session error about a token the browser no longer holds is thrown but not emitted: another user's session goes on", async () => {
    const before = await signedToken();
    useSession.getState().signIn(before);
    // The answer arrives after the browser changed user (the way back from an impersonation).
    const after = await signedToken({ usuario: 'A08612343' });
    mockFetch(() => {
      useSession.getState().signIn(after);
      return json({ status: 'Error', message: SESSION_ERRORS.sesionInexistente }, 401);
    });
    const e = await caught(call(me));
    expect(e.isSessionError).toBe(true);
    expect(errors).toEqual([]);
    expect(useSession.getState().token).toBe(after);
  });

  it('a session error about the token the browser still holds is emitted', async () => {
    useSession.getState().signIn(await signedToken());
    mockFetch(() => json({ status: 'Error', message: SESSION_ERRORS.expirado }, 401));
    await caught(call(me));
    expect(errors.map((e) => e.isSessionError)).toEqual([true]);
  });

  it.each(Object.values(SESSION_ERRORS))('401 %s is a session error', async (message) => {
    mockFetch(() => json({ status: 'Error', message }, 401));
    await expect(call(me)).rejects.toMatchObject({ status: 401, isSessionError: true });
  });

  it('a 401 with another message (wrong password) is not a session error', async () => {
    mockFetch(() => json({ status: 'Error', message: AUTH_MSG.credencialesIncorrectas }, 401));
    const e = await caught(call(login, { body: { usuario: 'B12345674', password: 'x', modulo_app: 'organizacion' } }));
    expect(e.status).toBe(401);
    expect(e.message).toBe(AUTH_MSG.credencialesIncorrectas);
    expect(e.isSessionError).toBe(false);
  });

  it('a network failure becomes status 0 with the error text', async () => {
    mockFetch(() => {
      throw new TypeError('fetch failed');
    });
    const e = await caught(call(logout));
    expect(e).toBeInstanceOf(ApiError);
    expect(e.status).toBe(0);
    expect(e.message).toBe('fetch failed');
    expect(e.isNetworkError).toBe(true);
    expect(errors).toEqual([e]);
  });

  it('POST is never retried; GET is retried once on 503', async () => {
    const posts = mockFetch(() => json({ status: 'Error', message: 'down' }, 503));
    await expect(call(login, { body: { usuario: 'B12345674', password: 'x', modulo_app: 'organizacion' } })).rejects.toMatchObject({ status: 503 });
    expect(posts).toHaveLength(1);
    const gets = mockFetch(() => json({ status: 'Error', message: 'down' }, 503));
    await expect(call(idiomas)).rejects.toMatchObject({ status: 503, message: 'down' });
    expect(gets).toHaveLength(2);
  });

  it('uses a contract text when an error answer has no message', async () => {
    mockFetch(() => new Response('<html>Bad gateway</html>', { status: 500 }));
    const e = await caught(call(me));
    expect(e.status).toBe(500);
    expect(e.message).toBe(MSG.errorServidor);
    expect(e.body).toBe('<html>Bad gateway</html>');
  });

  it('invalid bodies throw 422 with the schema texts and send nothing', async () => {
    const calls = mockFetch(() => json({}));
    const e = await caught(call(login, { body: { usuario: '  ', password: '', modulo_app: 'organizacion' } }));
    expect(calls).toHaveLength(0);
    expect(e).toBeInstanceOf(ApiError);
    expect(e.status).toBe(422);
    expect(e.fieldError('usuario')).toBe(MSG.documentoObligatorio);
    expect(e.fieldError('password')).toBe(MSG.passwordObligatoria);
    expect(errors).toEqual([e]);
  });

  it('an invalid postal code is rejected before the call', async () => {
    const calls = mockFetch(() => json({}));
    const e = await caught(call(poblacion, { query: { cp: '8001' } }));
    expect(calls).toHaveLength(0);
    expect(e.status).toBe(422);
    expect(e.fieldError('cp')).toBe('El código postal debe tener 5 dígitos.');
  });

  it('a cancelled request rethrows the AbortError and emits nothing', async () => {
    mockFetch(
      (request) =>
        new Promise<Response>((_resolve, reject) => {
          if (request.signal.aborted) reject(request.signal.reason);
          request.signal.addEventListener('abort', () => reject(request.signal.reason));
        }),
    );
    const controller = new AbortController();
    const pending = call(health, undefined, { signal: controller.signal });
    controller.abort();
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
    expect(errors).toHaveLength(0);
  });

  it('a failing listener does not stop the others', async () => {
    const spy = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const offBad = onApiError(() => {
      throw new Error('boom');
    });
    mockFetch(() => json({ status: 'Error', message: 'x' }, 400));
    await expect(call(me)).rejects.toBeInstanceOf(ApiError);
    offBad();
    expect(errors).toHaveLength(1);
    expect(spy).toHaveBeenCalled();
  });

  it('unsubscribing stops the events', async () => {
    off();
    mockFetch(() => json({ status: 'Error', message: 'x' }, 400));
    await expect(call(me)).rejects.toBeInstanceOf(ApiError);
    expect(errors).toHaveLength(0);
  });
});

describe('downloads', () => {
  it('returns the blob and its file name', async () => {
    mockFetch(
      () =>
        new Response('PDFDATA', {
          status: 200,
          headers: { 'Content-Type': 'application/pdf', 'Content-Disposition': 'attachment; filename="iso 14001.pdf"' },
        }),
    );
    const d = await download(documento, { params: { id: 3 } });
    expect(await d.blob.text()).toBe('PDFDATA');
    expect(d.filename).toBe('iso 14001.pdf');
    expect(d.contentType).toBe('application/pdf');
  });

  it('reports the progress of a streamed file: bytes received, no total size, the rows announced', async () => {
    const encoder = new TextEncoder();
    mockFetch(
      () =>
        new Response(
          new ReadableStream<Uint8Array>({
            start(controller) {
              controller.enqueue(encoder.encode('PK\u0003\u0004'));
              controller.enqueue(encoder.encode('rows'));
              controller.close();
            },
          }),
          {
            status: 200,
            headers: {
              'Content-Type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
              'Content-Disposition': 'attachment; filename="2026-11-23_Empresas.xlsx"',
              'X-Total-Count': '57',
            },
          },
        ),
    );
    const seen: unknown[] = [];
    const d = await download(documento, { params: { id: 1 } }, { onProgress: (p) => seen.push(p) });
    expect(seen).toEqual([
      { receivedBytes: 0, totalBytes: null, totalRows: 57 },
      { receivedBytes: 4, totalBytes: null, totalRows: 57 },
      { receivedBytes: 8, totalBytes: null, totalRows: 57 },
    ]);
    expect(await d.blob.text()).toBe('PK\u0003\u0004rows');
    expect(d.blob.type).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(d).toMatchObject({ filename: '2026-11-23_Empresas.xlsx', rows: 57 });
  });

  it('stops a download the caller cancels, without reporting a failure', async () => {
    mockFetch(
      () =>
        new Response(
          new ReadableStream<Uint8Array>({
            start(controller) {
              // One chunk, then the server keeps the file coming forever.
              controller.enqueue(new Uint8Array(1024));
            },
          }),
          { status: 200, headers: { 'Content-Type': 'application/octet-stream' } },
        ),
    );
    const reported: ApiError[] = [];
    const off = onApiError((e) => reported.push(e));
    const controller = new AbortController();
    const pending = download(documento, { params: { id: 1 } }, {
      signal: controller.signal,
      onProgress: ({ receivedBytes }) => {
        if (receivedBytes > 0) controller.abort();
      },
    });
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
    off();
    expect(reported).toEqual([]);
  });

  it('parses JSON error bodies of downloads', async () => {
    mockFetch(() => json({ status: 'Error', message: 'No se ha encontrado el recurso solicitado.' }, 404));
    await expect(download(documento, { params: { id: 4 } })).rejects.toMatchObject({
      status: 404,
      message: 'No se ha encontrado el recurso solicitado.',
    });
  });
});
