/**
 * The finance area's tariff and bank-data routes (docs/finanzas.md 'Tariffs and bank data'; spec
 * part 2 §7.9, §7.11 `GET /mostrar_datos_bancarios`, part 1 §7 `GET /parametros/tarifa_asignada`);
 * routes.ts registers them. The rules are tarifas.ts's.
 */
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import {
  actualizarDatosBancarios,
  actualizarTarifa,
  borrarTarifa,
  crearTarifa,
  datosBancarios,
  FINANZAS_MSG,
  mostrarDatosBancarios,
  tarifaAsignada,
  tarifaDetalle,
  tarifasList,
} from '@dapcon/contract';
import { serve } from '../../lib/endpoint';
import { ok } from '../../lib/envelope';
import { languageOf } from '../../lib/lang';
import { currentUser } from '../../plugins/app/access-control';
import * as tarifas from './tarifas';
import { auditRecord } from '../../plugins/app/audit';
import { datosBancarios as datosBancariosTabla, tarifas as tarifasTabla } from './tables';

const routes: FastifyPluginAsync = async (app) => {
  const lang = (request: FastifyRequest) => languageOf(request.headers['accept-language']);

  serve(app, tarifasList, async (request) => ok(await tarifas.tarifasPage(app.db, currentUser(request), request.query, lang(request))));

  serve(app, tarifaDetalle, async (request) => ok(await tarifas.tarifa(app.db, currentUser(request), request.params.id, lang(request))));

  serve(app, crearTarifa, async (request) => ok(await auditRecord(request, { tabla: tarifasTabla, id: null, idTras: (tarifa) => tarifa.id }, () => tarifas.crearTarifa(app.db, currentUser(request), request.body, lang(request))), FINANZAS_MSG.tarifaGuardada), {
    // Profile 1's missing code in the same 422 as the other missing fields.
    onInvalidRequest: async (request, refused) => tarifas.rehusarSinCodigo(currentUser(request), request.body, refused),
  });

  serve(app, actualizarTarifa, async (request) =>
    ok(await auditRecord(request, { tabla: tarifasTabla, id: request.params.id }, () => tarifas.actualizarTarifa(app.db, currentUser(request), request.params.id, request.body, lang(request))), FINANZAS_MSG.tarifaGuardada),
  );

  serve(app, borrarTarifa, async (request) => ok(await auditRecord(request, { tabla: tarifasTabla, id: request.params.id }, () => tarifas.borrarTarifa(app.db, request.params.id)), FINANZAS_MSG.tarifaBorrada));

  serve(app, datosBancarios, async () => ok(await tarifas.datosBancarios(app.db)));

  serve(app, actualizarDatosBancarios, async (request) =>
    ok(await auditRecord(request, { tabla: datosBancariosTabla, id: request.params.id }, () => tarifas.guardarDatosBancarios(app.db, request.params.id, request.body)), FINANZAS_MSG.datosBancariosGuardados),
  );

  serve(app, mostrarDatosBancarios, async () => ok(await tarifas.cuentaTransferencia(app.db)));

  serve(app, tarifaAsignada, async (request) => ok(await tarifas.tarifaAsignada(app.db, request.query.id)));
};

export default routes;
