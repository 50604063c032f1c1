/**
 * The mail queue (api/src/plugins/app/mailer.ts) against a real SMTP server: a mailing survives the
 * API stopping half-way, put-off deliveries are retried, refusals are final with their reason, the
 * pace holds, and a message written in a transaction exists only if the transaction commits.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq, inArray, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { executeRows } from '../src/db/database';
import { comunicaciones } from '../src/db/schema';
import { correos } from '../src/mail/tables';
import type { MailMessage } from '../src/plugins/app/mailer';
import { TEST_JWT_SECRET, build, durableDatabase } from './helper';
import { startSmtpServer, type SmtpServerOptions, type TestSmtpServer } from './smtp';

const open: { app?: FastifyInstance; smtp?: TestSmtpServer }[] = [];
afterEach(async () => {
  for (const { app, smtp } of open.splice(0)) {
    await app?.close();
    await smtp?.close();
  }
});

async function smtpServer(options?: SmtpServerOptions): Promise<TestSmtpServer> {
  const smtp = await startSmtpServer(options);
  open.push({ smtp });
  return smtp;
}

function mailEnv(smtp: TestSmtpServer, env: Record<string, string> = {}): Record<string, string> {
  return { SMTP_URL: smtp.url, PUBLIC_URL: 'https://portal.dapcon.test', ...env };
}

function message(to: string): MailMessage {
  return { plantilla: 'prueba_cola', to, subject: `Para ${to}`, text: `Hola ${to}`, html: `<p>Hola ${to}</p>` };
}

const recipients = (n: number, prefix = 'destinatario') => Array.from({ length: n }, (_, i) => `${prefix}${i + 1}@dapcon.test`);

/** How many times each address reached the server. */
function deliveries(smtp: TestSmtpServer): Map<string, number> {
  const counts = new Map<string, number>();
  for (const mail of smtp.received) for (const to of mail.to) counts.set(to, (counts.get(to) ?? 0) + 1);
  return counts;
}

