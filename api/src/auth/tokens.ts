/**
 * Session tokens: HS256 JWTs signed with `jose`, carrying exactly the
 * contract's TokenPayload. Verification only classifies the token; whether its
 * session is still alive is decided against the database (session-rules.ts).
 */
import { errors, jwtVerify, SignJWT } from 'jose';
import * as v from 'valibot';
import { SESSION_TTL_SECONDS, TokenPayloadSchema, type TokenPayload } from '@dapcon/contract';

const ALGORITHM = 'HS256';

export type TokenClaims = Omit<TokenPayload, 'iat' | 'exp'>;

export type TokenCheck =
  | { kind: 'valid'; payload: TokenPayload }
  | { kind: 'expired' }
  /** Bad signature, malformed, wrong algorithm, or a payload of the wrong shape. */
  | { kind: 'invalid' };

export function secretKey(secret: string): Uint8Array {
  return new TextEncoder().encode(secret);
}

/** Signs a token valid for the session lifetime (9 h) from `now`. */
export async function signToken(claims: TokenClaims, key: Uint8Array, now: Date = new Date()): Promise<string> {
  const iat = Math.floor(now.getTime() / 1000);
  return new SignJWT({ ...claims })
    .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
    .setIssuedAt(iat)
    .setExpirationTime(iat + SESSION_TTL_SECONDS)
    .sign(key);
}

/**
 * Checks a token against the current key, then against the keys before a rotation: a token signed with
 * an earlier secret stays good until it expires (docs/deploy.md, "Rotating JWT_SECRET").
 */
export async function verifyTokenWithAny(token: string, keys: readonly Uint8Array[]): Promise<TokenCheck> {
  let check: TokenCheck = { kind: 'invalid' };
  for (const key of keys) {
    check = await verifyToken(token, key);
    if (check.kind !== 'invalid') return check;
  }
  return check;
}

export async function verifyToken(token: string, key: Uint8Array): Promise<TokenCheck> {
  try {
    // The signature is checked before the claims, so a forged expired token is 'invalid'.
    const { payload } = await jwtVerify(token, key, { algorithms: [ALGORITHM] });
    const parsed = v.safeParse(TokenPayloadSchema, payload);
    return parsed.success ? { kind: 'valid', payload: parsed.output } : { kind: 'invalid' };
  } catch (error) {
    if (error instanceof errors.JWTExpired) return { kind: 'expired' };
    if (error instanceof errors.JOSEError) return { kind: 'invalid' };
    throw error;
  }
}

/** How many valid tokens a `tokenVerifier` remembers (the oldest forgotten first). */
export const VERIFIED_TOKENS_KEPT = 1000;

/**
 * `verifyTokenWithAny` for every request, remembering the tokens it found valid, by their exact text,
 * until their `exp`: a session's later requests skip the HMAC (jose's WebCrypto job was about a tenth
 * of the API's CPU time for a list page, docs/lists.md 'Where a list request's time goes'). Only the
 * signature's check is remembered; whether the session is still alive is read from the database on
 * every request as before (a revoked session is refused at once). The same text signed by the same
 * keys checks the same way every time, so the answer does not change: a token seen valid is valid
 * until it expires, then checked afresh (and found expired).
 */
export function tokenVerifier(
  keys: readonly Uint8Array[],
  {
    kept = VERIFIED_TOKENS_KEPT,
    now = () => Date.now(),
    check = verifyTokenWithAny,
  }: { kept?: number; now?: () => number; check?: (token: string, keys: readonly Uint8Array[]) => Promise<TokenCheck> } = {},
): (token: string) => Promise<TokenCheck> {
  const valid = new Map<string, TokenPayload>();
  return async (token) => {
    const payload = valid.get(token);
    if (payload !== undefined) {
      // jose's rule: expired once exp (whole seconds) is not after now.
      if (payload.exp > Math.floor(now() / 1000)) return { kind: 'valid', payload };
      valid.delete(token);
    }
    const answer = await check(token, keys);
    if (answer.kind === 'valid') {
      valid.set(token, answer.payload);
      for (const oldest of valid.keys()) {
        if (valid.size <= kept) break;
        valid.delete(oldest);
      }
    }
    return answer;
  };
}
