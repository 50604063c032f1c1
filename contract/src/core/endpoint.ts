/**
 * Endpoint objects: one per API call, the single source of truth for it. From an endpoint
 * the browser's `call(endpoint, input)` builds and checks the request and checks the answer;
 * the API registers its route (method, url, request and response schemas, who may call it);
 * the OpenAPI document describes it; the authorization matrix enumerates it.
 *
 * Paths are relative to the API base (`/api`) and name their parameters `:name`, as
 * react-router and Fastify do.
 */
import * as v from 'valibot';
import type { ModuloApp, Perfil } from './session';

/** An HTTP method of an endpoint. */
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * Who may call an endpoint:
 * - 'public': anyone, signed in or not;
 * - 'user': any signed-in user;
 * - `{ modulos?, perfiles? }`: a signed-in user of one of these modules and/or profiles
 *   (both lists must match when both are given); others get 403;
 * - `{ anyOf: [rule, …] }`: a signed-in user any of these rules lets in (the administration
 *   module, or a consultant of profile 3); others get 403.
 *
 * @example
 * const rule: Access = { modulos: ['administrador'] };
 * const either: Access = { anyOf: [{ modulos: ['administrador'] }, { modulos: ['consultor'], perfiles: [3] }] };
 */
export type Access = 'public' | 'user' | AccessRule | { readonly anyOf: readonly AccessRule[] };

/** A rule on the caller's module and profile: both lists must match when both are given. */
export type AccessRule = { readonly modulos?: readonly ModuloApp[]; readonly perfiles?: readonly Perfil[] };

/**
 * The access rules endpoints use most.
 *
 * @example
 * defineEndpoint({ …, access: ACCESS.admin })
 */
export const ACCESS = {
  public: 'public',
  user: 'user',
  admin: { modulos: ['administrador'] },
  adminAres: { modulos: ['administrador'], perfiles: [1] },
  /** The readers of what the programme publishes: consultants (3), verifiers (4) and companies (5). */
  reader: { modulos: ['consultor', 'organizacion'] },
} as const satisfies Record<string, Access>;

/** True when the rule needs a signed-in user. */
export function requiresSignIn(access: Access): boolean {
  return access !== 'public';
}

/**
 * Whether a signed-in user may call an endpoint with this rule.
 *
 * @example
 * isAllowed(ACCESS.admin, { modulo_app: 'consultor', perfil: 3 }) // false
 */
export function isAllowed(access: Access, user: { perfil: number; modulo_app: ModuloApp }): boolean {
  if (access === 'public' || access === 'user') return true;
  if ('anyOf' in access) return access.anyOf.some((rule) => isAllowed(rule, user));
  const moduloOk = !access.modulos || access.modulos.includes(user.modulo_app);
  const perfilOk = !access.perfiles || (access.perfiles as readonly number[]).includes(user.perfil);
  return moduloOk && perfilOk;
}

/**
 * An endpoint's id, `'GET /cuotas-anuales'`: its method and path. A write names the reads it makes
 * stale by id, so an area's write may name another area's read without importing it (the contract's
 * areas would import each other in a cycle).
 */
export type EndpointId = `${HttpMethod} /${string}`;

/** A synchronous valibot schema. */
export type Schema = v.GenericSchema;

/** What an endpoint is made of. */
export interface EndpointConfig {
  method: HttpMethod;
  /** Relative to the API base, parameters as `:name`: '/organizaciones/:id'. */
  path: `/${string}`;
  /** Path parameters. */
  params?: Schema;
  /** Query string. */
  query?: Schema;
  /** JSON body, or the fields of a multipart body. */
  body?: Schema;
  /** The body is `multipart/form-data` (files); the schema checks its fields. */
  multipart?: boolean;
  /**
   * The answer's `data` (or, with `envelope: false`, the whole answer). Object schemas drop
   * undeclared keys, so a column added to a table never leaks into an answer.
   */
  response: Schema;
  /** False for answers that are not `{ status, message, data }` (the OpenAPI document). */
  envelope?: boolean;
  /** Status of a successful answer; 200 unless said. */
  status?: 200 | 201;
  access: Access;
  /** One line for the OpenAPI document. */
  summary: string;
  /** OpenAPI tags: the area. */
  tags: readonly string[];
  /**
   * What a successful call makes stale: the reads (by id) whose cached answers the browser reads
   * again, every input and language of each, so every screen showing them follows the write
   * (`useApiMutation` in shared-sdk). Declared on writes only, and naming reads only (a read names
   * nothing), so the lists are one level deep: acyclic, and a write costs one refetch per read on
   * screen. A read that answers 404 once the write is done (a deleted record's own detail) is left
   * out: the screen showing it moves away. An endpoint that declares it is a write whatever its
   * method (the spec's few GETs that change something).
   *
   * @example
   * stale: ['GET /remesas', 'GET /remesas/:id', 'GET /cuotas-anuales']
   */
  stale?: readonly EndpointId[];
}

