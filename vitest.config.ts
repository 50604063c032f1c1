// `vitest run` at the root runs the unit and component tests of every browser-side
// workspace in one process; the API suite runs on its own (it needs a database).
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      'shared-sdk',
      'shared-ui',
      'shell',
      'mf-*',
      // Checks of the repository's own tooling (the ESLint boundaries).
      { test: { name: 'tooling', include: ['config/**/*.test.ts'], environment: 'node' } },
    ],
  },
});
