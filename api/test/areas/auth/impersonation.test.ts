/**
 * 'Iniciar Sesión' on a company (spec part 2 §2.5, §6): an administrator opens a session as a
 * company, every write in it is recorded with both, and the way back gives the administrator a new
 * session of their own and ends the company's.
 */
import { eq } from 'drizzle-orm';
import { decodeJwt } from 'jose';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import {
  AUTH_MSG,
  EMPRESAS_MESSAGES,
  EMPRESAS_MSG,
  MSG,
  SESSION_ERRORS,
  toFormData,
  TokenPayloadSchema,
  type Envelope,
  type LoginData,
  type MeData,
} from '@dapcon/contract';
import { hashPassword } from '../../../src/auth/passwords';
import { auditoria, organizaciones, sesiones, usuarios } from '../../../src/db/schema';
import type { DemoAccount } from '../../../src/seed/demo-accounts';
import { bearer, body, build, demoAccount, errorBody, tokenOf } from '../../helper';
import { companyValues } from '../../registration';

let app: FastifyInstance;
beforeAll(async () => {
  app = await build();
});
afterAll(async () => {
  await app.close();
});

const ares = demoAccount((a) => a.modulo_app === 'administrador' && a.perfil === 1);
const association = demoAccount((a) => a.modulo_app === 'administrador' && a.perfil === 2);
const company = demoAccount((a) => a.modulo_app === 'organizacion' && a.estado_pago === 'pagado');
const consultant = demoAccount((a) => a.modulo_app === 'consultor' && a.perfil === 3);
const verifier = demoAccount((a) => a.modulo_app === 'consultor' && a.perfil === 4);

let registered = 0;
/** A company of its own for a test, registered as the browser does; answers its CIF and name. */
async function freshCompany(): Promise<{ cif: string; nombre: string; id: number }> {
  const values = companyValues(61_000 + ++registered);
  const response = await app.inject({ method: 'POST', url: '/api/auth/registroOrganizacion', payload: toFormData(values) });
  expect(response.statusCode, response.body).toBe(201);
  const cif = String(values.usuario);
  const [row] = await app.db.select({ id: usuarios.id }).from(usuarios).where(eq(usuarios.usuario, cif));
  if (!row) throw new Error('The company was not registered');
  return { cif, nombre: String(values.org_nombre), id: row.id };
}

function impersonate(token: string, usuario: string, headers: Record<string, string> = {}) {
  return app.inject({ method: 'GET', url: `/api/admin/auth/organizacion/${encodeURIComponent(usuario)}`, headers: { ...bearer(token), ...headers } });
}

function goBack(token: string) {
  return app.inject({ method: 'POST', url: '/api/admin/auth/volver', headers: bearer(token) });
}

function me(token: string) {
  return app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(token) });
}

/** A company's token, opened by an administrator. */
async function impersonationToken(adminToken: string, cif: string): Promise<string> {
  const response = await impersonate(adminToken, cif);
  expect(response.statusCode, response.body).toBe(200);
  return body<Envelope<LoginData>>(response).data.token;
}

async function auditRowsOf(sessionId: string) {
  // Recorded after the answer, as background work.
  await app.tasks.idle();
  return app.db.select().from(auditoria).where(eq(auditoria.sesion_id, sessionId));
}

