// '@dapcon/mocks/browser' in the component tests (an alias of config/vitest.preset.ts): a story's
// loaders start the mock API in the browser (a service worker, `startMockApi`); in Node the mock API
// is already listening (config/vitest.setup.ts), so the same call puts it back to its defaults plus
// the story's answers. A story composed in a test (`Story.load()`) then reads the answers it shows in
// Storybook.
import type { HttpHandler } from 'msw';
import { resetMocks } from '@dapcon/mocks';
import { mockServer } from '@dapcon/mocks/node';

/** As the browser's `setMockWorkerUrl`: in Node there is no worker to find. */
export function setMockWorkerUrl(_url: string | URL): void {}

/** As the browser's `startMockApi`: the defaults, then `handlers` in front of them. */
export async function startMockApi(handlers: readonly HttpHandler[] = []): Promise<void> {
  resetMocks();
  mockServer.resetHandlers();
  mockServer.use(...handlers);
  await Promise.resolve();
}
