/**
 * A web content's files (docs/contenidos.md step 4; spec part 2 §2.19, §7.7): the files modal's list,
 * attach, save (`_method=PATCH`), delete, and our download. Administration module only.
 */
import type { FastifyPluginAsync } from 'fastify';
import {
  actualizarArchivoContenido,
  archivosContenidoList,
  borrarArchivoContenido,
  CONTENIDOS_MSG,
  crearArchivoContenido,
  descargarArchivoContenido,
  MSG,
} from '@dapcon/contract';
import { sendFile } from '../../lib/download';
import { serve } from '../../lib/endpoint';
import { ok } from '../../lib/envelope';
import { currentUser } from '../../plugins/app/access-control';
import * as archivos from './archivos';

const routes: FastifyPluginAsync = async (app) => {
  serve(app, archivosContenidoList, async (request) => ok(await archivos.archivosPage(app.db, request.query, app.listTotals)));
  serve(app, crearArchivoContenido, async (request) => ok(await archivos.crearArchivo(app, currentUser(request), request.body), MSG.operacionCorrecta));
  serve(app, actualizarArchivoContenido, async (request) =>
    ok(await archivos.actualizarArchivo(app, currentUser(request), request.params.id, request.body, request.log), MSG.operacionCorrecta),
  );
  serve(app, borrarArchivoContenido, async (request) => ok(await archivos.borrarArchivo(app, request.params.id, request.log), CONTENIDOS_MSG.archivoBorrado));
  serve(app, descargarArchivoContenido, async (request, reply) => sendFile(reply, await archivos.archivoFile(app, currentUser(request), request.params.id, request.log)));
};

export default routes;
