/**
 * The log screens' endpoints (`GET /logs/laravel`, `GET /logs/requests`): they read this process's own
 * files, newest last, across rotation; `n_lines` is checked; and no password, token, reset link or IBAN
 * ever reaches a log file: canaries are planted through the routes that carry them, then every file
 * of LOG_DIR is searched for them.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { correos } from '../../../src/db/schema';
import { REQUEST_LOG } from '../../../src/logging';
import { bearer, body, build, demoAccount, tokenOf } from '../../helper';

const admin = demoAccount((a) => a.modulo_app === 'administrador' && a.perfil === 1);
const company = demoAccount((a) => a.modulo_app === 'organizacion' && a.estado_pago === 'pagado');

const dirs: string[] = [];
afterAll(() => {
  for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
});

/** An app writing its logs into a folder of its own. */
async function appWithLogs(env: Record<string, string> = {}): Promise<{ app: FastifyInstance; logDir: string }> {
  const logDir = fs.mkdtempSync(path.join(os.tmpdir(), 'dapcon-api-logs-'));
  dirs.push(logDir);
  return { app: await build({ env: { LOG_DIR: logDir, ...env } }), logDir };
}

async function readLog(app: FastifyInstance, token: string, which: 'laravel' | 'requests', nLines?: number | string) {
  const query = nLines === undefined ? '' : `?n_lines=${nLines}`;
  return app.inject({ method: 'GET', url: `/api/logs/${which}${query}`, headers: bearer(token) });
}

const parsed = (lines: string[]) => lines.map((line) => JSON.parse(line) as Record<string, unknown>);
/** The request lines other than the reads of the logs themselves. */
const others = (lines: string[]) => parsed(lines).filter((line) => !String(line.url).startsWith('/api/logs/'));

describe('GET /logs/laravel and /logs/requests', () => {
  it("answer the last lines of the application and request logs, newest last, with a sign-in in both", async () => {
    const { app } = await appWithLogs();
    try {
      const token = await tokenOf(app, admin);
      for (let page = 1; page <= 12; page += 1) await app.inject({ method: 'GET', url: `/api/idiomas?orden=${page}` });

      // The files are written a moment after each request.
      await expect
        .poll(async () => others(body<{ data: string[] }>(await readLog(app, token, 'requests', 6)).data).map((line) => line.url))
        .toEqual([8, 9, 10, 11, 12].map((page) => `/api/idiomas?orden=${page}`));

      const requests = body<{ data: string[] }>(await readLog(app, token, 'requests')).data;
      expect(requests.length).toBeGreaterThan(12);
      expect(parsed(requests).find((line) => line.url === '/api/auth/login')).toMatchObject({ method: 'POST', status: 200 });

      const application = parsed(body<{ data: string[] }>(await readLog(app, token, 'laravel', 100)).data);
      const signIn = application.find((line) => line.msg === 'signed in');
      expect(signIn).toMatchObject({ modulo_app: 'administrador', perfil: 1 });
      expect(typeof signIn?.userId).toBe('number');
      // Newest last: the times never go back.
      const times = application.map((line) => String(line.time));
      expect([...times].sort()).toEqual(times);
    } finally {
      await app.close();
    }
  });

  it('refuses a number of lines that is not 1 to 1,000 (422) and reads 100 by default', async () => {
    const { app } = await appWithLogs();
    try {
      const token = await tokenOf(app, admin);
      for (const bad of ['0', '1001', 'abc', '-3', '2.5']) {
        const response = await readLog(app, token, 'requests', bad);
        expect(response.statusCode, bad).toBe(422);
        expect(Object.keys(body<{ errors: Record<string, unknown> }>(response).errors), bad).toEqual(['n_lines']);
      }
      for (let i = 0; i < 110; i += 1) await app.inject({ method: 'GET', url: '/api/paises' });
      await expect.poll(async () => body<{ data: string[] }>(await readLog(app, token, 'requests')).data.length).toBe(100);
      expect((await readLog(app, token, 'requests', 1000)).statusCode).toBe(200);
    } finally {
      await app.close();
    }
  });

  it('rotates the files by size, keeps LOG_FILES of them, and reads across them', async () => {
    const { app, logDir } = await appWithLogs({ LOG_MAX_SIZE: '2K', LOG_FILES: '2' });
    try {
      const token = await tokenOf(app, admin);
      for (let page = 1; page <= 120; page += 1) await app.inject({ method: 'GET', url: `/api/paises?orden=${page}` });
      // Waited for on disk, not through the API: each read of the log would be a line of it, and a busy
      // machine's many polls pushed the pages out of the last 20 lines read below.
      // And the rotation done: the files' names and sizes the same two polls running (a read while a
      // rotation renames the files could miss one of them: a busy machine read 12 pages, not 18).
      let before = '';
      const settled = () => {
        const names = fs.readdirSync(logDir).filter((name) => name.startsWith(REQUEST_LOG)).sort();
        const written = names.some((name) => fs.readFileSync(path.join(logDir, name), 'utf8').includes('/api/paises?orden=120'));
        const now = names.map((name) => `${name}:${fs.statSync(path.join(logDir, name)).size}`).join(' ');
        const same = written && now === before;
        before = now;
        return same;
      };
      await expect.poll(settled, { timeout: 15_000 }).toBe(true);

      const files = fs.readdirSync(logDir).filter((name) => name.startsWith(REQUEST_LOG)).sort();
      // The current file and at most two rotated ones, each about the rotation size.
      expect(files).toEqual([REQUEST_LOG, `${REQUEST_LOG}.1`, `${REQUEST_LOG}.2`]);
      for (const name of files) expect(fs.statSync(path.join(logDir, name)).size, name).toBeLessThan(4 * 1024);

      // 20 lines are more than the current file holds just after a rotation: they come in order across files.
      const urls = others(body<{ data: string[] }>(await readLog(app, token, 'requests', 20)).data).map((line) => String(line.url));
      const pages = urls.filter((url) => url.startsWith('/api/paises')).map((url) => Number(url.split('=')[1]));
      expect(pages.length).toBeGreaterThanOrEqual(18);
      expect(pages).toEqual(pages.map((_, i) => pages[0]! + i));
      expect(pages.at(-1)).toBe(120);
      // Whole lines only, even where a file was cut.
      for (const line of body<{ data: string[] }>(await readLog(app, token, 'requests', 1000)).data) expect(() => JSON.parse(line)).not.toThrow();
    } finally {
      await app.close();
    }
  });
});

