/**
 * 'Recordatorios' (the third tab of /comunicaciones; issue 36): the scheduled reminders sent, on the
 * list kit (docs/lists.md) with their Excel, each with its recipients and their delivery state
 * (the `correos` rows that name it, of its latest send), 'Reenviar', and what is due in the next
 * RECORDATORIOS_PREVISTOS_DIAS days. The engine: motor.ts; the kinds, the areas' (handed down by areas/index.ts).
 */
import { and, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { FastifyBaseLogger, FastifyInstance, FastifyReply } from 'fastify';
import {
  CONTENIDOS_MSG,
  RECORDATORIOS_EXCEL_NAME,
  RECORDATORIOS_PREVISTOS_DIAS,
  RECORDATORIOS_PREVISTOS_EXCEL_NAME,
  TIPO_RECORDATORIO_TEXTOS,
  toDisplayDate,
  type OrderBy,
  type Recordatorio,
  type RecordatorioPrevisto,
  type RECORDATORIOS_SORTABLE,
  type RecordatoriosPrevistosQuery,
  type RecordatoriosQuery,
  type TipoRecordatorio,
} from '@dapcon/contract';
import { unaccentLower } from '../../db/columns';
import type { Database } from '../../db/database';
import { NotFoundError } from '../../errors';
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
import { correos } from '../../mail/tables';
import { organizaciones } from '../empresas';
import { recordatoriosPrevistos as previstosDelMotor, reenviarRecordatorio as reenviarDelMotor, type Previsto, type TipoRecordatorioDef } from './motor';
import { recordatorios } from './tables';

type SortField = (typeof RECORDATORIOS_SORTABLE)[number];

const SORTS: SortMap<SortField> = {
  created_at: recordatorios.created_at,
  fecha_prevista: recordatorios.fecha_prevista,
  tipo: recordatorios.tipo,
};

/** The filters of the list (the query without its paging, order and Excel flag). */
export type RecordatoriosFilters = Pick<RecordatoriosQuery, 'tipo' | 'magic' | 'dapcon_id' | 'org_id'>;

/** The reminders that pass the filters: a kind, a record, a text of the record's name or of a recipient's address (accents and case ignored). */
export function recordatoriosWhere(f: RecordatoriosFilters): SQL | undefined {
  const pattern = f.magic === undefined ? undefined : unaccentLower(sql`${containsPattern(f.magic)}`);
  return and(
    f.tipo === undefined ? undefined : eq(recordatorios.tipo, f.tipo),
    f.dapcon_id === undefined ? undefined : eq(recordatorios.dapcon_id, f.dapcon_id),
    f.org_id === undefined ? undefined : eq(recordatorios.org_id, f.org_id),
    pattern === undefined
      ? undefined
      : or(
          sql`${unaccentLower(recordatorios.descripcion)} like ${pattern}`,
          sql`exists (select 1 from ${correos} where ${correos.recordatorio_id} = ${recordatorios.id} and ${unaccentLower(correos.destinatario)} like ${pattern})`,
        ),
  );
}

const COLUMNS = {
  id: recordatorios.id,
  tipo: recordatorios.tipo,
  descripcion: recordatorios.descripcion,
  dapcon_id: recordatorios.dapcon_id,
  org_id: recordatorios.org_id,
  org_cif: organizaciones.org_cif,
  hito: recordatorios.hito,
  fecha_prevista: recordatorios.fecha_prevista,
  created_at: recordatorios.created_at,
  reenvios: recordatorios.reenvios,
};

type Fila = { id: number; tipo: TipoRecordatorio; descripcion: string; dapcon_id: number | null; org_id: number | null; org_cif: string | null; hito: number; fecha_prevista: string; created_at: Date; reenvios: number };
type FilaConCorreos = Fila & { destinatarios: Recordatorio['destinatarios'] };

function base(db: Database) {
  return db.select(COLUMNS).from(recordatorios).leftJoin(organizaciones, eq(organizaciones.org_id, recordatorios.org_id));
}

/** The e-mails of each reminder's latest send (the rows written with its last send's instant). */
async function conCorreos(db: Database, filas: readonly Fila[]): Promise<FilaConCorreos[]> {
  if (filas.length === 0) return [];
  const rows = await db
    .select({ recordatorio_id: correos.recordatorio_id, email: correos.destinatario, estado: correos.estado, error: correos.error, created_at: correos.created_at })
    .from(correos)
    .where(
      and(
        inArray(
          correos.recordatorio_id,
          filas.map((f) => f.id),
        ),
        sql`${correos.created_at} = (select max(c2.created_at) from ${correos} c2 where c2.recordatorio_id = ${correos.recordatorio_id})`,
      ),
    )
    .orderBy(correos.id);
  return filas.map((fila) => ({
    ...fila,
    destinatarios: rows.filter((r) => r.recordatorio_id === fila.id).map((r) => ({ email: r.email, estado: r.estado, error: r.error })),
  }));
}

/** Where a record is seen in the portal: a declaration's record page, a company's page. */
function rutaDe(fila: Pick<Fila, 'dapcon_id' | 'org_cif'>): string | null {
  if (fila.dapcon_id !== null) return `/dapcon/${fila.dapcon_id}/1`;
  return fila.org_cif === null ? null : `/empresas/${encodeURIComponent(fila.org_cif)}`;
}

/** The worst state of some e-mails: one failed → 'error'; one waits → 'pendiente'; else 'enviado'. */
export function estadoDeEnvio(destinatarios: readonly { estado: Recordatorio['estado'] }[]): Recordatorio['estado'] {
  if (destinatarios.some((d) => d.estado === 'error')) return 'error';
  if (destinatarios.some((d) => d.estado === 'pendiente')) return 'pendiente';
  return 'enviado';
}

function recordatorio(fila: FilaConCorreos, lang: Lang): Recordatorio {
  return {
    id: fila.id,
    tipo: fila.tipo,
    tipo_nombre: TIPO_RECORDATORIO_TEXTOS[fila.tipo][lang],
    descripcion: fila.descripcion,
    ruta: rutaDe(fila),
    dapcon_id: fila.dapcon_id,
    org_id: fila.org_id,
    hito: fila.hito,
    fecha_prevista: fila.fecha_prevista,
    created_at: fila.created_at.toISOString(),
    reenvios: fila.reenvios,
    destinatarios: fila.destinatarios,
    estado: estadoDeEnvio(fila.destinatarios),
  };
}

function prepared(query: RecordatoriosQuery) {
  const filters: RecordatoriosFilters = { tipo: query.tipo, magic: query.magic, dapcon_id: query.dapcon_id, org_id: query.org_id };
  const order: ListOrder = listOrder(query.order_by as OrderBy<SortField>, SORTS, recordatorios.id);
  return { where: recordatoriosWhere(filters), order, totalsKey: `recordatorios ${JSON.stringify(filters)}` };
}

async function contar(db: Database, where: SQL | undefined): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(recordatorios).where(where);
  return row?.n ?? 0;
}

