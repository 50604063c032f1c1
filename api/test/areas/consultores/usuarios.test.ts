/**
 * The association's users (api/src/areas/consultores/usuarios.ts): the list (filters, sorts, a
 * profile-2 administrator without the profile-1 users), a user's page, creation (the set-password
 * e-mail through a real SMTP server in this process, its link sets the password, the new user signs
 * in), update, deletion, the tax-id lookup; the refusals: profile 1 from a profile-2 administrator
 * (403, nothing stored), NIF and e-mail taken (422 under the field), each required field (422 with the
 * spec's message), one's own profile and account, an account that signed in; both languages. On the
 * 'test' seed, whose association users are the two demo administrators.
 */
import { eq } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_MESSAGES, CONSULTORES_MESSAGES, CORE_MESSAGES, estadoUsuario, type UsuarioAdmin, type UsuarioAdminListItem } from '@dapcon/contract';
import { correos, sesiones, tokensUsuario, usuarios } from '../../../src/db/schema';
import { WELCOME_LINK_DAYS } from '../../../src/areas/consultores/usuarios';
import { bearer, build, demoAccount, login } from '../../helper';
import { startSmtpServer, type ReceivedMail, type TestSmtpServer } from '../../smtp';
import { adminTokens } from '../empresas/support';

const PUBLIC_URL = 'https://portal.dapcon.test';
const ADMIN_ARES = demoAccount((a) => a.modulo_app === 'administrador' && a.perfil === 1);
const ADMIN_ASOCIACION = demoAccount((a) => a.modulo_app === 'administrador' && a.perfil === 2);

let app: FastifyInstance;
let smtp: TestSmtpServer;
let admin: string;
let admin2: string;

beforeAll(async () => {
  smtp = await startSmtpServer();
  app = await build({ env: { SMTP_URL: smtp.url, PUBLIC_URL, MAIL_FROM: 'DAPcon <no-reply@dapcon.test>' } });
  ({ admin, admin2 } = await adminTokens(app));
});
afterAll(async () => {
  await app.close();
  await smtp.close();
});

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';

function send(method: Method, url: string, token: string | null = admin, payload?: unknown, lang = 'es'): Promise<LightMyRequestResponse> {
  return app.inject({
    method,
    url: `/api${url}`,
    headers: { ...(token ? bearer(token) : {}), 'accept-language': lang },
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });
}

/** A user's data as the form sends it. */
function datos(over: Record<string, unknown> = {}): Record<string, unknown> {
  return { usuario: '71234567W', nombre: 'Anna', apellidos: 'Rovira Pons', telefono: '932 000 111', email: 'anna.rovira@dapcon.example', perfiles: [2], recibir_notificacion: true, ...over };
}

async function idOf(usuario: string): Promise<number> {
  const [row] = await app.db.select({ id: usuarios.id }).from(usuarios).where(eq(usuarios.usuario, usuario));
  if (!row) throw new Error(usuario);
  return row.id;
}

async function exists(usuario: string): Promise<boolean> {
  return (await app.db.select({ id: usuarios.id }).from(usuarios).where(eq(usuarios.usuario, usuario))).length > 0;
}

/** The mails that reached the SMTP server for an address since `from`, once the deliveries are done. */
async function mailsTo(address: string, from = 0): Promise<ReceivedMail[]> {
  await app.mailer.idle();
  return smtp.received.slice(from).filter((mail) => mail.to.includes(address));
}

function linkIn(mail: ReceivedMail | undefined): string {
  const link = mail && new RegExp(`${PUBLIC_URL}/restablecer-password\\?token=([A-Za-z0-9_-]+)`).exec(mail.body);
  if (!link?.[1]) throw new Error(`no link in ${mail?.body ?? 'nothing'}`);
  return link[1];
}

const list = async (query: string, token = admin) => {
  const res = await send('GET', `/usuarios-admin/lista${query}`, token);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ data: { data: UsuarioAdminListItem[]; total: number; per_page: number; current_page: number } }>().data;
};

