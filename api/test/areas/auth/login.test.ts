import { eq } from 'drizzle-orm';
import { decodeJwt } from 'jose';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import {
  AUTH_MSG,
  MSG,
  SESSION_ERRORS,
  SESSION_TTL_SECONDS,
  TokenPayloadSchema,
  type Envelope,
  type LoginData,
  type MeData,
} from '@dapcon/contract';
import { sesiones, usuarios } from '../../../src/db/schema';
import { bearer, body, build, DEMO_ACCOUNTS, demoAccount, errorBody, login, tokenOf } from '../../helper';

let app: FastifyInstance;
beforeAll(async () => {
  app = await build();
});
afterAll(async () => {
  await app.close();
});

const company = demoAccount((a) => a.modulo_app === 'organizacion' && a.estado_pago === 'pagado');
const pendingCompany = demoAccount((a) => a.modulo_app === 'organizacion' && a.estado_pago === 'pendiente');
const consultant = demoAccount((a) => a.modulo_app === 'consultor' && a.perfil === 3);
const admin = demoAccount((a) => a.modulo_app === 'administrador' && a.perfil === 1);

describe('POST /api/auth/login', () => {
  it.each(DEMO_ACCOUNTS.map((a) => [`${a.modulo_app} perfil ${a.perfil} ${a.usuario}`, a] as const))(
    'signs in the demo account %s',
    async (_name, account) => {
      const response = await login(app, account);
      expect(response.statusCode).toBe(200);
      const answer = body<Envelope<LoginData>>(response);
      expect(answer.status).toBe('Success');
      expect(answer.message).toBe(AUTH_MSG.sesionIniciada);

      const payload = v.parse(TokenPayloadSchema, decodeJwt(answer.data.token));
      expect(Object.keys(decodeJwt(answer.data.token)).sort()).toEqual(
        ['apellidos', 'estado_pago', 'exp', 'iat', 'modulo_app', 'nombre', 'perfil', 'sid', 'sub', 'usuario'].sort(),
      );
      expect(payload).toMatchObject({ usuario: account.usuario, perfil: account.perfil, modulo_app: account.modulo_app });
      expect(payload.exp - payload.iat).toBe(SESSION_TTL_SECONDS);
      expect(payload.estado_pago).toBe(account.modulo_app === 'organizacion' ? account.estado_pago : null);

      const [session] = await app.db.select().from(sesiones).where(eq(sesiones.id, payload.sid));
      expect(session?.usuario_id).toBe(Number(payload.sub));
      expect(session?.revoked_at).toBeNull();
      expect(session?.expires_at.getTime()).toBe(payload.exp * 1000);
    },
  );

  it('tells the company with a pending fee apart in its token', async () => {
    const token = await tokenOf(app, pendingCompany);
    expect(decodeJwt(token).estado_pago).toBe('pendiente');
  });

  it('accepts the identifier in lower case and with spaces around it', async () => {
    const response = await login(app, { ...company, usuario: `  ${company.usuario.toLowerCase()} ` });
    expect(response.statusCode).toBe(200);
  });

  const refused = [
    ['a wrong password', { ...company, password: 'Not-The-Password-1' }],
    ['an unknown user', { ...company, usuario: 'B00000000' }],
    ['a company signing in to the consultant module', { ...company, modulo_app: 'consultor' as const }],
    ['a consultant signing in to the administration module', { ...consultant, modulo_app: 'administrador' as const }],
    ['an administrator signing in to the company module', { ...admin, modulo_app: 'organizacion' as const }],
  ] as const;

  it.each(refused)('refuses %s with the same 401 message', async (_name, attempt) => {
    const response = await login(app, attempt);
    expect(response.statusCode).toBe(401);
    expect(errorBody(response)).toEqual({ status: 'Error', message: AUTH_MSG.credencialesIncorrectas });
  });

  it('refuses a deactivated user, and one past their leaving date, with the same message', async () => {
    const account = demoAccount((a) => a.modulo_app === 'consultor' && a.perfil === 3 && a.usuario !== consultant.usuario);
    await app.db.update(usuarios).set({ activo: false }).where(eq(usuarios.usuario, account.usuario));
    let response = await login(app, account);
    expect(response.statusCode).toBe(401);
    expect(errorBody(response).message).toBe(AUTH_MSG.credencialesIncorrectas);

    await app.db
      .update(usuarios)
      .set({ activo: true, fecha_baja: new Date(Date.now() - 1000) })
      .where(eq(usuarios.usuario, account.usuario));
    response = await login(app, account);
    expect(response.statusCode).toBe(401);

    await app.db.update(usuarios).set({ fecha_baja: null }).where(eq(usuarios.usuario, account.usuario));
    expect((await login(app, account)).statusCode).toBe(200);
  });

  it('answers 422 with the contract messages for missing fields', async () => {
    const response = await app.inject({ method: 'POST', url: '/api/auth/login', payload: {} });
    expect(response.statusCode).toBe(422);
    expect(errorBody(response)).toEqual({
      status: 'Error',
      message: MSG.datosInvalidos,
      errors: {
        usuario: [MSG.documentoObligatorio],
        password: [MSG.passwordObligatoria],
        modulo_app: [MSG.moduloInvalido],
      },
    });
  });

  it('answers 422 for blank fields and an unknown module', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { usuario: '   ', password: '', modulo_app: 'empresa' },
    });
    expect(response.statusCode).toBe(422);
    expect(errorBody(response).errors).toEqual({
      usuario: [MSG.documentoObligatorio],
      password: [MSG.passwordObligatoria],
      modulo_app: [MSG.moduloInvalido],
    });
  });

  it('answers 422 when there is no body at all', async () => {
    const response = await app.inject({ method: 'POST', url: '/api/auth/login' });
    expect(response.statusCode).toBe(422);
    expect(errorBody(response)).toEqual({ status: 'Error', message: MSG.datosInvalidos, errors: { body: [MSG.datosInvalidos] } });
  });

  it('answers 400 for a body that is not JSON', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"usuario":',
    });
    expect(response.statusCode).toBe(400);
    expect(errorBody(response).status).toBe('Error');
  });
});

