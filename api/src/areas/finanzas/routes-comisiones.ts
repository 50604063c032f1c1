/**
 * The finance area's commission routes (docs/finanzas.md 'Commissions'; spec part 2 §7.4): the list
 * (with its Excel), one commission, updating, paying many, the Excel of a selection, the company's
 * agent ('Definir Comisionista'), synchronising and deleting. routes.ts registers them.
 */
import type { FastifyPluginAsync } from 'fastify';
import {
  actualizarComision as actualizarComisionEndpoint,
  cambiarRema as cambiarRemaEndpoint,
  comisiones as comisionesEndpoint,
  eliminarComision as eliminarComisionEndpoint,
  FINANZAS_MSG,
  generarExcelComisiones,
  mostrarComision as mostrarComisionEndpoint,
  pagarComisiones as pagarComisionesEndpoint,
  sincronizarComisiones,
} from '@dapcon/contract';
import { serve } from '../../lib/endpoint';
import { ok } from '../../lib/envelope';
import { languageOf } from '../../lib/lang';
import { actualizarComision, cambiarRema, comisionesPorIds, eliminarComision, mostrarComision, pagarComisiones, sincronizar } from './comisiones';
import { comisionesExcel, comisionesPage, seleccionExcel } from './comisiones-lista';

const routes: FastifyPluginAsync = async (app) => {
  serve(app, comisionesEndpoint, async (request, reply) => {
    if (request.query.to_excel === true) {
      return comisionesExcel(app.db, request.query, languageOf(request.headers['accept-language']), app.listTotals, reply, request.log);
    }
    return ok(await comisionesPage(app.db, request.query, app.listTotals, languageOf(request.headers['accept-language'])));
  });

  serve(app, mostrarComisionEndpoint, async (request) => ok(await mostrarComision(app.db, request.params.id, languageOf(request.headers['accept-language']))));

  serve(app, actualizarComisionEndpoint, async (request) =>
    ok(await actualizarComision(app.db, request.params.id, request.body, languageOf(request.headers['accept-language'])), FINANZAS_MSG.comisionActualizada),
  );

  serve(app, pagarComisionesEndpoint, async (request) => ok(await pagarComisiones(app.db, request.body), FINANZAS_MSG.comisionesPagadas));

  serve(app, generarExcelComisiones, async (request, reply) =>
    seleccionExcel(await comisionesPorIds(app.db, request.body.pagoids, languageOf(request.headers['accept-language'])), languageOf(request.headers['accept-language']), reply, request.log),
  );

  serve(app, cambiarRemaEndpoint, async (request) => ok(await cambiarRema(app.db, request.params.orgId, request.body), FINANZAS_MSG.comisionistaDefinido));

  serve(app, sincronizarComisiones, async (request) =>
    ok(await sincronizar(app.db, request.body.org_id, request.body.comisionista_id), FINANZAS_MSG.comisionesSincronizadas),
  );

  serve(app, eliminarComisionEndpoint, async (request) => {
    await eliminarComision(app.db, request.params.id);
    return ok(null, FINANZAS_MSG.comisionEliminada);
  });
};

export default routes;
