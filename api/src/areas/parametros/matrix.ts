/**
 * Who may call the configuration's endpoints (lib/matrix.ts). Each feature keeps its rows in its
 * own `matrix-*.ts` and spreads them here.
 */
import type { MatrixRow } from '../../lib/matrix';
import { parametrosArbolMatrix } from './matrix-arbol';
import { clasificacionMatrix } from './matrix-clasificacion';

// prettier-ignore
export const parametrosMatrix: readonly MatrixRow[] = [
  ...parametrosArbolMatrix,
  ...clasificacionMatrix,
];
