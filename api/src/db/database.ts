/**
 * One database API over two drivers: embedded PGlite (the default, persisted
 * in a folder, or in memory for tests) and PostgreSQL through node-postgres
 * (when DATABASE_URL is set). Both run the same migrations and the same
 * Drizzle queries; the rest of the API only sees `Database`.
 */
import fs from 'node:fs';
import os from 'node:os';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { sql, type SQL } from 'drizzle-orm';
import pg from 'pg';
import { MIGRATIONS_DIR } from '../paths';

/**
 * The driver-independent Drizzle database every query is written against. Queries name their tables
 * (the areas' tables.ts); the database knows none of them (no relational `db.query`), so this layer
 * stands below the areas. The tables are gathered only for the migrations (schema.ts, drizzle-kit).
 */
export type Database = PgDatabase<PgQueryResultHKT>;

export type DatabaseTarget =
  /**
   * `dataDir: null` keeps the database in memory; `image` starts it from a
   * `dumpDataDir()` image instead of an empty cluster (tests start every file
   * from one migrated, seeded image: restoring is much faster than initdb).
   */
  | { kind: 'pglite'; dataDir: string | null; image?: Blob }
  /** `poolSize`: the most connections the pool opens (DATABASE_POOL_SIZE; default DEFAULT_POOL_SIZE). */
  | { kind: 'postgres'; url: string; poolSize?: number };

/**
 * The pool's size when none is given (node-postgres's own default). At 50 requests at once on two
 * cores, 20 or 50 connections were slower than 10, not faster: the requests then wait inside
 * PostgreSQL, its backends taking the cores from the API, rather than in the pool's queue
 * (docs/lists.md 'Where a list request's time goes'). A server with cores of its own may want more.
 */
export const DEFAULT_POOL_SIZE = 10;

/** A transaction of `Database` (what `db.transaction(async (tx) => …)` hands its callback). */
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/**
 * Where the job queue (pg-boss, the mailer's) reaches the same database: the embedded client itself
 * (PGlite is one in-process connection, shared with every query), or a connection string for a small
 * pool of its own on PostgreSQL.
 */
export type QueueConnection = { backend: 'pglite'; client: PGlite } | { backend: 'postgres'; connectionString: string };

