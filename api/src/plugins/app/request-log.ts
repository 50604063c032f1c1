import fp from 'fastify-plugin';
import type { Logger } from 'pino';
import { redactUrl } from '../../logging';

export interface RequestLogOptions {
  logger: Logger;
}

/** One line per request in requests.log: what was asked, the answer, how long, by whom. */
export default fp<RequestLogOptions>(
  async (app, { logger }) => {
    app.addHook('onResponse', async (request, reply) => {
      logger.info({
        req_id: request.id,
        method: request.method,
        url: redactUrl(request.url),
        status: reply.statusCode,
        duration_ms: Math.round(reply.elapsedTime * 10) / 10,
        user_id: request.user?.id ?? null,
        ip: request.ip,
      });
    });
  },
  { name: 'request-log' },
);
