import { decodeJwt } from 'jose';
import * as v from 'valibot';
import { TokenPayloadSchema, type TokenPayload } from '@dapcon/contract/core';
import { areaKey, roleOf } from '../permissions/roles';
import type { SessionUser } from './types';

/**
 * Thrown by `sessionUserFromToken` (and so by `signIn`) when a token cannot
 * be decoded or whose payload does not match the contract's `TokenPayloadSchema`.
 *
 * @example
 * try { signIn(token) } catch (e) { if (e instanceof SessionTokenError) showLoginError() }
 */
export class SessionTokenError extends Error {
  override name = 'SessionTokenError';
}

/**
 * Decodes a session token into the user the portal displays: the payload
 * plus role and area key. Pure; the signature is NOT checked (display only).
 * Throws `SessionTokenError` on a token that cannot be decoded.
 *
 * @example
 * const user = sessionUserFromToken(data.token);
 * user.role // 'admin_ares'
 */
export function sessionUserFromToken(token: string): SessionUser {
  let claims: unknown;
  try {
    claims = decodeJwt(token);
  } catch (e) {
    throw new SessionTokenError(e instanceof Error ? e.message : 'Invalid token');
  }
  const parsed = v.safeParse(TokenPayloadSchema, claims);
  if (!parsed.success) {
    const path = v.getDotPath(parsed.issues[0]);
    throw new SessionTokenError(`Invalid token payload${path ? `: ${path}` : ''}`);
  }
  const payload: TokenPayload = parsed.output;
  const role = roleOf(payload);
  return { ...payload, role, areaKey: areaKey(role) };
}

/**
 * True when the user's token has expired at `now` (milliseconds).
 *
 * @example
 * isExpired(user) // true once Date.now() passes exp
 */
export function isExpired(user: Pick<TokenPayload, 'exp'>, now: number = Date.now()): boolean {
  return user.exp * 1000 <= now;
}
