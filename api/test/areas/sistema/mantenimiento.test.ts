/**
 * /maintenance (contract/src/sistema/mantenimiento.ts; docs/parametros.md 'Maintenance as built'): the
 * switch and what it refuses (every write of a caller who is not an administrator, 503 with the
 * administrator's message; reads, sign-in and sign-out go on; administrators keep writing), the state's
 * figures measured for real (a stored file, a failed e-mail), the re-send of failed e-mails, and the demo
 * reset's absence in production. The reset itself: mantenimiento-reinicio.test.ts.
 */
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { MANTENIMIENTO_MSG, MSG, isMaintenanceBody, type Envelope, type EstadoMantenimientoAdmin, type LoginData, type MantenimientoData } from '@dapcon/contract';
import { correos } from '../../../src/db/schema';
import { MIGRATIONS_DIR } from '../../../src/paths';
import { bearer, body, build, demoAccount, durableDatabase, errorBody, tokenOf } from '../../helper';
import { detail, empresaValues, misDatosValues, perfil, sendForm } from '../empresas/support';

const admin1 = demoAccount((a) => a.modulo_app === 'administrador' && a.perfil === 1);
const admin2 = demoAccount((a) => a.modulo_app === 'administrador' && a.perfil === 2);
const company = demoAccount((a) => a.modulo_app === 'organizacion' && a.estado_pago === 'pagado');
const consultant = demoAccount((a) => a.modulo_app === 'consultor' && a.perfil === 3);
const verifier = demoAccount((a) => a.modulo_app === 'consultor' && a.perfil === 4);

const MESSAGE = 'Estamos actualizando el portal. Volvemos a las 14:00.';

function switchTo(app: FastifyInstance, token: string, payload: Record<string, unknown>): Promise<LightMyRequestResponse> {
  return app.inject({ method: 'PUT', url: '/api/mantenimiento/estado', headers: bearer(token), payload });
}

async function publicState(app: FastifyInstance) {
  const response = await app.inject({ method: 'GET', url: '/api/mantenimiento/estado' });
  expect(response.statusCode).toBe(200);
  return body<Envelope<{ activo: boolean; mensaje: string }>>(response).data;
}

async function figures(app: FastifyInstance, token: string): Promise<MantenimientoData> {
  const response = await app.inject({ method: 'GET', url: '/api/mantenimiento', headers: bearer(token) });
  expect(response.statusCode, response.body).toBe(200);
  return body<Envelope<MantenimientoData>>(response).data;
}

function expectMaintenance(response: LightMyRequestResponse, what: string): void {
  expect(response.statusCode, `${what}: ${response.body}`).toBe(503);
  expect(errorBody(response).message, what).toBe(MESSAGE);
  expect(isMaintenanceBody(response.json()), what).toBe(true);
}

