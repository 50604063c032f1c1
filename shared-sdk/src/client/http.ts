import ky, { HTTPError, type KyInstance } from 'ky';
import * as v from 'valibot';
import { MSG, type Envelope } from '../contract';
import { getLang, getToken } from '../session/store';
import { ApiError, apiErrorFromBody, toFieldErrors } from './errors';

/**
 * Default API base: same origin, under /api (ARCHITECTURE.md).
 *
 * @example
 * configureApi({ baseUrl: DEFAULT_API_BASE }); // back to the default
 */
export const DEFAULT_API_BASE = '/api';
const TIMEOUT_MS = 30_000;

/**
 * Client configuration.
 *
 * @example
 * configureApi({ baseUrl: 'https://portal.example.org/api' });
 */
export interface ApiConfig {
  /** Base of every path; default '/api'. */
  baseUrl?: string;
}

/**
 * An HTTP method of the endpoint table.
 *
 * @example
 * const method: HttpMethod = ENDPOINTS.login.method; // 'POST'
 */
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * An endpoint: method and path relative to the API base. Path placeholders
 * may be written `{name}` or `:name`; a path may carry a query (`?_method=PATCH`).
 *
 * @example
 * const ep: Endpoint = { method: 'GET', path: '/organizaciones/{id}/obtener-documento' };
 */
export interface Endpoint {
  method: HttpMethod;
  path: string;
}

/**
 * Values of query parameters; null, undefined and '' are left out of the request.
 *
 * @example
 * const filters: Record<string, QueryValue> = { filter_name: '', page: 1 }; // sends ?page=1
 */
export type QueryValue = string | number | boolean | null | undefined;

/**
 * Options of `apiRequest` and `apiDownload`.
 *
 * @example
 * const options: RequestOptions = { params: { id: 7 }, searchParams: { page: 2, filter_name: '' } };
 */
export interface RequestOptions {
  /** JSON body. */
  json?: unknown;
  /** Validates `json` with this schema first, sending its output; failures throw ApiError 422 without a request. */
  schema?: v.GenericSchema;
  /** Multipart or raw body. */
  body?: FormData | URLSearchParams | Blob | string;
  /** Values of the path placeholders. */
  params?: Record<string, string | number>;
  searchParams?: Record<string, QueryValue>;
  signal?: AbortSignal;
}

let baseUrl = DEFAULT_API_BASE;
let instance: KyInstance = build(baseUrl);

function build(prefixUrl: string): KyInstance {
  return ky.create({
    prefixUrl,
    timeout: TIMEOUT_MS,
    headers: { Accept: 'application/json' },
    // Only reads are retried, once, and only on answers that say "try again".
    retry: { limit: 1, methods: ['get'], statusCodes: [408, 429, 502, 503, 504] },
    hooks: {
      beforeRequest: [
        (request) => {
          const token = getToken();
          if (token !== null) request.headers.set('Authorization', `Bearer ${token}`);
          request.headers.set('Accept-Language', getLang());
        },
      ],
    },
  });
}

/**
 * Sets the API base (default '/api'). Call it once at start-up when the API
 * lives elsewhere.
 *
 * @example
 * configureApi({ baseUrl: window.__CONFIG__.apiBase });
 */
export function configureApi(config: ApiConfig): void {
  baseUrl = (config.baseUrl ?? DEFAULT_API_BASE).replace(/\/+$/, '');
  instance = build(baseUrl);
}

type Listener = (error: ApiError) => void;
const listeners = new Set<Listener>();

/**
 * Subscribes to every ApiError the client throws, before it is thrown. The
 * shell signs out on session errors here; the SDK itself shows nothing.
 * Returns the unsubscribe function.
 *
 * @example
 * const off = onApiError((e) => { if (e.isSessionError) useSession.getState().signOut(); });
 */
