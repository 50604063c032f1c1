/** Who may call the auth area's endpoints (lib/matrix.ts). */
import {
  cambiarPassword,
  login,
  logout,
  me,
  registroConsultor,
  registroOrganizacion,
  registroOrganizacionDocumentos,
  reiniciarPassword,
  restablecerPassword,
  suplantarConsultor,
  suplantarEmpresa,
  volverASesionAdmin,
} from '@dapcon/contract';
import type { MatrixRow } from '../../lib/matrix';
import { readDemoAccounts } from '../../seed/demo-accounts';

const company = readDemoAccounts().find((a) => a.modulo_app === 'organizacion' && a.estado_pago === 'pagado');
if (!company) throw new Error('demo-accounts.json has no company with its fee paid');
// Another company than the company column's: the administrators open a session as it ('Iniciar Sesión').
const otherCompany = readDemoAccounts().find((a) => a.modulo_app === 'organizacion' && a.usuario !== company.usuario);
if (!otherCompany) throw new Error('demo-accounts.json has only one company');

// prettier-ignore
export const authMatrix: readonly MatrixRow[] = [
  //                                                   anon  company consult verif admin1 admin2
  { endpoint: login,                        statuses: [200,  200,    200,    200,  200,   200],
    request: { body: { usuario: company.usuario, password: company.password, modulo_app: company.modulo_app } } },
  { endpoint: logout,                       statuses: [401,  200,    200,    200,  200,   200], endsSession: true },
  { endpoint: me,                           statuses: [401,  200,    200,    200,  200,   200] },
  // Registration and recovery are public: the token is not even read. An empty body is a 422 for everyone.
  { endpoint: registroOrganizacion,         statuses: [422,  422,    422,    422,  422,   422], request: { body: {} } },
  { endpoint: registroOrganizacionDocumentos, statuses: [422, 422,   422,    422,  422,   422], request: { body: {} } },
  { endpoint: registroConsultor,            statuses: [422,  422,    422,    422,  422,   422], request: { body: {} } },
  { endpoint: reiniciarPassword,            statuses: [200,  200,    200,    200,  200,   200],
    request: { body: { modulo_app: 'organizacion', org_cif: 'B00000000' } } },
  { endpoint: restablecerPassword,          statuses: [422,  422,    422,    422,  422,   422],
    request: { body: { token: 'not-a-token', password: 'Nueva-Clave-2026', password_confirmation: 'Nueva-Clave-2026' } } },
  // Any signed-in user changes their own password; an incomplete body is a 422 (after the session check).
  { endpoint: cambiarPassword,              statuses: [401,  422,    422,    422,  422,   422], request: { body: {} } },
  // 'Iniciar Sesión' on a company: either administrator (a new session as the company; their own goes on).
  { endpoint: suplantarEmpresa,             statuses: [401,  403,    403,    403,  200,   200], request: { params: { usuario: otherCompany.usuario } } },
  // 'Iniciar sesión' on a consultant: the demo verifier (its own sessions go on).
  { endpoint: suplantarConsultor,           statuses: [401,  403,    403,    403,  200,   200], request: { params: { usuario: '39284756C' } } },
  // The way back is only for a session an administrator opened as a company: none of the callers' own.
  { endpoint: volverASesionAdmin,           statuses: [401,  403,    403,    403,  403,   403] },
];
