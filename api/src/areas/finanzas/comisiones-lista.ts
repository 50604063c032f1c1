/**
 * The commission list (`GET /comisiones`: the company's 'Comisiones' tab and the consultant's; spec
 * part 2 §2.8, §2.11, §7.4) on the list kit (lib/list.ts, docs/lists.md): a page of `limit` rows (20,
 * 40, 60, 80 or 100) with 'Total a pagar' and 'Total pagado' over the whole filtered list (SQL `sum()`
 * over `numeric`), `paginate=false` for the filtered list on one page (at most 1,000), `to_excel=true`
 * for it as a streamed Excel file; and the Excel of a selection (`POST /comisiones/generar_excel`).
 */
import { and, count, eq, gte, isNotNull, isNull, lte, sql, type SQL } from 'drizzle-orm';
import type { FastifyBaseLogger, FastifyReply } from 'fastify';
import {
  COMISIONES_EXCEL_NAME,
  COMISIONES_SIN_PAGINAR_MAX,
  dapconDeComision,
  FINANZAS_MSG,
  type COMISIONES_SORTABLE,
  type Comision,
  type ComisionesPage,
  type ComisionesQuery,
  type OrderBy,
} from '@dapcon/contract';
import type { Database } from '../../db/database';
import { FieldErrors } from '../../errors';
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
import { consultores as consultoresTable } from '../consultores';
import { organizaciones } from '../empresas';
import { parametros as parametrosTable } from '../referencia';
import { dapconPagos, dapcons } from '../dapcon';
import { COMISION_COLUMNS, comisionesJoined, toComision } from './comisiones';
import { comisiones } from './tables';

type ComisionesSortField = (typeof COMISIONES_SORTABLE)[number];

/** What each sort field sorts by; never NULL (the keyset needs it): an unpaid commission sorts as paid on 9999-12-31. */
const COMISIONES_SORTS: SortMap<ComisionesSortField> = {
  year: comisiones.year,
  fecha_pago: sql`coalesce(${comisiones.fecha_pago}, '9999-12-31'::date)`,
  org_nombre: organizaciones.nombre_busqueda,
  importe: comisiones.importe,
  total_comision: comisiones.total_comision,
};

function comisionesOrder(orderBy: OrderBy<ComisionesSortField>): ListOrder {
  return listOrder(orderBy, COMISIONES_SORTS, comisiones.id);
}

/**
 * The filters as one WHERE (reading `comisiones` only). Paid only and unpaid only together, or the
 * dates the wrong way round, are a 422 under the field.
 */
export function comisionesWhere(query: ComisionesQuery): SQL | undefined {
  const errors = new FieldErrors();
  if (query.es_pagado === true && query.no_pagado === true) errors.add('no_pagado', FINANZAS_MSG.pagadasYNoPagadas);
  if (query.fecha_desde !== undefined && query.fecha_hasta !== undefined && query.fecha_desde > query.fecha_hasta) errors.add('fecha_hasta', FINANZAS_MSG.fechasInvertidas);
  errors.throwIfAny();
  const agente = query.comisionista_id ?? query.rema_id;
  return and(
    agente === undefined ? undefined : eq(comisiones.consultor_id, agente),
    query.org_id === undefined ? undefined : eq(comisiones.org_id, query.org_id),
    query.es_pagado === true || query.no_pagado === false ? isNotNull(comisiones.fecha_pago) : undefined,
    query.no_pagado === true || query.es_pagado === false ? isNull(comisiones.fecha_pago) : undefined,
    query.fecha_desde === undefined ? undefined : gte(comisiones.fecha_pago, query.fecha_desde),
    query.fecha_hasta === undefined ? undefined : lte(comisiones.fecha_pago, query.fecha_hasta),
    query.tipo === undefined ? undefined : eq(comisiones.tipo_comision, query.tipo),
    query.year === undefined ? undefined : eq(comisiones.year, query.year),
  );
}

async function countComisiones(db: Database, where: SQL | undefined): Promise<number> {
  const [row] = await db.select({ n: count() }).from(comisiones).where(where);
  return row?.n ?? 0;
}

