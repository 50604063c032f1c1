/**
 * `GET /auditoria` (issue 36, first step; docs/decisions.md 'The audit trail (issue 36, first step)'):
 * the audit trail on the list kit (docs/lists.md), newest first, for the Ares administrator.
 *
 * - `persona_id` finds an account's entries, as the user or as the administrator behind it;
 *   `persona` the same for the accounts whose CIF/NIF or name holds the text (accents and case ignored):
 *   the accounts are found first (a few), then their entries by the indexes on usuario_id and
 *   suplantador_id, never by scanning the trail.
 * - `entidad` (+ `entidad_id`) one record; `accion` one action; `desde`/`hasta` days in Madrid, both included.
 * - Each entry names its user and the administrator behind it (an impersonation) by name and CIF/NIF.
 */
import { and, count, eq, like, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { FastifyBaseLogger, FastifyReply } from 'fastify';
import { AUDITORIA_EXCEL_NAME, PORTAL_TIME_ZONE, toDisplayDate, type AuditoriaItem, type AuditoriaQuery } from '@dapcon/contract';
import { auditoria, usuarios } from '../../auth/tables';
import { unaccentLower } from '../../db/columns';
import { executeRows, type Database } from '../../db/database';
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
} from '../../lib/list';

const usuario = alias(usuarios, 'au');
const suplantador = alias(usuarios, 'asu');

/** The filters of the list (the query without its paging, order and Excel flag). */
export type AuditoriaFilters = Pick<AuditoriaQuery, 'persona' | 'persona_id' | 'entidad' | 'entidad_id' | 'accion' | 'desde' | 'hasta'>;

/** The start of a day in Madrid, as an instant. */
function madridDayStart(day: string, plusDays = 0): SQL {
  return sql`((${day}::date + ${plusDays}::integer)::timestamp at time zone ${PORTAL_TIME_ZONE})`;
}

/**
 * The accounts whose CIF/NIF or name holds `texto` (accents and case ignored), found first: `usuarios` is
 * small, and the trail is then read by their ids as values, which the planner weighs against the
 * indexes' statistics. As a subquery it could not: at 1,000,000 entries a company's CIF was looked for by
 * walking the trail newest first and counted by reading all of it (README 'Figures', the audit bench).
 */
async function personasDe(db: Database, texto: string): Promise<number[]> {
  const pattern = unaccentLower(sql`${containsPattern(texto)}`);
  const rows = await db
    .select({ id: usuarios.id })
    .from(usuarios)
    .where(or(like(unaccentLower(usuarios.usuario), pattern), like(unaccentLower(sql`${usuarios.nombre} || ' ' || ${usuarios.apellidos}`), pattern)));
  return rows.map((row) => row.id);
}

/** The entries that pass the filters; `personas`: the accounts `f.persona` found (personasDe). */
export function auditoriaWhere(f: AuditoriaFilters, personas?: readonly number[]): SQL | undefined {
  // One array parameter, whatever the number of accounts the text finds.
  const ids = personas === undefined ? undefined : sql`${`{${personas.join(',')}}`}::integer[]`;
  return and(
    f.persona_id === undefined ? undefined : or(eq(auditoria.usuario_id, f.persona_id), eq(auditoria.suplantador_id, f.persona_id)),
    ids === undefined ? undefined : or(sql`${auditoria.usuario_id} = any(${ids})`, sql`${auditoria.suplantador_id} = any(${ids})`),
    f.entidad === undefined ? undefined : eq(auditoria.entidad, f.entidad),
    f.entidad_id === undefined ? undefined : eq(auditoria.entidad_id, f.entidad_id),
    f.accion === undefined ? undefined : eq(auditoria.accion, f.accion),
    f.desde === undefined ? undefined : sql`${auditoria.created_at} >= ${madridDayStart(f.desde)}`,
    f.hasta === undefined ? undefined : sql`${auditoria.created_at} < ${madridDayStart(f.hasta, 1)}`,
  );
}

/** The order of the list: newest first (or oldest), the id breaking ties. */
export function auditoriaOrder(orderBy: AuditoriaQuery['order_by']): ListOrder {
  return listOrder(orderBy, { created_at: auditoria.created_at }, auditoria.id);
}

// ---------------------------------------------------------------- the reads

const LIST_COLUMNS = {
  id: auditoria.id,
  created_at: auditoria.created_at,
  accion: auditoria.accion,
  usuario_id: auditoria.usuario_id,
  usuario_usuario: usuario.usuario,
  usuario_nombre: usuario.nombre,
  usuario_apellidos: usuario.apellidos,
  suplantador_id: auditoria.suplantador_id,
  suplantador_usuario: suplantador.usuario,
  suplantador_nombre: suplantador.nombre,
  suplantador_apellidos: suplantador.apellidos,
  entidad: auditoria.entidad,
  entidad_id: auditoria.entidad_id,
  metodo: auditoria.metodo,
  ruta: auditoria.ruta,
  url: auditoria.url,
  status: auditoria.status,
  ip: auditoria.ip,
  detalle: auditoria.detalle,
};

