// `vitest run` at the root runs the unit and component tests of every browser-side
// workspace in one process; the API suite runs on its own (it needs a database).
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      'contract',
      'mocks',
      'shared-sdk',
      'shared-ui',
      'shell',
      'mf-*',
      // Checks of the repository's own tooling (the ESLint boundaries).
      // ESLint over the tree takes seconds, more on busy cores: a limit is no speed target here.
      { test: { name: 'tooling', include: ['config/**/*.test.ts', 'deploy/**/*.test.ts'], environment: 'node', testTimeout: 30_000, hookTimeout: 120_000 } },
    ],
  },
});
