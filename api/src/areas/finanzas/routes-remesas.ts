/**
 * The finance area's remittance routes (docs/finanzas.md 'The bank remittance'; beyond the spec): what
 * a remittance would collect, generating one, the list (with its Excel), one with its operations, its
 * pain.008 file, collected, cancelled. routes.ts registers them.
 */
import type { FastifyPluginAsync } from 'fastify';
import { anularRemesa as anularEndpoint, cobrarRemesa as cobrarEndpoint, FINANZAS_MSG, generarRemesa as generarEndpoint, mostrarRemesa as mostrarEndpoint, remesaPendiente as pendienteEndpoint, remesas, remesaXml } from '@dapcon/contract';
import { sendFile } from '../../lib/download';
import { serve } from '../../lib/endpoint';
import { ok } from '../../lib/envelope';
import { languageOf } from '../../lib/lang';
import { anularRemesa, cobrarRemesa, generarRemesa, mostrarRemesa, remesaFichero, remesaPendiente } from './remesas';
import { remesasExcel, remesasPage } from './remesas-lista';
import { auditRecord } from '../../plugins/app/audit';
import { remesas as remesasTabla } from './tables';

const routes: FastifyPluginAsync = async (app) => {
  serve(app, pendienteEndpoint, async () => ok(await remesaPendiente(app.db)));

  serve(app, generarEndpoint, async (request) => ok(await auditRecord(request, { tabla: remesasTabla, id: null, idTras: (remesa) => remesa.id }, () => generarRemesa(app.db, request.body.fecha_cobro)), FINANZAS_MSG.remesaGenerada));

  serve(app, remesas, async (request, reply) => {
    if (request.query.to_excel === true) {
      return remesasExcel(app.db, request.query, languageOf(request.headers['accept-language']), app.listTotals, reply, request.log);
    }
    return ok(await remesasPage(app.db, request.query, app.listTotals));
  });

  serve(app, mostrarEndpoint, async (request) => ok(await mostrarRemesa(app.db, request.params.id)));

  serve(app, remesaXml, async (request, reply) => {
    const { data, filename } = await remesaFichero(app.db, request.params.id);
    return sendFile(reply, { data, contentType: 'application/xml; charset=utf-8', filename });
  });

  serve(app, cobrarEndpoint, async (request) => ok(await auditRecord(request, { tabla: remesasTabla, id: request.params.id }, () => cobrarRemesa(app.db, request.params.id, request.body)), FINANZAS_MSG.remesaCobrada));

  serve(app, anularEndpoint, async (request) => ok(await auditRecord(request, { tabla: remesasTabla, id: request.params.id }, () => anularRemesa(app.db, request.params.id)), FINANZAS_MSG.remesaAnulada));
};

export default routes;
