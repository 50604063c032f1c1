/**
 * Who may call a web content's files (lib/matrix.ts): the administration module only (both profiles);
 * the readers of a published content get its files with it (step 7), never through these routes.
 */
import {
  actualizarArchivoContenido,
  archivosContenidoList,
  borrarArchivoContenido,
  crearArchivoContenido,
  descargarArchivoContenido,
} from '@dapcon/contract';
import type { MatrixRow } from '../../lib/matrix';

/** No content, and no file, has this id (the test seed has none). */
const NINGUNO = '999999999';

// prettier-ignore
export const archivosContenidoMatrix: readonly MatrixRow[] = [
  //                                                anon  company consult verif admin1 admin2
  // A content that is not there: 404 for the administration (the list itself: archivos.test.ts).
  { endpoint: archivosContenidoList,      statuses: [401,  403,    403,    403,  404,   404], request: { query: { contenido_web_id: NINGUNO } } },
  // Empty bodies: the schema's 422, nothing written.
  { endpoint: crearArchivoContenido,      statuses: [401,  403,    403,    403,  422,   422], request: { body: {} } },
  { endpoint: actualizarArchivoContenido, statuses: [401,  403,    403,    403,  422,   422], request: { params: { id: NINGUNO }, body: {} } },
  { endpoint: borrarArchivoContenido,     statuses: [401,  403,    403,    403,  404,   404], request: { params: { id: NINGUNO } } },
  // Readers too, a file of a content published for them (which: publico.test.ts); none has this id.
  { endpoint: descargarArchivoContenido,  statuses: [401,  404,    404,    404,  404,   404], request: { params: { id: NINGUNO } } },
];
