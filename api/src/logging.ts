/**
 * Two JSON-lines logs in LOG_DIR, read back by the log screens (spec part 1
 * §2, "Logs screen"): `app.log`, the application log (Fastify's logger), and
 * `requests.log`, one line per request. Secrets are redacted at the source.
 */
import fs from 'node:fs';
import path from 'node:path';
import pino, { type DestinationStream, type Logger } from 'pino';
import type { LogLevel } from './config';

export const APP_LOG = 'app.log';
export const REQUEST_LOG = 'requests.log';

const REDACTED = '[REDACTED]';
/** Whatever might carry a credential, wherever it is logged. */
const REDACT_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'headers.authorization',
  'headers.cookie',
  'res.headers["set-cookie"]',
  'password',
  'token',
  'jwtSecret',
  '*.password',
  '*.password_confirmation',
  '*.old_password',
  '*.new_password',
  '*.new_password_confirmation',
  '*.token_docs',
  '*.password_hash',
  '*.token',
  '*.jwtSecret',
  '*.*.password',
  '*.*.token',
];

/** Query parameters that carry credentials (`token_img`, `token_doc`, …) or secrets. */
const SECRET_QUERY_PARAM = /token|password|secret|key|signature/i;

/** The request URL with secret query values replaced, for logs. */
export function redactUrl(url: string): string {
  const q = url.indexOf('?');
  if (q < 0) return url;
  const params = new URLSearchParams(url.slice(q + 1));
  let changed = false;
  for (const key of new Set(params.keys())) {
    if (SECRET_QUERY_PARAM.test(key)) {
      params.set(key, REDACTED);
      changed = true;
    }
  }
  return changed ? `${url.slice(0, q)}?${params.toString()}` : url;
}

/** What of a database error may be logged: the SQLSTATE and what names the failing object, never values. */
const DATABASE_ERROR_FIELDS = ['code', 'constraint', 'table', 'column', 'schema', 'dataType'] as const;

/** Drizzle's error (it has the query and its parameters) or the driver's (SQLSTATE and severity). */
function isDatabaseError(error: object): boolean {
  const e = error as { query?: unknown; params?: unknown; code?: unknown; severity?: unknown };
  return (
    (typeof e.query === 'string' && 'params' in e) ||
    (typeof e.code === 'string' && /^[0-9A-Z]{5}$/.test(e.code) && typeof e.severity === 'string')
  );
}

/**
 * The `err` serializer of both logs. A database error carries the query's parameters
 * (password hashes, NIFs, e-mails, phones) in its message, its `params`, the driver's
 * `detail` and the stack's first line; it is logged as its code, constraint, table and
 * column, with the stack's frames only. Any other error is logged as pino would.
 */
export function serializeError(error: unknown): unknown {
  if (typeof error !== 'object' || error === null) return pino.stdSerializers.err(error as Error);
  const chain: object[] = [];
  for (let current: unknown = error; typeof current === 'object' && current !== null && chain.length < 5; ) {
    chain.push(current);
    current = (current as { cause?: unknown }).cause;
  }
  if (!chain.some(isDatabaseError)) return pino.stdSerializers.err(error as Error);
  const logged: Record<string, unknown> = {
    type: (error as Error).name || 'Error',
    message: 'database query failed',
  };
  for (const link of chain) {
    for (const field of DATABASE_ERROR_FIELDS) {
      const value = (link as Record<string, unknown>)[field];
      if (logged[field] === undefined && typeof value === 'string' && value !== '') logged[field] = value;
    }
  }
  const stack = (error as Error).stack;
  if (typeof stack === 'string') {
    logged.stack = [`${String(logged.type)}: database query failed`, ...stack.split('\n').filter((line) => /^\s+at /.test(line))].join('\n');
  }
  return logged;
}

export interface Loggers {
  app: Logger;
  requests: Logger;
  /** Writes out buffered lines and closes the files; called when the app closes. */
  close(): Promise<void>;
}

export interface LoggerOptions {
  logDir: string;
  level: LogLevel;
  /** Also copy the application log to stdout (the server does; tests do not). */
  stdout: boolean;
}

export function createLoggers({ logDir, level, stdout }: LoggerOptions): Loggers {
  fs.mkdirSync(logDir, { recursive: true });
  const appFile = pino.destination({ dest: path.join(logDir, APP_LOG), sync: false });
  const requestFile = pino.destination({ dest: path.join(logDir, REQUEST_LOG), sync: false });
  const appStream: DestinationStream = stdout
    ? pino.multistream([{ stream: appFile, level }, { stream: process.stdout, level }])
    : appFile;
  const redact = { paths: REDACT_PATHS, censor: REDACTED };
  // ISO times: the log screens show these lines to people.
  const timestamp = pino.stdTimeFunctions.isoTime;
  const serializers = { err: serializeError };
  return {
    app: pino({ level, redact, serializers, base: { service: 'dapcon-api' }, timestamp }, appStream),
    requests: pino({ level: 'info', redact, serializers, base: null, timestamp }, requestFile),
    async close() {
      await Promise.all(
        [appFile, requestFile].map(
          (file) =>
            new Promise<void>((resolve) => {
              file.once('close', () => resolve());
              file.end();
            }),
        ),
      );
    },
  };
}
