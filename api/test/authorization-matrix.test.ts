/**
 * The authorization matrix as a whole: every route the app serves under /api is an endpoint of
 * the contract (same method and url), and every endpoint has exactly one row in its area's
 * matrix. It fails when the app serves a route no row lists: a new route is not done until
 * someone has decided, in its area's matrix.ts, who may call it. The rows themselves run in
 * each area's matrix.test.ts.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { ALL_ENDPOINTS, CONTRACT_AREAS } from '@dapcon/contract';
import { API_PREFIX } from '../src/app';
import { build } from './helper';
import { MATRIX_BY_AREA } from './matrix';

let app: FastifyInstance;
const registered = new Set<string>();

beforeAll(async () => {
  app = await build({
    beforeRegister: (instance) =>
      instance.addHook('onRoute', ({ method, url }) => {
        // HEAD routes are Fastify's automatic twins of GET routes.
        for (const m of [method].flat()) if (m !== 'HEAD' && url.startsWith(`${API_PREFIX}/`)) registered.add(`${m} ${url}`);
      }),
  });
});
afterAll(async () => {
  await app.close();
});

const served = (endpoint: (typeof ALL_ENDPOINTS)[number]) => `${endpoint.method} ${API_PREFIX}${endpoint.path}`;

describe('the authorization matrix', () => {
  it('lists exactly the routes the app serves under /api, each an endpoint of the contract', () => {
    const endpoints = ALL_ENDPOINTS.map(served);
    expect([...registered].filter((route) => !endpoints.includes(route)), 'routes that are no endpoint of the contract').toEqual([]);
    expect(endpoints.filter((route) => !registered.has(route)), 'endpoints the app does not serve').toEqual([]);
  });

  it('has exactly one row for every endpoint, in the matrix of its own area', () => {
    const rows = Object.values(MATRIX_BY_AREA).flat();
    for (const endpoint of ALL_ENDPOINTS) {
      expect(rows.filter((row) => row.endpoint === endpoint).length, `rows of ${endpoint.id}`).toBe(1);
    }
    expect(rows.filter((row) => !ALL_ENDPOINTS.includes(row.endpoint)).map((row) => row.endpoint.id), 'rows of no endpoint').toEqual([]);
    expect(Object.keys(MATRIX_BY_AREA).sort()).toEqual(Object.keys(CONTRACT_AREAS).sort());
    for (const [area, endpoints] of Object.entries(CONTRACT_AREAS)) {
      const own: readonly unknown[] = endpoints;
      for (const row of MATRIX_BY_AREA[area] ?? []) expect(own, `${row.endpoint.id} in the matrix of ${area}`).toContain(row.endpoint);
    }
  });
});
