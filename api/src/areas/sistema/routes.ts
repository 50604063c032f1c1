/** The API's own endpoints: its health (load balancers, start scripts) and its OpenAPI document. */
import type { FastifyPluginAsync } from 'fastify';
import { health, openapi } from '@dapcon/contract';
import { serve } from '../../lib/endpoint';
import { ok } from '../../lib/envelope';
import auditoria from './auditoria-routes';
import logs from './logs-routes';
import mantenimiento, { type MantenimientoRoutesOptions } from './mantenimiento-routes';
import { checkHealth } from './service';

const routes: FastifyPluginAsync<MantenimientoRoutesOptions> = async (app, options) => {
  await app.register(logs);
  await app.register(auditoria);
  await app.register(mantenimiento, options);
  serve(app, health, async (request) => ok(await checkHealth(app, request.log)));
  // The document of every other route; it leaves itself out.
  serve(
    app,
    openapi,
    async () => {
      const document = app.swagger();
      // plugins/external/swagger.ts configures OpenAPI 3; a Swagger 2 document would be a bug of ours.
      if (!('openapi' in document)) throw new Error('The API document is not an OpenAPI 3 document');
      return { ...document, paths: document.paths ?? {} };
    },
    { hidden: true },
  );
};

export default routes;
