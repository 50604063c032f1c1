/**
 * Who may call the document library (lib/matrix.ts; docs/contenidos.md step 6): the administration
 * module (both profiles) manages it; the readers (consultants, verifiers and companies: modules
 * consultor and organizacion) read the types, a type's documents and the highlighted ones, which the
 * administration, addressed by none of them, may not; a download is for any signed-in user who may
 * see the document (which ones each reader sees: biblioteca.test.ts).
 */
import {
  actualizarDocumentoBiblioteca,
  bibliotecaList,
  borrarDocumentoBiblioteca,
  contarDocumentosResaltados,
  crearDocumentoBiblioteca,
  descargarDocumentoBiblioteca,
  documentoBibliotecaShow,
  documentosPublicos,
  documentosResaltados,
  tiposDocumentoPublicos,
} from '@dapcon/contract';
import type { MatrixRow } from '../../lib/matrix';

/** No document has this id (the test seed has none). */
const NO_DOCUMENTO = { id: '999999999' };

/** A document type of the seeded folder `tipo_documento`. */
const TIPO = { type: 'doc_guias' };

// prettier-ignore
export const bibliotecaMatrix: readonly MatrixRow[] = [
  //                                                   anon  company consult verif admin1 admin2
  { endpoint: bibliotecaList,                statuses: [401,  403,    403,    403,  200,   200], request: { query: { estado: 'Publicado', es_resaltado: 'true' } } },
  { endpoint: documentoBibliotecaShow,       statuses: [401,  403,    403,    403,  404,   404], request: { params: NO_DOCUMENTO } },
  // Empty bodies: the schema's 422, nothing written (the rules themselves: biblioteca.test.ts).
  { endpoint: crearDocumentoBiblioteca,      statuses: [401,  403,    403,    403,  422,   422], request: { body: {} } },
  { endpoint: actualizarDocumentoBiblioteca, statuses: [401,  403,    403,    403,  422,   422], request: { params: NO_DOCUMENTO, body: {} } },
  { endpoint: borrarDocumentoBiblioteca,     statuses: [401,  403,    403,    403,  404,   404], request: { params: NO_DOCUMENTO } },
  // A document that does not exist, for everyone signed in.
  { endpoint: descargarDocumentoBiblioteca,  statuses: [401,  404,    404,    404,  404,   404], request: { params: NO_DOCUMENTO } },
  { endpoint: tiposDocumentoPublicos,        statuses: [401,  200,    200,    200,  403,   403] },
  { endpoint: documentosPublicos,            statuses: [401,  200,    200,    200,  403,   403], request: { params: TIPO, query: { magic: 'guía' } } },
  { endpoint: documentosResaltados,          statuses: [401,  200,    200,    200,  403,   403] },
  { endpoint: contarDocumentosResaltados,    statuses: [401,  200,    200,    200,  403,   403] },
];
