/** Who may call the public registry (lib/matrix.ts): anyone, signed in or not. */
import { dapconesPublicas } from '@dapcon/contract';
import type { MatrixRow } from '../../lib/matrix';

// prettier-ignore
export const registroMatrix: readonly MatrixRow[] = [
  //                                       anon  company consult verif admin1 admin2
  { endpoint: dapconesPublicas, statuses: [200,  200,    200,    200,  200,   200] },
];