describe('the maintenance switch', () => {
  let app: FastifyInstance;
  const tokens: Record<string, string> = {};

  beforeAll(async () => {
    app = await build();
    for (const [name, account] of Object.entries({ admin1, admin2, company, consultant, verifier })) tokens[name] = await tokenOf(app, account);
  });
  afterAll(async () => {
    await app.close();
  });

  it('is off at first, and needs a message to go on', async () => {
    expect(await publicState(app)).toEqual({ activo: false, mensaje: '' });
    const missing = await switchTo(app, tokens.admin1!, { activo: true, mensaje: '   ' });
    expect(missing.statusCode).toBe(422);
    expect(errorBody(missing).errors).toEqual({ mensaje: [MANTENIMIENTO_MSG.mensajeMantenimientoObligatorio] });
    const tooLong = await switchTo(app, tokens.admin1!, { activo: true, mensaje: 'x'.repeat(1001) });
    expect(errorBody(tooLong).errors).toEqual({ mensaje: [MSG.textoDemasiadoLargo] });
    // In Catalan too.
    const ca = await app.inject({ method: 'PUT', url: '/api/mantenimiento/estado', headers: { ...bearer(tokens.admin1!), 'accept-language': 'ca' }, payload: { activo: true } });
    expect(errorBody(ca).errors).toEqual({ mensaje: ['Escriviu el missatge que veuran els usuaris durant el manteniment.'] });
    expect(await publicState(app)).toEqual({ activo: false, mensaje: '' });
  });

  it("refuses the writes of companies, consultants, verifiers and guests with 503 and the message, while reads, sign-in, sign-out and the administrators' writes go on; off restores them", async () => {
    const on = await switchTo(app, tokens.admin1!, { activo: true, mensaje: `  ${MESSAGE} ` });
    expect(on.statusCode, on.body).toBe(200);
    const state = body<Envelope<EstadoMantenimientoAdmin>>(on);
    expect(state.message).toBe(MANTENIMIENTO_MSG.mantenimientoActivado);
    expect(state.data).toMatchObject({ activo: true, mensaje: MESSAGE });
    expect(state.data.actualizado_por).toContain(admin1.usuario);
    expect(Date.now() - Date.parse(state.data.actualizado_at ?? '')).toBeLessThan(60_000);
    expect(await publicState(app)).toEqual({ activo: true, mensaje: MESSAGE });

    // A company's own data: read, but not saved.
    const mine = await perfil(app, tokens.company!);
    const save = (token: string, web: string) => sendForm(app, 'POST', '/api/organizaciones/mis-datos/actualizar', token, misDatosValues(mine, { org_web: web }));
    expectMaintenance(await save(tokens.company!, 'https://mantenimiento.example.org'), 'company');
    expect((await perfil(app, tokens.company!)).org_web).toBe(mine.org_web);
    // Whatever the body: refused before it is read.
    for (const [who, token] of [['consultant', tokens.consultant!], ['verifier', tokens.verifier!]] as const) {
      expectMaintenance(await app.inject({ method: 'POST', url: '/api/consultores/mis-datos/actualizar', headers: bearer(token), payload: {} }), who);
      expectMaintenance(await app.inject({ method: 'PATCH', url: '/api/usuarios/cambiarPassword', headers: bearer(token), payload: {} }), `${who} password`);
    }
    expectMaintenance(await app.inject({ method: 'POST', url: '/api/auth/reiniciarPassword', payload: { email: 'nadie@example.org' } }), 'guest');
    // The same in Catalan: the message is the administrator's own.
    const ca = await app.inject({ method: 'POST', url: '/api/auth/reiniciarPassword', headers: { 'accept-language': 'ca' }, payload: {} });
    expectMaintenance(ca, 'guest in Catalan');

    // Reads, and the reads the public forms send as a POST.
    expect((await app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(tokens.consultant!) })).statusCode).toBe(200);
    expect((await app.inject({ method: 'POST', url: '/api/parametros_generales', payload: [{ param: 'tipo_empresa' }] })).statusCode).toBe(200);
    // Signing in and out.
    const second = await tokenOf(app, company);
    expect((await app.inject({ method: 'DELETE', url: '/api/auth/logout', headers: bearer(second) })).statusCode).toBe(200);

    // The administration keeps writing: profile 2 saves a company's page, profile 1 switches.
    const org = await detail(app, tokens.admin2!, company.usuario);
    const adminSave = await sendForm(app, 'POST', `/api/organizaciones/${org.org_id}/actualizar`, tokens.admin2!, empresaValues(org, { org_web: 'https://admin.example.org' }));
    expect(adminSave.statusCode, adminSave.body).toBeLessThan(300);
    expect((await detail(app, tokens.admin2!, company.usuario)).org_web).toBe('https://admin.example.org');
    // …and so does an administrator working as the company ('Iniciar Sesión').
    const as = await app.inject({ method: 'GET', url: `/api/admin/auth/organizacion/${company.usuario}`, headers: bearer(tokens.admin1!) });
    const asCompany = body<Envelope<LoginData>>(as).data.token;
    const impersonated = await save(asCompany, 'https://suplantada.example.org');
    expect(impersonated.statusCode, impersonated.body).toBeLessThan(300);

    // Off: the company saves again.
    const off = await switchTo(app, tokens.admin1!, { activo: false, mensaje: MESSAGE });
    expect(off.statusCode).toBe(200);
    expect(body<Envelope<EstadoMantenimientoAdmin>>(off).message).toBe(MANTENIMIENTO_MSG.mantenimientoDesactivado);
    // The message stays for next time; the public state says off.
    expect(body<Envelope<EstadoMantenimientoAdmin>>(off).data).toMatchObject({ activo: false, mensaje: MESSAGE });
    expect((await publicState(app)).activo).toBe(false);
    const saved = await save(tokens.company!, 'https://de-vuelta.example.org');
    expect(saved.statusCode, saved.body).toBeLessThan(300);
    expect((await perfil(app, tokens.company!)).org_web).toBe('https://de-vuelta.example.org');
    const password = await app.inject({ method: 'PATCH', url: '/api/usuarios/cambiarPassword', headers: bearer(tokens.consultant!), payload: {} });
    expect(password.statusCode).toBe(422);
  });

  it('only the Ares administrator switches it: profile 2, companies, consultants 403; guests 401', async () => {
    for (const who of ['admin2', 'company', 'consultant', 'verifier']) {
      expect((await switchTo(app, tokens[who]!, { activo: true, mensaje: MESSAGE })).statusCode, who).toBe(403);
    }
    expect((await app.inject({ method: 'PUT', url: '/api/mantenimiento/estado', payload: { activo: true, mensaje: MESSAGE } })).statusCode).toBe(401);
    expect((await publicState(app)).activo).toBe(false);
  });

  it('needs its whole body: {}, a list, a text, no body or a multipart form change nothing (issue 33, item 20)', async () => {
    const on = await switchTo(app, tokens.admin1!, { activo: true, mensaje: MESSAGE });
    expect(on.statusCode, on.body).toBe(200);
    const empty = await switchTo(app, tokens.admin1!, {});
    expect(empty.statusCode, empty.body).toBe(422);
    expect(errorBody(empty).errors).toEqual({ activo: [MSG.valorNoValido], mensaje: [MANTENIMIENTO_MSG.mensajeMantenimientoObligatorio] });
    expect(errorBody(await switchTo(app, tokens.admin1!, { mensaje: MESSAGE })).errors).toEqual({ activo: [MSG.valorNoValido] });
    const put = (payload: string, contentType?: string) =>
      app.inject({ method: 'PUT', url: '/api/mantenimiento/estado', headers: { ...bearer(tokens.admin1!), ...(contentType ? { 'content-type': contentType } : {}) }, payload });
    for (const payload of ['[]', '[{"activo":false,"mensaje":""}]', '"x"', 'null', '7']) {
      const refused = await put(payload, 'application/json');
      expect(refused.statusCode, payload).toBe(422);
      expect(errorBody(refused).errors, payload).toEqual({ body: [MSG.datosInvalidos] });
    }
    expect((await put('')).statusCode).toBe(422);
    expect((await put('activo=false', 'text/plain')).statusCode).toBe(422);
    const form = await put('--x\r\nContent-Disposition: form-data; name="activo"\r\n\r\nfalse\r\n--x--\r\n', 'multipart/form-data; boundary=x');
    expect(form.statusCode, form.body).toBe(415);
    expect(errorBody(form).message).toBe(MSG.tipoContenidoNoValido);
    // Still on, with its message.
    expect(await publicState(app)).toEqual({ activo: true, mensaje: MESSAGE });
    expect((await switchTo(app, tokens.admin1!, { activo: false, mensaje: MESSAGE })).statusCode).toBe(200);
  });
});

