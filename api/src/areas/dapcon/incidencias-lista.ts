/**
 * The tickets (issue 16 step 5; docs/home.md 'Tickets, as built'): `GET /incidencias`, the incidents
 * the caller reaches on the list kit (lib/list.ts, docs/lists.md: a page, or the whole filtered,
 * sorted list as a streamed Excel file), and `GET /incidencias/:id`, one incident with its thread and
 * what the caller may do with it now.
 *
 * Who reaches what is the incidents' own rule (incidencias.ts `alcanceDe`, the same as
 * `GET /incidencias/dapcon-incidencias`): the administration all; a company the incidents of its own
 * declarations; a consultant-module account those of the declarations it authors or verifies. The
 * reach is one more condition of the WHERE (a filter only narrows it) and part of the totals' key.
 * One incident is reached as its declaration is (acceso.ts): anyone else gets 404.
 */
import { and, count, eq, like, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  INCIDENCIAS_EXCEL_NAME,
  veredictoAccion,
  type IncidenciaDetalle,
  type IncidenciaListItem,
  type IncidenciasListQuery,
  type INCIDENCIAS_SORTABLE,
  type OrderBy,
} from '@dapcon/contract';
import type { FastifyBaseLogger, FastifyReply } from 'fastify';
import type { AuthUser } from '../../auth/access';
import { unaccentLower } from '../../db/columns';
import type { Database } from '../../db/database';
import { NotFoundError } from '../../errors';
import type { Lang } from '../../lib/lang';
import {
  afterCursor,
  containsPattern,
  cursorKeyOf,
  keysetBatches,
  listOrder,
  orderByClause,
  pageOf,
  sendExcel,
  type Cursor,
  type ExcelColumn,
  type ListOrder,
  type ListTotals,
  type Page,
  type SortMap,
} from '../../lib/list';
import { usuarios } from '../../auth/tables';
import { organizaciones } from '../empresas';
import { idiomas } from '../referencia';
import { alcanceDe, incidenciaPorId, rolEnIncidencia } from './incidencias';
import { condicionAlcance, type AlcanceIncidencias } from './incidencias-repository';
import { nombreCompleto } from './mappers';
import { dapcons, incidencias, incidenciasRespuestas } from './tables';

// ---------------------------------------------------------------- filters and sorts

type IncidenciasSortField = (typeof INCIDENCIAS_SORTABLE)[number];

/** The filters of the tickets list (the query without its paging, order and Excel flag). */
export type IncidenciasListFilters = Pick<IncidenciasListQuery, 'estado' | 'dapcon_id' | 'filter_dapcon' | 'idioma_id'>;

/** When an incident last moved: its newest reply, else its opening (never NULL: a keyset sort key). */
const ultimoMensaje = sql<Date>`coalesce((select max(${incidenciasRespuestas.created_at}) from ${incidenciasRespuestas} where ${incidenciasRespuestas.incidencia_id} = ${incidencias.id}), ${incidencias.created_at})`;

const INCIDENCIAS_SORTS: SortMap<IncidenciasSortField> = {
  ultimo_mensaje: ultimoMensaje,
  created_at: incidencias.created_at,
  dapcon_codigo: sql`coalesce(${dapcons.dapcon_codigo}, '')`,
  titulo: unaccentLower(incidencias.titulo),
};

/** The order of the tickets list for a checked `order_by`, the incident's id breaking ties. */
export function incidenciasListOrder(orderBy: OrderBy<IncidenciasSortField>): ListOrder {
  return listOrder(orderBy, INCIDENCIAS_SORTS, incidencias.id);
}

/**
 * The filters as one WHERE with the caller's reach: open or resolved, one declaration, a text found
 * in its code or product (accents and case ignored), one language.
 */
export function incidenciasListWhere(alcance: AlcanceIncidencias, f: IncidenciasListFilters): SQL | undefined {
  const pattern = f.filter_dapcon === undefined ? undefined : sql`${containsPattern(f.filter_dapcon)}`;
  return and(
    condicionAlcance(alcance),
    f.estado === undefined ? undefined : eq(incidencias.esta_resuelta, f.estado === 'resueltas'),
    f.dapcon_id === undefined ? undefined : eq(incidencias.dapcon_id, f.dapcon_id),
    f.idioma_id === undefined ? undefined : eq(incidencias.idioma_id, f.idioma_id),
    pattern === undefined
      ? undefined
      : or(like(unaccentLower(dapcons.dv_nombre_producto), unaccentLower(pattern)), like(unaccentLower(sql`coalesce(${dapcons.dapcon_codigo}, '')`), unaccentLower(pattern))),
  );
}

// ---------------------------------------------------------------- the reads

const autor = alias(usuarios, 'autor');

