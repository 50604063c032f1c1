/**
 * The finance area's pagos-dapcon seed (docs/finanzas.md 'Seed'); seed.ts runs it after the fees'.
 *
 * - Both sizes: of TEST_DAPCON_IDS, the published declaration (4) was paid on 2026-09-10 and the
 *   expired one (5) on 2021-05-20, each at its default amount; the draft, the one in verification and
 *   the verified one (1, 2, 3) have no payment (the matrix and the tests register 3's).
 * - Size 'demo', the other declarations: none for drafts and those in verification; an awaited payment
 *   (a row without date, at the default amount) for the verified ones; the published and expired ones
 *   paid between 5 and 30 days before their validity began (drawn with ctx.rng in id order), except:
 *   renewals always paid (11, 13), those in English alternately paid and awaited (16 paid, 17 not), and
 *   of the rest about one in four awaited (drawn). So both languages (Spanish on all), renewals (11, 13
 *   paid, 14 awaited), paid and unpaid are always there.
 *
 * Invoice numbers come from `siguienteNumeroFactura`, after the fees' numbers, in payment-date order,
 * so the counter of each year agrees with the highest number given.
 */
import { asc, sql } from 'drizzle-orm';
import { REFERENCE_DATE, type SeedContext } from '../../seed/context';
import { dapconIdiomas, dapconPagos, dapcons, TEST_DAPCON_IDS } from '../dapcon';
import { siguienteNumeroFactura } from './facturas';
import { IDIOMAS_RESUMEN, importePrevistoDapcon } from './pagos-dapcon';

/** The test seed's payments: declaration id → payment date. */
export const TEST_PAGOS_DAPCON: Readonly<Record<number, string>> = {
  [TEST_DAPCON_IDS.publicada]: '2026-09-10',
  [TEST_DAPCON_IDS.caducada]: '2021-05-20',
};

const DAY_MS = 86_400_000;

/** 'yyyy-mm-dd' `days` days before day `day`, never after the reference date. */
function diasAntes(day: string, days: number): string {
  const t = Math.min(Date.parse(`${day}T00:00:00Z`) - days * DAY_MS, REFERENCE_DATE.getTime());
  return new Date(t).toISOString().slice(0, 10);
}

export async function seedPagosDapcon(ctx: SeedContext, size: 'demo' | 'test'): Promise<void> {
  const db = ctx.db;
  const declaraciones = await db
    .select({
      id: dapcons.id,
      estado: dapcons.estado,
      id_padre: dapcons.id_padre,
      dapcon_valido_desde: dapcons.dapcon_valido_desde,
      idiomas: sql<number>`(select count(*) from ${dapconIdiomas} where ${dapconIdiomas.dapcon_id} = ${dapcons.id})`.mapWith(Number),
      ingles: sql<boolean>`exists (select 1 from ${dapconIdiomas} where ${dapconIdiomas.dapcon_id} = ${dapcons.id} and ${dapconIdiomas.idioma_id} = ${IDIOMAS_RESUMEN.en})`,
    })
    .from(dapcons)
    .orderBy(asc(dapcons.id));
  const filas: { dapcon_id: number; pagado: string | null; importe: string }[] = [];
  let inglesVistas = 0;
  for (const d of declaraciones) {
    let pagado: string | null | undefined;
    const fijo = TEST_PAGOS_DAPCON[d.id];
    if (d.id <= TEST_DAPCON_IDS.caducada) pagado = fijo;
    else if (size === 'test') pagado = undefined;
    else if (d.estado === 'verificada') pagado = null;
    else if ((d.estado === 'publicada' || d.estado === 'caducada') && d.dapcon_valido_desde) {
      const azar = ctx.rng.chance(0.25);
      const dias = ctx.rng.int(5, 30);
      // Renewals paid; those in English alternately paid and not (both kinds are always there); the rest drawn.
      const sinPagar = d.id_padre !== null ? false : d.ingles ? inglesVistas++ % 2 === 1 : azar;
      pagado = sinPagar ? null : diasAntes(d.dapcon_valido_desde, dias);
    }
    if (pagado === undefined) continue;
    const importe = await importePrevistoDapcon(db, { id_padre: d.id_padre, idiomas: d.idiomas });
    if (importe === null) throw new Error('seedPagosDapcon: the DAPcon tariffs must be seeded first');
    filas.push({ dapcon_id: d.id, pagado, importe });
  }
  // Invoices in payment-date order (ties by declaration), after whatever the fees took.
  const pagadas = filas.filter((f) => f.pagado !== null).sort((a, b) => (a.pagado ?? '').localeCompare(b.pagado ?? '') || a.dapcon_id - b.dapcon_id);
  const facturas = new Map<number, string>();
  for (const f of pagadas) facturas.set(f.dapcon_id, await siguienteNumeroFactura(db, Number((f.pagado ?? '').slice(0, 4))));
  if (filas.length > 0) await db.insert(dapconPagos).values(filas.map((f) => ({ ...f, num_factura: facturas.get(f.dapcon_id) ?? null })));
}
