import type { HealthData } from '@dapcon/contract';
import { ACCESS } from '../../auth/access';
import { UnavailableError } from '../../errors';
import { ok } from '../../lib/envelope';
import type { RoutesPlugin } from '../../lib/routes';

/** /health: for load balancers and start scripts; 503 when the database does not answer. */
const health: RoutesPlugin = async (app) => {
  app.get(
    '/',
    { schema: { tags: ['sistema'], summary: 'Liveness and database check' }, config: { auth: ACCESS.public } },
    async (request) => {
      try {
        await app.pingDatabase();
      } catch (error) {
        request.log.error({ err: error }, 'health check: database did not answer');
        throw new UnavailableError('La base de datos no responde.');
      }
      return ok<HealthData>({ db: 'ok' });
    },
  );
};

export default health;
