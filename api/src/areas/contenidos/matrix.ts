/**
 * Who may call the contents area (lib/matrix.ts): the e-mail templates and the web contents are the
 * administration module's (both profiles); a content's image is read by the administration and by
 * the readers it is published for; editor images are public (their names are unguessable).
 */
import {
  actualizarContenido,
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
];
