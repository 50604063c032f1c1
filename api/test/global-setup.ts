/**
 * Once per run, on PGlite: a migrated database seeded with size 'test', saved
 * as an image every test file restores (PGlite's initdb costs seconds; a
 * restore a fraction of that). With DATABASE_URL each file resets the real
 * schema instead, so nothing is prepared here.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import pg from 'pg';
import { openDatabase, withDefaultUser } from '../src/db/database';
import { seed } from '../src/seed';

declare module 'vitest' {
  export interface ProvidedContext {
    /** File of the PGlite image, or null when the tests run on PostgreSQL. */
    pgliteImage: string | null;
    /**
     * With DATABASE_URL, this run's mark in its databases' names (`<db>_r<run>_w<worker>`, helper.ts):
     * two runs on one server (a developer's and CI's) never reset each other's schemas.
     */
    pgRun: string;
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void> | void> {
  const url = process.env.DATABASE_URL;
  if (url) {
    const run = String(process.pid);
    project.provide('pgliteImage', null);
    project.provide('pgRun', run);
    // This run's databases go with it.
    return () => dropRunDatabases(url, run);
  }
  project.provide('pgRun', '');
  const handle = await openDatabase({ kind: 'pglite', dataDir: null });
  await handle.migrate((db) => seed(db, 'test').then(() => undefined));
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'dapcon-api-image-'));
  const file = path.join(dir, 'pglite.tar');
  const image = await handle.image();
  await handle.close();
  fs.writeFileSync(file, Buffer.from(await image.arrayBuffer()));
  project.provide('pgliteImage', file);
  return () => fs.rmSync(dir, { recursive: true, force: true });
}

/** Drops the databases a run made for its workers (helper.ts `workerDatabaseUrl`). */
async function dropRunDatabases(url: string, run: string): Promise<void> {
  const target = new URL(withDefaultUser(url));
  const base = decodeURIComponent(target.pathname.slice(1)) || 'postgres';
  const admin = new pg.Client({ connectionString: target.toString() });
  await admin.connect();
  try {
    const { rows } = await admin.query<{ datname: string }>('select datname from pg_database where starts_with(datname, $1)', [`${base}_r${run}_w`]);
    for (const { datname } of rows) await admin.query(`drop database if exists ${pg.escapeIdentifier(datname)} with (force)`);
  } finally {
    await admin.end();
  }
}
