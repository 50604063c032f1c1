/**
 * The consultants' lookups of the DAPcon creation modal (spec part 2 §2.9, §7.1 GET /verificadores,
 * §7.2 GET /consultores/{nif}/nif, §8), and the pickers' listing (§7.2 GET /consultores/obtener_listado).
 * And the /consultores list (§2.10, lista.ts), a consultant's page and its account actions (§2.11, cuenta.ts), its
 * data as the administration and the consultant edit it, its logo and its deletion (perfil.ts).
 */
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import {
  actualizarMisDatosAdmin,
  activarUsuario as activarEndpoint,
  actualizarConsultor,
  actualizarEstadoUsuario,
  actualizarMisDatosConsultor,
  CONSULTORES_MSG,
  consultorFicha as fichaEndpoint,
  consultorPorNif,
  consultoresList,
  consultoresListado,
  eliminarConsultor,
  historialConsultor,
  logoConsultor,
  misDatosAdmin as misDatosAdminEndpoint,
  misDatosConsultor as misDatosEndpoint,
  MSG,
  normalizeTaxId,
  verificadores,
} from '@dapcon/contract';
import { currentUser } from '../../plugins/app/access-control';
import { auditRecord } from '../../plugins/app/audit';
import { usuarios } from '../../auth/tables';
import { consultores } from './tables';
import { historialPage } from '../../auth/historial';
import { NotFoundError } from '../../errors';
import { misDatosAdmin, saveMisDatosAdmin } from './administrador';
import { activarUsuario, cambiarEstadoUsuario } from './cuenta';
import { consultorFicha, deleteConsultor, logoConsultorFile, misDatosConsultor, saveConsultor, saveMisDatosConsultor } from './perfil';
import { sendFile } from '../../lib/download';
import { serve } from '../../lib/endpoint';
import { ok } from '../../lib/envelope';
import { languageOf } from '../../lib/lang';
import { consultoresExcel, consultoresPage } from './lista';
import { listConsultoresOpciones } from './repository';
import { consultorValido, verificadoresActivos } from './service';
import { serveUsuariosAdmin } from './usuarios';

const routes: FastifyPluginAsync = async (app) => {
  serve(app, verificadores, async () => ok(await verificadoresActivos(app.db)));
  serve(app, consultoresListado, async (request) => ok(await listConsultoresOpciones(app.db, request.query.es_comisionista === true)));
  serve(app, consultoresList, async (request, reply) => {
    if (request.query.to_excel === true) {
      return consultoresExcel(app.db, request.query, languageOf(request.headers['accept-language']), app.listTotals, reply, request.log);
    }
    return ok(await consultoresPage(app.db, request.query, app.listTotals));
  });
  serve(app, fichaEndpoint, async (request) => ok(await consultorFicha(app.db, request.params.nif)));
  // Each write names the record it changed and its fields old → new (plugins/app/audit.ts).
  serve(app, activarEndpoint, async (request) =>
    ok(
      await auditRecord(request, { tabla: usuarios, id: normalizeTaxId(request.params.usuario), por: usuarios.usuario }, () =>
        activarUsuario(app.db, currentUser(request), request.params.usuario),
      ),
      CONSULTORES_MSG.usuarioActivado,
    ),
  );
  serve(app, actualizarEstadoUsuario, async (request) => {
    const { estado, baja } = await auditRecord(request, { tabla: usuarios, id: request.params.id }, () => cambiarEstadoUsuario(app.db, currentUser(request), request.params.id));
    return ok(estado, baja ? CONSULTORES_MSG.usuarioDadoDeBaja : CONSULTORES_MSG.usuarioDadoDeAlta);
  });
  serve(app, actualizarConsultor, async (request) =>
    ok(await auditRecord(request, { tabla: consultores, id: request.params.id }, () => saveConsultor(app, request.params.id, request.body, request.log)), MSG.operacionCorrecta),
  );
  serve(app, eliminarConsultor, async (request) => {
    await auditRecord(request, { tabla: consultores, id: request.params.id }, () => deleteConsultor(app, request.params.id, request.log));
    return ok(null, CONSULTORES_MSG.consultorEliminado);
  });
  // The page's 'Historial' tab: the entries about the consultant and its account (auth/historial.ts).
  serve(app, historialConsultor, async (request) => {
    const [row] = await app.db.select({ id: consultores.id, usuario_id: consultores.usuario_id }).from(consultores).where(eq(consultores.id, request.query.consultor_id));
    if (!row) throw new NotFoundError();
    return ok(
      await historialPage(
        app.db,
        [
          { entidad: 'consultores', id: row.id },
          { entidad: 'usuarios', id: row.usuario_id },
        ],
        request.query,
      ),
    );
  });
  serve(app, misDatosEndpoint, async (request) => ok(await misDatosConsultor(app.db, currentUser(request))));
  serve(app, actualizarMisDatosConsultor, async (request) =>
    ok(
      await auditRecord(request, { tabla: consultores, id: currentUser(request).id, por: consultores.usuario_id }, () =>
        saveMisDatosConsultor(app, currentUser(request), request.body, request.log),
      ),
      MSG.operacionCorrecta,
    ),
  );
  serve(app, misDatosAdminEndpoint, async (request) => ok(await misDatosAdmin(app.db, currentUser(request))));
  serve(app, actualizarMisDatosAdmin, async (request) =>
    ok(await auditRecord(request, { tabla: usuarios, id: currentUser(request).id }, () => saveMisDatosAdmin(app.db, currentUser(request), request.body)), MSG.operacionCorrecta),
  );
  serve(app, logoConsultor, async (request, reply) => sendFile(reply, await logoConsultorFile(app, currentUser(request), request.params.id, request.log)));
  serve(app, consultorPorNif, async (request) => ok(await consultorValido(app.db, request.params.nif), CONSULTORES_MSG.consultorValido));
  // The association's users (§2.13, §7.6; usuarios.ts).
  serveUsuariosAdmin(app);
};

export default routes;