describe('creating an association user (POST /usuario-admin/caateeb/registro)', () => {
  it('stores the user, active and without a usable password, and e-mails the set-password link; the link sets it and the user signs in', async () => {
    const from = smtp.received.length;
    const res = await send('POST', '/usuario-admin/caateeb/registro', admin, datos({ usuario: '71.234.567-w', email: ' Anna.Rovira@dapcon.example ', perfiles: '2' }));
    expect(res.statusCode, res.body).toBe(201);
    const body = res.json<{ message: string; data: UsuarioAdmin }>();
    expect(body.message).toBe(CONSULTORES_MESSAGES.usuarioCreado.es);
    expect(body.data).toMatchObject({ usuario: '71234567W', nombre: 'Anna', apellidos: 'Rovira Pons', telefono: '932 000 111', email: 'Anna.Rovira@dapcon.example', perfiles: [2], recibir_notificacion: true, activo: true, fecha_baja: null });
    const [row] = await app.db.select().from(usuarios).where(eq(usuarios.id, body.data.id));
    expect(row).toMatchObject({ modulo_app: 'administrador', perfil: 2, activo: true });
    // No password anyone knows: neither an empty one nor the NIF signs in.
    for (const password of ['', '71234567W', 'Demo-Admin-2026']) {
      expect((await login(app, { usuario: '71234567W', password, modulo_app: 'administrador' })).statusCode).not.toBe(200);
    }

    const mails = await mailsTo('Anna.Rovira@dapcon.example', from);
    expect(mails).toHaveLength(1);
    const mail = mails[0];
    expect(mail?.subject).toBe('DAPcon: bienvenido/a al portal, elija su contraseña');
    expect(mail?.body).toContain('Hola, Anna Rovira Pons:');
    expect(mail?.body).toContain('con el usuario 71234567W');
    expect(mail?.body).not.toMatch(/contraseña es|password:/i);
    const [outbox] = await app.db.select().from(correos).where(eq(correos.usuario_id, body.data.id));
    expect(outbox).toMatchObject({ plantilla: 'bienvenida_usuario', estado: 'enviado' });
    // The link is the recovery mechanism's, a week long.
    const [token] = await app.db.select().from(tokensUsuario).where(eq(tokensUsuario.usuario_id, body.data.id));
    expect(token?.proposito).toBe('restablecer_password');
    expect(Math.round(((token?.expires_at.getTime() ?? 0) - (token?.created_at.getTime() ?? 0)) / 86_400_000)).toBe(WELCOME_LINK_DAYS);

    // Until the link is used the account is 'Pendiente de activar': in the answer, the list, its filter and the page.
    expect(body.data.pendiente_password).toBe(true);
    expect(estadoUsuario(body.data)).toBe('pendiente');
    const listed = async () => (await list('?nif=71234567W')).data[0];
    expect(estadoUsuario((await listed()) ?? body.data)).toBe('pendiente');
    expect(await listed()).toMatchObject({ activo: true, pendiente_password: true });
    expect((await list('?estado_id=pendiente')).data.map((u) => u.usuario)).toContain('71234567W');
    expect((await list('?estado_id=activo')).data.map((u) => u.usuario)).not.toContain('71234567W');
    const show = async () => (await send('GET', `/usuarios-admin/${body.data.id}/show`)).json<{ data: UsuarioAdmin }>().data;
    expect(await show()).toMatchObject({ activo: true, pendiente_password: true });

    const reset = await app.inject({ method: 'POST', url: '/api/auth/restablecerPassword', payload: { token: linkIn(mail), password: 'Clave-Anna-2026', password_confirmation: 'Clave-Anna-2026' } });
    expect(reset.statusCode, reset.body).toBe(200);
    const signIn = await login(app, { usuario: '71234567W', password: 'Clave-Anna-2026', modulo_app: 'administrador' });
    expect(signIn.statusCode, signIn.body).toBe(200);
    // The password chosen, the account is active everywhere.
    expect(await show()).toMatchObject({ activo: true, pendiente_password: false });
    expect(await listed()).toMatchObject({ activo: true, pendiente_password: false });
    expect((await list('?estado_id=activo')).data.map((u) => u.usuario)).toContain('71234567W');
    expect((await list('?estado_id=pendiente')).data.map((u) => u.usuario)).not.toContain('71234567W');
  });

  it('writes the e-mail in the language of whoever creates the user', async () => {
    const from = smtp.received.length;
    const res = await send('POST', '/usuario-admin/caateeb/registro', admin2, datos({ usuario: '52345678R', email: 'pau.ca@dapcon.example', nombre: 'Pau' }), 'ca');
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json<{ message: string }>().message).toBe(CONSULTORES_MESSAGES.usuarioCreado.ca);
    const [mail] = await mailsTo('pau.ca@dapcon.example', from);
    expect(mail?.subject).toBe('DAPcon: benvingut/da al portal, trieu la contrasenya');
    expect(mail?.body).toContain("amb l'usuari 52345678R");
    linkIn(mail);
  });

  it('refuses profile 1 from a profile-2 administrator: 403, nothing stored, no e-mail; a profile-1 administrator gives it', async () => {
    const from = smtp.received.length;
    const res = await send('POST', '/usuario-admin/caateeb/registro', admin2, datos({ usuario: '60123456F', email: 'perfil1@dapcon.example', perfiles: [1] }));
    expect(res.statusCode, res.body).toBe(403);
    expect(res.json<{ message: string }>().message).toBe(CORE_MESSAGES.sinPermiso.es);
    expect(await exists('60123456F')).toBe(false);
    expect(await mailsTo('perfil1@dapcon.example', from)).toHaveLength(0);

    const ok = await send('POST', '/usuario-admin/caateeb/registro', admin, datos({ usuario: '60123456F', email: 'perfil1@dapcon.example', perfiles: [1] }));
    expect(ok.statusCode, ok.body).toBe(201);
    expect(ok.json<{ data: UsuarioAdmin }>().data.perfiles).toEqual([1]);
  });

  it('answers 422 under each required field, with the spec’s messages, in both languages', async () => {
    const res = await send('POST', '/usuario-admin/caateeb/registro', admin, { usuario: ' ', nombre: '', apellidos: '  ', telefono: '', email: '', perfiles: [] });
    expect(res.statusCode).toBe(422);
    expect(res.json<{ errors: Record<string, string[]> }>().errors).toEqual({
      usuario: ['El usuario es obligatorio.'],
      nombre: ['El nombre es obligatorio.'],
      apellidos: ['Los apellidos son obligatorio.'],
      telefono: ['El teléfono es obligatorio.'],
      email: ['El email es obligatorio'],
      perfiles: ['El perfil es obligatorio.'],
    });
    const ca = await send('POST', '/usuario-admin/caateeb/registro', admin, {}, 'ca');
    expect(ca.statusCode).toBe(422);
    expect(ca.json<{ errors: Record<string, string[]> }>().errors).toMatchObject({
      usuario: [AUTH_MESSAGES.usuarioObligatorio.ca],
      apellidos: [CONSULTORES_MESSAGES.apellidosObligatorioUsuario.ca],
      email: [CONSULTORES_MESSAGES.emailObligatorioUsuario.ca],
    });
  });

  it('answers 422 for a malformed NIF (a company’s CIF too), e-mail or profile', async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ usuario: '12345678A' }, 'usuario', CORE_MESSAGES.nifPersonaNoValido.es],
      [{ usuario: 'B12345674' }, 'usuario', CORE_MESSAGES.nifPersonaNoValido.es],
      [{ email: 'no-es-un-correo' }, 'email', CORE_MESSAGES.correoNoValido.es],
      [{ perfiles: [3] }, 'perfiles', CONSULTORES_MESSAGES.perfilNoValido.es],
      [{ perfiles: [1, 2] }, 'perfiles', CONSULTORES_MESSAGES.perfilNoValido.es],
      [{ perfiles: 'admin' }, 'perfiles', CONSULTORES_MESSAGES.perfilNoValido.es],
      [{ nombre: 'x'.repeat(300) }, 'nombre', CORE_MESSAGES.textoDemasiadoLargo.es],
      [{ telefono: '9'.repeat(31) }, 'telefono', CORE_MESSAGES.textoDemasiadoLargo.es],
    ];
    for (const [over, field, message] of cases) {
      const res = await send('POST', '/usuario-admin/caateeb/registro', admin, datos({ usuario: '81234567Q', email: 'malo@dapcon.example', ...over }));
      expect(res.statusCode, JSON.stringify(over)).toBe(422);
      expect(res.json<{ errors: Record<string, string[]> }>().errors[field], JSON.stringify(over)).toEqual([message]);
    }
    expect(await exists('81234567Q')).toBe(false);
  });

  it('answers 422 under the NIF and the e-mail already an account’s (any module, any case)', async () => {
    const res = await send('POST', '/usuario-admin/caateeb/registro', admin, datos({ usuario: '47815236F', email: 'ANNA.ROVIRA@dapcon.example' }));
    expect(res.statusCode).toBe(422);
    expect(res.json<{ errors: Record<string, string[]> }>().errors).toEqual({ usuario: [AUTH_MESSAGES.documentoYaRegistrado.es], email: [AUTH_MESSAGES.correoYaRegistrado.es] });
  });
});

