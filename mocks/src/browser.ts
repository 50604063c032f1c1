import { setupWorker, type SetupWorker } from 'msw/browser';
import type { HttpHandler } from 'msw';
import { defaultHandlers } from './api';
import { resetMocks } from './index';

let worker: SetupWorker | null = null;
let started: Promise<unknown> | null = null;

/** msw's own default: the dev harness's standalone pages (MOCK_API=1) serve the worker at the origin's root. */
const ROOT_WORKER_URL = '/mockServiceWorker.js';
let workerUrl = ROOT_WORKER_URL;

/**
 * Where the mock API's service worker is served (before the first {@link startMockApi}): a page that is
 * not at the origin's root passes the worker beside it, resolved against its own URL, so the worker's
 * scope stays in its folder. The published Storybook (`/storybook/iframe.html`, its worker
 * `/storybook/mockServiceWorker.js`) does: at `/mockServiceWorker.js` nginx answers the shell's page.
 * By default the root's, which the MOCK_API=1 dev pages need: they open deep routes
 * (`/empresas/B12345674`), where a relative address would point into a folder that does not exist.
 *
 * @example
 * setMockWorkerUrl(new URL('mockServiceWorker.js', window.location.href));
 */
export function setMockWorkerUrl(url: string | URL): void {
  const next = new URL(url, globalThis.location?.href).href;
  if (started !== null && next !== new URL(workerUrl, globalThis.location?.href).href) {
    throw new Error(`The mock API's worker is already started from ${workerUrl}: say where it is before starting it.`);
  }
  workerUrl = next;
}

/**
 * Starts the mock API in the browser (a service worker, at the address {@link setMockWorkerUrl} gave or
 * the origin's root: Storybook and the remotes' dev harness serve msw's `mockServiceWorker.js`) and puts
 * it back to its defaults plus `handlers`: call it before each story or page that needs canned answers.
 *
 * @example
 * await startMockApi([mockEndpoint(paises, () => [])]);
 */
export async function startMockApi(handlers: readonly HttpHandler[] = []): Promise<void> {
  worker ??= setupWorker(...defaultHandlers);
  started ??= worker.start({ onUnhandledRequest: 'bypass', quiet: true, serviceWorker: { url: workerUrl } });
  await started;
  resetMocks();
  // Back to the defaults, then the page's own answers in front of them (`resetHandlers(...handlers)`
  // would replace the defaults: every other endpoint would go to the network).
  worker.resetHandlers();
  worker.use(...handlers);
}
