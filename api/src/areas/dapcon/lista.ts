/**
 * The DAPcon lists (`GET /dapcon`: `/dapcon` and `/verificar-dapcon`; spec part 2 §2.1, §7.5;
 * docs/dapcon-lifecycle.md step 5), on the list kit (lib/list.ts, docs/lists.md): a page, or the
 * whole filtered, sorted list as a streamed Excel file.
 *
 * Who sees what is decided here, from the session, whatever the query says (docs/decisions.md,
 * "DAPcon lists"): a company its own declarations; a consultant those it authored, or with
 * `verificar=true` those assigned to it as verifier; the administration all, or with `verificar=true`
 * the declarations in verification unless it asks for another state. The caller's reach is one more
 * condition of the WHERE, so a filter (`organizacion_id` of another company) can only narrow it.
 *
 * One query per page: the company, the RCP and the parent's code are joined, and the languages are
 * aggregated in the same statement (a correlated `json_agg` per row of the page), never a query per row.
 */
import { and, count, eq, gte, like, lte, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  DAPCON_EXCEL_NAME,
  estadoDapconTextos,
  type DapconListItem,
  type DapconListQuery,
  type DAPCON_SORTABLE,
  type EstadoDapcon,
  type EstadoDapconIdioma,
  type OrderBy,
} from '@dapcon/contract';
import type { FastifyBaseLogger, FastifyReply } from 'fastify';
import type { AuthUser } from '../../auth/access';
import { unaccentLower } from '../../db/columns';
import type { Database } from '../../db/database';
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
import { findConsultorIdOfUsuario } from '../consultores';
import { findOrganizacionOfUsuario, organizaciones } from '../empresas';
import { rcps } from '../rcp';
import { idiomas } from '../referencia';
import { dapconIdiomas, dapconPagos, dapcons } from './tables';

// ---------------------------------------------------------------- who sees what

/** The declarations a caller reaches in a list: a condition of the WHERE, and its name for the totals' key. */
export interface DapconAlcance {
  /** 'administracion', 'empresa:12', 'consultor:3', 'verificador:3' or 'ninguna'. */
  key: string;
  where: SQL | undefined;
}

const NINGUNA: DapconAlcance = { key: 'ninguna', where: sql`false` };

/**
 * The declarations `user` reaches: a company its own (none as a verifier); a consultant those it
 * authored, or those it verifies with `verificar`; the administration all. Another module, or an
 * account without its company or consultant row, reaches none.
 */
export async function alcanceDapcon(db: Database, user: AuthUser, verificar: boolean): Promise<DapconAlcance> {
  switch (user.modulo_app) {
    case 'administrador':
      return { key: 'administracion', where: undefined };
    case 'organizacion': {
      if (verificar) return NINGUNA;
      const org = await findOrganizacionOfUsuario(db, user.id);
      return org ? { key: `empresa:${org.org_id}`, where: eq(dapcons.org_id, org.org_id) } : NINGUNA;
    }
    case 'consultor': {
      const id = await findConsultorIdOfUsuario(db, user.id);
      if (id === undefined) return NINGUNA;
      return verificar ? { key: `verificador:${id}`, where: eq(dapcons.verificador_id, id) } : { key: `consultor:${id}`, where: eq(dapcons.consultor_id, id) };
    }
    default:
      return NINGUNA;
  }
}

/**
 * The state a list filters by: the one asked for; for the administration's verification list
 * (`verificar=true`) without one, `en_verificacion` (its work queue; every state stays one choice away).
 */
export function estadoFiltrado(user: AuthUser, query: Pick<DapconListQuery, 'estado' | 'verificar'>): EstadoDapcon | undefined {
  if (query.estado !== undefined) return query.estado;
  return query.verificar === true && user.modulo_app === 'administrador' ? 'en_verificacion' : undefined;
}

// ---------------------------------------------------------------- filters and sorts

/** The filters of a DAPcon list, once the caller's defaults are applied. */
export type DapconListFilters = Pick<
  DapconListQuery,
  'filter_text' | 'idioma_id' | 'organizacion_id' | 'rcp_id' | 'valido_hasta_desde' | 'valido_hasta_hasta' | 'pendiente_pago'
> & {
  estado?: EstadoDapcon | undefined;
};

/**
 * The filters as one WHERE with the caller's reach: the state, a publication language, the company,
 * the RCP, the validity's last day between two days (both included; a declaration without one is
 * left out), a text found anywhere in the code or the product (accents and case ignored), and the
 * payment (`pendiente_pago`: true those without a paid payment — no row, or a row without its date —,
 * false those paid; docs/finanzas.md 'DAPcon payments'), an EXISTS on `dapcon_pagos` so the WHERE
 * still reads only `dapcons` (the count joins nothing).
 */
