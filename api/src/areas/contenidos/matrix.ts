/**
 * Who may call the contents area (lib/matrix.ts): the e-mail templates and the web contents are the
 * administration module's (both profiles); a content's image is read by the administration and by
 * the readers it is published for; editor images are public (their names are unguessable).
 */
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
  contenidosList,
  crearContenido,
  imagenContenido,
  imagenEditor,
  plantillasList,
  plantillaShow,
  plantillaUpdate,
  subirImagenEditor,
} from '@dapcon/contract';
import type { MatrixRow } from '../../lib/matrix';
import { archivosContenidoMatrix } from './matrix-archivos';
import { bibliotecaMatrix } from './matrix-biblioteca';
import { criteriosMatrix } from './matrix-criterios';

/** The first template of a fresh database (the start-up writes them in catalogue order). */
const PRIMERA_PLANTILLA = { id: '1' };

/** No content has this id (the test seed has none). */
const NO_CONTENIDO = { id: '999999999' };

/** A well-formed editor image name that no upload has. */
const NO_IMAGEN_EDITOR = { key: '00000000-0000-4000-8000-000000000000.png' };

// prettier-ignore
export const contenidosMatrix: readonly MatrixRow[] = [
  //                                     anon  company consult verif admin1 admin2
  { endpoint: plantillasList,  statuses: [401,  403,    403,    403,  200,   200] },
  { endpoint: plantillaShow,   statuses: [401,  403,    403,    403,  200,   200], request: { params: PRIMERA_PLANTILLA } },
  // An empty body: the schema's 422, nothing written.
  { endpoint: plantillaUpdate, statuses: [401,  403,    403,    403,  422,   422], request: { body: {} } },
  { endpoint: contenidosList,  statuses: [401,  403,    403,    403,  200,   200], request: { query: { estado: 'Publicado' } } },
  { endpoint: contenidoShow,   statuses: [401,  403,    403,    403,  404,   404], request: { params: NO_CONTENIDO } },
  // Empty bodies: the schema's 422, nothing written (the rules themselves: contenidos.test.ts).
  { endpoint: crearContenido,  statuses: [401,  403,    403,    403,  422,   422], request: { body: {} } },
  { endpoint: actualizarContenido, statuses: [401, 403,  403,    403,  422,   422], request: { params: NO_CONTENIDO, body: {} } },
  { endpoint: borrarContenido, statuses: [401,  403,    403,    403,  404,   404], request: { params: NO_CONTENIDO } },
  // A content that does not exist, for everyone signed in (who reads which image: contenidos.test.ts).
  { endpoint: imagenContenido, statuses: [401,  404,    404,    404,  404,   404], request: { params: NO_CONTENIDO } },
  { endpoint: subirImagenEditor, statuses: [401, 403,   403,    403,  422,   422], request: { body: {} } },
  // Public: no token needed; a name no upload has is a 404 for all.
  { endpoint: imagenEditor,    statuses: [404,  404,    404,    404,  404,   404], request: { params: NO_IMAGEN_EDITOR } },
  // A content's files (step 4): matrix-archivos.ts.
  ...archivosContenidoMatrix,
  // The document library (step 6): matrix-biblioteca.ts.
  ...bibliotecaMatrix,
  // The front page's banner criteria (step 8): matrix-criterios.ts.
  ...criteriosMatrix,
  // Communications: the administration module's; ids no row has (the mailing itself: comunicaciones.test.ts).
  { endpoint: plantillaEmailContenido, statuses: [401, 403, 403,   403,  404,   404], request: { params: NO_CONTENIDO } },
  { endpoint: enviarEmailContenido, statuses: [401, 403,  403,    403,  422,   422], request: { body: {} } },
  { endpoint: comunicacionesList, statuses: [401, 403,    403,    403,  200,   200] },
  { endpoint: destinatariosComunicacion, statuses: [401, 403, 403, 403, 404,   404], request: { params: NO_CONTENIDO } },
  { endpoint: reenviarDestinatario, statuses: [401, 403,  403,    403,  404,   404], request: { params: NO_CONTENIDO } },
  // The portal's own e-mails: an id no e-mail has (the resend itself: correos-portal.test.ts).
  { endpoint: correosPortalList, statuses: [401,  403,    403,    403,  200,   200] },
  { endpoint: reenviarCorreoPortal, statuses: [401, 403,  403,    403,  404,   404], request: { params: NO_CONTENIDO } },
  // The readers' contents: consultants, verifiers and companies; the administration has /contenidos.
  { endpoint: contenidosPublic, statuses: [401,  200,    200,    200,  403,   403] },
  { endpoint: ocultarComunicado, statuses: [401, 404,    404,    404,  403,   403], request: { query: { id: NO_CONTENIDO.id } } },
];
