/** Who may call the DAPcon area's ciclo endpoints (lib/matrix.ts); matrix.ts puts them with the area's other rows. */
import type { MatrixRow } from '../../lib/matrix';

// prettier-ignore
export const cicloMatrix: readonly MatrixRow[] = [
  //                                 anon  company consult verif admin1 admin2
];