export function dapconListWhere(alcance: DapconAlcance, f: DapconListFilters): SQL | undefined {
  const d = dapcons;
  const pattern = f.filter_text === undefined ? undefined : containsPattern(f.filter_text);
  return and(
    alcance.where,
    f.estado === undefined ? undefined : eq(d.estado, f.estado),
    f.idioma_id === undefined
      ? undefined
      : sql`exists (select 1 from ${dapconIdiomas} where ${dapconIdiomas.dapcon_id} = ${d.id} and ${dapconIdiomas.idioma_id} = ${f.idioma_id})`,
    f.organizacion_id === undefined ? undefined : eq(d.org_id, f.organizacion_id),
    f.rcp_id === undefined ? undefined : eq(d.rcp_id, f.rcp_id),
    f.valido_hasta_desde === undefined ? undefined : gte(d.dapcon_valido_hasta, f.valido_hasta_desde),
    f.valido_hasta_hasta === undefined ? undefined : lte(d.dapcon_valido_hasta, f.valido_hasta_hasta),
    f.pendiente_pago === undefined ? undefined : f.pendiente_pago ? sql`not ${pagadaSql(d.id)}` : pagadaSql(d.id),
    pattern === undefined
      ? undefined
      : or(like(unaccentLower(d.dv_nombre_producto), unaccentLower(sql`${pattern}`)), like(unaccentLower(sql`coalesce(${d.dapcon_codigo}, '')`), unaccentLower(sql`${pattern}`))),
  );
}

/** Whether declaration `id` has a paid payment (the unique index on `dapcon_pagos.dapcon_id` serves it). */
function pagadaSql(id: SQL | typeof dapcons.id): SQL {
  return sql`exists (select 1 from ${dapconPagos} where ${dapconPagos.dapcon_id} = ${id} and ${dapconPagos.pagado} is not null)`;
}

type DapconSortField = (typeof DAPCON_SORTABLE)[number];

/**
 * What each sort field sorts by. Sort keys are never NULL (the keyset needs it): a declaration
 * without a code ('—') sorts after every code ascending and before them descending (a code is
 * keyed '0' + code, none '1', which orders so in any collation), one without a validity as
 * 9999-12-31 (last ascending): the rows without the value at the end of the natural order, the
 * descending one its mirror (docs/decisions.md).
 */
const DAPCON_SORTS: SortMap<DapconSortField> = {
  dapcon_codigo: sql`case when ${dapcons.dapcon_codigo} is null then '1' else '0' || ${dapcons.dapcon_codigo} end`,
  dv_nombre_producto: unaccentLower(dapcons.dv_nombre_producto),
  org_nombre: organizaciones.nombre_busqueda,
  dapcon_fecha_creacion: dapcons.dapcon_fecha_creacion,
  dapcon_valido_hasta: sql`coalesce(${dapcons.dapcon_valido_hasta}, '9999-12-31'::date)`,
};

/** The order of a DAPcon list for a checked `order_by`, the id breaking ties. */
export function dapconListOrder(orderBy: OrderBy<DapconSortField>): ListOrder {
  return listOrder(orderBy, DAPCON_SORTS, dapcons.id);
}

// ---------------------------------------------------------------- the reads

/** A language of a row, as the aggregate reads it. */
export interface DapconListIdioma {
  idioma_id: number;
  idioma: string;
  dapcon_idioma_estado: EstadoDapconIdioma;
  inscripcion_ecoplatform: boolean;
}

const padre = alias(dapcons, 'padre');

const LIST_COLUMNS = {
  id: dapcons.id,
  dapcon_codigo: dapcons.dapcon_codigo,
  dv_nombre_producto: dapcons.dv_nombre_producto,
  org_id: dapcons.org_id,
  org_nombre: organizaciones.org_nombre,
  rcp_equivalencia: rcps.equivalencia,
  estado: dapcons.estado,
  dapcon_fecha_creacion: dapcons.dapcon_fecha_creacion,
  dapcon_valido_desde: dapcons.dapcon_valido_desde,
  dapcon_valido_hasta: dapcons.dapcon_valido_hasta,
  id_padre: dapcons.id_padre,
  codigo_padre: padre.dapcon_codigo,
  secuencia: dapcons.secuencia,
  pagado: dapconPagos.pagado,
  pago_importe: dapconPagos.importe,
  // The row's languages in the same statement, by id (the primary key's index serves it).
  idiomas: sql<DapconListIdioma[]>`(
    select coalesce(json_agg(json_build_object(
             'idioma_id', di.idioma_id, 'idioma', i.idioma,
             'dapcon_idioma_estado', di.dapcon_idioma_estado, 'inscripcion_ecoplatform', di.inscripcion_ecoplatform
           ) order by di.idioma_id), '[]'::json)
      from ${dapconIdiomas} di join ${idiomas} i on i.id = di.idioma_id
     where di.dapcon_id = ${dapcons.id})`,
};

