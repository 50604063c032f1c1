/**
 * The empresas area's routes (spec part 2 §7.3): the company list, a page or (to_excel=true)
 * the whole of it as an xlsx file; one company by CIF, its saves, baja and alta, deletion; the
 * signed-in company's own data; a company's logo and accreditation documents.
 */
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import {
  actualizarDocumentoEmpresa,
  actualizarEmpresa,
  actualizarExencionCuota,
  actualizarMisDatos,
  actualizarRecordatoriosCuota,
  AUTH_MSG,
  darDeAlta,
  darDeBaja,
  eliminarEmpresa,
  EMPRESAS_MSG,
  empresaPorCif,
  historialEmpresa,
  logoEmpresa,
  misDatosEmpresa,
  MSG,
  normalizeTaxId,
  obtenerDocumentoEmpresa,
  organizaciones,
  quitarDocumentoEmpresa,
} from '@dapcon/contract';
import { sendFile } from '../../lib/download';
import { serve } from '../../lib/endpoint';
import { ok } from '../../lib/envelope';
import { languageOf } from '../../lib/lang';
import { currentUser } from '../../plugins/app/access-control';
import { auditRecord } from '../../plugins/app/audit';
import { historialPage } from '../../auth/historial';
import { NotFoundError } from '../../errors';
import { organizaciones as organizacionesTabla } from './tables';
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
  setRecordatoriosCuota,
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
    return ok(await empresasPage(app.db, request.query, lang, { totals: app.listTotals, pages: app.listPages }));
  });

  serve(app, empresaPorCif, async (request) => ok(await empresaByCif(app.db, request.params.cif)));

  // Each write names the company it changed and its fields old → new (plugins/app/audit.ts).
  const empresa = (id: number) => ({ tabla: organizacionesTabla, id });
  const empresaDe = (usuarioId: number) => ({ tabla: organizacionesTabla, id: usuarioId, por: organizacionesTabla.usuario_id });
  /** A document's company: the one the CIF names for the administration, the caller's own for a company. */
  const documentoDe = (request: FastifyRequest<{ Body: { org_cif: string } }>) => {
    const user = currentUser(request);
    return user.modulo_app === 'administrador' ? { tabla: organizacionesTabla, id: normalizeTaxId(request.body.org_cif), por: organizacionesTabla.org_cif } : empresaDe(user.id);
  };

  serve(app, actualizarEmpresa, async (request) =>
    ok(await auditRecord(request, empresa(request.params.id), () => saveEmpresa(app, request.params.id, request.body, request.log, trasCambioDeCuota)), MSG.operacionCorrecta),
  );

  serve(app, darDeBaja, async (request) =>
    ok(await auditRecord(request, empresa(request.params.id), () => giveBaja(app, request.params.id, request.body, currentUser(request).id)), EMPRESAS_MSG.empresaDadaDeBaja),
  );

  serve(app, darDeAlta, async (request) =>
    ok(await auditRecord(request, empresa(request.params.id), () => giveAlta(app, request.params.id, request.body, currentUser(request).id)), EMPRESAS_MSG.empresaDadaDeAlta),
  );

  serve(app, actualizarExencionCuota, async (request) =>
    ok(await auditRecord(request, empresa(request.body.id), () => setExencionCuota(app, request.body, request.log, trasCambioDeCuota)), EMPRESAS_MSG.exencionActualizada),
  );

  serve(app, eliminarEmpresa, async (request) => {
    await auditRecord(request, empresa(request.params.id), () => deleteEmpresa(app, request.params.id, request.log));
    return ok(null, EMPRESAS_MSG.empresaEliminada);
  });

  // The page's 'Historial' tab: the entries about the company and its account (auth/historial.ts).
  serve(app, historialEmpresa, async (request) => {
    const [org] = await app.db
      .select({ org_id: organizacionesTabla.org_id, usuario_id: organizacionesTabla.usuario_id })
      .from(organizacionesTabla)
      .where(eq(organizacionesTabla.org_id, request.query.org_id));
    if (!org) throw new NotFoundError();
    return ok(
      await historialPage(
        app.db,
        [
          { entidad: 'organizaciones', id: org.org_id },
          { entidad: 'usuarios', id: org.usuario_id },
        ],
        request.query,
      ),
    );
  });

  serve(app, misDatosEmpresa, async (request) => ok(await misDatos(app.db, currentUser(request))));

  serve(app, actualizarMisDatos, async (request) =>
    ok(await auditRecord(request, empresaDe(currentUser(request).id), () => saveMisDatos(app, currentUser(request), request.body, request.log)), MSG.operacionCorrecta),
  );

  serve(app, actualizarRecordatoriosCuota, async (request) =>
    ok(
      await auditRecord(request, empresaDe(currentUser(request).id), () => setRecordatoriosCuota(app, currentUser(request), request.body, request.log)),
      request.body.recordatorios_cuota ? EMPRESAS_MSG.recordatoriosCuotaActivados : EMPRESAS_MSG.recordatoriosCuotaDesactivados,
    ),
  );

  serve(app, actualizarDocumentoEmpresa, async (request) =>
    ok(await auditRecord(request, documentoDe(request), () => storeDocumento(app, currentUser(request), request.body, request.log)), AUTH_MSG.documentoGuardado),
  );

  serve(app, quitarDocumentoEmpresa, async (request) =>
    ok(await auditRecord(request, empresa(request.params.id), () => removeDocumento(app, currentUser(request), request.params.id, request.query.doc_type, request.log)), EMPRESAS_MSG.documentoEliminado),
  );

  serve(app, obtenerDocumentoEmpresa, async (request, reply) =>
    sendFile(reply, await documentoFile(app, currentUser(request), request.params.id, request.query.doc_type, request.log)),
  );

  serve(app, logoEmpresa, async (request, reply) => sendFile(reply, await logoFile(app, currentUser(request), request.params.id, request.log)));
};

export default routes;
