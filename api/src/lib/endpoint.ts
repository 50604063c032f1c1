/**
 * Routes from the contract's endpoint objects. An endpoint is written once, in
 * `@dapcon/contract`; `serve` registers its route from it: method, url (relative to
 * the `/api` prefix the area plugins are mounted under), request schemas, the schema of
 * its success answer, who may call it and how it appears in the OpenAPI document. The
 * handler is typed from the same object, so it reads what the schemas parsed and answers
 * what the response schema takes.
 *
 * Answers are checked on the way out (`valibotSerializerCompiler`): the response schema
 * parses the answer, which drops keys it does not declare, so a column added to a table
 * never leaks; an answer that does not fit is a bug, logged and answered as a 500.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest, FastifySchema, FastifySerializerCompiler } from 'fastify';
import * as v from 'valibot';
import { MSG, answerSchemaOf, type Endpoint, type EndpointConfig, type EndpointRequest, type EndpointResult, type Envelope } from '@dapcon/contract';
import { AnswerSchemaError, ERROR_CODES, HttpError } from '../errors';
import { isValibotSchema } from './validation';

/** What a handler answers: `ok(data, message)`, or the document itself for an endpoint without envelope. */
export type EndpointAnswer<E extends EndpointConfig> = E extends { envelope: false } ? EndpointResult<E> : Envelope<EndpointResult<E>>;

/** Fastify's request with `params`, `query` and `body` as the endpoint's schemas parsed them. */
export type EndpointFastifyRequest<E extends EndpointConfig> = Omit<FastifyRequest, 'params' | 'query' | 'body'> & EndpointRequest<E>;

/**
 * The handler of an endpoint: reads the parsed request, calls the area's service, answers. A
 * handler that answers something other than JSON (a list's Excel file: `sendExcel`) sends it on
 * the reply and gives back the reply itself, with its own status and headers.
 */
export type EndpointHandler<E extends EndpointConfig> = (request: EndpointFastifyRequest<E>, reply: FastifyReply) => Promise<EndpointAnswer<E> | FastifyReply>;

export interface ServeOptions {
  /**
   * Receives the requests the endpoint's schemas refused, instead of the usual 422, and must
   * throw (Fastify's `attachValidation`): registration adds the database's own findings to it.
   */
  onInvalidRequest?: (request: FastifyRequest, refused: Error) => Promise<never>;
  /** Left out of the OpenAPI document (the document itself). */
  hidden?: boolean;
}

/** The endpoint each answer schema was made for, to name it when an answer does not fit. */
const endpointOfAnswerSchema = new WeakMap<object, string>();

/** The status of an endpoint's successful answer. */
export function successStatus(endpoint: EndpointConfig): number {
  return endpoint.status ?? 200;
}

/** The route schema of an endpoint: its request parts, its success answer and its documentation. */
export function routeSchemaOf(endpoint: Endpoint, options: Pick<ServeOptions, 'hidden'> = {}): FastifySchema {
  const answer = answerSchemaOf(endpoint);
  endpointOfAnswerSchema.set(answer, endpoint.id);
  return {
    ...(endpoint.params ? { params: endpoint.params } : {}),
    ...(endpoint.query ? { querystring: endpoint.query } : {}),
    ...(endpoint.body ? { body: endpoint.body } : {}),
    response: { [successStatus(endpoint)]: answer },
    ...(endpoint.multipart ? { consumes: ['multipart/form-data'] } : {}),
    tags: [...endpoint.tags],
    summary: endpoint.summary,
    ...(options.hidden ? { hide: true } : {}),
  };
}

/**
 * Registers the route of an endpoint on a plugin mounted under the API prefix.
 *
 * @example
 * serve(app, me, async (request) => ok(await currentUserData(app, currentUser(request).id)));
 */
export function serve<E extends Endpoint>(app: FastifyInstance, endpoint: E, handler: EndpointHandler<E>, options: ServeOptions = {}): void {
  const { onInvalidRequest } = options;
  app.route({
    method: endpoint.method,
    url: endpoint.path,
    schema: routeSchemaOf(endpoint, options),
    config: { auth: endpoint.access },
    attachValidation: onInvalidRequest !== undefined,
    ...(endpoint.body && !endpoint.multipart ? { onRequest: refuseMultipart } : {}),
    ...(takesOrderBy(endpoint) ? { preValidation: orderbyAsOrderBy } : {}),
    handler: async (request, reply) => {
      if (request.validationError && onInvalidRequest) return onInvalidRequest(request, request.validationError);
      // The validator compiler ran the endpoint's own schemas on these parts: their outputs are what EndpointRequest says.
      const answer = await handler(request as unknown as EndpointFastifyRequest<E>, reply);
      // A file sent on the reply: its status and headers are the handler's.
      if (answer === reply) return reply;
      reply.code(successStatus(endpoint));
      return answer;
    },
  });
}

/**
 * A JSON endpoint sent a multipart form: 415 before its body is read. Its fields would all arrive
 * as texts, and a form with none (or a body that is not one) would otherwise be an empty record.
 */
async function refuseMultipart(request: FastifyRequest): Promise<void> {
  if (/^multipart\//i.test(request.headers['content-type'] ?? '')) throw new HttpError(415, MSG.tipoContenidoNoValido, ERROR_CODES.validation);
}

/** Whether an endpoint's query is a list's, with the list kit's `order_by`. */
function takesOrderBy(endpoint: Endpoint): boolean {
  const query = endpoint.query as { entries?: Record<string, unknown> } | undefined;
  return query?.entries !== undefined && 'order_by' in query.entries;
}

/**
 * The spec's other spelling of a list's sort (`orderby`, part 1 §7 and part 2 §7 on
 * `/contenidos-web`, `/contenidos-web-public`, `/usuarios-admin/lista`) read as the list kit's
 * `order_by` when that is absent, on every list: one name in the contract, the OpenAPI document and
 * the screens' URLs, and clients written against the spec still sort (docs/lists.md 'Requests').
 */
async function orderbyAsOrderBy(request: FastifyRequest): Promise<void> {
  const query = request.query as Record<string, unknown> | undefined;
  if (query && query.orderby !== undefined && query.order_by === undefined) query.order_by = query.orderby;
}

/** Where an answer failed its schema, as dot paths: never the values, which may be personal data. */
function issuePaths(issues: readonly v.BaseIssue<unknown>[]): string[] {
  return [...new Set(issues.map((issue) => v.getDotPath(issue) ?? '(answer)'))];
}

/**
 * Fastify serializer compiler for valibot response schemas: the answer is parsed (undeclared
 * keys dropped), then stringified. An answer that does not fit throws `AnswerSchemaError`, which
 * the error handler logs and answers with the generic 500. Statuses without a schema (errors)
 * never reach it: Fastify stringifies them as they are.
 */
export const valibotSerializerCompiler: FastifySerializerCompiler<unknown> = ({ schema, method, url }) => {
  if (!isValibotSchema(schema)) return (data: unknown) => JSON.stringify(data);
  const endpoint = endpointOfAnswerSchema.get(schema) ?? `${method} ${url}`;
  return (data: unknown) => {
    const result = v.safeParse(schema, data);
    if (!result.success) throw new AnswerSchemaError(endpoint, issuePaths(result.issues));
    return JSON.stringify(result.output);
  };
};