describe('GET /api/auth/me', () => {
  it.each([company, pendingCompany, consultant, admin])('answers the signed-in user ($usuario)', async (account) => {
    const token = await tokenOf(app, account);
    const response = await app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(token) });
    expect(response.statusCode).toBe(200);
    const me = body<Envelope<MeData>>(response).data;
    expect(Object.keys(me).sort()).toEqual(
      ['apellidos', 'email', 'estado_pago', 'id', 'modulo_app', 'nombre', 'perfil', 'usuario'].sort(),
    );
    expect(me).toMatchObject({ usuario: account.usuario, perfil: account.perfil, modulo_app: account.modulo_app });
    expect(me.id).toBe(Number(decodeJwt(token).sub));
    expect(me.email).toMatch(/@/);
    expect(me.estado_pago).toBe(account.modulo_app === 'organizacion' ? account.estado_pago : null);
  });

  it('answers 401 without a token', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/auth/me' });
    expect(response.statusCode).toBe(401);
    expect(errorBody(response)).toEqual({ status: 'Error', message: SESSION_ERRORS.sinToken });
  });
});

describe('DELETE /api/auth/logout', () => {
  it('ends the session: the same token then answers "La sessió no existeix"', async () => {
    const token = await tokenOf(app, consultant);
    const other = await tokenOf(app, consultant);

    const response = await app.inject({ method: 'DELETE', url: '/api/auth/logout', headers: bearer(token) });
    expect(response.statusCode).toBe(200);
    expect(body<Envelope<null>>(response)).toEqual({ status: 'Success', message: AUTH_MSG.sesionCerrada, data: null });

    const [session] = await app.db.select().from(sesiones).where(eq(sesiones.id, String(decodeJwt(token).sid)));
    expect(session?.revoked_at).toBeInstanceOf(Date);

    for (const request of [
      { method: 'GET', url: '/api/auth/me' },
      { method: 'DELETE', url: '/api/auth/logout' },
    ] as const) {
      const reused = await app.inject({ ...request, headers: bearer(token) });
      expect(reused.statusCode).toBe(401);
      expect(errorBody(reused)).toEqual({ status: 'Error', message: SESSION_ERRORS.sesionInexistente });
    }

    // Only that session ends: the user's other sign-in goes on.
    const still = await app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(other) });
    expect(still.statusCode).toBe(200);
  });
});