describe("the state's figures", () => {
  let app: FastifyInstance;
  let token: string;

  beforeAll(async () => {
    app = await build();
    token = await tokenOf(app, admin1);
  });
  afterAll(async () => {
    await app.close();
  });

  it('measures the uploaded files: a stored file adds its bytes and one file', async () => {
    const before = (await figures(app, token)).almacenamiento;
    expect(before.driver).toBe('local');
    const key = await app.storage.put('documentos', 'pdf', Buffer.alloc(12_345, 7));
    const after = (await figures(app, token)).almacenamiento;
    expect(after.archivos).toBe(before.archivos + 1);
    expect(after.tamanio).toBe((before.tamanio ?? 0) + 12_345);
    await app.storage.delete(key);
    expect((await figures(app, token)).almacenamiento.tamanio).toBe(before.tamanio);
  });

  it("measures the volume of the data folder as the system does", async () => {
    const { disco, base_datos_en_disco } = (await figures(app, token)).almacenamiento;
    const stats = fs.statfsSync(app.config.dataDir);
    expect(disco?.total).toBe(stats.bsize * stats.blocks);
    // Free space moves as anything on the machine writes: within 1 %.
    expect(Math.abs((disco?.libre ?? 0) - stats.bsize * stats.bavail)).toBeLessThan(stats.bsize * stats.blocks * 0.01);
    expect(disco!.libre).toBeLessThan(disco!.total);
    // The tests' databases are given to the app (in memory, or a PostgreSQL server): not on this volume.
    expect(base_datos_en_disco).toBe(false);
  });

  it("reads the database's size and every migration drizzle applied", async () => {
    const { base_datos } = await figures(app, token);
    const journal = JSON.parse(fs.readFileSync(path.join(MIGRATIONS_DIR, 'meta', '_journal.json'), 'utf8')) as { entries: { tag: string; when: number }[] };
    const last = journal.entries.at(-1)!;
    expect(base_datos).toMatchObject({
      motor: process.env.DATABASE_URL ? 'postgresql' : 'pglite',
      migraciones_aplicadas: journal.entries.length,
      migraciones_conocidas: journal.entries.length,
      ultima_migracion: last.tag,
      ultima_migracion_at: new Date(last.when).toISOString(),
      tamanio_carpeta: null,
    });
    expect(base_datos.version).toMatch(/^PostgreSQL \d+/);
    // A real size: it grows when a table does.
    expect(base_datos.tamanio).toBeGreaterThan(1_000_000);
  });

  it('counts the mail queue by state; the re-send moves the failed ones back to pending, and only them', async () => {
    const before = (await figures(app, token)).correos;
    expect(before.modo).toBe('outbox');
    const row = (estado: 'error' | 'enviado', n: number) => ({ plantilla: 'restablecer_password', destinatario: `fallo${n}@example.org`, asunto: 'Prueba', texto: 't', html: '<p>t</p>', estado, error: estado === 'error' ? '550 Mailbox unavailable' : null });
    const failed = await app.db.insert(correos).values([row('error', 1), row('error', 2), row('enviado', 3)]).returning({ id: correos.id });
    const during = (await figures(app, token)).correos;
    expect(during).toEqual({ ...before, errores: before.errores + 2, enviados: before.enviados + 1 });

    const resend = await app.inject({ method: 'POST', url: '/api/mantenimiento/correos/reenviar', headers: bearer(token) });
    expect(resend.statusCode, resend.body).toBe(200);
    expect(body<Envelope<{ reenviados: number }>>(resend)).toMatchObject({ message: MANTENIMIENTO_MSG.correosReenviados, data: { reenviados: before.errores + 2 } });
    const after = (await figures(app, token)).correos;
    expect(after).toEqual({ ...during, errores: 0, pendientes: during.pendientes + during.errores });
    const [first] = await app.db.select({ estado: correos.estado, reenvios: correos.reenvios }).from(correos).where(eq(correos.id, failed[0]!.id));
    expect(first).toEqual({ estado: 'pendiente', reenvios: 1 });
    // Nothing left to send again.
    const again = await app.inject({ method: 'POST', url: '/api/mantenimiento/correos/reenviar', headers: bearer(token) });
    expect(body<Envelope<{ reenviados: number }>>(again).data.reenviados).toBe(0);
  });

  it('offers the demo reset outside production', async () => {
    expect((await figures(app, token)).reinicio_demo).toBe(true);
  });
});

