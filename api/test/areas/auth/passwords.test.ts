/**
 * Password recovery by e-mail (through a real SMTP server in this process), the reset
 * link, and the change of password of a signed-in user; sessions that must end, end.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { AUTH_MSG, MSG, SESSION_ERRORS, type ModuloApp } from '@dapcon/contract';
import { MAX_LIVE_RESET_LINKS } from '../../../src/areas/auth/service';
import { correos, tokensUsuario, usuarios } from '../../../src/db/schema';
import type { DemoAccount } from '../../../src/seed/demo-accounts';
import { bearer, build, demoAccount, errorBody, login, tokenOf } from '../../helper';
import { startSmtpServer, type ReceivedMail, type TestSmtpServer } from '../../smtp';

const PUBLIC_URL = 'https://portal.dapcon.test';

let app: FastifyInstance;
let smtp: TestSmtpServer;
beforeAll(async () => {
  smtp = await startSmtpServer();
  app = await build({ env: { SMTP_URL: smtp.url, PUBLIC_URL: PUBLIC_URL, MAIL_FROM: 'DAPcon <no-reply@dapcon.test>' } });
});
afterAll(async () => {
  await app.close();
  await smtp.close();
});

const company = demoAccount((a) => a.modulo_app === 'organizacion' && a.estado_pago === 'pagado');
const companies = [company, demoAccount((a) => a.modulo_app === 'organizacion' && a.usuario !== company.usuario)];
const consultant = demoAccount((a) => a.modulo_app === 'consultor' && a.perfil === 3);
const verifier = demoAccount((a) => a.modulo_app === 'consultor' && a.perfil === 4);
const admin = demoAccount((a) => a.modulo_app === 'administrador' && a.perfil === 1);
const admin2 = demoAccount((a) => a.modulo_app === 'administrador' && a.perfil === 2);

const NEW_PASSWORD = 'Nueva-Clave-2026';

function recoveryBody(account: Pick<DemoAccount, 'usuario' | 'modulo_app'>, usuario: string = account.usuario) {
  const field: Record<ModuloApp, string> = { organizacion: 'org_cif', consultor: 'consultor_nif', administrador: 'usuario' };
  return { modulo_app: account.modulo_app, [field[account.modulo_app]]: usuario };
}

async function askForReset(payload: Record<string, unknown>, headers: Record<string, string> = {}): Promise<LightMyRequestResponse> {
  const response = await app.inject({ method: 'POST', url: '/api/auth/reiniciarPassword', payload, headers });
  // The e-mail is written and sent after the answer.
  await app.mailer.idle();
  return response;
}

async function emailOf(account: DemoAccount): Promise<string> {
  const [row] = await app.db.select({ email: usuarios.email }).from(usuarios).where(eq(usuarios.usuario, account.usuario));
  if (!row) throw new Error('no such user');
  return row.email;
}

/** The mails that reached the SMTP server for an address since `from`. */
function mailsTo(address: string, from = 0): ReceivedMail[] {
  return smtp.received.slice(from).filter((mail) => mail.to.includes(address));
}

function linkIn(mail: ReceivedMail | undefined): string {
  const link = mail && new RegExp(`${PUBLIC_URL}/restablecer-password\\?token=([A-Za-z0-9_-]+)`).exec(mail.body);
  if (!link?.[1]) throw new Error(`no reset link in ${mail?.body ?? 'nothing'}`);
  return link[1];
}

/** Asks for a link for an account and answers the token it e-mailed. */
async function resetTokenFor(account: DemoAccount): Promise<string> {
  const from = smtp.received.length;
  expect((await askForReset(recoveryBody(account))).statusCode).toBe(200);
  const mails = mailsTo(await emailOf(account), from);
  expect(mails).toHaveLength(1);
  return linkIn(mails[0]);
}

function reset(payload: Record<string, unknown>) {
  return app.inject({ method: 'POST', url: '/api/auth/restablecerPassword', payload });
}

