import fp from 'fastify-plugin';
import type { FastifyRequest } from 'fastify';
import { eq, getTableColumns, getTableName, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { AccionAuditoria } from '@dapcon/contract';
import { insertAuditoria, type NewAuditoria } from '../../auth/accounts';

/** Methods that do not write: not recorded as writes. */
const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * An event a route names itself (a sign-in, an impersonation's start or end): recorded instead of
 * what the request would otherwise be recorded as, with its own people when they are not the
 * session's (a sign-in has no session yet; an impersonation names the company and the administrator).
 */
export interface AuditEvent {
  accion: AccionAuditoria;
  usuario_id?: number | null;
  suplantador_id?: number | null;
  entidad?: string | null;
  entidad_id?: string | number | null;
  /** Never a password, a token or bank details. */
  detalle?: Record<string, unknown> | null;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The event this request records, when its route names one (`auditEvent`). */
    auditEvent: AuditEvent | null;
  }
}

/** Names the event a request records (one row, written once the answer has gone). */
export function auditEvent(request: FastifyRequest, event: AuditEvent): void {
  request.auditEvent = event;
}

// ---------------------------------------------------------------- a record's changes

/**
 * What stands for a secret's value in an entry's changes: that it changed is recorded, never what
 * it was or became (docs/decisions.md 'The audit trail: changed fields and record history (issue 36)').
 */
export const SECRETO = '••••';

/**
 * The secret columns (the deny-list): a password (typed or hashed), a token, bank details (an IBAN,
 * an account number, a BIC, a mandate and its holder's tax id, a remittance's XML, which lists the
 * debtors' IBANs), by exact name or by these words in it.
 */
const SECRET_NAMES = new Set(['password', 'password_hash', 'token', 'token_hash', 'iban', 'num_cuenta', 'bic', 'mandato', 'nif_titular', 'identificador_acreedor', 'xml']);
const SECRET_WORDS = /pass|contrasen|hash|token|secret|iban|cuenta_bancaria|num_cuenta|mandato/i;

/** Whether a column's value is never recorded. */
export function isSecretColumn(name: string): boolean {
  return SECRET_NAMES.has(name) || SECRET_WORDS.test(name);
}

/** Bookkeeping columns every write changes: not a change an auditor needs. */
const IGNORED = new Set(['updated_at', 'created_at', 'fecha_modificacion', 'consultor_fecha_modificacion']);

/** The longest text an entry keeps of a value (an HTML body, a remittance's XML): cut, with '…'. */
export const MAX_VALOR = 500;

/** A value as an entry keeps it: dates as ISO strings, texts (and objects, as JSON) cut at MAX_VALOR. */
function valorAuditado(value: unknown): unknown {
  if (value === undefined || value === null) return null;
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value.toISOString();
  if (typeof value === 'string') return value.length > MAX_VALOR ? `${value.slice(0, MAX_VALOR)}…` : value;
  if (typeof value === 'object') {
    const json = JSON.stringify(value);
    return json.length > MAX_VALOR ? `${json.slice(0, MAX_VALOR)}…` : value;
  }
  return value;
}

/** A field's old and new value. */
export interface Cambio {
  antes: unknown;
  despues: unknown;
}

/**
 * The fields that changed between a record's two states (null: it did not exist; a create has no
 * `antes`, a delete no `despues`), old → new: only the fields whose value really changed, secrets
 * replaced by SECRETO, bookkeeping dates left out, long values cut.
 */
export function cambiosDe(antes: Record<string, unknown> | null, despues: Record<string, unknown> | null): Record<string, Cambio> {
  const cambios: Record<string, Cambio> = {};
  const campos = new Set([...Object.keys(antes ?? {}), ...Object.keys(despues ?? {})]);
  for (const campo of campos) {
    if (IGNORED.has(campo)) continue;
    const a = antes === null ? null : valorAuditado(antes[campo]);
    const d = despues === null ? null : valorAuditado(despues[campo]);
    if (JSON.stringify(a) === JSON.stringify(d)) continue;
    if (isSecretColumn(campo)) cambios[campo] = { antes: a === null ? null : SECRETO, despues: d === null ? null : SECRETO };
    else cambios[campo] = { antes: a, despues: d };
  }
  return cambios;
}

/** A change of one record: its table, its id and its two states (null: absent). */
export interface RecordChange {
  entidad: string;
  entidad_id: string | number | null;
  antes: Record<string, unknown> | null;
  despues: Record<string, unknown> | null;
}

/**
 * Names the record a write changed and what changed in it (`escritura`, `detalle.cambios`: each
 * changed field old → new): the request's one entry.
 */
export function auditChange(request: FastifyRequest, change: RecordChange): void {
  request.auditEvent = {
    accion: 'escritura',
    entidad: change.entidad,
    entidad_id: change.entidad_id,
    detalle: { cambios: cambiosDe(change.antes, change.despues) },
  };
}

type Id = string | number;

/** The record a write is about: its table, and how it is found before and after the write. */
export interface AuditedRecord<T> {
  tabla: PgTable;
  /** Its id before the write (the primary key's, or `por`'s when given); null for a create. */
  id?: Id | null;
  /** The column `id` is of, when not the primary key (a company by its account: `usuario_id`). */
  por?: PgColumn;
  /** Instead of `id`: the condition that finds it (a fee by company and year). */
  donde?: SQL;
  /** Its id after the write, from the write's result (a create's new id); else found as before. */
  idTras?: (result: T) => Id | null;
}

function primaryKeyOf(tabla: PgTable): { key: string; column: PgColumn } {
  for (const [key, column] of Object.entries(getTableColumns(tabla))) {
    if (column.primary) return { key, column: column as PgColumn };
  }
  throw new Error(`${getTableName(tabla)} has no single-column primary key`);
}

async function rowOf(request: FastifyRequest, tabla: PgTable, where: SQL | null): Promise<Record<string, unknown> | null> {
  if (where === null) return null;
  const rows = (await request.server.db.select().from(tabla as never).where(where).limit(1)) as Record<string, unknown>[];
  return rows[0] ?? null;
}

/**
 * Runs a write of one record and records it (`auditChange`): the record is read before and after
 * (each read by itself, outside the write's transaction: two writes of one record at once may each
 * see the other's change), and the request's one entry names it (its table, its primary key) and
 * holds its changed fields. A write that fails records nothing here (the request is then recorded
 * as a plain `escritura`, as before).
 *
 * @example
 * return ok(await auditRecord(request, { tabla: organizaciones, id: request.params.id }, () => saveEmpresa(…)));
 */
export async function auditRecord<T>(request: FastifyRequest, record: AuditedRecord<T>, write: () => Promise<T>): Promise<T> {
  const pk = primaryKeyOf(record.tabla);
  const column = record.por ?? pk.column;
  const id = record.id ?? null;
  const before = record.donde ?? (id === null ? null : eq(column, id));
  const antes = await rowOf(request, record.tabla, before);
  const result = await write();
  let after = before;
  if (record.idTras !== undefined) {
    const idTras = record.idTras(result);
    after = idTras === null ? null : eq(column, idTras);
  }
  const despues = await rowOf(request, record.tabla, after);
  const entidadId = (antes?.[pk.key] ?? despues?.[pk.key] ?? (record.por === undefined && record.donde === undefined ? id : null)) as Id | null;
  auditChange(request, { entidad: getTableName(record.tabla), entidad_id: entidadId, antes, despues });
  return result;
}

/** A list read as Excel: `to_excel=true` on a GET. */
function isExport(request: FastifyRequest): boolean {
  const query = request.query as Record<string, unknown> | undefined;
  return request.method === 'GET' && (query?.to_excel === 'true' || query?.to_excel === true || query?.to_excel === '1');
}

/** An export's filters as asked (the query but `to_excel` and `page`), strings only, bounded. */
function exportFilters(request: FastifyRequest): Record<string, unknown> {
  const query = (request.query ?? {}) as Record<string, unknown>;
  const filtros: Record<string, string> = {};
  for (const [key, value] of Object.entries(query)) {
    if (key === 'to_excel' || key === 'page' || typeof value !== 'string' || value === '') continue;
    filtros[key] = value.slice(0, 200);
  }
  return { filtros };
}

/**
 * The audit trail (docs/decisions.md 'The audit trail (issue 36, first step)'): one `auditoria` row
 * per event: a route's own (`auditEvent`: sign-in, refused sign-in, impersonation start and end);
 * else, in a session, a 403 (`denegado`), an Excel export (`exportacion`) or a request whose method
 * writes, whatever its answer (`escritura`). Each with the session's user, the administrator behind
 * it when an administrator opened it as a company (docs/decisions.md "Impersonation"), the session,
 * the method, the route's pattern, the path, the status and the client's address.
 *
 * Recorded after the answer has gone (`onResponse`), as background work (`app.tasks`): the client
 * never waits for it and a failure to record is logged, never answered; closing the app waits for
 * the rows under way. Other requests without a session (public routes, a refused token) are not
 * recorded.
 */
export default fp(
  async (app) => {
    app.decorateRequest('auditEvent', null);
    app.addHook('onResponse', async (request, reply) => {
      const user = request.user;
      const event = request.auditEvent;
      let accion: AccionAuditoria;
      if (event !== null) accion = event.accion;
      else if (user === null) return;
      else if (reply.statusCode === 403) accion = 'denegado';
      else if (isExport(request) && reply.statusCode < 400) accion = 'exportacion';
      else if (!READS.has(request.method)) accion = 'escritura';
      else return;
      const q = request.url.indexOf('?');
      const row: NewAuditoria = {
        accion,
        usuario_id: event?.usuario_id !== undefined ? event.usuario_id : (user?.id ?? null),
        suplantador_id: event?.suplantador_id !== undefined ? event.suplantador_id : (user?.suplantadorId ?? null),
        sesion_id: user?.sessionId ?? null,
        metodo: request.method,
        ruta: request.routeOptions.url ?? request.url,
        url: q === -1 ? request.url : request.url.slice(0, q),
        status: reply.statusCode,
        entidad: event?.entidad ?? null,
        entidad_id: event?.entidad_id == null ? null : String(event.entidad_id),
        ip: request.ip,
        detalle: event?.detalle ?? (accion === 'exportacion' ? exportFilters(request) : null),
      };
      app.tasks.run('audit of a request', () => insertAuditoria(app.db, row));
    });
  },
  { name: 'audit', dependencies: ['access-control', 'tasks', 'database'] },
);
