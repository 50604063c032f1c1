/**
 * The audit trail (issue 36, first step; docs/decisions.md 'The audit trail (issue 36, first step)'):
 * one row per sign-in, refused sign-in, 403, impersonation start and end, export and write; the
 * table refuses UPDATE and DELETE; the accounts it names cannot be hard-deleted; no secret reaches it.
 */
import { desc, eq, sql } from 'drizzle-orm';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { toFormData, type Envelope, type LoginData } from '@dapcon/contract';
import { auditoria, datosBancarios, usuarios } from '../../../src/db/schema';
import { bearer, body, build, demoAccount, tokenOf } from '../../helper';
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

let registered = 0;
async function freshCompany(): Promise<{ cif: string; id: number; password: string }> {
  const values = companyValues(63_000 + ++registered);
  const response = await app.inject({ method: 'POST', url: '/api/auth/registroOrganizacion', payload: toFormData(values) });
  expect(response.statusCode, response.body).toBe(201);
  const cif = String(values.usuario);
  const [row] = await app.db.select({ id: usuarios.id }).from(usuarios).where(eq(usuarios.usuario, cif));
  if (!row) throw new Error('The company was not registered');
  return { cif, id: row.id, password: String(values.password) };
}

/** The rows written since `after` (an id), oldest first, once the background writes are done. */
async function rowsAfter(after: number) {
  await app.tasks.idle();
  return app.db.select().from(auditoria).where(sql`${auditoria.id} > ${after}`).orderBy(auditoria.id);
}

async function lastId(): Promise<number> {
  await app.tasks.idle();
  const [row] = await app.db.select({ id: auditoria.id }).from(auditoria).orderBy(desc(auditoria.id)).limit(1);
  return row?.id ?? 0;
}

/** The database's message for a refused statement (drizzle wraps it as the cause). */
async function refusal(statement: PromiseLike<unknown>): Promise<string> {
  try {
    await statement;
  } catch (error) {
    const cause = (error as { cause?: unknown }).cause;
    return cause instanceof Error ? cause.message : String(error);
  }
  return 'not refused';
}

function signIn(usuario: string, password: string, modulo_app: string) {
  return app.inject({ method: 'POST', url: '/api/auth/login', payload: { usuario, password, modulo_app }, remoteAddress: '203.0.113.7' });
}

describe('append-only', () => {
  it('refuses an UPDATE and a DELETE of an audit row', async () => {
    await tokenOf(app, ares);
    const id = await lastId();
    expect(id).toBeGreaterThan(0);
    expect(await refusal(app.db.update(auditoria).set({ status: 200 }).where(eq(auditoria.id, id)))).toMatch(/append-only: UPDATE refused/);
    expect(await refusal(app.db.delete(auditoria).where(eq(auditoria.id, id)))).toMatch(/append-only: DELETE refused/);
    const [row] = await app.db.select().from(auditoria).where(eq(auditoria.id, id));
    expect(row).toBeDefined();
  });

  it("lets a deleted account's foreign keys go to null, and nothing else: the rows stay", async () => {
    const company = await freshCompany();
    const before = await lastId();
    const adminToken = await tokenOf(app, ares);
    const started = await app.inject({ method: 'GET', url: `/api/admin/auth/organizacion/${company.cif}`, headers: bearer(adminToken) });
    expect(started.statusCode, started.body).toBe(200);
    const [row] = (await rowsAfter(before)).filter((r) => r.usuario_id === company.id);
    if (!row) throw new Error('No row names the company');
    // By hand, the same change is refused.
    expect(await refusal(app.db.update(auditoria).set({ usuario_id: null }).where(eq(auditoria.id, row.id)))).toMatch(/append-only: UPDATE refused/);
    // The account deleted (ON DELETE SET NULL): the row stays, all but the id as it was.
    await app.db.delete(usuarios).where(eq(usuarios.id, company.id));
    const [after] = await app.db.select().from(auditoria).where(eq(auditoria.id, row.id));
    expect(after).toEqual({ ...row, usuario_id: null });
  });
});

