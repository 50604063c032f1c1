/**
 * The DAPcon area's incident routes (docs/dapcon-lifecycle.md 'Incidents'; spec part 1 §7
 * `/incidencias/*`); routes.ts registers them. The rules are incidencias.ts's.
 */
import type { FastifyPluginAsync } from 'fastify';
import { crearIncidencia, incidenciasDapcon, resolverIncidencia, responderIncidencia, todasIncidencias } from '@dapcon/contract';
import { serve } from '../../lib/endpoint';
import { ok } from '../../lib/envelope';
import { currentUser } from '../../plugins/app/access-control';
import {
  abrirIncidencia,
  dapconsConIncidencias,
  incidenciasVisibles,
  resolverIncidencia as resolver,
  responderIncidencia as responder,
} from './incidencias';

const routes: FastifyPluginAsync = async (app) => {
  serve(app, incidenciasDapcon, async (request) => ok(await incidenciasVisibles(app.db, currentUser(request), request.query)));

  serve(app, todasIncidencias, async (request) => ok(await dapconsConIncidencias(app.db, currentUser(request))));

  serve(app, crearIncidencia, async (request) => ok(await abrirIncidencia(app, currentUser(request), request.body)));

  serve(app, responderIncidencia, async (request) => ok(await responder(app, currentUser(request), request.params.id, request.body)));

  serve(app, resolverIncidencia, async (request) => ok(await resolver(app.db, currentUser(request), request.params.id, request.body)));
};

export default routes;
