/**
 * Builds the app for a test file, on a fresh database: PGlite in memory by
 * default, or with DATABASE_URL a PostgreSQL database of the run and the file's worker
 * (`<db>_r<run>_w<VITEST_POOL_ID>`, so files and runs go side by side) with its schemas dropped
 * and recreated. Either way the database holds the 'test' seed: reference data
 * and the demo accounts.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance, FastifyPluginAsync, LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import { afterAll, expect, inject } from 'vitest';
import type { Envelope, ErrorBody, LoginData } from '@dapcon/contract';
import { buildApp } from '../src/app';
import { parseConfig, resolveJwtSecret } from '../src/config';
import { dropEverything, openDatabase, withDefaultUser, type DatabaseHandle, type DatabaseTarget } from '../src/db/database';
import type { ThrottleLimits } from '../src/plugins/app/throttle';
import { readDemoAccounts, type DemoAccount } from '../src/seed/demo-accounts';

export const TEST_JWT_SECRET = 'a-test-secret-that-is-long-enough-for-hs256';

/** SQLSTATE of CREATE DATABASE for a name that exists. */
const DUPLICATE_DATABASE = '42P04';

/**
 * The URL of this worker's own PostgreSQL database, `<db>_r<run>_w<VITEST_POOL_ID>` on the server
 * of DATABASE_URL, created (through DATABASE_URL's connection) the first time a worker needs it and
 * dropped at the end of the run (global-setup.ts). Files of different workers, and of two runs at
 * once, then reset their own schemas side by side.
 */
async function workerDatabaseUrl(url: string): Promise<string> {
  const target = new URL(withDefaultUser(url));
  const name = `${decodeURIComponent(target.pathname.slice(1)) || 'postgres'}_r${inject('pgRun')}_w${process.env.VITEST_POOL_ID ?? '1'}`;
  const admin = new pg.Client({ connectionString: target.toString() });
  await admin.connect();
  try {
    const { rowCount } = await admin.query('select 1 from pg_database where datname = $1', [name]);
    if (!rowCount) {
      await admin.query(`create database ${pg.escapeIdentifier(name)}`).catch((error: unknown) => {
        if ((error as { code?: unknown }).code !== DUPLICATE_DATABASE) throw error;
      });
    }
  } finally {
    await admin.end();
  }
  target.pathname = `/${encodeURIComponent(name)}`;
  return target.toString();
}

async function freshDatabase(): Promise<DatabaseHandle> {
  const url = process.env.DATABASE_URL;
  if (!url) {
    // Restored from the image global-setup.ts made: already migrated and seeded.
    const image = inject('pgliteImage');
    return openDatabase({ kind: 'pglite', dataDir: null, image: image ? new Blob([fs.readFileSync(image)]) : undefined });
  }
  const handle = await openDatabase({ kind: 'postgres', url: await workerDatabaseUrl(url) });
  await dropEverything(handle.db);
  return handle;
}

