import fp from 'fastify-plugin';
import type { FastifyError } from 'fastify';
import { MSG, type ErrorBody } from '@dapcon/contract';
import { AnswerSchemaError, HttpError, TooManyAttemptsError } from '../../errors';
import { redactUrl } from '../../logging';

function statusOf(error: FastifyError): number {
  const status = error.statusCode;
  return typeof status === 'number' && status >= 400 && status <= 599 ? status : 500;
}

/** The contract's text for a client error Fastify or a parser raised in English. */
function clientMessage(status: number): string {
  if (status === 404) return MSG.noEncontrado;
  if (status === 413) return MSG.solicitudDemasiadoGrande;
  if (status === 406 || status === 415) return MSG.tipoContenidoNoValido;
  return MSG.solicitudNoValida;
}

/**
 * The one error handler: our typed errors keep their status and message, Fastify's own
 * client errors (bad JSON, wrong content type, body too large) their status with a contract text;
 * anything at 500 or above (an answer that does not fit its schema included) is logged with the
 * request and answered with a generic message, so internals never reach the client.
 */
export default fp(
  async (app) => {
    app.setErrorHandler<FastifyError | HttpError | AnswerSchemaError>((error, request, reply) => {
      // An answer its endpoint's schema refused (lib/endpoint.ts): the paths that failed go to the log, never the body.
      if (error instanceof AnswerSchemaError) {
        request.log.error(
          { endpoint: error.endpoint, paths: error.paths, method: request.method, url: redactUrl(request.url), userId: request.user?.id ?? null },
          'answer does not match its schema',
        );
        return reply.code(500).send({ status: 'Error', message: MSG.errorServidor } satisfies ErrorBody);
      }
      if (error instanceof HttpError) {
        const body: ErrorBody = { status: 'Error', message: error.message };
        if (error.errors) body.errors = error.errors;
        if (error instanceof TooManyAttemptsError) reply.header('retry-after', String(error.retryAfterSeconds));
        return reply.code(error.statusCode).send(body);
      }
      // A multipart body the parser could not read (no or wrong boundary, cut short, bare LF line
      // ends) throws plain errors while the multipart plugin reads it: the client's fault, a 400.
      if (request.readingMultipart && statusOf(error) >= 500) {
        return reply.code(400).send({ status: 'Error', message: MSG.formularioIncompleto } satisfies ErrorBody);
      }
      const status = statusOf(error);
      if (status >= 500) {
        request.log.error(
          { err: error, method: request.method, url: redactUrl(request.url), userId: request.user?.id ?? null },
          'request failed',
        );
        return reply.code(status).send({ status: 'Error', message: MSG.errorServidor } satisfies ErrorBody);
      }
      // Fastify's own client errors (bad JSON, wrong content type, body too large) keep their
      // status, with the contract's words instead of its English ones.
      return reply.code(status).send({ status: 'Error', message: clientMessage(status) } satisfies ErrorBody);
    });
  },
  { name: 'error-handler' },
);
