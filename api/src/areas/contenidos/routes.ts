/**
 * The contents area (issue 14; docs/contenidos.md): the e-mail templates (/plantillas-mensajes) and the
 * web contents (/contenidos) with their images and the rich-text editor's.
 */
import type { FastifyPluginAsync } from 'fastify';
import {
  actualizarContenido,
  contenidosPublic,
  ocultarComunicado,
  comunicacionesList,
  correosPortalList,
  destinatariosComunicacion,
  enviarEmailContenido,
  plantillaEmailContenido,
  reenviarCorreoPortal,
  reenviarDestinatario,
  borrarContenido,
  contenidoShow,
  CONTENIDOS_MSG,
  contenidosList,
  crearContenido,
  EDITOR_IMAGENES_PATH,
  imagenContenido,
  imagenEditor,
  MSG,
  plantillasList,
  plantillaShow,
  plantillaUpdate,
  subirImagenEditor,
} from '@dapcon/contract';
import { sendFile } from '../../lib/download';
import { serve } from '../../lib/endpoint';
import { ok } from '../../lib/envelope';
import { languageOf } from '../../lib/lang';
import { uploadedFile } from '../../lib/uploads';
import { currentUser } from '../../plugins/app/access-control';
import * as comunicaciones from './comunicaciones';
import * as correosPortal from './correos-portal';
import * as publico from './publico';
import * as contenidos from './contenidos';
import archivos from './routes-archivos';
import biblioteca from './routes-biblioteca';
import { contenidosPage } from './contenidos-lista';
import { listPlantillas, savePlantilla, showPlantilla } from './plantillas';
import { serveCriterios } from './criterios-routes';
import { auditRecord } from '../../plugins/app/audit';
import { plantillasEmail } from '../../mail/tables';
import { contenidosWeb } from './tables';

const routes: FastifyPluginAsync = async (app) => {
  serve(app, plantillasList, async () => ok(await listPlantillas(app.db)));
  serve(app, plantillaShow, async (request) => ok(await showPlantilla(app.db, request.params.id, languageOf(request.headers['accept-language']))));
  serve(app, plantillaUpdate, async (request) =>
    ok(await auditRecord(request, { tabla: plantillasEmail, id: request.body.id }, () => savePlantilla(app.db, request.body, languageOf(request.headers['accept-language']))), MSG.operacionCorrecta),
  );
  // The front page's banner criteria (step 8): /banner-portada.
  serveCriterios(app);

  serve(app, contenidosList, async (request) =>
    ok(await contenidosPage(app.db, request.query, languageOf(request.headers['accept-language']), app.listTotals)),
  );
  serve(app, contenidoShow, async (request) => ok(await contenidos.contenido(app.db, request.params.id, languageOf(request.headers['accept-language']))));
  serve(app, crearContenido, async (request) =>
    ok(
      await auditRecord(request, { tabla: contenidosWeb, id: null, idTras: (creado) => creado.id }, () =>
        contenidos.crearContenido(app, currentUser(request), request.body, languageOf(request.headers['accept-language'])),
      ),
      MSG.operacionCorrecta,
    ),
  );
  serve(app, actualizarContenido, async (request) =>
    ok(
      await auditRecord(request, { tabla: contenidosWeb, id: request.params.id }, () =>
        contenidos.actualizarContenido(app, request.params.id, request.body, languageOf(request.headers['accept-language']), request.log),
      ),
      MSG.operacionCorrecta,
    ),
  );
  serve(app, borrarContenido, async (request) => ok(await auditRecord(request, { tabla: contenidosWeb, id: request.params.id }, () => contenidos.borrarContenido(app, request.params.id, request.log)), CONTENIDOS_MSG.contenidoBorrado));
  serve(app, imagenContenido, async (request, reply) =>
    sendFile(reply, await contenidos.imagenContenidoFile(app, currentUser(request), request.params.id, request.log)),
  );

  serve(app, subirImagenEditor, async (request) => {
    const file = uploadedFile(request.body.file, 'file');
    if (!file) throw new Error('the contract requires the file');
    const name = await contenidos.subirImagenEditor(app, currentUser(request), file);
    // Relative to the portal's origin (the API's prefix, e.g. /api/editor-imagenes/<uuid>.png): pages load
    // it from wherever the portal is reached; an e-mail makes it absolute with PUBLIC_URL.
    return ok({ url: `${app.prefix}${EDITOR_IMAGENES_PATH}/${name}` });
  });
  serve(app, imagenEditor, async (request, reply) => contenidos.sendImagenEditor(app, reply, request.params.key, request.log));

  // A content's files (step 4): the files modal.
  await app.register(archivos);

  // The document library (step 6): /biblioteca-documentos, /public-documentos, the highlighted documents.
  await app.register(biblioteca);

  // Communications (step 5): the send-email modal, the mailing, /comunicaciones.
  serve(app, plantillaEmailContenido, async (request) =>
    ok(await comunicaciones.plantillaEmailContenido(app, request.params.id, languageOf(request.headers['accept-language']))),
  );
  serve(app, enviarEmailContenido, async (request) =>
    ok(await comunicaciones.enviarEmail(app, currentUser(request), request.body, languageOf(request.headers['accept-language'])), CONTENIDOS_MSG.comunicacionEnviada),
  );
  serve(app, comunicacionesList, async (request) => ok(await comunicaciones.comunicacionesPage(app.db, request.query, app.listTotals)));
  serve(app, destinatariosComunicacion, async (request) => ok(await comunicaciones.destinatariosPage(app.db, request.params.id, request.query)));
  serve(app, reenviarDestinatario, async (request) => ok(await comunicaciones.reenviar(app, request.params.id), CONTENIDOS_MSG.correoReenviado));
  // The portal's own e-mails ('Correos del portal', the second tab of /comunicaciones).
  serve(app, correosPortalList, async (request, reply) => {
    const lang = languageOf(request.headers['accept-language']);
    if (request.query.to_excel === true) return correosPortal.correosPortalExcel(app.db, request.query, lang, app.listTotals, reply, request.log);
    return ok(await correosPortal.correosPortalList(app.db, request.query, lang, app.listTotals));
  });
  serve(app, reenviarCorreoPortal, async (request) =>
    ok(await correosPortal.reenviarCorreoPortal(app, request.params.id, languageOf(request.headers['accept-language'])), CONTENIDOS_MSG.correoReenviado),
  );

  // The readers' contents (step 7): the homes' communications, /public-comunicados, archiving.
  serve(app, contenidosPublic, async (request) =>
    ok(await publico.contenidosPublicPage(app, currentUser(request), request.query, languageOf(request.headers['accept-language']))),
  );
  serve(app, ocultarComunicado, async (request) => ok(await publico.ocultarComunicado(app, currentUser(request), request.query.id), CONTENIDOS_MSG.comunicadoArchivado));
};

export default routes;
