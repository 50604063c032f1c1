/**
 * Who may call the consultants' lookups (lib/matrix.ts): every signed-in user reads the verifiers'
 * names; the consultant check is for those who create DAPcons, the administration and companies.
 */
import { activarUsuario, actualizarEstadoUsuario, consultorFicha, consultoresList, consultoresListado, consultorPorNif, verificadores } from '@dapcon/contract';
import type { MatrixRow } from '../../lib/matrix';

/**
 * The demo consultant who is none of the matrix's callers (43091827Q): the seed's fourth account (two
 * administrators, then the consultants in file order), id 4 on a fresh database. The first
 * administrator gives it baja, the second alta again.
 */
const OTRO_CONSULTOR = { usuario: '43091827Q', id: '4' };

/** The demo consultant (api/seed/demo-accounts.json). */
const DEMO_CONSULTOR = { nif: '47815236F' };

// prettier-ignore
export const consultoresMatrix: readonly MatrixRow[] = [
  //                                     anon  company consult verif admin1 admin2
  { endpoint: verificadores,   statuses: [401,  200,    200,    200,  200,   200] },
  { endpoint: consultoresListado, statuses: [401, 403,  403,    403,  200,   200], request: { query: { es_comisionista: 'true' } } },
  { endpoint: consultoresList, statuses: [401,  403,    403,    403,  200,   200], request: { query: { es_verificador: 'true' } } },
  { endpoint: consultorFicha, statuses: [401,  403,    403,    403,  200,   200], request: { params: DEMO_CONSULTOR } },
  { endpoint: activarUsuario, statuses: [401,  403,    403,    403,  409,   409], request: { params: { usuario: OTRO_CONSULTOR.usuario } } },
  { endpoint: actualizarEstadoUsuario, statuses: [401, 403, 403,  403,  200,   200], request: { params: { id: OTRO_CONSULTOR.id } } },
  { endpoint: consultorPorNif, statuses: [401,  200,    403,    403,  200,   200], request: { params: DEMO_CONSULTOR } },
];
