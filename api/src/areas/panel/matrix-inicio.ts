/**
 * Who may read a reader's home data (issue 16 step 3): companies, consultants and verifiers, each its
 * own; the administration has its own home (403).
 */
import { inicio } from '@dapcon/contract';
import type { MatrixRow } from '../../lib/matrix';

// prettier-ignore
export const inicioMatrix: readonly MatrixRow[] = [
  //                          anon  company consult verif admin1 admin2
  { endpoint: inicio, statuses: [401,  200,    200,    200,  403,   403] },
];
