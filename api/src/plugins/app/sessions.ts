import { and, eq, ne } from 'drizzle-orm';
import fp from 'fastify-plugin';
import type { FastifyRequest } from 'fastify';
import { SESSION_TTL_SECONDS, type TokenPayload } from '@dapcon/contract';
import type { AuthUser } from '../../auth/access';
import { bearerToken, sessionFailure, tokenOutcome } from '../../auth/session-rules';
import { secretKey, signToken, tokenVerifier } from '../../auth/tokens';
import { SessionError } from '../../errors';
import { createSession, findSessionWithUser, revokeSession } from '../../auth/accounts';
import { usuarios } from '../../auth/tables';
import type { Database } from '../../db/database';
import { languageOf, type Lang } from '../../lib/lang';

/** Keeps the account's language (`usuarios.idioma`) as the one it signs in with; writes only when it changed. */
async function recordarIdioma(db: Database, usuarioId: number, idioma: Lang): Promise<void> {
  await db.update(usuarios).set({ idioma }).where(and(eq(usuarios.id, usuarioId), ne(usuarios.idioma, idioma)));
}

/** What a new session is opened for: the user's claims of the token, and their id. */
export type SessionSubject = Omit<TokenPayload, 'sub' | 'sid' | 'iat' | 'exp' | 'suplantador'> & { id: number };

/** The administrator who opens a session as a company ('Iniciar Sesión', part 2 §2.5). */
export interface Suplantador {
  id: number;
  /** Their name as the company's frame shows it (the token's `suplantador` claim). */
  nombre: string;
  /** Their own session, the one this one is opened from (recorded: the way back ends it). */
  sesionId: string;
}

export interface Sessions {
  /**
   * Records a server-side session and answers its signed token. With `suplantador`, the session is
   * an administrator's as the subject: the row records who, the token carries their name.
   */
  open(subject: SessionSubject, request: FastifyRequest, options?: { suplantador?: Suplantador }): Promise<string>;
  /** Ends a session: its token answers 'La sessió no existeix' from now on. */
  revoke(sessionId: string): Promise<void>;
  /** The user of a request's bearer token, or a SessionError naming why not. */
  authenticate(request: FastifyRequest): Promise<AuthUser>;
}

declare module 'fastify' {
  interface FastifyInstance {
    sessions: Sessions;
  }
}

export interface SessionsPluginOptions {
  jwtSecret: string;
  /** The secret before a rotation: its tokens are still accepted; new ones are signed with jwtSecret. */
  previousJwtSecret?: string | undefined;
}

export default fp<SessionsPluginOptions>(
  async (app, { jwtSecret, previousJwtSecret }) => {
    const key = secretKey(jwtSecret);
    const keys = [key, ...(previousJwtSecret ? [secretKey(previousJwtSecret)] : [])];
    const verify = tokenVerifier(keys);

    const sessions: Sessions = {
      async open(subject, request, { suplantador } = {}) {
        // The language the user signs in with (the SDK sends the interface's) is the one its notices are
        // written in; not an administrator's acting as it, nor a client that names none.
        const idioma = request.headers['accept-language'];
        if (!suplantador && idioma) await recordarIdioma(app.db, subject.id, languageOf(idioma));
        // Whole seconds, as in the token, so the row and the token expire together.
        const now = new Date(Math.floor(Date.now() / 1000) * 1000);
        const sid = await createSession(app.db, {
          usuario_id: subject.id,
          expires_at: new Date(now.getTime() + SESSION_TTL_SECONDS * 1000),
          ip: request.ip,
          user_agent: request.headers['user-agent'] ?? null,
          suplantador_id: suplantador?.id ?? null,
          sesion_origen_id: suplantador?.sesionId ?? null,
        });
        // Claims are picked one by one: the subject may be a whole user row (password hash included).
        const { id, usuario, perfil, modulo_app, nombre, apellidos, estado_pago } = subject;
        const claims = { usuario, perfil, modulo_app, nombre, apellidos, estado_pago, sub: String(id), sid };
        return signToken(suplantador ? { ...claims, suplantador: suplantador.nombre } : claims, key, now);
      },

      revoke: (sessionId) => revokeSession(app.db, sessionId),

      async authenticate(request) {
        const token = bearerToken(request.headers.authorization);
        const outcome = tokenOutcome(token, token === null ? null : await verify(token));
        if ('failure' in outcome) throw new SessionError(outcome.failure);
        const { payload } = outcome;

        const row = await findSessionWithUser(app.db, payload.sid);
        const failure = sessionFailure(Number(payload.sub), row?.session, row?.user, new Date(), row?.suplantador);
        // sessionFailure already fails a missing row; the second test only tells TypeScript.
        if (failure !== null || row === undefined) throw new SessionError(failure ?? 'sesionInexistente');

        const { user } = row;
        return {
          id: user.id,
          usuario: user.usuario,
          perfil: user.perfil,
          modulo_app: user.modulo_app,
          nombre: user.nombre,
          apellidos: user.apellidos,
          sessionId: payload.sid,
          // From the row, never from the token's claim.
          suplantadorId: row.session.suplantador_id,
        };
      },
    };

    app.decorate('sessions', sessions);
  },
  { name: 'sessions', dependencies: ['database'] },
);
