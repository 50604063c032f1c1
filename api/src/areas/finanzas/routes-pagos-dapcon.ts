/**
 * The finance area's pagos-dapcon routes (docs/finanzas.md 'DAPcon payments'; spec part 2 §7.5):
 * `PATCH /dapcon/registro-pagos`, `GET /dapcon/resumen/:id`, `GET /dapcon/:id/verificar_pago`.
 * routes.ts registers them.
 */
import type { FastifyPluginAsync } from 'fastify';
import { MSG, registrarPagoDapcon, resumenPagosDapcon, verificarPagoDapcon } from '@dapcon/contract';
import { serve } from '../../lib/endpoint';
import { ok } from '../../lib/envelope';
import { currentUser } from '../../plugins/app/access-control';
import { registrarPago, resumenDapconDe, verificarPagoDapcon as verificarPago } from './pagos-dapcon';
import { auditRecord } from '../../plugins/app/audit';
import { dapconPagos } from '../dapcon';

const routes: FastifyPluginAsync = async (app) => {
  serve(app, registrarPagoDapcon, async (request) => {
    const { pago } = await auditRecord(request, { tabla: dapconPagos, id: request.body.dapcon_id, por: dapconPagos.dapcon_id }, () =>
      app.db.transaction((tx) => registrarPago(tx, request.body)),
    );
    return ok(pago, MSG.operacionCorrecta);
  });
  serve(app, resumenPagosDapcon, async (request) => ok(await resumenDapconDe(app.db, currentUser(request), request.params.id)));
  serve(app, verificarPagoDapcon, async (request) => ok(await verificarPago(app.db, currentUser(request), request.params.id)));
};

export default routes;
