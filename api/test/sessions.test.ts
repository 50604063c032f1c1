import { eq } from 'drizzle-orm';
import { decodeJwt, jwtVerify, SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { SESSION_ERRORS, type TokenPayload } from '@dapcon/contract';
import { sesiones, usuarios } from '../src/db/schema';
import { bearer, build, demoAccount, errorBody, TEST_JWT_SECRET, tokenOf } from './helper';

let app: FastifyInstance;
beforeAll(async () => {
  app = await build();
});
afterAll(async () => {
  await app.close();
});

const account = demoAccount((a) => a.modulo_app === 'consultor' && a.perfil === 4);
const key = new TextEncoder().encode(TEST_JWT_SECRET);

/** A token with the claims of a real one, re-signed with changes. */
async function craft(token: string, changes: Partial<TokenPayload>, secret: Uint8Array = key): Promise<string> {
  const claims = { ...(decodeJwt(token) as TokenPayload), ...changes };
  return new SignJWT({ ...claims }).setProtectedHeader({ alg: 'HS256', typ: 'JWT' }).sign(secret);
}

async function me(authorization?: string) {
  return app.inject({ method: 'GET', url: '/api/auth/me', headers: authorization === undefined ? {} : { authorization } });
}

async function expectSessionError(authorization: string | undefined, message: string) {
  const response = await me(authorization);
  expect(response.statusCode).toBe(401);
  expect(errorBody(response)).toEqual({ status: 'Error', message });
}

describe('the five session errors', () => {
  it('no Authorization header, or not a bearer one → "No s\'ha trobat el token"', async () => {
    await expectSessionError(undefined, SESSION_ERRORS.sinToken);
    await expectSessionError('', SESSION_ERRORS.sinToken);
    await expectSessionError('Basic dXNlcjpwYXNz', SESSION_ERRORS.sinToken);
    await expectSessionError('Bearer ', SESSION_ERRORS.sinToken);
  });

  it('malformed, badly signed, wrong algorithm or wrong shape → "El token és invàlid"', async () => {
    const token = await tokenOf(app, account);
    await expectSessionError('Bearer not-a-jwt', SESSION_ERRORS.tokenInvalido);
    await expectSessionError(`Bearer ${token.slice(0, -3)}abc`, SESSION_ERRORS.tokenInvalido);
    await expectSessionError(
      `Bearer ${await craft(token, {}, new TextEncoder().encode('another-secret-of-sufficient-length-1234'))}`,
      SESSION_ERRORS.tokenInvalido,
    );
    // alg "none": unsigned tokens are never accepted.
    const [, payload] = token.split('.');
    const unsigned = `${Buffer.from('{"alg":"none","typ":"JWT"}').toString('base64url')}.${payload}.`;
    await expectSessionError(`Bearer ${unsigned}`, SESSION_ERRORS.tokenInvalido);
    // Signed with our key but not a session token.
    await expectSessionError(`Bearer ${await craft(token, { sid: 'not-a-uuid' })}`, SESSION_ERRORS.tokenInvalido);
  });

  it('exp in the past → "El token ha expirat"', async () => {
    const token = await tokenOf(app, account);
    const now = Math.floor(Date.now() / 1000);
    await expectSessionError(`Bearer ${await craft(token, { iat: now - 40_000, exp: now - 10 })}`, SESSION_ERRORS.expirado);
  });

  it('an expired token with a bad signature is invalid, not expired', async () => {
    const token = await tokenOf(app, account);
    const now = Math.floor(Date.now() / 1000);
    const forged = await craft(token, { exp: now - 10 }, new TextEncoder().encode('another-secret-of-sufficient-length-1234'));
    await expectSessionError(`Bearer ${forged}`, SESSION_ERRORS.tokenInvalido);
  });

  it('session row missing, revoked or expired, or of another user → "La sessió no existeix"', async () => {
    const token = await tokenOf(app, account);
    await expectSessionError(`Bearer ${await craft(token, { sid: crypto.randomUUID() })}`, SESSION_ERRORS.sesionInexistente);
    await expectSessionError(`Bearer ${await craft(token, { sub: '999999' })}`, SESSION_ERRORS.sesionInexistente);

    const sid = String(decodeJwt(token).sid);
    await app.db.update(sesiones).set({ expires_at: new Date(Date.now() - 1000) }).where(eq(sesiones.id, sid));
    await expectSessionError(`Bearer ${token}`, SESSION_ERRORS.sesionInexistente);

    const second = await tokenOf(app, account);
    await app.db.update(sesiones).set({ revoked_at: new Date() }).where(eq(sesiones.id, String(decodeJwt(second).sid)));
    await expectSessionError(`Bearer ${second}`, SESSION_ERRORS.sesionInexistente);

    const third = await tokenOf(app, account);
    await app.db.delete(sesiones).where(eq(sesiones.id, String(decodeJwt(third).sid)));
    await expectSessionError(`Bearer ${third}`, SESSION_ERRORS.sesionInexistente);
  });

  it('refuses a token it accepted before once its session is revoked (the signature\'s check is remembered, the session never)', async () => {
    const token = await tokenOf(app, account);
    expect((await me(`Bearer ${token}`)).statusCode).toBe(200);
    expect((await me(`Bearer ${token}`)).statusCode).toBe(200);
    await app.db.update(sesiones).set({ revoked_at: new Date() }).where(eq(sesiones.id, String(decodeJwt(token).sid)));
    await expectSessionError(`Bearer ${token}`, SESSION_ERRORS.sesionInexistente);
  });

  it('user deactivated or past their leaving date → "No autoritzat"', async () => {
    const token = await tokenOf(app, account);
    expect((await me(bearer(token).authorization)).statusCode).toBe(200);

    await app.db.update(usuarios).set({ activo: false }).where(eq(usuarios.usuario, account.usuario));
    await expectSessionError(`Bearer ${token}`, SESSION_ERRORS.noAutorizado);

    await app.db
      .update(usuarios)
      .set({ activo: true, fecha_baja: new Date(Date.now() - 1000) })
      .where(eq(usuarios.usuario, account.usuario));
    await expectSessionError(`Bearer ${token}`, SESSION_ERRORS.noAutorizado);

    await app.db.update(usuarios).set({ fecha_baja: null }).where(eq(usuarios.usuario, account.usuario));
    expect((await me(bearer(token).authorization)).statusCode).toBe(200);
  });

  it('accepts the scheme in any case', async () => {
    const token = await tokenOf(app, account);
    expect((await me(`bearer ${token}`)).statusCode).toBe(200);
  });
});

describe('rotating JWT_SECRET', () => {
  const NEW_SECRET = 'the-secret-after-a-rotation-long-enough-for-hs256';
  let rotated: FastifyInstance;
  beforeAll(async () => {
    rotated = await build({ env: { JWT_SECRET: NEW_SECRET, JWT_SECRET_PREVIOUS: TEST_JWT_SECRET } });
  });
  afterAll(async () => {
    await rotated.close();
  });
  const meOn = (instance: FastifyInstance, token: string) => instance.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(token) });

  it('signs new tokens with the new secret and still accepts those the previous one signed, until they expire', async () => {
    const token = await tokenOf(rotated, account);
    expect((await meOn(rotated, token)).statusCode).toBe(200);
    await expect(jwtVerify(token, new TextEncoder().encode(NEW_SECRET))).resolves.toBeTruthy();
    // The same session, as a process still on the old secret signed it.
    const signedBefore = await craft(token, {}, key);
    expect((await meOn(rotated, signedBefore)).statusCode).toBe(200);
    const expired = await craft(token, { exp: Math.floor(Date.now() / 1000) - 60 }, key);
    expect(errorBody(await meOn(rotated, expired))).toEqual({ status: 'Error', message: SESSION_ERRORS.expirado });
    const other = await craft(token, {}, new TextEncoder().encode('a-third-secret-nobody-configured-here-12345'));
    expect(errorBody(await meOn(rotated, other))).toEqual({ status: 'Error', message: SESSION_ERRORS.tokenInvalido });
  });
});
