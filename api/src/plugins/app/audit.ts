import fp from 'fastify-plugin';
import type { FastifyRequest } from 'fastify';
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
