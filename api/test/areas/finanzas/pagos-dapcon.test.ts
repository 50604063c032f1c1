/**
 * A declaration's payment (docs/finanzas.md 'DAPcon payments'): `GET /dapcon/:id/verificar_pago`,
 * `PATCH /dapcon/registro-pagos` and `GET /dapcon/resumen/:id` on the test seed (TEST_DAPCON_IDS of
 * the demo company; 4 and 5 paid by the seed). Who reads what, the default amount (tariffs read back
 * from `tarifas`), the invoice number (from the year's counter, kept on an update), the 422s, and the
 * summary's figures recomputed here in whole cents from the rows read back, over many payments.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FINANZAS_MSG, MSG, calendarDay, fromCents, toCents, type DapconResumen, type Envelope, type PagoDapcon } from '@dapcon/contract';
import { dapconPagos, insertDapconIdiomas, insertDapcons, TEST_DAPCON_IDS } from '../../../src/areas/dapcon';
import { numeroFactura } from '../../../src/areas/finanzas/facturas';
import { TEST_PAGOS_DAPCON } from '../../../src/areas/finanzas/seed-pagos-dapcon';
import { dapconIdiomas, dapcons } from '../../../src/db/schema';
import { facturasNumeracion, tarifas } from '../../../src/areas/finanzas/tables';
import { bearer, build, errorBody } from '../../helper';
import { participantes, type Participantes } from '../dapcon/support';

let app: FastifyInstance;
let p: Participantes;

beforeAll(async () => {
  app = await build();
  p = await participantes(app);
});
afterAll(async () => {
  await app.close();
});

/** The active price of a tariff, in cents, read back from the table. */
async function precio(tipo: string): Promise<number> {
  const [row] = await app.db.select({ precio: tarifas.precio }).from(tarifas).where(and(eq(tarifas.tipo, tipo), eq(tarifas.codigo, tipo)));
  if (!row) throw new Error(`no tariff ${tipo}`);
  return toCents(row.precio);
}

/** The invoice counter of a year (0 without a row). */
async function contador(anyo: number): Promise<number> {
  const [row] = await app.db.select({ ultimo: facturasNumeracion.ultimo }).from(facturasNumeracion).where(eq(facturasNumeracion.anyo, anyo));
  return row?.ultimo ?? 0;
}

function verificar(id: number | string, token: string): Promise<LightMyRequestResponse> {
  return app.inject({ method: 'GET', url: `/api/dapcon/${id}/verificar_pago`, headers: bearer(token) });
}
function registrar(payload: Record<string, unknown>, token: string = p.tokens.admin): Promise<LightMyRequestResponse> {
  return app.inject({ method: 'PATCH', url: '/api/dapcon/registro-pagos', headers: bearer(token), payload });
}
function resumen(orgId: number | string, token: string = p.tokens.admin): Promise<LightMyRequestResponse> {
  return app.inject({ method: 'GET', url: `/api/dapcon/resumen/${orgId}`, headers: bearer(token) });
}
const data = <T>(r: LightMyRequestResponse) => r.json<Envelope<T>>().data;