// Temporary folders (data, logs) of this file's apps, removed once its tests (and their app.close()) are done.
const temporaryDirs: string[] = [];
afterAll(() => {
  for (const dir of temporaryDirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

/**
 * A database that outlives one app, for tests that close the app and start another on the same data
 * (the mail queue): `open()` answers a fresh one the first time (the seeded image in a PGlite folder,
 * or this worker's PostgreSQL database reset), and the same database, as the last app left it, after.
 */
export function durableDatabase(): { open(): Promise<DatabaseHandle>; target(): Promise<DatabaseTarget> } {
  let opened = false;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'dapcon-api-db-'));
  temporaryDirs.push(dir);
  return {
    /** Where it is, for another process (open() it once first, so it exists). */
    async target() {
      const url = process.env.DATABASE_URL;
      return url ? { kind: 'postgres', url: await workerDatabaseUrl(url) } : { kind: 'pglite', dataDir: dir };
    },
    async open() {
      const first = !opened;
      opened = true;
      const url = process.env.DATABASE_URL;
      if (url) {
        if (first) return freshDatabase();
        return openDatabase({ kind: 'postgres', url: await workerDatabaseUrl(url) });
      }
      const image = inject('pgliteImage');
      return openDatabase({ kind: 'pglite', dataDir: dir, image: first && image ? new Blob([fs.readFileSync(image)]) : undefined });
    },
  };
}

export interface BuildTestOptions {
  /** The database to build on (`durableDatabase().open()`); a fresh one by default. */
  database?: DatabaseHandle;
  /** Extra environment for the configuration (WEB_ROOT, REMOTE_*_URL…). */
  env?: Record<string, string>;
  beforeRegister?: (app: FastifyInstance) => void;
  /**
   * Limits and clock of the sign-in throttle. Unset, a limit nothing reaches: the tests of
   * other behaviour fail sign-ins and ask for reset links far more often than a person would,
   * all from one address. test/throttle.test.ts passes the product's own limits.
   */
  throttle?: Partial<ThrottleLimits>;
  /** Test-only routes, registered after the app (so they get its hooks, compilers and error handler). */
  extraRoutes?: FastifyPluginAsync;
  /** Start the job queue (pg-boss) without SMTP: a test that registers a scheduled job itself. */
  jobQueue?: boolean;
}

/** The app on a fresh database, ready. */
export async function build(options: BuildTestOptions = {}): Promise<FastifyInstance> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'dapcon-api-test-'));
  temporaryDirs.push(dir);
  const config = resolveJwtSecret(
    // Totals counted and pages read for every request unless a test asks otherwise: tests write rows
    // straight into the database, which the API's own writes would have made it forget
    // (api/test/list-totals.test.ts, api/test/list-pages.test.ts).
    // Mail goes out as fast as the test SMTP server takes it, and a put-off delivery is retried after 1 s
    // (api/test/mail-queue.test.ts sets its own pace).
    parseConfig({
      DATA_DIR: dir,
      JWT_SECRET: TEST_JWT_SECRET,
      WEB_ROOT: path.join(dir, 'web'),
      LIST_TOTALS_TTL_MS: '0',
      LIST_PAGES_TTL_MS: '0',
      MAIL_RATE_PER_MINUTE: '600000',
      MAIL_RETRY_DELAY_S: '1',
      ...options.env,
    }),
  );
  const app = await buildApp({
    config,
    database: options.database ?? (await freshDatabase()),
    seedSize: 'test',
    beforeRegister: options.beforeRegister,
    throttle: options.throttle ?? { max: 1_000_000, addressMax: 1_000_000, accountMax: 1_000_000 },
    jobQueue: options.jobQueue,
  });
  if (options.extraRoutes) await app.register(options.extraRoutes);
  try {
    await app.ready();
  } catch (error) {
    await app.close().catch(() => undefined);
    throw error;
  }
  return app;
}

export const DEMO_ACCOUNTS = readDemoAccounts();

/** The first demo account matching a predicate (the demo data has one of every kind). */
export function demoAccount(predicate: (account: DemoAccount) => boolean): DemoAccount {
  const account = DEMO_ACCOUNTS.find(predicate);
  if (!account) throw new Error('No demo account matches');
  return account;
}

export function body<T>(response: LightMyRequestResponse): T {
  return response.json<T>();
}

export function errorBody(response: LightMyRequestResponse): ErrorBody {
  return response.json<ErrorBody>();
}

export async function login(app: FastifyInstance, account: Pick<DemoAccount, 'usuario' | 'password' | 'modulo_app'>) {
  return app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { usuario: account.usuario, password: account.password, modulo_app: account.modulo_app },
  });
}

/** Signs a demo account in and answers its token. */
export async function tokenOf(app: FastifyInstance, account: DemoAccount): Promise<string> {
  const response = await login(app, account);
  expect(response.statusCode, response.body).toBe(200);
  return body<Envelope<LoginData>>(response).data.token;
}

export function bearer(token: string): Record<string, string> {
  return { authorization: `Bearer ${token}` };
}
