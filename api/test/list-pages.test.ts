/**
 * The lists' pages kept until their data changes (LIST_PAGES_TTL_MS, docs/lists.md "Pages kept"):
 * a page read again is the one kept, and any change to a table under it (through the API, straight
 * into the database, from another API process) makes every process read it afresh.
 */
import type { FastifyInstance } from 'fastify';
import { getTableName, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Envelope, EmpresaListItem } from '@dapcon/contract';
import { insertUsuario } from '../src/auth/accounts';
import { insertOrganizacion } from '../src/areas/empresas';
import { IDIOMA_ES } from '../src/areas/referencia';
import { executeRows, LISTENER_APPLICATION_NAME, type Database } from '../src/db/database';
import { cachedLists } from '../src/lib/list';
import { cif } from '../src/seed/documents';
import { bearer, body, build, durableDatabase } from './helper';
import { adminTokens, registerCompany } from './areas/empresas/support';

const KEEP = { LIST_PAGES_TTL_MS: '600000', LIST_TOTALS_TTL_MS: '600000' };
const onPostgres = Boolean(process.env.DATABASE_URL);

let app: FastifyInstance;
let admin: string;
beforeAll(async () => {
  app = await build({ env: KEEP });
  ({ admin } = await adminTokens(app));
});
afterAll(async () => {
  await app.close();
});

/** The names and total of the company list's page for `query`, as `on` answers it. */
async function listed(query = 'estado_id=todos&filter_name=guardadas', on: FastifyInstance = app, lang = 'es', token = admin): Promise<{ names: string[]; total: number }> {
  const answer = await on.inject({ method: 'GET', url: `/api/organizaciones?${query}`, headers: { ...bearer(token), 'accept-language': lang } });
  expect(answer.statusCode).toBe(200);
  const { data } = body<Envelope<{ total: number; data: EmpresaListItem[] }>>(answer);
  return { names: data.data.map((row) => row.org_nombre), total: data.total };
}

/**
 * A company written straight into the database, as psql or another program would. `quietly`: with
 * the table's change notice switched off inside the same transaction, so nothing tells the API.
 */
async function companyBehindTheApi(db: Database, n: number, quietly = false): Promise<string> {
  const org_cif = cif('B', 8, 91_000 + n);
  const org_nombre = `Guardadas ${n}, S.L.`;
  await db.transaction(async (tx) => {
    if (quietly) await tx.execute(sql`alter table organizaciones disable trigger organizaciones_listas_avisan`);
    const id = await insertUsuario(tx as unknown as Database, { usuario: org_cif, email: `guardadas${n}@example.org`, password_hash: 'x', modulo_app: 'organizacion', perfil: 5 });
    await insertOrganizacion(tx as unknown as Database, id, { org_cif, org_nombre });
    if (quietly) await tx.execute(sql`alter table organizaciones enable trigger organizaciones_listas_avisan`);
  });
  return org_nombre;
}

describe('list pages kept until their data changes', () => {
  it('answers a page read again with the one kept: a change nothing tells of does not show', async () => {
    const before = await listed();
    const name = await companyBehindTheApi(app.db, 1, true);
    expect(await listed()).toEqual(before);
    // The same page in the other language is another page: read afresh, it has the company.
    expect((await listed(undefined, app, 'ca')).names).toContain(name);
  });

  it('a change straight into the database shows, told by its notice', async () => {
    const name = await companyBehindTheApi(app.db, 2);
    await expect.poll(async () => (await listed()).names, { timeout: 15_000 }).toContain(name);
    // The quiet change of the test before is in it too, and in the total: all was read afresh.
    const { names, total } = await listed();
    expect(names).toContain('Guardadas 1, S.L.');
    expect(total).toBe(names.length);
  });

  it('a write through the API shows in the very next answer, notice or not', async () => {
    await listed('estado_id=todos&filter_name=aridos');
    // The notice switched off: the write's own answer is what makes this process forget.
    await app.db.execute(sql`alter table organizaciones disable trigger organizaciones_listas_avisan`);
    try {
      const company = await registerCompany(app, 61, { org_nombre: 'Áridos guardados 61, S.L.' });
      expect((await listed('estado_id=todos&filter_name=aridos')).names).toContain(String(company.values.org_nombre));
    } finally {
      await app.db.execute(sql`alter table organizaciones enable trigger organizaciones_listas_avisan`);
    }
  });

  it('a change to an agreement name (parametros_textos) shows, told by its notice', async () => {
    const [option] = await executeRows<{ param_id: string }>(app.db, sql`select param_id from parametros where param_padre_id = 'empresa_convenios' order by param_id limit 1`);
    if (!option) throw new Error('the test seed has no agreement');
    const quiet = await companyBehindTheApi(app.db, 3);
    await app.db.execute(sql`update organizaciones set org_convenio = ${option.param_id} where org_nombre = ${quiet}`);
    const agreementOf = async () => {
      const answer = await app.inject({ method: 'GET', url: '/api/organizaciones?estado_id=todos&filter_name=guardadas%203', headers: bearer(admin) });
      return body<Envelope<{ data: EmpresaListItem[] }>>(answer).data.data[0]?.convenio_nombre;
    };
    await expect.poll(agreementOf, { timeout: 15_000 }).toBeTruthy();
    await app.db.execute(sql`update parametros_textos set pt_texto = 'Convenio renombrado' where pt_param_id = ${option.param_id} and pt_idioma_id = ${IDIOMA_ES}`);
    await expect.poll(agreementOf, { timeout: 15_000 }).toBe('Convenio renombrado');
  });
});

