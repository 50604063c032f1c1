/** The finance area's cuotas routes (docs/finanzas.md); routes.ts registers them. */
import type { FastifyPluginAsync } from 'fastify';

const routes: FastifyPluginAsync = async () => {};

export default routes;
