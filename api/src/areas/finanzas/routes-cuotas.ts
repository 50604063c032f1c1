/**
 * The finance area's fee routes (docs/finanzas.md 'Annual fees'; spec part 2 §7.3, §7.5): registering
 * payments (one, or `{ cuotas: [...] }` many at once), updating, showing and deleting a company's fee
 * of a year, the /pagos list (with its Excel file) and a company's owed fees. routes.ts registers them.
 */
import type { FastifyPluginAsync } from 'fastify';
import {
  actualizarPagoCuota,
  anyosCuotaLibres as anyosCuotaLibresEndpoint,
  borrarPagoCuota,
  cuotasAnuales,
  cuotasPendientes as cuotasPendientesEndpoint,
  FINANZAS_MSG,
  mostrarPagoCuota,
  registrarPagoCuota,
} from '@dapcon/contract';
import { serve } from '../../lib/endpoint';
import { ok } from '../../lib/envelope';
import { languageOf } from '../../lib/lang';
import { currentUser } from '../../plugins/app/access-control';
import { actualizarCuota, anyosCuotaLibres, borrarCuota, cuotasPendientes, mostrarCuota, registrarPagos } from './cuotas';
import { cuotasExcel, cuotasPage } from './cuotas-lista';
import { auditRecord } from '../../plugins/app/audit';
import { and, eq } from 'drizzle-orm';
import { cuotas } from './tables';

const routes: FastifyPluginAsync = async (app) => {
  serve(app, registrarPagoCuota, async (request) => {
    const body = request.body;
    const pagos = 'cuotas' in body ? body.cuotas.map((pago, i) => ({ pago, prefix: `cuotas.${i}.` })) : [{ pago: body, prefix: '' }];
    // One fee's payment names it; several at once (a list's 'Pagar') stay one plain write.
    const uno = 'cuotas' in body ? null : body;
    const result =
      uno === null
        ? await registrarPagos(app.db, pagos)
        : await auditRecord(request, { tabla: cuotas, donde: and(eq(cuotas.org_id, uno.org_id), eq(cuotas.year, uno.year)) }, () => registrarPagos(app.db, pagos));
    return ok(result, pagos.length === 1 ? FINANZAS_MSG.pagoRegistrado : FINANZAS_MSG.pagosRegistrados);
  });

  serve(app, actualizarPagoCuota, async (request) =>
    ok(
      await auditRecord(request, { tabla: cuotas, donde: and(eq(cuotas.org_id, request.params.org_id), eq(cuotas.year, request.params.year)) }, () =>
        actualizarCuota(app.db, request.params.org_id, request.params.year, request.body),
      ),
      FINANZAS_MSG.pagoRegistrado,
    ),
  );

  serve(app, mostrarPagoCuota, async (request) => ok(await mostrarCuota(app.db, currentUser(request), request.params.org_id, request.params.year)));

  serve(app, borrarPagoCuota, async (request) => {
    await auditRecord(request, { tabla: cuotas, donde: and(eq(cuotas.org_id, request.body.org_id), eq(cuotas.year, request.body.year)) }, () =>
      borrarCuota(app.db, request.body.org_id, request.body.year),
    );
    return ok(null, FINANZAS_MSG.pagoEliminado);
  });

  serve(app, cuotasAnuales, async (request, reply) => {
    const user = currentUser(request);
    if (request.query.to_excel === true) {
      return cuotasExcel(app.db, user, request.query, languageOf(request.headers['accept-language']), app.listTotals, reply, request.log);
    }
    return ok(await cuotasPage(app.db, user, request.query, app.listTotals));
  });

  serve(app, cuotasPendientesEndpoint, async (request) => ok(await cuotasPendientes(app.db, currentUser(request), request.params.id)));

  serve(app, anyosCuotaLibresEndpoint, async (request) => ok(await anyosCuotaLibres(app.db, request.params.id)));
};

export default routes;
