/**
 * The finance area's annual fees seed (docs/finanzas.md 'Annual fees', 'Seed'); seed.ts runs it after
 * the tariffs. Deterministic: every draw from `ctx.rng`, the companies in id order, "today" the seed's
 * REFERENCE_DATE (its year is the current fee year of the data).
 *
 * - size 'test': the demo company (org_id 1) pays its fees of the three years before the current one
 *   and of the current one, but one of them (the year before) is owed; TEST_CUOTAS says which.
 * - size 'demo': every company that pays fees (not exempt, no agreement) has one per year from its
 *   registration year to the current one (to the year it left, for those that left): Alta the first,
 *   Renovado after, priced from its size's tariff, about 4 % of past ones still owed. The current
 *   year's agrees with the company's `estado_pago` (which the empresas seed drew): paid when 'pagado',
 *   owed when 'pendiente'. Exempt companies and those of an agreement have none.
 *
 * Invoice numbers are given as the API gives them: per year of the payment date, in payment order,
 * and `facturas_numeracion` ends at the highest number given, so the next payment continues the series.
 */
import { asc, eq, sql } from 'drizzle-orm';
import { calendarDay } from '@dapcon/contract';
import { insertInChunks, REFERENCE_DATE, type SeedContext } from '../../seed/context';
import { organizaciones } from '../empresas';
import { numeroFactura } from './facturas';
import { cuotas, facturasNumeracion, tarifas } from './tables';

type NewCuota = typeof cuotas.$inferInsert;

/** The current fee year of the seeded data. */
export const ANYO_SEED = Number(calendarDay(REFERENCE_DATE).slice(0, 4));

/** The 'test' seed's fees of the demo company (org_id 1): years paid, and the one owed. */
export const TEST_CUOTAS = {
  orgId: 1,
  pagados: [ANYO_SEED - 3, ANYO_SEED - 2, ANYO_SEED],
  pendiente: ANYO_SEED - 1,
} as const;

const DAY = 24 * 60 * 60 * 1000;

/**
 * Size 'demo': an up-to-date company registered before the current year whose registration
 * anniversary falls from REFERENCE_DATE's day to the year's end has not renewed yet: it has no fee
 * of the current year (still 'pagado', from last year's), so the administrator's dashboard has
 * companies due for renewal (docs/home.md step 1).
 */
export function renovacionPorVenir(c: { estado_pago: string; fecha_creacion: Date }): boolean {
  const alta = calendarDay(c.fecha_creacion);
  return c.estado_pago === 'pagado' && Number(alta.slice(0, 4)) < ANYO_SEED && alta.slice(5) >= calendarDay(REFERENCE_DATE).slice(5);
}

/** A payment day of a fee year: between 10 January and about 20 April of that year. */
function diaDePago(ctx: SeedContext, year: number): string {
  return calendarDay(new Date(Date.UTC(year, 0, 10, 10) + ctx.rng.int(0, 100) * DAY));
}

/** Numbers the paid fees' invoices per year of payment, in payment order, and sets each year's counter to its last. */
async function numerarFacturas(ctx: SeedContext, rows: NewCuota[]): Promise<void> {
  const pagadas = rows.filter((r): r is NewCuota & { pagado: string } => typeof r.pagado === 'string');
  pagadas.sort((a, b) => a.pagado.localeCompare(b.pagado) || a.org_id - b.org_id || a.year - b.year);
  const ultimos = new Map<number, number>();
  for (const row of pagadas) {
    const year = Number(row.pagado.slice(0, 4));
    const n = (ultimos.get(year) ?? 0) + 1;
    ultimos.set(year, n);
    row.num_factura = numeroFactura(year, n);
  }
  for (const [anyo, ultimo] of ultimos) {
    await ctx.db
      .insert(facturasNumeracion)
      .values({ anyo, ultimo })
      .onConflictDoUpdate({ target: facturasNumeracion.anyo, set: { ultimo: sql`greatest(${facturasNumeracion.ultimo}, excluded.ultimo)` } });
  }
}

