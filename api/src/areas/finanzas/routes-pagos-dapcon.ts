/** The finance area's pagos-dapcon routes (docs/finanzas.md); routes.ts registers them. */
import type { FastifyPluginAsync } from 'fastify';

const routes: FastifyPluginAsync = async () => {};

export default routes;
