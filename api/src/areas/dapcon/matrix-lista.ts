/** Who may call the DAPcon area's lista endpoints (lib/matrix.ts); matrix.ts puts them with the area's other rows. */
import type { MatrixRow } from '../../lib/matrix';

// prettier-ignore
export const listaMatrix: readonly MatrixRow[] = [
  //                                 anon  company consult verif admin1 admin2
];
