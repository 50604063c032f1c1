/**
 * The parameter tree's queries (`/parametros`): a subtree in one recursive query, a parameter's
 * chain of ancestors, its texts, and the writes. The tables are the reference area's
 * (referencia/tables.ts), which every option list reads.
 */
import { and, eq, inArray, max, sql } from 'drizzle-orm';
import { IDIOMA_ID, type TextoParametro } from '@dapcon/contract';
import { executeRows, type Database, type Transaction } from '../../db/database';
import { parametros, parametrosTextos } from '../referencia';

/** A parameter's own columns. */
export interface FilaParametro {
  param_id: string;
  param_padre_id: string | null;
  param_order: number;
  param_permiso: number;
  param_admite_hijos: boolean;
  activo: boolean;
  param_nombre: string;
}

/** A row of a subtree: the parameter and its Texto 1 in the language asked for. */
export interface FilaNodo extends FilaParametro {
  pt_texto: string;
}

/** Deepest the tree is walked (a guard: the tree is a few levels deep). */
const MAX_PROFUNDIDAD = 64;

/** Where a subtree starts: the top level (but `excluir`), or the children of one parameter. */
export type InicioSubarbol = { raices: true; excluir: readonly string[] } | { padre: string };

/**
 * The active parameters from `inicio` down (`profundidad` levels; 1: that level alone), each with
 * its Texto 1 in `idioma` (Spanish, then its internal name, where missing), ordered by order and
 * ID. `nivelMinimo` leaves out the parameters of a lower permission level, and all below them
 * (profile 2 does not see level 0).
 */
export async function listSubarbol(
  db: Database,
  inicio: InicioSubarbol,
  { idioma, profundidad, nivelMinimo }: { idioma: number; profundidad: number; nivelMinimo: number },
): Promise<FilaNodo[]> {
  const desde =
    'padre' in inicio
      ? sql`p.param_padre_id = ${inicio.padre}`
      : inicio.excluir.length > 0
        ? sql`p.param_padre_id is null and p.param_id not in (${sql.join(
            inicio.excluir.map((id) => sql`${id}`),
            sql`, `,
          )})`
        : sql`p.param_padre_id is null`;
  const hasta = Math.min(profundidad, MAX_PROFUNDIDAD);
  return executeRows<FilaNodo>(
    db,
    sql`with recursive arbol(param_id, nivel) as (
        select p.param_id, 1 from parametros p
         where ${desde} and p.activo and p.param_permiso >= ${nivelMinimo}
        union
        select h.param_id, a.nivel + 1 from parametros h join arbol a on h.param_padre_id = a.param_id
         where a.nivel < ${hasta} and h.activo and h.param_permiso >= ${nivelMinimo}
      )
      select distinct p.param_id, p.param_padre_id, p.param_order, p.param_permiso::int as param_permiso,
             p.param_admite_hijos, p.activo, p.param_nombre,
             coalesce(tl.pt_texto, te.pt_texto, p.param_nombre) as pt_texto
        from arbol a
        join parametros p on p.param_id = a.param_id
        left join parametros_textos tl on tl.pt_param_id = p.param_id and tl.pt_idioma_id = ${idioma}
        left join parametros_textos te on te.pt_param_id = p.param_id and te.pt_idioma_id = ${IDIOMA_ID.es}
       order by p.param_order, p.param_id`,
  );
}

/**
 * A parameter and its ancestors, the parameter first and the top-level one last; empty when it does
 * not exist.
 */
export async function listCadena(db: Database | Transaction, id: string): Promise<FilaParametro[]> {
  const rows = await executeRows<FilaParametro & { nivel: number }>(
    db,
    sql`with recursive cadena(param_id, param_padre_id, nivel) as (
        select p.param_id, p.param_padre_id, 0 from parametros p where p.param_id = ${id}
        union all
        select p.param_id, p.param_padre_id, c.nivel + 1 from parametros p join cadena c on p.param_id = c.param_padre_id
         where c.nivel < ${MAX_PROFUNDIDAD}
      )
      select p.param_id, p.param_padre_id, p.param_order, p.param_permiso::int as param_permiso,
             p.param_admite_hijos, p.activo, p.param_nombre, c.nivel
        from cadena c join parametros p on p.param_id = c.param_id
       order by c.nivel`,
  );
  return rows.map(({ nivel: _nivel, ...fila }) => fila);
}

/** A parameter's texts, by language. */
export function listTextos(db: Database | Transaction, id: string): Promise<TextoParametro[]> {
  return db
    .select({
      pt_idioma_id: parametrosTextos.pt_idioma_id,
      pt_texto: parametrosTextos.pt_texto,
      pt_texto2: parametrosTextos.pt_texto2,
      pt_descripcion: parametrosTextos.pt_descripcion,
    })
    .from(parametrosTextos)
    .where(eq(parametrosTextos.pt_param_id, id))
    .orderBy(parametrosTextos.pt_idioma_id);
}

/** Which of `ids` exist (active or not). */
export async function existingIds(db: Database | Transaction, ids: readonly string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: parametros.param_id })
    .from(parametros)
    .where(inArray(parametros.param_id, [...ids]));
  return new Set(rows.map((row) => row.id));
}

/** The next order in a folder: one past its children's highest (1 for an empty folder). */
export async function siguienteOrden(db: Database | Transaction, padre: string): Promise<number> {
  const [row] = await db
    .select({ orden: max(parametros.param_order) })
    .from(parametros)
    .where(eq(parametros.param_padre_id, padre));
  return (row?.orden ?? 0) + 1;
}

/** What a save writes of a language: its texts, or null to remove them. */
export interface TextoGuardado {
  pt_idioma_id: number;
  texto: { pt_texto: string; pt_texto2: string | null; pt_descripcion: string | null } | null;
}

/** Writes the texts of the languages given (the others stay as they are). */
export async function guardarTextos(tx: Transaction, id: string, textos: readonly TextoGuardado[]): Promise<void> {
  for (const { pt_idioma_id, texto } of textos) {
    if (texto === null) {
      await tx.delete(parametrosTextos).where(and(eq(parametrosTextos.pt_param_id, id), eq(parametrosTextos.pt_idioma_id, pt_idioma_id)));
      continue;
    }
    await tx
      .insert(parametrosTextos)
      .values({ pt_param_id: id, pt_idioma_id, ...texto })
      .onConflictDoUpdate({ target: [parametrosTextos.pt_param_id, parametrosTextos.pt_idioma_id], set: texto });
  }
}

/** Inserts a parameter. */
export async function insertParametro(tx: Transaction, fila: FilaParametro): Promise<void> {
  await tx.insert(parametros).values(fila);
}

/** Updates a parameter's columns. */
export async function updateParametro(db: Database | Transaction, id: string, cambios: Partial<Omit<FilaParametro, 'param_id'>>): Promise<void> {
  if (Object.keys(cambios).length === 0) return;
  await db.update(parametros).set(cambios).where(eq(parametros.param_id, id));
}