describe('GET /dapcon/:id/verificar_pago', () => {
  it("answers a paid declaration's date, amount and invoice, and an unpaid one's default amount", async () => {
    const base = (await precio('dapcon')) + (await precio('sup_dapcon_idioma')); // two languages: es, ca
    const pagada = await verificar(TEST_DAPCON_IDS.publicada, p.tokens.admin);
    expect(pagada.statusCode, pagada.body).toBe(200);
    const pago = data<PagoDapcon>(pagada);
    expect(pago).toMatchObject({ dapcon_id: TEST_DAPCON_IDS.publicada, org_id: p.orgId, pagado: TEST_PAGOS_DAPCON[TEST_DAPCON_IDS.publicada], importe: fromCents(base), renovacion: false, idiomas: 2 });
    expect(pago.num_factura).toMatch(/^F2026-\d{4}$/);
    const pendiente = data<PagoDapcon>(await verificar(TEST_DAPCON_IDS.verificada, p.tokens.admin));
    expect(pendiente).toMatchObject({ pagado: null, importe: null, num_factura: null, importe_previsto: fromCents(base) });
  });

  it('lets a company read only its own declarations (404 for another, as for none), and refuses consultants', async () => {
    expect((await verificar(TEST_DAPCON_IDS.borrador, p.tokens.empresa)).statusCode).toBe(200);
    const otra = await verificar(TEST_DAPCON_IDS.borrador, p.tokens.otraEmpresa);
    expect(otra.statusCode).toBe(404);
    expect(errorBody(otra).message).toBe(MSG.noEncontrado);
    expect((await verificar(999_999, p.tokens.otraEmpresa)).statusCode).toBe(404);
    expect((await verificar(999_999, p.tokens.admin)).statusCode).toBe(404);
    expect((await verificar('abc', p.tokens.admin)).statusCode).toBe(422); // a path that is no id: a bad request, as on every DAPcon route
    expect((await verificar(TEST_DAPCON_IDS.borrador, p.tokens.consultor)).statusCode).toBe(403);
    expect((await verificar(TEST_DAPCON_IDS.borrador, p.tokens.verificador)).statusCode).toBe(403);
  });

  it('prices a renewal with the renewal tariff and each language beyond the first', async () => {
    // Declaration 2 becomes a renewal of 4 with a third language (test-local rows).
    await app.db.update(dapcons).set({ id_padre: TEST_DAPCON_IDS.publicada, secuencia: 2 }).where(eq(dapcons.id, TEST_DAPCON_IDS.en_verificacion));
    await insertDapconIdiomas(app.db, [{ dapcon_id: TEST_DAPCON_IDS.en_verificacion, idioma_id: 3, dapcon_idioma_estado: 'en_verificacion', inscripcion_ecoplatform: true }]);
    const pago = data<PagoDapcon>(await verificar(TEST_DAPCON_IDS.en_verificacion, p.tokens.empresa));
    expect(pago).toMatchObject({ renovacion: true, idiomas: 3, importe_previsto: fromCents((await precio('dapcon_renovacion')) + 2 * (await precio('sup_dapcon_idioma'))) });
  });
});