function changePassword(token: string, payload: Record<string, unknown>) {
  return app.inject({ method: 'PATCH', url: '/api/usuarios/cambiarPassword', headers: bearer(token), payload });
}

function me(token: string) {
  return app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(token) });
}

function fieldErrors(response: LightMyRequestResponse): Record<string, string[]> {
  expect(response.statusCode, response.body).toBe(422);
  return errorBody(response).errors ?? {};
}

describe('POST /api/auth/reiniciarPassword', () => {
  it('answers known and unknown accounts alike, and e-mails only the known one', async () => {
    const from = smtp.received.length;
    const known = await askForReset(recoveryBody(consultant));
    const unknown = await askForReset(recoveryBody(consultant, '00000000T'));
    const wrongModule = await askForReset({ modulo_app: 'consultor', consultor_nif: company.usuario });
    for (const response of [known, unknown, wrongModule]) {
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ status: 'Success', message: AUTH_MSG.reinicioSolicitado, data: null });
    }
    expect(AUTH_MSG.reinicioSolicitado).toBe('Si los datos son correctos, recibirá un correo con las instrucciones para restablecer la contraseña.');

    const address = await emailOf(consultant);
    expect(smtp.received.slice(from).map((mail) => mail.to)).toEqual([[address]]);
    const [mail] = mailsTo(address, from);
    expect(mail?.from).toBe('no-reply@dapcon.test');
    expect(mail?.subject).toBe('DAPcon: restablecimiento de la contraseña');
    expect(mail?.body).toContain('Hola, Laura Martínez Soler:');
    expect(mail?.body).toContain('60 minutos');
    const token = linkIn(mail);

    // Recorded as sent, with the link; the database keeps only the token's hash.
    const [row] = await app.db.select().from(correos).where(eq(correos.destinatario, address));
    expect(row).toMatchObject({ plantilla: 'restablecer_password', estado: 'enviado', error: null });
    expect(row?.sent_at).toBeInstanceOf(Date);
    const stored = await app.db.select().from(tokensUsuario).where(eq(tokensUsuario.proposito, 'restablecer_password'));
    expect(stored.some((t) => t.token_hash.includes(token))).toBe(false);
    expect(stored.map((t) => (t.expires_at.getTime() - t.created_at.getTime()) / 60_000)).toContain(60);
  });

  it('finds the account by the identifier of each module, and writes in Catalan when asked', async () => {
    const from = smtp.received.length;
    await askForReset(recoveryBody(companies[1]!, `  ${companies[1]!.usuario.toLowerCase()} `), { 'accept-language': 'ca-ES,ca;q=0.9,es;q=0.8' });
    await askForReset(recoveryBody(admin2));
    const [catalan] = mailsTo(await emailOf(companies[1]!), from);
    expect(catalan?.subject).toBe('DAPcon: restabliment de la contrasenya');
    expect(catalan?.body).toContain('Restablir la contrasenya');
    // The link carries the e-mail's language: the page opens in it, even in a new browser (issue 33 item 17).
    expect(catalan?.body).toMatch(new RegExp(`${PUBLIC_URL}/restablecer-password\\?token=[A-Za-z0-9_-]+&(amp;)?lang=ca`));
    expect(mailsTo(await emailOf(admin2), from)[0]?.body).toMatch(/restablecer-password\?token=[A-Za-z0-9_-]+&(amp;)?lang=es/);
    expect(mailsTo(await emailOf(admin2), from)).toHaveLength(1);
  });

  it('sends nothing to a deactivated account', async () => {
    await app.db.update(usuarios).set({ activo: false }).where(eq(usuarios.usuario, verifier.usuario));
    const from = smtp.received.length;
    expect((await askForReset(recoveryBody(verifier))).statusCode).toBe(200);
    expect(smtp.received.length).toBe(from);
    await app.db.update(usuarios).set({ activo: true }).where(eq(usuarios.usuario, verifier.usuario));
  });

  it(`sends at most ${MAX_LIVE_RESET_LINKS} live links at once`, async () => {
    const address = await emailOf(verifier);
    const from = smtp.received.length;
    for (let i = 0; i <= MAX_LIVE_RESET_LINKS; i++) expect((await askForReset(recoveryBody(verifier))).statusCode).toBe(200);
    expect(mailsTo(address, from)).toHaveLength(MAX_LIVE_RESET_LINKS);
  });

  it('records a delivery the mail server refuses as an error, with the reason', async () => {
    const refused = 'rechazado@dapcon.test';
    await app.db.update(usuarios).set({ email: refused }).where(eq(usuarios.usuario, admin.usuario));
    expect((await askForReset(recoveryBody(admin))).statusCode).toBe(200);
    const [row] = await app.db.select().from(correos).where(eq(correos.destinatario, refused));
    expect(row).toMatchObject({ estado: 'error', sent_at: null });
    expect(row?.error).toMatch(/Mailbox unavailable/);
  });

  it('asks for the module and the identifier', async () => {
    expect(fieldErrors(await askForReset({ modulo_app: 'organizacion' }))).toEqual({ org_cif: [AUTH_MSG.usuarioObligatorio] });
    expect(fieldErrors(await askForReset({ modulo_app: 'consultor', consultor_nif: ' ' }))).toEqual({ consultor_nif: [AUTH_MSG.usuarioObligatorio] });
    expect(fieldErrors(await askForReset({ modulo_app: 'administrador', org_cif: admin.usuario }))).toEqual({ usuario: [AUTH_MSG.usuarioObligatorio] });
    expect(fieldErrors(await askForReset({ usuario: admin.usuario }))).toEqual({ modulo_app: [MSG.moduloInvalido] });
    expect(AUTH_MSG.usuarioObligatorio).toBe('El usuario es obligatorio.');
  });
});

