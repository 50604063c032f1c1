/** Who may call the DAPcon area's lista endpoints (lib/matrix.ts); matrix.ts puts them with the area's other rows. */
import { dapconList } from '@dapcon/contract';
import type { MatrixRow } from '../../lib/matrix';

// Every signed-in caller may read the list: what it holds is decided by who asks (areas/dapcon/lista.ts).
// prettier-ignore
export const listaMatrix: readonly MatrixRow[] = [
  //                                 anon  company consult verif admin1 admin2
  { endpoint: dapconList, statuses: [401,  200,    200,    200,  200,   200] },
];