/** 'Total a pagar' (unpaid) and 'Total pagado' of the filtered commissions, exact ('0.00' when none). */
async function sumasComisiones(db: Database, where: SQL | undefined): Promise<{ total_a_pagar: string; total_pagado: string }> {
  const [row] = await db
    .select({
      total_a_pagar: sql<string>`coalesce(sum(${comisiones.total_comision}) filter (where ${comisiones.fecha_pago} is null), 0)::numeric(20,2)::text`,
      total_pagado: sql<string>`coalesce(sum(${comisiones.total_comision}) filter (where ${comisiones.fecha_pago} is not null), 0)::numeric(20,2)::text`,
    })
    .from(comisiones)
    .where(where);
  return { total_a_pagar: row?.total_a_pagar ?? '0.00', total_pagado: row?.total_pagado ?? '0.00' };
}

/** A page of the filtered, sorted commissions, with their sums. */
export async function comisionesPage(db: Database, query: ComisionesQuery, totals: ListTotals, lang: Lang = 'es'): Promise<ComisionesPage> {
  const where = comisionesWhere(query);
  const order = comisionesOrder(query.order_by);
  const { to_excel: _e, page: _p, order_by: _o, ...filters } = query;
  const totalsKey = `comisiones ${JSON.stringify(filters)}`;
  const sinPaginar = query.paginate === false;
  const perPage = sinPaginar ? COMISIONES_SIN_PAGINAR_MAX : query.limit;
  const page = await pageOf(
    sinPaginar ? 1 : query.page,
    {
      rows: (limit, offset) =>
        comisionesJoined(db)
          .where(where)
          .orderBy(...orderByClause(order))
          .limit(limit)
          .offset(offset),
      total: () => totals.get(totalsKey, () => countComisiones(db, where)),
    },
    perPage,
  );
  return { ...page, data: page.data.map((row) => toComision(row, lang)), ...(await sumasComisiones(db, where)) };
}

/** The Excel file's texts, in the caller's language. */
export const COMISIONES_EXCEL_TEXTS = {
  es: {
    sheet: 'Comisiones',
    comisionista: 'Comisionista',
    nif: 'NIF',
    organizacion: 'Organización',
    cif: 'CIF',
    comision: 'Comisión',
    dapcon: 'DAPcon',
    tipo: 'Tipo',
    referencia: 'N° factura',
    importe: 'Importe (€)',
    porcentaje: 'Porcentaje (%)',
    total: 'Total comisión (€)',
    year: 'Año',
    pagado: 'Fecha de pago',
    observaciones: 'Observaciones',
    tipos: {
      comision_alta_empresa: 'Alta de empresa',
      comision_renovacion_empresa: 'Renovación de empresa',
      comision_alta_dapcon: 'Alta de DAPcon',
      comision_renovacion_dapcon: 'Renovación de DAPcon',
    },
  },
  ca: {
    sheet: 'Comissions',
    comisionista: 'Comissionista',
    nif: 'NIF',
    organizacion: 'Organització',
    cif: 'CIF',
    comision: 'Comissió',
    dapcon: 'DAPcon',
    tipo: 'Tipus',
    referencia: 'Núm. factura',
    importe: 'Import (€)',
    porcentaje: 'Percentatge (%)',
    total: 'Total comissió (€)',
    year: 'Any',
    pagado: 'Data de pagament',
    observaciones: 'Observacions',
    tipos: {
      comision_alta_empresa: "Alta d'empresa",
      comision_renovacion_empresa: "Renovació d'empresa",
      comision_alta_dapcon: 'Alta de DAPcon',
      comision_renovacion_dapcon: 'Renovació de DAPcon',
    },
  },
} as const;

