import os from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    environment: 'node',
    globalSetup: ['test/global-setup.ts'],
    // Files run side by side, one database per worker: PGlite in memory, or with DATABASE_URL
    // the worker's own PostgreSQL database (test/helper.ts). Vitest's default leaves a core
    // free, which on two cores means one file at a time; two at once use both (docs/api.md).
    maxWorkers: Math.max(2, os.availableParallelism()),
    // A limit is a safety net, not a speed target (npm run bench measures): on a busy machine the mail
    // queue's restart tests took over 20 s (issue 33, item 28).
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