describe('the events', () => {
  it('records a sign-in with its address, and a refused one with what was typed and no password', async () => {
    const before = await lastId();
    expect((await signIn(ares.usuario, ares.password, 'administrador')).statusCode).toBe(200);
    expect((await signIn(ares.usuario.toLowerCase(), 'Wrong-Canary-Pass-1', 'administrador')).statusCode).toBe(401);
    const rows = await rowsAfter(before);
    expect(rows).toHaveLength(2);
    const [ok, refused] = rows;
    const [admin] = await app.db.select({ id: usuarios.id }).from(usuarios).where(eq(usuarios.usuario, ares.usuario));
    expect(ok).toMatchObject({ accion: 'acceso', usuario_id: admin?.id, suplantador_id: null, ip: '203.0.113.7', status: 200, metodo: 'POST', ruta: '/api/auth/login' });
    expect(refused).toMatchObject({ accion: 'acceso_fallido', usuario_id: null, ip: '203.0.113.7', status: 401 });
    expect(refused?.detalle).toEqual({ usuario: ares.usuario.toUpperCase(), modulo_app: 'administrador' });
    expect(JSON.stringify(rows)).not.toContain('Wrong-Canary-Pass-1');
    expect(JSON.stringify(rows)).not.toContain(ares.password);
  });

  it('records a 403 answered to a signed-in user, a read included', async () => {
    const token = await tokenOf(app, association);
    const before = await lastId();
    const response = await app.inject({ method: 'GET', url: '/api/logs/laravel', headers: bearer(token) });
    expect(response.statusCode).toBe(403);
    const rows = await rowsAfter(before);
    expect(rows).toEqual([expect.objectContaining({ accion: 'denegado', usuario_id: Number(decodeJwt(token).sub), metodo: 'GET', ruta: '/api/logs/laravel', status: 403 })]);
  });

  it("records an impersonation's start and end, each naming both people, and a write in between", async () => {
    const company = await freshCompany();
    const adminToken = await tokenOf(app, ares);
    const adminId = Number(decodeJwt(adminToken).sub);
    const before = await lastId();
    const started = await app.inject({ method: 'GET', url: `/api/admin/auth/organizacion/${company.cif}`, headers: bearer(adminToken) });
    expect(started.statusCode, started.body).toBe(200);
    const token = body<Envelope<LoginData>>(started).data.token;
    const write = await app.inject({ method: 'PATCH', url: '/api/usuarios/cambiarPassword', headers: bearer(token), payload: {} });
    expect(write.statusCode).toBe(422);
    const back = await app.inject({ method: 'POST', url: '/api/admin/auth/volver', headers: bearer(token) });
    expect(back.statusCode, back.body).toBe(200);
    const rows = await rowsAfter(before);
    expect(rows.map((row) => row.accion)).toEqual(['suplantacion_inicio', 'escritura', 'suplantacion_fin']);
    for (const row of rows) expect(row).toMatchObject({ usuario_id: company.id, suplantador_id: adminId });
    expect(rows[0]).toMatchObject({ entidad: 'usuarios', entidad_id: String(company.id), status: 200 });
  });

  it('records an Excel export with its filters, and not a page of the same list', async () => {
    const token = await tokenOf(app, ares);
    const before = await lastId();
    expect((await app.inject({ method: 'GET', url: '/api/organizaciones?filter_name=zz', headers: bearer(token) })).statusCode).toBe(200);
    const excel = await app.inject({ method: 'GET', url: '/api/organizaciones?to_excel=true&filter_name=zz', headers: bearer(token) });
    expect(excel.statusCode).toBe(200);
    // A streamed answer is recorded once the stream has ended, a moment after inject resolves.
    // Waits for the row itself (a busy machine may take a while), not for a span of time.
    const rows = await vi.waitFor(
      async () => {
        const found = await rowsAfter(before);
        if (found.length === 0) throw new Error('no audit row yet');
        return found;
      },
      { timeout: 15_000, interval: 20 },
    );
    expect(rows).toEqual([expect.objectContaining({ accion: 'exportacion', ruta: '/api/organizaciones', url: '/api/organizaciones', status: 200 })]);
    expect(rows[0]?.detalle).toMatchObject({ filtros: { filter_name: 'zz' } });
  });
});

