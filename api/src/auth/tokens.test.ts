import { decodeJwt, SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { SESSION_TTL_SECONDS } from '@dapcon/contract';
import { secretKey, signToken, verifyToken, type TokenClaims } from './tokens';

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