async function waitFor(condition: () => boolean, timeoutMs = 20_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

async function rowsOf(app: FastifyInstance, ids: number[]) {
  return app.db.select().from(correos).where(inArray(correos.id, ids)).orderBy(correos.id);
}

describe('the mail queue', () => {
  it('resumes a mailing the API stopped half-way: a new app delivers the rest, every recipient exactly once', async () => {
    const smtp = await smtpServer();
    const database = durableDatabase();
    const to = recipients(60);
    // 3,000 a minute: 20 ms apart, so the app is closed with most of the mailing still queued.
    const env = mailEnv(smtp, { MAIL_RATE_PER_MINUTE: '3000' });
    const first = await build({ env, database: await database.open() });
    const ids: number[] = [];
    for (const address of to) ids.push(await first.mailer.send(message(address)));
    await waitFor(() => smtp.received.length >= 20);
    await first.close();
    const deliveredByFirst = smtp.received.length;
    expect(deliveredByFirst).toBeGreaterThanOrEqual(20);
    expect(deliveredByFirst).toBeLessThan(60);

    const second = await build({ env, database: await database.open() });
    open.push({ app: second });
    const before = await rowsOf(second, ids);
    // What the first app delivered it recorded before it stopped; the rest waits in the queue.
    expect(before.filter((row) => row.estado === 'enviado')).toHaveLength(deliveredByFirst);
    expect(before.filter((row) => row.estado === 'pendiente')).toHaveLength(60 - deliveredByFirst);

    await second.mailer.idle();
    const counts = deliveries(smtp);
    expect([...counts.keys()].sort()).toEqual([...to].sort());
    expect([...counts.values()].every((n) => n === 1)).toBe(true);
    const after = await rowsOf(second, ids);
    expect(after.every((row) => row.estado === 'enviado' && row.intentos === 1 && row.sent_at !== null)).toBe(true);
  });

  it('resumes a mailing written at once (sendMany, one transaction): a new app delivers the rest, every recipient exactly once, a put-off one retried', async () => {
    let putOff = 0;
    const smtp = await smtpServer({
      refuse: (address) => {
        if (address === 'lote7@dapcon.test' && putOff < 1) {
          putOff += 1;
          return 421;
        }
        return undefined;
      },
    });
    const database = durableDatabase();
    const to = recipients(60, 'lote');
    const env = mailEnv(smtp, { MAIL_RATE_PER_MINUTE: '3000' });
    const first = await build({ env, database: await database.open() });
    const ids = await first.mailer.sendMany(to.map(message));
    expect(ids).toHaveLength(60);
    expect(new Set(ids).size).toBe(60);
    await waitFor(() => smtp.received.length >= 20);
    await first.close();
    const deliveredByFirst = smtp.received.length;
    expect(deliveredByFirst).toBeLessThan(60);

    const second = await build({ env, database: await database.open() });
    open.push({ app: second });
    await second.mailer.idle();
    const counts = deliveries(smtp);
    expect([...counts.keys()].sort()).toEqual([...to].sort());
    expect([...counts.values()].every((n) => n === 1)).toBe(true);
    expect(putOff).toBe(1);
    const after = await rowsOf(second, ids);
    expect(after.every((row) => row.estado === 'enviado' && row.sent_at !== null)).toBe(true);
    // The queue's retry policy holds for jobs written in bulk: the put-off one took two attempts.
    expect(after.find((row) => row.destinatario === 'lote7@dapcon.test')?.intentos).toBe(2);
  });

  it("delivers the portal's own e-mail before the rest of a mailing queued ahead of it", async () => {
    const smtp = await smtpServer();
    // 600 a minute: 100 ms apart, so the mailing is still going when the reset link is asked for.
    const app = await build({ env: mailEnv(smtp, { MAIL_RATE_PER_MINUTE: '600' }) });
    open.push({ app });
    const [comunicacion] = await app.db
      .insert(comunicaciones)
      .values({ asunto: 'Boletín', mensaje: '<p>Boletín</p>', remitente: 'DAPcon <no-reply@dapcon.test>', perfiles: [5] })
      .returning({ id: comunicaciones.id });
    const mailing = recipients(30, 'boletin').map((to) => ({ ...message(to), comunicacionId: comunicacion?.id ?? null }));
    await app.mailer.sendMany(mailing);
    await waitFor(() => smtp.received.length >= 3);
    const askedAt = smtp.received.length;
    await app.mailer.send(message('urgente@dapcon.test'));
    await app.mailer.idle();
    const order = smtp.received.flatMap((mail) => mail.to);
    expect(order).toHaveLength(31);
    // The one in flight when it was asked for may finish first; then it goes.
    expect(order.indexOf('urgente@dapcon.test')).toBeLessThanOrEqual(askedAt + 1);
  });

  it('writes nothing of a mailing whose transaction rolls back (sendMany with tx)', async () => {
    const smtp = await smtpServer();
    const app = await build({ env: mailEnv(smtp) });
    open.push({ app });
    const to = recipients(5, 'anulado');
    await expect(
      app.db.transaction(async (tx) => {
        await app.mailer.sendMany(to.map(message), { tx });
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    await app.mailer.idle();
    const [row] = await executeRows<{ n: number }>(app.db, sql`select count(*)::int as n from correos where destinatario like 'anulado%'`);
    expect(row?.n).toBe(0);
    expect(smtp.received).toHaveLength(0);
  });

  // On PostgreSQL, a job whose process died returns when its heartbeat lapses (30 s and the queue's
  // monitor): too slow for this suite; the embedded database's start-up recovery is what is tested.
  it.skipIf(Boolean(process.env.DATABASE_URL))(
    'resumes a mailing after the API process is killed (SIGKILL): every recipient gets it, a copy only of the one in flight',
    async () => {
      const smtp = await smtpServer();
      const database = durableDatabase();
      await (await database.open()).close();
      const to = recipients(40, 'matado');
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'dapcon-api-child-'));
      const child = spawn(process.execPath, ['--import', 'tsx', path.join(import.meta.dirname, 'fixtures', 'mailing-child.ts')], {
        cwd: path.join(import.meta.dirname, '..'),
        env: {
          ...process.env,
          DATA_DIR: dir,
          JWT_SECRET: TEST_JWT_SECRET,
          // The job in flight at the kill goes back to the queue as a retry: 1 s later, not 30.
          ...mailEnv(smtp, { MAIL_RATE_PER_MINUTE: '1500', MAIL_RETRY_DELAY_S: '1' }),
          TEST_DATABASE_TARGET: JSON.stringify(await database.target()),
          TEST_RECIPIENTS: to.join(','),
        },
        stdio: ['ignore', 'pipe', 'inherit'],
      });
      try {
        await waitFor(() => smtp.received.length >= 10, 60_000);
      } finally {
        child.kill('SIGKILL');
      }
      await new Promise((resolve) => child.once('exit', resolve));
      const deliveredBeforeKill = smtp.received.length;
      expect(deliveredBeforeKill).toBeLessThan(40);

      const app = await build({ env: mailEnv(smtp), database: await database.open() });
      open.push({ app });
      await app.mailer.idle();
      const counts = deliveries(smtp);
      expect([...counts.keys()].sort()).toEqual([...to].sort());
      // SMTP and the database cannot commit together: a message the server took in the instant
      // before the kill may go again, with the same Message-ID for the mail system to drop.
      const copies = [...counts.entries()].filter(([, n]) => n > 1);
      expect(copies.length).toBeLessThanOrEqual(1);
      expect(copies.every(([, n]) => n === 2)).toBe(true);
      fs.rmSync(dir, { recursive: true, force: true });
    },
    90_000,
  );

  it('retries a delivery the server puts off (421) and records the attempts', async () => {
    let putOff = 0;
    const smtp = await smtpServer({
      refuse: (address) => {
        if (address === 'ocupado@dapcon.test' && putOff < 2) {
          putOff += 1;
          return 421;
        }
        return undefined;
      },
    });
    const app = await build({ env: mailEnv(smtp) });
    open.push({ app });
    const id = await app.mailer.send(message('ocupado@dapcon.test'));
    await app.mailer.idle();
    expect(putOff).toBe(2);
    expect(deliveries(smtp).get('ocupado@dapcon.test')).toBe(1);
    const [row] = await rowsOf(app, [id]);
    expect(row).toMatchObject({ estado: 'enviado', intentos: 3, error: null });
  });

  it('gives up after the last retry, with the reason', async () => {
    const smtp = await smtpServer({ refuse: (address) => (address === 'siempre-ocupado@dapcon.test' ? 450 : undefined) });
    const app = await build({ env: mailEnv(smtp, { MAIL_RETRY_LIMIT: '1' }) });
    open.push({ app });
    const id = await app.mailer.send(message('siempre-ocupado@dapcon.test'));
    await app.mailer.idle();
    const [row] = await rowsOf(app, [id]);
    expect(row).toMatchObject({ estado: 'error', intentos: 2, sent_at: null });
    expect(row?.error).toContain('Try again later');
  });

  it('records a refusal (550) as final at once, and sends it again when asked (Reenviar)', async () => {
    let refusing = true;
    const smtp = await smtpServer({ refuse: (address) => (refusing && address === 'rechazado@dapcon.test' ? 550 : undefined) });
    const app = await build({ env: mailEnv(smtp) });
    open.push({ app });
    const id = await app.mailer.send(message('rechazado@dapcon.test'));
    await app.mailer.idle();
    const [refused] = await rowsOf(app, [id]);
    expect(refused).toMatchObject({ estado: 'error', intentos: 1, sent_at: null, reenvios: 0 });
    expect(refused?.error).toContain('Mailbox unavailable');
    expect(smtp.received).toHaveLength(0);

    refusing = false;
    expect(await app.mailer.requeue(id)).toBe(true);
    await app.mailer.idle();
    const [resent] = await rowsOf(app, [id]);
    expect(resent).toMatchObject({ estado: 'enviado', intentos: 2, error: null, reenvios: 1 });
    expect(deliveries(smtp).get('rechazado@dapcon.test')).toBe(1);
    // Only a failed message goes back to the queue.
    expect(await app.mailer.requeue(id)).toBe(false);
    expect(await app.mailer.requeue(999_999)).toBe(false);
  });

  it('keeps the pace: ten messages at 600 a minute take at least 0.9 s', async () => {
    const smtp = await smtpServer();
    const app = await build({ env: mailEnv(smtp, { MAIL_RATE_PER_MINUTE: '600' }) });
    open.push({ app });
    const started = Date.now();
    for (const address of recipients(10)) await app.mailer.send(message(address));
    await app.mailer.idle();
    expect(smtp.received).toHaveLength(10);
    expect(Date.now() - started).toBeGreaterThanOrEqual(900);
  });

  it('writes a message in the caller transaction: a rollback leaves no row and sends nothing', async () => {
    const smtp = await smtpServer();
    const app = await build({ env: mailEnv(smtp) });
    open.push({ app });
    await expect(
      app.db.transaction(async (tx) => {
        await app.mailer.send(message('revertido@dapcon.test'), { tx });
        throw new Error('the change fails');
      }),
    ).rejects.toThrow('the change fails');
    const committed = await app.db.transaction((tx) => app.mailer.send(message('confirmado@dapcon.test'), { tx }));
    await app.mailer.idle();
    expect(await app.db.select().from(correos).where(eq(correos.destinatario, 'revertido@dapcon.test'))).toHaveLength(0);
    expect([...deliveries(smtp).keys()]).toEqual(['confirmado@dapcon.test']);
    expect((await rowsOf(app, [committed]))[0]?.estado).toBe('enviado');
  });

  it('names every message with a stable Message-ID on the portal host', async () => {
    const smtp = await smtpServer();
    const app = await build({ env: mailEnv(smtp) });
    open.push({ app });
    const id = await app.mailer.send(message('cabeceras@dapcon.test'));
    await app.mailer.idle();
    expect(smtp.received[0]?.body).toMatch(new RegExp(`^Message-ID: <correo-${id}@portal\\.dapcon\\.test>`, 'im'));
  });

  it('queues at start-up what the outbox kept while there was no SMTP server', async () => {
    const database = durableDatabase();
    const outbox = await build({ database: await database.open() });
    expect(outbox.mailer.mode).toBe('outbox');
    const ids = [];
    for (const address of recipients(3, 'bandeja')) ids.push(await outbox.mailer.send(message(address)));
    await outbox.mailer.idle();
    expect((await rowsOf(outbox, ids)).map((row) => row.estado)).toEqual(['pendiente', 'pendiente', 'pendiente']);
    await outbox.close();

    const smtp = await smtpServer();
    const sending = await build({ env: mailEnv(smtp), database: await database.open() });
    open.push({ app: sending });
    await sending.mailer.idle();
    expect([...deliveries(smtp).keys()].sort()).toEqual(recipients(3, 'bandeja'));
    expect((await rowsOf(sending, ids)).every((row) => row.estado === 'enviado')).toBe(true);
    // Its jobs are the queue's: one per row.
    const [jobs] = await executeRows<{ n: number }>(sending.db, sql`select count(*)::int as n from pgboss.job where name = 'correo'`);
    expect(jobs?.n).toBe(3);
  });
});
