/**
 * The real API in-process for the browser side's component tests (issue 34, item 4: one back end):
 * the app built as api/test/helper.ts builds it, on PGlite in memory restored from a migrated, seeded
 * ('test') image. The image is made once and kept under .tmp/real-api/, named by a hash of everything
 * it is made from (the migrations, the seed's data and the API's source): a changed seed makes a new
 * one, and a second run of the tests starts from the kept one. config/real-api.ts answers the tests'
 * `/api/*` requests with `app.inject()`.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Envelope, LoginData } from '@dapcon/contract';
import { buildApp } from '../src/app';
import { parseConfig, resolveJwtSecret } from '../src/config';
import { openDatabase } from '../src/db/database';
import { seed } from '../src/seed';
import { readDemoAccounts } from '../src/seed/demo-accounts';

/** The secret the in-process API signs its tokens with (test data, as helper.ts's). */
export const IN_PROCESS_JWT_SECRET = 'a-test-secret-that-is-long-enough-for-hs256';

const API_DIR = path.resolve(import.meta.dirname, '..');
const CACHE_DIR = path.resolve(API_DIR, '../.tmp/real-api');

/** Every file under `dir` (sorted), for the image's hash. */
function filesUnder(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name))
    .sort();
}

/** A hash of what the seeded image is made from: the migrations, the seed's data files, the API's source, PGlite's version. */
function imageKey(): string {
  const hash = crypto.createHash('sha256');
  for (const file of [...filesUnder(path.join(API_DIR, 'drizzle')), ...filesUnder(path.join(API_DIR, 'seed')), ...filesUnder(path.join(API_DIR, 'src'))]) {
    if (/\.test\.ts$/.test(file)) continue;
    hash.update(path.relative(API_DIR, file)).update('\0').update(fs.readFileSync(file)).update('\0');
  }
  const pglite = path.resolve(API_DIR, '../node_modules/@electric-sql/pglite/package.json');
  if (fs.existsSync(pglite)) hash.update(fs.readFileSync(pglite));
  return hash.digest('hex').slice(0, 16);
}

/**
 * The file of the migrated database seeded with the 'test' data, made now if no kept one matches the
 * source (two workers making it at once each write their own and rename it into place: the same bytes).
 */
export async function seededImage(): Promise<string> {
  const file = path.join(CACHE_DIR, `seed-${imageKey()}.tar`);
  if (fs.existsSync(file)) return file;
  fs.mkdirSync(CACHE_DIR, { recursive: true });
  const handle = await openDatabase({ kind: 'pglite', dataDir: null });
  await handle.migrate((db) => seed(db, 'test').then(() => undefined));
  const image = await handle.image();
  await handle.close();
  const partial = `${file}.${process.pid}.${crypto.randomUUID()}`;
  fs.writeFileSync(partial, Buffer.from(await image.arrayBuffer()));
  fs.renameSync(partial, file);
  // Older images (of a source since changed) go.
  for (const old of fs.readdirSync(CACHE_DIR)) {
    if (old.startsWith('seed-') && old.endsWith('.tar') && old !== path.basename(file)) fs.rmSync(path.join(CACHE_DIR, old), { force: true });
  }
  return file;
}

/** The app on a fresh copy of the seeded image, ready; `close()` also removes its temporary folder. */
export async function startInProcessApi(imageFile: string): Promise<{ app: FastifyInstance; close(): Promise<void> }> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'dapcon-real-api-'));
  const config = resolveJwtSecret(
    parseConfig({
      DATA_DIR: dir,
      JWT_SECRET: IN_PROCESS_JWT_SECRET,
      WEB_ROOT: path.join(dir, 'web'),
      LIST_TOTALS_TTL_MS: '0',
      LIST_PAGES_TTL_MS: '0',
      MAIL_RATE_PER_MINUTE: '600000',
      MAIL_RETRY_DELAY_S: '1',
    }),
  );
  const database = await openDatabase({ kind: 'pglite', dataDir: null, image: new Blob([fs.readFileSync(imageFile)]) });
  const app = await buildApp({ config, database, seedSize: 'test', throttle: { max: 1_000_000, addressMax: 1_000_000, accountMax: 1_000_000 } });
  try {
    await app.ready();
  } catch (error) {
    await app.close().catch(() => undefined);
    fs.rmSync(dir, { recursive: true, force: true });
    throw error;
  }
  return {
    app,
    async close() {
      await app.close();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** The demo accounts of the seed (api/seed/demo-accounts.json): who a test may sign in as. */
export const DEMO_ACCOUNTS = readDemoAccounts();

/** Signs a demo account in through the API (`usuario`: its CIF/NIF) and answers its token. */
export async function signInInProcess(app: FastifyInstance, usuario: string): Promise<string> {
  const account = DEMO_ACCOUNTS.find((a) => a.usuario === usuario);
  if (!account) throw new Error(`No demo account ${usuario} (api/seed/demo-accounts.json)`);
  const response = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { usuario: account.usuario, password: account.password, modulo_app: account.modulo_app } });
  if (response.statusCode !== 200) throw new Error(`Signing ${usuario} in answered ${response.statusCode}: ${response.body}`);
  return response.json<Envelope<LoginData>>().data.token;
}
