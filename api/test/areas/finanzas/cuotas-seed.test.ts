/**
 * The fees seed (api/src/areas/finanzas/seed-cuotas.ts): size 'test' gives the demo company the fees
 * of TEST_CUOTAS; size 'demo' gives every company that pays fees one per year, Alta then Renovado,
 * priced from its size, paid with invoice numbers in payment order per year (the counter ends at the
 * last one) or owed, its current year's agreeing with the company's `estado_pago`; the same on every run.
 */
import { asc, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isValidIban } from '@dapcon/contract';
import { siguienteNumeroFactura } from '../../../src/areas/finanzas/facturas';
import { ANYO_SEED, renovacionPorVenir, TEST_CUOTAS } from '../../../src/areas/finanzas/seed-cuotas';
import type { Database } from '../../../src/db/database';
import { cuotas, facturasNumeracion, mandatosSepa, organizaciones, tarifas } from '../../../src/db/schema';
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

async function allCuotas(db: Database) {
  return db.select().from(cuotas).orderBy(asc(cuotas.org_id), asc(cuotas.year));
}

describe('the fees seed', () => {
  it("size 'test': the demo company's fees of TEST_CUOTAS, one owed, each paid one with its invoice", async () => {
    const rows = await allCuotas(app.db);
    expect(rows.map((r) => [r.org_id, r.year, r.pagado === null])).toEqual(
      [...TEST_CUOTAS.pagados, TEST_CUOTAS.pendiente].sort((a, b) => a - b).map((year) => [TEST_CUOTAS.orgId, year, year === TEST_CUOTAS.pendiente]),
    );
    expect(rows.map((r) => r.tipo)).toEqual(['Alta', 'Renovado', 'Renovado', 'Renovado']);
    for (const r of rows) expect(r.num_factura === null).toBe(r.pagado === null);
  });

  it("size 'demo': fees over the years, paid and owed, agreeing with the tariffs, the companies' payment state and the invoice counter; reproducible", async () => {
    await empty(app.db);
    await seed(app.db, 'demo');
    const rows = await allCuotas(app.db);
    const orgs = await app.db.select().from(organizaciones);
    const precios = new Map((await app.db.select().from(tarifas)).filter((t) => t.tipo === 'cuota_anual').map((t) => [t.codigo, t.precio]));

    expect(rows.length).toBeGreaterThan(1000);
    expect(new Set(rows.map((r) => r.year)).size).toBeGreaterThanOrEqual(8);
    const owed = rows.filter((r) => r.pagado === null);
    expect(owed.length).toBeGreaterThan(10);
    expect(owed.length).toBeLessThan(rows.length / 5);

    const byOrg = new Map<number, typeof rows>();
    for (const r of rows) byOrg.set(r.org_id, [...(byOrg.get(r.org_id) ?? []), r]);
    for (const org of orgs) {
      const fees = byOrg.get(org.org_id) ?? [];
      if (org.exento_cuota || org.org_convenio !== null) {
        expect(fees, org.org_cif).toHaveLength(0);
        continue;
      }
      expect(fees.length, org.org_cif).toBeGreaterThan(0);
      // Consecutive years, Alta the first, Renovado after, the size's price.
      expect(fees.map((f) => f.year)).toEqual(fees.map((_, i) => (fees[0]?.year ?? 0) + i));
      expect(fees.map((f) => f.tipo)).toEqual(fees.map((_, i) => (i === 0 ? 'Alta' : 'Renovado')));
      for (const f of fees) expect(f.importe).toBe(precios.get(org.org_tamanio ?? ''));
      if (org.org_fecha_baja === null && renovacionPorVenir(org)) {
        // Not renewed yet (the dashboard's 'renovación' card): no fee of this year.
        expect(fees.find((f) => f.year === ANYO_SEED), org.org_cif).toBeUndefined();
      } else if (org.org_fecha_baja === null) {
        const actual = fees.find((f) => f.year === ANYO_SEED);
        expect(actual, org.org_cif).toBeDefined();
        // Owed: 'pendiente', or 'en_tramite' once the method is chosen (seed-remesas.ts).
        expect(actual?.pagado === null ? ['pendiente', 'en_tramite'] : ['pagado'], org.org_cif).toContain(org.estado_pago);
      }
    }
    // Some up-to-date companies are due for renewal (their anniversary is still to come this year).
    expect(orgs.filter((o) => o.org_fecha_baja === null && !o.exento_cuota && o.org_convenio === null && renovacionPorVenir(o)).length).toBeGreaterThan(5);
    // Demo accounts: the large company paid; the small one owes this year's fee.
    const cifOf = new Map(orgs.map((o) => [o.org_id, o.org_cif]));
    const pendientes = owed.filter((r) => r.year === ANYO_SEED).map((r) => cifOf.get(r.org_id));
    expect(pendientes).toContain('B17238452');
    expect(pendientes).not.toContain('A08612343');
    expect(orgs.find((o) => o.org_cif === 'B17238452')?.estado_pago).toBe('pendiente');

    // Payments under way: some companies chose a method; each direct debit among them has its mandate, with a valid IBAN.
    const enTramite = orgs.filter((o) => o.estado_pago === 'en_tramite');
    expect(enTramite.length).toBeGreaterThan(3);
    const mandatos = new Map((await app.db.select().from(mandatosSepa)).map((m) => [m.org_id, m]));
    for (const org of enTramite) {
      const metodo = byOrg.get(org.org_id)?.find((f) => f.year === ANYO_SEED)?.metodo_pago;
      expect(mandatos.has(org.org_id), org.org_cif).toBe(metodo === 'R');
    }
    expect(mandatos.size).toBeGreaterThan(0);
    for (const m of mandatos.values()) expect(isValidIban(m.iban), m.iban).toBe(true);

    // Invoices: paid ⇔ numbered; per year of payment 1…N in payment order; the counter at N.
    for (const r of rows) expect(r.num_factura === null).toBe(r.pagado === null);
    const paid = rows.filter((r) => r.pagado !== null).sort((a, b) => String(a.pagado).localeCompare(String(b.pagado)) || a.org_id - b.org_id || a.year - b.year);
    const perYear = new Map<number, string[]>();
    for (const r of paid) {
      const y = Number(String(r.pagado).slice(0, 4));
      perYear.set(y, [...(perYear.get(y) ?? []), r.num_factura ?? '']);
    }
    const counters = new Map((await app.db.select().from(facturasNumeracion)).map((c) => [c.anyo, c.ultimo]));
    for (const [year, numbers] of perYear) {
      expect(numbers).toEqual(numbers.map((_, i) => `F${year}-${String(i + 1).padStart(4, '0')}`));
      expect(counters.get(year)).toBeGreaterThanOrEqual(numbers.length);
    }
    const next = await app.db.transaction((tx) => siguienteNumeroFactura(tx, ANYO_SEED));
    expect(Number(next.slice(-4))).toBeGreaterThan(perYear.get(ANYO_SEED)?.length ?? 0);

    // The same on every run.
    const fingerprint = JSON.stringify(rows.map((r) => [r.org_id, r.year, r.pagado, r.importe, r.tipo, r.num_factura, r.metodo_pago, r.no_comisionable]));
    await empty(app.db);
    await seed(app.db, 'demo');
    const again = await allCuotas(app.db);
    expect(JSON.stringify(again.map((r) => [r.org_id, r.year, r.pagado, r.importe, r.tipo, r.num_factura, r.metodo_pago, r.no_comisionable]))).toBe(fingerprint);
  }, 180_000);
});
