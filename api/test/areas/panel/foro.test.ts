/**
 * The forum link (api/src/areas/panel/foro-routes.ts, foro-tokens.ts; docs/home.md step 4,
 * docs/decisions.md 'Forum link'): without FORUM_URL `GET /foro` says so and `POST /foro/enlace` is 404;
 * with it, verifiers and the administration get the forum's address with a token of the forum's own:
 * signed with FORUM_SECRET, issuer and audience of the forum, 60 s, the user's id, name and role and
 * nothing else, never the session's token; the API refuses it as a session, even signed with the
 * session secret. The configuration's rules (both or neither, a secret of its own).
 */
import type { FastifyInstance } from 'fastify';
import { decodeJwt, decodeProtectedHeader, SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FORO_AUDIENCE, FORO_ISSUER, FORO_TOKEN_TTL_SECONDS, SESSION_ERRORS, type Envelope } from '@dapcon/contract';
import { ConfigError, parseConfig } from '../../../src/config';
import { firmarTokenForo, verificarTokenForo } from '../../../src/areas/panel/foro-tokens';
import { usuarios } from '../../../src/db/schema';
import { bearer, body, build, demoAccount, errorBody, TEST_JWT_SECRET, tokenOf } from '../../helper';

const FORUM_URL = 'https://foro.example.org/entrar?origen=dapcon';
const FORUM_SECRET = 'a-forum-secret-that-is-not-the-session-secret';

const VERIFICADOR = demoAccount((a) => a.modulo_app === 'consultor' && a.perfil === 4);
const ADMIN = demoAccount((a) => a.modulo_app === 'administrador' && a.perfil === 2);
const EMPRESA = demoAccount((a) => a.modulo_app === 'organizacion' && a.estado_pago === 'pagado');
const CONSULTOR = demoAccount((a) => a.modulo_app === 'consultor' && a.perfil === 3);

// One app at a time: on PostgreSQL both would reset the worker's one database.
let sinForo: FastifyInstance;
let conForo: FastifyInstance;

const estado = (app: FastifyInstance, token: string) => app.inject({ method: 'GET', url: '/api/foro', headers: bearer(token) });
const enlace = (app: FastifyInstance, token?: string) => app.inject({ method: 'POST', url: '/api/foro/enlace', headers: token ? bearer(token) : {} });

async function idDe(app: FastifyInstance, usuario: string): Promise<number> {
  const rows = await app.db.select({ id: usuarios.id, usuario: usuarios.usuario }).from(usuarios);
  const row = rows.find((r) => r.usuario === usuario);
  if (!row) throw new Error(`no account ${usuario}`);
  return row.id;
}

describe('without a forum (no FORUM_URL)', () => {
  beforeAll(async () => {
    sinForo = await build();
  });
  afterAll(async () => {
    await sinForo.close();
  });

  it('GET /foro says it is not available and POST /foro/enlace answers 404', async () => {
    for (const account of [VERIFICADOR, ADMIN]) {
      const token = await tokenOf(sinForo, account);
      const respuesta = await estado(sinForo, token);
      expect(respuesta.statusCode).toBe(200);
      expect(body<Envelope<{ disponible: boolean }>>(respuesta).data).toEqual({ disponible: false });
      expect((await enlace(sinForo, token)).statusCode).toBe(404);
    }
  });
});