/**
 * An endpoint: its configuration plus an id (`'POST /auth/login'`) that keys caches, mocks
 * and the authorization matrix.
 */
export type Endpoint<C extends EndpointConfig = EndpointConfig> = C & { readonly kind: 'endpoint'; readonly id: string };

/**
 * Declares an endpoint.
 *
 * @example
 * export const paises = defineEndpoint({
 *   method: 'GET', path: '/paises', response: v.array(Pais), access: ACCESS.public,
 *   summary: 'Countries', tags: ['referencia'],
 * });
 */
export function defineEndpoint<const C extends EndpointConfig>(config: C): Endpoint<C> {
  return { ...config, kind: 'endpoint', id: `${config.method} ${config.path}` };
}

/**
 * True for an endpoint that changes something: a method other than GET, or a GET that declares what
 * it makes stale. Screens call writes through `useApiMutation`, which refreshes what they change.
 *
 * @example
 * isWrite(cobrarRemesa) // true
 * isWrite(remesas) // false
 */
export function isWrite(endpoint: Pick<EndpointConfig, 'method' | 'stale'>): boolean {
  return endpoint.method !== 'GET' || endpoint.stale !== undefined;
}

/** True for an endpoint object (to collect them from a module's exports). */
export function isEndpoint(value: unknown): value is Endpoint {
  return typeof value === 'object' && value !== null && (value as { kind?: unknown }).kind === 'endpoint';
}

/**
 * The endpoints among a module's exports, in export order.
 *
 * @example
 * import * as auth from './auth';
 * endpointsOf(auth) // [login, logout, me, …]
 */
export function endpointsOf(module: Record<string, unknown>): Endpoint[] {
  return Object.values(module).filter(isEndpoint);
}

type InputOf<S> = S extends Schema ? v.InferInput<S> : never;
type OutputOf<S> = S extends Schema ? v.InferOutput<S> : never;

/**
 * What a caller sends to an endpoint: `params`, `query` and `body` as its schemas take them
 * (the parts the endpoint has are required; the others cannot be given).
 *
 * @example
 * const input: EndpointInput<typeof poblacion> = { query: { cp: '08001' } };
 */
export type EndpointInput<E extends EndpointConfig> = (E extends { params: Schema } ? { params: InputOf<E['params']> } : { params?: never }) &
  (E extends { query: Schema } ? { query: InputOf<E['query']> } : { query?: never }) &
  (E extends { body: Schema } ? { body: InputOf<E['body']> } : { body?: never });

/** The request parts an endpoint's handler receives, after its schemas checked them. */
export interface EndpointRequest<E extends EndpointConfig> {
  params: E extends { params: Schema } ? OutputOf<E['params']> : Record<string, never>;
  query: E extends { query: Schema } ? OutputOf<E['query']> : Record<string, never>;
  body: E extends { body: Schema } ? OutputOf<E['body']> : undefined;
}

/**
 * The answer's `data` as the caller receives it.
 *
 * @example
 * const me: EndpointData<typeof me> = (await call(me)).data;
 */
export type EndpointData<E extends EndpointConfig> = v.InferOutput<E['response']>;

/** What a handler gives back for the answer's `data` (before the response schema). */
export type EndpointResult<E extends EndpointConfig> = v.InferInput<E['response']>;

/** True when nothing must be sent to call the endpoint (no params, query or body). */
export type NeedsNoInput<E extends EndpointConfig> = E extends { params: Schema } | { query: Schema } | { body: Schema } ? false : true;

/**
 * The envelope every answer uses, `{ status, message, data }`, around a `data` schema.
 *
 * @example
 * v.parse(envelopeOf(v.object({ token: v.string() })), answer)
 */
export function envelopeOf<S extends Schema>(data: S) {
  return v.object({ status: v.picklist(['Success', 'Error']), message: v.string(), data });
}

/** The schema of a whole successful answer of an endpoint (its envelope included, unless it has none). */
export function answerSchemaOf(endpoint: EndpointConfig): Schema {
  return endpoint.envelope === false ? endpoint.response : envelopeOf(endpoint.response);
}

/**
 * The path with its parameters filled in (URI-encoded), without the API base.
 *
 * @example
 * resolvePath('/organizaciones/:id/documentos', { id: 7 }) // '/organizaciones/7/documentos'
 */
export function resolvePath(path: string, params: Readonly<Record<string, unknown>> = {}): string {
  return path.replace(/:(\w+)/g, (_match, name: string) => {
    const value = params[name];
    if (value === undefined || value === null || value === '') throw new Error(`Missing path parameter '${name}' for ${path}`);
    return encodeURIComponent(String(value));
  });
}

/**
 * The names of a path's parameters.
 *
 * @example
 * pathParameters('/dapcon/:id/:languageId') // ['id', 'languageId']
 */
export function pathParameters(path: string): string[] {
  return [...path.matchAll(/:(\w+)/g)].map((m) => m[1] ?? '');
}
