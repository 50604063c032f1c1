/**
 * Password recovery, reset and change (spec part 1 §3, §5; part 2 §5, §7.11).
 */
import * as v from 'valibot';
import { crossFieldRules, presentString, requiredText } from './form';
import { MSG } from './messages';
import { newPassword, passwordConfirmation } from './registro';

/** Minutes a password-reset link stays valid. */
export const RESET_TOKEN_TTL_MINUTES = 60;

/** The page of the e-mailed link: `${PUBLIC_URL}/restablecer-password?token=…`. */
export const RESTABLECER_PASSWORD_PATH = '/restablecer-password';

const identifier = requiredText(MSG.usuarioObligatorio, 20);

/**
 * POST /auth/reiniciarPassword (spec part 1 §3): the module plus its identifier —
 * `org_cif` for a company, `consultor_nif` for a consultant or verifier, `usuario`
 * for an administrator. The answer is the same whether or not the account exists.
 *
 * @example
 * await postReiniciarPassword({ modulo_app: 'consultor', consultor_nif: '12345678Z' });
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
 * await postRestablecerPassword({ token: params.get('token') ?? '', password, password_confirmation });
 */
export const RestablecerPasswordBody = v.pipe(
  v.object({
    token: requiredText(MSG.enlaceNoValido, 200),
    password: newPassword(MSG.passwordObligatoria),
    password_confirmation: passwordConfirmation(MSG.passwordConfirmacionObligatoria),
  }),
  crossFieldRules([
    {
      field: 'password_confirmation',
      reads: ['password'],
      holds: (f) => f.password === f.password_confirmation,
      message: MSG.passwordsNoCoinciden,
    },
  ]),
);
export type RestablecerPasswordBody = v.InferInput<typeof RestablecerPasswordBody>;

/**
 * PATCH /usuarios/cambiarPassword (part 2 §7.11): all three fields required
 * (part 2 §5 texts); the new password must be 8+ characters, repeated exactly and
 * different from the old one.
 *
 * @example
 * await patchCambiarPassword({ old_password, new_password, new_password_confirmation });
 */
export const CambiarPasswordBody = v.pipe(
  v.object({
    old_password: v.pipe(presentString(MSG.passwordAntiguaObligatoria), v.nonEmpty(MSG.passwordAntiguaObligatoria)),
    new_password: newPassword(MSG.passwordNuevaObligatoria),
    new_password_confirmation: passwordConfirmation(MSG.passwordNuevaObligatoria),
  }),
  crossFieldRules([
    {
      field: 'new_password',
      reads: ['old_password'],
      holds: (f) => f.new_password !== f.old_password,
      message: MSG.passwordNuevaIgualAntigua,
    },
    {
      field: 'new_password_confirmation',
      reads: ['new_password'],
      holds: (f) => f.new_password === f.new_password_confirmation,
      message: MSG.passwordsNoCoinciden,
    },
  ]),
);
export type CambiarPasswordBody = v.InferInput<typeof CambiarPasswordBody>;