describe('the list (GET /usuarios-admin/lista)', () => {
  it('lists the association users by surnames and name; a profile-2 administrator does not see profile 1', async () => {
    const all = await list('');
    expect(all.data.every((u) => u.perfiles.length === 1)).toBe(true);
    const nifs = all.data.map((u) => u.usuario);
    expect(nifs).toEqual(expect.arrayContaining([ADMIN_ARES.usuario, ADMIN_ASOCIACION.usuario, '60123456F', '71234567W']));
    // No consultant or company.
    expect(nifs).not.toContain('47815236F');
    const names = all.data.map((u) => u.full_name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'es', { sensitivity: 'base' })));

    const seen = await list('', admin2);
    expect(seen.data.every((u) => u.perfiles[0] === 2)).toBe(true);
    expect(seen.data.map((u) => u.usuario)).not.toContain(ADMIN_ARES.usuario);
    expect(seen.data.map((u) => u.usuario)).not.toContain('60123456F');
    expect(seen.total).toBe(all.data.filter((u) => u.perfiles[0] === 2).length);
    // Its filters do not bring them back.
    expect((await list(`?nif=${ADMIN_ARES.usuario}`, admin2)).total).toBe(0);
  });

  it('filters by a part of the NIF and by state; sorts by NIF', async () => {
    expect((await list('?nif=71.234')).data.map((u) => u.usuario)).toEqual(['71234567W']);
    const id = await idOf('52345678R');
    expect((await send('GET', `/usuarios/${id}/update-status`)).statusCode).toBe(200);
    await app.db.update(usuarios).set({ activo: false }).where(eq(usuarios.usuario, '60123456F'));
    expect((await list('?estado_id=baja')).data.map((u) => u.usuario)).toEqual(['52345678R']);
    expect((await list('?estado_id=pendiente')).data.map((u) => u.usuario)).toEqual(['60123456F']);
    const activos = (await list('?estado_id=activo')).data.map((u) => u.usuario);
    expect(activos).not.toContain('52345678R');
    expect(activos).not.toContain('60123456F');
    const porNif = (await list('?order_by=usuario%20desc')).data.map((u) => u.usuario);
    expect(porNif).toEqual([...porNif].sort().reverse());
    await app.db.update(usuarios).set({ activo: true }).where(eq(usuarios.usuario, '60123456F'));
  });

  it('refuses an unknown state or sort (422)', async () => {
    const res = await send('GET', '/usuarios-admin/lista?estado_id=todos&order_by=password_hash');
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json<{ errors: Record<string, string[]> }>().errors).sort()).toEqual(['estado_id', 'order_by']);
  });

  it("takes the spec's `orderby` as `order_by` (which wins when both are sent), and refuses an unknown one alike", async () => {
    const porNif = (await list('?order_by=usuario%20desc')).data.map((u) => u.usuario);
    expect((await list('?orderby=usuario%20desc')).data.map((u) => u.usuario)).toEqual(porNif);
    expect((await list('?orderby=usuario%20desc&order_by=usuario%20asc')).data.map((u) => u.usuario)).toEqual([...porNif].reverse());
    const res = await send('GET', '/usuarios-admin/lista?orderby=password_hash');
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json<{ errors: Record<string, string[]> }>().errors)).toEqual(['order_by']);
  });
});

