import { setupServer } from 'msw/node';
import type { Endpoint } from '@dapcon/contract/core';
import { defaultHandlers } from './api';
import { mockEndpoint, type MockResolver } from './handlers';

/**
 * The mock API in Node (Vitest): every endpoint answered by default; a test adds its own answers
 * with `mockServer.use(mockEndpoint(…))`, undone after each test by config/vitest.setup.ts.
 *
 * @example
 * mockServer.use(mockEndpoint(login, () => { throw mockError(401, AUTH_MSG.credencialesIncorrectas); }));
 */
export const mockServer = setupServer(...defaultHandlers);

/**
 * Answers an endpoint with `resolve` for the rest of the current test (undone after it).
 *
 * @example
 * mockApi(login, () => { throw mockError(401, AUTH_MSG.credencialesIncorrectas); });
 */
export function mockApi<E extends Endpoint>(endpoint: E, resolve: MockResolver<E>): void {
  mockServer.use(mockEndpoint(endpoint, resolve));
}
