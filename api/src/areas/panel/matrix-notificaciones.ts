/** Who may call the top bar's notifications (docs/home.md step 4): the readers; the administration has no dropdown (403). */
import { notificaciones } from '@dapcon/contract';
import type { MatrixRow } from '../../lib/matrix';

// prettier-ignore
export const notificacionesMatrix: readonly MatrixRow[] = [
  //                                   anon  company consult verif admin1 admin2
  { endpoint: notificaciones, statuses: [401,  200,    200,    200,  403,   403] },
];
