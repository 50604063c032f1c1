/**
 * Outgoing e-mail. Every message is first recorded in `correos` as 'pendiente'.
 *
 * - With SMTP_URL, the row and a job of the mail queue (pg-boss, in the same database: the `pgboss`
 *   schema) are written in one transaction, and a worker delivers it at the configured pace. A server
 *   that is busy or cannot be reached is tried again with backoff; a refusal (5xx), or the last retry,
 *   is final: 'error' with the server's reason. A process that stops or dies leaves its jobs in the
 *   database, and the next one (or another process on the same PostgreSQL) delivers them.
 * - Without SMTP_URL it stays 'pendiente': the outbox. When SMTP_URL is set later, the rows waiting
 *   there are queued at start-up.
 *
 * docs/accounts.md 'E-mail' tells the whole story, including what 'exactly once' means here.
 */
import { and, count, eq, sql, type SQL } from 'drizzle-orm';
import fp from 'fastify-plugin';
import nodemailer, { type Transporter } from 'nodemailer';
import { fromDrizzle, type Job } from 'pg-boss';
import { executeRows, type Database, type Transaction } from '../../db/database';
import {
  MAIL_QUEUE,
  isTransientMailError,
  mailErrorText,
  mailJobId,
  mailMessageId,
  mailPace,
  type MailJobData,
} from '../../mail/delivery';
import { ensurePlantillas } from '../../mail/render';
import { correos } from '../../mail/tables';

export interface MailMessage {
  /** The template that wrote it ('restablecer_password'…). */
  plantilla: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  /** 'Name <address>' (the template's sender); MAIL_FROM when absent. */
  from?: string;
  /** The user it is for, when there is one. */
  usuarioId?: number | null;
  /** The mailing it is one recipient of (/comunicaciones). */
  comunicacionId?: number | null;
  /** The scheduled reminder it is one recipient of (api/src/recordatorios/). */
  recordatorioId?: number | null;
}

export interface SendOptions {
  /**
   * The caller's transaction: the row and its job are written in it, so they exist only if the
   * caller's change commits (a notice and the transition it tells of).
   */
  tx?: Transaction | Database;
}

export interface Mailer {
  /** 'smtp' when SMTP_URL is set, otherwise 'outbox'. */
  readonly mode: 'smtp' | 'outbox';
  /** Records the message and, with SMTP, queues its delivery; answers the `correos` id. */
  send(message: MailMessage, options?: SendOptions): Promise<number>;
  /**
   * Many messages at once (a mailing): the rows and their jobs in one transaction, the caller's or
   * its own, in a few statements whatever their number; answers the `correos` ids in order.
   */
  sendMany(messages: readonly MailMessage[], options?: SendOptions): Promise<number[]>;
  /** Puts a row back in the queue as a new delivery ('Reenviar'); false when it is not in 'error'. */
  requeue(correoId: number): Promise<boolean>;
  /**
   * Resolves when no recorded message is waiting for delivery (tests, and scripts that stop the API
   * after a mailing). Rejects after `timeoutMs`.
   */
  idle(timeoutMs?: number): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    mailer: Mailer;
  }
}

export interface MailerPluginOptions {
  smtpUrl: string | undefined;
  from: string;
  /** Messages per minute this process hands to the SMTP server. */
  ratePerMinute: number;
  /** Retries of a delivery the server put off (4xx, no connection). */
  retryLimit: number;
  /** Seconds before the first retry; then about twice as long each time, at most an hour. */
  retryDelaySeconds: number;
  /** The portal's address: its host names the messages (Message-ID). */
  publicUrl: string;
}

/**
 * Queue priorities: the portal's own e-mails (a reset link, a notice, a registration) go before a
 * mailing's, which may hold hundreds of jobs at the configured pace.
 */
const PRIORITY = { portal: 10, mailing: 0 } as const;

/** How long a delivery may run before the queue takes it back (it has no heartbeat of its own). */
const DELIVERY_EXPIRE_SECONDS = 120;
/** How often a delivery under way tells the queue it is alive (pg-boss's minimum is 10). */
const DELIVERY_HEARTBEAT_SECONDS = 30;
/** The longest wait between two retries. */
const RETRY_DELAY_MAX_SECONDS = 3600;

