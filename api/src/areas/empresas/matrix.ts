/** Who may call the empresas area's endpoints (lib/matrix.ts): the administration module, both profiles. */
import { organizaciones } from '@dapcon/contract';
import type { MatrixRow } from '../../lib/matrix';

// prettier-ignore
export const empresasMatrix: readonly MatrixRow[] = [
  //                                   anon  company consult verif admin1 admin2
  { endpoint: organizaciones, statuses: [401,  403,    403,    403,  200,   200] },
];
