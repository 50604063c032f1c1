/**
 * Who may call the reference lists (lib/matrix.ts): anyone, the registration forms need them before
 * sign-in; the options of one folder (`/parametros-select`) any signed-in user (reference data the
 * screens read, never before sign-in).
 */
import { actualizarIdioma, crearIdioma, idiomas, idiomasAdmin, paises, parametrosGenerales, parametrosSelect, poblacion } from '@dapcon/contract';
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
  // The languages' administration: the Ares administrator (profile 1) only.
  { endpoint: idiomasAdmin,        statuses: [401,  403,    403,    403,  200,   403] },
  { endpoint: crearIdioma,         statuses: [401,  403,    403,    403,  201,   403],
    request: { body: { idioma_nombre: 'Nederlands', idioma: 'nl', ecoplatform: true } } },
  { endpoint: actualizarIdioma,    statuses: [401,  403,    403,    403,  200,   403],
    request: { params: { id: 9 }, body: { idioma_nombre: 'Galego', idioma: 'gl', ecoplatform: false, activo: true } } },
];
