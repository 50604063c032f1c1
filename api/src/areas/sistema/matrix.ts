/** Who may call the API's own endpoints (lib/matrix.ts): anyone (load balancers; the contract is not a secret). */
import { health, openapi } from '@dapcon/contract';
import type { MatrixRow } from '../../lib/matrix';

// prettier-ignore
export const sistemaMatrix: readonly MatrixRow[] = [
  //                            anon  company consult verif admin1 admin2
  { endpoint: health, statuses: [200,  200,    200,    200,  200,   200] },
  { endpoint: openapi, statuses: [200, 200,    200,    200,  200,   200] },
];
