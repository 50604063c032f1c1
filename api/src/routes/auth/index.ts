import { AUTH_MSG, LoginBody, type LoginData, type MeData } from '@dapcon/contract';
import { ACCESS } from '../../auth/access';
import { verifyPassword } from '../../auth/passwords';
import { isUserActive } from '../../auth/session-rules';
import { InvalidCredentialsError, NotFoundError } from '../../errors';
import { ok } from '../../lib/envelope';
import type { RoutesPlugin } from '../../lib/routes';
import { currentUser } from '../../plugins/app/access-control';
import { accessKeys } from '../../plugins/app/throttle';
import { findMe, findUserForLogin } from '../../repositories/usuarios';
import password from './password';
import registro from './registro';

/**
 * /auth: sign-in, sign-out and the current user (spec part 1 §7, part 2 §7.11),
 * registration (registro.ts) and password recovery (password.ts).
 */
const auth: RoutesPlugin = async (app) => {
  await app.register(registro);
  await app.register(password);

  app.post(
    '/login',
    {
      schema: { body: LoginBody, tags: ['auth'], summary: 'Sign in to a module; answers a session token' },
      config: { auth: ACCESS.public },
    },
    async (request) => {
      const { password, modulo_app } = request.body;
      // CIF/NIF letters are upper case in the data; people type them either way.
      const usuario = request.body.usuario.toUpperCase();
      // Keyed by what was typed, never by whether the account exists: the same answers for both.
      const keys = accessKeys(usuario, request.ip);
      await app.throttle.check(keys);
      const user = await findUserForLogin(app.db, usuario, modulo_app);
      const passwordOk = await verifyPassword(user?.password_hash, password);
      // One answer for unknown user, wrong module, wrong password and deactivated account.
      if (!user || !passwordOk || !isUserActive(user, new Date())) {
        // Past the limit this failure already answers 429.
        await app.throttle.fail(keys);
        throw new InvalidCredentialsError();
      }
      // A right password forgets the user's failures; the address's keep counting down on their own.
      await app.throttle.clear(keys.slice(0, 1));

      const token = await app.sessions.open(user, request);
      return ok<LoginData>({ token }, AUTH_MSG.sesionIniciada);
    },
  );

  app.delete(
    '/logout',
    { schema: { tags: ['auth'], summary: 'End the current session' }, config: { auth: ACCESS.user } },
    async (request) => {
      await app.sessions.revoke(currentUser(request).sessionId);
      return ok(null, AUTH_MSG.sesionCerrada);
    },
  );

  app.get(
    '/me',
    { schema: { tags: ['auth'], summary: 'The signed-in user' }, config: { auth: ACCESS.user } },
    async (request) => {
      const me = await findMe(app.db, currentUser(request).id);
      if (!me) throw new NotFoundError();
      return ok<MeData>(me);
    },
  );
};

export default auth;
