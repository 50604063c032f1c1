import { AUTH_MSG, CambiarPasswordBody } from '@dapcon/contract';
import { ACCESS } from '../../auth/access';
import { hashPassword, verifyPassword } from '../../auth/passwords';
import { ValidationError } from '../../errors';
import { ok } from '../../lib/envelope';
import type { RoutesPlugin } from '../../lib/routes';
import { currentUser } from '../../plugins/app/access-control';
import { accessKeys } from '../../plugins/app/throttle';
import { revokeUserSessions } from '../../repositories/sesiones';
import { voidOneOffTokens } from '../../repositories/tokens';
import { findPasswordHash, updatePasswordHash } from '../../repositories/usuarios';

/** /usuarios: the signed-in user's own account (part 2 §7.11). */
const usuarios: RoutesPlugin = async (app) => {
  app.patch(
    '/cambiarPassword',
    {
      schema: {
        body: CambiarPasswordBody,
        tags: ['usuarios'],
        summary: "Change the signed-in user's password; ends their other sessions",
      },
      config: { auth: ACCESS.user },
    },
    async (request) => {
      const me = currentUser(request);
      const { old_password, new_password } = request.body;
      // Counted with the sign-ins of the same user and address: a stolen session must not guess the password either.
      const keys = accessKeys(me.usuario, request.ip);
      await app.throttle.check(keys);
      if (!(await verifyPassword(await findPasswordHash(app.db, me.id), old_password))) {
        await app.throttle.fail(keys);
        throw new ValidationError({ old_password: [AUTH_MSG.passwordAntiguaIncorrecta] });
      }
      const passwordHash = await hashPassword(new_password);
      const now = new Date();
      await app.db.transaction(async (tx) => {
        await updatePasswordHash(tx, me.id, passwordHash, now);
        // Whoever knew the old password is signed out everywhere else; this session goes on.
        await revokeUserSessions(tx, me.id, me.sessionId, now);
        await voidOneOffTokens(tx, me.id, 'restablecer_password', now);
      });
      return ok(null, AUTH_MSG.passwordCambiada);
    },
  );
};

export default usuarios;
