/** Who may call the finance area's tarifas endpoints (lib/matrix.ts); matrix.ts puts them with the area's other rows. */
import type { MatrixRow } from '../../lib/matrix';

// prettier-ignore
export const tarifasMatrix: readonly MatrixRow[] = [
  //                                       anon  company consult verif admin1 admin2
];
