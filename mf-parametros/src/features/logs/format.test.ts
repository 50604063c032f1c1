import { describe, expect, it } from 'vitest';
import { appLogLine, logTime, requestLogLine } from './format';

const words = { user: (id: string) => `usuario ${id}`, anonymous: 'sin sesión' };

describe('logTime', () => {
  it('shows an instant in Madrid, winter and summer', () => {
    expect(logTime('2026-11-24T08:00:05.000Z')).toBe('24/11/2026 09:00:05');
    expect(logTime('2026-07-01T22:30:00.000Z')).toBe('02/07/2026 00:30:00');
    expect(logTime('yesterday')).toBe('yesterday');
  });
});

describe('appLogLine', () => {
  it('reads a pino line: time, level, message, then the other fields', () => {
    const line = JSON.stringify({ level: 30, time: '2026-11-24T08:00:05.000Z', pid: 1, hostname: 'h', service: 'dapcon-api', reqId: 'req-1', msg: 'signed in', userId: 7, modulo_app: 'administrador' });
    expect(appLogLine(line)).toEqual({ text: '24/11/2026 09:00:05  INFO   signed in  reqId=req-1  userId=7  modulo_app=administrador', tone: 'normal' });
  });

  it('tells warnings and errors, with nested fields as JSON', () => {
    expect(appLogLine(JSON.stringify({ level: 40, time: '2026-11-24T08:00:05.000Z', msg: 'missing', key: 'logos/1.png' }))).toEqual({
      text: '24/11/2026 09:00:05  WARN   missing  key=logos/1.png',
      tone: 'warning',
    });
    const error = appLogLine(JSON.stringify({ level: 50, time: '2026-11-24T08:00:05.000Z', msg: 'request failed', err: { type: 'Error' } }));
    expect(error).toEqual({ text: '24/11/2026 09:00:05  ERROR  request failed  err={"type":"Error"}', tone: 'error' });
  });

  it('shows a line that is not JSON as it is', () => {
    expect(appLogLine('plain text')).toEqual({ text: 'plain text', tone: 'normal' });
    expect(appLogLine('[1,2]')).toEqual({ text: '[1,2]', tone: 'normal' });
  });
});

describe('requestLogLine', () => {
  const line = (fields: Record<string, unknown>) =>
    JSON.stringify({ level: 30, time: '2026-11-24T08:00:05.000Z', req_id: 'r', method: 'GET', url: '/api/idiomas', status: 200, duration_ms: 4, user_id: null, ip: '1.2.3.4', ...fields });

  it('reads method, URL, status, duration and who asked', () => {
    expect(requestLogLine(line({}), words)).toEqual({ text: '24/11/2026 09:00:05  GET /api/idiomas  200  4 ms  sin sesión  req_id=r', tone: 'normal' });
    expect(requestLogLine(line({ method: 'POST', user_id: 12, req_id: 'e2e-1' }), words).text).toBe('24/11/2026 09:00:05  POST /api/idiomas  200  4 ms  usuario 12  req_id=e2e-1');
  });

  it('marks client errors as warnings and server errors as errors', () => {
    expect(requestLogLine(line({ status: 422 }), words).tone).toBe('warning');
    expect(requestLogLine(line({ status: 503 }), words).tone).toBe('error');
  });
});