describe('in production', () => {
  it('has no demo reset (404, whoever asks) and says so', async () => {
    const app = await build({
      env: { NODE_ENV: 'production', SEED_ON_START: 'true', DATABASE_URL: 'postgres://nobody@127.0.0.1:1/unused', PUBLIC_URL: 'https://dapcon.example.org' },
    });
    try {
      const token = await tokenOf(app, admin1);
      const reset = await app.inject({ method: 'POST', url: '/api/mantenimiento/reiniciar-demo', headers: bearer(token), payload: { confirmar: true } });
      expect(reset.statusCode).toBe(404);
      expect(errorBody(reset).message).toBe(MSG.noEncontrado);
      expect((await app.inject({ method: 'POST', url: '/api/mantenimiento/reiniciar-demo', payload: { confirmar: true } })).statusCode).toBe(404);
      expect((await figures(app, token)).reinicio_demo).toBe(false);
    } finally {
      await app.close();
    }
  });
});

describe.skipIf(!process.env.DATABASE_URL)('two API processes on one database', () => {
  it('the other one follows a switch within its short cache', async () => {
    const database = durableDatabase();
    const one = await build({ database: await database.open() });
    const two = await build({ database: await database.open() });
    try {
      const companyToken = await tokenOf(two, company);
      const mine = await perfil(two, companyToken);
      expect((await switchTo(one, await tokenOf(one, admin1), { activo: true, mensaje: MESSAGE })).statusCode).toBe(200);
      await expect
        .poll(async () => (await sendForm(two, 'POST', '/api/organizaciones/mis-datos/actualizar', companyToken, misDatosValues(mine))).statusCode, { timeout: 5000, interval: 250 })
        .toBe(503);
      expect((await publicState(two)).activo).toBe(true);
    } finally {
      await one.close();
      await two.close();
    }
  });
});
