/** The finance area's tarifas routes (docs/finanzas.md); routes.ts registers them. */
import type { FastifyPluginAsync } from 'fastify';

const routes: FastifyPluginAsync = async () => {};

export default routes;
