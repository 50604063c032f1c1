/**
 * The scheduled jobs of the portal (docs/operations.md), as pg-boss schedules in the same database
 * (plugins/app/queue.ts): they survive restarts, and with two API processes each occurrence is one
 * job that one worker takes.
 * - `recordatorios` every day at 08:00 in Madrid: the reminders due that day (motor.ts). Also once
 *   at start-up, so a process started after 08:00 is not a day late (a run finds nothing to send
 *   twice: each reminder is sent once, whatever the number of runs).
 * - `auditoria-poda` every day at 03:30 in Madrid: the audit entries older than the retention
 *   (areas/sistema/auditoria-retencion.ts).
 *
 * `now` is the clock the jobs read the day from (the tests move it; production reads the system's).
 */
import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { PORTAL_TIME_ZONE } from '@dapcon/contract';
import { PODA_AUDITORIA_JOB, podarAuditoria } from '../sistema';
import { enviarRecordatorios, type TipoRecordatorioDef } from './motor';

/** The reminders' queue and schedule name. */
export const RECORDATORIOS_JOB = 'recordatorios';

/** When each job runs (cron, in Madrid). */
export const HORARIOS = { [RECORDATORIOS_JOB]: '0 8 * * *', [PODA_AUDITORIA_JOB]: '30 3 * * *' } as const;

export interface ProgramadorOptions {
  /** Off: no schedule, no worker (the tests' apps, unless a test asks). */
  enabled: boolean;
  tipos: readonly TipoRecordatorioDef[];
  now?: () => Date;
  /** Send the day's reminders job at start-up (default true). */
  alArrancar?: boolean;
}

/** Runs one job of the schedule, logging its outcome: a failure is retried by the queue. */
async function ejecutar(app: FastifyInstance, nombre: string, trabajo: () => Promise<unknown>): Promise<void> {
  try {
    const resultado = await trabajo();
    app.log.info({ job: nombre, resultado }, 'scheduled job done');
  } catch (error) {
    app.log.error({ err: error, job: nombre }, 'scheduled job failed');
    throw error;
  }
}

export default fp<ProgramadorOptions>(
  async (app, { enabled, tipos, now = () => new Date(), alArrancar = true }) => {
    const boss = app.queue;
    if (!enabled || !boss) return;
    const trabajos: Record<keyof typeof HORARIOS, () => Promise<unknown>> = {
      [RECORDATORIOS_JOB]: () => enviarRecordatorios(app, tipos, now()),
      [PODA_AUDITORIA_JOB]: () => podarAuditoria(app.db, now()),
    };
    for (const [nombre, cron] of Object.entries(HORARIOS) as [keyof typeof HORARIOS, string][]) {
      // Woken by a job's NOTIFY rather than at the next poll (a job sent by hand, or by the other process's cron pass).
      await boss.createQueue(nombre, { notify: true });
      await boss.updateQueue(nombre, { retryLimit: 3, retryDelay: 300, expireInSeconds: 3600 });
      await boss.schedule(nombre, cron, null, { tz: PORTAL_TIME_ZONE });
      await boss.work(nombre, { batchSize: 1, localConcurrency: 1, pollingIntervalSeconds: 30 }, () => ejecutar(app, nombre, trabajos[nombre]));
    }
    if (alArrancar) await boss.send(RECORDATORIOS_JOB, null);
  },
  { name: 'programador', dependencies: ['database', 'tasks', 'queue', 'mailer'] },
);
