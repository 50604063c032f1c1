/**
 * The empresas area's routes (spec part 2 §7.3): the company list, a page or (to_excel=true)
 * the whole of it as an xlsx file; one company by CIF, its saves, baja and alta, deletion; the
 * signed-in company's own data; a company's logo and accreditation documents.
 */
import type { FastifyPluginAsync } from 'fastify';
import {
  actualizarDocumentoEmpresa,
  actualizarEmpresa,
  actualizarExencionCuota,
  actualizarMisDatos,
  AUTH_MSG,
  darDeAlta,
  darDeBaja,
  eliminarEmpresa,
  EMPRESAS_MSG,
  empresaPorCif,
  logoEmpresa,
  misDatosEmpresa,
  MSG,
  obtenerDocumentoEmpresa,
  organizaciones,
  quitarDocumentoEmpresa,
} from '@dapcon/contract';
import { sendFile } from '../../lib/download';
import { serve } from '../../lib/endpoint';
import { ok } from '../../lib/envelope';
import { languageOf } from '../../lib/lang';
import { currentUser } from '../../plugins/app/access-control';
import {
  deleteEmpresa,
  documentoFile,
  empresaByCif,
  empresasExcel,
  empresasPage,
  giveAlta,
  giveBaja,
  logoFile,
  misDatos,
  removeDocumento,
  saveEmpresa,
  saveMisDatos,
  setExencionCuota,
  storeDocumento,
  type TrasCambioDeCuota,
} from './service';

export interface EmpresasRoutesOptions {
  /** What follows a change of a company's fee exemption or agreement (areas/index.ts gives the finance area's). */
  trasCambioDeCuota: TrasCambioDeCuota;
}

const routes: FastifyPluginAsync<EmpresasRoutesOptions> = async (app, { trasCambioDeCuota }) => {
  serve(app, organizaciones, async (request, reply) => {
    const lang = languageOf(request.headers['accept-language']);
    if (request.query.to_excel === true) return empresasExcel(app.db, request.query, lang, app.listTotals, reply, request.log);
    return ok(await empresasPage(app.db, request.query, lang, app.listTotals));
  });

  serve(app, empresaPorCif, async (request) => ok(await empresaByCif(app.db, request.params.cif)));

  serve(app, actualizarEmpresa, async (request) => ok(await saveEmpresa(app, request.params.id, request.body, request.log, trasCambioDeCuota), MSG.operacionCorrecta));

  serve(app, darDeBaja, async (request) =>
    ok(await giveBaja(app, request.params.id, request.body, currentUser(request).id), EMPRESAS_MSG.empresaDadaDeBaja),
  );

  serve(app, darDeAlta, async (request) =>
    ok(await giveAlta(app, request.params.id, request.body, currentUser(request).id), EMPRESAS_MSG.empresaDadaDeAlta),
  );

  serve(app, actualizarExencionCuota, async (request) => ok(await setExencionCuota(app, request.body, request.log, trasCambioDeCuota), EMPRESAS_MSG.exencionActualizada));

  serve(app, eliminarEmpresa, async (request) => {
    await deleteEmpresa(app, request.params.id, request.log);
    return ok(null, EMPRESAS_MSG.empresaEliminada);
  });

  serve(app, misDatosEmpresa, async (request) => ok(await misDatos(app.db, currentUser(request))));

  serve(app, actualizarMisDatos, async (request) => ok(await saveMisDatos(app, currentUser(request), request.body, request.log), MSG.operacionCorrecta));

  serve(app, actualizarDocumentoEmpresa, async (request) =>
    ok(await storeDocumento(app, currentUser(request), request.body, request.log), AUTH_MSG.documentoGuardado),
  );

  serve(app, quitarDocumentoEmpresa, async (request) =>
    ok(await removeDocumento(app, currentUser(request), request.params.id, request.query.doc_type, request.log), EMPRESAS_MSG.documentoEliminado),
  );

  serve(app, obtenerDocumentoEmpresa, async (request, reply) =>
    sendFile(reply, await documentoFile(app, currentUser(request), request.params.id, request.query.doc_type, request.log)),
  );

  serve(app, logoEmpresa, async (request, reply) => sendFile(reply, await logoFile(app, currentUser(request), request.params.id, request.log)));
};

export default routes;
