/** The readers' homes (issue 16 step 3, docs/home.md): `GET /panel/inicio`, the caller's own. */
import type { FastifyPluginAsync } from 'fastify';
import { inicio } from '@dapcon/contract';
import { serve } from '../../lib/endpoint';
import { ok } from '../../lib/envelope';
import { languageOf } from '../../lib/lang';
import { currentUser } from '../../plugins/app/access-control';
import { inicioDe } from './inicio-consulta';

const routes: FastifyPluginAsync = async (app) => {
  serve(app, inicio, async (request) => ok(await inicioDe(app.db, currentUser(request), languageOf(request.headers['accept-language']))));
};

export default routes;
