import { SignJWT } from 'jose';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ENDPOINTS, MSG, SESSION_ERRORS } from '../contract';
import { useSession } from '../session';
import {
  apiDownload,
  ApiError,
  apiRequest,
  apiUrl,
  configureApi,
  deleteLogout,
  getIdiomas,
  getMe,
  getPaises,
  getPoblacion,
  onApiError,
  postLogin,
  postParametrosGenerales,
} from './index';

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

async function signedToken(): Promise<string> {
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({ usuario: 'admin', perfil: 1, modulo_app: 'administrador', nombre: 'Ana', apellidos: 'Pons', estado_pago: null, sid: '0b6c3f7e-1d2a-4c5b-9e8f-7a6b5c4d3e2f' })
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

    const body = await getPaises();

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
    await getIdiomas();
    expect(calls[0]!.headers.has('Authorization')).toBe(false);
    expect(calls[0]!.headers.get('Accept-Language')).toBe('es');
  });

  it('postLogin sends the validated (trimmed) body as JSON', async () => {
    const calls = mockFetch(() => json({ status: 'Success', message: MSG.sesionIniciada, data: { token: 't' } }, 200));
    const res = await postLogin({ usuario: '  B12345674 ', password: 'secreto', modulo_app: 'organizacion' });
    expect(res.data.token).toBe('t');
    const req = calls[0]!;
    expect(req.method).toBe('POST');
    expect(req.url).toBe(`${BASE}${ENDPOINTS.login.path}`);
    expect(req.headers.get('Content-Type')).toContain('application/json');
    expect(JSON.parse(req.text)).toEqual({ usuario: 'B12345674', password: 'secreto', modulo_app: 'organizacion' });
  });

  it('deleteLogout, getMe and getPoblacion use the contract paths', async () => {
    const calls = mockFetch(() => json({ status: 'Success', message: 'ok', data: null }));
    await deleteLogout();
    await getMe();
    await getPoblacion('08001');
    expect(calls.map((c) => `${c.method} ${c.url}`)).toEqual([
      `DELETE ${BASE}/auth/logout`,
      `GET ${BASE}/auth/me`,
      `GET ${BASE}/poblacion?cp=08001`,
    ]);
  });

  it('postParametrosGenerales applies the schema defaults', async () => {
    const calls = mockFetch(() => json({ status: 'Success', message: 'ok', data: { tipo_empresa: [{ param_id: 'empresa', pt_texto: 'Empresa' }] } }));
    const res = await postParametrosGenerales([{ param: 'tipo_empresa' }]);
    expect(res.data.tipo_empresa?.[0]?.pt_texto).toBe('Empresa');
    expect(JSON.parse(calls[0]!.text)).toEqual([{ param: 'tipo_empresa', locale: 1, active: true }]);
  });

  it('postParametrosGenerales asks for the texts of the interface language (Catalan is 2)', async () => {
    const calls = mockFetch(() => json({ status: 'Success', message: 'ok', data: {} }));
    useSession.getState().setLang('ca');
    try {
      await postParametrosGenerales([{ param: 'tipo_empresa' }, { param: 'tamanio_empresa', locale: 3 }]);
    } finally {
      useSession.getState().setLang('es');
    }
    expect(JSON.parse(calls[0]!.text)).toEqual([
      { param: 'tipo_empresa', locale: 2, active: true },
      { param: 'tamanio_empresa', locale: 3, active: true },
    ]);
    expect(calls[0]!.headers.get('accept-language')).toBe('ca');
  });

  it('apiRequest fills path parameters, merges queries and drops empty filters', async () => {
    const calls = mockFetch(() => json({ status: 'Success', message: 'ok', data: null }));
    await apiRequest({ method: 'POST', path: '/usuario-admin/{id}/actualizar?_method=PATCH' }, {
      params: { id: 'a/b' },
      searchParams: { page: 2, filter_name: '', filter_cif: null, activo: false },
    });
    expect(calls[0]!.url).toBe(`${BASE}/usuario-admin/a%2Fb/actualizar?_method=PATCH&page=2&activo=false`);
  });

  it('apiUrl builds URLs for the browser to fetch', () => {
    expect(apiUrl('/org-logo-img/{id}/img', { params: { id: 5 }, searchParams: { token_img: 'abc', x: undefined } })).toBe(
      `${BASE}/org-logo-img/5/img?token_img=abc`,
    );
    configureApi({});
    expect(apiUrl(ENDPOINTS.health.path)).toBe('/api/health');
  });
});

