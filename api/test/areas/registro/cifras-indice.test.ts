/**
 * The registry's first page and its index (issue 35, item 4; migration 0037, docs/registry.md 'How
 * fast'): the query `GET /api/public/dapcon` runs by default (published rows, newest first, 20) and its
 * count can be served by `dapcons_registro_desde_idx`, whose expression and WHERE copy the list's
 * (areas/registro/lista.ts). If either drifts apart, the planner can no longer use the index and this
 * fails. The test data are too small for the planner to prefer an index on its own, so sequential scans
 * and sorts are discouraged for the statement (`set local`), which leaves the index as the only cheap
 * plan when, and only when, it matches.
 */
import { count, sql, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dapcons } from '../../../src/areas/dapcon';
import { filasRegistro, registroOrder, registroWhere } from '../../../src/areas/registro/lista';
import type { Database } from '../../../src/db/database';
import { orderByClause } from '../../../src/lib/list';
import { build } from '../../helper';

let app: FastifyInstance;

beforeAll(async () => {
  app = await build();
});
afterAll(async () => {
  await app.close();
});

/** The plan of a statement, as text, with sequential scans and sorts discouraged. */
async function plan(query: { getSQL(): SQL }): Promise<string> {
  return app.db.transaction(async (tx) => {
    await tx.execute(sql`set local enable_seqscan = off`);
    await tx.execute(sql`set local enable_sort = off`);
    const result = (await tx.execute(sql`explain ${query.getSQL()}`)) as unknown as { rows: Record<string, string>[] };
    return result.rows.map((r) => Object.values(r)[0]).join('\n');
  });
}

describe("the registry's first page", () => {
  const where = registroWhere({});

  it('newest first: read in order from dapcons_registro_desde_idx, no sort', async () => {
    const db: Database = app.db;
    const texto = await plan(filasRegistro(db, 'es', where).orderBy(...orderByClause(registroOrder('dapcon_valido_desde desc'))).limit(20));
    expect(texto).toMatch(/Index Scan using dapcons_registro_desde_idx/);
    expect(texto).not.toMatch(/\bSort\b/);
  });

  it('oldest first: the same index read backwards', async () => {
    const texto = await plan(filasRegistro(app.db, 'es', where).orderBy(...orderByClause(registroOrder('dapcon_valido_desde asc'))).limit(20));
    expect(texto).toMatch(/Index Scan Backward using dapcons_registro_desde_idx/);
  });

  it('the count: from the index alone', async () => {
    const texto = await plan(app.db.select({ n: count() }).from(dapcons).where(where));
    expect(texto).toMatch(/Index Only Scan using dapcons_registro_desde_idx/);
  });

  it('with the expired ones, or a draft: not its rows, so not used', async () => {
    const texto = await plan(app.db.select({ n: count() }).from(dapcons).where(registroWhere({ caducadas: true })));
    expect(texto).not.toMatch(/dapcons_registro_desde_idx/);
  });
});
