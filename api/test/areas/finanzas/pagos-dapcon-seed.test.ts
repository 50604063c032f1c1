/**
 * The declarations' payments seed (api/src/areas/finanzas/seed-pagos-dapcon.ts): size 'test' pays
 * TEST_PAGOS_DAPCON (declarations 4 and 5) at their default amount; size 'demo' adds payments in both
 * languages, renewals among them, paid and awaited, none for drafts or declarations in verification,
 * with invoice numbers drawn from the counter after the fees' (unique per year across both tables, the
 * counter at the highest); the same on every run.
 */
import { asc, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importePrevistoDapcon } from '../../../src/areas/finanzas/pagos-dapcon';
import { TEST_PAGOS_DAPCON } from '../../../src/areas/finanzas/seed-pagos-dapcon';
import type { Database } from '../../../src/db/database';
import { cuotas, dapconIdiomas, dapconPagos, dapcons, facturasNumeracion } from '../../../src/db/schema';
import { seed } from '../../../src/seed';
import { build } from '../../helper';

let app: FastifyInstance;
beforeAll(async () => {
  app = await build();
});
afterAll(async () => {
  await app.close();
});

async function empty(db: Database): Promise<void> {
  await db.execute(
    sql.raw(
      'truncate sesiones, rcps, organizaciones, consultores, usuarios, parametros_textos, parametros, poblaciones, paises, idiomas, dapcon_codigos, datos_bancarios, facturas_numeracion restart identity cascade',
    ),
  );
}

/** Every payment with its declaration's state, parent, languages and what it would be charged. */
async function pagos(db: Database) {
  const rows = await db
    .select({
      dapcon_id: dapconPagos.dapcon_id,
      pagado: dapconPagos.pagado,
      importe: dapconPagos.importe,
      num_factura: dapconPagos.num_factura,
      estado: dapcons.estado,
      id_padre: dapcons.id_padre,
      idiomas: sql<number[]>`(select array_agg(${dapconIdiomas.idioma_id} order by ${dapconIdiomas.idioma_id}) from ${dapconIdiomas} where ${dapconIdiomas.dapcon_id} = ${dapcons.id})`,
    })
    .from(dapconPagos)
    .innerJoin(dapcons, eq(dapcons.id, dapconPagos.dapcon_id))
    .orderBy(asc(dapconPagos.dapcon_id));
  return Promise.all(rows.map(async (r) => ({ ...r, idiomas: r.idiomas.map(Number), previsto: await importePrevistoDapcon(db, { id_padre: r.id_padre, idiomas: r.idiomas.length }) })));
}

describe('the declarations payments seed', () => {
  it("size 'test': declarations 4 and 5 paid on their days at their default amount, with an invoice of the year", async () => {
    const rows = await pagos(app.db);
    expect(rows.map((r) => [r.dapcon_id, r.pagado])).toEqual(Object.entries(TEST_PAGOS_DAPCON).map(([id, dia]) => [Number(id), dia]));
    for (const r of rows) {
      expect(r.importe).toBe(r.previsto);
      expect(r.num_factura?.slice(0, 5)).toBe(`F${r.pagado?.slice(0, 4)}`);
    }
  });

  it("size 'demo': both languages, renewals, paid and awaited, never a draft's; invoices unique with the fees' and the counter at the highest; reproducible", async () => {
    await empty(app.db);
    await seed(app.db, 'demo');
    const rows = await pagos(app.db);
    const paid = rows.filter((r) => r.pagado !== null);
    const awaited = rows.filter((r) => r.pagado === null);
    expect(paid.length).toBeGreaterThan(3);
    expect(awaited.length).toBeGreaterThan(0);
    expect(rows.some((r) => r.idiomas.includes(3) && r.pagado !== null)).toBe(true);
    expect(rows.some((r) => r.idiomas.includes(1) && r.pagado !== null)).toBe(true);
    expect(rows.some((r) => r.id_padre !== null)).toBe(true);
    for (const r of rows) {
      expect(['verificada', 'publicada', 'caducada']).toContain(r.estado);
      expect(r.importe).toBe(r.previsto);
      expect(r.num_factura === null).toBe(r.pagado === null);
    }

    // One series per year shared with the fees: no number twice, the counter at the highest given.
    const fees = await app.db.select({ num_factura: cuotas.num_factura }).from(cuotas);
    const numbers = [...fees.map((f) => f.num_factura), ...paid.map((p) => p.num_factura)].filter((n): n is string => n !== null);
    expect(new Set(numbers).size).toBe(numbers.length);
    const counters = new Map((await app.db.select().from(facturasNumeracion)).map((c) => [c.anyo, c.ultimo]));
    for (const p of paid) {
      const [, year, n] = /^F(\d{4})-(\d{4,})$/.exec(p.num_factura ?? '') ?? [];
      expect(Number(n)).toBeLessThanOrEqual(counters.get(Number(year)) ?? 0);
    }
    // Within a year, the declarations' numbers follow their payment dates.
    const byYear = new Map<string, typeof paid>();
    for (const p of paid) byYear.set(p.pagado?.slice(0, 4) ?? '', [...(byYear.get(p.pagado?.slice(0, 4) ?? '') ?? []), p]);
    for (const list of byYear.values()) {
      const byDate = [...list].sort((a, b) => (a.pagado ?? '').localeCompare(b.pagado ?? '') || a.dapcon_id - b.dapcon_id);
      expect(byDate.map((p) => p.num_factura)).toEqual([...byDate.map((p) => p.num_factura)].sort());
    }

    const fingerprint = JSON.stringify(rows.map((r) => [r.dapcon_id, r.pagado, r.importe, r.num_factura]));
    await empty(app.db);
    await seed(app.db, 'demo');
    expect(JSON.stringify((await pagos(app.db)).map((r) => [r.dapcon_id, r.pagado, r.importe, r.num_factura]))).toBe(fingerprint);
  });
});
