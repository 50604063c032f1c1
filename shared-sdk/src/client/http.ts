import ky, { HTTPError, type KyInstance } from 'ky';
import * as v from 'valibot';
import {
  MSG,
  resolvePath,
  toFormData,
  type Endpoint,
  type EndpointConfig,
  type EndpointData,
  type EndpointInput,
  type Envelope,
  type NeedsNoInput,
} from '@dapcon/contract/core';
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
 * Options of one call.
 *
 * @example
 * await call(registroConsultor, { body: values }, { validate: false });
 */
export interface CallOptions {
  /**
   * False sends the input as it is, unchecked: a form the contract refused in the browser, to learn
   * what only the server knows (a CIF/NIF registered already). The server checks it anyway.
   */
  validate?: boolean;
  signal?: AbortSignal;
}

/**
 * The arguments of `call` after the endpoint: the input (required when the endpoint has params,
 * a query or a body) and the options.
 */
export type CallArgs<E extends EndpointConfig> =
  NeedsNoInput<E> extends true ? [input?: EndpointInput<E>, options?: CallOptions] : [input: EndpointInput<E>, options?: CallOptions];

/** The Authorization header a token goes out in, or null without one. */
function bearerOf(token: string | null): string | null {
  return token === null ? null : `Bearer ${token}`;
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
          const authorization = bearerOf(getToken());
          if (authorization !== null) request.headers.set('Authorization', authorization);
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
 * Validates a value with a contract schema and returns the schema's output (trimmed, defaults
 * applied). Failures throw (and emit) ApiError 422 with the field errors, exactly like the
 * server's answer.
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

/**
 * The query string a call of `endpoint` sends for `query`: the schema's output (defaults applied:
 * a fixed `organizacion_id`, the default sort and page), empty values left out, in a stable order.
 * The query cache keys on it, so two inputs that go out differently never share an answer. An
 * input the schema refuses gives its own values as they are (the call would fail anyway).
 *
 * @example
 * queryStringOf(organizaciones, {}) // 'estado_id=alta&page=1&order_by=org_nombre+asc'
 */
export function queryStringOf(endpoint: Endpoint, query: unknown): string {
  if (!endpoint.query) return '';
  const result = v.safeParse(endpoint.query, query ?? {});
  const params = searchParamsOf(result.success ? result.output : query);
  params.sort();
  return params.toString();
}

/** Values of a query; null, undefined and '' are left out of the request. */
export type QueryValue = string | number | boolean | null | undefined;

