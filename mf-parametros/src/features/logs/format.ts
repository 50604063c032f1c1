// How a log line reads on the /logs screen: the API writes JSON lines (pino); the screen shows each as
// one line of text — the time in the programme's time zone, the level or the request, the message and
// the rest of its fields — and tells errors and warnings apart.
import { PORTAL_TIME_ZONE } from '@dapcon/contract/core';

/** How a line is shown: its text, and whether it tells of an error or a warning. */
export interface LogLineView {
  text: string;
  tone: 'error' | 'warning' | 'normal';
}

const LEVELS: Record<number, string> = { 10: 'TRACE', 20: 'DEBUG', 30: 'INFO', 40: 'WARN', 50: 'ERROR', 60: 'FATAL' };

/** What pino writes on every line and the screen shows in its own place (or not at all). */
const SHOWN_APART = new Set(['level', 'time', 'msg', 'pid', 'hostname', 'service']);
// The request id stays among the other fields: it is the application log's `reqId` of the same request.
const REQUEST_FIELDS = new Set(['level', 'time', 'method', 'url', 'status', 'duration_ms', 'user_id', 'ip']);

const TIME = new Intl.DateTimeFormat('es-ES', {
  timeZone: PORTAL_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

/** '24/11/2026 09:00:05' in Madrid, or what the line says when it is no time. */
export function logTime(value: unknown): string {
  const date = typeof value === 'string' || typeof value === 'number' ? new Date(value) : null;
  return date && !Number.isNaN(date.getTime()) ? TIME.format(date).replace(',', '') : String(value ?? '');
}

function fieldText(value: unknown): string {
  return typeof value === 'string' ? value : JSON.stringify(value);
}

function parse(line: string): Record<string, unknown> | null {
  try {
    const value: unknown = JSON.parse(line);
    return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/**
 * A line of the application log: time, level, message, then its other fields as `name=value`.
 *
 * @example
 * appLogLine('{"level":30,"time":"2026-11-24T08:00:05.000Z","msg":"signed in","userId":1}')
 * // { text: '24/11/2026 09:00:05  INFO   signed in  userId=1', tone: 'normal' }
 */
export function appLogLine(line: string): LogLineView {
  const entry = parse(line);
  if (!entry) return { text: line, tone: 'normal' };
  const level = typeof entry.level === 'number' ? entry.level : 30;
  const rest = Object.entries(entry)
    .filter(([key]) => !SHOWN_APART.has(key))
    .map(([key, value]) => `${key}=${fieldText(value)}`);
  const text = [logTime(entry.time), (LEVELS[level] ?? String(level)).padEnd(5), fieldText(entry.msg ?? ''), ...rest].join('  ');
  return { text, tone: level >= 50 ? 'error' : level >= 40 ? 'warning' : 'normal' };
}

/**
 * A line of the request log: time, method and URL, status, duration, who asked (`user` words from
 * the screen's language), then any other field: `req_id=…`, the application log's `reqId` of the same request.
 *
 * @example
 * requestLogLine('{"time":"2026-11-24T08:00:05.000Z","method":"GET","url":"/api/idiomas","status":200,"duration_ms":4,"user_id":null}', { user: (id) => `usuario ${id}`, anonymous: 'sin sesión' })
 * // { text: '24/11/2026 09:00:05  GET /api/idiomas  200  4 ms  sin sesión', tone: 'normal' }
 */
export function requestLogLine(line: string, words: { user: (id: string) => string; anonymous: string }): LogLineView {
  const entry = parse(line);
  if (!entry) return { text: line, tone: 'normal' };
  const status = typeof entry.status === 'number' ? entry.status : 0;
  const who = entry.user_id === null || entry.user_id === undefined ? words.anonymous : words.user(fieldText(entry.user_id));
  const rest = Object.entries(entry)
    .filter(([key]) => !REQUEST_FIELDS.has(key))
    .map(([key, value]) => `${key}=${fieldText(value)}`);
  const parts = [logTime(entry.time), `${fieldText(entry.method ?? '')} ${fieldText(entry.url ?? '')}`, String(entry.status ?? ''), `${fieldText(entry.duration_ms ?? '')} ms`, who, ...rest];
  return { text: parts.join('  '), tone: status >= 500 ? 'error' : status >= 400 ? 'warning' : 'normal' };
}
