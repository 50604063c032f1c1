/**
 * The auth area's contract (mf-auth, api/src/areas/auth): sign-in, registration, password
 * recovery and change, and (defined in the core) sign-out and impersonation.
 */
export * from './messages';
export * from './login';
export * from './registro';
export * from './passwords';
// The session's own endpoints (sign-out, impersonation and the way back) are the core's, which the shell
// and the SDK call; this area serves them (issue 34, item 2).
export { logout, suplantarConsultor, suplantarEmpresa, volverASesionAdmin } from '../core/session-api';
