// One Vitest preset for the browser-side workspaces (shell, remotes).
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { defineProject } from 'vitest/config';

// Absolute, because each project resolves relative setup files from its own folder.
const setupFile = fileURLToPath(new URL('./vitest.setup.ts', import.meta.url));
// The mock API a story's loaders start in the browser, started the Node way (config/mock-api-in-node.ts).
const mockApiInNode = fileURLToPath(new URL('./mock-api-in-node.ts', import.meta.url));

// Projects whose tests mock modules (the shell mocks the federation runtime and RemoteArea): they
// need a fresh module graph per file. The others keep each worker's imports between files (Chakra
// alone takes about a second to import) and rely on vitest.setup.ts to reset the portal's state.
const ISOLATED = new Set(['shell']);

/** A browser-side workspace's test project; `setupFiles` run after the common setup (shared-ui's stories). */
export function browserProject(name: string, { setupFiles = [] }: { setupFiles?: string[] } = {}) {
  return defineProject({
    resolve: { alias: { '@dapcon/mocks/browser': mockApiInNode } },
    test: {
      name,
      environment: 'happy-dom',
      include: ['src/**/*.test.{ts,tsx}'],
      setupFiles: [setupFile, ...setupFiles],
      css: false,
      isolate: ISOLATED.has(name),
      restoreMocks: true,
      // A whole registration form filled and sent takes 2–5 s alone and up to 19 s with two suites at once
      // on two cores (issue 33, item 28): a time limit is no place for a speed target (those live in npm
      // run bench), so it is generous: several waits of 30 s (vitest.setup.ts) fit in it.
      testTimeout: 120_000,
      unstubGlobals: true,
      // Vitest's default is one worker per core minus one, so a single worker on two cores.
      // The browser projects run as their own group with a worker per core.
      maxWorkers: Math.max(availableParallelism(), 2),
      sequence: { groupOrder: 1 },
    },
  });
}
