/**
 * The reminders' engine (issue 36; docs/decisions.md 'Reminders'): each kind (an area's
 * `TipoRecordatorioDef`: api/src/areas/dapcon/recordatorios.ts, api/src/areas/finanzas/recordatorios.ts,
 * gathered by areas/index.ts and handed down: this area stands below theirs)
 * says which of its records are live series and what their e-mail says; the engine decides, for a day,
 * which milestone of each series is due (`hitoDebido`, the contract's) and sends it once.
 *
 * Once: each reminder is one transaction that re-reads its record (still live, the same series),
 * refuses a milestone when a later one of the series was sent already (a clock moved back), then
 * INSERTs its `recordatorios` row … ON CONFLICT DO NOTHING on the key (kind, record, series,
 * milestone) and, only when it won, writes its e-mails in the same transaction. A second process, a
 * second run, a restart after a crash in the middle: the key was won once, and the e-mails exist
 * exactly when the row does.
 */
import { and, eq, gte, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  ajusteRecordatorio,
  calendarDay,
  hitoDebido,
  hitosPrevistos,
  RECORDATORIO_GRACIA_DIAS,
  RECORDATORIOS_PARAMETROS,
  sumarDias,
  TIPOS_RECORDATORIO,
  type AjusteRecordatorio,
  type TipoRecordatorio,
} from '@dapcon/contract';
import { executeRows, type Database } from '../../db/database';
import { escribirAviso } from '../../mail/avisos';
import type { SerieRecordatorio, TipoRecordatorioDef } from '../../lib/recordatorios';

export type { MensajeRecordatorio, SerieRecordatorio, TipoRecordatorioDef } from '../../lib/recordatorios';
import { IDIOMA_ES, parametros, parametrosTextos } from '../referencia';
import { recordatorios } from './tables';

/** Each kind's settings (days and switch) as the parameters stand; absent or unreadable → the defaults. */
export async function leerAjustes(db: Database): Promise<Record<TipoRecordatorio, AjusteRecordatorio>> {
  const ids = TIPOS_RECORDATORIO.map((tipo) => RECORDATORIOS_PARAMETROS.tipos[tipo].id);
  const rows = await executeRows<{ id: string; texto: string; texto2: string | null }>(
    db,
    sql`select ${parametros.param_id} as id, ${parametrosTextos.pt_texto} as texto, ${parametrosTextos.pt_texto2} as texto2
        from ${parametros} join ${parametrosTextos} on ${parametrosTextos.pt_param_id} = ${parametros.param_id} and ${parametrosTextos.pt_idioma_id} = ${IDIOMA_ES}
        where ${parametros.param_id} in (${sql.join(
          ids.map((id) => sql`${id}`),
          sql`, `,
        )}) and ${parametros.activo}`,
  );
  const ajustes = {} as Record<TipoRecordatorio, AjusteRecordatorio>;
  for (const tipo of TIPOS_RECORDATORIO) {
    const def = RECORDATORIOS_PARAMETROS.tipos[tipo];
    const row = rows.find((r) => r.id === def.id);
    ajustes[tipo] = ajusteRecordatorio(row?.texto, row?.texto2, def.dias, def.antes);
  }
  return ajustes;
}

/** The range of series days whose milestones may fall from `de` to `hasta` ('yyyy-mm-dd'). */
function rangoDeSeries(ajuste: AjusteRecordatorio, antes: boolean, de: string, hasta: string): [string, string] {
  const max = Math.max(0, ...ajuste.dias);
  const min = Math.min(...ajuste.dias, max);
  return antes ? [sumarDias(de, min), sumarDias(hasta, max)] : [sumarDias(de, -max), sumarDias(hasta, -min)];
}

/** What one run sent: the `recordatorios` ids, by kind. */
export type Enviados = Record<TipoRecordatorio, number[]>;

/**
 * Sends every reminder due on the day of `now` (Madrid) whose kind is switched on, each once (see
 * the file's comment); answers the reminders it recorded. A reminder that fails is logged and left
 * for the next run (its transaction rolled back): the others go on.
 */
export async function enviarRecordatorios(app: FastifyInstance, tipos: readonly TipoRecordatorioDef[], now: Date = new Date()): Promise<Enviados> {
  const hoy = calendarDay(now);
  const ajustes = await leerAjustes(app.db);
  const enviados = Object.fromEntries(TIPOS_RECORDATORIO.map((tipo) => [tipo, []])) as unknown as Enviados;
  for (const def of tipos) {
    const ajuste = ajustes[def.tipo];
    if (!ajuste.activo || ajuste.dias.length === 0) continue;
    const antes = RECORDATORIOS_PARAMETROS.tipos[def.tipo].antes;
    const [desde, hasta] = rangoDeSeries(ajuste, antes, sumarDias(hoy, -RECORDATORIO_GRACIA_DIAS), hoy);
    for (const serie of await def.series(app.db, desde, hasta)) {
      const hito = hitoDebido(serie.desde, ajuste, antes, hoy);
      if (!hito) continue;
      try {
        const id = await enviarUno(app, def, serie.entidad_id, serie.serie, hito);
        if (id !== null) enviados[def.tipo].push(id);
      } catch (error) {
        app.log.error({ err: error, tipo: def.tipo, entidad_id: serie.entidad_id }, 'reminder not sent');
      }
    }
  }
  const total = Object.values(enviados).reduce((n, ids) => n + ids.length, 0);
  if (total > 0) app.log.info({ enviados }, 'reminders sent');
  return enviados;
}

