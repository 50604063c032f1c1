/**
 * Invoice numbers (docs/finanzas.md 'Invoices'): 'F2026-0001', 'F2026-0002'… one series per year,
 * shared by the annual fees and the declarations' payments, unique and without gaps. The counter row
 * of the year is taken FOR UPDATE (an upsert), so two payments registered at once never get the same
 * number; a transaction that rolls back gives its number back.
 */
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { facturasNumeracion } from './tables';

/** The invoice number 'F{year}-{NNNN}' of the `n`th invoice of a year (four digits at least). */
export function numeroFactura(year: number, n: number): string {
  return `F${year}-${String(n).padStart(4, '0')}`;
}

/**
 * Takes the next invoice number of `year`, inside the caller's transaction.
 *
 * @example
 * const num_factura = await siguienteNumeroFactura(tx, 2026); // 'F2026-0001'
 */
export async function siguienteNumeroFactura(tx: Database, year: number): Promise<string> {
  const [row] = await tx
    .insert(facturasNumeracion)
    .values({ anyo: year, ultimo: 1 })
    .onConflictDoUpdate({ target: facturasNumeracion.anyo, set: { ultimo: sql`${facturasNumeracion.ultimo} + 1` } })
    .returning({ ultimo: facturasNumeracion.ultimo });
  if (!row) throw new Error('facturas_numeracion: no row returned');
  return numeroFactura(year, row.ultimo);
}