interface BaseHandle {
  readonly db: Database;
  readonly queue: QueueConnection;
  /**
   * Applies pending migrations, then runs `afterMigrate` (the first-start
   * seed) while still holding the start-up lock, so two API copies starting
   * together against one PostgreSQL neither migrate nor seed twice.
   */
  migrate(afterMigrate?: (db: Database) => Promise<void>): Promise<void>;
  /**
   * Listens on a notification channel (`LISTEN`): `onNotice` gets each payload. On PostgreSQL
   * through a connection of its own, outside the pool; `onLost` is called once if that connection
   * fails or ends (then nothing more arrives: listen again). PGlite's notices come from this process's
   * own client and are never lost. Answers how to stop.
   */
  listen(channel: string, onNotice: (payload: string) => void, onLost: (error: Error) => void): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

export interface PgliteHandle extends BaseHandle {
  readonly kind: 'pglite';
  /** An image of the whole database, for `DatabaseTarget.image`. */
  image(): Promise<Blob>;
}

export interface PostgresHandle extends BaseHandle {
  readonly kind: 'postgres';
  /** The most connections its pool opens. */
  readonly poolSize: number;
}

export type DatabaseHandle = PgliteHandle | PostgresHandle;

/**
 * libpq (psql) defaults the user to the operating-system account; node-postgres
 * reads $USER instead, which services and containers often lack. Fill the URL
 * in the way psql would, so the same DATABASE_URL works for both.
 */
export function withDefaultUser(connectionString: string): string {
  const url = new URL(connectionString);
  if (url.username) return connectionString;
  url.username = process.env.PGUSER ?? process.env.USER ?? os.userInfo().username;
  return url.toString();
}

const migrationConfig = { migrationsFolder: MIGRATIONS_DIR };
/**
 * The PostgreSQL extensions the migrations create (`CREATE EXTENSION`): the lists' name search
 * folds accents with `unaccent` and finds substrings through `pg_trgm` indexes. A PostgreSQL
 * server ships them in its contrib package; PGlite loads its builds of them here, on every open
 * (an image restored without them cannot run the functions that use them).
 */
const PGLITE_EXTENSIONS = { unaccent, pg_trgm };
/** Arbitrary constant naming the start-up advisory lock. */
const STARTUP_LOCK_KEY = 42_062_026;

export async function openDatabase(target: { kind: 'pglite' } & DatabaseTarget): Promise<PgliteHandle>;
export async function openDatabase(target: DatabaseTarget, onPoolError?: (error: Error) => void): Promise<DatabaseHandle>;
export async function openDatabase(
  target: DatabaseTarget,
  onPoolError: (error: Error) => void = () => {},
): Promise<DatabaseHandle> {
  if (target.kind === 'pglite') {
    if (target.dataDir) fs.mkdirSync(target.dataDir, { recursive: true });
    const client = await PGlite.create({
      extensions: PGLITE_EXTENSIONS,
      ...(target.dataDir ? { dataDir: target.dataDir } : {}),
      ...(target.image ? { loadDataDir: target.image } : {}),
    });
    const db = drizzlePglite({ client });
    return {
      kind: 'pglite',
      db,
      queue: { backend: 'pglite', client },
      // One process owns a PGlite folder, so there is nobody to lock out.
      async migrate(afterMigrate) {
        await migratePglite(db, migrationConfig);
        await afterMigrate?.(db);
      },
      listen: async (channel, onNotice) => {
        const unlisten = await client.listen(channel, onNotice);
        return async () => {
          if (!client.closed) await unlisten();
        };
      },
      image: () => client.dumpDataDir('none'),
      close: () => client.close(),
    };
  }

  const connectionString = withDefaultUser(target.url);
  const poolSize = target.poolSize ?? DEFAULT_POOL_SIZE;
  const pool = new pg.Pool({ connectionString, max: poolSize });
  // An idle client losing its connection must not crash the process.
  pool.on('error', onPoolError);
  const db = drizzleNodePg({ client: pool });
  return {
    kind: 'postgres',
    poolSize,
    db,
    queue: { backend: 'postgres', connectionString },
    async migrate(afterMigrate) {
      // Advisory locks belong to a connection: hold one for the whole start-up.
      const client = await pool.connect();
      try {
        await client.query('select pg_advisory_lock($1)', [STARTUP_LOCK_KEY]);
        const locked = drizzleNodePg({ client });
        await migrateNodePg(locked, migrationConfig);
        await afterMigrate?.(locked);
      } finally {
        await client.query('select pg_advisory_unlock($1)', [STARTUP_LOCK_KEY]).catch(() => undefined);
        client.release();
      }
    },
    listen: (channel, onNotice, onLost) => listenOn(connectionString, channel, onNotice, onLost),
    close: () => pool.end(),
  };
}

/** What a PostgreSQL listening connection says to the server (pg_stat_activity.application_name). */
export const LISTENER_APPLICATION_NAME = 'dapcon-listen';

/** `LISTEN` on a connection of its own (PostgresHandle's `listen`). */
async function listenOn(
  connectionString: string,
  channel: string,
  onNotice: (payload: string) => void,
  onLost: (error: Error) => void,
): Promise<() => Promise<void>> {
  const client = new pg.Client({ connectionString, application_name: LISTENER_APPLICATION_NAME });
  let stopping = false;
  let lost = false;
  const lose = (error: Error) => {
    if (stopping || lost) return;
    lost = true;
    onLost(error);
    // A broken connection is closed for good; its errors after this one are nobody's.
    client.end().catch(() => undefined);
  };
  client.on('error', lose);
  client.on('end', () => lose(new Error('the listening connection ended')));
  client.on('notification', (notice) => {
    if (notice.channel === channel) onNotice(notice.payload ?? '');
  });
  try {
    await client.connect();
    await client.query(`LISTEN ${client.escapeIdentifier(channel)}`);
  } catch (error) {
    stopping = true;
    await client.end().catch(() => undefined);
    throw error;
  }
  return async () => {
    stopping = true;
    await client.end().catch(() => undefined);
  };
}

/**
 * The rows of a raw SQL query (both drivers, node-postgres and PGlite, answer `execute` with
 * `{ rows }`; Drizzle types it for neither).
 */
export async function executeRows<T>(db: Database | Transaction, query: SQL): Promise<T[]> {
  const { rows } = (await db.execute(query)) as unknown as { rows: T[] };
  return rows;
}

/** Drops every table, the migration history and the job queue: the next `migrate()` starts from nothing. */
export async function dropEverything(db: Database): Promise<void> {
  // One statement per call: PGlite runs queries as prepared statements.
  for (const statement of [
    'drop schema if exists drizzle cascade',
    'drop schema if exists pgboss cascade',
    'drop schema if exists public cascade',
    'create schema public',
  ]) {
    await db.execute(sql.raw(statement));
  }
}
