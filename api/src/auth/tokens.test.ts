import { decodeJwt, SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { SESSION_TTL_SECONDS } from '@dapcon/contract';
import { secretKey, signToken, tokenVerifier, verifyToken, verifyTokenWithAny, type TokenCheck, type TokenClaims } from './tokens';

const key = secretKey('a-unit-test-secret-that-is-long-enough');
const claims: TokenClaims = {
  sub: '42',
  usuario: 'B08715427',
  perfil: 5,
  modulo_app: 'organizacion',
  nombre: 'Ceràmiques del Vallès, S.L.',
  apellidos: '',
  estado_pago: 'pagado',
  sid: '6f1c2d7e-8a9b-4c3d-9e0f-1a2b3c4d5e6f',
};

describe('session tokens', () => {
  it('carry exactly the contract payload, valid for 9 hours', async () => {
    const now = new Date();
    const token = await signToken(claims, key, now);
    const payload = decodeJwt(token);
    expect(payload).toEqual({ ...claims, iat: Math.floor(now.getTime() / 1000), exp: Math.floor(now.getTime() / 1000) + SESSION_TTL_SECONDS });
    expect(await verifyToken(token, key)).toEqual({ kind: 'valid', payload });
  });

  it('are expired once exp has passed', async () => {
    const token = await signToken(claims, key, new Date(Date.now() - (SESSION_TTL_SECONDS + 60) * 1000));
    expect(await verifyToken(token, key)).toEqual({ kind: 'expired' });
  });

  it('are invalid when tampered with, signed with another key or not session tokens', async () => {
    const token = await signToken(claims, key);
    expect(await verifyToken(`${token}x`, key)).toEqual({ kind: 'invalid' });
    expect(await verifyToken(token, secretKey('another-secret-that-is-long-enough-too'))).toEqual({ kind: 'invalid' });
    expect(await verifyToken('abc', key)).toEqual({ kind: 'invalid' });
    const foreign = await new SignJWT({ sub: '42' }).setProtectedHeader({ alg: 'HS256' }).setExpirationTime('1h').sign(key);
    expect(await verifyToken(foreign, key)).toEqual({ kind: 'invalid' });
    const hs512 = await new SignJWT({ ...claims }).setProtectedHeader({ alg: 'HS512' }).setIssuedAt().setExpirationTime('1h').sign(key);
    expect(await verifyToken(hs512, key)).toEqual({ kind: 'invalid' });
  });
});

describe('tokenVerifier', () => {
  /** A verifier whose checks are counted, on a clock the test moves. */
  function counted(kept?: number) {
    const clock = { now: Date.now() };
    const checked: string[] = [];
    const verify = tokenVerifier([key], {
      kept,
      now: () => clock.now,
      check: (token, keys): Promise<TokenCheck> => {
        checked.push(token);
        return verifyTokenWithAny(token, keys);
      },
    });
    return { clock, checked, verify };
  }

  it('checks a valid token once, and answers the same payload until it expires, then checks it again', async () => {
    const { clock, checked, verify } = counted();
    const token = await signToken(claims, key);
    const first = await verify(token);
    expect(first).toEqual({ kind: 'valid', payload: decodeJwt(token) });
    expect(await verify(token)).toEqual(first);
    expect(checked).toEqual([token]);
    const exp = Number(decodeJwt(token).exp);
    clock.now = exp * 1000 - 1;
    expect(await verify(token)).toEqual(first);
    expect(checked).toHaveLength(1);
    // At exp it is no longer taken as valid: checked afresh (jose's clock is the real one here).
    clock.now = exp * 1000;
    await verify(token);
    expect(checked).toHaveLength(2);
  });

  it('never remembers an invalid or expired token, nor a text that differs by a character', async () => {
    const { checked, verify } = counted();
    const token = await signToken(claims, key);
    const expired = await signToken(claims, key, new Date(Date.now() - (SESSION_TTL_SECONDS + 60) * 1000));
    expect((await verify(token)).kind).toBe('valid');
    for (let i = 0; i < 2; i++) {
      expect(await verify(`${token}x`)).toEqual({ kind: 'invalid' });
      expect(await verify(expired)).toEqual({ kind: 'expired' });
      expect(await verify(token.slice(0, -1))).toEqual({ kind: 'invalid' });
    }
    expect(checked).toHaveLength(7);
  });

  it('remembers at most `kept` tokens, forgetting the oldest', async () => {
    const { checked, verify } = counted(2);
    const tokens = await Promise.all(['1', '2', '3'].map((sub) => signToken({ ...claims, sub }, key)));
    for (const token of tokens) await verify(token);
    await verify(tokens[2] ?? '');
    await verify(tokens[1] ?? '');
    expect(checked).toHaveLength(3);
    await verify(tokens[0] ?? '');
    expect(checked).toHaveLength(4);
  });
});
