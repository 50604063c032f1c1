// The mock API of the log screens (`GET /logs/laravel`, `GET /logs/requests`, contract/src/sistema/logs.ts;
// docs/parametros.md step 5): a few hundred lines of each log as the API writes them (pino JSON lines,
// newest last), the last `n_lines` answered; the Ares administrator only, as the API.
import type { HttpHandler } from 'msw';
import { LOG_LINES_DEFAULT, logsAplicacion, logsPeticiones } from '@dapcon/contract/sistema';
import { mockEndpoint, mockRequireAccess } from './handlers';

/** The first line's time; one line a second after it. */
const START = Date.parse('2026-11-24T08:00:00.000Z');
const at = (i: number) => new Date(START + i * 1000).toISOString();

const PATHS = ['/api/organizaciones?page=1', '/api/dapcon?page=2', '/api/parametros_generales', '/api/auth/me', '/api/idiomas'];

/** 300 request lines: method, url, status, duration and user, as `requests.log` holds them. */
export const MOCK_LOG_PETICIONES: readonly string[] = Array.from({ length: 300 }, (_, i) =>
  JSON.stringify({
    level: 30,
    time: at(i),
    req_id: `req-${(i + 1).toString(36)}`,
    method: i % 7 === 0 ? 'POST' : 'GET',
    url: PATHS[i % PATHS.length],
    status: i % 41 === 40 ? 500 : i % 13 === 12 ? 422 : 200,
    duration_ms: 3 + ((i * 17) % 120),
    user_id: i % 3 === 0 ? null : 1 + (i % 5),
    ip: '127.0.0.1',
  }),
);

/** 150 application lines: sign-ins, a warning now and then and an error, as `app.log` holds them. */
export const MOCK_LOG_APLICACION: readonly string[] = Array.from({ length: 150 }, (_, i) => {
  const base = { time: at(i * 2), pid: 4242, hostname: 'api-1', service: 'dapcon-api' };
  if (i % 50 === 49) return JSON.stringify({ ...base, level: 50, reqId: `req-${i}`, url: '/api/dapcon/7/1', msg: 'request failed', err: { type: 'Error', message: 'connect ECONNREFUSED' } });
  if (i % 10 === 9) return JSON.stringify({ ...base, level: 40, key: `logos/${i}.png`, msg: 'a stored logo a consultant names is missing' });
  return JSON.stringify({ ...base, level: 30, reqId: `req-${i}`, userId: 1 + (i % 6), modulo_app: 'administrador', perfil: 1, msg: 'signed in' });
});

const last = (lines: readonly string[], n: string | undefined) => lines.slice(-(Number(n) || LOG_LINES_DEFAULT));

/** The default answers of the log screens' endpoints. */
export const logsHandlers: readonly HttpHandler[] = [
  mockEndpoint(logsAplicacion, (input) => {
    mockRequireAccess(input, logsAplicacion.access);
    return last(MOCK_LOG_APLICACION, input.query.n_lines);
  }),
  mockEndpoint(logsPeticiones, (input) => {
    mockRequireAccess(input, logsPeticiones.access);
    return last(MOCK_LOG_PETICIONES, input.query.n_lines);
  }),
];