/** `GET /recordatorios`: a page of the reminders sent, filtered and sorted, with their e-mails. */
export async function recordatoriosList(db: Database, query: RecordatoriosQuery, lang: Lang, totals: ListTotals): Promise<Page<Recordatorio>> {
  const { where, order, totalsKey } = prepared(query);
  const page = await pageOf(query.page, {
    rows: (limit, offset) =>
      base(db)
        .where(where)
        .orderBy(...orderByClause(order))
        .limit(limit)
        .offset(offset),
    total: () => totals.get(totalsKey, () => contar(db, where)),
  });
  return { ...page, data: (await conCorreos(db, page.data)).map((fila) => recordatorio(fila, lang)) };
}

// ---------------------------------------------------------------- the Excel files

export const RECORDATORIOS_EXCEL_TEXTS = {
  es: {
    sheet: 'Recordatorios',
    sheetPrevistos: 'Recordatorios previstos',
    enviado: 'Enviado',
    tipo: 'Tipo',
    registro: 'Registro',
    dias: 'Días',
    fecha_prevista: 'Fecha prevista',
    destinatarios: 'Destinatarios',
    estado: 'Estado',
    reenvios: 'Reenvíos',
    estados: { enviado: 'OK', pendiente: 'En cola', error: 'Error' },
  },
  ca: {
    sheet: 'Recordatoris',
    sheetPrevistos: 'Recordatoris previstos',
    enviado: 'Enviat',
    tipo: 'Tipus',
    registro: 'Registre',
    dias: 'Dies',
    fecha_prevista: 'Data prevista',
    destinatarios: 'Destinataris',
    estado: 'Estat',
    reenvios: 'Reenviaments',
    estados: { enviado: 'OK', pendiente: 'A la cua', error: 'Error' },
  },
} as const;

