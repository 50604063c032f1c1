/**
 * Success answers pass through their endpoint's response schema on the way out (lib/endpoint.ts):
 * keys the schema does not declare (a column added to a table) never reach the client, and an
 * answer that does not fit is a bug of ours: logged by endpoint and path, never with its values,
 * and answered as the contract's generic 500. Error answers have no schema and pass as written.
 */
import fs from 'node:fs';
import path from 'node:path';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { ACCESS, CORE_MESSAGES, defineEndpoint, MSG, type Envelope } from '@dapcon/contract';
import { API_PREFIX } from '../src/app';
import { NotFoundError } from '../src/errors';
import { serve } from '../src/lib/endpoint';
import { ok } from '../src/lib/envelope';
import { APP_LOG } from '../src/logging';
import { body, build, errorBody } from './helper';

const persona = v.object({ id: v.number(), nombre: v.string() });
const CANARY = 'canary-value-4711';

const extraKey = defineEndpoint({ method: 'GET', path: '/prueba/clave-de-mas', response: persona, access: ACCESS.public, summary: 'Test', tags: ['prueba'] });
const wrongType = defineEndpoint({ method: 'GET', path: '/prueba/tipo-erroneo', response: persona, access: ACCESS.public, summary: 'Test', tags: ['prueba'] });
const notFound = defineEndpoint({ method: 'GET', path: '/prueba/no-existe', response: persona, status: 201, access: ACCESS.public, summary: 'Test', tags: ['prueba'] });

let app: FastifyInstance;
let logDir: string;
beforeAll(async () => {
  app = await build({
    extraRoutes: async (instance) => {
      await instance.register(
        async (api) => {
          // A row as a query gives it, with a column the answer does not declare.
          const row = { id: 7, nombre: 'Ana', password_hash: CANARY };
          serve(api, extraKey, async () => ok(row));
          // A value of the wrong type (a bug the types did not catch: a numeric column read as text).
          const bad = { id: CANARY, nombre: 'Ana' } as unknown as { id: number; nombre: string };
          serve(api, wrongType, async () => ok(bad));
          serve(api, notFound, async () => {
            throw new NotFoundError();
          });
        },
        { prefix: API_PREFIX },
      );
    },
  });
  logDir = app.config.logDir;
});
afterAll(async () => {
  await app.close();
});

describe('answers checked by their endpoint schema', () => {
  it('drop the keys the schema does not declare', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/prueba/clave-de-mas' });
    expect(response.statusCode).toBe(200);
    expect(body<Envelope<unknown>>(response)).toEqual({ status: 'Success', message: 'OK', data: { id: 7, nombre: 'Ana' } });
    expect(response.body).not.toContain(CANARY);
  });

  it('leave error answers as the error handler wrote them (they have no schema)', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/prueba/no-existe' });
    expect(response.statusCode).toBe(404);
    expect(errorBody(response)).toEqual({ status: 'Error', message: MSG.noEncontrado });
  });

  it('answer 500 with the generic message when the answer does not fit, and log where, not what', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/prueba/tipo-erroneo' });
    expect(response.statusCode).toBe(500);
    expect(errorBody(response)).toEqual({ status: 'Error', message: MSG.errorServidor });
    expect(response.body).not.toContain(CANARY);

    const catalan = await app.inject({ method: 'GET', url: '/api/prueba/tipo-erroneo', headers: { 'accept-language': 'ca' } });
    expect(errorBody(catalan)).toEqual({ status: 'Error', message: CORE_MESSAGES.errorServidor.ca });

    await app.close(); // flushes the log
    const log = fs.readFileSync(path.join(logDir, APP_LOG), 'utf8');
    const lines = log
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as Record<string, unknown>)
      .filter((line) => line.msg === 'answer does not match its schema');
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatchObject({ endpoint: 'GET /prueba/tipo-erroneo', paths: ['data.id'], url: '/api/prueba/tipo-erroneo' });
    expect(log).not.toContain(CANARY);
  });
});
