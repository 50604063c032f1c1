/** Who may read 'Resumen de DAPcon' (issue 16 step 2): the administration only (docs/decisions.md 'Resumen de DAPcon'). */
import { resumenDapcon } from '@dapcon/contract';
import type { MatrixRow } from '../../lib/matrix';

// prettier-ignore
export const resumenMatrix: readonly MatrixRow[] = [
  //                                 anon  company consult verif admin1 admin2
  { endpoint: resumenDapcon, statuses: [401,  403,    403,    403,  200,   200] },
];
