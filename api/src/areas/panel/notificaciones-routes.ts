/** The top bar's notifications (contract/src/panel/notificaciones.ts; docs/home.md step 4). */
import type { FastifyPluginAsync } from 'fastify';
import { notificaciones } from '@dapcon/contract';
import { serve } from '../../lib/endpoint';
import { ok } from '../../lib/envelope';
import { languageOf } from '../../lib/lang';
import { currentUser } from '../../plugins/app/access-control';
import { notificacionesDe } from './notificaciones-service';

const routes: FastifyPluginAsync = async (app) => {
  serve(app, notificaciones, async (request) => ok(await notificacionesDe(app, currentUser(request), languageOf(request.headers['accept-language']))));
};

export default routes;
