/** Who may call the public registry (lib/matrix.ts): anyone, signed in or not; its figures, the administration. */
import { certificadoPublico, cifrasRegistro, dapconesPublicas, dapconPublica, documentoPublico, exportacionIlcd, exportacionOpenEpd, logoPublico } from '@dapcon/contract';
import type { MatrixRow } from '../../lib/matrix';

/** A declaration the test seed publishes, with its EPD in Spanish when a storage is given (the matrix's app has none: its document answers 404). */
const PUBLICADA = { codigo: 'DAPcon-2026-0001' };

// prettier-ignore
export const registroMatrix: readonly MatrixRow[] = [
  //                                       anon  company consult verif admin1 admin2
  { endpoint: dapconesPublicas, statuses: [200,  200,    200,    200,  200,   200] },
  { endpoint: dapconPublica,    statuses: [200,  200,    200,    200,  200,   200], request: { params: PUBLICADA } },
  { endpoint: documentoPublico, statuses: [404,  404,    404,    404,  404,   404], request: { params: { ...PUBLICADA, idioma: 'es' } } },
  { endpoint: logoPublico,      statuses: [404,  404,    404,    404,  404,   404], request: { params: PUBLICADA } },
  { endpoint: certificadoPublico, statuses: [200, 200,   200,    200,  200,   200], request: { params: PUBLICADA, query: { lang: 'ca' } } },
  { endpoint: exportacionOpenEpd, statuses: [200, 200,   200,    200,  200,   200], request: { params: PUBLICADA } },
  { endpoint: exportacionIlcd,  statuses: [200,  200,    200,    200,  200,   200], request: { params: PUBLICADA } },
  { endpoint: cifrasRegistro,   statuses: [401,  403,    403,    403,  200,   200] },
];