export function recordatoriosExcelColumns(lang: Lang): ExcelColumn<FilaConCorreos>[] {
  const t = RECORDATORIOS_EXCEL_TEXTS[lang];
  return [
    { header: t.enviado, width: 18, kind: 'text', value: (row) => fechaHoraMadrid(row.created_at) },
    { header: t.tipo, width: 30, kind: 'text', value: (row) => TIPO_RECORDATORIO_TEXTOS[row.tipo][lang] },
    { header: t.registro, width: 50, kind: 'text', value: (row) => row.descripcion },
    { header: t.dias, width: 8, kind: 'number', value: (row) => row.hito },
    { header: t.fecha_prevista, width: 14, kind: 'text', value: (row) => toDisplayDate(row.fecha_prevista) },
    { header: t.destinatarios, width: 50, kind: 'text', value: (row) => row.destinatarios.map((d) => d.email).join(', ') },
    { header: t.estado, width: 12, kind: 'text', value: (row) => t.estados[estadoDeEnvio(row.destinatarios)] },
    { header: t.reenvios, width: 10, kind: 'number', value: (row) => row.reenvios },
  ];
}

/** `GET /recordatorios?to_excel=true`: the whole filtered, sorted list as `<date>_Recordatorios.xlsx`, streamed. */
export async function recordatoriosExcel(db: Database, query: RecordatoriosQuery, lang: Lang, totals: ListTotals, reply: FastifyReply, log: FastifyBaseLogger): Promise<FastifyReply> {
  const { where, order, totalsKey } = prepared(query);
  const total = await totals.get(totalsKey, () => contar(db, where));
  const read = async (after: Cursor | null, limit: number) => {
    const filas = await db
      .select({ ...COLUMNS, cursor_key: cursorKeyOf(order) })
      .from(recordatorios)
      .leftJoin(organizaciones, eq(organizaciones.org_id, recordatorios.org_id))
      .where(and(where, after === null ? undefined : afterCursor(order, after)))
      .orderBy(...orderByClause(order))
      .limit(limit);
    const con = await conCorreos(db, filas);
    return con.map((fila, i) => ({ ...fila, cursor_key: filas[i]?.cursor_key ?? '' }));
  };
  const rows = keysetBatches(read, (row) => ({ key: row.cursor_key, id: row.id }));
  return sendExcel(reply, { name: RECORDATORIOS_EXCEL_NAME, sheet: RECORDATORIOS_EXCEL_TEXTS[lang].sheet, columns: recordatoriosExcelColumns(lang), total, rows }, log);
}

// ---------------------------------------------------------------- 'Reenviar'

/** `POST /recordatorios/{id}/reenviar`: its e-mails again, now; 404 when the reminder or its record is gone. */
export async function reenviar(app: FastifyInstance, tipos: readonly TipoRecordatorioDef[], id: number, lang: Lang): Promise<Recordatorio> {
  if (!(await reenviarDelMotor(app, tipos, id))) throw new NotFoundError(CONTENIDOS_MSG.recordatorioNoEncontrado);
  const [fila] = await base(app.db).where(eq(recordatorios.id, id));
  const [con] = await conCorreos(app.db, fila ? [fila] : []);
  if (!con) throw new NotFoundError(CONTENIDOS_MSG.recordatorioNoEncontrado);
  return recordatorio(con, lang);
}

