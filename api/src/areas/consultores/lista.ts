/**
 * The consultant list (`GET /consultores`, the /consultores page; spec part 2 §2.10, §7.2) on the list
 * kit (lib/list.ts, docs/lists.md): filtered by name or surname (anywhere in 'surnames name' or 'name
 * surnames', accents and case ignored), NIF (a part of it; case, spaces, dots and hyphens ignored),
 * verifier yes/no and commission earners; sorted, a page at a time, or the whole list as a streamed
 * Excel file named 'Verificadores' for the verifiers and 'Consultores' otherwise.
 */
import { and, count, eq, like, or, sql, type SQL } from 'drizzle-orm';
import type { FastifyBaseLogger, FastifyReply } from 'fastify';
import { consultoresExcelName, normalizeTaxId, VERIFICADORES_EXCEL_NAME, type CONSULTORES_SORTABLE, type ConsultoresQuery, type ConsultorListItem, type OrderBy } from '@dapcon/contract';
import { unaccentLower } from '../../db/columns';
import type { Database } from '../../db/database';
import type { Lang } from '../../lib/lang';
import { afterCursor, containsPattern, cursorKeyOf, keysetBatches, listOrder, orderByClause, pageOf, sendExcel, type Cursor, type ExcelColumn, type ListTotals, type SortMap } from '../../lib/list';
import { usuarios } from '../../auth/tables';
import { consultores } from './tables';

type SortField = (typeof CONSULTORES_SORTABLE)[number];

const nombreCompleto = sql<string>`${consultores.consultor_apellidos} || ', ' || ${consultores.consultor_nombre}`;

/** What each sort field sorts by (never NULL: the keyset needs it; an active consultant's leaving day sorts as 9999-12-31). */
const SORTS: SortMap<SortField> = {
  consultor_nif: consultores.consultor_nif,
  nombre: unaccentLower(nombreCompleto),
  fecha_baja: sql`coalesce(${usuarios.fecha_baja}, '9999-12-31'::timestamptz)`,
};

const COLUMNS = {
  id: consultores.id,
  nif: consultores.consultor_nif,
  nombre: consultores.consultor_nombre,
  apellidos: consultores.consultor_apellidos,
  full_name: nombreCompleto,
  telefono: sql<string | null>`coalesce(${usuarios.telefono}, ${consultores.consultor_movil})`,
  es_verificador: consultores.es_verificador,
  es_comisionista: consultores.es_comisionista,
  fecha_baja: usuarios.fecha_baja,
  activo: usuarios.activo,
};

type Row = Omit<ConsultorListItem, 'fecha_baja'> & { fecha_baja: Date | null };

const toItem = ({ fecha_baja, ...row }: Row): ConsultorListItem => ({ ...row, fecha_baja: fecha_baja === null ? null : fecha_baja.toISOString() });

/** The filters as one WHERE. */
export function consultoresWhere(q: Pick<ConsultoresQuery, 'filter_name' | 'filter_nif' | 'es_verificador' | 'es_comisionista'>): SQL | undefined {
  const pattern = q.filter_name === undefined ? undefined : unaccentLower(sql`${containsPattern(q.filter_name)}`);
  return and(
    eq(usuarios.modulo_app, 'consultor'),
    pattern === undefined
      ? undefined
      : or(
          like(unaccentLower(sql`${consultores.consultor_apellidos} || ' ' || ${consultores.consultor_nombre}`), pattern),
          like(unaccentLower(sql`${consultores.consultor_nombre} || ' ' || ${consultores.consultor_apellidos}`), pattern),
        ),
    q.filter_nif === undefined ? undefined : like(consultores.consultor_nif, containsPattern(normalizeTaxId(q.filter_nif))),
    q.es_verificador === undefined ? undefined : eq(consultores.es_verificador, q.es_verificador),
    // A checkbox: ticked, commission earners only; unticked, everyone.
    q.es_comisionista === true ? eq(consultores.es_comisionista, true) : undefined,
  );
}

function prepared(query: ConsultoresQuery) {
  const filters = { filter_name: query.filter_name, filter_nif: query.filter_nif, es_verificador: query.es_verificador, es_comisionista: query.es_comisionista };
  return { where: consultoresWhere(filters), order: listOrder(query.order_by as OrderBy<SortField>, SORTS, consultores.id), totalsKey: `consultores ${JSON.stringify(filters)}` };
}