/** The Excel's columns. */
export function comisionesExcelColumns(lang: Lang): ExcelColumn<Comision>[] {
  const t = COMISIONES_EXCEL_TEXTS[lang];
  return [
    { header: t.comisionista, width: 32, kind: 'text', value: (r) => r.consultor.nombre_completo },
    { header: t.nif, width: 12, kind: 'text', value: (r) => r.consultor.consultor_nif },
    { header: t.organizacion, width: 36, kind: 'text', value: (r) => r.organizacion.org_nombre },
    { header: t.cif, width: 12, kind: 'text', value: (r) => r.organizacion.org_cif },
    { header: t.comision, width: 36, kind: 'text', value: (r) => r.comision_nombre },
    { header: t.tipo, width: 22, kind: 'text', value: (r) => t.tipos[r.tipo_comision] },
    { header: t.referencia, width: 14, kind: 'text', value: (r) => r.referencia },
    { header: t.importe, width: 12, kind: 'number', value: (r) => Number(r.importe) },
    { header: t.porcentaje, width: 10, kind: 'number', value: (r) => Number(r.porcentaje) },
    { header: t.total, width: 14, kind: 'number', value: (r) => Number(r.total_comision) },
    { header: t.year, width: 8, kind: 'number', value: (r) => r.year },
    { header: t.pagado, width: 14, kind: 'day', value: (r) => (r.fecha_pago === null ? null : new Date(`${r.fecha_pago}T12:00:00.000Z`)) },
    { header: t.observaciones, width: 40, kind: 'text', value: (r) => r.observaciones },
    // The declaration a DAPcon commission is for (its code, or its product while it has none); last, so the other columns keep their place.
    { header: t.dapcon, width: 30, kind: 'text', value: (r) => dapconDeComision(r) },
  ];
}

/** The whole filtered, sorted list as `<YYYY-MM-DD>_Comisiones.xlsx`, streamed in keyset batches. */
export async function comisionesExcel(
  db: Database,
  query: ComisionesQuery,
  lang: Lang,
  totals: ListTotals,
  reply: FastifyReply,
  log: FastifyBaseLogger,
): Promise<FastifyReply> {
  const where = comisionesWhere(query);
  const order = comisionesOrder(query.order_by);
  const { to_excel: _e, page: _p, order_by: _o, ...filters } = query;
  const total = await totals.get(`comisiones ${JSON.stringify(filters)}`, () => countComisiones(db, where));
  const rows = keysetBatches(
    async (after: Cursor | null, limit: number) => {
      const batch = await db
        .select({ ...COMISION_COLUMNS, cursor_key: cursorKeyOf(order) })
        .from(comisiones)
        .innerJoin(organizaciones, eq(organizaciones.org_id, comisiones.org_id))
        .innerJoin(consultoresTable, eq(consultoresTable.id, comisiones.consultor_id))
        .leftJoin(parametrosTable, eq(parametrosTable.param_id, comisiones.tipo_comision))
        // As comisionesJoined: the declaration of a DAPcon payment's commission.
        .leftJoin(dapconPagos, eq(dapconPagos.id, comisiones.dapcon_pago_id))
        .leftJoin(dapcons, eq(dapcons.id, dapconPagos.dapcon_id))
        .where(and(where, after === null ? undefined : afterCursor(order, after)))
        .orderBy(...orderByClause(order))
        .limit(limit);
      return batch.map(({ cursor_key, ...row }) => ({ ...toComision(row, lang), cursor_key }));
    },
    (row) => ({ key: row.cursor_key, id: row.id }),
  );
  return sendExcel(reply, { name: COMISIONES_EXCEL_NAME, sheet: COMISIONES_EXCEL_TEXTS[lang].sheet, columns: comisionesExcelColumns(lang), total, rows }, log);
}

/** A selection as `<YYYY-MM-DD>_Comisiones.xlsx` (`POST /comisiones/generar_excel`). */
export function seleccionExcel(rows: readonly Comision[], lang: Lang, reply: FastifyReply, log: FastifyBaseLogger): FastifyReply {
  async function* batches(): AsyncIterable<Comision[]> {
    yield [...rows];
  }
  return sendExcel(reply, { name: COMISIONES_EXCEL_NAME, sheet: COMISIONES_EXCEL_TEXTS[lang].sheet, columns: comisionesExcelColumns(lang), total: rows.length, rows: batches() }, log);
}
