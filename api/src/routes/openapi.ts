import { ACCESS } from '../auth/access';
import type { RoutesPlugin } from '../lib/routes';

/** /openapi.json: the OpenAPI document of every route, built from their schemas. */
const openapi: RoutesPlugin = async (app) => {
  app.get('/openapi.json', { schema: { hide: true }, config: { auth: ACCESS.public } }, async () => app.swagger());
};

export default openapi;
