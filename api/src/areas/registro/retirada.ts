/**
 * A declaration withdrawn from the programme (`retirada`, docs/dapcon-lifecycle.md 'Withdrawal') is
 * gone from the public registry for good: never listed, and its code answers 410 Gone rather than
 * 404, on its page, its record, its certificate, its exports and its files, so a visitor or a crawler
 * that had it learns it was withdrawn (and when), not that it never existed. The reason stays out:
 * it is the programme's and the company's.
 *
 * Asked only once a code is not found among the published and expired ones, so a listed
 * declaration's answers cost no extra query.
 */
import { and, eq, max } from 'drizzle-orm';
import { calendarDay, DAPCON_MSG, type PaginaRetirada } from '@dapcon/contract';
import type { Database } from '../../db/database';
import { GoneError, NotFoundError } from '../../errors';
import { dapconHistorial, dapcons } from '../dapcon';

/** A withdrawn declaration's code, product and day of withdrawal (Madrid), or null when the code is not a withdrawn one's. */
export async function retiradaPublica(db: Database, codigo: string): Promise<Omit<PaginaRetirada, 'tipo'> | null> {
  const [row] = await db
    .select({ codigo: dapcons.dapcon_codigo, producto: dapcons.dv_nombre_producto, el: max(dapconHistorial.created_at) })
    .from(dapcons)
    .leftJoin(dapconHistorial, and(eq(dapconHistorial.dapcon_id, dapcons.id), eq(dapconHistorial.accion, 'retirar')))
    .where(and(eq(dapcons.dapcon_codigo, codigo), eq(dapcons.estado, 'retirada')))
    .groupBy(dapcons.id);
  if (!row) return null;
  // The history row is written in the withdrawal's transaction; a row without it (written by hand) has no day to show.
  return { codigo: row.codigo ?? codigo, producto: row.producto, retirada_el: row.el ? calendarDay(new Date(row.el)) : '' };
}

/**
 * Runs `leer` (a public answer for `codigo`); when it finds nothing (NotFoundError), a withdrawn
 * declaration's code answers 410 instead.
 */
export async function salvoRetirada<T>(db: Database, codigo: string, leer: () => Promise<T>): Promise<T> {
  try {
    return await leer();
  } catch (error) {
    if (error instanceof NotFoundError && (await retiradaPublica(db, codigo))) throw new GoneError(DAPCON_MSG.dapconRetirada);
    throw error;
  }
}
