/**
 * 'Correos del portal' (the second tab of /comunicaciones; ARCHITECTURE.md 'an outbox table that the
 * communications screens show'): the portal's own e-mails, every `correos` row that is no mailing's
 * recipient (password recovery, registration, the DAPcon notices, incidents…), with their delivery
 * state, on the list kit (docs/lists.md), and 'Reenviar' of one that failed.
 *
 * - `magic` finds a text in the address or the subject, accents and case ignored; `estado` one state.
 * - `tipo` is what the template is for (its description in the catalogue, api/src/mail/catalogo.ts) in
 *   the caller's language; a template the catalogue does not know shows its key.
 * - The body (html, texto) is never answered: a recovery or welcome e-mail carries a one-time link.
 * - 'Reenviar' is the mailings' (`reenviarCorreo`): back to the queue when in 'error', else 409.
 */
import { and, count, eq, isNull, like, or, sql, type SQL } from 'drizzle-orm';
import type { FastifyBaseLogger, FastifyInstance, FastifyReply } from 'fastify';
import {
  CORREOS_PORTAL_EXCEL_NAME,
  type CORREOS_PORTAL_SORTABLE,
  type CorreoPortal,
  type CorreosPortalQuery,
  type OrderBy,
} from '@dapcon/contract';
import { unaccentLower } from '../../db/columns';
import type { Database } from '../../db/database';
import type { Lang } from '../../lib/lang';
import {
  afterCursor,
  fechaHoraMadrid,
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
import { esNombrePlantilla, PLANTILLAS } from '../../mail/catalogo';
import { correos } from '../../mail/tables';
import { ORDEN_ESTADO, reenviarCorreo } from './comunicaciones';

type CorreosPortalSortField = (typeof CORREOS_PORTAL_SORTABLE)[number];

/** The filters of the list (the query without its paging, order and Excel flag). */
export type CorreosPortalFilters = Pick<CorreosPortalQuery, 'magic' | 'estado'>;

const CORREOS_PORTAL_SORTS: SortMap<CorreosPortalSortField> = {
  created_at: correos.created_at,
  destinatario_email: sql`lower(${correos.destinatario})`,
  // The failed first, then those waiting, then the delivered (as a mailing's recipients).
  estado: ORDEN_ESTADO,
};

/** The order of the list for a checked `order_by`, the e-mail's id breaking ties. */
export function correosPortalOrder(orderBy: OrderBy<CorreosPortalSortField>): ListOrder {
  return listOrder(orderBy, CORREOS_PORTAL_SORTS, correos.id);
}

/** The portal's own e-mails that pass the filters: the address or the subject holds `magic` (accents and case ignored), one state. */
export function correosPortalWhere(f: CorreosPortalFilters): SQL | undefined {
  const pattern = f.magic === undefined ? undefined : unaccentLower(sql`${containsPattern(f.magic)}`);
  return and(
    isNull(correos.comunicacion_id),
    f.estado === undefined ? undefined : eq(correos.estado, f.estado),
    pattern === undefined ? undefined : or(like(unaccentLower(correos.destinatario), pattern), like(unaccentLower(correos.asunto), pattern)),
  );
}

// ---------------------------------------------------------------- the reads

/** What the list reads of a row: never the body. */
const LIST_COLUMNS = {
  id: correos.id,
  plantilla: correos.plantilla,
  destinatario: correos.destinatario,
  asunto: correos.asunto,
  estado: correos.estado,
  error: correos.error,
  intentos: correos.intentos,
  created_at: correos.created_at,
  sent_at: correos.sent_at,
};

/** A row of the list as read. */
export type CorreoPortalRow = Pick<typeof correos.$inferSelect, keyof typeof LIST_COLUMNS>;

function correosPortalPage(db: Database, where: SQL | undefined, order: ListOrder, limit: number, offset: number): Promise<CorreoPortalRow[]> {
  return db
    .select(LIST_COLUMNS)
    .from(correos)
    .where(where)
    .orderBy(...orderByClause(order))
    .limit(limit)
    .offset(offset);
}

async function countCorreosPortal(db: Database, where: SQL | undefined): Promise<number> {
  const [row] = await db.select({ n: count() }).from(correos).where(where);
  return row?.n ?? 0;
}

/** The next keyset batch of the list (the Excel file). */
export function correosPortalAfter(db: Database, where: SQL | undefined, order: ListOrder, after: Cursor | null, limit: number): Promise<(CorreoPortalRow & { cursor_key: string })[]> {
  return db
    .select({ ...LIST_COLUMNS, cursor_key: cursorKeyOf(order) })
    .from(correos)
    .where(and(where, after === null ? undefined : afterCursor(order, after)))
    .orderBy(...orderByClause(order))
    .limit(limit);
}

// ---------------------------------------------------------------- the answers

/** What a template is for, in a language (its description in the catalogue); an unknown template, its key. */
export function tipoDeCorreo(plantilla: string, lang: Lang): string {
  return esNombrePlantilla(plantilla) ? PLANTILLAS[plantilla].descripcion[lang] : plantilla;
}

/** A row as the contract answers it. */
export function correoPortal(row: CorreoPortalRow, lang: Lang): CorreoPortal {
  return {
    id: row.id,
    asunto: row.asunto,
    destinatario_email: row.destinatario,
    plantilla: row.plantilla,
    tipo: tipoDeCorreo(row.plantilla, lang),
    created_at: row.created_at.toISOString(),
    fecha_enviado: row.sent_at?.toISOString() ?? null,
    estado: row.estado,
    error: row.error,
    intentos: row.intentos,
  };
}

/** The WHERE, order and totals' key of a query. */
function prepared(query: CorreosPortalQuery) {
  const filters: CorreosPortalFilters = { magic: query.magic, estado: query.estado };
  return { where: correosPortalWhere(filters), order: correosPortalOrder(query.order_by), totalsKey: `correos-portal ${JSON.stringify(filters)}` };
}

/** `GET /comunicaciones/admin/correos`: a page of the portal's own e-mails, filtered and sorted. */
export async function correosPortalList(db: Database, query: CorreosPortalQuery, lang: Lang, totals: ListTotals): Promise<Page<CorreoPortal>> {
  const { where, order, totalsKey } = prepared(query);
  const page = await pageOf(query.page, {
    rows: (limit, offset) => correosPortalPage(db, where, order, limit, offset),
    total: () => totals.get(totalsKey, () => countCorreosPortal(db, where)),
  });
  return { ...page, data: page.data.map((row) => correoPortal(row, lang)) };
}

// ---------------------------------------------------------------- the Excel file

/** The Excel file's texts, in the caller's language (the states as the screen shows them). */
export const CORREOS_PORTAL_EXCEL_TEXTS = {
  es: {
    sheet: 'Correos del portal',
    fecha: 'Fecha',
    tipo: 'Tipo',
    destinatario: 'Destinatario',
    asunto: 'Asunto',
    estado: 'Estado',
    error: 'Error',
    intentos: 'Intentos',
    estados: { enviado: 'OK', pendiente: 'En cola', error: 'Error' },
  },
  ca: {
    sheet: 'Correus del portal',
    fecha: 'Data',
    tipo: 'Tipus',
    destinatario: 'Destinatari',
    asunto: 'Assumpte',
    estado: 'Estat',
    error: 'Error',
    intentos: 'Intents',
    estados: { enviado: 'OK', pendiente: 'A la cua', error: 'Error' },
  },
} as const;

/** The Excel's columns: the list's, with the server's reason and the attempts. */
export function correosPortalExcelColumns(lang: Lang): ExcelColumn<CorreoPortalRow>[] {
  const t = CORREOS_PORTAL_EXCEL_TEXTS[lang];
  return [
    { header: t.fecha, width: 18, kind: 'text', value: (row) => fechaHoraMadrid(row.created_at) },
    { header: t.tipo, width: 50, kind: 'text', value: (row) => tipoDeCorreo(row.plantilla, lang) },
    { header: t.destinatario, width: 36, kind: 'text', value: (row) => row.destinatario },
    { header: t.asunto, width: 50, kind: 'text', value: (row) => row.asunto },
    { header: t.estado, width: 12, kind: 'text', value: (row) => t.estados[row.estado] },
    { header: t.error, width: 50, kind: 'text', value: (row) => row.error },
    { header: t.intentos, width: 10, kind: 'number', value: (row) => row.intentos },
  ];
}

/**
 * `GET /comunicaciones/admin/correos?to_excel=true`: the whole filtered, sorted list as
 * `<YYYY-MM-DD>_Correos_del_portal.xlsx`, streamed (the page is ignored).
 */
export async function correosPortalExcel(
  db: Database,
  query: CorreosPortalQuery,
  lang: Lang,
  totals: ListTotals,
  reply: FastifyReply,
  log: FastifyBaseLogger,
): Promise<FastifyReply> {
  const { where, order, totalsKey } = prepared(query);
  const total = await totals.get(totalsKey, () => countCorreosPortal(db, where));
  const rows = keysetBatches(
    (after, limit) => correosPortalAfter(db, where, order, after, limit),
    (row) => ({ key: row.cursor_key, id: row.id }),
  );
  return sendExcel(
    reply,
    { name: CORREOS_PORTAL_EXCEL_NAME, sheet: CORREOS_PORTAL_EXCEL_TEXTS[lang].sheet, columns: correosPortalExcelColumns(lang), total, rows },
    log,
  );
}

// ---------------------------------------------------------------- 'Reenviar'

/**
 * `PATCH /comunicaciones/admin/correos/{id}/reenviar`: one of the portal's own e-mails that failed back
 * to the queue. A mailing's recipient (it has its own 'Reenviar') or no such e-mail: 404; not in
 * 'error': 409.
 */
export async function reenviarCorreoPortal(app: FastifyInstance, correoId: number, lang: Lang): Promise<CorreoPortal> {
  return correoPortal(await reenviarCorreo(app, correoId, 'portal'), lang);
}
