/**
 * Sign-in and the current user (spec part 1 §3, §5, §7; part 2 §7.11). Sign-out and the session's
 * token (`LoginData`) are the core's (core/session-api.ts), which this area serves.
 */
import * as v from 'valibot';
import { ACCESS, defineEndpoint } from '../core/endpoint';
import { MSG } from '../core/messages';
import { LoginData } from '../core/session-api';
import { ESTADOS_PAGO, MODULOS_APP, PERFILES } from '../core/session';

// The session token's answer is the core's; named here too, as before (finanzas' payment flow imports it from here).
export { LoginData };

const required = (message: string) => v.pipe(v.string(message), v.trim(), v.nonEmpty(message));

/**
 * POST /auth/login body (spec part 1 §3, §5).
 *
 * @example
 * v.parse(LoginBody, { usuario: 'B12345674', password: 'secret', modulo_app: 'organizacion' })
 */
export const LoginBody = v.object({
  usuario: required(MSG.documentoObligatorio),
  password: v.pipe(v.string(MSG.passwordObligatoria), v.nonEmpty(MSG.passwordObligatoria)),
  modulo_app: v.picklist(MODULOS_APP, MSG.moduloInvalido),
});
export type LoginBody = v.InferOutput<typeof LoginBody>;

/**
 * The signed-in user as the server knows it (GET /auth/me).
 *
 * @example
 * const { data } = await call(me); // data.nombre, data.perfil, data.estado_pago
 */
export const MeData = v.object({
  id: v.number(),
  usuario: v.string(),
  nombre: v.string(),
  apellidos: v.string(),
  email: v.string(),
  perfil: v.picklist(Object.values(PERFILES)),
  modulo_app: v.picklist(MODULOS_APP),
  estado_pago: v.nullable(v.picklist(ESTADOS_PAGO)),
});
export type MeData = v.InferOutput<typeof MeData>;

/**
 * Signs in to a module and answers a session token; pass it to `useSession.getState().signIn`.
 * Unknown user, wrong module, wrong password and a deactivated account get one answer (401).
 *
 * @example
 * const { data } = await call(login, { body: { usuario: 'B12345674', password, modulo_app: 'organizacion' } });
 */
export const login = defineEndpoint({
  method: 'POST',
  path: '/auth/login',
  body: LoginBody,
  response: LoginData,
  access: ACCESS.public,
  summary: 'Sign in to a module; answers a session token',
  tags: ['auth'],
});

/**
 * The signed-in user as the server knows it.
 *
 * @example
 * const { data } = await call(me); // data.email
 */
export const me = defineEndpoint({
  method: 'GET',
  path: '/auth/me',
  response: MeData,
  access: ACCESS.user,
  summary: 'The signed-in user',
  tags: ['auth'],
});