describe('GET /api/admin/auth/organizacion/:usuario', () => {
  it('opens a session as the company that records the administrator', async () => {
    const target = await freshCompany();
    const adminToken = await tokenOf(app, ares);
    const response = await impersonate(adminToken, target.cif);
    expect(response.statusCode, response.body).toBe(200);
    const answer = body<Envelope<LoginData>>(response);
    expect(answer.message).toBe(EMPRESAS_MSG.sesionComoEmpresa);

    const payload = v.parse(TokenPayloadSchema, decodeJwt(answer.data.token));
    expect(payload).toMatchObject({
      sub: String(target.id),
      usuario: target.cif,
      modulo_app: 'organizacion',
      perfil: 5,
      nombre: target.nombre,
      estado_pago: 'pendiente',
      suplantador: 'Montserrat Puig Ferrer',
    });

    // The token works as the company's.
    const who = await me(answer.data.token);
    expect(who.statusCode).toBe(200);
    expect(body<Envelope<MeData>>(who).data).toMatchObject({ id: target.id, usuario: target.cif, modulo_app: 'organizacion' });

    // The row records who started it; the administrator's own session goes on.
    const [session] = await app.db.select().from(sesiones).where(eq(sesiones.id, payload.sid));
    const adminId = Number(decodeJwt(adminToken).sub);
    expect(session).toMatchObject({ usuario_id: target.id, suplantador_id: adminId, revoked_at: null });
    expect((await me(adminToken)).statusCode).toBe(200);
  });

  it('takes the CIF in any case, and the association administrator too', async () => {
    const target = await freshCompany();
    const token = await impersonationToken(await tokenOf(app, association), target.cif.toLowerCase());
    expect(decodeJwt(token)).toMatchObject({ usuario: target.cif, suplantador: 'Jordi Casals Vidal' });
  });

  it('names the administrator by their identifier when the account has no name', async () => {
    const target = await freshCompany();
    const adminToken = await tokenOf(app, ares);
    const adminId = Number(decodeJwt(adminToken).sub);
    await app.db.update(usuarios).set({ nombre: '', apellidos: ' ' }).where(eq(usuarios.id, adminId));
    try {
      expect(decodeJwt(await impersonationToken(adminToken, target.cif)).suplantador).toBe(ares.usuario);
    } finally {
      await app.db.update(usuarios).set({ nombre: 'Montserrat', apellidos: 'Puig Ferrer' }).where(eq(usuarios.id, adminId));
    }
  });

  it('refuses everyone but the administration (403), and asks for a session (401)', async () => {
    const target = await freshCompany();
    for (const account of [company, consultant, verifier]) {
      const response = await impersonate(await tokenOf(app, account), target.cif);
      expect(response.statusCode).toBe(403);
      expect(errorBody(response).message).toBe(MSG.sinPermiso);
    }
    const anonymous = await app.inject({ method: 'GET', url: `/api/admin/auth/organizacion/${target.cif}` });
    expect(anonymous.statusCode).toBe(401);
    expect(errorBody(anonymous).message).toBe(SESSION_ERRORS.sinToken);
  });

  it('cannot be chained: a session as a company may not open another', async () => {
    const target = await freshCompany();
    const token = await impersonationToken(await tokenOf(app, ares), target.cif);
    expect((await impersonate(token, company.usuario)).statusCode).toBe(403);
  });

  it.each([
    ['an unknown CIF', 'B99999990'],
    ["an administrator's NIF", ares.usuario],
    ["a consultant's NIF", consultant.usuario],
  ])('answers 404 for %s', async (_name, usuario) => {
    const response = await impersonate(await tokenOf(app, ares), usuario);
    expect(response.statusCode).toBe(404);
    expect(errorBody(response).message).toBe(MSG.noEncontrado);
  });

  it('refuses a company de baja or a deactivated account (409), in the interface language', async () => {
    const adminToken = await tokenOf(app, ares);
    const deBaja = await freshCompany();
    await app.db.update(organizaciones).set({ org_fecha_baja: new Date() }).where(eq(organizaciones.usuario_id, deBaja.id));
    const response = await impersonate(adminToken, deBaja.cif);
    expect(response.statusCode).toBe(409);
    expect(errorBody(response).message).toBe(EMPRESAS_MSG.empresaDeBajaSinSesion);
    const inCatalan = await impersonate(adminToken, deBaja.cif, { 'accept-language': 'ca' });
    expect(errorBody(inCatalan).message).toBe(EMPRESAS_MESSAGES.empresaDeBajaSinSesion.ca);

    const inactive = await freshCompany();
    await app.db.update(usuarios).set({ activo: false }).where(eq(usuarios.id, inactive.id));
    expect((await impersonate(adminToken, inactive.cif)).statusCode).toBe(409);

    const leaving = await freshCompany();
    await app.db.update(usuarios).set({ fecha_baja: new Date(Date.now() - 1000) }).where(eq(usuarios.id, leaving.id));
    expect((await impersonate(adminToken, leaving.cif)).statusCode).toBe(409);

    // Nothing was opened for them.
    for (const { id } of [deBaja, inactive, leaving]) {
      expect(await app.db.select().from(sesiones).where(eq(sesiones.usuario_id, id))).toEqual([]);
    }
  });
});