const LIST_COLUMNS = {
  id: incidencias.id,
  dapcon_id: incidencias.dapcon_id,
  dapcon_codigo: dapcons.dapcon_codigo,
  dv_nombre_producto: dapcons.dv_nombre_producto,
  idioma_id: incidencias.idioma_id,
  idioma: idiomas.idioma,
  titulo: incidencias.titulo,
  esta_resuelta: incidencias.esta_resuelta,
  autor_nombre: autor.nombre,
  autor_apellidos: autor.apellidos,
  created_at: incidencias.created_at,
  ultimo_mensaje_at: sql<Date>`${ultimoMensaje}`.mapWith(incidencias.created_at),
  respuestas: sql<number>`(select count(*)::int from ${incidenciasRespuestas} where ${incidenciasRespuestas.incidencia_id} = ${incidencias.id})`,
};

/** A row of the tickets list as read. */
export interface IncidenciaListRow {
  id: number;
  dapcon_id: number;
  dapcon_codigo: string | null;
  dv_nombre_producto: string;
  idioma_id: number;
  idioma: string;
  titulo: string;
  esta_resuelta: boolean;
  autor_nombre: string | null;
  autor_apellidos: string | null;
  created_at: Date;
  ultimo_mensaje_at: Date;
  respuestas: number;
}

function base(db: Database, columns: typeof LIST_COLUMNS | (typeof LIST_COLUMNS & { cursor_key: SQL<string> })) {
  return db
    .select(columns)
    .from(incidencias)
    .innerJoin(dapcons, eq(dapcons.id, incidencias.dapcon_id))
    .innerJoin(organizaciones, eq(organizaciones.org_id, dapcons.org_id))
    .innerJoin(idiomas, eq(idiomas.id, incidencias.idioma_id))
    .leftJoin(autor, eq(autor.id, incidencias.creada_por));
}

/** A page of the tickets list. */
export function incidenciasListPage(db: Database, where: SQL | undefined, order: ListOrder, limit: number, offset: number): Promise<IncidenciaListRow[]> {
  return base(db, LIST_COLUMNS)
    .where(where)
    .orderBy(...orderByClause(order))
    .limit(limit)
    .offset(offset);
}

/** How many incidents pass. */
export async function countIncidenciasList(db: Database, where: SQL | undefined): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(incidencias)
    .innerJoin(dapcons, eq(dapcons.id, incidencias.dapcon_id))
    .innerJoin(organizaciones, eq(organizaciones.org_id, dapcons.org_id))
    .where(where);
  return row?.n ?? 0;
}

/** The next keyset batch of the tickets list (the Excel file). */
export function incidenciasListAfter(
  db: Database,
  where: SQL | undefined,
  order: ListOrder,
  after: Cursor | null,
  limit: number,
): Promise<(IncidenciaListRow & { cursor_key: string })[]> {
  return base(db, { ...LIST_COLUMNS, cursor_key: cursorKeyOf(order) })
    .where(and(where, after === null ? undefined : afterCursor(order, after)))
    .orderBy(...orderByClause(order))
    .limit(limit) as Promise<(IncidenciaListRow & { cursor_key: string })[]>;
}

// ---------------------------------------------------------------- the answers

/** A row as the contract answers it. */
export function incidenciaListItem(row: IncidenciaListRow): IncidenciaListItem {
  return {
    id: row.id,
    dapcon_id: row.dapcon_id,
    dapcon_codigo: row.dapcon_codigo,
    dv_nombre_producto: row.dv_nombre_producto,
    idioma_id: row.idioma_id,
    idioma: row.idioma,
    dapcon_incidencias_titulo: row.titulo,
    esta_resuelta: row.esta_resuelta,
    autor: nombreCompleto(row.autor_nombre, row.autor_apellidos),
    created_at: row.created_at.toISOString(),
    ultimo_mensaje_at: row.ultimo_mensaje_at.toISOString(),
    respuestas: row.respuestas,
  };
}

/** The WHERE, order and totals' key of a query for a caller. */
async function prepared(db: Database, user: AuthUser, query: IncidenciasListQuery) {
  const alcance = await alcanceDe(db, user, undefined);
  const { page: _page, order_by: _order, to_excel: _excel, ...filters } = query;
  // The caller's reach is part of the key: two companies with the same filters have different totals.
  const totalsKey = `incidencias ${JSON.stringify(alcance)} ${JSON.stringify(filters)}`;
  return { where: incidenciasListWhere(alcance, filters), order: incidenciasListOrder(query.order_by), totalsKey };
}

/** GET /incidencias: a page of the incidents the caller reaches, filtered and sorted. */
export async function incidenciasPage(db: Database, user: AuthUser, query: IncidenciasListQuery, totals: ListTotals): Promise<Page<IncidenciaListItem>> {
  const { where, order, totalsKey } = await prepared(db, user, query);
  const page = await pageOf(query.page, {
    rows: (limit, offset) => incidenciasListPage(db, where, order, limit, offset),
    total: () => totals.get(totalsKey, () => countIncidenciasList(db, where)),
  });
  return { ...page, data: page.data.map(incidenciaListItem) };
}

