/**
 * The reference lists (spec part 1 §7, part 2 §7.1): public, the registration forms need them
 * before sign-in; the options of one folder (`/parametros-select`) for signed-in users.
 */
import type { FastifyPluginAsync } from 'fastify';
import { idiomas, paises, parametrosGenerales, parametrosSelect, poblacion } from '@dapcon/contract';
import { serve } from '../../lib/endpoint';
import { ok } from '../../lib/envelope';
import { languageOf } from '../../lib/lang';
import { idiomasRoutes } from './idiomas';
import { listIdiomas } from './repository';
import { opcionesDeCarpeta, opcionesOf, paisesFor, poblacionesOf } from './service';

const routes: FastifyPluginAsync = async (app) => {
  // The languages' administration (profile 1): idiomas.ts.
  await app.register(idiomasRoutes);
  serve(app, idiomas, async () => ok(await listIdiomas(app.db)));
  serve(app, paises, async (request) => ok(await paisesFor(app.db, languageOf(request.headers['accept-language']))));
  serve(app, poblacion, async (request) => ok(await poblacionesOf(app.db, request.query.cp)));
  serve(app, parametrosGenerales, async (request) => ok(await opcionesOf(app.db, request.body)));
  serve(app, parametrosSelect, async (request) => ok(await opcionesDeCarpeta(app.db, request.query)));
};

export default routes;