describe('what a kept list reads tells of its changes', () => {
  it('every declared list names each table its page reads, and each of those carries the notice trigger', async () => {
    const notifying = await executeRows<{ tabla: string; tgtype: number }>(
      app.db,
      sql`select c.relname as tabla, t.tgtype from pg_trigger t join pg_class c on c.oid = t.tgrelid join pg_proc p on p.oid = t.tgfoid
          where p.proname = 'listas_avisar' and t.tgenabled = 'O'`,
    );
    // After every statement (not row, not before) that inserts (4), deletes (8), updates (16) or truncates (32).
    const covered = new Set(notifying.filter(({ tgtype }) => (tgtype & 63) === 60).map(({ tabla }) => tabla));
    expect(cachedLists().map((list) => list.name)).toContain('organizaciones');
    for (const list of cachedLists()) {
      const declared = list.tables.map((table) => getTableName(table));
      for (const table of declared) expect(covered, `${list.name}: ${table} tells nothing of its changes`).toContain(table);
      const { sql: pageSql } = (list.pageQuery(app.db) as { toSQL(): { sql: string } }).toSQL();
      const read = [...pageSql.matchAll(/\b(?:from|join)\s+"(\w+)"/gi)].map((match) => match[1]);
      // The company list's page reads the companies and, for its agreements' names, the parameters and their texts.
      expect(read.length, pageSql).toBeGreaterThan(0);
      for (const table of read) expect(declared, `${list.name} reads ${table}`).toContain(table);
    }
  });
});

describe.runIf(onPostgres)('two API processes on one PostgreSQL database', () => {
  let first: FastifyInstance;
  let second: FastifyInstance;
  let token: string;
  beforeAll(async () => {
    const database = durableDatabase();
    first = await build({ env: KEEP, database: await database.open() });
    second = await build({ env: KEEP, database: await database.open() });
    ({ admin: token } = await adminTokens(first));
  });
  const listedBySecond = async (query?: string) => listed(query, second, 'es', token);
  afterAll(async () => {
    await Promise.all([first?.close(), second?.close()]);
  });

  it("one's write shows in the other's kept page", async () => {
    const before = await listedBySecond('estado_id=todos&filter_name=aridos');
    const company = await registerCompany(first, 62, { org_nombre: 'Áridos guardados 62, S.L.' });
    await expect.poll(async () => (await listedBySecond('estado_id=todos&filter_name=aridos')).names, { timeout: 15_000 }).toContain(String(company.values.org_nombre));
    expect((await listedBySecond('estado_id=todos&filter_name=aridos')).total).toBe(before.total + 1);
  });

  it('a lost listening connection: pages are read afresh until it is back, then notices arrive again', async () => {
    const listeners = () =>
      executeRows<{ pid: number }>(second.db, sql`select pid from pg_stat_activity where application_name = ${LISTENER_APPLICATION_NAME} and datname = current_database()`);
    // This file's first app listens on the same database too.
    const old = new Set((await listeners()).map(({ pid }) => pid));
    expect(old.size).toBe(3);
    expect(second.listPages.live).toBe(true);
    await second.db.execute(sql`select pg_terminate_backend(pid) from pg_stat_activity where application_name = ${LISTENER_APPLICATION_NAME} and datname = current_database()`);
    // Every process listens again, on new connections.
    await expect.poll(async () => (await listeners()).filter(({ pid }) => !old.has(pid)).length, { timeout: 15_000 }).toBe(3);
    await expect.poll(() => first.listPages.live && second.listPages.live, { timeout: 15_000 }).toBe(true);
    await listedBySecond();
    const name = await companyBehindTheApi(first.db, 4);
    await expect.poll(async () => (await listedBySecond()).names, { timeout: 15_000 }).toContain(name);
  });
});
