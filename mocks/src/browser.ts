import { setupWorker, type SetupWorker } from 'msw/browser';
import type { HttpHandler } from 'msw';
import { defaultHandlers } from './api';
import { resetMocks } from './index';

let worker: SetupWorker | null = null;
let started: Promise<unknown> | null = null;

/**
 * Starts the mock API in the browser (a service worker; Storybook and the remotes' dev harness
 * serve msw's `mockServiceWorker.js` at the root) and puts it back to its defaults plus `handlers`:
 * call it before each story or page that needs canned answers.
 *
 * @example
 * await startMockApi([mockEndpoint(paises, () => [])]);
 */
export async function startMockApi(handlers: readonly HttpHandler[] = []): Promise<void> {
  worker ??= setupWorker(...defaultHandlers);
  started ??= worker.start({ onUnhandledRequest: 'bypass', quiet: true });
  await started;
  resetMocks();
  // Back to the defaults, then the page's own answers in front of them (`resetHandlers(...handlers)`
  // would replace the defaults: every other endpoint would go to the network).
  worker.resetHandlers();
  worker.use(...handlers);
}
