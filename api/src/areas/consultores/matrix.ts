/**
 * Who may call the consultants' lookups (lib/matrix.ts): every signed-in user reads the verifiers'
 * names; the consultant check is for those who create DAPcons, the administration and companies.
 */
import {
  activarUsuario,
  actualizarConsultor,
  actualizarMisDatosAdmin,
  actualizarEstadoUsuario,
  actualizarMisDatosConsultor,
  consultorFicha,
  consultoresList,
  consultoresListado,
  consultorPorNif,
  eliminarConsultor,
  historialConsultor,
  logoConsultor,
  misDatosAdmin,
  misDatosConsultor,
  verificadores,
} from '@dapcon/contract';
import { actualizarUsuarioAdmin, eliminarUsuarioAdmin, registrarUsuarioAdmin, usuarioAdminShow, usuariosAdminList, verificarUsuarioAdmin } from '@dapcon/contract';
import type { MatrixRow } from '../../lib/matrix';

/**
 * The association users of the matrix: the demo administrators, profile 1 (46127839M, id 1) and
 * profile 2 (38562014F, id 2), the seed's first two accounts. A profile-2 administrator does not see
 * profile-1 users (404); the first administrator's creation gives profile 1, which the second may not
 * (403); both save the second administrator with its own NIF and profile (a new phone and e-mail); and
 * neither deletes it: it has signed in (409), and it is the second's own account (409).
 */
const ADMIN_ARES = { id: '1', usuario: '46127839M' };
const ADMIN_ASOCIACION = { id: '2', usuario: '38562014F' };
const NUEVO_USUARIO = { usuario: '71234567W', nombre: 'Anna', apellidos: 'Matriu Rovira', telefono: '932 000 111', email: 'anna.matriu@dapcon.example', perfiles: [1], recibir_notificacion: true };
const DATOS_ADMIN_ASOCIACION = { usuario: ADMIN_ASOCIACION.usuario, nombre: 'Jordi', apellidos: 'Casals Vidal', telefono: '932 000 222', email: 'jordi.matriu@dapcon.example', perfiles: [2], recibir_notificacion: false };

/**
 * The demo consultant who is none of the matrix's callers (43091827Q): the seed's fourth account (two
 * administrators, then the consultants in file order), id 4 on a fresh database. The first
 * administrator gives it baja, the second alta again.
 */
const OTRO_CONSULTOR = { usuario: '43091827Q', id: '4' };

/** The demo consultant (api/seed/demo-accounts.json). */
const DEMO_CONSULTOR = { nif: '47815236F' };

/** No consultant has this id (the ids of the test seed are small). */
const NO_CONSULTOR = { id: '999999999' };

// prettier-ignore
export const consultoresMatrix: readonly MatrixRow[] = [
  //                                     anon  company consult verif admin1 admin2
  { endpoint: verificadores,   statuses: [401,  200,    200,    200,  200,   200] },
  { endpoint: consultoresListado, statuses: [401, 403,  403,    403,  200,   200], request: { query: { es_comisionista: 'true' } } },
  { endpoint: consultoresList, statuses: [401,  403,    403,    403,  200,   200], request: { query: { es_verificador: 'true' } } },
  { endpoint: consultorFicha, statuses: [401,  403,    403,    403,  200,   200], request: { params: DEMO_CONSULTOR } },
  { endpoint: activarUsuario, statuses: [401,  403,    403,    403,  409,   409], request: { params: { usuario: OTRO_CONSULTOR.usuario } } },
  { endpoint: actualizarEstadoUsuario, statuses: [401, 403, 403,  403,  200,   200], request: { params: { id: OTRO_CONSULTOR.id } } },
  // An empty body: the schema's 422, nothing written.
  { endpoint: actualizarConsultor, statuses: [401, 403,  403,    403,  422,   422], request: { params: NO_CONSULTOR, body: {} } },
  // A consultant that does not exist: 404, nothing deleted.
  { endpoint: eliminarConsultor, statuses: [401,  403,    403,    403,  404,   404], request: { params: NO_CONSULTOR } },
  // A consultant's history: the administration's; a consultant that does not exist: 404.
  { endpoint: historialConsultor, statuses: [401, 403,   403,    403,  404,   404], request: { query: { consultor_id: NO_CONSULTOR.id } } },
  { endpoint: misDatosConsultor, statuses: [401,  403,    200,    200,  403,   403] },
  { endpoint: actualizarMisDatosConsultor, statuses: [401, 403, 422, 422, 403,   403], request: { body: {} } },
  // Another consultant's logo, as one that does not exist: 404 (the consultant's own is in perfil.test.ts).
  { endpoint: logoConsultor,   statuses: [401,  403,    404,    404,  404,   404], request: { params: NO_CONSULTOR } },
  { endpoint: misDatosAdmin,   statuses: [401,  403,    403,    403,  200,   200] },
  // An empty body: the schema's 422, nothing written (the demo administrators' names stay).
  { endpoint: actualizarMisDatosAdmin, statuses: [401, 403, 403,    403,  422,   422], request: { body: {} } },
  { endpoint: consultorPorNif, statuses: [401,  200,    403,    403,  200,   200], request: { params: DEMO_CONSULTOR } },
  { endpoint: usuariosAdminList, statuses: [401, 403,  403,    403,  200,   200], request: { query: { estado_id: 'activo' } } },
  { endpoint: usuarioAdminShow, statuses: [401,  403,    403,    403,  200,   404], request: { params: { id: ADMIN_ARES.id } } },
  { endpoint: registrarUsuarioAdmin, statuses: [401, 403, 403,   403,  201,   403], request: { body: NUEVO_USUARIO } },
  { endpoint: actualizarUsuarioAdmin, statuses: [401, 403, 403,  403,  200,   200], request: { params: { id: ADMIN_ASOCIACION.id }, body: DATOS_ADMIN_ASOCIACION } },
  { endpoint: eliminarUsuarioAdmin, statuses: [401, 403,  403,   403,  409,   409], request: { params: { id: ADMIN_ASOCIACION.id } } },
  { endpoint: verificarUsuarioAdmin, statuses: [401, 403, 403,   403,  200,   409], request: { body: { nif: ADMIN_ARES.usuario } } },
];