/** A row of a DAPcon list as read. */
export interface DapconListRow {
  id: number;
  dapcon_codigo: string | null;
  dv_nombre_producto: string;
  org_id: number;
  org_nombre: string;
  rcp_equivalencia: string;
  estado: EstadoDapcon;
  dapcon_fecha_creacion: Date;
  dapcon_valido_desde: string | null;
  dapcon_valido_hasta: string | null;
  id_padre: number | null;
  codigo_padre: string | null;
  secuencia: number;
  /** The payment's date and amount (the left-joined `dapcon_pagos` row; null without one). */
  pagado: string | null;
  pago_importe: string | null;
  idiomas: DapconListIdioma[];
}

/** A page of a DAPcon list: the rows that pass, in order, with their languages. */
export function dapconListPage(db: Database, where: SQL | undefined, order: ListOrder, limit: number, offset: number): Promise<DapconListRow[]> {
  return db
    .select(LIST_COLUMNS)
    .from(dapcons)
    .innerJoin(organizaciones, eq(organizaciones.org_id, dapcons.org_id))
    .innerJoin(rcps, eq(rcps.id, dapcons.rcp_id))
    .leftJoin(padre, eq(padre.id, dapcons.id_padre))
    .leftJoin(dapconPagos, eq(dapconPagos.dapcon_id, dapcons.id))
    .where(where)
    .orderBy(...orderByClause(order))
    .limit(limit)
    .offset(offset);
}

/** How many declarations pass (the WHERE reads only `dapcons`: no join is counted). */
export async function countDapconList(db: Database, where: SQL | undefined): Promise<number> {
  const [row] = await db.select({ n: count() }).from(dapcons).where(where);
  return row?.n ?? 0;
}

/** The next keyset batch of a DAPcon list (the Excel file): rows after `after`, with their cursor key. */
export function dapconListAfter(
  db: Database,
  where: SQL | undefined,
  order: ListOrder,
  after: Cursor | null,
  limit: number,
): Promise<(DapconListRow & { cursor_key: string })[]> {
  return db
    .select({ ...LIST_COLUMNS, cursor_key: cursorKeyOf(order) })
    .from(dapcons)
    .innerJoin(organizaciones, eq(organizaciones.org_id, dapcons.org_id))
    .innerJoin(rcps, eq(rcps.id, dapcons.rcp_id))
    .leftJoin(padre, eq(padre.id, dapcons.id_padre))
    .leftJoin(dapconPagos, eq(dapconPagos.dapcon_id, dapcons.id))
    .where(and(where, after === null ? undefined : afterCursor(order, after)))
    .orderBy(...orderByClause(order))
    .limit(limit);
}

// ---------------------------------------------------------------- the answers

/** A row as the contract answers it. */
export function dapconListItem(row: DapconListRow): DapconListItem {
  return {
    id: row.id,
    dapcon_codigo: row.dapcon_codigo,
    dv_nombre_producto: row.dv_nombre_producto,
    org_id: row.org_id,
    org_nombre: row.org_nombre,
    rcp_equivalencia: row.rcp_equivalencia,
    estado: row.estado,
    idiomas: row.idiomas.map((i) => ({
      idioma_id: i.idioma_id,
      idioma: i.idioma,
      dapcon_idioma_estado: i.dapcon_idioma_estado,
      inscripcion_ecoplatform: i.inscripcion_ecoplatform,
    })),
    dapcon_fecha_creacion: row.dapcon_fecha_creacion.toISOString(),
    dapcon_valido_desde: row.dapcon_valido_desde,
    dapcon_valido_hasta: row.dapcon_valido_hasta,
    id_padre: row.id_padre,
    codigo_padre: row.codigo_padre,
    secuencia: row.secuencia,
    pagado: row.pagado,
    pago: row.pago_importe === null ? null : { importe: row.pago_importe },
  };
}

/** The WHERE, order and totals' key of a query for a caller. */
async function prepared(db: Database, user: AuthUser, query: DapconListQuery) {
  const alcance = await alcanceDapcon(db, user, query.verificar === true);
  const { page: _page, order_by: _order, to_excel: _excel, verificar: _verificar, ...filters } = query;
  const effective: DapconListFilters = { ...filters, estado: estadoFiltrado(user, query) };
  // The caller's reach is part of the key: two companies with the same filters have different totals.
  const totalsKey = `dapcon ${alcance.key} ${JSON.stringify(effective)}`;
  return { where: dapconListWhere(alcance, effective), order: dapconListOrder(query.order_by), totalsKey };
}

