/** The homes' and the frame's endpoints (contract/src/panel; docs/home.md). */
import type { FastifyPluginAsync } from 'fastify';
import consolidado from './consolidado-routes';
import foro from './foro-routes';
import inicio from './inicio-routes';
import notificaciones from './notificaciones-routes';
import resumen from './resumen-routes';

const routes: FastifyPluginAsync = async (app) => {
  await app.register(consolidado);
  await app.register(resumen);
  await app.register(notificaciones);
  await app.register(inicio);
  await app.register(foro);
};

export default routes;
