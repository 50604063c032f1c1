/**
 * The DAPcon area's incident routes (docs/dapcon-lifecycle.md 'Incidents'; spec part 1 §7
 * `/incidencias/*`); routes.ts registers them. The rules are incidencias.ts's.
 */
import type { FastifyPluginAsync } from 'fastify';
import { crearIncidencia, incidenciaDetalle, incidenciasDapcon, incidenciasList, resolverIncidencia, responderIncidencia, todasIncidencias } from '@dapcon/contract';
import { serve } from '../../lib/endpoint';
import { ok } from '../../lib/envelope';
import { languageOf } from '../../lib/lang';
import { currentUser } from '../../plugins/app/access-control';
import {
  abrirIncidencia,
  dapconsConIncidencias,
  incidenciasVisibles,
  resolverIncidencia as resolver,
  responderIncidencia as responder,
} from './incidencias';
import { incidenciaDetalle as detalle, incidenciasExcel, incidenciasPage } from './incidencias-lista';

const routes: FastifyPluginAsync = async (app) => {
  serve(app, incidenciasDapcon, async (request) => ok(await incidenciasVisibles(app.db, currentUser(request), request.query)));

  serve(app, todasIncidencias, async (request) => ok(await dapconsConIncidencias(app.db, currentUser(request))));

  // The tickets (`/tickets`, `/tickets/{id}`): the list kit's list and one incident (incidencias-lista.ts).
  serve(app, incidenciasList, async (request, reply) => {
    const user = currentUser(request);
    if (request.query.to_excel === true) {
      return incidenciasExcel(app.db, user, request.query, languageOf(request.headers['accept-language']), app.listTotals, reply, request.log);
    }
    return ok(await incidenciasPage(app.db, user, request.query, app.listTotals));
  });

  serve(app, incidenciaDetalle, async (request) => ok(await detalle(app.db, currentUser(request), request.params.id)));

  serve(app, crearIncidencia, async (request) => ok(await abrirIncidencia(app, currentUser(request), request.body)));

  serve(app, responderIncidencia, async (request) => ok(await responder(app, currentUser(request), request.params.id, request.body)));

  serve(app, resolverIncidencia, async (request) => ok(await resolver(app.db, currentUser(request), request.params.id, request.body)));
};

export default routes;
