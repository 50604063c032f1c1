/**
 * The portal's job queue and scheduler: one pg-boss per API process, in the same database (the
 * `pgboss` schema, which pg-boss creates and migrates itself), shared by the mailer's deliveries
 * (queue `correo`, with SMTP_URL) and the scheduled jobs (the reminders, the audit's pruning;
 * docs/operations.md). Started when either needs it: otherwise `app.queue` is null and nothing runs.
 *
 * pg-boss's schedules live in its tables: they survive restarts, and when two processes run on one
 * PostgreSQL each occurrence becomes one job, taken by one worker.
 */
import fp from 'fastify-plugin';
import { PgBoss, fromPglite, type ConstructorOptions } from 'pg-boss';
import type { QueueConnection } from '../../db/database';

declare module 'fastify' {
  interface FastifyInstance {
    /** The started queue, or null when nothing in this process needs one. */
    queue: PgBoss | null;
  }
}

export interface QueuePluginOptions {
  /** Start it (SMTP delivery or scheduled jobs need it). */
  enabled: boolean;
  /** Run the schedules' cron pass in this process (the scheduled jobs are on). */
  schedules: boolean;
}

export default fp<QueuePluginOptions>(
  async (app, { enabled, schedules }) => {
    const queue = enabled ? await startQueue(app.queueConnection, schedules, (error) => app.log.error({ err: error }, 'job queue error')) : null;
    app.decorate('queue', queue);
    // Registered before the mailer and the jobs: their onClose hooks run first (a delivery in flight
    // is recorded), then the queue stops, waiting for the jobs under way.
    app.addHook('onClose', async () => {
      await app.tasks.idle();
      await queue?.stop({ graceful: true, timeout: 30_000 });
    });
  },
  { name: 'queue', dependencies: ['database', 'tasks'] },
);

/** Starts pg-boss on the app's database: it creates and migrates its own `pgboss` schema. */
async function startQueue(connection: QueueConnection, schedules: boolean, onError: (error: Error) => void): Promise<PgBoss> {
  const common: ConstructorOptions = { schedule: schedules, useListenNotify: true, openTelemetry: { enabled: false } };
  const boss =
    connection.backend === 'pglite'
      ? new PgBoss({ ...common, backend: 'pglite', db: fromPglite(connection.client) })
      : new PgBoss({ ...common, connectionString: connection.connectionString, max: 3 });
  boss.on('error', onError);
  await boss.start();
  return boss;
}