describe('the audit of writes', () => {
  it('records a write in an impersonation session with the company and the administrator', async () => {
    const target = await freshCompany();
    const adminToken = await tokenOf(app, ares);
    const token = await impersonationToken(adminToken, target.cif);
    const { sid } = decodeJwt(token);
    const response = await app.inject({
      method: 'PATCH',
      url: '/api/usuarios/cambiarPassword?from=banner',
      headers: bearer(token),
      payload: { old_password: 'not-the-password', new_password: 'Nueva-Clave-2026', new_password_confirmation: 'Nueva-Clave-2026' },
    });
    expect(response.statusCode, response.body).toBe(422);
    expect(errorBody(response).errors).toEqual({ old_password: [AUTH_MSG.passwordAntiguaIncorrecta] });

    const rows = await auditRowsOf(String(sid));
    expect(rows).toEqual([
      expect.objectContaining({
        usuario_id: target.id,
        suplantador_id: Number(decodeJwt(adminToken).sub),
        sesion_id: sid,
        metodo: 'PATCH',
        ruta: '/api/usuarios/cambiarPassword',
        url: '/api/usuarios/cambiarPassword',
        status: 422,
      }),
    ]);
  });

  it("records a user's own writes without an administrator, and never a read", async () => {
    const token = await tokenOf(app, consultant);
    const { sid, sub } = decodeJwt(token);
    expect((await me(token)).statusCode).toBe(200);
    const response = await app.inject({ method: 'PATCH', url: '/api/usuarios/cambiarPassword', headers: bearer(token), payload: {} });
    expect(response.statusCode).toBe(422);
    const rows = await auditRowsOf(String(sid));
    expect(rows).toEqual([expect.objectContaining({ usuario_id: Number(sub), suplantador_id: null, metodo: 'PATCH', status: 422 })]);
  });

  it('records nothing for a request without a session', async () => {
    const before = await app.db.select({ id: auditoria.id }).from(auditoria);
    const response = await app.inject({ method: 'PATCH', url: '/api/usuarios/cambiarPassword', payload: {} });
    expect(response.statusCode).toBe(401);
    await app.tasks.idle();
    expect(await app.db.select({ id: auditoria.id }).from(auditoria)).toHaveLength(before.length);
  });
});

