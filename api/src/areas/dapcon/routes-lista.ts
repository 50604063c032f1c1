/** The DAPcon area's lista routes (docs/dapcon-lifecycle.md); routes.ts registers them. */
import type { FastifyPluginAsync } from 'fastify';

const routes: FastifyPluginAsync = async () => {};

export default routes;
