/** Who may call the RCP catalogue (lib/matrix.ts): any signed-in user reads the select. */
import { rcps } from '@dapcon/contract';
import type { MatrixRow } from '../../lib/matrix';

// prettier-ignore
export const rcpMatrix: readonly MatrixRow[] = [
  //                          anon  company consult verif admin1 admin2
  { endpoint: rcps, statuses: [401,  200,    200,    200,  200,   200] },
];
