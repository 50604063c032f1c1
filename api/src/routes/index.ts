import type { RoutesPlugin } from '../lib/routes';
import auth from './auth';
import health from './health';
import idiomas from './idiomas';
import openapi from './openapi';
import paises from './paises';
import parametrosGenerales from './parametros_generales';
import poblacion from './poblacion';
import usuarios from './usuarios';

/**
 * Every route of the API, mounted under /api. Folders mirror URLs; each route
 * module is listed here rather than autoloaded, so the esbuild bundle sees them.
 */
const routes: RoutesPlugin = async (app) => {
  await app.register(auth, { prefix: '/auth' });
  await app.register(idiomas, { prefix: '/idiomas' });
  await app.register(paises, { prefix: '/paises' });
  await app.register(poblacion, { prefix: '/poblacion' });
  await app.register(parametrosGenerales, { prefix: '/parametros_generales' });
  await app.register(usuarios, { prefix: '/usuarios' });
  await app.register(health, { prefix: '/health' });
  await app.register(openapi);
};

export default routes;
