/**
 * Every area's routes, mounted under /api. An area is a folder (routes, service, repository,
 * tables, seed, mappers, matrix); its routes come from the contract's endpoint objects, so no
 * path is written here. Areas are listed rather than autoloaded, so the bundle sees them.
 */
import type { FastifyPluginAsync } from 'fastify';
import auth from './auth/routes';
import consultores from './consultores/routes';
import contenidos from './contenidos/routes';
import dapcon from './dapcon/routes';
import empresas from './empresas/routes';
import finanzas from './finanzas/routes';
import panel from './panel/routes';
import parametros from './parametros/routes';
import rcp from './rcp/routes';
import referencia from './referencia/routes';
import sistema from './sistema/routes';

const areas: FastifyPluginAsync = async (app) => {
  await app.register(auth);
  await app.register(empresas);
  await app.register(consultores);
  await app.register(contenidos);
  await app.register(rcp);
  await app.register(dapcon);
  await app.register(finanzas);
  await app.register(referencia);
  await app.register(parametros);
  await app.register(sistema);
  await app.register(panel);
};

export default areas;