function auditoriaPage(db: Database, where: SQL | undefined, order: ListOrder, limit: number, offset: number) {
  return db
    .select(LIST_COLUMNS)
    .from(auditoria)
    .leftJoin(usuario, eq(usuario.id, auditoria.usuario_id))
    .leftJoin(suplantador, eq(suplantador.id, auditoria.suplantador_id))
    .where(where)
    .orderBy(...orderByClause(order))
    .limit(limit)
    .offset(offset);
}

/** A row of the list as read (the two accounts' columns are null when the account is gone). */
type AuditoriaRow = Awaited<ReturnType<typeof auditoriaPage>>[number];

async function countAuditoria(db: Database, where: SQL | undefined): Promise<number> {
  const [row] = await db.select({ n: count() }).from(auditoria).where(where);
  return row?.n ?? 0;
}

/**
 * The count of some accounts' entries when no other filter is set: the ids of their entries as the user
 * and as the administrator behind, each read from its own index alone (the id is its last column), then
 * joined. Counting the OR reads every entry's row: 100–600 ms for 20,000 to 100,000 entries among
 * 1,000,000 (README 'Figures', the audit bench).
 */
async function countPersonas(db: Database, ids: readonly number[]): Promise<number> {
  const lista = sql`${`{${ids.join(',')}}`}::integer[]`;
  const [row] = await executeRows<{ n: number }>(
    db,
    sql`select count(*)::integer as n from (select ${auditoria.id} from ${auditoria} where ${auditoria.usuario_id} = any(${lista})
        union select ${auditoria.id} from ${auditoria} where ${auditoria.suplantador_id} = any(${lista})) as t`,
  );
  return Number(row?.n ?? 0);
}

async function auditoriaAfter(db: Database, where: SQL | undefined, order: ListOrder, after: Cursor | null, limit: number) {
  return db
    .select({ ...LIST_COLUMNS, cursor_key: cursorKeyOf(order) })
    .from(auditoria)
    .leftJoin(usuario, eq(usuario.id, auditoria.usuario_id))
    .leftJoin(suplantador, eq(suplantador.id, auditoria.suplantador_id))
    .where(and(where, after === null ? undefined : afterCursor(order, after)))
    .orderBy(...orderByClause(order))
    .limit(limit);
}

// ---------------------------------------------------------------- the answers

function nombreDe(nombre: string | null, apellidos: string | null, cuenta: string): string {
  return [nombre, apellidos].map((part) => (part ?? '').trim()).filter(Boolean).join(' ') || cuenta;
}

function persona(id: number | null, cuenta: string | null, nombre: string | null, apellidos: string | null): AuditoriaItem['usuario'] {
  if (id === null || cuenta === null) return null;
  return { id, usuario: cuenta, nombre: nombreDe(nombre, apellidos, cuenta) };
}

/** A row as the contract answers it. */
export function auditoriaItem(row: AuditoriaRow): AuditoriaItem {
  return {
    id: row.id,
    created_at: row.created_at.toISOString(),
    accion: row.accion,
    usuario: persona(row.usuario_id, row.usuario_usuario, row.usuario_nombre, row.usuario_apellidos),
    suplantador: persona(row.suplantador_id, row.suplantador_usuario, row.suplantador_nombre, row.suplantador_apellidos),
    entidad: row.entidad,
    entidad_id: row.entidad_id,
    metodo: row.metodo,
    ruta: row.ruta,
    url: row.url,
    status: row.status,
    ip: row.ip,
    detalle: row.detalle,
  };
}

async function prepared(db: Database, query: AuditoriaQuery) {
  const filters: AuditoriaFilters = {
    persona: query.persona,
    persona_id: query.persona_id,
    entidad: query.entidad,
    entidad_id: query.entidad_id,
    accion: query.accion,
    desde: query.desde,
    hasta: query.hasta,
  };
  const personas = filters.persona === undefined ? undefined : await personasDe(db, filters.persona);
  const where = auditoriaWhere(filters, personas);
  // One person or the accounts a text found, and nothing else: counted from the two person indexes.
  const { persona, persona_id, ...otros } = filters;
  const soloPersonas = Object.values(otros).every((value) => value === undefined) && (persona === undefined) !== (persona_id === undefined);
  const ids = persona_id === undefined ? personas : [persona_id];
  const countRows = () => (soloPersonas && ids !== undefined ? countPersonas(db, ids) : countAuditoria(db, where));
  return { where, countRows, order: auditoriaOrder(query.order_by), totalsKey: `auditoria ${JSON.stringify(filters)}` };
}