describe('a user’s page (GET /usuarios-admin/:id/show)', () => {
  it('answers the user; a profile-1 user is a 404 to a profile-2 administrator; consultants and unknown ids 404', async () => {
    const id = await idOf('71234567W');
    const res = await send('GET', `/usuarios-admin/${id}/show`, admin2);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<{ data: UsuarioAdmin }>().data).toMatchObject({ id, usuario: '71234567W', perfiles: [2], fecha_creacion: expect.any(String) as string });
    expect((await send('GET', `/usuarios-admin/${await idOf(ADMIN_ARES.usuario)}/show`, admin)).statusCode).toBe(200);
    expect((await send('GET', `/usuarios-admin/${await idOf(ADMIN_ARES.usuario)}/show`, admin2)).statusCode).toBe(404);
    expect((await send('GET', `/usuarios-admin/${await idOf('47815236F')}/show`)).statusCode).toBe(404);
    expect((await send('GET', '/usuarios-admin/999999/show')).statusCode).toBe(404);
    expect((await send('GET', '/usuarios-admin/abc/show')).statusCode).toBe(422);
  });
});

describe('updating (PATCH /usuario-admin/caateeb/:id/update)', () => {
  it('saves the data; the NIF and e-mail of another account are a 422; a change of profile ends the user’s sessions', async () => {
    const id = await idOf('71234567W');
    const token = (await login(app, { usuario: '71234567W', password: 'Clave-Anna-2026', modulo_app: 'administrador' })).json<{ data: { token: string } }>().data.token;
    const res = await send('PATCH', `/usuario-admin/caateeb/${id}/update`, admin2, datos({ telefono: '600 111 222', recibir_notificacion: false }));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<{ message: string; data: UsuarioAdmin }>()).toMatchObject({ message: CORE_MESSAGES.operacionCorrecta.es, data: { telefono: '600 111 222', recibir_notificacion: false, perfiles: [2] } });
    // The same profile: the user's session goes on.
    expect((await app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(token) })).statusCode).toBe(200);

    const taken = await send('PATCH', `/usuario-admin/caateeb/${id}/update`, admin, datos({ usuario: ADMIN_ASOCIACION.usuario, email: 'pau.ca@dapcon.example' }));
    expect(taken.statusCode).toBe(422);
    expect(taken.json<{ errors: Record<string, string[]> }>().errors).toEqual({ usuario: [AUTH_MESSAGES.documentoYaRegistrado.es], email: [AUTH_MESSAGES.correoYaRegistrado.es] });

    const promoted = await send('PATCH', `/usuario-admin/caateeb/${id}/update`, admin, datos({ telefono: '600 111 222', perfiles: [1] }));
    expect(promoted.statusCode, promoted.body).toBe(200);
    expect(promoted.json<{ data: UsuarioAdmin }>().data.perfiles).toEqual([1]);
    expect((await app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(token) })).statusCode).toBe(401);
    // Now a profile-1 user: out of the profile-2 administrator's sight.
    expect((await send('PATCH', `/usuario-admin/caateeb/${id}/update`, admin2, datos({ perfiles: [2] }))).statusCode).toBe(404);
    // Giving profile 1 is refused before anything is read.
    expect((await send('PATCH', `/usuario-admin/caateeb/${id}/update`, admin2, datos({ perfiles: [1] }))).statusCode).toBe(403);
    const back = await send('PATCH', `/usuario-admin/caateeb/${id}/update`, admin, datos({ perfiles: [2] }));
    expect(back.statusCode, back.body).toBe(200);
  });

  it('refuses profile 1 from a profile-2 administrator: 403, nothing stored', async () => {
    const id = await idOf('71234567W');
    const res = await send('PATCH', `/usuario-admin/caateeb/${id}/update`, admin2, datos({ nombre: 'Cambiado', perfiles: [1] }));
    expect(res.statusCode).toBe(403);
    const [row] = await app.db.select().from(usuarios).where(eq(usuarios.id, id));
    expect(row).toMatchObject({ perfil: 2, nombre: 'Anna' });
  });

  it('a profile-1 user is a 404 to a profile-2 administrator; nobody changes their own profile (422)', async () => {
    const ares = await idOf(ADMIN_ARES.usuario);
    const hidden = await send('PATCH', `/usuario-admin/caateeb/${ares}/update`, admin2, datos({ usuario: ADMIN_ARES.usuario, email: 'x@dapcon.example', perfiles: [2] }));
    expect(hidden.statusCode).toBe(404);
    const own = await send('PATCH', `/usuario-admin/caateeb/${ares}/update`, admin, datos({ usuario: ADMIN_ARES.usuario, email: 'montse@dapcon.example', perfiles: [2] }));
    expect(own.statusCode).toBe(422);
    expect(own.json<{ errors: Record<string, string[]> }>().errors).toEqual({ perfiles: [CONSULTORES_MESSAGES.perfilPropioNoModificable.es] });
    const [row] = await app.db.select().from(usuarios).where(eq(usuarios.id, ares));
    expect(row?.perfil).toBe(1);
    // One's own data, with the same profile, is saved.
    const mine = await send('PATCH', `/usuario-admin/caateeb/${await idOf(ADMIN_ASOCIACION.usuario)}/update`, admin2, datos({ usuario: ADMIN_ASOCIACION.usuario, nombre: 'Jordi', apellidos: 'Casals Vidal', email: 'jordi.casals@dapcon.example', perfiles: [2] }));
    expect(mine.statusCode, mine.body).toBe(200);
    expect((await send('GET', '/auth/me', admin2)).statusCode).toBe(200);
  });
});

