// MSW handlers keyed by endpoint object: the mock API answers the contract's paths with the
// contract's shapes, checks requests with the contract's schemas (a 422 with its messages, in the
// caller's language), and logs what it received so a test can look at it.
import { decodeJwt } from 'jose';
import { http, HttpResponse, type HttpHandler } from 'msw';
import * as v from 'valibot';
import { ALL_CATALOGUES, createLocalizer, formDataValues, isAllowed, MSG, type Access, type Endpoint, type EndpointResult, type MessageLang, type ModuloApp } from '@dapcon/contract';

const localize = createLocalizer(ALL_CATALOGUES);

/** A request the mock API received, as a test reads it. */
export interface MockRequest {
  /** The endpoint's id: 'POST /auth/login'. */
  endpoint: string;
  method: string;
  /** Path and query as sent: '/api/poblacion?cp=08001'. */
  path: string;
  headers: Headers;
  /** The JSON body, or the fields of a multipart one (files as File). */
  body: unknown;
  /** The multipart body as it arrived, or null. */
  form: FormData | null;
}

const received: MockRequest[] = [];

/**
 * The requests the mock API has received since the last reset, oldest first.
 *
 * @example
 * expect(mockRequests().map((r) => r.endpoint)).toEqual(['POST /auth/login']);
 */
export function mockRequests(): readonly MockRequest[] {
  return received;
}

/** Forgets the requests received (every test starts with none). */
export function resetMockRequests(): void {
  received.length = 0;
}

/** An answer other than a plain 2xx with `data`: a status, a message. */
export class MockAnswer<T> {
  constructor(
    readonly data: T,
    readonly status?: number,
    readonly message = '',
  ) {}
}

/**
 * An answer with its status and message (the endpoint's success status by default).
 *
 * @example
 * return mockAnswer({ token_docs: 'tok', org_cif }, { message: AUTH_MSG.registroCorrecto });
 */
export function mockAnswer<T>(data: T, { status, message }: { status?: number; message?: string } = {}): MockAnswer<T> {
  return new MockAnswer(data, status, message);
}

/** An error answer: thrown by a resolver, answered as `{ status: 'Error', message, errors }`. */
export class MockError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly errors?: Record<string, string[]>,
  ) {
    super(message);
  }
}

/**
 * An error answer for a resolver to throw.
 *
 * @example
 * throw mockError(401, AUTH_MSG.credencialesIncorrectas);
 * throw mockError(422, MSG.datosInvalidos, { usuario: [AUTH_MSG.documentoYaRegistrado] });
 */
export function mockError(status: number, message: string, errors?: Record<string, string[]>): MockError {
  return new MockError(status, message, errors);
}

/** What a resolver receives: the request parts (checked by the endpoint's schemas), the caller. */
export interface MockInput {
  params: Record<string, string>;
  query: Record<string, string>;
  /** The body's values (JSON, or a multipart body's fields). */
  body: unknown;
  /** The interface language the caller asked in (`Accept-Language`). */
  lang: MessageLang;
  /** The signed-in user's id (`sub` of the bearer token), or null. */
  userId: string | null;
  request: Request;
}

/**
 * The API's own answer to a caller an endpoint's access rule refuses: 401 without a token, 403 when
 * its module or profile is not allowed (as `api/src/plugins/app/access-control.ts`).
 *
 * @example
 * mockEndpoint(logsAplicacion, (input) => { mockRequireAccess(input, logsAplicacion.access); return lines; });
 */
export function mockRequireAccess(input: MockInput, access: Access): void {
  let claims: { modulo_app?: unknown; perfil?: unknown };
  try {
    claims = decodeJwt((input.request.headers.get('authorization') ?? '').replace(/^Bearer /, ''));
  } catch {
    throw mockError(401, "No s'ha trobat el token");
  }
  if (!isAllowed(access, { modulo_app: claims.modulo_app as ModuloApp, perfil: Number(claims.perfil) })) throw mockError(403, MSG.sinPermiso);
}

/**
 * What a resolver gives: the answer's `data`, or a `mockAnswer`; or a whole `Response`, sent as it
 * is (a file: a list's Excel); it may throw a `mockError`.
 */
export type MockResolver<E extends Endpoint> = (
  input: MockInput,
) => EndpointResult<E> | MockAnswer<EndpointResult<E>> | Response | Promise<EndpointResult<E> | MockAnswer<EndpointResult<E>> | Response>;

function langOf(request: Request): MessageLang {
  return (request.headers.get('accept-language') ?? '').toLowerCase().startsWith('ca') ? 'ca' : 'es';
}