/** `GET /auditoria`: a page of the audit trail. */
export async function auditoriaList(db: Database, query: AuditoriaQuery, totals: ListTotals): Promise<Page<AuditoriaItem>> {
  const { where, countRows, order, totalsKey } = await prepared(db, query);
  const page = await pageOf(query.page, {
    rows: (limit, offset) => auditoriaPage(db, where, order, limit, offset),
    total: () => totals.get(totalsKey, countRows),
  });
  return { ...page, data: page.data.map(auditoriaItem) };
}

// ---------------------------------------------------------------- the Excel file

/** The Excel file's texts, in the caller's language (the actions as the screen names them). */
export const AUDITORIA_EXCEL_TEXTS = {
  es: {
    sheet: 'Auditoría',
    fecha: 'Fecha',
    quien: 'Usuario',
    suplantador: 'Por (administrador)',
    accion: 'Acción',
    registro: 'Registro',
    peticion: 'Petición',
    status: 'Estado HTTP',
    ip: 'IP',
    detalle: 'Detalle',
    acciones: {
      escritura: 'Escritura',
      acceso: 'Acceso',
      acceso_fallido: 'Acceso fallido',
      denegado: 'Acceso denegado',
      suplantacion_inicio: 'Inicio de suplantación',
      suplantacion_fin: 'Fin de suplantación',
      exportacion: 'Exportación',
    },
  },
  ca: {
    sheet: 'Auditoria',
    fecha: 'Data',
    quien: 'Usuari',
    suplantador: 'Per (administrador)',
    accion: 'Acció',
    registro: 'Registre',
    peticion: 'Petició',
    status: 'Estat HTTP',
    ip: 'IP',
    detalle: 'Detall',
    acciones: {
      escritura: 'Escriptura',
      acceso: 'Accés',
      acceso_fallido: 'Accés fallit',
      denegado: 'Accés denegat',
      suplantacion_inicio: 'Inici de suplantació',
      suplantacion_fin: 'Fi de suplantació',
      exportacion: 'Exportació',
    },
  },
} as const;

const horaMadrid = new Intl.DateTimeFormat('es-ES', { timeZone: PORTAL_TIME_ZONE, hour: '2-digit', minute: '2-digit', second: '2-digit', hourCycle: 'h23' });

/** An instant as 'dd/mm/yyyy hh:mm:ss' in Madrid, as the screen shows it. */
function fechaHoraMadrid(instant: Date): string {
  return `${toDisplayDate(instant)} ${horaMadrid.format(instant)}`;
}

function personaTexto(p: AuditoriaItem['usuario']): string | null {
  return p === null ? null : `${p.nombre} (${p.usuario})`;
}

/** The Excel's columns: the list's. */
export function auditoriaExcelColumns(lang: Lang): ExcelColumn<AuditoriaItem>[] {
  const t = AUDITORIA_EXCEL_TEXTS[lang];
  return [
    { header: t.fecha, width: 18, kind: 'text', value: (row) => fechaHoraMadrid(new Date(row.created_at)) },
    { header: t.quien, width: 36, kind: 'text', value: (row) => personaTexto(row.usuario) },
    { header: t.suplantador, width: 36, kind: 'text', value: (row) => personaTexto(row.suplantador) },
    { header: t.accion, width: 22, kind: 'text', value: (row) => t.acciones[row.accion] },
    { header: t.registro, width: 20, kind: 'text', value: (row) => (row.entidad === null ? null : `${row.entidad} ${row.entidad_id ?? ''}`.trim()) },
    { header: t.peticion, width: 50, kind: 'text', value: (row) => `${row.metodo} ${row.url}` },
    { header: t.status, width: 10, kind: 'number', value: (row) => row.status },
    { header: t.ip, width: 18, kind: 'text', value: (row) => row.ip },
    { header: t.detalle, width: 50, kind: 'text', value: (row) => (row.detalle === null ? null : JSON.stringify(row.detalle)) },
  ];
}

/** `GET /auditoria?to_excel=true`: the whole filtered list as `<YYYY-MM-DD>_Auditoria.xlsx`, streamed. */
export async function auditoriaExcel(db: Database, query: AuditoriaQuery, lang: Lang, totals: ListTotals, reply: FastifyReply, log: FastifyBaseLogger): Promise<FastifyReply> {
  const { where, countRows, order, totalsKey } = await prepared(db, query);
  const total = await totals.get(totalsKey, countRows);
  const batches = keysetBatches(
    (after, limit) => auditoriaAfter(db, where, order, after, limit),
    (row) => ({ key: row.cursor_key, id: row.id }),
  );
  async function* items() {
    for await (const batch of batches) yield batch.map(auditoriaItem);
  }
  return sendExcel(reply, { name: AUDITORIA_EXCEL_NAME, sheet: AUDITORIA_EXCEL_TEXTS[lang].sheet, columns: auditoriaExcelColumns(lang), total, rows: items() }, log);
}
