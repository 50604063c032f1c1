import fp from 'fastify-plugin';
import { insertAuditoria } from '../../auth/accounts';

/** Methods that do not write: not recorded. */
const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * The audit of writes (docs/decisions.md, "Impersonation"): one `auditoria` row for every request
 * made in a session whose method writes (anything but GET, HEAD, OPTIONS), whatever its answer:
 * the session's user, the administrator behind it when an administrator opened it as a company,
 * the session, the method, the route's pattern, the path and the status.
 *
 * Recorded after the answer has gone (`onResponse`), as background work (`app.tasks`): the client
 * never waits for it and a failure to record is logged, never answered; closing the app waits for
 * the rows under way. Requests without a session (public routes, a refused token) are not recorded.
 */
export default fp(
  async (app) => {
    app.addHook('onResponse', async (request, reply) => {
      const user = request.user;
      if (user === null || READS.has(request.method)) return;
      const q = request.url.indexOf('?');
      const row = {
        usuario_id: user.id,
        suplantador_id: user.suplantadorId,
        sesion_id: user.sessionId,
        metodo: request.method,
        ruta: request.routeOptions.url ?? request.url,
        url: q === -1 ? request.url : request.url.slice(0, q),
        status: reply.statusCode,
      };
      app.tasks.run('audit of a write', () => insertAuditoria(app.db, row));
    });
  },
  { name: 'audit', dependencies: ['access-control', 'tasks', 'database'] },
);
