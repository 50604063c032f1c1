/**
 * The audit trail's retention (issue 36; docs/decisions.md 'Audit retention (issue 36)'): `podarAuditoria`
 * deletes the entries older than the retention (the parameter `auditoria_retencion_dias`, AUDITORIA_RETENCION)
 * and, when it deleted any, writes one entry of its own saying what it did. Run daily by the portal's
 * scheduler (docs/operations.md 'Audit retention'); nothing here schedules it.
 *
 * The deleting is the database's function `podar_auditoria(antes)` (migration 0040): the trail's trigger
 * lets a DELETE through only inside it (a transaction-local flag it sets and clears) and only for rows
 * older than the floor (365 days before now()), whatever the caller asks.
 */
import { sql } from 'drizzle-orm';
import { AUDITORIA_RETENCION, retencionDeParametro } from '@dapcon/contract';
import { auditoria } from '../../auth/tables';
import { executeRows, type Database, type Transaction } from '../../db/database';
import { IDIOMA_ES, parametros, parametrosTextos } from '../referencia';

/** How the job names itself in its entry (`ruta`, `url`; `metodo` 'JOB'). */
export const PODA_AUDITORIA_JOB = 'auditoria-poda';

const DIA_MS = 86_400_000;

/** The retention in force, in days (the parameter's Texto 1, first language); null: never prune. */
export async function leerRetencionAuditoria(db: Database | Transaction): Promise<number | null> {
  const rows = await executeRows<{ texto: string }>(
    db,
    sql`select ${parametrosTextos.pt_texto} as texto
        from ${parametros} join ${parametrosTextos} on ${parametrosTextos.pt_param_id} = ${parametros.param_id} and ${parametrosTextos.pt_idioma_id} = ${IDIOMA_ES}
        where ${parametros.param_id} = ${AUDITORIA_RETENCION.retencion.id} and ${parametros.activo}`,
  );
  return retencionDeParametro(rows[0]?.texto);
}

/** What a run did: how many entries it deleted, and the instant they were older than ('' when the retention is off). */
export interface PodaAuditoria {
  borradas: number;
  antes: string;
  /** The retention applied, in days (the floor when the parameter asked for less); null when it is off. */
  retencion_dias: number | null;
}

/**
 * Deletes the audit entries older than `now` minus the retention, in one transaction with its own entry
 * (`accion` 'escritura' on the record `auditoria`, no user, `metodo` 'JOB', `detalle` { borradas, antes,
 * retencion_dias }). A run that deletes nothing (a second run the same day, the retention off) writes no
 * entry. The database never deletes an entry younger than the floor, even if `now` is ahead of its clock.
 */
export async function podarAuditoria(db: Database, now: Date): Promise<PodaAuditoria> {
  return db.transaction(async (tx) => {
    const retencion_dias = await leerRetencionAuditoria(tx);
    if (retencion_dias === null) return { borradas: 0, antes: '', retencion_dias };
    const antes = new Date(now.getTime() - retencion_dias * DIA_MS).toISOString();
    const [row] = await executeRows<{ borradas: number }>(tx, sql`select podar_auditoria(${antes}::timestamptz)::integer as borradas`);
    const borradas = Number(row?.borradas ?? 0);
    if (borradas > 0) {
      await tx.insert(auditoria).values({
        accion: 'escritura',
        usuario_id: null,
        metodo: 'JOB',
        ruta: `job:${PODA_AUDITORIA_JOB}`,
        url: `/jobs/${PODA_AUDITORIA_JOB}`,
        status: 200,
        entidad: 'auditoria',
        detalle: { borradas, antes, retencion_dias },
      });
    }
    return { borradas, antes, retencion_dias };
  });
}
