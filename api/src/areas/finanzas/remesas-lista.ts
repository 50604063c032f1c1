/**
 * The remittance list (`GET /remesas`, the /pagos/remesas page) on the list kit (lib/list.ts,
 * docs/lists.md): filtered by state, sorted by the contract's fields, a page at a time, or the whole
 * filtered list as a streamed Excel file.
 */
import { and, count, eq, type SQL } from 'drizzle-orm';
import type { FastifyBaseLogger, FastifyReply } from 'fastify';
import { REMESAS_EXCEL_NAME, type OrderBy, type Remesa, type REMESAS_SORTABLE, type RemesasQuery } from '@dapcon/contract';
import type { Database } from '../../db/database';
import type { Lang } from '../../lib/lang';
import { afterCursor, cursorKeyOf, keysetBatches, listOrder, orderByClause, pageOf, sendExcel, type Cursor, type ExcelColumn, type ListTotals, type SortMap } from '../../lib/list';
import { REMESA_COLUMNS, toRemesa } from './remesas';
import { remesas } from './tables';

type RemesasSortField = (typeof REMESAS_SORTABLE)[number];

const REMESAS_SORTS: SortMap<RemesasSortField> = {
  created_at: remesas.created_at,
  fecha_cobro: remesas.fecha_cobro,
  importe_total: remesas.importe_total,
};

function prepared(query: RemesasQuery) {
  const where: SQL | undefined = query.estado === undefined ? undefined : eq(remesas.estado, query.estado);
  return { where, order: listOrder(query.order_by as OrderBy<RemesasSortField>, REMESAS_SORTS, remesas.id), totalsKey: `remesas ${query.estado ?? ''}` };
}

async function countRemesas(db: Database, where: SQL | undefined): Promise<number> {
  const [row] = await db.select({ n: count() }).from(remesas).where(where);
  return row?.n ?? 0;
}

/** A page of remittances. */
export async function remesasPage(db: Database, query: RemesasQuery, totals: ListTotals) {
  const { where, order, totalsKey } = prepared(query);
  return pageOf<Remesa>(query.page, {
    rows: async (limit, offset) =>
      (
        await db
          .select(REMESA_COLUMNS)
          .from(remesas)
          .where(where)
          .orderBy(...orderByClause(order))
          .limit(limit)
          .offset(offset)
      ).map(toRemesa),
    total: () => totals.get(totalsKey, () => countRemesas(db, where)),
  });
}

/** The Excel file's texts, in the caller's language. */
export const REMESAS_EXCEL_TEXTS = {
  es: {
    sheet: 'Remesas',
    referencia: 'Referencia',
    generada: 'Generada',
    fechaCobro: 'Fecha de cobro',
    operaciones: 'Operaciones',
    importe: 'Importe (€)',
    estado: 'Estado',
    devueltas: 'Devueltas',
    cobrado: 'Cobrado (€)',
    pagado: 'Fecha cobrada',
    estados: { generada: 'Generada', cobrada: 'Cobrada', anulada: 'Anulada' },
  },
  ca: {
    sheet: 'Remeses',
    referencia: 'Referència',
    generada: 'Generada',
    fechaCobro: 'Data de cobrament',
    operaciones: 'Operacions',
    importe: 'Import (€)',
    estado: 'Estat',
    devueltas: 'Retornades',
    cobrado: 'Cobrat (€)',
    pagado: 'Data cobrada',
    estados: { generada: 'Generada', cobrada: 'Cobrada', anulada: 'Anul·lada' },
  },
} as const;

const day = (value: string | null) => (value === null ? null : new Date(`${value}T12:00:00.000Z`));

export function remesasExcelColumns(lang: Lang): ExcelColumn<Remesa>[] {
  const t = REMESAS_EXCEL_TEXTS[lang];
  return [
    { header: t.referencia, width: 22, kind: 'text', value: (r) => r.referencia },
    { header: t.generada, width: 14, kind: 'day', value: (r) => new Date(r.created_at) },
    { header: t.fechaCobro, width: 14, kind: 'day', value: (r) => day(r.fecha_cobro) },
    { header: t.operaciones, width: 12, kind: 'number', value: (r) => r.num_operaciones },
    { header: t.importe, width: 14, kind: 'number', value: (r) => Number(r.importe_total) },
    { header: t.estado, width: 12, kind: 'text', value: (r) => t.estados[r.estado] },
    { header: t.devueltas, width: 12, kind: 'number', value: (r) => r.num_devueltas },
    { header: t.cobrado, width: 14, kind: 'number', value: (r) => Number(r.importe_cobrado) },
    { header: t.pagado, width: 14, kind: 'day', value: (r) => day(r.pagado) },
  ];
}

/** The whole filtered, sorted list as `<YYYY-MM-DD>_Remesas.xlsx`, streamed in keyset batches. */
export async function remesasExcel(db: Database, query: RemesasQuery, lang: Lang, totals: ListTotals, reply: FastifyReply, log: FastifyBaseLogger): Promise<FastifyReply> {
  const { where, order, totalsKey } = prepared(query);
  const total = await totals.get(totalsKey, () => countRemesas(db, where));
  const rows = keysetBatches(
    async (after: Cursor | null, limit: number) =>
      (
        await db
          .select({ ...REMESA_COLUMNS, cursor_key: cursorKeyOf(order) })
          .from(remesas)
          .where(and(where, after === null ? undefined : afterCursor(order, after)))
          .orderBy(...orderByClause(order))
          .limit(limit)
      ).map(({ cursor_key, ...row }) => ({ ...toRemesa(row), cursor_key })),
    (row) => ({ key: row.cursor_key, id: row.id }),
  );
  return sendExcel(reply, { name: REMESAS_EXCEL_NAME, sheet: REMESAS_EXCEL_TEXTS[lang].sheet, columns: remesasExcelColumns(lang), total, rows }, log);
}
