/**
 * Who may call the consultants' lookups (lib/matrix.ts): every signed-in user reads the verifiers'
 * names; the consultant check is for those who create DAPcons, the administration and companies.
 */
import { consultoresList, consultoresListado, consultorPorNif, verificadores } from '@dapcon/contract';
import type { MatrixRow } from '../../lib/matrix';

/** The demo consultant (api/seed/demo-accounts.json). */
const DEMO_CONSULTOR = { nif: '47815236F' };

// prettier-ignore
export const consultoresMatrix: readonly MatrixRow[] = [
  //                                     anon  company consult verif admin1 admin2
  { endpoint: verificadores,   statuses: [401,  200,    200,    200,  200,   200] },
  { endpoint: consultoresListado, statuses: [401, 403,  403,    403,  200,   200], request: { query: { es_comisionista: 'true' } } },
  { endpoint: consultoresList, statuses: [401,  403,    403,    403,  200,   200], request: { query: { es_verificador: 'true' } } },
  { endpoint: consultorPorNif, statuses: [401,  200,    403,    403,  200,   200], request: { params: DEMO_CONSULTOR } },
];