describe('PATCH /dapcon/registro-pagos', () => {
  it('registers a payment at the default amount with the next invoice number of its year, and keeps the number on an update', async () => {
    const antes = await contador(2025);
    const res = await registrar({ dapcon_id: TEST_DAPCON_IDS.verificada, pagado: '2025-12-30' });
    expect(res.statusCode, res.body).toBe(200);
    const pago = data<PagoDapcon>(res);
    expect(pago).toMatchObject({ pagado: '2025-12-30', importe: pago.importe_previsto, num_factura: numeroFactura(2025, antes + 1) });
    expect(await contador(2025)).toBe(antes + 1);

    const cambio = await registrar({ dapcon_id: TEST_DAPCON_IDS.verificada, pagado: '2026-01-02', importe: '1.600,5' }, p.tokens.admin2);
    expect(cambio.statusCode, cambio.body).toBe(200);
    expect(data<PagoDapcon>(cambio)).toMatchObject({ pagado: '2026-01-02', importe: '1600.50', num_factura: numeroFactura(2025, antes + 1) });
    expect(await contador(2025)).toBe(antes + 1);
    const filas = await app.db.select().from(dapconPagos).where(eq(dapconPagos.dapcon_id, TEST_DAPCON_IDS.verificada));
    expect(filas).toHaveLength(1);
    expect(filas[0]).toMatchObject({ pagado: '2026-01-02', importe: '1600.50' });
  });

  it('gives an awaited payment (a row without date) its invoice when it is paid', async () => {
    await app.db.insert(dapconPagos).values({ dapcon_id: TEST_DAPCON_IDS.borrador, pagado: null, importe: '10.00' });
    const antes = await contador(2026);
    const pago = data<PagoDapcon>(await registrar({ dapcon_id: TEST_DAPCON_IDS.borrador, pagado: '2026-02-01', importe: 0 }));
    expect(pago).toMatchObject({ pagado: '2026-02-01', importe: '0.00', num_factura: numeroFactura(2026, antes + 1) });
  });

  it('gives one invoice number when two registrations of the same declaration arrive at once', async () => {
    const [id] = await insertDapcons(app.db, [
      { org_id: p.otraOrgId, rcp_id: 1, consultor_id: p.consultorId, verificador_id: p.verificadorId, dv_nombre_producto: 'Pago simultáneo', estado: 'verificada' },
    ]);
    const antes = await contador(2024);
    const [a, b] = await Promise.all([
      registrar({ dapcon_id: id, pagado: '2024-06-01', importe: '100' }),
      registrar({ dapcon_id: id, pagado: '2024-06-02', importe: '200' }, p.tokens.admin2),
    ]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    expect(data<PagoDapcon>(a).num_factura).toBe(numeroFactura(2024, antes + 1));
    expect(data<PagoDapcon>(b).num_factura).toBe(numeroFactura(2024, antes + 1));
    expect(await contador(2024)).toBe(antes + 1);
    expect(await app.db.select().from(dapconPagos).where(eq(dapconPagos.dapcon_id, id ?? 0))).toHaveLength(1);
    // Gone again: the summaries below count the other company's declarations.
    await app.db.delete(dapcons).where(eq(dapcons.id, id ?? 0));
  });

  it.each([
    [{ dapcon_id: TEST_DAPCON_IDS.verificada }, 'pagado', MSG.campoObligatorio],
    [{ dapcon_id: TEST_DAPCON_IDS.verificada, pagado: '' }, 'pagado', MSG.campoObligatorio],
    [{ dapcon_id: TEST_DAPCON_IDS.verificada, pagado: '2026-13-01' }, 'pagado', MSG.fechaNoValida],
    [{ dapcon_id: TEST_DAPCON_IDS.verificada, pagado: 'ayer' }, 'pagado', MSG.fechaNoValida],
    [{ dapcon_id: TEST_DAPCON_IDS.verificada, pagado: '1999-12-31' }, 'pagado', FINANZAS_MSG.pagoDapconFechaFueraDeRango],
    [{ dapcon_id: TEST_DAPCON_IDS.verificada, pagado: '2999-01-01' }, 'pagado', FINANZAS_MSG.pagoDapconFechaFueraDeRango],
    [{ dapcon_id: TEST_DAPCON_IDS.verificada, pagado: '2025-01-01', importe: 'mil' }, 'importe', MSG.importeNoValido],
    [{ dapcon_id: TEST_DAPCON_IDS.verificada, pagado: '2025-01-01', importe: '-5' }, 'importe', MSG.importeNoValido],
    [{ dapcon_id: TEST_DAPCON_IDS.verificada, pagado: '2025-01-01', importe: -0.01 }, 'importe', MSG.importeNoValido],
    [{ dapcon_id: TEST_DAPCON_IDS.verificada, pagado: '2025-01-01', importe: '12,345' }, 'importe', MSG.importeNoValido],
    [{ dapcon_id: TEST_DAPCON_IDS.verificada, pagado: '2025-01-01', importe: 10.001 }, 'importe', MSG.importeNoValido],
    [{ dapcon_id: TEST_DAPCON_IDS.verificada, pagado: '2025-01-01', importe: 1e13 }, 'importe', MSG.importeNoValido],
    [{ dapcon_id: TEST_DAPCON_IDS.verificada, pagado: '2025-01-01', importe: true }, 'importe', MSG.importeNoValido],
    [{ pagado: '2025-01-01' }, 'dapcon_id', MSG.campoObligatorio],
    [{ dapcon_id: 'x', pagado: '2025-01-01' }, 'dapcon_id', MSG.valorNoValido],
  ])('answers 422 for %j under %s, and changes nothing', async (payload, campo, mensaje) => {
    const antes = await app.db.select().from(dapconPagos).orderBy(dapconPagos.id);
    const res = await registrar(payload);
    expect(res.statusCode, res.body).toBe(422);
    expect(errorBody(res).errors?.[campo]).toContain(mensaje);
    expect(await app.db.select().from(dapconPagos).orderBy(dapconPagos.id)).toEqual(antes);
  });

  it("accepts today's date (in Madrid), and answers 404 for a declaration that does not exist", async () => {
    expect((await registrar({ dapcon_id: TEST_DAPCON_IDS.caducada, pagado: calendarDay(new Date()) })).statusCode).toBe(200);
    expect((await registrar({ dapcon_id: 999_999, pagado: '2025-01-01' })).statusCode).toBe(404);
  });

  it('is refused to everyone but the administration, changing nothing', async () => {
    const antes = await app.db.select().from(dapconPagos).orderBy(dapconPagos.id);
    for (const token of [p.tokens.empresa, p.tokens.consultor, p.tokens.verificador]) {
      expect((await registrar({ dapcon_id: TEST_DAPCON_IDS.en_verificacion, pagado: '2025-01-01' }, token)).statusCode).toBe(403);
    }
    expect(await app.db.select().from(dapconPagos).orderBy(dapconPagos.id)).toEqual(antes);
  });

  it('answers 422 under importe when no amount is given and its tariff is inactive', async () => {
    await app.db.update(tarifas).set({ estado: false }).where(eq(tarifas.tipo, 'dapcon_renovacion'));
    try {
      const res = await registrar({ dapcon_id: TEST_DAPCON_IDS.en_verificacion, pagado: '2025-01-01' });
      expect(res.statusCode).toBe(422);
      expect(errorBody(res).errors?.importe).toEqual([FINANZAS_MSG.pagoDapconSinTarifa]);
      expect(data<PagoDapcon>(await verificar(TEST_DAPCON_IDS.en_verificacion, p.tokens.admin)).importe_previsto).toBeNull();
      // With an amount, it registers.
      expect((await registrar({ dapcon_id: TEST_DAPCON_IDS.en_verificacion, pagado: '2025-01-01', importe: '99' })).statusCode).toBe(200);
    } finally {
      await app.db.update(tarifas).set({ estado: true }).where(eq(tarifas.tipo, 'dapcon_renovacion'));
    }
  });
});

describe('GET /dapcon/resumen/:id', () => {
  it('is read by the administration and by the company itself only (404 for another company, or none)', async () => {
    expect((await resumen(p.orgId, p.tokens.empresa)).statusCode).toBe(200);
    expect((await resumen(p.orgId, p.tokens.otraEmpresa)).statusCode).toBe(404);
    expect((await resumen(p.otraOrgId, p.tokens.empresa)).statusCode).toBe(404);
    expect((await resumen(999_999, p.tokens.admin)).statusCode).toBe(404);
    expect((await resumen(p.orgId, p.tokens.consultor)).statusCode).toBe(403);
    const vacia = data<DapconResumen>(await resumen(p.otraOrgId, p.tokens.otraEmpresa));
    expect(vacia).toMatchObject({ declaraciones: 0, pagadas: 0, importe_pagado: '0.00' });
    expect(vacia.categorias.map((c) => c.clave)).toEqual(['es', 'en', 'renovadas', 'publicadas']);
  });

  it('adds up to the cent over many payments: per language, renewed and published, from the rows read back', async () => {
    // 240 more declarations of the other company: languages, renewals and states varied, amounts
    // with awkward cents (0.10 and 0.20 never sum exactly in floating point), some unpaid.
    const consultor = p.consultorId;
    const verificador = p.verificadorId;
    const estados = ['borrador', 'verificada', 'publicada', 'caducada'] as const;
    const ids = await insertDapcons(
      app.db,
      Array.from({ length: 240 }, (_, i) => ({
        org_id: p.otraOrgId,
        rcp_id: 1,
        consultor_id: consultor,
        verificador_id: verificador,
        dv_nombre_producto: `Producto ${i}`,
        estado: estados[i % 4] ?? 'borrador',
        id_padre: i % 5 === 0 ? TEST_DAPCON_IDS.caducada : null,
        secuencia: i % 5 === 0 ? 2 : 1,
      })),
    );
    await insertDapconIdiomas(
      app.db,
      ids.flatMap((id, i) => [
        ...(i % 7 === 0 ? [] : [{ dapcon_id: id, idioma_id: 1, dapcon_idioma_estado: 'borrador' as const, inscripcion_ecoplatform: true }]),
        ...(i % 3 === 0 ? [{ dapcon_id: id, idioma_id: 3, dapcon_idioma_estado: 'borrador' as const, inscripcion_ecoplatform: false }] : []),
      ]),
    );
    const importes = ['0.10', '0.20', '0.30', '1750.01', '33.33', '9999999.99', '0.01'];
    // Most through the table, thirty through the route (its invoices and amounts as typed).
    await app.db.insert(dapconPagos).values(
      ids.slice(30).map((id, i) => ({ dapcon_id: id, pagado: i % 6 === 5 ? null : '2024-03-01', importe: importes[i % importes.length] ?? '0.00' })),
    );
    for (const [i, id] of ids.slice(0, 30).entries()) {
      const res = await registrar({ dapcon_id: id, pagado: '2024-04-01', importe: `${i},${String(i % 10)}5` });
      expect(res.statusCode, res.body).toBe(200);
    }

    const filas = await app.db
      .select({
        id: dapcons.id,
        estado: dapcons.estado,
        id_padre: dapcons.id_padre,
        pagado: dapconPagos.pagado,
        importe: dapconPagos.importe,
        idiomas: sql<number[]>`(select coalesce(array_agg(${dapconIdiomas.idioma_id}), '{}') from ${dapconIdiomas} where ${dapconIdiomas.dapcon_id} = ${dapcons.id})`,
      })
      .from(dapcons)
      .leftJoin(dapconPagos, eq(dapconPagos.dapcon_id, dapcons.id))
      .where(eq(dapcons.org_id, p.otraOrgId));
    const cifras = (f: (r: (typeof filas)[number]) => boolean) => {
      const rows = filas.filter(f);
      const pagadas = rows.filter((r) => r.pagado !== null);
      return { declaraciones: rows.length, pagadas: pagadas.length, importe_pagado: fromCents(pagadas.reduce((s, r) => s + toCents(r.importe ?? '0'), 0)) };
    };
    const tiene = (r: (typeof filas)[number], idioma: number) => r.idiomas.map(Number).includes(idioma);
    const want: DapconResumen = {
      org_id: p.otraOrgId,
      ...cifras(() => true),
      categorias: [
        { clave: 'es', ...cifras((r) => tiene(r, 1)) },
        { clave: 'en', ...cifras((r) => tiene(r, 3)) },
        { clave: 'renovadas', ...cifras((r) => r.id_padre !== null) },
        { clave: 'publicadas', ...cifras((r) => r.estado === 'publicada') },
      ],
    };
    expect(want.declaraciones).toBe(240);
    expect(want.pagadas).toBeGreaterThan(150);
    const got = data<DapconResumen>(await resumen(p.otraOrgId));
    expect(got).toEqual(want);
    // The floating-point sum would not be exact.
    const float = filas.filter((r) => r.pagado !== null).reduce((s, r) => s + Number(r.importe), 0);
    expect(float.toFixed(2) === got.importe_pagado && String(float) === got.importe_pagado).toBe(false);
  });

  it("counts the demo company's seeded declarations and the payments registered above", async () => {
    const got = data<DapconResumen>(await resumen(p.orgId, p.tokens.empresa));
    const pagos = await app.db
      .select({ importe: dapconPagos.importe })
      .from(dapconPagos)
      .innerJoin(dapcons, eq(dapcons.id, dapconPagos.dapcon_id))
      .where(and(eq(dapcons.org_id, p.orgId), sql`${dapconPagos.pagado} is not null`));
    expect(got.declaraciones).toBe(5);
    expect(got.pagadas).toBe(pagos.length);
    expect(got.importe_pagado).toBe(fromCents(pagos.reduce((s, r) => s + toCents(r.importe), 0)));
    expect(got.categorias.find((c) => c.clave === 'publicadas')).toMatchObject({ declaraciones: 1, pagadas: 1 });
    expect(got.categorias.find((c) => c.clave === 'renovadas')).toMatchObject({ declaraciones: 1 });
  });
});