/** The Excel file's texts, in the caller's language. */
export const INCIDENCIAS_EXCEL_TEXTS = {
  es: {
    sheet: 'Incidencias',
    titulo: 'Título',
    codigo: 'Código DAPcon',
    producto: 'Producto',
    idioma: 'Idioma',
    autor: 'Abierta por',
    fecha: 'Fecha',
    ultimo: 'Último mensaje',
    respuestas: 'Respuestas',
    estado: 'Estado',
    abierta: 'Abierta',
    resuelta: 'Resuelta',
  },
  ca: {
    sheet: 'Incidències',
    titulo: 'Títol',
    codigo: 'Codi DAPcon',
    producto: 'Producte',
    idioma: 'Idioma',
    autor: 'Oberta per',
    fecha: 'Data',
    ultimo: 'Darrer missatge',
    respuestas: 'Respostes',
    estado: 'Estat',
    abierta: 'Oberta',
    resuelta: 'Resolta',
  },
} as const satisfies Record<Lang, Record<string, string>>;

/** The Excel's columns: the list's. */
export function incidenciasExcelColumns(lang: Lang): ExcelColumn<IncidenciaListRow>[] {
  const t = INCIDENCIAS_EXCEL_TEXTS[lang];
  return [
    { header: t.titulo, width: 40, kind: 'text', value: (row) => row.titulo },
    { header: t.codigo, width: 18, kind: 'text', value: (row) => row.dapcon_codigo },
    { header: t.producto, width: 40, kind: 'text', value: (row) => row.dv_nombre_producto },
    { header: t.idioma, width: 8, kind: 'text', value: (row) => row.idioma.toUpperCase() },
    { header: t.autor, width: 28, kind: 'text', value: (row) => nombreCompleto(row.autor_nombre, row.autor_apellidos) },
    { header: t.fecha, width: 14, kind: 'day', value: (row) => row.created_at },
    { header: t.ultimo, width: 16, kind: 'day', value: (row) => row.ultimo_mensaje_at },
    { header: t.respuestas, width: 12, kind: 'number', value: (row) => row.respuestas },
    { header: t.estado, width: 12, kind: 'text', value: (row) => (row.esta_resuelta ? t.resuelta : t.abierta) },
  ];
}

/** GET /incidencias?to_excel=true: the whole list the caller reaches, filtered and sorted, as `<YYYY-MM-DD>_Incidencias.xlsx`. */
export async function incidenciasExcel(
  db: Database,
  user: AuthUser,
  query: IncidenciasListQuery,
  lang: Lang,
  totals: ListTotals,
  reply: FastifyReply,
  log: FastifyBaseLogger,
): Promise<FastifyReply> {
  const { where, order, totalsKey } = await prepared(db, user, query);
  const total = await totals.get(totalsKey, () => countIncidenciasList(db, where));
  const rows = keysetBatches(
    (after, limit) => incidenciasListAfter(db, where, order, after, limit),
    (row) => ({ key: row.cursor_key, id: row.id }),
  );
  return sendExcel(reply, { name: INCIDENCIAS_EXCEL_NAME, sheet: INCIDENCIAS_EXCEL_TEXTS[lang].sheet, columns: incidenciasExcelColumns(lang), total, rows }, log);
}

// ---------------------------------------------------------------- one incident

/**
 * GET /incidencias/:id: one incident of a declaration the caller takes part in (else 404, as for an id
 * that does not exist), with its thread oldest first, its language's code, its declaration's state and
 * what the caller may do with it now (`PERMISOS_DAPCON`; no reply to a resolved incident).
 */
export async function incidenciaDetalle(db: Database, user: AuthUser, id: number): Promise<IncidenciaDetalle> {
  const { dapconId, rol } = await rolEnIncidencia(db, user, id);
  const [extra] = await db
    .select({ estado: dapcons.estado, idioma: idiomas.idioma })
    .from(incidencias)
    .innerJoin(dapcons, eq(dapcons.id, incidencias.dapcon_id))
    .innerJoin(idiomas, eq(idiomas.id, incidencias.idioma_id))
    .where(and(eq(incidencias.id, id), eq(incidencias.dapcon_id, dapconId)))
    .limit(1);
  if (!extra) throw new NotFoundError();
  const incidencia = await incidenciaPorId(db, id);
  const acciones: IncidenciaDetalle['acciones'] = [];
  if (!incidencia.esta_resuelta && veredictoAccion('responder_incidencia', rol, extra.estado) === 'permitida') acciones.push('responder_incidencia');
  if (veredictoAccion('resolver_incidencia', rol, extra.estado) === 'permitida') acciones.push('resolver_incidencia');
  return { ...incidencia, idioma: extra.idioma, dapcon_estado: extra.estado, acciones };
}
