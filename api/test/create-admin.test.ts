/**
 * `npm run create-admin`: the first administrator of an installation that was not seeded. The account
 * has no usable password until the printed link sets one; then it signs in as an administrator.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Envelope, LoginData, MeData } from '@dapcon/contract';
import { createAdmin, CreateAdminError } from '../src/create-admin';
import { usuarios } from '../src/db/schema';
import { bearer, body, build, demoAccount, login } from './helper';

const PUBLIC_URL = 'https://portal.dapcon.test';
const PASSWORD = 'Primera-Clave-2026';

let app: FastifyInstance;
beforeAll(async () => {
  app = await build({ env: { PUBLIC_URL } });
});
afterAll(async () => {
  await app.close();
});

const tokenOf = (link: string) => new URL(link).searchParams.get('token') ?? '';
const setPassword = (token: string) =>
  app.inject({ method: 'POST', url: '/api/auth/restablecerPassword', payload: { token, password: PASSWORD, password_confirmation: PASSWORD } });

describe('createAdmin', () => {
  it('creates an administrator with no usable password and a link that sets one; then the account signs in', async () => {
    const { id, link } = await createAdmin(app.db, app.config, { nif: '12345678z', email: ' ana@example.org ', nombre: 'Ana', apellidos: 'Puig', perfil: 1 });
    expect(link).toMatch(new RegExp(`^${PUBLIC_URL}/restablecer-password\\?token=[A-Za-z0-9_-]{43}$`));
    const [row] = await app.db.select().from(usuarios).where(eq(usuarios.id, id));
    expect(row).toMatchObject({ usuario: '12345678Z', email: 'ana@example.org', nombre: 'Ana', apellidos: 'Puig', modulo_app: 'administrador', perfil: 1, activo: true });

    // Nothing signs in before the link is used.
    expect((await login(app, { usuario: '12345678Z', password: PASSWORD, modulo_app: 'administrador' })).statusCode).toBe(401);
    expect((await setPassword(tokenOf(link))).statusCode).toBe(200);
    const signedIn = await login(app, { usuario: '12345678Z', password: PASSWORD, modulo_app: 'administrador' });
    expect(signedIn.statusCode).toBe(200);
    const me = await app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(body<Envelope<LoginData>>(signedIn).data.token) });
    expect(body<Envelope<MeData>>(me).data).toMatchObject({ usuario: '12345678Z', modulo_app: 'administrador', perfil: 1 });
    // The link is single-use.
    expect((await setPassword(tokenOf(link))).statusCode).toBe(422);
  });

  it('refuses an identifier taken, a NIF that is not one, an address that is not one, and no name; nothing is written', async () => {
    const taken = demoAccount((a) => a.modulo_app === 'organizacion');
    const count = async () => (await app.db.select({ id: usuarios.id }).from(usuarios)).length;
    const before = await count();
    const cases: Array<[Parameters<typeof createAdmin>[2], string]> = [
      [{ nif: taken.usuario, email: 'x@example.org', nombre: 'X' }, `An account with the identifier ${taken.usuario} exists already`],
      [{ nif: '12345678A', email: 'x@example.org', nombre: 'X' }, '12345678A is not a valid NIF/NIE'],
      [{ nif: 'X1234567L', email: 'not-an-address', nombre: 'X' }, 'not-an-address is not an e-mail address'],
      [{ nif: 'X1234567L', email: 'x@example.org', nombre: '  ' }, '--nombre is required'],
    ];
    for (const [admin, message] of cases) {
      await expect(createAdmin(app.db, app.config, admin)).rejects.toThrow(new CreateAdminError(message));
    }
    expect(await count()).toBe(before);
  });
});

describe('npm run create-admin', () => {
  // Once, in the PGlite pass of the API suite: the command runs on an embedded database of its own either
  // way. The command as npm runs it (tsx), on a database never started: it applies the schema itself. The
  // refusals are the function's, tested above; here the exit code of one.
  it.skipIf(Boolean(process.env.DATABASE_URL))(
    'creates the first administrator on an empty database, printing the link; refuses the same NIF again',
    () => {
      const data = fs.mkdtempSync(path.join(os.tmpdir(), 'dapcon-create-admin-'));
      try {
        const { DATABASE_URL: _db, ...env } = process.env;
        const run = () =>
          spawnSync(process.execPath, ['--import', 'tsx', 'src/create-admin.ts', '--nif', 'Y2345678Z', '--email', 'admin@example.org', '--nombre', 'Marta', '--perfil', '2'], {
            cwd: path.resolve(import.meta.dirname, '..'),
            env: { ...env, DATA_DIR: data, PUBLIC_URL, NODE_ENV: '' },
            encoding: 'utf8',
          });
        const first = run();
        expect(first.status, first.stderr).toBe(0);
        expect(first.stdout).toMatch(new RegExp(`Administrator Y2345678Z created\\. Open this link within 60 minutes to set the password \\(once\\):\\n${PUBLIC_URL}/restablecer-password\\?token=[A-Za-z0-9_-]{43}\\n`));
        const again = run();
        expect(again.status).toBe(2);
        expect(again.stderr).toContain('Refused: An account with the identifier Y2345678Z exists already');
      } finally {
        fs.rmSync(data, { recursive: true, force: true });
      }
    },
    // Two starts of Node with tsx, each opening PGlite (the second migrates nothing): 14 s measured here
    // with other work running; 43 s once in a busy CI run, past the default 20 s.
    90_000,
  );
});
