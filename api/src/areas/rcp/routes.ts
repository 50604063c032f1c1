/** The RCP catalogue (spec part 2 §3 'RCP', §7.1 GET /rcp): for now, the DAPcon creation modal's select. */
import type { FastifyPluginAsync } from 'fastify';
import { rcps } from '@dapcon/contract';
import { serve } from '../../lib/endpoint';
import { ok } from '../../lib/envelope';
import { languageOf } from '../../lib/lang';
import { rcpOpciones } from './service';

const routes: FastifyPluginAsync = async (app) => {
  serve(app, rcps, async (request) => ok(await rcpOpciones(app.db, languageOf(request.headers['accept-language']), request.query.novigentes)));
};

export default routes;