export default fp<MailerPluginOptions>(
  async (app, options) => {
    const { smtpUrl, from } = options;
    const transport: Transporter | null = smtpUrl
      ? nodemailer.createTransport({ url: smtpUrl, connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 })
      : null;
    // Every template the portal writes from exists before the first e-mail (api/src/mail/catalogo.ts).
    await ensurePlantillas(app.db, from);
    // The process's queue (plugins/app/queue.ts), started whenever SMTP_URL is set.
    const boss = transport ? app.queue : null;
    if (transport && !boss) throw new Error('The mailer needs the job queue when SMTP_URL is set');
    const pace = mailPace(options.ratePerMinute);
    let workerId: string | undefined;

    function rowOf(message: MailMessage): typeof correos.$inferInsert {
      return {
        usuario_id: message.usuarioId ?? null,
        comunicacion_id: message.comunicacionId ?? null,
        recordatorio_id: message.recordatorioId ?? null,
        plantilla: message.plantilla,
        destinatario: message.to,
        remitente: message.from ?? null,
        asunto: message.subject,
        texto: message.text,
        html: message.html,
      };
    }

    async function record(executor: Database | Transaction, message: MailMessage): Promise<number> {
      const [row] = await executor.insert(correos).values(rowOf(message)).returning({ id: correos.id });
      if (!row) throw new Error('The e-mail was not recorded');
      // Through the same transaction: on PGlite, the queue's own client would wait for the one holding it.
      const priority = message.comunicacionId ? PRIORITY.mailing : PRIORITY.portal;
      if (boss) await boss.send(MAIL_QUEUE, { correoId: row.id } satisfies MailJobData, { id: mailJobId(row.id, 0), priority, db: queueDb(executor) });
      return row.id;
    }

    /** Rows per INSERT of a mailing (each row has 8 parameters; PostgreSQL allows 65,535 per statement). */
    const BATCH = 500;

    async function recordMany(executor: Database | Transaction, messages: readonly MailMessage[]): Promise<number[]> {
      const ids: number[] = [];
      for (let start = 0; start < messages.length; start += BATCH) {
        const slice = messages.slice(start, start + BATCH);
        const rows = await executor.insert(correos).values(slice.map(rowOf)).returning({ id: correos.id });
        const batch = rows.map((row) => row.id);
        if (boss) {
          await boss.insert(
            MAIL_QUEUE,
            batch.map((id, i) => ({
              id: mailJobId(id, 0),
              data: { correoId: id } satisfies MailJobData,
              priority: slice[i]?.comunicacionId ? PRIORITY.mailing : PRIORITY.portal,
            })),
            { db: queueDb(executor) },
          );
        }
        ids.push(...batch);
      }
      return ids;
    }

    /** Wakes this process's worker, so a message goes now rather than at the next poll. */
    function wake(): void {
      if (boss && workerId) boss.notifyWorker(workerId);
    }

    async function deliver(job: Job<MailJobData>): Promise<void> {
      if (!transport) return;
      const [row] = await app.db.select().from(correos).where(eq(correos.id, job.data.correoId));
      // Delivered or given up already (a job that came back after its work was recorded), deleted, or
      // replaced by a resend's job.
      if (!row || row.estado !== 'pendiente' || mailJobId(row.id, row.reenvios) !== job.id) return;
      await pace.next();
      try {
        await transport.sendMail({
          from: row.remitente ?? from,
          to: row.destinatario,
          subject: row.asunto,
          text: row.texto,
          html: row.html,
          messageId: mailMessageId(row.id, options.publicUrl),
        });
      } catch (error) {
        const final = !isTransientMailError(error) || job.retryCount >= options.retryLimit;
        const reason = mailErrorText(error);
        app.log.warn({ correo: row.id, reason, final }, 'e-mail not delivered');
        await app.db
          .update(correos)
          .set({ estado: final ? 'error' : 'pendiente', error: reason, intentos: sql`${correos.intentos} + 1`, ultimo_intento_at: new Date() })
          .where(eq(correos.id, row.id));
        // The queue retries a job whose handler throws, with the queue's backoff.
        if (!final) throw error;
        return;
      }
      const now = new Date();
      await app.db
        .update(correos)
        .set({ estado: 'enviado', sent_at: now, error: null, intentos: sql`${correos.intentos} + 1`, ultimo_intento_at: now })
        .where(eq(correos.id, row.id));
    }

    if (boss) {
      await boss.createQueue(MAIL_QUEUE, { notify: true });
      await boss.updateQueue(MAIL_QUEUE, {
        retryLimit: options.retryLimit,
        retryDelay: options.retryDelaySeconds,
        retryBackoff: true,
        retryDelayMax: RETRY_DELAY_MAX_SECONDS,
        expireInSeconds: DELIVERY_EXPIRE_SECONDS,
        // A process that dies mid-delivery stops beating: its job goes back to the queue.
        heartbeatSeconds: DELIVERY_HEARTBEAT_SECONDS,
      });
      if (app.queueConnection.backend === 'pglite') {
        // One process owns a PGlite folder: a delivery still 'active' at start-up is one the last
        // process died in the middle of. Back to the queue now, rather than when its heartbeat lapses.
        const orphans = await executeRows<{ id: string }>(app.db, sql`select id::text as id from pgboss.job where name = ${MAIL_QUEUE} and state = 'active'`);
        if (orphans.length > 0) await boss.fail(MAIL_QUEUE, orphans.map((row) => row.id), { reason: 'the API stopped during the delivery' });
      }
      // Rows waiting from before (the outbox, or written before the queue existed); a row that has its
      // job already is refused by the job's id.
      const waiting = await app.db
        .select({ id: correos.id, reenvios: correos.reenvios, comunicacionId: correos.comunicacion_id })
        .from(correos)
        .where(eq(correos.estado, 'pendiente'))
        .orderBy(correos.id);
      for (const row of waiting) {
        const priority = row.comunicacionId ? PRIORITY.mailing : PRIORITY.portal;
        await boss.send(MAIL_QUEUE, { correoId: row.id } satisfies MailJobData, { id: mailJobId(row.id, row.reenvios), priority });
      }
      workerId = await boss.work<MailJobData>(MAIL_QUEUE, { batchSize: 1, localConcurrency: 1, pollingIntervalSeconds: 2 }, async ([job]) => {
        if (!job) return;
        try {
          await deliver(job);
        } finally {
          // One job was there: look for the next one at once rather than after the polling interval.
          wake();
        }
      });
    }

    const mailer: Mailer = {
      mode: transport ? 'smtp' : 'outbox',
      async send(message, { tx } = {}) {
        if (tx) return record(tx, message);
        const id = boss ? await app.db.transaction((t) => record(t, message)) : await record(app.db, message);
        wake();
        return id;
      },
      async sendMany(messages, { tx } = {}) {
        if (messages.length === 0) return [];
        if (tx) return recordMany(tx, messages);
        const ids = await app.db.transaction((t) => recordMany(t, messages));
        wake();
        return ids;
      },
      async requeue(correoId) {
        const requeued = await app.db.transaction(async (tx) => {
          const [row] = await tx
            .update(correos)
            .set({ estado: 'pendiente', reenvios: sql`${correos.reenvios} + 1` })
            .where(and(eq(correos.id, correoId), eq(correos.estado, 'error')))
            .returning({ id: correos.id, reenvios: correos.reenvios, comunicacionId: correos.comunicacion_id });
          if (!row) return false;
          const priority = row.comunicacionId ? PRIORITY.mailing : PRIORITY.portal;
          if (boss) await boss.send(MAIL_QUEUE, { correoId: row.id } satisfies MailJobData, { id: mailJobId(row.id, row.reenvios), priority, db: queueDb(tx) });
          return true;
        });
        wake();
        return requeued;
      },
      async idle(timeoutMs = 30_000) {
        await app.tasks.idle();
        if (!boss) return;
        const deadline = Date.now() + timeoutMs;
        for (;;) {
          const [waiting] = await app.db.select({ n: count() }).from(correos).where(eq(correos.estado, 'pendiente'));
          if (!waiting?.n) return;
          if (Date.now() > deadline) throw new Error(`${waiting.n} e-mails still waiting after ${timeoutMs} ms`);
          wake();
          await new Promise((resolve) => setTimeout(resolve, 25));
        }
      },
    };
    app.decorate('mailer', mailer);
    // Registered after the database: runs before it closes. A delivery in flight finishes and is
    // recorded; nothing new is fetched.
    app.addHook('onClose', async () => {
      await app.tasks.idle();
      if (boss && workerId) await boss.offWork(MAIL_QUEUE, { id: workerId, wait: true });
      transport?.close();
    });
  },
  { name: 'mailer', dependencies: ['database', 'tasks', 'queue'] },
);

/**
 * The queue's view of a Drizzle executor: a job sent through it is written in that transaction (and
 * on PGlite does not wait for the client the transaction holds).
 */
function queueDb(executor: Database | Transaction) {
  return fromDrizzle({ execute: (query) => executor.execute(query as SQL) as Promise<{ rows: unknown[] }> }, sql);
}
