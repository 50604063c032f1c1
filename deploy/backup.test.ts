// Backup and restore (deploy/backup.mjs), tried as an operator runs them: an API on a fresh PostgreSQL
// database gets a new company with a logo; `npm run backup -- <dir>` copies it; `npm run restore -- <dir>`
// puts it into a second fresh database and storage folder, where a second API signs the company in and
// reads its logo. Needs DATABASE_URL (a server where its user may create databases) and PostgreSQL's
// client programs on PATH; skipped, saying which is missing, without them.
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toFormData } from '@dapcon/contract';
import { buildApp } from '../api/src/app';
import { parseConfig, resolveJwtSecret } from '../api/src/config';
import { cif } from '../api/src/seed/documents';
import { readDemoAccounts } from '../api/src/seed/demo-accounts';
import { companyValues, PNG, pngLogo } from '../api/test/registration';
// @ts-expect-error: a plain ES module without types
import * as backupModule from './backup.mjs';

const { settingsOf } = backupModule as { settingsOf: (env: Record<string, string>, envFile?: string) => { storageDir: string } };

const ROOT = path.resolve(import.meta.dirname, '..');
const DATABASE_URL = process.env.DATABASE_URL;
const clientPrograms = ['pg_dump', 'pg_restore'].every((program) => spawnSync(program, ['--version']).status === 0);
const missing = !DATABASE_URL ? 'DATABASE_URL is not set' : !clientPrograms ? 'pg_dump or pg_restore is not on PATH' : '';

describe('settingsOf', () => {
  it("finds the storage folder where the API's configuration does", () => {
    const noEnvFile = path.join(os.tmpdir(), 'no-such-dapcon-env-file');
    const envs: Record<string, string>[] = [{}, { DATA_DIR: 'var/data' }, { DATA_DIR: '/srv/dapcon' }, { STORAGE_DIR: 'files' }, { STORAGE_DIR: '/srv/files', DATA_DIR: 'x' }, { STORAGE_DIR: '' }];
    for (const env of envs) {
      expect(settingsOf(env, noEnvFile).storageDir, JSON.stringify(env)).toBe(parseConfig(env).storageDir);
    }
  });
});

describe('deploy/backup.mjs without what it needs', () => {
  // A PATH with node alone in it.
  const bin = fs.mkdtempSync(path.join(os.tmpdir(), 'dapcon-bin-'));
  fs.symlinkSync(process.execPath, path.join(bin, 'node'));
  afterAll(() => fs.rmSync(bin, { recursive: true, force: true }));
  /** `node deploy/backup.mjs …`, with PATH as given. */
  const bare = (args: string[], env: Record<string, string>, PATH = bin) =>
    spawnSync(process.execPath, [path.join(ROOT, 'deploy', 'backup.mjs'), ...args], { cwd: ROOT, env: { PATH, HOME: os.tmpdir(), ...env }, encoding: 'utf8' });
  const dir = path.join(os.tmpdir(), `dapcon-backup-never-${randomBytes(4).toString('hex')}`);

  it('refuses without DATABASE_URL, naming it', () => {
    const result = bare(['backup', dir], { DATA_DIR: os.tmpdir() });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('DATABASE_URL must be set to the PostgreSQL database');
  });

  it('names pg_dump when it is not on PATH, and writes nothing', () => {
    const result = bare(['backup', dir], { DATABASE_URL: 'postgres://nobody@127.0.0.1:1/none' });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain("pg_dump was not found on PATH: install PostgreSQL's client programs");
    expect(fs.existsSync(dir)).toBe(false);
  });

  it.skipIf(!clientPrograms)('leaves no folder behind when pg_dump fails (a database it cannot reach)', () => {
    const result = bare(['backup', dir], { DATABASE_URL: 'postgres://nobody@127.0.0.1:1/none' }, process.env.PATH);
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('pg_dump failed (exit 1)');
    expect(fs.existsSync(dir)).toBe(false);
  });

  it('shows its usage without a folder', () => {
    const result = bare(['restore'], {});
    expect(result.status).toBe(2);
    expect(result.stderr).toContain('usage: npm run backup -- <dir>');
  });
});

const PASSWORD = 'Backup-Restore-2026';
const JWT_SECRET = 'a-test-secret-that-is-long-enough-for-hs256';

/** `npm run <script> -- <args>` at the root, as an operator runs it. */
function npmRun(script: string, args: string[], env: Record<string, string>): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn('npm', ['run', script, '--', ...args], { cwd: ROOT, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, output }));
  });
}

