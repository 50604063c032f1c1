/**
 * The ECO Platform product classification's routes (docs/parametros.md 'Classification as built'; spec
 * part 2 §7.10); routes.ts registers them. The rules are clasificacion.ts's and clasificacion-sync.ts's.
 * Deleting a node is the parameter tree's `PATCH /parametros/{id}/cambiar-estado-activo`.
 */
import type { FastifyPluginAsync } from 'fastify';
import { actualizarClasificacion, arbolClasificacion, CLASIFICACION_MSG, clasificacionDetalle, crearClasificacion, IDIOMA_ID, MSG, opcionesClasificacion, sincronizarClasificacion } from '@dapcon/contract';
import { serve } from '../../lib/endpoint';
import { ok } from '../../lib/envelope';
import { languageOf } from '../../lib/lang';
import { currentUser } from '../../plugins/app/access-control';
import * as clasificacion from './clasificacion';
import { opcionesClasificacion as opciones } from './clasificacion-opciones';
import { sincronizar } from './clasificacion-sync';

const routes: FastifyPluginAsync = async (app) => {
  serve(app, arbolClasificacion, async (request) => ok(await clasificacion.arbol(app.db, languageOf(request.headers['accept-language']), request.params.id)));

  serve(app, clasificacionDetalle, async (request) =>
    ok(await clasificacion.detalle(app.db, currentUser(request), languageOf(request.headers['accept-language']), request.params.id)),
  );

  serve(app, actualizarClasificacion, async (request) =>
    ok(await clasificacion.actualizar(app.db, currentUser(request), languageOf(request.headers['accept-language']), request.params.id, request.body), MSG.operacionCorrecta),
  );

  serve(app, crearClasificacion, async (request) =>
    ok(await clasificacion.crear(app.db, currentUser(request), languageOf(request.headers['accept-language']), request.body), MSG.operacionCorrecta),
  );

  // The declarations' picker: the active leaves, for any signed-in user (docs/dapcon-lifecycle.md 'ECO Platform classification').
  serve(app, opcionesClasificacion, async (request) => ok({ opciones: await opciones(app.db, IDIOMA_ID[languageOf(request.headers['accept-language'])]) }));

  serve(app, sincronizarClasificacion, async (request) => ok(await sincronizar(app.db, request.body.contenido), CLASIFICACION_MSG.clasifSincronizada));
};

export default routes;
