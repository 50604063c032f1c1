/**
 * Who may call the reference lists (lib/matrix.ts): anyone, the registration forms need them before
 * sign-in; the options of one folder (`/parametros-select`) any signed-in user (reference data the
 * screens read, never before sign-in).
 */
import { idiomas, paises, parametrosGenerales, parametrosSelect, poblacion } from '@dapcon/contract';
import type { MatrixRow } from '../../lib/matrix';

// prettier-ignore
export const referenciaMatrix: readonly MatrixRow[] = [
  //                                         anon  company consult verif admin1 admin2
  { endpoint: idiomas,             statuses: [200,  200,    200,    200,  200,   200] },
  { endpoint: paises,              statuses: [200,  200,    200,    200,  200,   200] },
  { endpoint: poblacion,           statuses: [201,  201,    201,    201,  201,   201], request: { query: { cp: '08001' } } },
  { endpoint: parametrosGenerales, statuses: [200,  200,    200,    200,  200,   200],
    request: { body: [{ param: 'tipo_empresa', locale: 1, active: true }] } },
  { endpoint: parametrosSelect,    statuses: [401,  200,    200,    200,  200,   200],
    request: { query: { param_padre_id: 'criterios_consulta', idioma_id: '2' } } },
];