describe('the canary', () => {
  it('never stores a password, a token or an IBAN', async () => {
    const before = await lastId();
    const company = await freshCompany();
    const login = await signIn(company.cif, company.password, 'organizacion');
    const companyToken = login.statusCode === 200 ? body<Envelope<LoginData>>(login).data.token : null;
    const adminToken = await tokenOf(app, ares);
    const iban = 'ES9121000418450200051332';
    await app.inject({ method: 'POST', url: '/api/organizaciones/pagar', headers: bearer(companyToken ?? adminToken), payload: { org_iban: iban, org_nif_propietario_cuenta: company.cif } });
    await app.inject({
      method: 'PATCH',
      url: '/api/usuarios/cambiarPassword',
      headers: bearer(adminToken),
      payload: { old_password: 'Canary-Old-Pass-9', new_password: 'Canary-New-Pass-9', new_password_confirmation: 'Canary-New-Pass-9' },
    });
    // Writes whose entries hold changed fields (docs/decisions.md 'The audit trail: changed fields and
    // record history (issue 36)'): the company's own password, changed; the programme's IBAN, changed.
    const changed = await app.inject({
      method: 'PATCH',
      url: '/api/usuarios/cambiarPassword',
      headers: bearer(companyToken ?? adminToken),
      payload: { old_password: company.password, new_password: 'Canary-Changed-Pass-9', new_password_confirmation: 'Canary-Changed-Pass-9' },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    const [banco] = await app.db.select().from(datosBancarios).limit(1);
    const programmeIban = 'ES1720852066623456789011';
    const bank = await app.inject({ method: 'PATCH', url: `/api/datos_bancario/${banco!.id}`, headers: bearer(adminToken), payload: { entidad: banco!.entidad, num_cuenta: programmeIban } });
    expect(bank.statusCode, bank.body).toBe(201);
    await signIn(company.cif, 'Canary-Wrong-Pass-9', 'organizacion');
    const rows = await rowsAfter(before);
    expect(rows.length).toBeGreaterThanOrEqual(5);
    expect(rows.filter((row) => row.detalle !== null && 'cambios' in row.detalle).map((row) => row.entidad)).toEqual(expect.arrayContaining(['usuarios', 'datos_bancarios']));
    const [hash] = await app.db.select({ hash: usuarios.password_hash }).from(usuarios).where(eq(usuarios.id, company.id));
    const text = JSON.stringify(rows);
    const secrets = [company.password, 'Canary-Old-Pass-9', 'Canary-New-Pass-9', 'Canary-Changed-Pass-9', 'Canary-Wrong-Pass-9', iban, programmeIban, banco!.num_cuenta, hash!.hash, adminToken, companyToken].filter(
      (s): s is string => typeof s === 'string',
    );
    for (const secret of secrets) expect(text.split(secret)).toHaveLength(1);
  });
});

describe('GET /auditoria', () => {
  const list = (token: string, query: string) => app.inject({ method: 'GET', url: `/api/auditoria?${query}`, headers: bearer(token) });
  const madridToday = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Madrid' }).format(new Date());

  it("finds an impersonation by the company, each entry with both people's names", async () => {
    const company = await freshCompany();
    const started = await app.inject({ method: 'GET', url: `/api/admin/auth/organizacion/${company.cif}`, headers: bearer(await tokenOf(app, ares)) });
    const token = body<Envelope<LoginData>>(started).data.token;
    await app.inject({ method: 'PATCH', url: '/api/usuarios/cambiarPassword', headers: bearer(token), payload: {} });
    // The way back answers the administrator's new session (the one it was opened from ends).
    const back = await app.inject({ method: 'POST', url: '/api/admin/auth/volver', headers: bearer(token) });
    const adminToken = body<Envelope<LoginData>>(back).data.token;
    await app.tasks.idle();

    for (const query of [`persona=${company.cif.toLowerCase()}`, `persona_id=${company.id}`]) {
      const response = await list(adminToken, query);
      expect(response.statusCode, response.body).toBe(200);
      const page = body<Envelope<{ data: Record<string, unknown>[]; total: number }>>(response).data;
      expect(page.total).toBe(3);
      // Newest first.
      expect(page.data.map((row) => row.accion)).toEqual(['suplantacion_fin', 'escritura', 'suplantacion_inicio']);
      for (const row of page.data) {
        expect(row.usuario).toMatchObject({ id: company.id, usuario: company.cif });
        expect(row.suplantador).toEqual({ id: Number(decodeJwt(adminToken).sub), usuario: ares.usuario, nombre: 'Montserrat Puig Ferrer' });
      }
    }
    const byAction = body<Envelope<{ total: number }>>(await list(adminToken, `persona_id=${company.id}&accion=suplantacion_inicio`)).data;
    expect(byAction.total).toBe(1);
    const byRecord = body<Envelope<{ data: { accion: string }[] }>>(await list(adminToken, `entidad=usuarios&entidad_id=${company.id}`)).data;
    expect(byRecord.data.map((row) => row.accion)).toEqual(['suplantacion_fin', 'suplantacion_inicio']);
    const today = madridToday();
    expect(body<Envelope<{ total: number }>>(await list(adminToken, `persona_id=${company.id}&desde=${today}&hasta=${today}`)).data.total).toBe(3);
    expect(body<Envelope<{ total: number }>>(await list(adminToken, `persona_id=${company.id}&hasta=2020-01-01`)).data.total).toBe(0);
    expect(body<Envelope<{ total: number }>>(await list(adminToken, `persona_id=${company.id}&desde=2999-01-01`)).data.total).toBe(0);
  });

  it('answers the Excel file, and records the export', async () => {
    const adminToken = await tokenOf(app, ares);
    const before = await lastId();
    const response = await list(adminToken, 'to_excel=true&accion=acceso');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('spreadsheetml');
    expect(String(response.headers['content-disposition'])).toMatch(/_Auditoria\.xlsx/);
    // Waits for the row itself (a busy machine may take a while), not for a span of time.
    const rows = await vi.waitFor(
      async () => {
        const found = await rowsAfter(before);
        if (found.length === 0) throw new Error('no audit row yet');
        return found;
      },
      { timeout: 15_000, interval: 20 },
    );
    expect(rows).toEqual([expect.objectContaining({ accion: 'exportacion', ruta: '/api/auditoria' })]);
    expect(rows[0]?.detalle).toMatchObject({ filtros: { accion: 'acceso' } });
  });

  it.each([
    ['accion=borrado', 'accion'],
    ['desde=2026-13-01', 'desde'],
    ['hasta=ayer', 'hasta'],
    ['persona_id=abc', 'persona_id'],
    ['persona_id=0', 'persona_id'],
    [`persona=${'x'.repeat(101)}`, 'persona'],
    ['order_by=ip%20asc', 'order_by'],
    ['page=0', 'page'],
  ])('refuses %s (422 on %s)', async (query, field) => {
    const adminToken = await tokenOf(app, ares);
    const response = await list(adminToken, query);
    expect(response.statusCode, response.body).toBe(422);
    expect(Object.keys(response.json<{ errors: Record<string, unknown> }>().errors)).toContain(field);
  });
});
