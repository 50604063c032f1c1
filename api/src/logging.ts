/**
 * Two JSON-lines logs in LOG_DIR, read back by the log screens (spec part 1
 * §2, "Logs screen"): `app.log`, the application log (Fastify's logger), and
 * `requests.log`, one line per request. Secrets are redacted at the source.
 * Each file is rotated by size (rotating-file-stream, logrotate's scheme:
 * `app.log` → `app.log.1` → … → `app.log.N`, the oldest removed).
 */
import fs from 'node:fs';
import path from 'node:path';
import pino, { type DestinationStream, type Logger } from 'pino';
import { createStream, type RotatingFileStream } from 'rotating-file-stream';
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

/** Query parameters that carry credentials (`token_img`, `token_doc`, `jwt`, …), secrets or bank accounts. */
const SECRET_QUERY_PARAM = /token|password|secret|key|signature|jwt|bearer|authorization|session|iban|cuenta/i;
/** A value that looks like an IBAN (country, check digits, 10 to 30 letters and digits; spaces ignored). */
const IBAN_LIKE = /^[A-Z]{2}\d{2}[A-Z0-9]{10,30}$/i;
/**
 * Anything shaped like a JWT, wherever it is in a URL (path, any parameter's name or value): its
 * header is base64url of '{"…', so 'eyJ', then one or more dot-separated base64url parts (the dot
 * may be escaped as %2E).
 */
const JWT_LIKE = /eyJ[A-Za-z0-9_-]+(?:(?:\.|%2[Ee])[A-Za-z0-9_-]*)+/g;

/** The request URL with secret query values and JWT-shaped texts replaced, for logs. */
export function redactUrl(requestUrl: string): string {
  const url = requestUrl.replace(JWT_LIKE, REDACTED);
  const q = url.indexOf('?');
  if (q < 0) return url;
  const params = new URLSearchParams(url.slice(q + 1));
  let changed = false;
  for (const key of new Set(params.keys())) {
    if (SECRET_QUERY_PARAM.test(key) || params.getAll(key).some((value) => IBAN_LIKE.test(value.replace(/[\s-]/g, '')))) {
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
  /** Size at which a file is rotated ('10M'); 10M when absent. */
  maxSize?: string;
  /** Rotated files kept per log; 5 when absent. */
  files?: number;
}

/** A log file rotated by size: `name` is written, `name.1` is the newest rotated one. */
function rotatingFile(logDir: string, name: string, size: string, files: number): RotatingFileStream {
  const stream = createStream(name, { path: logDir, size, rotate: files });
  // A log that cannot be written must not bring the API down: say so where an operator looks.
  stream.on('error', (error) => process.stderr.write(`log file ${name}: ${error.message}\n`));
  return stream;
}

export function createLoggers({ logDir, level, stdout, maxSize = '10M', files = 5 }: LoggerOptions): Loggers {
  fs.mkdirSync(logDir, { recursive: true });
  const appFile = rotatingFile(logDir, APP_LOG, maxSize, files);
  const requestFile = rotatingFile(logDir, REQUEST_LOG, maxSize, files);
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
              if (file.writableFinished) return resolve();
              file.once('finish', () => resolve());
              file.end();
            }),
        ),
      );
    },
  };
}

/** The files of one log, newest first: `name`, `name.1`, `name.2`… while they exist. */
function filesOf(logDir: string, name: string): string[] {
  const files = [path.join(logDir, name)];
  for (let i = 1; fs.existsSync(path.join(logDir, `${name}.${i}`)); i += 1) files.push(path.join(logDir, `${name}.${i}`));
  return files;
}

/** How much of a file's end is read at a time when looking for its last lines. */
const TAIL_BLOCK = 64 * 1024;

/** The last `n` complete lines of one file (oldest first), reading from its end. */
function tailOfFile(file: string, n: number): string[] {
  let fd: number;
  try {
    fd = fs.openSync(file, 'r');
  } catch {
    return [];
  }
  try {
    const size = fs.fstatSync(fd).size;
    let position = size;
    let text = '';
    // n lines need n newlines before the last line's start (the file ends with a newline).
    while (position > 0 && text.split('\n').length <= n + 1) {
      const length = Math.min(TAIL_BLOCK, position);
      position -= length;
      const buffer = Buffer.alloc(length);
      fs.readSync(fd, buffer, 0, length, position);
      text = buffer.toString('utf8') + text;
    }
    const lines = text.split('\n');
    // A line still being written (no newline yet) and, when the start was not reached, a cut one.
    lines.pop();
    if (position > 0) lines.shift();
    return lines.filter((line) => line.trim() !== '').slice(-n);
  } finally {
    fs.closeSync(fd);
  }
}

/**
 * The last `n` lines of a log (`app.log` or `requests.log`), newest last, reading the rotated files
 * too when the current one holds fewer.
 *
 * @example
 * tailLog(config.logDir, APP_LOG, 100) // ['{"level":30,"time":"2026-11-24T09:00:00.000Z",…}', …]
 */
export function tailLog(logDir: string, name: string, n: number): string[] {
  const lines: string[] = [];
  for (const file of filesOf(logDir, name)) {
    if (lines.length >= n) break;
    lines.unshift(...tailOfFile(file, n - lines.length));
  }
  return lines;
}
