/**
 * The RCP catalogue (spec part 2 §2.14, §3 'RCP', §4, §7.1, §7.6): the common lookup, the DAPcon
 * creation modal's select (`GET /rcp`, any signed-in user), and the administration's list, record,
 * create and save (`GET /rcp/lista`, `GET /rcp/{id}`, `POST /rcp`, `PATCH /rcp`).
 */
import type { FastifyPluginAsync } from 'fastify';
import { actualizarRcp, crearRcp, MSG, RCP_MSG, rcpDetalle, rcpLista, rcps } from '@dapcon/contract';
import { serve } from '../../lib/endpoint';
import { ok } from '../../lib/envelope';
import { languageOf } from '../../lib/lang';
import * as catalogo from './catalogo';
import { rcpOpciones } from './service';

const routes: FastifyPluginAsync = async (app) => {
  serve(app, rcps, async (request) => ok(await rcpOpciones(app.db, languageOf(request.headers['accept-language']), request.query.novigentes)));
  serve(app, rcpLista, async (request, reply) => {
    const lang = languageOf(request.headers['accept-language']);
    if (request.query.to_excel === true) return catalogo.rcpExcel(app.db, request.query, lang, app.listTotals, reply, request.log);
    return ok(await catalogo.rcpPage(app.db, request.query, lang, app.listTotals));
  });
  serve(app, rcpDetalle, async (request) => ok(await catalogo.rcpDetalle(app.db, request.params.id, languageOf(request.headers['accept-language']))));
  serve(app, crearRcp, async (request) => ok(await catalogo.crearRcp(app.db, request.body, languageOf(request.headers['accept-language'])), MSG.operacionCorrecta));
  serve(app, actualizarRcp, async (request) => {
    const { rcp, anulado } = await catalogo.actualizarRcp(app.db, request.body, languageOf(request.headers['accept-language']));
    return ok(rcp, anulado ? RCP_MSG.rcpAnulado : MSG.operacionCorrecta);
  });
};

export default routes;
