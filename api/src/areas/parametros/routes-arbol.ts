/**
 * The parameter tree's routes (`/parametros`; docs/parametros.md 'Parameters as built'); routes.ts
 * registers them. The rules are arbol.ts's.
 */
import type { FastifyPluginAsync } from 'fastify';
import {
  actualizarParametro,
  cambiarEstadoParametro,
  crearParametro,
  guardarCategoria,
  MSG,
  parametroDetalle,
  parametrosArbol,
  PARAMETROS_MSG,
} from '@dapcon/contract';
import { serve } from '../../lib/endpoint';
import { ok } from '../../lib/envelope';
import { currentUser } from '../../plugins/app/access-control';
import * as arbol from './arbol';
import { auditRecord } from '../../plugins/app/audit';
import { parametros } from '../referencia';

const routes: FastifyPluginAsync = async (app) => {
  serve(app, parametrosArbol, async (request) => ok(await arbol.parametrosArbol(app.db, currentUser(request), request.query)));

  serve(app, parametroDetalle, async (request) => ok(await arbol.parametroDetalle(app.db, currentUser(request), request.params.id, request.query)));

  serve(app, crearParametro, async (request) => ok(await auditRecord(request, { tabla: parametros, id: null, idTras: (creado) => creado.param_id }, () => arbol.crearParametro(app.db, currentUser(request), request.body)), MSG.operacionCorrecta));

  serve(app, actualizarParametro, async (request) => ok(await auditRecord(request, { tabla: parametros, id: request.body.param_id }, () => arbol.actualizarParametro(app.db, currentUser(request), request.body)), MSG.operacionCorrecta));

  serve(app, cambiarEstadoParametro, async (request) => {
    const estado = await auditRecord(request, { tabla: parametros, id: request.params.id }, () => arbol.cambiarEstadoParametro(app.db, currentUser(request), request.params.id, request.body.activo));
    return ok(estado, estado.activo ? PARAMETROS_MSG.parametroReactivado : PARAMETROS_MSG.parametroEliminado);
  });

  serve(app, guardarCategoria, async (request) => {
    const opcion = await arbol.guardarCategoria(app.db, currentUser(request), request.body);
    request.log.info({ param_id: opcion.param_id, param_padre_id: request.body.param_padre_id, modulo: request.body.modulo ?? null }, 'parameter category added');
    return ok(opcion, MSG.operacionCorrecta);
  });
};

export default routes;