describe.skipIf(missing)(`npm run backup and npm run restore${missing ? ` (skipped: ${missing})` : ''}`, () => {
  const suffix = randomBytes(4).toString('hex');
  const names = { source: `dapcon_backup_${suffix}`, target: `dapcon_restore_${suffix}` };
  // Set in beforeAll: the body of a skipped describe still runs, and must not need DATABASE_URL.
  let work = '';
  let backupDir = '';
  let source: Record<'DATABASE_URL' | 'STORAGE_DIR' | 'STORAGE_DRIVER', string>;
  let target: typeof source;
  const apps: FastifyInstance[] = [];
  const usuario = cif('B', 8, 48_001);
  let logoKey = '';

  /** Runs queries on a database of the server (DATABASE_URL's by default). */
  async function admin<T>(queries: (client: pg.Client) => Promise<T>, url = DATABASE_URL): Promise<T> {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      return await queries(client);
    } finally {
      await client.end();
    }
  }

  /** The registered company's row in a database. */
  const company = (url: string) =>
    admin(async (client) => {
      const { rows } = await client.query<{ org_logo: string | null; org_nombre: string }>('select org_logo, org_nombre from organizaciones where org_cif = $1', [usuario]);
      return rows[0];
    }, url);

  /** The API on one of the two databases, as the server builds it. */
  async function api(env: Record<string, string>): Promise<FastifyInstance> {
    const config = resolveJwtSecret(parseConfig({ ...env, DATA_DIR: path.join(work, 'data'), JWT_SECRET, WEB_ROOT: path.join(work, 'web'), LOG_LEVEL: 'warn' }));
    const app = await buildApp({ config, seedSize: 'test' });
    apps.push(app);
    await app.ready();
    return app;
  }

  beforeAll(async () => {
    const urlOf = (name: string) => {
      const url = new URL(DATABASE_URL ?? '');
      url.pathname = `/${name}`;
      return url.toString();
    };
    work = fs.mkdtempSync(path.join(os.tmpdir(), 'dapcon-backup-'));
    backupDir = path.join(work, 'backup');
    source = { DATABASE_URL: urlOf(names.source), STORAGE_DIR: path.join(work, 'storage-source'), STORAGE_DRIVER: 'local' };
    target = { DATABASE_URL: urlOf(names.target), STORAGE_DIR: path.join(work, 'storage-target'), STORAGE_DRIVER: 'local' };
    await admin(async (client) => {
      for (const name of Object.values(names)) await client.query(`create database ${pg.escapeIdentifier(name)}`);
    });
    // The source: migrated, seeded (reference data, demo accounts), and a company registered with its logo.
    const app = await api(source);
    const response = await app.inject({
      method: 'POST',
      url: '/api/auth/registroOrganizacion',
      payload: toFormData(companyValues(48_001, { usuario, org_nombre: 'Còpies de Seguretat, S.L.', password: PASSWORD, password_confirmation: PASSWORD, logo: pngLogo() })),
    });
    expect(response.statusCode, response.body).toBe(201);
    logoKey = (await company(source.DATABASE_URL))?.org_logo ?? '';
    expect(logoKey).toMatch(/^logos\/[0-9a-f-]{36}\.png$/);
    await app.close();
  }, 60_000);

  afterAll(async () => {
    for (const app of apps) await app.close().catch(() => undefined);
    await admin(async (client) => {
      for (const name of Object.values(names)) await client.query(`drop database if exists ${pg.escapeIdentifier(name)} with (force)`);
    });
    if (work) fs.rmSync(work, { recursive: true, force: true });
  });

  it('backs up the database and the storage folder, and refuses a folder that is not empty', async () => {
    const { code, output } = await npmRun('backup', [backupDir], source);
    expect(code, output).toBe(0);
    expect(fs.statSync(path.join(backupDir, 'database.dump')).size).toBeGreaterThan(10_000);
    expect(fs.readFileSync(path.join(backupDir, 'storage', ...logoKey.split('/')))).toEqual(PNG);
    const record = JSON.parse(fs.readFileSync(path.join(backupDir, 'backup.json'), 'utf8')) as Record<string, unknown>;
    expect(record).toMatchObject({ database: names.source, storage: { driver: 'local', files: { logos: 1, documentos: 0 } } });
    expect(record.pgDump).toMatch(/^pg_dump \(PostgreSQL\) \d+/);
    expect(Date.now() - Date.parse(String(record.created))).toBeLessThan(60_000);

    const again = await npmRun('backup', [backupDir], source);
    expect(again.code).toBe(1);
    expect(again.output).toContain(`Refused: ${backupDir} exists and is not empty`);
  }, 30_000);

  it('with STORAGE_DRIVER=s3, dumps the database only and says the bucket is the provider\'s to keep', async () => {
    const dir = path.join(work, 'backup-s3');
    const { code, output } = await npmRun('backup', [dir], { ...source, STORAGE_DRIVER: 's3', S3_BUCKET: 'dapcon-files' });
    expect(code, output).toBe(0);
    expect(output).toContain('STORAGE_DRIVER=s3: the files are in the bucket dapcon-files, which the storage provider keeps');
    expect(fs.readdirSync(dir).sort()).toEqual(['backup.json', 'database.dump']);
    expect(JSON.parse(fs.readFileSync(path.join(dir, 'backup.json'), 'utf8'))).toMatchObject({ storage: { driver: 's3', files: null } });
  }, 30_000);

  it('restores into an empty database and a new storage folder; refuses a database that is not empty unless --force', async () => {
    const first = await npmRun('restore', [backupDir], target);
    expect(first.code, first.output).toBe(0);
    expect(first.output).toContain(`Database ${names.target} restored from the backup of ${names.source}`);

    const refused = await npmRun('restore', [backupDir], target);
    expect(refused.code).toBe(1);
    expect(refused.output).toContain(`Refused: the database ${names.target} is not empty`);

    const forced = await npmRun('restore', [backupDir, '--force'], target);
    expect(forced.code, forced.output).toBe(0);
  }, 30_000);

  it('gives an API on the restored database the data and the files of the backup', async () => {
    const app = await api({ ...target, SEED_ON_START: 'false' });
    const companySignIn = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { usuario, password: PASSWORD, modulo_app: 'organizacion' } });
    expect(companySignIn.statusCode, companySignIn.body).toBe(200);
    const administrator = readDemoAccounts().find((account) => account.modulo_app === 'administrador');
    if (!administrator) throw new Error('the demo accounts have an administrator');
    const { usuario: adminUsuario, password, modulo_app } = administrator;
    const adminSignIn = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { usuario: adminUsuario, password, modulo_app } });
    expect(adminSignIn.statusCode, adminSignIn.body).toBe(200);
    expect(await company(target.DATABASE_URL)).toEqual({ org_logo: logoKey, org_nombre: 'Còpies de Seguretat, S.L.' });
    expect(await app.storage.get(logoKey)).toEqual(PNG);
  }, 30_000);
});