function searchParamsOf(query: unknown): URLSearchParams {
  const out = new URLSearchParams();
  if (typeof query !== 'object' || query === null) return out;
  for (const [key, value] of Object.entries(query as Record<string, unknown>)) {
    if (value === null || value === undefined || value === '') continue;
    out.set(key, String(value));
  }
  return out;
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

/** What goes on the wire for an endpoint and an input: path, query and body, checked unless told not to. */
interface Prepared {
  path: string;
  searchParams: URLSearchParams;
  json?: unknown;
  body?: FormData;
}

function prepare(endpoint: EndpointConfig, input: Partial<EndpointInput<EndpointConfig>>, validate: boolean): Prepared {
  const check = (schema: v.GenericSchema | undefined, value: unknown) => (schema && validate ? validateBody(schema, value) : value);
  const params = check(endpoint.params, input.params) as Record<string, unknown> | undefined;
  // A query string is at least empty: an endpoint whose query is all optional may be called without one.
  const query = check(endpoint.query, input.query ?? (endpoint.query ? {} : undefined));
  const prepared: Prepared = { path: resolvePath(endpoint.path, params ?? {}).replace(/^\/+/, ''), searchParams: searchParamsOf(query) };
  if (endpoint.body === undefined) return prepared;
  const body = check(endpoint.body, input.body);
  if (endpoint.multipart) prepared.body = toFormData((body ?? {}) as Record<string, unknown>);
  else prepared.json = body;
  return prepared;
}

async function send(endpoint: EndpointConfig, input: Partial<EndpointInput<EndpointConfig>>, options: CallOptions): Promise<Response> {
  const request = prepare(endpoint, input, options.validate !== false);
  try {
    return await instance(request.path, {
      method: endpoint.method,
      json: request.json,
      body: request.body,
      searchParams: request.searchParams,
      signal: options.signal,
    });
  } catch (e) {
    if (e instanceof HTTPError) {
      const { status, statusText } = e.response;
      const error = apiErrorFromBody(status, statusText, await readBody(e.response).catch(() => null), fallbackMessage(status));
      // A session error about a token the browser holds no longer (sent before a change of user, such
      // as the way back from an impersonation, answered after it) says nothing of the current session:
      // thrown to its caller, not reported, so nobody signs the new session out.
            if (error.isSessionError && e.request.headers.get('Authorization') !== bearerOf(getToken())) throw error;
      return fail(error);
    }
    // A caller's cancellation is not a failure to report.
    if (isAbort(e)) throw e;
    return fail(new ApiError(0, e instanceof Error ? e.message : String(e)));
  }
}

/**
 * Calls an endpoint of the contract and returns its answer, `{ status, message, data }`.
 *
 * The input is checked with the endpoint's schemas first (a 422 ApiError with the server's own
 * texts, no request), then sent: JSON, or multipart for endpoints with files. The answer's
 * `data` is checked with the endpoint's response schema, so a screen never works with a body
 * the contract does not describe. Every failure becomes an ApiError (emitted to `onApiError`
 * listeners, then thrown); a cancelled request rethrows the AbortError untouched.
 *
 * @example
 * const { data } = await call(login, { body: { usuario, password, modulo_app: 'organizacion' } });
 * const { data: towns } = await call(poblacion, { query: { cp: '08001' } });
 * await call(logout);
 */
export async function call<E extends Endpoint>(endpoint: E, ...[input, options = {}]: CallArgs<E>): Promise<Envelope<EndpointData<E>>> {
  const response = await send(endpoint, input ?? {}, options);
  let body: unknown;
  try {
    body = await readBody(response);
  } catch (e) {
    if (isAbort(e)) throw e;
    return fail(new ApiError(0, e instanceof Error ? e.message : String(e)));
  }
  const envelope = typeof body === 'object' && body !== null ? (body as Partial<Envelope<unknown>>) : null;
  const content = endpoint.envelope === false ? body : envelope?.data;
  const checked = v.safeParse(endpoint.response, content);
  if (envelope === null || !checked.success) {
    console.error(`The answer of ${endpoint.id} does not follow the contract`, checked.issues ?? body);
    return fail(new ApiError(response.status, MSG.errorServidor, {}, body));
  }
  if (endpoint.envelope === false) return { status: 'Success', message: '', data: checked.output };
  return { status: envelope.status ?? 'Success', message: envelope.message ?? '', data: checked.output };
}

/**
 * A downloaded file with its name (from Content-Disposition) and type.
 *
 * @example
 * const { blob, filename } = await download(documentoOrganizacion, { params: { id } });
 */
export interface Download {
  blob: Blob;
  filename: string | null;
  contentType: string;
  /** The rows the file holds, when the server says (`X-Total-Count`, a list's Excel). */
  rows: number | null;
}

/**
 * How far a download has got. A streamed file (a list's Excel) has no `Content-Length`: only the
 * bytes received are known, and the rows the server announced in `X-Total-Count`.
 *
 * @example
 * onProgress: ({ receivedBytes, totalBytes }) => setShown(totalBytes ? receivedBytes / totalBytes : null)
 */
export interface DownloadProgress {
  /** Bytes of the body received so far. */
  receivedBytes: number;
  /** The body's size when the server sent `Content-Length`, else null. */
  totalBytes: number | null;
  /** The rows of the file when the server sent `X-Total-Count`, else null. */
  totalRows: number | null;
}

/**
 * Options of a download: a call's, plus progress reports while the body arrives.
 *
 * @example
 * await download(organizaciones, { query }, { signal, onProgress: setProgress });
 */
export interface DownloadOptions extends CallOptions {
  /** Called once the answer's headers are in (0 bytes), then after each chunk of the body. */
  onProgress?: (progress: DownloadProgress) => void;
}

/** The arguments of `download` after the endpoint: as `call`'s, with {@link DownloadOptions}. */
export type DownloadArgs<E extends EndpointConfig> =
  NeedsNoInput<E> extends true ? [input?: EndpointInput<E>, options?: DownloadOptions] : [input: EndpointInput<E>, options?: DownloadOptions];

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

/** A non-negative integer header ('120'), or null. */
function countHeader(response: Response, name: string): number | null {
  const text = response.headers.get(name)?.trim() ?? '';
  return /^\d{1,15}$/.test(text) ? Number(text) : null;
}

function abortError(): Error {
  return new DOMException('The download was cancelled.', 'AbortError');
}

/** Reads a body chunk by chunk, reporting each; a cancelled signal stops it with an AbortError. */
async function readWithProgress(response: Response, type: string, onProgress: (p: DownloadProgress) => void, signal?: AbortSignal): Promise<Blob> {
  const known = { totalBytes: countHeader(response, 'Content-Length'), totalRows: countHeader(response, 'X-Total-Count') };
  onProgress({ ...known, receivedBytes: 0 });
  if (!response.body) {
    const blob = await response.blob();
    onProgress({ ...known, receivedBytes: blob.size });
    return blob;
  }
  const reader = response.body.getReader();
  // A pending read ends at once when the caller cancels, whatever the fetch does with its stream.
  const stop = () => void reader.cancel().catch(() => undefined);
  signal?.addEventListener('abort', stop, { once: true });
  try {
    const chunks: Uint8Array<ArrayBuffer>[] = [];
    let received = 0;
    for (;;) {
      if (signal?.aborted) throw abortError();
      const { done, value } = await reader.read();
      if (signal?.aborted) throw abortError();
      if (done) break;
      chunks.push(value);
      received += value.byteLength;
      onProgress({ ...known, receivedBytes: received });
    }
    return new Blob(chunks, { type });
  } finally {
    signal?.removeEventListener('abort', stop);
  }
}

/**
 * Calls an endpoint whose answer is a file. Error answers, which arrive as JSON, become
 * ApiError like any other call (spec part 1 §8). With `onProgress` the body is read chunk by
 * chunk and each step reported (bytes received; `Content-Length` and `X-Total-Count` when sent);
 * `signal` cancels it at any point with an AbortError, which is not reported as a failure.
 *
 * @example
 * const { blob, filename } = await download(exportEndpoint, { query: { to_excel: true } });
 * await download(organizaciones, { query: { ...query, to_excel: true } }, { signal, onProgress: setProgress });
 */
export async function download<E extends Endpoint>(endpoint: E, ...[input, options = {}]: DownloadArgs<E>): Promise<Download> {
  const { onProgress, ...callOptions } = options;
  const response = await send(endpoint, input ?? {}, callOptions);
  const contentType = response.headers.get('Content-Type') ?? 'application/octet-stream';
  try {
    return {
      blob: onProgress ? await readWithProgress(response, contentType, onProgress, callOptions.signal) : await response.blob(),
      filename: filenameOf(response.headers.get('Content-Disposition')),
      contentType,
      rows: countHeader(response, 'X-Total-Count'),
    };
  } catch (e) {
    if (isAbort(e)) throw e;
    return fail(new ApiError(0, e instanceof Error ? e.message : String(e)));
  }
}

/**
 * The URL of an endpoint for the browser to fetch itself (`<img src>`, a link): the API base,
 * the path with its parameters, and the query without empty values. Nothing is checked.
 *
 * @example
 * <img src={urlOf(logoOrganizacion, { params: { id }, query: { token_img } })} />
 */
export function urlOf<E extends Endpoint>(endpoint: E, ...[input]: CallArgs<E>): string {
  const path = resolvePath(endpoint.path, (input?.params ?? {}) as Record<string, unknown>);
  const query = searchParamsOf(input?.query).toString();
  return `${baseUrl}${path}${query ? `?${query}` : ''}`;
}
