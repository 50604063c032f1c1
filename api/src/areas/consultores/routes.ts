/**
 * The consultants' lookups of the DAPcon creation modal (spec part 2 §2.9, §7.1 GET /verificadores,
 * §7.2 GET /consultores/{nif}/nif, §8), and the pickers' listing (§7.2 GET /consultores/obtener_listado).
 * And the /consultores list (§2.10, lista.ts).
 */
import type { FastifyPluginAsync } from 'fastify';
import { CONSULTORES_MSG, consultorPorNif, consultoresList, consultoresListado, verificadores } from '@dapcon/contract';
import { serve } from '../../lib/endpoint';
import { ok } from '../../lib/envelope';
import { languageOf } from '../../lib/lang';
import { consultoresExcel, consultoresPage } from './lista';
import { listConsultoresOpciones } from './repository';
import { consultorValido, verificadoresActivos } from './service';

const routes: FastifyPluginAsync = async (app) => {
  serve(app, verificadores, async () => ok(await verificadoresActivos(app.db)));
  serve(app, consultoresListado, async (request) => ok(await listConsultoresOpciones(app.db, request.query.es_comisionista === true)));
  serve(app, consultoresList, async (request, reply) => {
    if (request.query.to_excel === true) {
      return consultoresExcel(app.db, request.query, languageOf(request.headers['accept-language']), app.listTotals, reply, request.log);
    }
    return ok(await consultoresPage(app.db, request.query, app.listTotals));
  });
  serve(app, consultorPorNif, async (request) => ok(await consultorValido(app.db, request.params.nif), CONSULTORES_MSG.consultorValido));
};

export default routes;
