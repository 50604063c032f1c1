import fp from 'fastify-plugin';
import type { FastifyError } from 'fastify';
import { MSG, type ErrorBody } from '@dapcon/shared-sdk/contract';
import { HttpError, TooManyAttemptsError } from '../../errors';
import { redactUrl } from '../../logging';

function statusOf(error: FastifyError): number {
  const status = error.statusCode;
  return typeof status === 'number' && status >= 400 && status <= 599 ? status : 500;
}

/**
 * The one error handler: our typed errors and Fastify's own client errors
 * (bad JSON, wrong content type, body too large) keep their status and message;
 * anything at 500 or above is logged with the request and answered with a
 * generic message, so internals never reach the client.
 */
export default fp(
  async (app) => {
    app.setErrorHandler<FastifyError | HttpError>((error, request, reply) => {
      if (error instanceof HttpError) {
        const body: ErrorBody = { status: 'Error', message: error.message };
        if (error.errors) body.errors = error.errors;
        if (error instanceof TooManyAttemptsError) reply.header('retry-after', String(error.retryAfterSeconds));
        return reply.code(error.statusCode).send(body);
      }
      const status = statusOf(error);
      if (status >= 500) {
        request.log.error(
          { err: error, method: request.method, url: redactUrl(request.url), userId: request.user?.id ?? null },
          'request failed',
        );
        return reply.code(status).send({ status: 'Error', message: MSG.errorServidor } satisfies ErrorBody);
      }
      return reply.code(status).send({ status: 'Error', message: error.message } satisfies ErrorBody);
    });
  },
  { name: 'error-handler' },
);
