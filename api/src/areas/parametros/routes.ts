/**
 * The programme's configuration (issue 15): the parameter tree's administration and the
 * ECO Platform product classification. Each feature registers its own routes file here.
 */
import type { FastifyPluginAsync } from 'fastify';

const routes: FastifyPluginAsync = async () => {};

export default routes;
