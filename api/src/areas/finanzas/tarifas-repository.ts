/** The SQL of the tariffs and the bank data (tarifas.ts has the rules). */
import { asc, count, eq, sql } from 'drizzle-orm';
import type { TarifasQuery, TipoTarifa } from '@dapcon/contract';
import type { Database } from '../../db/database';
import { listOrder, orderByClause, type SortMap } from '../../lib/list';
import { datosBancarios, tarifas } from './tables';

/** A fee's row as the answers read it. */
export interface TarifaRow {
  id: number;
  tipo: TipoTarifa;
  codigo: string;
  descripcion: string;
  codigo_contable: string;
  precio: string;
  estado: boolean;
}

const COLUMNAS = {
  id: tarifas.id,
  tipo: sql<TipoTarifa>`${tarifas.tipo}`,
  codigo: tarifas.codigo,
  descripcion: tarifas.descripcion,
  codigo_contable: tarifas.codigo_contable,
  precio: tarifas.precio,
  estado: tarifas.estado,
};

const SORTS: SortMap<TarifasQuery['order_by'] extends `${infer F} ${string}` ? F : never> = {
  descripcion: tarifas.descripcion,
  codigo_contable: tarifas.codigo_contable,
  precio: tarifas.precio,
  estado: tarifas.estado,
};

const deTipo = (tipo: TipoTarifa | undefined) => (tipo === undefined ? undefined : eq(tarifas.tipo, tipo));

export async function leerTarifas(db: Database, query: TarifasQuery, limit: number, offset: number): Promise<TarifaRow[]> {
  return db
    .select(COLUMNAS)
    .from(tarifas)
    .where(deTipo(query.tipo))
    .orderBy(...orderByClause(listOrder(query.order_by, SORTS, tarifas.id)))
    .limit(limit)
    .offset(offset);
}

export async function contarTarifas(db: Database, tipo: TipoTarifa | undefined): Promise<number> {
  const [row] = await db.select({ n: count() }).from(tarifas).where(deTipo(tipo));
  return row?.n ?? 0;
}

export async function tarifaRow(db: Database, id: number): Promise<TarifaRow | undefined> {
  const [row] = await db.select(COLUMNAS).from(tarifas).where(eq(tarifas.id, id));
  return row;
}

export async function insertarTarifa(db: Database, values: Omit<TarifaRow, 'id'>): Promise<TarifaRow> {
  const [row] = await db.insert(tarifas).values(values).returning(COLUMNAS);
  if (!row) throw new Error('insert into tarifas returned nothing');
  return row;
}

export async function actualizarTarifaRow(db: Database, id: number, values: Partial<Omit<TarifaRow, 'id' | 'tipo'>>): Promise<TarifaRow | undefined> {
  const set = Object.fromEntries(Object.entries(values).filter(([, value]) => value !== undefined));
  const [row] = await db
    .update(tarifas)
    .set({ ...set, updated_at: new Date() })
    .where(eq(tarifas.id, id))
    .returning(COLUMNAS);
  return row;
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
