/**
 * Who may call /maintenance's endpoints: the Ares administrator only (part 2 §2.1, §6), but the state
 * the shell reads, which anyone may. The switch's row switches it off (maintenance on would refuse the
 * next rows' writes); the reset's sends no confirmation, so the administrator's call is a 422 that
 * resets nothing (api/test/areas/sistema/mantenimiento-reinicio.test.ts runs it on an app of its own).
 */
import { estadoMantenimiento, guardarMantenimiento, mantenimiento, reenviarCorreosFallidos, reiniciarDemo } from '@dapcon/contract';
import type { MatrixRow } from '../../lib/matrix';

// prettier-ignore
export const mantenimientoMatrix: readonly MatrixRow[] = [
  //                                       anon  company consult verif admin1 admin2
  { endpoint: estadoMantenimiento, statuses: [200, 200,   200,    200,  200,   200] },
  { endpoint: mantenimiento, statuses:       [401, 403,   403,    403,  200,   403] },
  { endpoint: guardarMantenimiento, statuses: [401, 403,  403,    403,  200,   403], request: { body: { activo: false, mensaje: '' } } },
  { endpoint: reenviarCorreosFallidos, statuses: [401, 403, 403,  403,  200,   403] },
  { endpoint: reiniciarDemo, statuses:       [401, 403,   403,    403,  422,   403], request: { body: {} } },
];