// ---------------------------------------------------------------- what is due

async function previstosDe(app: FastifyInstance, tipos: readonly TipoRecordatorioDef[], query: RecordatoriosPrevistosQuery, lang: Lang, now: Date): Promise<RecordatorioPrevisto[]> {
  const todos = (await previstosDelMotor(app, tipos, RECORDATORIOS_PREVISTOS_DIAS, now)).filter((p) => query.tipo === undefined || p.tipo === query.tipo);
  const orgs = [...new Set(todos.map((p) => p.serie.org_id).filter((id): id is number => id !== null))];
  const cifs = orgs.length === 0 ? [] : await app.db.select({ org_id: organizaciones.org_id, org_cif: organizaciones.org_cif }).from(organizaciones).where(inArray(organizaciones.org_id, orgs));
  const cifDe = new Map(cifs.map((c) => [c.org_id, c.org_cif]));
  const destinatariosDe = async (p: Previsto): Promise<string[]> => {
    const def = tipos.find((d) => d.tipo === p.tipo);
    const mensaje = def ? await def.mensaje(app.db, p.serie.entidad_id, p.hito) : null;
    return [...new Set((mensaje?.destinatarios ?? []).map((d) => d.email))];
  };
  const out: RecordatorioPrevisto[] = [];
  for (const p of todos) {
    out.push({
      tipo: p.tipo,
      tipo_nombre: TIPO_RECORDATORIO_TEXTOS[p.tipo][lang],
      descripcion: p.serie.descripcion,
      ruta: rutaDe({ dapcon_id: p.serie.dapcon_id, org_cif: p.serie.org_id === null ? null : (cifDe.get(p.serie.org_id) ?? null) }),
      dapcon_id: p.serie.dapcon_id,
      org_id: p.serie.org_id,
      hito: p.hito,
      fecha_prevista: p.fecha,
      destinatarios: await destinatariosDe(p),
    });
  }
  return query.order_by.startsWith('fecha_prevista desc') ? out.reverse() : out;
}

/** `GET /recordatorios/previstos`: a page of what is due in the next days (computed, never stored: the list is short). */
export async function recordatoriosPrevistos(app: FastifyInstance, tipos: readonly TipoRecordatorioDef[], query: RecordatoriosPrevistosQuery, lang: Lang, now: Date = new Date()): Promise<Page<RecordatorioPrevisto>> {
  const todos = await previstosDe(app, tipos, query, lang, now);
  return pageOf(query.page, { rows: async (limit, offset) => todos.slice(offset, offset + limit), total: async () => todos.length });
}

/** `GET /recordatorios/previstos?to_excel=true`: the whole list as `<date>_Recordatorios_previstos.xlsx`. */
export async function recordatoriosPrevistosExcel(
  app: FastifyInstance,
  tipos: readonly TipoRecordatorioDef[],
  query: RecordatoriosPrevistosQuery,
  lang: Lang,
  reply: FastifyReply,
  log: FastifyBaseLogger,
): Promise<FastifyReply> {
  const todos = await previstosDe(app, tipos, query, lang, new Date());
  const t = RECORDATORIOS_EXCEL_TEXTS[lang];
  const columns: ExcelColumn<RecordatorioPrevisto>[] = [
    { header: t.fecha_prevista, width: 14, kind: 'text', value: (row) => toDisplayDate(row.fecha_prevista) },
    { header: t.tipo, width: 30, kind: 'text', value: (row) => row.tipo_nombre },
    { header: t.registro, width: 50, kind: 'text', value: (row) => row.descripcion },
    { header: t.dias, width: 8, kind: 'number', value: (row) => row.hito },
    { header: t.destinatarios, width: 50, kind: 'text', value: (row) => row.destinatarios.join(', ') },
  ];
  async function* rows() {
    if (todos.length > 0) yield todos;
  }
  return sendExcel(reply, { name: RECORDATORIOS_PREVISTOS_EXCEL_NAME, sheet: t.sheetPrevistos, columns, total: todos.length, rows: rows() }, log);
}
