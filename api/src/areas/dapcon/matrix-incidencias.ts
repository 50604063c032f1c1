/**
 * Who may call the DAPcon area's incident endpoints (lib/matrix.ts); matrix.ts puts them with the
 * area's other rows. They run on the test seed's declarations (seed.ts `TEST_DAPCON_IDS`, all of the
 * demo company with the demo consultant and verifier) and its open incident `TEST_INCIDENCIA_ID` (on
 * language 1 of the declaration in verification), in order, each column after the one before:
 *
 * - the lists answer every signed-in caller (each its own reach), the tickets list too;
 * - one incident (the tickets' thread): every participant of its declaration reads it;
 * - opening an incident on language 2 of the declaration in verification: the company's module is not
 *   let in (403), the consultant is a part that never opens one (403); the verifier and both
 *   administrators really open one each (three open incidents on that language afterwards: the rows
 *   that follow, the lifecycle's, find them there);
 * - replying to the seeded incident: every participant, 201 each;
 * - resolving it: 403 for the company's module and the consultant; the verifier resolves it, and the
 *   administrators' same request, already resolved, changes nothing and answers 200 (docs/decisions.md).
 */
import { crearIncidencia, incidenciaDetalle, incidenciasDapcon, incidenciasList, resolverIncidencia, responderIncidencia, todasIncidencias } from '@dapcon/contract';
import type { MatrixRow } from '../../lib/matrix';
import { TEST_DAPCON_IDS, TEST_INCIDENCIA_ID } from './seed';

const INCIDENCIA = { id: String(TEST_INCIDENCIA_ID) };
const NUEVA = { dapcon_id: TEST_DAPCON_IDS.en_verificacion, idioma_id: 2, titulo: 'Incidencia de la matriz', descripcion: 'La tabla 3 no cuadra con el anexo.' };

// prettier-ignore
export const incidenciasMatrix: readonly MatrixRow[] = [
  //                                       anon  company consult verif admin1 admin2
  { endpoint: incidenciasDapcon,   statuses: [401,  200,    200,    200,  200,   200], request: { query: { dapcon_id: String(TEST_DAPCON_IDS.en_verificacion) } } },
  { endpoint: todasIncidencias,    statuses: [401,  200,    200,    200,  200,   200] },
  { endpoint: incidenciasList,     statuses: [401,  200,    200,    200,  200,   200], request: { query: { estado: 'abiertas' } } },
  { endpoint: incidenciaDetalle,   statuses: [401,  200,    200,    200,  200,   200], request: { params: INCIDENCIA } },
  { endpoint: crearIncidencia,     statuses: [401,  403,    403,    201,  201,   201], request: { body: NUEVA } },
  { endpoint: responderIncidencia, statuses: [401,  201,    201,    201,  201,   201], request: { params: INCIDENCIA, body: { mensaje: 'Respuesta de la matriz.' } } },
  { endpoint: resolverIncidencia,  statuses: [401,  403,    403,    200,  200,   200], request: { params: INCIDENCIA, body: { esta_resuelta: true } } },
];
