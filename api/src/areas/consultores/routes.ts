/**
 * The consultants' lookups of the DAPcon creation modal (spec part 2 §2.9, §7.1 GET /verificadores,
 * §7.2 GET /consultores/{nif}/nif, §8), and the pickers' listing (§7.2 GET /consultores/obtener_listado).
 * And the /consultores list (§2.10, lista.ts), a consultant's page and its account actions (§2.11, cuenta.ts).
 */
import type { FastifyPluginAsync } from 'fastify';
import { activarUsuario as activarEndpoint, actualizarEstadoUsuario, CONSULTORES_MSG, consultorFicha as fichaEndpoint, consultorPorNif, consultoresList, consultoresListado, verificadores } from '@dapcon/contract';
import { currentUser } from '../../plugins/app/access-control';
import { activarUsuario, cambiarEstadoUsuario, consultorFicha } from './cuenta';
import { serve } from '../../lib/endpoint';
import { ok } from '../../lib/envelope';
import { languageOf } from '../../lib/lang';
import { consultoresExcel, consultoresPage } from './lista';
import { listConsultoresOpciones } from './repository';
import { consultorValido, verificadoresActivos } from './service';

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
  serve(app, activarEndpoint, async (request) => ok(await activarUsuario(app.db, request.params.usuario), CONSULTORES_MSG.usuarioActivado));
  serve(app, actualizarEstadoUsuario, async (request) => {
    const { estado, baja } = await cambiarEstadoUsuario(app.db, currentUser(request), request.params.id);
    return ok(estado, baja ? CONSULTORES_MSG.usuarioDadoDeBaja : CONSULTORES_MSG.usuarioDadoDeAlta);
  });
  serve(app, consultorPorNif, async (request) => ok(await consultorValido(app.db, request.params.nif), CONSULTORES_MSG.consultorValido));
};

export default routes;
