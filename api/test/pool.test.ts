/**
 * The PostgreSQL pool's size (DATABASE_POOL_SIZE, docs/lists.md 'Where a list request's time goes'):
 * requests at once run on at most that many connections, DEFAULT_POOL_SIZE when not set. Against
 * DATABASE_URL's server (PGlite has one connection: nothing to size).
 */
import { describe, expect, it } from 'vitest';
import { databaseTarget } from '../src/app';
import { parseConfig } from '../src/config';
import { DEFAULT_POOL_SIZE, executeRows, openDatabase, type DatabaseTarget } from '../src/db/database';
import { sql } from 'drizzle-orm';

const url = process.env.DATABASE_URL;

/** How many server connections `queries` statements sent at once run on (each holds one for 150 ms). */
async function connectionsUsed(target: DatabaseTarget, queries: number): Promise<{ used: number; poolSize: number | undefined }> {
  const handle = await openDatabase(target);
  try {
    const pids = await Promise.all(
      Array.from({ length: queries }, () => executeRows<{ pid: number }>(handle.db, sql`select pg_backend_pid() as pid, pg_sleep(0.15)`)),
    );
    return { used: new Set(pids.map(([row]) => row?.pid)).size, poolSize: handle.kind === 'postgres' ? handle.poolSize : undefined };
  } finally {
    await handle.close();
  }
}

describe.skipIf(!url)('the PostgreSQL pool', () => {
  it('opens at most DATABASE_POOL_SIZE connections, the queries beyond waiting for one', async () => {
    const target = databaseTarget(parseConfig({ DATABASE_URL: url, DATABASE_POOL_SIZE: '3' }));
    expect(target).toMatchObject({ kind: 'postgres', poolSize: 3 });
    expect(await connectionsUsed(target, 8)).toEqual({ used: 3, poolSize: 3 });
  });

  it(`opens up to ${DEFAULT_POOL_SIZE} by default, and more when asked`, async () => {
    const byDefault = await connectionsUsed(databaseTarget(parseConfig({ DATABASE_URL: url })), DEFAULT_POOL_SIZE + 5);
    expect(byDefault).toEqual({ used: DEFAULT_POOL_SIZE, poolSize: DEFAULT_POOL_SIZE });
    const more = DEFAULT_POOL_SIZE + 4;
    expect(await connectionsUsed(databaseTarget(parseConfig({ DATABASE_URL: url, DATABASE_POOL_SIZE: String(more) })), more + 5)).toEqual({ used: more, poolSize: more });
  });
});
