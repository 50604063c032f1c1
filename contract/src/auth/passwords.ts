/**
 * Password recovery, reset and change (spec part 1 §3, §5; part 2 §5, §7.11).
 */
import * as v from 'valibot';
import { ACCESS, defineEndpoint } from '../core/endpoint';
import { newPassword, passwordConfirmation, passwordsMatch } from '../core/fields';
import { crossFieldRules, presentString, requiredText } from '../core/form';
import { MSG } from '../core/messages';
import { AUTH_MSG } from './messages';

/** Minutes a password-reset link stays valid. */
export const RESET_TOKEN_TTL_MINUTES = 60;

/** The page of the e-mailed link: `${PUBLIC_URL}/restablecer-password?token=…&lang=…`. */
export const RESTABLECER_PASSWORD_PATH = '/restablecer-password';

/**
 * The e-mailed link to set a password: the page, the token, and the language the e-mail is written
 * in (`lang`), which the page opens in, even in a browser that never saw the portal (issue 33 item 17).
 *
 * @example
 * enlaceRestablecerPassword('https://portal.example', 'abc', 'ca') // 'https://portal.example/restablecer-password?token=abc&lang=ca'
 */
export function enlaceRestablecerPassword(publicUrl: string, token: string, lang: 'es' | 'ca'): string {
  return `${publicUrl}${RESTABLECER_PASSWORD_PATH}?${new URLSearchParams({ token, lang }).toString()}`;
}

const identifier = requiredText(AUTH_MSG.usuarioObligatorio, 20);

/**
 * POST /auth/reiniciarPassword (spec part 1 §3): the module plus its identifier —
 * `org_cif` for a company, `consultor_nif` for a consultant or verifier, `usuario`
 * for an administrator. The answer is the same whether or not the account exists.
 *
 * @example
 * await call(reiniciarPassword, { body: { modulo_app: 'consultor', consultor_nif: '12345678Z' } });
 */
export const ReiniciarPasswordBody = v.variant(
  'modulo_app',
  [
    v.object({ modulo_app: v.literal('organizacion'), org_cif: identifier }),
    v.object({ modulo_app: v.literal('consultor'), consultor_nif: identifier }),
    v.object({ modulo_app: v.literal('administrador'), usuario: identifier }),
  ],
  MSG.moduloInvalido,
);
export type ReiniciarPasswordBody = v.InferInput<typeof ReiniciarPasswordBody>;

/**
 * POST /auth/restablecerPassword (our path; the spec shows none): the token of the
 * e-mailed link and the new password, twice.
 *
 * @example
 * await call(restablecerPassword, { body: { token: params.get('token') ?? '', password, password_confirmation } });
 */
export const RestablecerPasswordBody = v.pipe(
  v.object({
    token: requiredText(AUTH_MSG.enlaceNoValido, 200),
    password: newPassword(MSG.passwordObligatoria),
    password_confirmation: passwordConfirmation(MSG.passwordConfirmacionObligatoria),
  }),
  crossFieldRules([
    passwordsMatch('password', 'password_confirmation'),
  ]),
);
export type RestablecerPasswordBody = v.InferInput<typeof RestablecerPasswordBody>;

/**
 * PATCH /usuarios/cambiarPassword (part 2 §7.11): all three fields required
 * (part 2 §5 texts); the new password must be 8+ characters, repeated exactly and
 * different from the old one.
 *
 * @example
 * await call(cambiarPassword, { body: { old_password, new_password, new_password_confirmation } });
 */
export const CambiarPasswordBody = v.pipe(
  v.object({
    old_password: v.pipe(presentString(AUTH_MSG.passwordAntiguaObligatoria), v.nonEmpty(AUTH_MSG.passwordAntiguaObligatoria)),
    new_password: newPassword(AUTH_MSG.passwordNuevaObligatoria),
    new_password_confirmation: passwordConfirmation(AUTH_MSG.passwordNuevaObligatoria),
  }),
  crossFieldRules([
    {
      field: 'new_password',
      reads: ['old_password'],
      holds: (f) => f.new_password !== f.old_password,
      message: AUTH_MSG.passwordNuevaIgualAntigua,
    },
    passwordsMatch('new_password', 'new_password_confirmation'),
  ]),
);
export type CambiarPasswordBody = v.InferInput<typeof CambiarPasswordBody>;

/**
 * Asks for a password-reset link by e-mail. The answer (200) is the same whether or not the
 * account exists; show its message and close the modal.
 *
 * @example
 * const { message } = await call(reiniciarPassword, { body: { modulo_app: 'organizacion', org_cif } });
 */
export const reiniciarPassword = defineEndpoint({
  method: 'POST',
  path: '/auth/reiniciarPassword',
  body: ReiniciarPasswordBody,
  response: v.null(),
  access: ACCESS.public,
  summary: 'Ask for a password-reset link by e-mail; the same answer whether or not the account exists',
  tags: ['auth'],
});

/**
 * Sets a new password with the token of the e-mailed link (`/restablecer-password?token=…`).
 * A used, expired or unknown token is a 422 under `token`. Every session of the user ends.
 *
 * @example
 * await call(restablecerPassword, { body: { token, password, password_confirmation } });
 */
export const restablecerPassword = defineEndpoint({
  method: 'POST',
  path: '/auth/restablecerPassword',
  body: RestablecerPasswordBody,
  response: v.null(),
  access: ACCESS.public,
  summary: 'Set a new password with the token of an e-mailed reset link; ends every session of the user',
  tags: ['auth'],
});

/**
 * The signed-in user's new password. A wrong old password is a 422 under `old_password`. The
 * user's other sessions end; this one goes on.
 *
 * @example
 * await call(cambiarPassword, { body: { old_password, new_password, new_password_confirmation } });
 */
export const cambiarPassword = defineEndpoint({
  method: 'PATCH',
  path: '/usuarios/cambiarPassword',
  body: CambiarPasswordBody,
  response: v.null(),
  access: ACCESS.user,
  summary: "Change the signed-in user's password; ends their other sessions",
  tags: ['usuarios'],
});
