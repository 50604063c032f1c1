/**
 * The fee list (`GET /cuotas-anuales`, the /pagos page; spec part 2 §2.16, §7.5) on the list kit
 * (lib/list.ts, docs/lists.md): a page with the exact sums of the whole filtered list (every amount,
 * and the paid ones', by SQL `sum()` over `numeric`), or the whole filtered, sorted list as a streamed
 * Excel file. The caller's reach is one more condition of the WHERE: a company sees its own fees
 * whatever `org_id` it sends.
 */
import { and, count, eq, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import type { FastifyBaseLogger, FastifyReply } from 'fastify';
import { CUOTAS_EXCEL_NAME, type CUOTAS_SORTABLE, type Cuota, type CuotasListQuery, type OrderBy } from '@dapcon/contract';
import type { AuthUser } from '../../auth/access';
import type { Database } from '../../db/database';
import type { Lang } from '../../lib/lang';
import {
  afterCursor,
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
  type SortMap,
} from '../../lib/list';
import { organizaciones } from '../empresas';
import { alcanceCuotas, CUOTA_COLUMNS, type AlcanceCuotas } from './cuotas';
import { cuotas } from './tables';

type CuotasSortField = (typeof CUOTAS_SORTABLE)[number];

/** What each sort field sorts by; never NULL (the keyset needs it): an owed fee sorts as paid on 9999-12-31, one without invoice as ''. */
const CUOTAS_SORTS: SortMap<CuotasSortField> = {
  org_nombre: organizaciones.nombre_busqueda,
  year: cuotas.year,
  pagado: sql`coalesce(${cuotas.pagado}, '9999-12-31'::date)`,
  importe: cuotas.importe,
  num_factura: sql`coalesce(${cuotas.num_factura}, '')`,
};

export function cuotasListOrder(orderBy: OrderBy<CuotasSortField>): ListOrder {
  return listOrder(orderBy, CUOTAS_SORTS, cuotas.id);
}

/** The reach as a condition, and its name for the totals' key. */
function reachOf(alcance: AlcanceCuotas): { key: string; where: SQL | undefined } {
  switch (alcance.kind) {
    case 'todas':
      return { key: 'administracion', where: undefined };
    case 'empresa':
      return { key: `empresa:${alcance.orgId}`, where: eq(cuotas.org_id, alcance.orgId) };
    default:
      return { key: 'ninguna', where: sql`false` };
  }
}

/** The filters as one WHERE (reading only `cuotas`): the company, the fee year, owed (`pendiente=true`) or paid (`false`), the method. */
export function cuotasWhere(reach: SQL | undefined, query: Pick<CuotasListQuery, 'org_id' | 'year' | 'pendiente' | 'metodo_pago'>): SQL | undefined {
  return and(
    reach,
    query.metodo_pago === undefined ? undefined : eq(cuotas.metodo_pago, query.metodo_pago),
    query.org_id === undefined ? undefined : eq(cuotas.org_id, query.org_id),
    query.year === undefined ? undefined : eq(cuotas.year, query.year),
    query.pendiente === undefined ? undefined : query.pendiente ? isNull(cuotas.pagado) : isNotNull(cuotas.pagado),
  );
}

async function prepared(db: Database, user: AuthUser, query: CuotasListQuery) {
  const reach = reachOf(await alcanceCuotas(db, user));
  const filters = { org_id: query.org_id, year: query.year, pendiente: query.pendiente, metodo_pago: query.metodo_pago };
  return {
    where: cuotasWhere(reach.where, filters),
    order: cuotasListOrder(query.order_by),
    totalsKey: `cuotas ${reach.key} ${JSON.stringify(filters)}`,
  };
}

async function countCuotas(db: Database, where: SQL | undefined): Promise<number> {
  const [row] = await db.select({ n: count() }).from(cuotas).where(where);
  return row?.n ?? 0;
}

/** The exact sums of the filtered fees: every amount, and the paid ones' ('0.00' when none). */
export async function sumasCuotas(db: Database, where: SQL | undefined): Promise<{ importe_total: string; importe_pagado: string }> {
  const [row] = await db
    .select({
      importe_total: sql<string>`coalesce(sum(${cuotas.importe}), 0)::numeric(20,2)::text`,
      importe_pagado: sql<string>`coalesce(sum(${cuotas.importe}) filter (where ${cuotas.pagado} is not null), 0)::numeric(20,2)::text`,
    })
    .from(cuotas)
    .where(where);
  return { importe_total: row?.importe_total ?? '0.00', importe_pagado: row?.importe_pagado ?? '0.00' };
}

/** A page of the fees the caller reaches, filtered and sorted, with the sums of the whole filtered list. */
export async function cuotasPage(db: Database, user: AuthUser, query: CuotasListQuery, totals: ListTotals) {
  const { where, order, totalsKey } = await prepared(db, user, query);
  const page = await pageOf<Cuota>(query.page, {
    rows: (limit, offset) =>
      db
        .select(CUOTA_COLUMNS)
        .from(cuotas)
        .innerJoin(organizaciones, eq(organizaciones.org_id, cuotas.org_id))
        .where(where)
        .orderBy(...orderByClause(order))
        .limit(limit)
        .offset(offset),
    total: () => totals.get(totalsKey, () => countCuotas(db, where)),
  });
  return { ...page, ...(await sumasCuotas(db, where)) };
}

/** The Excel file's texts, in the caller's language. */
export const CUOTAS_EXCEL_TEXTS = {
  es: {
    sheet: 'Cuotas',
    organizacion: 'Organización',
    cif: 'CIF',
    year: 'Año de la cuota',
    pagado: 'Fecha de pago',
    importe: 'Importe (€)',
    tipo: 'Tipo',
    factura: 'N° factura',
    pedido: 'N° pedido',
    metodo: 'Método de pago',
    noComisionable: 'No comisionable',
    observaciones: 'Observaciones',
    metodos: { R: 'Domiciliación', T: 'Transferencia' },
    si: 'Sí',
    no: 'No',
  },
  ca: {
    sheet: 'Quotes',
    organizacion: 'Organització',
    cif: 'CIF',
    year: 'Any de la quota',
    pagado: 'Data de pagament',
    importe: 'Import (€)',
    tipo: 'Tipus',
    factura: 'Núm. factura',
    pedido: 'Núm. comanda',
    metodo: 'Mètode de pagament',
    noComisionable: 'No comissionable',
    observaciones: 'Observacions',
    metodos: { R: 'Domiciliació', T: 'Transferència' },
    si: 'Sí',
    no: 'No',
  },
} as const;

/** The Excel's columns: the list's (organisation, CIF, year, payment date, amount) and the rest of the fee. */
export function cuotasExcelColumns(lang: Lang): ExcelColumn<Cuota>[] {
  const t = CUOTAS_EXCEL_TEXTS[lang];
  return [
    { header: t.organizacion, width: 40, kind: 'text', value: (r) => r.org_nombre },
    { header: t.cif, width: 12, kind: 'text', value: (r) => r.org_cif },
    { header: t.year, width: 10, kind: 'number', value: (r) => r.year },
    { header: t.pagado, width: 14, kind: 'day', value: (r) => (r.pagado === null ? null : new Date(`${r.pagado}T12:00:00.000Z`)) },
    { header: t.importe, width: 12, kind: 'number', value: (r) => Number(r.importe) },
    { header: t.tipo, width: 10, kind: 'text', value: (r) => r.tipo },
    { header: t.factura, width: 14, kind: 'text', value: (r) => r.num_factura },
    { header: t.pedido, width: 12, kind: 'text', value: (r) => r.num_order },
    { header: t.metodo, width: 16, kind: 'text', value: (r) => (r.metodo_pago === null ? null : t.metodos[r.metodo_pago]) },
    { header: t.noComisionable, width: 10, kind: 'text', value: (r) => (r.no_comisionable ? t.si : t.no) },
    { header: t.observaciones, width: 40, kind: 'text', value: (r) => r.observaciones },
  ];
}

/** The whole filtered, sorted list as `<YYYY-MM-DD>_Cuotas.xlsx`, streamed in keyset batches. */
export async function cuotasExcel(
  db: Database,
  user: AuthUser,
  query: CuotasListQuery,
  lang: Lang,
  totals: ListTotals,
  reply: FastifyReply,
  log: FastifyBaseLogger,
): Promise<FastifyReply> {
  const { where, order, totalsKey } = await prepared(db, user, query);
  const total = await totals.get(totalsKey, () => countCuotas(db, where));
  const rows = keysetBatches(
    (after: Cursor | null, limit: number) =>
      db
        .select({ ...CUOTA_COLUMNS, cursor_key: cursorKeyOf(order) })
        .from(cuotas)
        .innerJoin(organizaciones, eq(organizaciones.org_id, cuotas.org_id))
        .where(and(where, after === null ? undefined : afterCursor(order, after)))
        .orderBy(...orderByClause(order))
        .limit(limit),
    (row) => ({ key: row.cursor_key, id: row.id }),
  );
  return sendExcel(reply, { name: CUOTAS_EXCEL_NAME, sheet: CUOTAS_EXCEL_TEXTS[lang].sheet, columns: cuotasExcelColumns(lang), total, rows }, log);
}
