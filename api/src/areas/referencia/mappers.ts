/** Stored reference rows → the contract's answers. */
import { PAIS_ESPANA, type Pais, type Poblacion } from '@dapcon/contract';
import type { Lang } from '../../lib/lang';
import type { PaisRow } from './repository';

/** Spanish alphabetical order (accents in place), whatever the database collation. */
const spanishCollator = new Intl.Collator('es', { sensitivity: 'base' });
const catalanCollator = new Intl.Collator('ca', { sensitivity: 'base' });
const catalanRegions = new Intl.DisplayNames(['ca'], { type: 'region' });

/**
 * Spain first (the forms' default), then the rest alphabetically, named in the caller's language:
 * the stored (Spanish) name, or in Catalan the name ICU gives the country's ISO code.
 *
 * @example
 * paisesIn(rows, 'ca')[0] // { id: 1, pais_nombre: 'Espanya' }
 */
export function paisesIn(rows: readonly PaisRow[], lang: Lang): Pais[] {
  const named = rows.map(({ id, pais_nombre, pais_iso }) => ({
    id,
    pais_nombre: lang === 'ca' ? (catalanRegions.of(pais_iso) ?? pais_nombre) : pais_nombre,
  }));
  const order = lang === 'ca' ? catalanCollator : spanishCollator;
  return named.sort((a, b) => Number(b.id === PAIS_ESPANA) - Number(a.id === PAIS_ESPANA) || order.compare(a.pais_nombre, b.pais_nombre));
}

/** The towns of a postal code in Spanish alphabetical order. */
export function poblacionesInOrder(rows: readonly Poblacion[]): Poblacion[] {
  return [...rows].sort((a, b) => spanishCollator.compare(a.poblacion, b.poblacion));
}
