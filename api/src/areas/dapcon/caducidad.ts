/**
 * The daily expiry job (docs/dapcon-lifecycle.md 'Expiry'): every published declaration whose last
 * valid day has passed becomes `caducada`, one transaction each, with a history row whose actor is
 * the system (no account) and the notice to its company and consultant; and the company of each
 * published declaration within the window (the parameter `dias_aviso_caducidad`,
 * DIAS_AVISO_CADUCIDAD by default) of its last valid day is e-mailed once (`aviso_caducidad_at`
 * marks it). The notices are recorded in the transaction of the change (correos.ts).
 * 'Today' is the calendar day in Madrid (PORTAL_TIME_ZONE), whatever the machine's zone.
 *
 * The plugin runs both at start-up and every 24 hours on an unref'd timer (it never keeps the
 * process alive), as background work (`app.tasks`), and stops on close. The server runs it; the
 * tests' apps do not unless they ask (app.ts, `dailyJobs`).
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { repeatWhileOpen } from '../../plugins/app/tasks';
import { AVISOS_PANEL, calendarDay, toDisplayDate } from '@dapcon/contract';
import { leerVentanas } from './ventanas';
import { avisar } from './ciclo';
import { avisoCaducada, avisoPorCaducar } from './correos';
import { insertDapconHistorial, listPublicadasPorCaducar, listPublicadasVencidas, lockDapconAviso, syncIdiomaEstados, updateDapcon } from './repository';

/**
 * How many days before its last valid day a declaration is 'about to expire', by default: the
 * parameter `dias_aviso_caducidad` (folder `avisos_panel`, /parametros) decides, as on the dashboard.
 */
export const DIAS_AVISO_CADUCIDAD = AVISOS_PANEL.caducidad.defecto;

const DAY_MS = 86_400_000;

/** The comment of the system's expiry in the history (both languages: the record shows it as it is), the day as dd/mm/yyyy. */
export function comentarioCaducidad(hasta: string): string {
  const dia = toDisplayDate(hasta);
  return `Caducada automáticamente: válida hasta el ${dia}. / Caducada automàticament: vàlida fins al ${dia}.`;
}

/** 'yyyy-mm-dd' plus `days` days. */
function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
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

/**
 * E-mails the company of each published declaration whose last valid day is from `hoy` to
 * the window's days on (the parameter `dias_aviso_caducidad`, DIAS_AVISO_CADUCIDAD by default) and
 * that was not told yet, marking it told and recording the e-mail in one transaction (both or
 * neither: nobody gets it twice, nor never); answers the ids told.
 */
export async function avisarPorCaducar(app: FastifyInstance, hoy: string): Promise<number[]> {
  const avisadas: number[] = [];
  const { caducidad } = await leerVentanas(app.db);
  for (const id of await listPublicadasPorCaducar(app.db, hoy, addDays(hoy, caducidad))) {
    const avisada = await app.db.transaction(async (tx) => {
      const row = await lockDapconAviso(tx, id);
      if (!row || row.estado !== 'publicada' || row.aviso_caducidad_at !== null || row.dapcon_valido_hasta === null) return false;
      await updateDapcon(tx, id, { aviso_caducidad_at: new Date() });
      await avisar(app, tx, id, avisoPorCaducar({ id, producto: row.dv_nombre_producto, codigo: row.dapcon_codigo }, row.dapcon_valido_hasta), ['empresa'], null);
      return true;
    });
    if (avisada) avisadas.push(id);
  }
  return avisadas;
}

/** One run of the job for the day of `now`: the expiries first, then the notices. */
export async function tareaCaducidad(app: FastifyInstance, now: Date = new Date()): Promise<{ caducadas: number[]; avisadas: number[] }> {
  const hoy = calendarDay(now);
  const caducadas = await caducarVencidas(app, hoy);
  const avisadas = await avisarPorCaducar(app, hoy);
  if (caducadas.length > 0 || avisadas.length > 0) app.log.info({ caducadas, avisadas }, 'DAPcon expiry job');
  return { caducadas, avisadas };
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
