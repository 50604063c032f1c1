/** Who may call the homes' and the frame's endpoints (docs/home.md), one file per step. */
import type { MatrixRow } from '../../lib/matrix';
import { consolidadoMatrix } from './matrix-consolidado';
import { foroMatrix } from './matrix-foro';
import { inicioMatrix } from './matrix-inicio';
import { notificacionesMatrix } from './matrix-notificaciones';
import { resumenMatrix } from './matrix-resumen';

export const panelMatrix: readonly MatrixRow[] = [...consolidadoMatrix, ...resumenMatrix, ...notificacionesMatrix, ...inicioMatrix, ...foroMatrix];
