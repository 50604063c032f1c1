// Test helper of the registration screens: a fetch stub that also reads multipart bodies
// (config/test-utils' stubFetch parses JSON bodies only), and the canned reference answers.
import { vi } from 'vitest';

/** A request the stub received: multipart bodies as FormData, JSON ones parsed. */
export interface ApiCall {
  method: string;
  /** Path and query, e.g. '/api/poblacion?cp=08001'. */
  path: string;
  form: FormData | null;
  json: unknown;
}

/** An answer by path (without query), or a function of the call. */
export type Routes = Record<string, Response | ((call: ApiCall) => Response)>;

export function envelope(data: unknown, status = 200, message = ''): Response {
  return new Response(JSON.stringify({ status: status < 400 ? 'Success' : 'Error', message, data }), {
    status,
    headers: { 'content-type': 'application/json' },
  });
}

export function errorResponse(status: number, message: string, errors?: Record<string, string[]>): Response {
  return new Response(JSON.stringify({ status: 'Error', message, errors }), { status, headers: { 'content-type': 'application/json' } });
}

/** Countries, towns of 08001/08002 and the company type and size lists. */
export function referenceRoutes(): Routes {
  return {
    '/api/paises': () => envelope([
      { id: 1, pais_nombre: 'España' },
      { id: 2, pais_nombre: 'Francia' },
    ]),
    '/api/poblacion': (call) => {
      const cp = new URL(call.path, 'http://x').searchParams.get('cp');
      if (cp === '08001') return envelope([{ poblacion: 'Barcelona', provincia: 'Barcelona' }], 201);
      if (cp === '08002') return envelope([
        { poblacion: 'Barcelona', provincia: 'Barcelona' },
        { poblacion: 'Ciutat Vella', provincia: 'Barcelona' },
      ], 201);
      return errorResponse(404, 'No se ha encontrado el código postal.');
    },
    '/api/parametros_generales': () =>
      envelope({
        tipo_empresa: [
          { param_id: 'empresa', pt_texto: 'Empresa' },
          { param_id: 'asociacion', pt_texto: 'Asociación' },
        ],
        tamanio_empresa: [
          { param_id: 'micro', pt_texto: 'Microempresa' },
          { param_id: 'grande', pt_texto: 'Gran empresa' },
        ],
        tamanio_asociacion: [{ param_id: 'asociacion_pequena', pt_texto: 'Asociación pequeña' }],
      }),
  };
}

/**
 * Replaces fetch with `routes` (plus the reference answers); returns the calls received.
 * Paths without a route answer 404.
 */
export function stubApi(routes: Routes = {}): ApiCall[] {
  const all: Routes = { ...referenceRoutes(), ...routes };
  const calls: ApiCall[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = input instanceof Request ? input : new Request(new URL(String(input), window.location.href), init);
      const url = new URL(request.url);
      const type = request.headers.get('content-type') ?? '';
      const call: ApiCall = { method: request.method, path: url.pathname + url.search, form: null, json: null };
      if (type.includes('multipart/form-data')) call.form = await request.clone().formData();
      else {
        const text = await request.clone().text();
        call.json = text === '' ? null : (JSON.parse(text) as unknown);
      }
      calls.push(call);
      const route = all[url.pathname];
      if (!route) return errorResponse(404, 'No encontrado');
      return typeof route === 'function' ? route(call) : route.clone();
    }),
  );
  return calls;
}
