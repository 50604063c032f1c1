/**
 * The empresas area's routes (spec part 2 §7.3): the company list, a page or (to_excel=true)
 * the whole of it as an xlsx file.
 */
import type { FastifyPluginAsync } from 'fastify';
import { organizaciones } from '@dapcon/contract';
import { serve } from '../../lib/endpoint';
import { ok } from '../../lib/envelope';
import { languageOf } from '../../lib/lang';
import { empresasExcel, empresasPage } from './service';

const routes: FastifyPluginAsync = async (app) => {
  serve(app, organizaciones, async (request, reply) => {
    const lang = languageOf(request.headers['accept-language']);
    if (request.query.to_excel === true) return empresasExcel(app.db, request.query, lang, reply, request.log);
    return ok(await empresasPage(app.db, request.query, lang));
  });
};

export default routes;
