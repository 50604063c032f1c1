/**
 * The commissions seed (api/src/areas/finanzas/seed-comisiones.ts): size 'test' gives the demo
 * company's agent a commission on each paid renewal (TEST_COMISIONES: the older one paid); size 'demo'
 * gives every company with an agent and a type its commissions, by the API's own rule: several agents,
 * every type, paid and unpaid, each the base times its type's rate half up to the cent, on the base and
 * invoice of what it comes from. Synchronising every such company afterwards changes nothing. The
 * database is emptied and seeded as cuotas-seed.test.ts and pagos-dapcon-seed.test.ts do.
 */
import { and, asc, eq, isNotNull, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fromCents, toCents, TIPOS_COMISION } from '@dapcon/contract';
import { sincronizarEmpresa } from '../../../src/areas/finanzas/comisiones';
import { TEST_COMISIONES } from '../../../src/areas/finanzas/seed-comisiones';
import { comisiones } from '../../../src/areas/finanzas/tables';
import type { Database } from '../../../src/db/database';
import { consultores, cuotas, dapconPagos, dapcons, organizaciones, tarifas } from '../../../src/db/schema';
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

/** base × porcentaje %, half up to the cent, in whole cents with BigInt (this file's own arithmetic). */
function comisionEsperada(base: string, porcentaje: string): string {
  const producto = BigInt(toCents(base)) * BigInt(toCents(porcentaje));
  const cociente = producto / 10_000n;
  return fromCents(Number((producto % 10_000n) * 2n >= 10_000n ? cociente + 1n : cociente));
}

function todas(db: Database) {
  return db.select().from(comisiones).orderBy(asc(comisiones.id));
}

describe("the commissions seed, size 'test'", () => {
  it("size 'test': the demo company's agent earns on its two paid renewals, the older one paid", async () => {
    const [agente] = await app.db.select({ id: consultores.id }).from(consultores).where(eq(consultores.consultor_nif, TEST_COMISIONES.consultorNif));
    const rows = await todas(app.db);
    expect(rows.map((r) => [r.org_id, r.consultor_id, r.tipo_comision, r.year, r.fecha_pago])).toEqual([
      [TEST_COMISIONES.orgId, agente?.id, TEST_COMISIONES.tipo, TEST_COMISIONES.pagada, TEST_COMISIONES.fechaPago],
      [TEST_COMISIONES.orgId, agente?.id, TEST_COMISIONES.tipo, TEST_COMISIONES.pendiente, null],
    ]);
    for (const r of rows) {
      const [fee] = await app.db.select().from(cuotas).where(eq(cuotas.id, r.cuota_id ?? 0));
      expect(fee).toMatchObject({ org_id: r.org_id, year: r.year, tipo: 'Renovado', importe: r.importe, num_factura: r.referencia });
      expect(r.porcentaje).toBe('5.00');
      expect(r.total_comision).toBe(comisionEsperada(r.importe, r.porcentaje));
    }
  });
});