describe('errors', () => {
  it('maps 422 field errors', async () => {
    mockFetch(() =>
      json({ status: 'Error', message: 'Los datos enviados no son válidos.', errors: { email: ['El correo es obligatorio.'], nif: 'El NIF es obligatorio.' } }, 422),
    );
    const e = await caught(getMe());
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
    const e = await caught(getMe().finally(() => order.push('catch')));
    offOrder();
    expect(order).toEqual(['listener', 'catch']);
    expect(e.status).toBe(401);
    expect(e.isSessionError).toBe(true);
    expect(e.body).toEqual({ status: 'Error', message: SESSION_ERRORS.sesionInexistente });
    expect(errors).toHaveLength(1);
    expect(errors[0]!.isSessionError).toBe(true);
  });

  it.each(Object.values(SESSION_ERRORS))('401 %s is a session error', async (message) => {
    mockFetch(() => json({ status: 'Error', message }, 401));
    await expect(getMe()).rejects.toMatchObject({ status: 401, isSessionError: true });
  });

  it('a 401 with another message (wrong password) is not a session error', async () => {
    mockFetch(() => json({ status: 'Error', message: MSG.credencialesIncorrectas }, 401));
    const e = await caught(postLogin({ usuario: 'B12345674', password: 'x', modulo_app: 'organizacion' }));
    expect(e.status).toBe(401);
    expect(e.message).toBe(MSG.credencialesIncorrectas);
    expect(e.isSessionError).toBe(false);
  });

  it('a network failure becomes status 0 with the error text', async () => {
    mockFetch(() => {
      throw new TypeError('fetch failed');
    });
    const e = await caught(deleteLogout());
    expect(e).toBeInstanceOf(ApiError);
    expect(e.status).toBe(0);
    expect(e.message).toBe('fetch failed');
    expect(e.isNetworkError).toBe(true);
    expect(errors).toEqual([e]);
  });

  it('POST is never retried; GET is retried once on 503', async () => {
    const posts = mockFetch(() => json({ status: 'Error', message: 'down' }, 503));
    await expect(postLogin({ usuario: 'B12345674', password: 'x', modulo_app: 'organizacion' })).rejects.toMatchObject({ status: 503 });
    expect(posts).toHaveLength(1);
    const gets = mockFetch(() => json({ status: 'Error', message: 'down' }, 503));
    await expect(getIdiomas()).rejects.toMatchObject({ status: 503, message: 'down' });
    expect(gets).toHaveLength(2);
  });

  it('uses a contract text when an error answer has no message', async () => {
    mockFetch(() => new Response('<html>Bad gateway</html>', { status: 500 }));
    const e = await caught(getMe());
    expect(e.status).toBe(500);
    expect(e.message).toBe(MSG.errorServidor);
    expect(e.body).toBe('<html>Bad gateway</html>');
  });

  it('invalid bodies throw 422 with the schema texts and send nothing', async () => {
    const calls = mockFetch(() => json({}));
    const e = await caught(postLogin({ usuario: '  ', password: '', modulo_app: 'organizacion' }));
    expect(calls).toHaveLength(0);
    expect(e).toBeInstanceOf(ApiError);
    expect(e.status).toBe(422);
    expect(e.fieldError('usuario')).toBe(MSG.documentoObligatorio);
    expect(e.fieldError('password')).toBe(MSG.passwordObligatoria);
    expect(errors).toEqual([e]);
  });

  it('an invalid postal code is rejected before the call', async () => {
    const calls = mockFetch(() => json({}));
    const e = await caught(getPoblacion('8001'));
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
    const pending = apiRequest(ENDPOINTS.health, { signal: controller.signal });
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
    await expect(getMe()).rejects.toBeInstanceOf(ApiError);
    offBad();
    expect(errors).toHaveLength(1);
    expect(spy).toHaveBeenCalled();
  });

  it('unsubscribing stops the events', async () => {
    off();
    mockFetch(() => json({ status: 'Error', message: 'x' }, 400));
    await expect(getMe()).rejects.toBeInstanceOf(ApiError);
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
    const d = await apiDownload({ method: 'GET', path: '/organizaciones/{id}/obtener-documento' }, { params: { id: 3 } });
    expect(await d.blob.text()).toBe('PDFDATA');
    expect(d.filename).toBe('iso 14001.pdf');
    expect(d.contentType).toBe('application/pdf');
  });

  it('parses JSON error bodies of downloads', async () => {
    mockFetch(() => json({ status: 'Error', message: 'No se ha encontrado el recurso solicitado.' }, 404));
    await expect(apiDownload({ method: 'GET', path: '/x' })).rejects.toMatchObject({
      status: 404,
      message: 'No se ha encontrado el recurso solicitado.',
    });
  });
});
