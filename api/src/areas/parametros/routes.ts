/**
 * The programme's configuration (issue 15): the parameter tree's administration and the
 * ECO Platform product classification. Each feature registers its own routes file here.
 */
import type { FastifyPluginAsync } from 'fastify';
import arbol from './routes-arbol';
import clasificacion from './clasificacion-routes';

const routes: FastifyPluginAsync = async (app) => {
  await app.register(arbol);
  await app.register(clasificacion);
};

export default routes;