/** One milestone of one series, in one transaction; answers its `recordatorios` id, or null when it was not (or no longer) due. */
async function enviarUno(
  app: FastifyInstance,
  def: TipoRecordatorioDef,
  entidadId: number,
  serieEsperada: string,
  hito: { hito: number; paso: number; fecha: string },
): Promise<number | null> {
  return app.db.transaction(async (tx) => {
    const serie = await def.serieDe(tx, entidadId);
    if (!serie || serie.serie !== serieEsperada) return null;
    const [posterior] = await tx
      .select({ id: recordatorios.id })
      .from(recordatorios)
      .where(and(eq(recordatorios.tipo, def.tipo), eq(recordatorios.entidad_id, entidadId), eq(recordatorios.serie, serie.serie), gte(recordatorios.paso, hito.paso)))
      .limit(1);
    if (posterior) return null;
    const mensaje = await def.mensaje(tx, entidadId, hito.hito);
    if (!mensaje || mensaje.destinatarios.length === 0) return null;
    const [row] = await tx
      .insert(recordatorios)
      .values({
        tipo: def.tipo,
        entidad: def.entidad,
        entidad_id: entidadId,
        serie: serie.serie,
        hito: hito.hito,
        paso: hito.paso,
        fecha_prevista: hito.fecha,
        dapcon_id: serie.dapcon_id,
        org_id: serie.org_id,
        descripcion: serie.descripcion,
      })
      .onConflictDoNothing()
      .returning({ id: recordatorios.id });
    if (!row) return null;
    await escribirAviso(app, tx, mensaje.aviso, mensaje.destinatarios, null, { recordatorioId: row.id });
    return row.id;
  });
}

/**
 * 'Reenviar': the reminder's e-mails written again now, from its template and to its record's
 * recipients as they are today, each naming it; its count of resends goes up. Null when the reminder
 * or its record is gone.
 */
export async function reenviarRecordatorio(app: FastifyInstance, tipos: readonly TipoRecordatorioDef[], id: number): Promise<boolean> {
  return app.db.transaction(async (tx) => {
    const [row] = await tx.select().from(recordatorios).where(eq(recordatorios.id, id)).for('update');
    const def = row ? tipos.find((t) => t.tipo === row.tipo) : undefined;
    if (!row || !def) return false;
    const mensaje = await def.mensaje(tx, row.entidad_id, row.hito);
    if (!mensaje || mensaje.destinatarios.length === 0) return false;
    await tx
      .update(recordatorios)
      .set({ reenvios: sql`${recordatorios.reenvios} + 1` })
      .where(eq(recordatorios.id, id));
    await escribirAviso(app, tx, mensaje.aviso, mensaje.destinatarios, null, { recordatorioId: id });
    return true;
  });
}

/** A reminder due in the next days (the list's 'Previstos'). */
export interface Previsto {
  tipo: TipoRecordatorio;
  serie: SerieRecordatorio;
  hito: number;
  fecha: string;
}

/**
 * The reminders due after the day of `now` and at most `dias` days on, as the switches and days
 * stand, soonest first (a milestone already sent, by a resend or another clock, is left out).
 */
export async function recordatoriosPrevistos(app: FastifyInstance, tipos: readonly TipoRecordatorioDef[], dias: number, now: Date = new Date()): Promise<Previsto[]> {
  const hoy = calendarDay(now);
  const ajustes = await leerAjustes(app.db);
  const previstos: Previsto[] = [];
  for (const def of tipos) {
    const ajuste = ajustes[def.tipo];
    if (!ajuste.activo || ajuste.dias.length === 0) continue;
    const antes = RECORDATORIOS_PARAMETROS.tipos[def.tipo].antes;
    const [desde, hasta] = rangoDeSeries(ajuste, antes, sumarDias(hoy, 1), sumarDias(hoy, dias));
    const series = await def.series(app.db, desde, hasta);
    const enviados = series.length === 0 ? [] : await app.db
      .select({ entidad_id: recordatorios.entidad_id, serie: recordatorios.serie, hito: recordatorios.hito })
      .from(recordatorios)
      .where(and(eq(recordatorios.tipo, def.tipo), sql`${recordatorios.entidad_id} in (${sql.join(series.map((s) => sql`${s.entidad_id}`), sql`, `)})`));
    const yaEnviado = new Set(enviados.map((e) => `${e.entidad_id} ${e.serie} ${e.hito}`));
    for (const serie of series) {
      for (const h of hitosPrevistos(serie.desde, ajuste, antes, hoy, dias)) {
        if (!yaEnviado.has(`${serie.entidad_id} ${serie.serie} ${h.hito}`)) previstos.push({ tipo: def.tipo, serie, hito: h.hito, fecha: h.fecha });
      }
    }
  }
  return previstos.sort((a, b) => (a.fecha < b.fecha ? -1 : a.fecha > b.fecha ? 1 : a.serie.entidad_id - b.serie.entidad_id));
}
