/**
 * The log screens (spec part 1 §2 'Logs screen', §7 `GET /logs/laravel`, `GET /logs/requests`, §9 'Log
 * views request 100 lines'; part 2 §2.1: the Ares administrator only): the last lines of the API's own
 * log files, newest last. The paths keep the spec's names: `laravel` is the application log.
 */
import * as v from 'valibot';
import { ACCESS, defineEndpoint } from '../core/endpoint';
import { positiveIntegerFilter } from '../core/list';
import { MSG } from '../core/messages';

/** Lines a log screen asks for (spec part 1 §9). */
export const LOG_LINES_DEFAULT = 100;
/** The most lines one request may ask for. */
export const LOG_LINES_MAX = 1000;

/** `n_lines`: how many of the last lines, 1 to 1,000; 100 when absent. */
export const LogsQuery = v.object({
  // The default goes through the pipe too (a pipe alone is skipped when the key is absent).
  n_lines: v.optional(
    v.pipe(
      positiveIntegerFilter(),
      v.check((n) => n === undefined || n <= LOG_LINES_MAX, MSG.valorNoValido),
      v.transform((n) => n ?? LOG_LINES_DEFAULT),
    ),
    String(LOG_LINES_DEFAULT),
  ),
});
export type LogsQuery = v.InferInput<typeof LogsQuery>;

/** The lines, oldest first (newest last), each as written: one JSON object per line (pino). */
export const LogLines = v.array(v.string());
export type LogLines = v.InferOutput<typeof LogLines>;

/**
 * The application log's last lines (the API's `app.log` and its rotated files).
 *
 * @example
 * const { data } = await call(logsAplicacion, { query: { n_lines: 100 } }); // ['{"level":30,"time":…,"msg":"signed in"}', …]
 */
export const logsAplicacion = defineEndpoint({
  method: 'GET',
  path: '/logs/laravel',
  query: LogsQuery,
  response: LogLines,
  access: ACCESS.adminAres,
  summary: "The application log's last lines (n_lines, 100 by default), newest last",
  tags: ['sistema'],
});

/**
 * The request log's last lines (`requests.log`: one line per request).
 *
 * @example
 * const { data } = await call(logsPeticiones, { query: { n_lines: 100 } }); // ['{"time":…,"method":"GET","url":"/api/…","status":200,…}', …]
 */
export const logsPeticiones = defineEndpoint({
  method: 'GET',
  path: '/logs/requests',
  query: LogsQuery,
  response: LogLines,
  access: ACCESS.adminAres,
  summary: "The request log's last lines (n_lines, 100 by default), newest last",
  tags: ['sistema'],
});