describe('POST /api/auth/restablecerPassword', () => {
  it('sets the new password once, ending every session of the user', async () => {
    const sessionA = await tokenOf(app, company);
    const sessionB = await tokenOf(app, company);
    const token = await resetTokenFor(company);

    const response = await reset({ token, password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ status: 'Success', message: AUTH_MSG.passwordRestablecida, data: null });

    for (const session of [sessionA, sessionB]) {
      const answer = await me(session);
      expect(answer.statusCode).toBe(401);
      expect(errorBody(answer).message).toBe(SESSION_ERRORS.sesionInexistente);
    }
    expect((await login(app, { ...company, password: NEW_PASSWORD })).statusCode).toBe(200);
    expect((await login(app, company)).statusCode).toBe(401);

    const again = await reset({ token, password: 'Otra-Clave-2026', password_confirmation: 'Otra-Clave-2026' });
    expect(fieldErrors(again)).toEqual({ token: [AUTH_MSG.enlaceUsado] });
    expect((await login(app, { ...company, password: NEW_PASSWORD })).statusCode).toBe(200);
  });

  it('voids the other links of the user once one is used', async () => {
    const first = await resetTokenFor(consultant);
    const second = await resetTokenFor(consultant);
    expect((await reset({ token: second, password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD })).statusCode).toBe(200);
    expect(fieldErrors(await reset({ token: first, password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD }))).toEqual({
      token: [AUTH_MSG.enlaceUsado],
    });
  });

  it('refuses a link past its 60 minutes', async () => {
    const token = await resetTokenFor(admin2);
    const [user] = await app.db.select({ id: usuarios.id }).from(usuarios).where(eq(usuarios.usuario, admin2.usuario));
    await app.db
      .update(tokensUsuario)
      .set({ created_at: new Date(Date.now() - 61 * 60_000), expires_at: new Date(Date.now() - 60_000) })
      .where(and(eq(tokensUsuario.usuario_id, user?.id ?? 0), eq(tokensUsuario.proposito, 'restablecer_password')));
    expect(fieldErrors(await reset({ token, password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD }))).toEqual({
      token: [AUTH_MSG.enlaceCaducado],
    });
    expect((await login(app, admin2)).statusCode).toBe(200);
  });

  it('refuses an unknown token and checks the new password', async () => {
    expect(fieldErrors(await reset({ token: 'x'.repeat(43), password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD }))).toEqual({
      token: [AUTH_MSG.enlaceNoValido],
    });
    expect(fieldErrors(await reset({}))).toEqual({
      token: [AUTH_MSG.enlaceNoValido],
      password: [MSG.passwordObligatoria],
      password_confirmation: [MSG.passwordConfirmacionObligatoria],
    });
    expect(fieldErrors(await reset({ token: 'x', password: 'corta', password_confirmation: 'corta' }))).toEqual({
      password: [MSG.passwordMinima],
    });
    expect(fieldErrors(await reset({ token: 'x', password: NEW_PASSWORD, password_confirmation: 'Nueva-Clave-2025' }))).toEqual({
      password_confirmation: [MSG.passwordsNoCoinciden],
    });
  });
});