function userOf(request: Request): string | null {
  const auth = request.headers.get('authorization') ?? '';
  if (!auth.startsWith('Bearer ')) return null;
  try {
    return decodeJwt(auth.slice('Bearer '.length)).sub ?? null;
  } catch {
    return null;
  }
}

/**
 * The first message of each failing field, as the API answers a 422; null when the value passes.
 *
 * @example
 * fieldErrors(registroConsultor.body, input.body, 'body')
 */
export function fieldErrors(schema: v.GenericSchema, value: unknown, part: string): Record<string, string[]> | null {
  const result = v.safeParse(schema, value, { message: 'Los datos enviados no son válidos.' });
  if (result.success) return null;
  const errors: Record<string, string[]> = {};
  for (const issue of result.issues) errors[v.getDotPath(issue) ?? part] ??= [issue.message];
  return errors;
}

function errorResponse(status: number, message: string, lang: MessageLang, errors?: Record<string, string[]>): Response {
  const localized = errors ? Object.fromEntries(Object.entries(errors).map(([field, texts]) => [field, texts.map((t) => localize(t, lang))])) : undefined;
  return HttpResponse.json({ status: 'Error', message: localize(message, lang), ...(localized ? { errors: localized } : {}) }, { status });
}

async function bodyOf(request: Request): Promise<{ body: unknown; form: FormData | null }> {
  const type = request.headers.get('content-type') ?? '';
  if (type.includes('multipart/form-data')) {
    const form = await request.formData();
    return { body: formDataValues(form), form };
  }
  const text = await request.text();
  if (text === '') return { body: undefined, form: null };
  try {
    return { body: JSON.parse(text) as unknown, form: null };
  } catch {
    return { body: text, form: null };
  }
}

/** A handler `mockEndpoint` made, with the endpoint it answers. */
export interface RecordedMockEndpoint {
  endpoint: Endpoint;
  handler: HttpHandler;
}

/** While set, where every handler `mockEndpoint` makes is listed (the stories' fixtures test). */
let recording: RecordedMockEndpoint[] | null = null;

/**
 * A handler of the mock API for one endpoint: the request is logged, checked with the endpoint's
 * schemas (a 422 as the API gives it; `validate: false` leaves that to `resolve`), and answered
 * with what `resolve` gives, in the envelope.
 *
 * @example
 * mockServer.use(mockEndpoint(login, () => { throw mockError(401, AUTH_MSG.credencialesIncorrectas); }));
 */
export function mockEndpoint<E extends Endpoint>(endpoint: E, resolve: MockResolver<E>, { validate = true }: { validate?: boolean } = {}): HttpHandler {
  const method = endpoint.method.toLowerCase() as 'get' | 'post' | 'put' | 'patch' | 'delete';
  const handler = http[method](`*/api${endpoint.path}`, async ({ request, params }) => {
    const url = new URL(request.url);
    const { body, form } = await bodyOf(request.clone());
    received.push({ endpoint: endpoint.id, method: request.method, path: url.pathname + url.search, headers: request.headers, body, form });
    const lang = langOf(request);
    const query = Object.fromEntries(url.searchParams);
    const flatParams = Object.fromEntries(Object.entries(params).map(([k, value]) => [k, String(value)]));
    const invalid = !validate
      ? null
      : (endpoint.query && fieldErrors(endpoint.query, query, 'querystring')) || (endpoint.body && fieldErrors(endpoint.body, body, 'body')) || null;
    if (invalid) return errorResponse(422, 'Los datos enviados no son válidos.', lang, invalid);
    try {
      const answer = await resolve({ params: flatParams, query, body, lang, userId: userOf(request), request });
      if (answer instanceof Response) return answer;
      const { data, status, message } = answer instanceof MockAnswer ? answer : new MockAnswer(answer);
      const json = endpoint.envelope === false ? data : { status: 'Success', message: localize(message, lang), data };
      return HttpResponse.json(json as never, { status: status ?? endpoint.status ?? 200 });
    } catch (error) {
      if (error instanceof MockError) return errorResponse(error.status, error.message, lang, error.errors);
      throw error;
    }
  });
  recording?.push({ endpoint, handler });
  return handler;
}

/**
 * Lists every handler `mockEndpoint` makes from now on, with its endpoint: a test imports the stories
 * after this call and checks what their own answers hold (config/story-fixtures.test.ts).
 */
export function recordMockEndpoints(): readonly RecordedMockEndpoint[] {
  recording = [];
  return recording;
}
