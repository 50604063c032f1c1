/**
 * The administrator's dashboard routes (docs/home.md step 1; spec part 1 §7 `/panel/*`):
 * `GET /panel/consolidado`, `PATCH /panel/confirmar_pago_organizacion/:id`,
 * `PATCH /panel/renovar_organizacion/:id`, `PATCH /panel/actualizar_dapcon`,
 * `PATCH /panel/confirmar_pago_dapcon/:id`. routes.ts registers them.
 */
import type { FastifyPluginAsync } from 'fastify';
import {
  actualizarDapconPanel,
  confirmarPagoDapconPanel,
  confirmarPagoOrganizacionPanel,
  FINANZAS_MSG,
  MSG,
  panelConsolidado,
  renovarOrganizacionPanel,
} from '@dapcon/contract';
import { serve } from '../../lib/endpoint';
import { ok } from '../../lib/envelope';
import { currentUser } from '../../plugins/app/access-control';
import { caducarDesdePanel, confirmarPagoDapcon, confirmarPagoOrganizacion, consolidadoServido, renovarOrganizacion } from './consolidado-service';

const routes: FastifyPluginAsync = async (app) => {
  serve(app, panelConsolidado, async () => ok(await consolidadoServido(app)));

  serve(app, confirmarPagoOrganizacionPanel, async (request) =>
    ok(await confirmarPagoOrganizacion(app.db, request.params.id, request.body.pagado), FINANZAS_MSG.pagoRegistrado),
  );

  serve(app, renovarOrganizacionPanel, async (request) => ok(await renovarOrganizacion(app.db, request.params.id, request.body), MSG.operacionCorrecta));

  serve(app, actualizarDapconPanel, async (request) => ok(await caducarDesdePanel(app, currentUser(request), request.body.id), MSG.operacionCorrecta));

  serve(app, confirmarPagoDapconPanel, async (request) =>
    ok(await confirmarPagoDapcon(app.db, request.params.id, request.body.pagado), FINANZAS_MSG.pagoRegistrado),
  );
};

export default routes;