describe('the tax-id lookup (POST /usuario-admin/caateeb/verificar)', () => {
  it('answers the association user with that NIF, 404 for a free one, 409 for another account’s', async () => {
    const found = await send('POST', '/usuario-admin/caateeb/verificar', admin2, { nif: '71234567-w' });
    expect(found.statusCode, found.body).toBe(200);
    expect(found.json<{ message: string; data: UsuarioAdmin }>()).toMatchObject({ message: CONSULTORES_MESSAGES.usuarioYaExiste.es, data: { usuario: '71234567W', nombre: 'Anna' } });
    const free = await send('POST', '/usuario-admin/caateeb/verificar', admin, { nif: '11111111H' });
    expect(free.statusCode).toBe(404);
    expect(free.json<{ message: string }>().message).toBe(CONSULTORES_MESSAGES.usuarioNifLibre.es);
    const consultant = await send('POST', '/usuario-admin/caateeb/verificar', admin, { nif: '47815236F' }, 'ca');
    expect(consultant.statusCode).toBe(409);
    expect(consultant.json<{ message: string }>().message).toBe(CONSULTORES_MESSAGES.nifDeOtraCuenta.ca);
    // A profile-1 user: the profile-2 administrator learns only that the NIF is taken.
    const hidden = await send('POST', '/usuario-admin/caateeb/verificar', admin2, { nif: ADMIN_ARES.usuario });
    expect(hidden.statusCode).toBe(409);
    expect(hidden.json()).not.toHaveProperty('data.email');
    expect((await send('POST', '/usuario-admin/caateeb/verificar', admin, { nif: '' })).statusCode).toBe(422);
    expect((await send('POST', '/usuario-admin/caateeb/verificar', admin, { nif: 'B12345674' })).statusCode).toBe(422);
  });
});

