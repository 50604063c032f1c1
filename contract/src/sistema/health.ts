/** The API's own endpoints: its health and its OpenAPI document. */
import * as v from 'valibot';
import { ACCESS, defineEndpoint } from '../core/endpoint';

/** GET /health answer (`data`): the API is up and its database answers. */
export const HealthData = v.object({ db: v.literal('ok') });
export type HealthData = v.InferOutput<typeof HealthData>;

/**
 * Whether the API and its database answer: 200 `{ db: 'ok' }`, or 503.
 *
 * @example
 * const { data } = await call(health); // { db: 'ok' }
 */
export const health = defineEndpoint({
  method: 'GET',
  path: '/health',
  response: HealthData,
  access: ACCESS.public,
  summary: 'The API and its database answer',
  tags: ['sistema'],
});

/**
 * The OpenAPI 3 document of every endpoint, built from the endpoint objects.
 *
 * @example
 * const doc = (await fetch('/api/openapi.json')).json();
 */
export const openapi = defineEndpoint({
  method: 'GET',
  path: '/openapi.json',
  response: v.looseObject({ openapi: v.string(), paths: v.record(v.string(), v.unknown()) }),
  envelope: false,
  access: ACCESS.public,
  summary: 'The OpenAPI document of this API',
  tags: ['sistema'],
});