describe('with a forum', () => {
  beforeAll(async () => {
    conForo = await build({ env: { FORUM_URL, FORUM_SECRET } });
  });
  afterAll(async () => {
    await conForo.close();
  });

  it('tells verifiers and the administration it is available; companies and consultants are refused', async () => {
    for (const account of [VERIFICADOR, ADMIN]) {
      expect(body<Envelope<{ disponible: boolean }>>(await estado(conForo, await tokenOf(conForo, account))).data).toEqual({ disponible: true });
    }
    for (const account of [EMPRESA, CONSULTOR]) {
      const token = await tokenOf(conForo, account);
      expect((await estado(conForo, token)).statusCode).toBe(403);
      expect((await enlace(conForo, token)).statusCode).toBe(403);
    }
    expect((await enlace(conForo)).statusCode).toBe(401);
  });

  it("answers the forum's address with a forum token: its own secret, issuer, audience, 60 s, the user's id, name and role only", async () => {
    const sesion = await tokenOf(conForo, VERIFICADOR);
    const antes = Math.floor(Date.now() / 1000);
    const respuesta = await enlace(conForo, sesion);
    expect(respuesta.statusCode, respuesta.body).toBe(200);
    expect(respuesta.headers['cache-control']).toBe('no-store');
    const { url, expira } = body<Envelope<{ url: string; expira: string }>>(respuesta).data;

    // The configured address, its own query kept, the token added; the session's token nowhere.
    const abierta = new URL(url);
    expect(`${abierta.origin}${abierta.pathname}`).toBe('https://foro.example.org/entrar');
    expect(abierta.searchParams.get('origen')).toBe('dapcon');
    const token = abierta.searchParams.get('token') ?? '';
    expect(token).not.toBe('');
    expect(url).not.toContain(sesion);
    expect(respuesta.body).not.toContain(sesion);

    expect(decodeProtectedHeader(token)).toEqual({ alg: 'HS256', typ: 'JWT' });
    const claims = decodeJwt(token);
    expect(Object.keys(claims).sort()).toEqual(['aud', 'exp', 'iat', 'iss', 'jti', 'name', 'role', 'sub']);
    expect(claims).toMatchObject({
      sub: String(await idDe(conForo, VERIFICADOR.usuario)),
      name: `${VERIFICADOR.nombre} ${VERIFICADOR.apellidos}`,
      role: 'verificador',
      iss: FORO_ISSUER,
      aud: FORO_AUDIENCE,
    });
    expect(claims.exp! - claims.iat!).toBe(FORO_TOKEN_TTL_SECONDS);
    expect(claims.iat).toBeGreaterThanOrEqual(antes);
    expect(new Date(expira).getTime()).toBe(claims.exp! * 1000);

    // The forum checks it with its secret, its issuer and audience; within the minute only.
    await expect(verificarTokenForo(token, FORUM_SECRET)).resolves.toMatchObject({ role: 'verificador', sub: claims.sub });
    await expect(verificarTokenForo(token, FORUM_SECRET, new Date((claims.exp! + 1) * 1000))).rejects.toThrow(/exp/);
    await expect(verificarTokenForo(token, TEST_JWT_SECRET)).rejects.toThrow(/signature/);

    // Two links, two tokens.
    const otra = new URL(body<Envelope<{ url: string }>>(await enlace(conForo, sesion)).data.url).searchParams.get('token') ?? '';
    expect(decodeJwt(otra).jti).not.toBe(claims.jti);
  });

  it('names the administration module administrador', async () => {
    const respuesta = await enlace(conForo, await tokenOf(conForo, ADMIN));
    const token = new URL(body<Envelope<{ url: string }>>(respuesta).data.url).searchParams.get('token') ?? '';
    expect(decodeJwt(token)).toMatchObject({ role: 'administrador', name: `${ADMIN.nombre} ${ADMIN.apellidos}` });
  });

  it('is never accepted as a session: a forum token, or one with its claims signed with the session secret, is an invalid token', async () => {
    const respuesta = await enlace(conForo, await tokenOf(conForo, VERIFICADOR));
    const token = new URL(body<Envelope<{ url: string }>>(respuesta).data.url).searchParams.get('token') ?? '';
    const me = await conForo.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(token) });
    expect(me.statusCode).toBe(401);
    expect(errorBody(me).message).toBe(SESSION_ERRORS.tokenInvalido);

    // Had someone configured the same secret for both: a forum token still lacks a session's claims.
    const id = await idDe(conForo, VERIFICADOR.usuario);
    const { token: mismoSecreto } = await firmarTokenForo({ id, nombre: 'Elena', apellidos: 'Navarro', modulo_app: 'consultor' }, TEST_JWT_SECRET);
    const conSecretoDeSesion = await conForo.inject({ method: 'GET', url: '/api/obtener-notificaciones', headers: bearer(mismoSecreto) });
    expect(conSecretoDeSesion.statusCode).toBe(401);
    expect(errorBody(conSecretoDeSesion).message).toBe(SESSION_ERRORS.tokenInvalido);

    // Nor is a token of another audience taken by the forum.
    const ajeno = await new SignJWT({ name: 'x', role: 'verificador' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(String(id))
      .setIssuer(FORO_ISSUER)
      .setAudience('otro')
      .setJti('j')
      .setIssuedAt()
      .setExpirationTime('1m')
      .sign(new TextEncoder().encode(FORUM_SECRET));
    await expect(verificarTokenForo(ajeno, FORUM_SECRET)).rejects.toThrow(/aud/);
  });
});

describe('FORUM_URL and FORUM_SECRET', () => {
  const problems = (env: Record<string, string>): string[] => {
    try {
      parseConfig(env);
    } catch (error) {
      if (error instanceof ConfigError) return error.problems;
      throw error;
    }
    return [];
  };

  it('are both or neither, a URL and a secret of 32 characters or more, never the session secret, never echoed', () => {
    expect(parseConfig({}).forum).toBeUndefined();
    expect(parseConfig({ FORUM_URL, FORUM_SECRET }).forum).toEqual({ url: FORUM_URL, secret: FORUM_SECRET });
    expect(problems({ FORUM_URL })).toEqual(['FORUM_SECRET must be set with FORUM_URL (the secret the forum checks its tokens with)']);
    expect(problems({ FORUM_SECRET })).toEqual(['FORUM_URL must be set with FORUM_SECRET (the address of the forum)']);
    expect(problems({ FORUM_URL: 'foro.example.org', FORUM_SECRET })[0]).toMatch(/^FORUM_URL must be an http\(s\) URL/);
    const corto = problems({ FORUM_URL, FORUM_SECRET: 'corto' });
    expect(corto[0]).toBe('FORUM_SECRET must be at least 32 characters long');
    expect(problems({ FORUM_URL, FORUM_SECRET: TEST_JWT_SECRET, JWT_SECRET: TEST_JWT_SECRET })).toEqual([
      'FORUM_SECRET must differ from JWT_SECRET and JWT_SECRET_PREVIOUS: the forum must not be able to sign sessions',
    ]);
  });
});