/** The active annual fee of each size (`cuota_anual` tariffs by code). */
async function preciosCuota(ctx: SeedContext): Promise<Map<string, string>> {
  const rows = await ctx.db.select({ codigo: tarifas.codigo, precio: tarifas.precio, tipo: tarifas.tipo, estado: tarifas.estado }).from(tarifas);
  return new Map(rows.filter((r) => r.tipo === 'cuota_anual' && r.estado).map((r) => [r.codigo, r.precio]));
}

function testCuotas(ctx: SeedContext, precio: string): NewCuota[] {
  const years = [...TEST_CUOTAS.pagados, TEST_CUOTAS.pendiente].sort((a, b) => a - b);
  return years.map((year, i) => ({
    org_id: TEST_CUOTAS.orgId,
    year,
    pagado: year === TEST_CUOTAS.pendiente ? null : diaDePago(ctx, year),
    importe: precio,
    tipo: i === 0 ? 'Alta' : 'Renovado',
    metodo_pago: 'R',
    no_comisionable: false,
  }));
}

async function demoCuotas(ctx: SeedContext, precios: Map<string, string>): Promise<NewCuota[]> {
  const companies = await ctx.db
    .select({
      org_id: organizaciones.org_id,
      org_tamanio: organizaciones.org_tamanio,
      org_convenio: organizaciones.org_convenio,
      exento_cuota: organizaciones.exento_cuota,
      estado_pago: organizaciones.estado_pago,
      fecha_creacion: organizaciones.fecha_creacion,
      org_fecha_baja: organizaciones.org_fecha_baja,
    })
    .from(organizaciones)
    .orderBy(asc(organizaciones.org_id));
  const rows: NewCuota[] = [];
  for (const c of companies) {
    const precio = c.org_tamanio === null ? undefined : precios.get(c.org_tamanio);
    if (c.exento_cuota || c.org_convenio !== null || precio === undefined) continue;
    const desde = Number(calendarDay(c.fecha_creacion).slice(0, 4));
    const hasta = c.org_fecha_baja === null ? ANYO_SEED : Math.min(ANYO_SEED, Number(calendarDay(c.org_fecha_baja).slice(0, 4)));
    const metodo = ctx.rng.chance(0.7) ? 'R' : 'T';
    // Each fee was issued on its year's registration anniversary (the registration, then each renewal), 09:00 UTC:
    // what its reminders count from (docs/decisions.md 'Reminders (issue 36)'). Draws nothing.
    const [, mes = '01', dia = '01'] = calendarDay(c.fecha_creacion).split('-');
    for (let year = desde; year <= hasta; year++) {
      const actual = year === ANYO_SEED;
      // The current year's agrees with estado_pago; a past one is owed now and then (a left company's last one was paid).
      const pagada = actual ? c.estado_pago === 'pagado' : !ctx.rng.chance(0.04) || year === hasta;
      const row: NewCuota = {
        org_id: c.org_id,
        year,
        pagado: pagada ? diaDePago(ctx, year) : null,
        importe: precio,
        tipo: year === desde ? 'Alta' : 'Renovado',
        metodo_pago: metodo,
        no_comisionable: ctx.rng.chance(0.05),
        observaciones: pagada && ctx.rng.chance(0.05) ? 'Pago recibido con retraso.' : null,
        created_at: new Date(Date.UTC(year, Number(mes) - 1, Number(dia), 9)),
      };
      // Drawn all the same (every other row stays as it was), but not kept: see renovacionPorVenir.
      if (!(actual && renovacionPorVenir(c))) rows.push(row);
    }
  }
  return rows;
}

export async function seedCuotas(ctx: SeedContext, size: 'demo' | 'test'): Promise<void> {
  const precios = await preciosCuota(ctx);
  let rows: NewCuota[];
  if (size === 'test') {
    const [org] = await ctx.db.select({ org_tamanio: organizaciones.org_tamanio }).from(organizaciones).where(eq(organizaciones.org_id, TEST_CUOTAS.orgId));
    const precio = org?.org_tamanio ? precios.get(org.org_tamanio) : undefined;
    if (precio === undefined) return;
    rows = testCuotas(ctx, precio);
  } else {
    rows = await demoCuotas(ctx, precios);
  }
  await numerarFacturas(ctx, rows);
  await insertInChunks(rows, (chunk) => ctx.db.insert(cuotas).values(chunk));
}
