/**
 * What the programme charges (docs/finanzas.md 'Tariffs'): the price of the active fee of a type
 * and code, read from `tarifas`. The fee routes, the declarations' payments and
 * `/parametros/tarifa_asignada` all ask here.
 */
import { and, eq } from 'drizzle-orm';
import { TIPOS_TARIFA, type TipoTarifa } from '@dapcon/contract';
import type { Database } from '../../db/database';
import { tarifas } from './tables';

/** The fee types (parameter folder `tipos_tarifa`, part 2 §9): the contract's. */
export { TIPOS_TARIFA, type TipoTarifa };

/**
 * The price ('450.00') of the active fee of `tipo` with internal code `codigo`, or null when there is none.
 *
 * @example
 * await precioVigente(db, 'cuota_anual', 'pme_50') // '450.00'
 */
export async function precioVigente(db: Database, tipo: TipoTarifa, codigo: string): Promise<string | null> {
  const [row] = await db
    .select({ precio: tarifas.precio })
    .from(tarifas)
    .where(and(eq(tarifas.tipo, tipo), eq(tarifas.codigo, codigo), eq(tarifas.estado, true)))
    .limit(1);
  return row?.precio ?? null;
}
