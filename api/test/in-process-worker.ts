/**
 * The thread the browser side's component tests run the real API in (config/real-api.ts starts it
 * with tsx): a plain Node environment, whatever the test's own (happy-dom) is. It answers messages:
 * start an app on a fresh copy of the seeded image, pass a request to an app's `inject()`, sign a
 * demo account in, run one SQL statement on an app's database (arranging a test's data), close an app. One thread per test worker; one app per test file.
 */
import { parentPort } from 'node:worker_threads';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { seededImage, signInInProcess, startInProcessApi } from './in-process';

/** A message from the test worker. */
export type InProcessRequest =
  | { id: number; kind: 'start' }
  | { id: number; kind: 'close'; app: number }
  | { id: number; kind: 'token'; app: number; usuario: string }
  | { id: number; kind: 'sql'; app: number; statement: string }
  | { id: number; kind: 'inject'; app: number; method: string; url: string; headers: Record<string, string>; payload: Uint8Array | null };

/** The answer to a message (`error` when it failed). */
export type InProcessReply =
  | { id: number; error: string }
  | { id: number; app: number; seconds: { image: number; start: number } }
  | { id: number; status: number; headers: Array<[string, string]>; body: Uint8Array }
  | { id: number; token: string }
  | { id: number; rows: unknown[] }
  | { id: number; closed: true };

const apps = new Map<number, { app: FastifyInstance; close(): Promise<void> }>();
let nextApp = 1;
let image: Promise<string> | null = null;

async function handle(message: InProcessRequest): Promise<InProcessReply> {
  switch (message.kind) {
    case 'start': {
      const begun = performance.now();
      image ??= seededImage();
      const file = await image;
      const imageDone = performance.now();
      const started = await startInProcessApi(file);
      const app = nextApp++;
      apps.set(app, started);
      return { id: message.id, app, seconds: { image: (imageDone - begun) / 1000, start: (performance.now() - imageDone) / 1000 } };
    }
    case 'close': {
      const started = apps.get(message.app);
      apps.delete(message.app);
      await started?.close();
      return { id: message.id, closed: true };
    }
    case 'token': {
      const started = apps.get(message.app);
      if (!started) throw new Error(`No app ${message.app}`);
      return { id: message.id, token: await signInInProcess(started.app, message.usuario) };
    }
    case 'sql': {
      // Arranging what no route of the API makes (as the API's own tests write rows): one statement.
      const started = apps.get(message.app);
      if (!started) throw new Error(`No app ${message.app}`);
      const { rows } = (await started.app.db.execute(sql.raw(message.statement))) as unknown as { rows: unknown[] };
      return { id: message.id, rows };
    }
    case 'inject': {
      const started = apps.get(message.app);
      if (!started) throw new Error(`No app ${message.app}`);
      const answer = await started.app.inject({
        method: message.method as 'GET',
        url: message.url,
        headers: message.headers,
        ...(message.payload ? { payload: Buffer.from(message.payload) } : {}),
      });
      const headers: Array<[string, string]> = [];
      for (const [name, value] of Object.entries(answer.headers)) {
        if (value === undefined) continue;
        for (const one of Array.isArray(value) ? value : [value]) headers.push([name, String(one)]);
      }
      return { id: message.id, status: answer.statusCode, headers, body: new Uint8Array(answer.rawPayload) };
    }
  }
}

parentPort?.on('message', (message: InProcessRequest) => {
  handle(message).then(
    (reply) => parentPort?.postMessage(reply),
    (error: unknown) => parentPort?.postMessage({ id: message.id, error: error instanceof Error ? (error.stack ?? error.message) : String(error) }),
  );
});
