/**
 * The forum's tokens (docs/home.md step 4, docs/decisions.md 'Forum link'): HS256 JWTs signed with the
 * forum's own secret (`FORUM_SECRET`, never `JWT_SECRET`), issuer `FORO_ISSUER`, audience `FORO_AUDIENCE`,
 * valid `FORO_TOKEN_TTL_SECONDS`, with a random `jti` (a forum may refuse a token seen before) and the
 * fewest claims the forum needs: the user's id (`sub`), name and role. The portal never accepts one as a
 * session: another secret, another audience, and none of a session's claims (`sid`, `modulo_app`, …).
 */
import { randomUUID } from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';
import * as v from 'valibot';
import { FORO_AUDIENCE, FORO_ISSUER, FORO_TOKEN_PARAM, FORO_TOKEN_TTL_SECONDS, ForoTokenClaims, type RolForo } from '@dapcon/contract';
import type { AuthUser } from '../../auth/access';
import type { ForumConfig } from '../../config';

const ALGORITHM = 'HS256';

/** The forum's role of a user who may have the link (the administration module, or a verifier). */
export function rolForo(user: Pick<AuthUser, 'modulo_app'>): RolForo {
  return user.modulo_app === 'administrador' ? 'administrador' : 'verificador';
}

/** A forum token for `user`, issued at `now`, and when it expires. */
export async function firmarTokenForo(user: Pick<AuthUser, 'id' | 'nombre' | 'apellidos' | 'modulo_app'>, secret: string, now: Date = new Date()): Promise<{ token: string; expira: Date }> {
  const iat = Math.floor(now.getTime() / 1000);
  const exp = iat + FORO_TOKEN_TTL_SECONDS;
  const claims: ForoTokenClaims = { sub: String(user.id), name: `${user.nombre} ${user.apellidos}`.trim(), role: rolForo(user) };
  const token = await new SignJWT({ name: claims.name, role: claims.role })
    .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
    .setSubject(claims.sub)
    .setIssuer(FORO_ISSUER)
    .setAudience(FORO_AUDIENCE)
    .setJti(randomUUID())
    .setIssuedAt(iat)
    .setExpirationTime(exp)
    .sign(new TextEncoder().encode(secret));
  return { token, expira: new Date(exp * 1000) };
}

/** The forum's address with the token added to its query (what the browser opens). */
export function urlForo(forum: ForumConfig, token: string): string {
  const url = new URL(forum.url);
  url.searchParams.set(FORO_TOKEN_PARAM, token);
  return url.toString();
}

/**
 * What the forum does with a token (and the tests): the signature with the forum's secret, the
 * algorithm, issuer, audience and expiry, then the claims. Answers them, or throws.
 */
export async function verificarTokenForo(token: string, secret: string, now: Date = new Date()): Promise<ForoTokenClaims & { jti: string; iat: number; exp: number }> {
  const { payload } = await jwtVerify(token, new TextEncoder().encode(secret), {
    algorithms: [ALGORITHM],
    issuer: FORO_ISSUER,
    audience: FORO_AUDIENCE,
    currentDate: now,
    requiredClaims: ['jti', 'iat', 'exp', 'sub'],
  });
  const claims = v.parse(ForoTokenClaims, payload);
  return { ...claims, jti: String(payload.jti), iat: Number(payload.iat), exp: Number(payload.exp) };
}
