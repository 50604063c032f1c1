/**
 * JSON bodies: Fastify's own parser (prototype poisoning refused), then a bound on how deeply the
 * value nests. Every check that walks a body (the NUL check of lib/validation.ts, valibot, the
 * handlers) may then recurse safely: `{"a":` × 2000 once overflowed the stack and answered 500 on
 * every route that takes a body. No form of the contract nests more than four levels.
 */
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { MSG } from '@dapcon/contract';
import { ERROR_CODES, HttpError } from '../../errors';

/** The deepest JSON body taken: `{}` is 1, `{"a":[1]}` is 2. */
export const JSON_MAX_DEPTH = 32;

/** Whether objects and arrays nest deeper than `max` in `value`, walked without recursion. */
export function nestsDeeperThan(value: unknown, max: number): boolean {
  const pending: Array<[unknown, number]> = [[value, 1]];
  for (let next = pending.pop(); next; next = pending.pop()) {
    const [item, depth] = next;
    if (typeof item !== 'object' || item === null) continue;
    if (depth > max) return true;
    for (const child of Object.values(item)) pending.push([child, depth + 1]);
  }
  return false;
}

/** 400 for a body nested deeper than {@link JSON_MAX_DEPTH}: the request as a whole is not one we take. */
export class BodyTooDeepError extends HttpError {
  constructor() {
    super(400, MSG.solicitudNoValida, ERROR_CODES.validation);
  }
}

export default fp(
  async (app) => {
    // Fastify's parser is the callback form (empty and malformed bodies: its own 400s).
    const parse = app.getDefaultJsonParser(app.initialConfig.onProtoPoisoning ?? 'error', app.initialConfig.onConstructorPoisoning ?? 'error') as (
      request: FastifyRequest,
      body: string,
      done: (error: Error | null, value: unknown) => void,
    ) => void;
    app.removeContentTypeParser('application/json');
    app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
      parse(request, String(body), (error, value) => {
        if (error) return done(error, undefined);
        if (nestsDeeperThan(value, JSON_MAX_DEPTH)) return done(new BodyTooDeepError(), undefined);
        return done(null, value);
      });
    });
  },
  { name: 'json-body' },
);