describe('POST /api/admin/auth/volver', () => {
  it("ends the company's session and answers a new one of the administrator", async () => {
    const target = await freshCompany();
    const adminToken = await tokenOf(app, ares);
    const token = await impersonationToken(adminToken, target.cif);

    const response = await goBack(token);
    expect(response.statusCode, response.body).toBe(200);
    const answer = body<Envelope<LoginData>>(response);
    expect(answer.message).toBe(EMPRESAS_MSG.sesionRecuperada);
    const payload = v.parse(TokenPayloadSchema, decodeJwt(answer.data.token));
    expect(payload).toMatchObject({ sub: decodeJwt(adminToken).sub, usuario: ares.usuario, modulo_app: 'administrador', perfil: 1 });
    expect(payload.suplantador).toBeUndefined();
    expect(payload.sid).not.toBe(decodeJwt(adminToken).sid);

    const [session] = await app.db.select().from(sesiones).where(eq(sesiones.id, payload.sid));
    expect(session?.suplantador_id).toBeNull();
    expect(body<Envelope<MeData>>(await me(answer.data.token)).data.usuario).toBe(ares.usuario);

    // The company's token is dead; going back twice is not possible.
    const dead = await me(token);
    expect(dead.statusCode).toBe(401);
    expect(errorBody(dead).message).toBe(SESSION_ERRORS.sesionInexistente);
    expect((await goBack(token)).statusCode).toBe(401);

    // The administrator's session it was opened from is replaced by the new one, and ends (issue 33, item 22).
    const replaced = await me(adminToken);
    expect(replaced.statusCode).toBe(401);
    expect(errorBody(replaced).message).toBe(SESSION_ERRORS.sesionInexistente);
  });

  it("ends only the administrator's session the impersonation came from: their sessions elsewhere go on", async () => {
    const target = await freshCompany();
    const [here, elsewhere] = [await tokenOf(app, ares), await tokenOf(app, ares)];
    const token = await impersonationToken(here, target.cif);
    const [row] = await app.db.select({ origen: sesiones.sesion_origen_id }).from(sesiones).where(eq(sesiones.id, String(decodeJwt(token).sid)));
    expect(row?.origen).toBe(decodeJwt(here).sid);
    // While it lasts, the administrator's own session still works (another tab of theirs uses it).
    expect((await me(here)).statusCode).toBe(200);
    expect((await goBack(token)).statusCode).toBe(200);
    expect((await me(here)).statusCode).toBe(401);
    expect((await me(elsewhere)).statusCode).toBe(200);
  });

  it('is refused from a session that is not an impersonation (403)', async () => {
    for (const account of [company, consultant, verifier, ares, association]) {
      const response = await goBack(await tokenOf(app, account));
      expect(response.statusCode).toBe(403);
      expect(errorBody(response).message).toBe(EMPRESAS_MSG.sinSuplantacion);
    }
    expect((await app.inject({ method: 'POST', url: '/api/admin/auth/volver' })).statusCode).toBe(401);
  });
});

describe('an administrator who may no longer sign in', () => {
  it('ends the impersonation sessions they started, on the next request', async () => {
    const target = await freshCompany();
    const adminToken = await tokenOf(app, association);
    const adminId = Number(decodeJwt(adminToken).sub);
    const token = await impersonationToken(adminToken, target.cif);
    await app.db.update(usuarios).set({ activo: false }).where(eq(usuarios.id, adminId));
    try {
      const response = await me(token);
      expect(response.statusCode).toBe(401);
      expect(errorBody(response).message).toBe(SESSION_ERRORS.noAutorizado);
      const back = await goBack(token);
      expect(back.statusCode).toBe(401);
      expect(errorBody(back).message).toBe(SESSION_ERRORS.noAutorizado);
      // The company's own sessions are not touched.
      expect((await me(await tokenOf(app, company))).statusCode).toBe(200);
    } finally {
      await app.db.update(usuarios).set({ activo: true }).where(eq(usuarios.id, adminId));
    }
    // Active again, the session lives again until it is ended: the check is made on every request.
    expect((await me(token)).statusCode).toBe(200);
  });

  it('loses the impersonation sessions with the account', async () => {
    const target = await freshCompany();
    // An administrator of their own, to delete.
    const temporary: DemoAccount = { usuario: '12345678Z', password: 'Temporal-2026', modulo_app: 'administrador', perfil: 2, descripcion: '', nombre: 'Temporal', apellidos: '' };
    const [admin] = await app.db
      .insert(usuarios)
      .values({ usuario: temporary.usuario, modulo_app: 'administrador', perfil: 2, nombre: 'Temporal', email: 'temporal@admin.example', password_hash: await hashPassword(temporary.password) })
      .returning({ id: usuarios.id });
    if (!admin) throw new Error('No administrator');
    const adminToken = await tokenOf(app, temporary);
    const token = await impersonationToken(adminToken, target.cif);
    await app.db.delete(usuarios).where(eq(usuarios.id, admin.id));
    expect(await app.db.select().from(sesiones).where(eq(sesiones.suplantador_id, admin.id))).toEqual([]);
    const response = await me(token);
    expect(response.statusCode).toBe(401);
    expect(errorBody(response).message).toBe(SESSION_ERRORS.sesionInexistente);
  });
});