async function countConsultores(db: Database, where: SQL | undefined): Promise<number> {
  const [row] = await db.select({ n: count() }).from(consultores).innerJoin(usuarios, eq(usuarios.id, consultores.usuario_id)).where(where);
  return row?.n ?? 0;
}

/** A page of consultants. */
export async function consultoresPage(db: Database, query: ConsultoresQuery, totals: ListTotals) {
  const { where, order, totalsKey } = prepared(query);
  return pageOf<ConsultorListItem>(query.page, {
    rows: async (limit, offset) =>
      (
        await db
          .select(COLUMNS)
          .from(consultores)
          .innerJoin(usuarios, eq(usuarios.id, consultores.usuario_id))
          .where(where)
          .orderBy(...orderByClause(order))
          .limit(limit)
          .offset(offset)
      ).map(toItem),
    total: () => totals.get(totalsKey, () => countConsultores(db, where)),
  });
}

/** The Excel file's texts, in the caller's language. */
export const CONSULTORES_EXCEL_TEXTS = {
  es: { sheet: 'Consultores', sheetVerificadores: 'Verificadores', nif: 'NIF', apellidos: 'Apellidos', nombre: 'Nombre', telefono: 'Teléfono', verificador: 'Verificador', comisionista: 'Comisionista', baja: 'Fecha de baja', si: 'Sí', no: 'No' },
  ca: { sheet: 'Consultors', sheetVerificadores: 'Verificadors', nif: 'NIF', apellidos: 'Cognoms', nombre: 'Nom', telefono: 'Telèfon', verificador: 'Verificador', comisionista: 'Comissionista', baja: 'Data de baixa', si: 'Sí', no: 'No' },
} as const;

/** The sheet is named as the file: 'Verificadores' for the verifiers' list, 'Consultores' otherwise (in the caller's language). */
export function consultoresExcelSheet(query: Pick<ConsultoresQuery, 'es_verificador'>, lang: Lang): string {
  const t = CONSULTORES_EXCEL_TEXTS[lang];
  return consultoresExcelName(query) === VERIFICADORES_EXCEL_NAME ? t.sheetVerificadores : t.sheet;
}

export function consultoresExcelColumns(lang: Lang): ExcelColumn<ConsultorListItem>[] {
  const t = CONSULTORES_EXCEL_TEXTS[lang];
  return [
    { header: t.nif, width: 12, kind: 'text', value: (r) => r.nif },
    { header: t.apellidos, width: 28, kind: 'text', value: (r) => r.apellidos },
    { header: t.nombre, width: 20, kind: 'text', value: (r) => r.nombre },
    { header: t.telefono, width: 14, kind: 'text', value: (r) => r.telefono },
    { header: t.verificador, width: 12, kind: 'text', value: (r) => (r.es_verificador ? t.si : t.no) },
    { header: t.comisionista, width: 14, kind: 'text', value: (r) => (r.es_comisionista ? t.si : t.no) },
    { header: t.baja, width: 14, kind: 'day', value: (r) => (r.fecha_baja === null ? null : new Date(r.fecha_baja)) },
  ];
}

/** The whole filtered, sorted list as `<date>_Consultores.xlsx` (or `_Verificadores.xlsx`), streamed in keyset batches. */
export async function consultoresExcel(db: Database, query: ConsultoresQuery, lang: Lang, totals: ListTotals, reply: FastifyReply, log: FastifyBaseLogger): Promise<FastifyReply> {
  const { where, order, totalsKey } = prepared(query);
  const total = await totals.get(totalsKey, () => countConsultores(db, where));
  const rows = keysetBatches(
    async (after: Cursor | null, limit: number) =>
      (
        await db
          .select({ ...COLUMNS, cursor_key: cursorKeyOf(order) })
          .from(consultores)
          .innerJoin(usuarios, eq(usuarios.id, consultores.usuario_id))
          .where(and(where, after === null ? undefined : afterCursor(order, after)))
          .orderBy(...orderByClause(order))
          .limit(limit)
      ).map(({ cursor_key, ...row }) => ({ ...toItem(row), cursor_key })),
    (row) => ({ key: row.cursor_key, id: row.id }),
  );
  return sendExcel(reply, { name: consultoresExcelName(query), sheet: consultoresExcelSheet(query, lang), columns: consultoresExcelColumns(lang), total, rows }, log);
}
