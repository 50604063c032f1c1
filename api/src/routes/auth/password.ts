/**
 * Password recovery (spec part 1 §3, §4): a request e-mails a single-use link, valid
 * RESET_TOKEN_TTL_MINUTES; the reset page sends the link's token with the new password.
 */
import {
  AUTH_MSG,
  ReiniciarPasswordBody,
  RESET_TOKEN_TTL_MINUTES,
  RESTABLECER_PASSWORD_PATH,
  RestablecerPasswordBody,
  type ModuloApp,
} from '@dapcon/contract';
import { normalizeTaxId } from '@dapcon/contract';
import { ACCESS } from '../../auth/access';
import { hashPassword } from '../../auth/passwords';
import { isUserActive } from '../../auth/session-rules';
import { ValidationError } from '../../errors';
import { ok } from '../../lib/envelope';
import { languageOf, type Lang } from '../../lib/lang';
import type { RoutesPlugin } from '../../lib/routes';
import { recoveryKeys } from '../../plugins/app/throttle';
import { resetPasswordMail } from '../../mail/templates';
import { revokeUserSessions } from '../../repositories/sesiones';
import { countLiveOneOffTokens, createOneOffToken, findOneOffToken, spendOneOffToken, voidOneOffTokens } from '../../repositories/tokens';
import { findUserForLogin, updatePasswordHash } from '../../repositories/usuarios';

/**
 * Reset links a user may hold at once. Past it a request is answered as usual but
 * sends nothing, so nobody can flood a mailbox through the form.
 */
export const MAX_LIVE_RESET_LINKS = 3;

const password: RoutesPlugin = async (app) => {
  /** Creates the link and records (and, with SMTP, sends) the e-mail. Runs after the answer. */
  async function sendResetLink(usuario: string, modulo: ModuloApp, lang: Lang): Promise<void> {
    const now = new Date();
    const user = await findUserForLogin(app.db, usuario, modulo);
    if (!user || !isUserActive(user, now)) return;
    if ((await countLiveOneOffTokens(app.db, user.id, 'restablecer_password', now)) >= MAX_LIVE_RESET_LINKS) {
      app.log.warn({ userId: user.id }, 'password reset not sent: too many live links');
      return;
    }
    const token = await createOneOffToken(app.db, user.id, 'restablecer_password', RESET_TOKEN_TTL_MINUTES, now);
    const link = `${app.config.publicUrl}${RESTABLECER_PASSWORD_PATH}?token=${token}`;
    const nombre = [user.nombre, user.apellidos].filter(Boolean).join(' ') || user.usuario;
    const mail = resetPasswordMail({ lang, nombre, link, minutes: RESET_TOKEN_TTL_MINUTES });
    await app.mailer.send({ plantilla: 'restablecer_password', to: user.email, usuarioId: user.id, ...mail });
  }

  app.post(
    '/reiniciarPassword',
    {
      schema: {
        body: ReiniciarPasswordBody,
        tags: ['auth'],
        summary: 'Ask for a password-reset link by e-mail; the same answer whether or not the account exists',
      },
      config: { auth: ACCESS.public },
    },
    async (request) => {
      // Every request counts, per address: the answer is the same for any account, so there are no failures to tell apart.
      await app.throttle.check(recoveryKeys(request.ip));
      await app.throttle.fail(recoveryKeys(request.ip));
      const body = request.body;
      const identifier =
        body.modulo_app === 'organizacion' ? body.org_cif : body.modulo_app === 'consultor' ? body.consultor_nif : body.usuario;
      // The lookup, the link and the e-mail happen after the answer: known and unknown
      // accounts get the same answer in the same time.
      const lang = languageOf(request.headers['accept-language']);
      app.tasks.run('password reset link', () => sendResetLink(normalizeTaxId(identifier), body.modulo_app, lang));
      return ok(null, AUTH_MSG.reinicioSolicitado);
    },
  );

  app.post(
    '/restablecerPassword',
    {
      schema: {
        body: RestablecerPasswordBody,
        tags: ['auth'],
        summary: 'Set a new password with the token of an e-mailed reset link; ends every session of the user',
      },
      config: { auth: ACCESS.public },
    },
    async (request) => {
      const body = request.body;
      const now = new Date();
      const token = await findOneOffToken(app.db, 'restablecer_password', body.token);
      if (!token || !isUserActive(token.user, now)) throw new ValidationError({ token: [AUTH_MSG.enlaceNoValido] });
      if (token.used_at !== null) throw new ValidationError({ token: [AUTH_MSG.enlaceUsado] });
      if (token.expires_at.getTime() <= now.getTime()) throw new ValidationError({ token: [AUTH_MSG.enlaceCaducado] });

      const passwordHash = await hashPassword(body.password);
      await app.db.transaction(async (tx) => {
        // Spent first: of two uses at once, only one gets past this line.
        if (!(await spendOneOffToken(tx, token.id, now))) throw new ValidationError({ token: [AUTH_MSG.enlaceUsado] });
        await updatePasswordHash(tx, token.user.id, passwordHash, now);
        await voidOneOffTokens(tx, token.user.id, 'restablecer_password', now);
        await revokeUserSessions(tx, token.user.id, undefined, now);
      });
      return ok(null, AUTH_MSG.passwordRestablecida);
    },
  );
};

export default password;
