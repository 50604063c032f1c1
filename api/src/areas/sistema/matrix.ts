/** Who may call the API's own endpoints (lib/matrix.ts): anyone (load balancers; the contract is not a secret). */
import { auditoriaList, health, logsAplicacion, logsPeticiones, openapi } from '@dapcon/contract';
import type { MatrixRow } from '../../lib/matrix';
import { mantenimientoMatrix } from './matrix-mantenimiento';

// prettier-ignore
export const sistemaMatrix: readonly MatrixRow[] = [
  //                            anon  company consult verif admin1 admin2
  { endpoint: health, statuses: [200,  200,    200,    200,  200,   200] },
  { endpoint: openapi, statuses: [200, 200,    200,    200,  200,   200] },
  // The logs: the Ares administrator only (part 2 §2.1).
  { endpoint: logsAplicacion, statuses: [401, 403, 403,   403,  200,   403] },
  { endpoint: logsPeticiones, statuses: [401, 403, 403,   403,  200,   403] },
  // The audit trail: the same (issue 36).
  { endpoint: auditoriaList, statuses: [401, 403, 403,   403,  200,   403] },
  // /maintenance (matrix-mantenimiento.ts).
  ...mantenimientoMatrix,
];