describe('PATCH /api/usuarios/cambiarPassword', () => {
  const account = companies[1]!;

  it('asks for the three fields with the texts of the spec', async () => {
    const token = await tokenOf(app, account);
    expect(fieldErrors(await changePassword(token, {}))).toEqual({
      old_password: ['La contraseña antigua es obligatoria.'],
      new_password: ['La contraseña nueva es obligatoria.'],
      new_password_confirmation: ['La contraseña nueva es obligatoria.'],
    });
    expect(
      fieldErrors(await changePassword(token, { old_password: account.password, new_password: 'corta', new_password_confirmation: 'corta' })),
    ).toEqual({ new_password: [MSG.passwordMinima] });
    expect(
      fieldErrors(await changePassword(token, { old_password: account.password, new_password: NEW_PASSWORD, new_password_confirmation: 'Nueva-Clave-2025' })),
    ).toEqual({ new_password_confirmation: [MSG.passwordsNoCoinciden] });
    expect(
      fieldErrors(
        await changePassword(token, { old_password: account.password, new_password: account.password, new_password_confirmation: account.password }),
      ),
    ).toEqual({ new_password: [AUTH_MSG.passwordNuevaIgualAntigua] });
  });

  it('refuses a wrong old password under old_password', async () => {
    const token = await tokenOf(app, account);
    const response = await changePassword(token, { old_password: 'No-Es-La-Clave', new_password: NEW_PASSWORD, new_password_confirmation: NEW_PASSWORD });
    expect(fieldErrors(response)).toEqual({ old_password: [AUTH_MSG.passwordAntiguaIncorrecta] });
    expect((await me(token)).statusCode).toBe(200);
  });

  it('changes it: this session goes on, the others end, the new password signs in', async () => {
    const current = await tokenOf(app, account);
    const other = await tokenOf(app, account);
    const pendingLink = await resetTokenFor(account);

    const response = await changePassword(current, { old_password: account.password, new_password: NEW_PASSWORD, new_password_confirmation: NEW_PASSWORD });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ status: 'Success', message: AUTH_MSG.passwordCambiada, data: null });

    expect((await me(current)).statusCode).toBe(200);
    const ended = await me(other);
    expect(ended.statusCode).toBe(401);
    expect(errorBody(ended).message).toBe(SESSION_ERRORS.sesionInexistente);

    expect((await login(app, { ...account, password: NEW_PASSWORD })).statusCode).toBe(200);
    expect((await login(app, account)).statusCode).toBe(401);
    // A reset link asked for before the change no longer works.
    expect(fieldErrors(await reset({ token: pendingLink, password: 'Otra-Clave-2026', password_confirmation: 'Otra-Clave-2026' }))).toEqual({
      token: [AUTH_MSG.enlaceUsado],
    });
  });

  it('works for every module', async () => {
    for (const who of [verifier, admin2]) {
      const token = await tokenOf(app, who);
      const response = await changePassword(token, { old_password: who.password, new_password: NEW_PASSWORD, new_password_confirmation: NEW_PASSWORD });
      expect(response.statusCode, `${who.modulo_app} ${response.body}`).toBe(200);
    }
  });
});
