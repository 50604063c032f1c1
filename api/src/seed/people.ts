/** Believable people, companies and addresses for the demo programme. */
import type { Random } from './random';
import {
  APELLIDOS_CA,
  APELLIDOS_ES,
  CALLES_CA,
  CALLES_ES,
  CARGOS_CA,
  CARGOS_ES,
  LUGARES_CA,
  LUGARES_ES,
  NOMBRES_CA,
  NOMBRES_ES,
  POLIGONOS_CA,
  POLIGONOS_ES,
  PRODUCTOS_ASOCIACION,
  PRODUCTOS_ASSOCIACIO,
  REGIONES,
  SECTORES_CA,
  SECTORES_ES,
} from './data/nombres';

/** A row of the postal-code table (referencia's data/poblaciones.ts), where the seed places people and companies. */
export interface PoblacionRow {
  codigo_postal: string;
  poblacion: string;
  provincia: string;
}

/** Provinces where Catalan is used for addresses and names in the demo data. */
export const PROVINCIAS_CATALANAS = new Set(['Barcelona', 'Girona', 'Lleida', 'Tarragona']);

export interface Person {
  nombre: string;
  apellidos: string;
}

export function isCatalan(place: PoblacionRow): boolean {
  return PROVINCIAS_CATALANAS.has(place.provincia);
}

/** Catalan and Spanish names mix in Catalonia, as they do in life. */
export function person(rng: Random, catalan: boolean): Person {
  const nombre = rng.pick((catalan ? rng.chance(0.7) : rng.chance(0.1)) ? NOMBRES_CA : NOMBRES_ES);
  const surname = () => rng.pick(catalan && rng.chance(0.6) ? APELLIDOS_CA : APELLIDOS_ES);
  const first = surname();
  let second = surname();
  while (second === first) second = surname();
  return { nombre, apellidos: `${first} ${second}` };
}

export function street(rng: Random, place: PoblacionRow, industrial: boolean): string {
  const catalan = isCatalan(place);
  if (industrial) {
    const poligono = rng.pick(catalan ? POLIGONOS_CA : POLIGONOS_ES);
    return catalan ? `Polígon Industrial ${poligono}, nau ${rng.int(1, 40)}` : `Polígono Industrial ${poligono}, nave ${rng.int(1, 40)}`;
  }
  return `${rng.pick(catalan ? CALLES_CA : CALLES_ES)}, ${rng.int(1, 180)}`;
}

const LANDLINE_PREFIX: Record<string, string> = {
  Barcelona: '93',
  Girona: '972',
  Lleida: '973',
  Tarragona: '977',
  Madrid: '91',
  'Valencia/València': '96',
  Sevilla: '954',
  Bizkaia: '94',
  Zaragoza: '976',
  Málaga: '952',
};

function digits(rng: Random, count: number): string {
  let out = '';
  for (let i = 0; i < count; i++) out += String(rng.int(0, 9));
  return out;
}

export function landline(rng: Random, place: PoblacionRow): string {
  const prefix = LANDLINE_PREFIX[place.provincia] ?? `9${rng.int(2, 8)}${rng.int(0, 9)}`;
  return `${prefix}${digits(rng, 9 - prefix.length)}`;
}

export function mobile(rng: Random): string {
  return `6${digits(rng, 8)}`;
}

export type LegalForm = 'S.A.' | 'S.L.' | 'S.L.U.' | 'S.Coop.';

/** The CIF letter of each legal form. */
export const CIF_LETTER: Record<LegalForm, string> = { 'S.A.': 'A', 'S.L.': 'B', 'S.L.U.': 'B', 'S.Coop.': 'F' };

export function companyName(rng: Random, catalan: boolean, form: LegalForm): string {
  const useCatalan = catalan && rng.chance(0.6);
  const style = rng.int(1, 10);
  if (style <= 6) {
    const sector = rng.pick(useCatalan ? SECTORES_CA : SECTORES_ES);
    const place = rng.pick(useCatalan ? LUGARES_CA : LUGARES_ES);
    return `${sector} ${place}, ${form}`;
  }
  const surname = rng.pick(catalan ? APELLIDOS_CA : APELLIDOS_ES);
  if (style <= 8) return useCatalan ? `${surname} i Fills, ${form}` : `Hermanos ${surname}, ${form}`;
  const sector = rng.pick(useCatalan ? SECTORES_CA : SECTORES_ES);
  return `${sector} ${surname}, ${form}`;
}

export function associationName(rng: Random, catalan: boolean): string {
  if (catalan && rng.chance(0.5)) {
    const place = rng.pick(LUGARES_CA);
    return rng.chance(0.5)
      ? `Associació de Fabricants de ${rng.pick(PRODUCTOS_ASSOCIACIO)} de Catalunya`
      : `Gremi de ${rng.pick(PRODUCTOS_ASSOCIACIO)} ${place}`;
  }
  return rng.chance(0.5)
    ? `Asociación de Fabricantes de ${rng.pick(PRODUCTOS_ASOCIACION)} de ${rng.pick(REGIONES)}`
    : `Asociación Empresarial de ${rng.pick(PRODUCTOS_ASOCIACION)} ${rng.pick(LUGARES_ES)}`;
}

export function cargo(rng: Random, catalan: boolean): string {
  return rng.pick(catalan ? CARGOS_CA : CARGOS_ES);
}

/** Lower-case ASCII letters and digits: `Ceràmiques del Vallès` → `ceramiquesdelvalles`. */
export function slug(text: string, maxWords = 3): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/,?\s+(s\.?a\.?|s\.?l\.?u?\.?|s\.?coop\.?)$/i, '')
    .split(/[^a-z0-9]+/)
    .filter((word) => word.length > 0 && !['de', 'del', 'la', 'l', 'i', 'y', 'd', 'els', 'les', 'los'].includes(word))
    .slice(0, maxWords)
    .join('');
}

/** `maria.garcia` for María García López. */
export function mailbox({ nombre, apellidos }: Person): string {
  return `${slug(nombre, 1)}.${slug(apellidos.split(' ')[0] ?? '', 1)}`;
}
