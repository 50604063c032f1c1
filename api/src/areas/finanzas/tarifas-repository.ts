/** The SQL of the tariffs and the bank data (tarifas.ts has the rules). */
import { asc, count, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { TarifasQuery, TarifaTexto, TipoTarifa } from '@dapcon/contract';
import type { Database } from '../../db/database';
import type { Lang } from '../../lib/lang';
import { listOrder, orderByClause, type SortMap } from '../../lib/list';
import { idiomas } from '../referencia';
import { datosBancarios, tarifas, tarifasIdiomas } from './tables';

/** A fee's row as the answers read it: the description in the caller's language, the main one, the others. */
export interface TarifaRow {
  id: number;
  tipo: TipoTarifa;
  codigo: string;
  descripcion: string;
  descripcion_principal: string;
  tarifa_idiomas: TarifaTexto[];
  codigo_contable: string;
  precio: string;
  estado: boolean;
}

/** What a fee is saved with: the main description and the other languages' (replacing the stored ones). */
export interface TarifaValues {
  tipo: TipoTarifa;
  codigo: string;
  descripcion: string;
  tarifa_idiomas: readonly TarifaTexto[];
  codigo_contable: string;
  precio: string;
  estado: boolean;
}

/**
 * A selected fee's description in `lang` (an interface language's code, as `idiomas.idioma`), the main
 * one when it has none in it. The table is named in full: in a one-table select Drizzle leaves the
 * columns unqualified, and `id` would then be the subquery's languages'.
 *
 * @example
 * db.select({ nombre: descripcionTarifa('ca') }).from(tarifas)
 */
export function descripcionTarifa(lang: Lang): SQL<string> {
  return sql<string>`coalesce((select ti.descripcion from ${tarifasIdiomas} ti join ${idiomas} i on i.id = ti.idioma_id where ti.tarifa_id = ${tarifas}.id and i.idioma = ${lang}), ${tarifas}.descripcion)`;
}

/** A selected fee's descriptions in the languages other than the main one, by language code ({ ca: '…' }). */
export function descripcionesTarifa(): SQL<Record<string, string>> {
  return sql<Record<string, string>>`coalesce((select jsonb_object_agg(i.idioma, ti.descripcion) from ${tarifasIdiomas} ti join ${idiomas} i on i.id = ti.idioma_id where ti.tarifa_id = ${tarifas}.id), '{}'::jsonb)`;
}

const columnas = (lang: Lang) => ({
  id: tarifas.id,
  tipo: sql<TipoTarifa>`${tarifas.tipo}`,
  codigo: tarifas.codigo,
  descripcion: descripcionTarifa(lang),
  descripcion_principal: tarifas.descripcion,
  codigo_contable: tarifas.codigo_contable,
  precio: tarifas.precio,
  estado: tarifas.estado,
});

const SORTS: SortMap<TarifasQuery['order_by'] extends `${infer F} ${string}` ? F : never> = {
  descripcion: tarifas.descripcion,
  codigo_contable: tarifas.codigo_contable,
  precio: tarifas.precio,
  estado: tarifas.estado,
};

const deTipo = (tipo: TipoTarifa | undefined) => (tipo === undefined ? undefined : eq(tarifas.tipo, tipo));

/** The rows with their other languages' texts (one query for them all). */
async function conTextos<R extends { id: number }>(db: Database, rows: readonly R[]): Promise<(R & { tarifa_idiomas: TarifaTexto[] })[]> {
  const textos =
    rows.length === 0
      ? []
      : await db
          .select({ tarifa_id: tarifasIdiomas.tarifa_id, idioma_id: tarifasIdiomas.idioma_id, descripcion: tarifasIdiomas.descripcion })
          .from(tarifasIdiomas)
          .where(inArray(tarifasIdiomas.tarifa_id, rows.map((r) => r.id)))
          .orderBy(asc(tarifasIdiomas.idioma_id));
  return rows.map((r) => ({ ...r, tarifa_idiomas: textos.filter((x) => x.tarifa_id === r.id).map(({ idioma_id, descripcion }) => ({ idioma_id, descripcion })) }));
}

export async function leerTarifas(db: Database, query: TarifasQuery, limit: number, offset: number, lang: Lang): Promise<TarifaRow[]> {
  const rows = await db
    .select(columnas(lang))
    .from(tarifas)
    .where(deTipo(query.tipo))
    .orderBy(...orderByClause(listOrder(query.order_by, SORTS, tarifas.id)))
    .limit(limit)
    .offset(offset);
  return conTextos(db, rows);
}

export async function contarTarifas(db: Database, tipo: TipoTarifa | undefined): Promise<number> {
  const [row] = await db.select({ n: count() }).from(tarifas).where(deTipo(tipo));
  return row?.n ?? 0;
}

export async function tarifaRow(db: Database, id: number, lang: Lang): Promise<TarifaRow | undefined> {
  const [row] = await db.select(columnas(lang)).from(tarifas).where(eq(tarifas.id, id));
  return row ? (await conTextos(db, [row]))[0] : undefined;
}

/** The languages of `ids` that do not exist. */
export async function idiomasInexistentes(db: Database, ids: readonly number[]): Promise<number[]> {
  if (ids.length === 0) return [];
  const found = await db.select({ id: idiomas.id }).from(idiomas).where(inArray(idiomas.id, [...ids]));
  return ids.filter((id) => !found.some((f) => f.id === id));
}

/** Replaces a fee's other languages' texts. */
async function guardarTextos(tx: Database, id: number, textos: readonly TarifaTexto[]): Promise<void> {
  await tx.delete(tarifasIdiomas).where(eq(tarifasIdiomas.tarifa_id, id));
  if (textos.length > 0) await tx.insert(tarifasIdiomas).values(textos.map((x) => ({ tarifa_id: id, idioma_id: x.idioma_id, descripcion: x.descripcion })));
}

export async function insertarTarifa(db: Database, values: TarifaValues, lang: Lang): Promise<TarifaRow> {
  const id = await db.transaction(async (tx) => {
    const { tarifa_idiomas, ...fila } = values;
    const [row] = await tx.insert(tarifas).values(fila).returning({ id: tarifas.id });
    if (!row) throw new Error('insert into tarifas returned nothing');
    await guardarTextos(tx, row.id, tarifa_idiomas);
    return row.id;
  });
  const row = await tarifaRow(db, id, lang);
  if (!row) throw new Error('the fee inserted is gone');
  return row;
}

export async function actualizarTarifaRow(db: Database, id: number, values: Partial<Omit<TarifaValues, 'tipo'>>, lang: Lang): Promise<TarifaRow | undefined> {
  const { tarifa_idiomas, ...fila } = values;
  const set = Object.fromEntries(Object.entries(fila).filter(([, value]) => value !== undefined));
  const updated = await db.transaction(async (tx) => {
    const rows = await tx
      .update(tarifas)
      .set({ ...set, updated_at: new Date() })
      .where(eq(tarifas.id, id))
      .returning({ id: tarifas.id });
    if (rows.length === 0) return false;
    if (tarifa_idiomas !== undefined) await guardarTextos(tx, id, tarifa_idiomas);
    return true;
  });
  return updated ? tarifaRow(db, id, lang) : undefined;
}

export async function borrarTarifaRow(db: Database, id: number): Promise<boolean> {
  const rows = await db.delete(tarifas).where(eq(tarifas.id, id)).returning({ id: tarifas.id });
  return rows.length > 0;
}

const CUENTA = {
  id: datosBancarios.id,
  entidad: datosBancarios.entidad,
  num_cuenta: datosBancarios.num_cuenta,
  titular: datosBancarios.titular,
  bic: datosBancarios.bic,
  identificador_acreedor: datosBancarios.identificador_acreedor,
  direccion: datosBancarios.direccion,
};

/** The one row of bank data (the first, should there ever be more). */
export async function datosBancariosRow(db: Database) {
  const [row] = await db.select(CUENTA).from(datosBancarios).orderBy(asc(datosBancarios.id)).limit(1);
  return row;
}

/** What the bank data form saves: a creditor field left out (undefined) is kept, null clears it. */
export interface DatosBancariosValues {
  entidad: string;
  num_cuenta: string;
  titular?: string | null | undefined;
  bic?: string | null | undefined;
  identificador_acreedor?: string | null | undefined;
  direccion?: string | null | undefined;
}

export async function updateDatosBancarios(db: Database, id: number, values: DatosBancariosValues) {
  const [row] = await db
    .update(datosBancarios)
    .set({ ...values, updated_at: new Date() })
    .where(eq(datosBancarios.id, id))
    .returning(CUENTA);
  return row;
}
