import * as v from 'valibot';
import { MSG } from './messages';

/** Modules a user signs in to (`modulo_app`). */
export const MODULOS_APP = ['organizacion', 'consultor', 'administrador'] as const;
export type ModuloApp = (typeof MODULOS_APP)[number];

/** Profile ids (spec README): 1 Ares administrator, 2 association administrator, 3 consultant, 4 verifier, 5 organisation. */
export const PERFILES = { adminAres: 1, adminAsociacion: 2, consultor: 3, verificador: 4, organizacion: 5 } as const;
export type Perfil = (typeof PERFILES)[keyof typeof PERFILES];

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

/** Answer of POST /auth/login: the token is read at `data.data.token`. */
export interface LoginData {
  token: string;
}

/** Payment state carried in the token for organisations (spec part 2 §2.25). */
export type EstadoPago = 'pagado' | 'pendiente' | null;

/**
 * The signed JWT payload (ARCHITECTURE.md, "Sessions"). The browser decodes it
 * for display only; the server never trusts anything but its signature and the
 * server-side session it names.
 */
export interface TokenPayload {
  /** user id, as a string */
  sub: string;
  usuario: string;
  perfil: Perfil;
  modulo_app: ModuloApp;
  nombre: string;
  apellidos: string;
  estado_pago: EstadoPago;
  /** server-side session id */
  sid: string;
  iat: number;
  exp: number;
}

/** Session lifetime: 9 hours (spec part 2 §9, cookie lifetime). */
export const SESSION_TTL_SECONDS = 9 * 60 * 60;

/**
 * Answer of GET /auth/me: the signed-in user as the server knows it.
 *
 * @example
 * const { data } = await getMe(); // data.nombre, data.perfil, data.estado_pago
 */
export interface MeData {
  id: number;
  usuario: string;
  nombre: string;
  apellidos: string;
  email: string;
  perfil: Perfil;
  modulo_app: ModuloApp;
  estado_pago: EstadoPago;
}
