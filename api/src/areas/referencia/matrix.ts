/** Who may call the reference lists (lib/matrix.ts): anyone, the registration forms need them before sign-in. */
import { idiomas, paises, parametrosGenerales, poblacion } from '@dapcon/contract';
import type { MatrixRow } from '../../lib/matrix';

// prettier-ignore
export const referenciaMatrix: readonly MatrixRow[] = [
  //                                         anon  company consult verif admin1 admin2
  { endpoint: idiomas,             statuses: [200,  200,    200,    200,  200,   200] },
  { endpoint: paises,              statuses: [200,  200,    200,    200,  200,   200] },
  { endpoint: poblacion,           statuses: [201,  201,    201,    201,  201,   201], request: { query: { cp: '08001' } } },
  { endpoint: parametrosGenerales, statuses: [200,  200,    200,    200,  200,   200],
    request: { body: [{ param: 'tipo_empresa', locale: 1, active: true }] } },
];
