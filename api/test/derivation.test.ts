/**
 * Every endpoint of the contract is derived, not rewritten: its route is registered with the
 * endpoint's own schema objects and access rule, the OpenAPI document describes its request and
 * its success answer from those schemas, and the authorization matrix has its row. (The browser
 * side of the same derivation is tested with the SDK.)
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance, RouteOptions } from 'fastify';
import { ALL_ENDPOINTS, answerSchemaOf, openapi, pathParameters, type Endpoint } from '@dapcon/contract';
import { API_PREFIX } from '../src/app';
import { successStatus } from '../src/lib/endpoint';
import { toOpenApiSchema } from '../src/lib/validation';
import { build } from './helper';
import { MATRIX_BY_AREA } from './matrix';

interface Operation {
  parameters?: { in: string; name: string }[];
  requestBody?: { content: Record<string, { schema: unknown }> };
  responses?: Record<string, { content?: Record<string, { schema: unknown }> }>;
  security?: unknown[];
}

let app: FastifyInstance;
const routes = new Map<string, RouteOptions>();
let paths: Record<string, Record<string, Operation>>;

beforeAll(async () => {
  app = await build({
    beforeRegister: (instance) =>
      instance.addHook('onRoute', (route) => {
        for (const method of [route.method].flat()) if (method !== 'HEAD') routes.set(`${method} ${route.url}`, route);
      }),
  });
  paths = (await app.inject({ method: 'GET', url: `${API_PREFIX}/openapi.json` })).json<{ paths: typeof paths }>().paths;
});
afterAll(async () => {
  await app.close();
});

/** The operation of an endpoint in the OpenAPI document (`/api/x/{id}` for `/x/:id`). */
function operationOf(endpoint: Endpoint): Operation | undefined {
  return paths[`${API_PREFIX}${endpoint.path.replace(/:(\w+)/g, '{$1}')}`]?.[endpoint.method.toLowerCase()];
}

describe.each(ALL_ENDPOINTS.map((endpoint) => [endpoint.id, endpoint] as const))('%s', (_id, endpoint) => {
  it('is served with its own schemas and access rule', () => {
    const route = routes.get(`${endpoint.method} ${API_PREFIX}${endpoint.path}`);
    expect(route, 'the route').toBeDefined();
    const schema = route?.schema;
    expect(schema?.body).toBe(endpoint.body);
    expect(schema?.querystring).toBe(endpoint.query);
    expect(schema?.params).toBe(endpoint.params);
    expect(Object.keys(schema?.response ?? {})).toEqual([String(successStatus(endpoint))]);
    expect(route?.config?.auth).toBe(endpoint.access);
  });

  it.skipIf(endpoint === openapi)('is described by the OpenAPI document: its request parts and its success answer', () => {
    const operation = operationOf(endpoint);
    expect(operation, 'the operation').toBeDefined();
    const parameters = operation?.parameters ?? [];
    expect(parameters.filter((p) => p.in === 'path').map((p) => p.name).sort()).toEqual(pathParameters(endpoint.path).sort());
    if (endpoint.query) expect(parameters.filter((p) => p.in === 'query').length).toBeGreaterThan(0);
    else expect(parameters.filter((p) => p.in === 'query')).toEqual([]);
    const bodyContent = operation?.requestBody?.content ?? {};
    if (endpoint.body) {
      const type = endpoint.multipart ? 'multipart/form-data' : 'application/json';
      expect(bodyContent[type]?.schema).toEqual(toOpenApiSchema(endpoint.body));
    } else {
      expect(operation?.requestBody).toBeUndefined();
    }
    const answer = operation?.responses?.[String(successStatus(endpoint))]?.content?.['application/json']?.schema;
    expect(answer).toEqual(toOpenApiSchema(answerSchemaOf(endpoint)));
    expect(operation?.security !== undefined).toBe(endpoint.access !== 'public');
  });

  it('has its row in the authorization matrix', () => {
    expect(Object.values(MATRIX_BY_AREA).flat().filter((row) => row.endpoint === endpoint)).toHaveLength(1);
  });
});