describe("the commissions seed, size 'demo'", () => {
  let rows: Awaited<ReturnType<typeof todas>>;
  beforeAll(async () => {
    await empty(app.db);
    await seed(app.db, 'demo');
    rows = await todas(app.db);
  }, 180_000);

  it('several agents, paid and unpaid', () => {
    expect(rows.length).toBeGreaterThan(20);
    expect(new Set(rows.map((r) => r.consultor_id)).size).toBeGreaterThanOrEqual(3);
    expect(rows.some((r) => r.fecha_pago !== null)).toBe(true);
    expect(rows.some((r) => r.fecha_pago === null)).toBe(true);
  });

  // The DAPcon types come from the two demo companies of DEMO_COMISIONES_DAPCON (seed-comisiones.ts).
  it('every type', () => {
    expect(new Set(rows.map((r) => r.tipo_comision))).toEqual(new Set(TIPOS_COMISION));
  });

  it("each by the rule: the company's agent and type, the type's rate, the source's base, year and invoice, half up to the cent", async () => {
    const rates = new Map(
      (await app.db.select().from(tarifas).where(and(eq(tarifas.tipo, 'comision'), eq(tarifas.estado, true)))).map((t) => [t.codigo, t]),
    );
    const orgs = new Map((await app.db.select().from(organizaciones)).map((o) => [o.org_id, o]));
    const comisionistas = new Set((await app.db.select({ id: consultores.id }).from(consultores).where(eq(consultores.es_comisionista, true))).map((c) => c.id));
    const fees = new Map((await app.db.select().from(cuotas)).map((c) => [c.id, c]));
    const pagos = new Map(
      (
        await app.db
          .select({ id: dapconPagos.id, importe: dapconPagos.importe, pagado: dapconPagos.pagado, num_factura: dapconPagos.num_factura, org_id: dapcons.org_id, id_padre: dapcons.id_padre })
          .from(dapconPagos)
          .innerJoin(dapcons, eq(dapcons.id, dapconPagos.dapcon_id))
      ).map((p) => [p.id, p]),
    );
    const hoy = new Date().toISOString().slice(0, 10);
    for (const r of rows) {
      const org = orgs.get(r.org_id);
      const what = `commission ${r.id}`;
      // The company's agent and type, never a company of an agreement; a commission earner.
      expect(org?.org_convenio, what).toBeNull();
      expect(r.consultor_id, what).toBe(org?.comisionista_id);
      expect(r.tipo_comision, what).toBe(org?.tipo_comision);
      expect(comisionistas.has(r.consultor_id), what).toBe(true);
      // The type's rate and name; the total half up to the cent.
      expect(r.porcentaje, what).toBe(rates.get(r.tipo_comision)?.precio);
      expect(r.comision_nombre, what).toBe(rates.get(r.tipo_comision)?.descripcion);
      expect(r.total_comision, what).toBe(comisionEsperada(r.importe, r.porcentaje));
      // On what it comes from: its base, its year, its invoice.
      if (r.origen === 'cuota') {
        const fee = fees.get(r.cuota_id ?? 0);
        expect(fee, what).toBeDefined();
        expect(fee?.org_id).toBe(r.org_id);
        expect(fee?.pagado).not.toBeNull();
        expect(fee?.no_comisionable).toBe(false);
        expect(fee?.tipo).toBe(r.tipo_comision === 'comision_alta_empresa' ? 'Alta' : 'Renovado');
        expect([fee?.importe, fee?.year, fee?.num_factura]).toEqual([r.importe, r.year, r.referencia]);
      } else {
        const pago = pagos.get(r.dapcon_pago_id ?? 0);
        expect(pago, what).toBeDefined();
        expect(pago?.org_id).toBe(r.org_id);
        expect(pago?.pagado).not.toBeNull();
        expect(pago?.id_padre !== null).toBe(r.tipo_comision === 'comision_renovacion_dapcon');
        expect([pago?.importe, Number(pago?.pagado?.slice(0, 4)), pago?.num_factura]).toEqual([r.importe, r.year, r.referencia]);
      }
      // Paid ones (past years') on a day after their year, never after today.
      if (r.fecha_pago !== null) {
        expect(r.fecha_pago <= hoy, what).toBe(true);
        expect(Number(r.fecha_pago.slice(0, 4))).toBeGreaterThan(r.year);
      }
    }
  });

  it('synchronising every company with an agent creates, removes and updates nothing', async () => {
    const conAgente = await app.db
      .select({ org_id: organizaciones.org_id })
      .from(organizaciones)
      .where(and(isNotNull(organizaciones.comisionista_id), isNotNull(organizaciones.tipo_comision)))
      .orderBy(asc(organizaciones.org_id));
    expect(conAgente.length).toBeGreaterThan(5);
    let sinCambios = 0;
    for (const { org_id } of conAgente) {
      const result = await app.db.transaction((tx) => sincronizarEmpresa(tx, org_id));
      expect({ ...result, sin_cambios: 0 }, `company ${org_id}`).toEqual({ creadas: 0, eliminadas: 0, actualizadas: 0, sin_cambios: 0 });
      sinCambios += result.sin_cambios;
    }
    expect(sinCambios).toBe(rows.length);
    expect(await todas(app.db)).toEqual(rows);
  }, 60_000);
});
