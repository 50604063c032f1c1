// The mock layer's fixtures against the contract (issue 34, item 4: one back end): every read the mock
// API answers by default (what the stories and the MOCK_API=1 dev pages show) is parsed with its
// endpoint's response schema, the schema the SDK checks the real API's answers with, and must come out
// unchanged: a field missing or of another type fails, and so does a field the contract does not
// declare (an object schema drops it, so the fixture and the answer would differ). A read it cannot
// ask (no fixture for the ids it is given) is named in UNCHECKED, so a new read is checked or listed.
import { HttpHandler } from 'msw';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ALL_ENDPOINTS } from '@dapcon/contract';
import { fixtureIssues, fixtureRequest, fixtureRole } from './fixture-check';
import { resetMocks } from './index';
import { mockServer } from './node';

beforeAll(() => mockServer.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  mockServer.resetHandlers();
  resetMocks();
});
afterAll(() => mockServer.close());

/** Reads no default fixture answers with the inputs of fixture-check.ts (each says why it is left out). */
const UNCHECKED: Record<string, string> = {};

/** The reads whose answer is data in the envelope (files and the OpenAPI document are not). */
const READS = ALL_ENDPOINTS.filter((e) => e.method === 'GET' && e.envelope !== false && !e.stale);

describe("the mock layer's fixtures", () => {
  it('answers every read of the contract by default', () => {
    const handled = new Set(
      mockServer
        .listHandlers()
        .filter((handler) => handler instanceof HttpHandler)
        .map((handler) => `${String(handler.info.method)} ${String(handler.info.path)}`),
    );
    expect(READS.filter((e) => !handled.has(`GET */api${e.path}`)).map((e) => e.id)).toEqual([]);
  });

  it.each(READS.filter((e) => !(e.id in UNCHECKED)).map((e) => ({ id: e.id, endpoint: e })))('$id: the default answer is what its response schema declares', async ({ endpoint }) => {
    const response = await fetch(await fixtureRequest(endpoint));
    const body = (await response.json()) as { data?: unknown; message?: string };
    expect(response.status, `${endpoint.id} as ${fixtureRole(endpoint)}: ${body.message ?? ''}`).toBeLessThan(300);
    expect(fixtureIssues(endpoint, body.data), endpoint.id).toEqual([]);
  });
});