export function onApiError(listener: Listener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

function fail(error: ApiError): never {
  for (const listener of [...listeners]) {
    try {
      listener(error);
    } catch (e) {
      console.error('onApiError listener failed', e);
    }
  }
  throw error;
}

/**
 * Validates a request body with a contract schema and returns the schema's
 * output (trimmed, defaults applied). Failures throw (and emit) ApiError 422
 * with the field errors, exactly like the server's answer.
 *
 * @example
 * const body = validateBody(LoginBody, values);
 */
export function validateBody<TSchema extends v.GenericSchema>(schema: TSchema, input: unknown): v.InferOutput<TSchema> {
  const result = v.safeParse(schema, input);
  if (result.success) return result.output;
  const flat = v.flatten(result.issues);
  const errors = toFieldErrors(flat.nested ?? {});
  const message = flat.root?.[0] ?? MSG.datosInvalidos;
  return fail(new ApiError(422, message, errors, { status: 'Error', message, errors }));
}

function resolvePath(path: string, params: Record<string, string | number> = {}): { path: string; query: URLSearchParams } {
  const [rawPath = '', rawQuery = ''] = path.split('?', 2);
  const filled = rawPath.replace(/\{(\w+)\}|:(\w+)/g, (_m, braced: string | undefined, colon: string | undefined) => {
    const name = braced ?? colon ?? '';
    const value = params[name];
    if (value === undefined) throw new Error(`Missing path parameter '${name}' for ${path}`);
    return encodeURIComponent(String(value));
  });
  return { path: filled.replace(/^\/+/, ''), query: new URLSearchParams(rawQuery) };
}

function buildQuery(query: URLSearchParams, searchParams: Record<string, QueryValue> = {}): URLSearchParams {
  for (const [key, value] of Object.entries(searchParams)) {
    if (value === null || value === undefined || value === '') continue;
    query.set(key, String(value));
  }
  return query;
}

function isAbort(e: unknown): boolean {
  return e instanceof Error && e.name === 'AbortError';
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (text === '') return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

function fallbackMessage(status: number): string {
  if (status === 403) return MSG.sinPermiso;
  if (status === 404) return MSG.noEncontrado;
  if (status === 422) return MSG.datosInvalidos;
  if (status >= 500) return MSG.errorServidor;
  return '';
}

async function send(endpoint: Endpoint, options: RequestOptions): Promise<Response> {
  const { path, query } = resolvePath(endpoint.path, options.params);
  const json = options.schema ? validateBody(options.schema, options.json) : options.json;
  try {
    return await instance(path, {
      method: endpoint.method,
      json,
      body: options.body,
      searchParams: buildQuery(query, options.searchParams),
      signal: options.signal,
    });
  } catch (e) {
    if (e instanceof HTTPError) {
      const { status, statusText } = e.response;
      return fail(apiErrorFromBody(status, statusText, await readBody(e.response).catch(() => null), fallbackMessage(status)));
    }
    // A caller's cancellation is not a failure to report.
    if (isAbort(e)) throw e;
    return fail(new ApiError(0, e instanceof Error ? e.message : String(e)));
  }
}

/**
 * Calls any endpoint of the contract and returns the envelope. Every failure
 * becomes an ApiError (emitted to `onApiError` listeners, then thrown);
 * a cancelled request rethrows the AbortError untouched.
 *
 * @example
 * const page = await apiRequest<Paginated<Organizacion>>({ method: 'GET', path: '/organizaciones' }, { searchParams: { page: 2 } });
 */
export async function apiRequest<T>(endpoint: Endpoint, options: RequestOptions = {}): Promise<Envelope<T>> {
  const response = await send(endpoint, options);
  let body: unknown;
  try {
    body = await readBody(response);
  } catch (e) {
    return fail(new ApiError(0, e instanceof Error ? e.message : String(e)));
  }
  if (typeof body !== 'object' || body === null) {
    return fail(new ApiError(response.status, MSG.errorServidor, {}, body));
  }
  // The contract fixes the envelope; the answer is trusted to follow it.
  return body as Envelope<T>;
}

/**
 * A downloaded file with its name (from Content-Disposition) and type.
 *
 * @example
 * const { blob, filename } = await apiDownload(ep, { params: { id } });
 */
export interface Download {
  blob: Blob;
  filename: string | null;
  contentType: string;
}

function filenameOf(disposition: string | null): string | null {
  if (!disposition) return null;
  const star = /filename\*\s*=\s*(?:UTF-8'')?([^;]+)/i.exec(disposition);
  if (star?.[1]) {
    try {
      return decodeURIComponent(star[1].trim().replace(/^"|"$/g, ''));
    } catch {
      // fall through to the plain name
    }
  }
  const plain = /filename\s*=\s*"?([^";]+)"?/i.exec(disposition);
  return plain?.[1]?.trim() ?? null;
}

/**
 * Downloads a file (blob answer). Error answers, which arrive as JSON in the
 * blob, become ApiError like any other call (spec part 1 §8).
 *
 * @example
 * const { blob, filename } = await apiDownload({ method: 'GET', path: '/organizaciones/{id}/obtener-documento' }, { params: { id }, searchParams: { doc_type: 'iso14001' } });
 */
export async function apiDownload(endpoint: Endpoint, options: RequestOptions = {}): Promise<Download> {
  const response = await send(endpoint, options);
  try {
    return {
      blob: await response.blob(),
      filename: filenameOf(response.headers.get('Content-Disposition')),
      contentType: response.headers.get('Content-Type') ?? 'application/octet-stream',
    };
  } catch (e) {
    if (isAbort(e)) throw e;
    return fail(new ApiError(0, e instanceof Error ? e.message : String(e)));
  }
}

/**
 * The absolute-or-rooted URL of an API path, for `<img src>` and links the
 * browser fetches itself (logos with `token_img`, the forum link). Empty query
 * values are left out.
 *
 * @example
 * <img src={apiUrl('/org-logo-img/{id}/img', { params: { id }, searchParams: { token_img } })} />
 */
export function apiUrl(path: string, options: Pick<RequestOptions, 'params' | 'searchParams'> = {}): string {
  const resolved = resolvePath(path, options.params);
  const query = buildQuery(resolved.query, options.searchParams).toString();
  return `${baseUrl}/${resolved.path}${query ? `?${query}` : ''}`;
}