/** A page of the declarations the caller reaches, filtered and sorted (docs/lists.md). */
export async function dapconPage(db: Database, user: AuthUser, query: DapconListQuery, totals: ListTotals): Promise<Page<DapconListItem>> {
  const { where, order, totalsKey } = await prepared(db, user, query);
  const page = await pageOf(query.page, {
    rows: (limit, offset) => dapconListPage(db, where, order, limit, offset),
    total: () => totals.get(totalsKey, () => countDapconList(db, where)),
  });
  return { ...page, data: page.data.map(dapconListItem) };
}

/** The Excel file's texts, in the caller's language. */
export const DAPCON_EXCEL_TEXTS = {
  es: {
    sheet: 'DAPcon',
    codigo: 'Código',
    renovado: 'Renovado a partir de N°',
    producto: 'Producto',
    empresa: 'Empresa',
    rcp: 'RCP',
    estado: 'Estado',
    idiomas: 'Estado por idioma',
    creacion: 'Fecha de creación',
    validoHasta: 'Válido hasta',
    estados: estadoDapconTextos('es'),
  },
  ca: {
    sheet: 'DAPcon',
    codigo: 'Codi',
    renovado: 'Renovat a partir del núm.',
    producto: 'Producte',
    empresa: 'Empresa',
    rcp: 'RCP',
    estado: 'Estat',
    idiomas: 'Estat per idioma',
    creacion: 'Data de creació',
    validoHasta: 'Vàlid fins a',
    estados: estadoDapconTextos('ca'),
  },
} as const satisfies Record<Lang, { estados: Record<EstadoDapconIdioma, string> } & Record<string, unknown>>;

/**
 * A row's languages as one text: 'ES: Publicada (ECO Platform) · EN: Publicada', the code of each
 * language, its state and, when registered, ECO Platform.
 */
export function idiomasTexto(row: Pick<DapconListRow, 'idiomas'>, lang: Lang): string {
  const t = DAPCON_EXCEL_TEXTS[lang];
  return row.idiomas
    .map((i) => `${i.idioma.toUpperCase()}: ${t.estados[i.dapcon_idioma_estado]}${i.inscripcion_ecoplatform ? ' (ECO Platform)' : ''}`)
    .join(' · ');
}

/** A 'yyyy-mm-dd' day as an instant of that day in Madrid (noon UTC), for a `day` cell. */
function dayOf(day: string | null): Date | null {
  return day === null ? null : new Date(`${day}T12:00:00.000Z`);
}

/** The Excel's columns: the list's (code and its parent, product, company, state per language, validity) plus the RCP and both dates. */
export function dapconExcelColumns(lang: Lang): ExcelColumn<DapconListRow>[] {
  const t = DAPCON_EXCEL_TEXTS[lang];
  return [
    { header: t.codigo, width: 18, kind: 'text', value: (row) => row.dapcon_codigo },
    { header: t.renovado, width: 22, kind: 'text', value: (row) => (row.id_padre === null ? null : (row.codigo_padre ?? '')) },
    { header: t.producto, width: 44, kind: 'text', value: (row) => row.dv_nombre_producto },
    { header: t.empresa, width: 40, kind: 'text', value: (row) => row.org_nombre },
    { header: t.rcp, width: 10, kind: 'text', value: (row) => row.rcp_equivalencia },
    { header: t.estado, width: 16, kind: 'text', value: (row) => t.estados[row.estado] },
    { header: t.idiomas, width: 50, kind: 'text', value: (row) => idiomasTexto(row, lang) },
    { header: t.creacion, width: 16, kind: 'day', value: (row) => row.dapcon_fecha_creacion },
    { header: t.validoHasta, width: 14, kind: 'day', value: (row) => dayOf(row.dapcon_valido_hasta) },
  ];
}

/**
 * The whole list the caller reaches, filtered and sorted, as `<YYYY-MM-DD>_DAPcon.xlsx`, streamed in
 * keyset batches (the page is ignored); headers and texts in the caller's language.
 */
export async function dapconExcel(
  db: Database,
  user: AuthUser,
  query: DapconListQuery,
  lang: Lang,
  totals: ListTotals,
  reply: FastifyReply,
  log: FastifyBaseLogger,
): Promise<FastifyReply> {
  const { where, order, totalsKey } = await prepared(db, user, query);
  const total = await totals.get(totalsKey, () => countDapconList(db, where));
  const rows = keysetBatches(
    (after, limit) => dapconListAfter(db, where, order, after, limit),
    (row) => ({ key: row.cursor_key, id: row.id }),
  );
  return sendExcel(reply, { name: DAPCON_EXCEL_NAME, sheet: DAPCON_EXCEL_TEXTS[lang].sheet, columns: dapconExcelColumns(lang), total, rows }, log);
}