describe('no secret in the logs', () => {
  it('keeps no password, token, reset link or IBAN in any log file', async () => {
    const { app, logDir } = await appWithLogs({ LOG_LEVEL: 'debug' });
    const PASSWORD = 'Canario-Clave-7731';
    const IBAN = 'ES9121000418450200051332';
    const ibanSpaced = 'ES91 2100 0418 4502 0005 1332';
    let resetToken: string | undefined;
    let sessionToken = '';
    try {
      // A wrong password, and a right one.
      await app.inject({ method: 'POST', url: '/api/auth/login', payload: { usuario: company.usuario, password: PASSWORD, modulo_app: 'organizacion' } });
      const token = await tokenOf(app, company);
      sessionToken = token;
      const adminToken = await tokenOf(app, admin);

      // A reset link is written into an e-mail: its token must not reach a log.
      await app.inject({ method: 'POST', url: '/api/auth/reiniciarPassword', payload: { modulo_app: 'organizacion', org_cif: company.usuario } });
      await app.mailer.idle();
      const [mail] = await app.db.select({ html: correos.html }).from(correos).where(eq(correos.plantilla, 'restablecer_password')).orderBy(desc(correos.id)).limit(1);
      resetToken = /restablecer-password\?token=([A-Za-z0-9_-]+)/.exec(mail?.html ?? '')?.[1];
      expect(resetToken, 'the reset e-mail holds a link').toBeTruthy();
      // Used with a new password that is a canary too, and once more when it is spent.
      for (let i = 0; i < 2; i += 1) {
        await app.inject({ method: 'POST', url: '/api/auth/restablecerPassword', payload: { token: resetToken, password: `${PASSWORD}-n`, password_confirmation: `${PASSWORD}-n` } });
      }
      // A change of password with a wrong old one.
      await app.inject({ method: 'PATCH', url: '/api/usuarios/cambiarPassword', headers: bearer(token), payload: { old_password: PASSWORD, new_password: `${PASSWORD}-x`, new_password_confirmation: `${PASSWORD}-x` } });

      // An IBAN saved, one refused, and IBANs in query strings.
      await app.inject({ method: 'PATCH', url: '/api/datos_bancario/1', headers: bearer(adminToken), payload: { entidad: 'Banco Canario', num_cuenta: ibanSpaced } });
      await app.inject({ method: 'PATCH', url: '/api/datos_bancario/1', headers: bearer(adminToken), payload: { entidad: 'Banco Canario', num_cuenta: `${IBAN}9` } });
      await app.inject({ method: 'GET', url: `/api/paises?org_iban=${IBAN}&iban=${encodeURIComponent(ibanSpaced)}&num_cuenta=${IBAN}` });
      // The reset token and the session's token in a query string, as a browser's image request carries one.
      await app.inject({ method: 'GET', url: `/api/paises?token=${resetToken}&token_img=${token}` });
      // The session's token under other names, in the path and with escaped dots (issue 33, item 24).
      await app.inject({ method: 'GET', url: `/api/paises?jwt=${token}&q=Bearer%20${token}` });
      await app.inject({ method: 'GET', url: `/api/${token}` });
      await app.inject({ method: 'GET', url: `/api/${token.replaceAll('.', '%2E')}/img` });
      await app.inject({ method: 'PATCH', url: `/api/rcp/${token}?sesion=${token}`, headers: bearer(adminToken), payload: {} });
    } finally {
      await app.close();
    }

    const text = fs
      .readdirSync(logDir)
      .map((name) => fs.readFileSync(path.join(logDir, name), 'utf8'))
      .join('\n');
    // The logs did record these requests (the test would prove nothing on empty files).
    expect(text).toContain('/api/datos_bancario/1');
    expect(text).toContain('/api/auth/restablecerPassword');
    expect(text).toContain('"url":"/api/[REDACTED]/img"');
    for (const canary of [PASSWORD, IBAN, ibanSpaced, encodeURIComponent(ibanSpaced), '2100 0418 4502', '21000418450200051332', resetToken!, sessionToken, sessionToken.split('.')[2]!, sessionToken.split('.')[1]!]) {
      expect(text, canary).not.toContain(canary);
    }
    expect(text).not.toMatch(/restablecer-password\?token=/);
    expect(text).not.toMatch(/"(token|password|authorization)":"(?!\[REDACTED\])/i);
  });
});
