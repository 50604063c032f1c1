/**
 * The daily expiry job (docs/dapcon-lifecycle.md 'Expiry'): every published declaration whose last
 * valid day has passed becomes `caducada`, one transaction each, with a history row whose actor is
 * the system (no account) and the notice to its company and consultant, recorded in the transaction
 * of the change (correos.ts). The reminders before it (90, 30 and 0 days) are the scheduler's
 * (recordatorios.ts, issue 36).
 * 'Today' is the calendar day in Madrid (PORTAL_TIME_ZONE), whatever the machine's zone.
 *
 * The plugin runs both at start-up and every 24 hours on an unref'd timer (it never keeps the
 * process alive), as background work (`app.tasks`), and stops on close. The server runs it; the
 * tests' apps do not unless they ask (app.ts, `dailyJobs`).
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { repeatWhileOpen } from '../../plugins/app/tasks';
import { calendarDay, toDisplayDate } from '@dapcon/contract';
import { avisar } from './ciclo';
import { avisoCaducada } from './correos';
import { insertDapconHistorial, listPublicadasVencidas, lockDapconAviso, syncIdiomaEstados, updateDapcon } from './repository';

/** The comment of the system's expiry in the history (both languages: the record shows it as it is), the day as dd/mm/yyyy. */
export function comentarioCaducidad(hasta: string): string {
  const dia = toDisplayDate(hasta);
  return `Caducada automáticamente: válida hasta el ${dia}. / Caducada automàticament: vàlida fins al ${dia}.`;
}

/**
 * Moves every published declaration whose `dapcon_valido_hasta` is before `hoy` ('yyyy-mm-dd') to
 * `caducada`, one transaction each (a declaration changed meanwhile is left as it is); answers the
 * ids moved.
 */
export async function caducarVencidas(app: FastifyInstance, hoy: string): Promise<number[]> {
  const movidas: number[] = [];
  for (const id of await listPublicadasVencidas(app.db, hoy)) {
    const movida = await app.db.transaction(async (tx) => {
      const row = await lockDapconAviso(tx, id);
      if (!row || row.estado !== 'publicada' || row.dapcon_valido_hasta === null || row.dapcon_valido_hasta >= hoy) return false;
      await updateDapcon(tx, id, { estado: 'caducada' });
      await insertDapconHistorial(tx, [
        {
          dapcon_id: id,
          accion: 'caducar',
          estado_desde: 'publicada',
          estado_hasta: 'caducada',
          usuario_id: null,
          suplantador_id: null,
          comentario: comentarioCaducidad(row.dapcon_valido_hasta),
        },
      ]);
      await syncIdiomaEstados(tx, id);
      await avisar(app, tx, id, avisoCaducada({ id, producto: row.dv_nombre_producto, codigo: row.dapcon_codigo }, hoy), ['empresa', 'consultor'], null);
      return true;
    });
    if (movida) movidas.push(id);
  }
  return movidas;
}

/** One run of the job for the day of `now`. */
export async function tareaCaducidad(app: FastifyInstance, now: Date = new Date()): Promise<{ caducadas: number[] }> {
  const caducadas = await caducarVencidas(app, calendarDay(now));
  if (caducadas.length > 0) app.log.info({ caducadas }, 'DAPcon expiry job');
  return { caducadas };
}

export interface CaducidadJobOptions {
  /** Off: the plugin does nothing (the tests' apps, unless a test asks). */
  enabled: boolean;
  intervalMs?: number;
}

export default fp<CaducidadJobOptions>(
  async (app, { enabled, intervalMs = 24 * 60 * 60_000 }) => {
    if (!enabled) return;
    repeatWhileOpen(app, 'DAPcon expiry', intervalMs, () => tareaCaducidad(app));
  },
  { name: 'dapcon-caducidad', dependencies: ['database', 'tasks', 'mailer'] },
);
