/**
 * A record's history (issue 36; docs/decisions.md 'The audit trail: changed fields and record history
 * (issue 36)'): the audit trail's entries that name the record (or another row of it: a company and
 * its account), newest first, on the list kit (docs/lists.md), each with its people by name and the
 * fields it changed, old → new. Read by the company's and the consultant's 'Historial' tabs
 * (areas/empresas, areas/consultores).
 *
 * Each record is an equality on the index (entidad, entidad_id, created_at, id): a page is a range
 * scan in order. The total is counted each time, never reused (lib/list.ts `ListTotals`): an entry is
 * written just after its write's answer, so a total kept from that moment would miss it.
 */
import { and, count, eq, or, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { CambioAuditado, HistorialItem } from '@dapcon/contract';
import type { Database } from '../db/database';
import { listOrder, orderByClause, pageOf, type Page } from '../lib/list';
import { auditoria, usuarios } from './tables';

const usuario = alias(usuarios, 'hu');
const suplantador = alias(usuarios, 'hsu');

/** A row of a record: its table ('organizaciones', 'usuarios') and its id. */
export interface RegistroAuditado {
  entidad: string;
  id: string | number;
}

function nombreDe(nombre: string | null, apellidos: string | null, cuenta: string): string {
  return [nombre, apellidos].map((part) => (part ?? '').trim()).filter(Boolean).join(' ') || cuenta;
}

function persona(id: number | null, cuenta: string | null, nombre: string | null, apellidos: string | null): HistorialItem['usuario'] {
  if (id === null || cuenta === null) return null;
  return { id, usuario: cuenta, nombre: nombreDe(nombre, apellidos, cuenta) };
}

/** The changes an entry holds (`detalle.cambios`), or null. */
function cambiosDe(detalle: Record<string, unknown> | null): Record<string, CambioAuditado> | null {
  const cambios = detalle?.cambios;
  return typeof cambios === 'object' && cambios !== null ? (cambios as Record<string, CambioAuditado>) : null;
}

/** A page of the entries naming any of `registros`, newest first unless `orderBy` says otherwise. */
export async function historialPage(db: Database, registros: readonly RegistroAuditado[], query: { page: number; order_by: 'created_at asc' | 'created_at desc' }): Promise<Page<HistorialItem>> {
  const where: SQL | undefined = or(...registros.map((r) => and(eq(auditoria.entidad, r.entidad), eq(auditoria.entidad_id, String(r.id)))));
  const order = listOrder(query.order_by, { created_at: auditoria.created_at }, auditoria.id);
  const page = await pageOf(query.page, {
    rows: (limit, offset) =>
      db
        .select({
          id: auditoria.id,
          created_at: auditoria.created_at,
          accion: auditoria.accion,
          entidad: auditoria.entidad,
          detalle: auditoria.detalle,
          usuario_id: auditoria.usuario_id,
          usuario_usuario: usuario.usuario,
          usuario_nombre: usuario.nombre,
          usuario_apellidos: usuario.apellidos,
          suplantador_id: auditoria.suplantador_id,
          suplantador_usuario: suplantador.usuario,
          suplantador_nombre: suplantador.nombre,
          suplantador_apellidos: suplantador.apellidos,
        })
        .from(auditoria)
        .leftJoin(usuario, eq(usuario.id, auditoria.usuario_id))
        .leftJoin(suplantador, eq(suplantador.id, auditoria.suplantador_id))
        .where(where)
        .orderBy(...orderByClause(order))
        .limit(limit)
        .offset(offset),
    total: async () => (await db.select({ n: count() }).from(auditoria).where(where))[0]?.n ?? 0,
  });
  return {
    ...page,
    data: page.data.map((row) => ({
      id: row.id,
      created_at: row.created_at.toISOString(),
      accion: row.accion,
      entidad: row.entidad,
      usuario: persona(row.usuario_id, row.usuario_usuario, row.usuario_nombre, row.usuario_apellidos),
      suplantador: persona(row.suplantador_id, row.suplantador_usuario, row.suplantador_nombre, row.suplantador_apellidos),
      cambios: cambiosDe(row.detalle),
    })),
  };
}
