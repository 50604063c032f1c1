/**
 * The document library's routes (docs/contenidos.md step 6; spec part 2 §7.7, part 1 §7):
 * /biblioteca-documentos for the administration, the public lists and the highlighted documents for
 * readers, and the download.
 */
import type { FastifyPluginAsync } from 'fastify';
import {
  actualizarDocumentoBiblioteca,
  bibliotecaList,
  borrarDocumentoBiblioteca,
  CONTENIDOS_MSG,
  contarDocumentosResaltados,
  crearDocumentoBiblioteca,
  descargarDocumentoBiblioteca,
  documentoBibliotecaShow,
  documentosPublicos,
  documentosResaltados,
  MSG,
  tiposDocumentoPublicos,
} from '@dapcon/contract';
import { sendFile } from '../../lib/download';
import { serve } from '../../lib/endpoint';
import { ok } from '../../lib/envelope';
import { languageOf } from '../../lib/lang';
import { currentUser } from '../../plugins/app/access-control';
import * as biblioteca from './biblioteca';

const routes: FastifyPluginAsync = async (app) => {
  serve(app, bibliotecaList, async (request) =>
    ok(await biblioteca.bibliotecaPage(app.db, request.query, languageOf(request.headers['accept-language']), app.listTotals)),
  );
  serve(app, documentoBibliotecaShow, async (request) =>
    ok(await biblioteca.documento(app.db, request.params.id, languageOf(request.headers['accept-language']))),
  );
  serve(app, crearDocumentoBiblioteca, async (request) =>
    ok(await biblioteca.crearDocumento(app, currentUser(request), request.body, languageOf(request.headers['accept-language'])), MSG.operacionCorrecta),
  );
  serve(app, actualizarDocumentoBiblioteca, async (request) =>
    ok(
      await biblioteca.actualizarDocumento(app, currentUser(request), request.params.id, request.body, languageOf(request.headers['accept-language']), request.log),
      MSG.operacionCorrecta,
    ),
  );
  serve(app, borrarDocumentoBiblioteca, async (request) =>
    ok(await biblioteca.borrarDocumento(app, request.params.id, request.log), CONTENIDOS_MSG.documentoBibliotecaBorrado),
  );
  serve(app, descargarDocumentoBiblioteca, async (request, reply) =>
    sendFile(reply, await biblioteca.descargarDocumento(app, currentUser(request), request.params.id, request.log)),
  );

  serve(app, tiposDocumentoPublicos, async (request) =>
    ok(await biblioteca.tiposPublicos(app.db, currentUser(request), languageOf(request.headers['accept-language']))),
  );
  serve(app, documentosPublicos, async (request) =>
    ok(await biblioteca.documentosPublicos(app.db, currentUser(request), request.params.type, request.query, languageOf(request.headers['accept-language']))),
  );
  serve(app, documentosResaltados, async (request) =>
    ok(await biblioteca.documentosResaltados(app.db, currentUser(request), request.query, languageOf(request.headers['accept-language']))),
  );
  serve(app, contarDocumentosResaltados, async (request) => ok(await biblioteca.contarResaltados(app.db, currentUser(request))));
};

export default routes;