describe('deleting (DELETE /usuario-admin/:id/destroy)', () => {
  it('deletes a user who never signed in, with their links; one who did is a 409; never one’s own', async () => {
    const created = await send('POST', '/usuario-admin/caateeb/registro', admin, datos({ usuario: '32345678L', email: 'error@dapcon.example' }));
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json<{ data: UsuarioAdmin }>().data.id;
    const res = await send('DELETE', `/usuario-admin/${id}/destroy`, admin2);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<{ message: string }>().message).toBe(CONSULTORES_MESSAGES.usuarioEliminado.es);
    expect(await exists('32345678L')).toBe(false);
    expect(await app.db.select().from(tokensUsuario).where(eq(tokensUsuario.usuario_id, id))).toHaveLength(0);
    expect((await send('DELETE', `/usuario-admin/${id}/destroy`)).statusCode).toBe(404);

    // Anna signed in: kept, with its history.
    const anna = await idOf('71234567W');
    expect((await app.db.select().from(sesiones).where(eq(sesiones.usuario_id, anna))).length).toBeGreaterThan(0);
    const used = await send('DELETE', `/usuario-admin/${anna}/destroy`, admin, undefined, 'ca');
    expect(used.statusCode).toBe(409);
    expect(used.json<{ message: string }>().message).toBe(CONSULTORES_MESSAGES.usuarioConActividad.ca);
    expect(await exists('71234567W')).toBe(true);

    const own = await send('DELETE', `/usuario-admin/${await idOf(ADMIN_ASOCIACION.usuario)}/destroy`, admin2);
    expect(own.statusCode).toBe(409);
    expect(own.json<{ message: string }>().message).toBe(CONSULTORES_MESSAGES.usuarioPropioNoEliminable.es);
  });

  it('a profile-1 user is a 404 to a profile-2 administrator, and stays; consultants are 404', async () => {
    const id = await idOf('60123456F');
    expect((await send('DELETE', `/usuario-admin/${id}/destroy`, admin2)).statusCode).toBe(404);
    expect(await exists('60123456F')).toBe(true);
    expect((await send('DELETE', `/usuario-admin/${await idOf('47815236F')}/destroy`)).statusCode).toBe(404);
    expect(await exists('47815236F')).toBe(true);
  });
});

describe('who may call', () => {
  it('signed out 401; companies and consultants 403', async () => {
    expect((await send('GET', '/usuarios-admin/lista', null)).statusCode).toBe(401);
    const consultant = (await login(app, demoAccount((a) => a.modulo_app === 'consultor'))).json<{ data: { token: string } }>().data.token;
    expect((await send('POST', '/usuario-admin/caateeb/registro', consultant, datos({ usuario: '42345678X', email: 'c@dapcon.example' }))).statusCode).toBe(403);
    expect(await exists('42345678X')).toBe(false);
  });
});
