/**
 * The session's own endpoints, which the shell and the SDK call whatever area is on screen (issue 34,
 * item 2): sign-out (the user menu), 'Iniciar Sesión' as a company or a consultant (spec part 2 §2.5,
 * §2.11, §6, §7.2, §7.3; the SDK's `startImpersonation`, which mf-empresas and mf-consultores call) and
 * the way back (the frame's banner), and the token they answer. Defined here, in the core, so the
 * singletons (shell, shared-sdk) import no area's contract; the auth area serves them (api/src/areas/auth)
 * and `@dapcon/contract/auth` re-exports them. The impersonation session records which administrator
 * started it; every write made in it is recorded with both (docs/decisions.md).
 */
import * as v from 'valibot';
import { ACCESS, defineEndpoint } from './endpoint';
import { MSG } from './messages';

/** Answer of POST /auth/login: the session token, at `data.token`. */
export const LoginData = v.object({ token: v.string() });
export type LoginData = v.InferOutput<typeof LoginData>;

/**
 * Ends the current server-side session; the caller then signs out locally.
 *
 * @example
 * await call(logout).finally(() => useSession.getState().signOut());
 */
export const logout = defineEndpoint({
  method: 'DELETE',
  path: '/auth/logout',
  response: v.null(),
  access: ACCESS.user,
  summary: 'End the current session',
  tags: ['auth'],
});

/**
 * GET /admin/auth/organizacion/:usuario: a token for a new session as the company whose account
 * is `usuario` (its CIF). The browser clears its session, keeps the language, and signs in with it.
 *
 * @example
 * const { data } = await call(suplantarEmpresa, { params: { usuario: 'B12345674' } });
 * useSession.getState().signIn(data.token);
 */
export const suplantarEmpresa = defineEndpoint({
  method: 'GET',
  path: '/admin/auth/organizacion/:usuario',
  params: v.object({ usuario: v.pipe(v.string(), v.maxLength(20, MSG.noEncontrado)) }),
  response: LoginData,
  access: ACCESS.admin,
  summary: 'Open a session as a company (the administration); answers its token',
  tags: ['auth'],
});

/**
 * GET /admin/auth/consultor/:usuario ('Iniciar sesión' on a consultant, part 2 §2.11): a token for a
 * new session as the consultant whose account is `usuario` (its NIF), as for a company; 409 for an
 * account that may not sign in. The way back is `POST /admin/auth/volver`.
 */
export const suplantarConsultor = defineEndpoint({
  method: 'GET',
  path: '/admin/auth/consultor/:usuario',
  params: v.object({ usuario: v.pipe(v.string(), v.maxLength(20, MSG.noEncontrado)) }),
  response: LoginData,
  access: ACCESS.admin,
  summary: 'Open a session as a consultant (the administration); answers its token',
  tags: ['auth'],
});

/**
 * POST /admin/auth/volver: from a session an administrator opened as a company, back to the
 * administrator: this session ends and a new one of the administrator is answered. Any other
 * session gets 403.
 *
 * @example
 * const { data } = await call(volverASesionAdmin);
 * useSession.getState().signIn(data.token);
 */
export const volverASesionAdmin = defineEndpoint({
  method: 'POST',
  path: '/admin/auth/volver',
  response: LoginData,
  access: ACCESS.user,
  summary: "End an impersonation session and answer a new session of the administrator who started it",
  tags: ['auth'],
});
