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
    // On PostgreSQL a worker waits on the server about half its time: twice as many workers as cores
    // (measured on two cores: 192 s → 136 s; on PGlite, whose database works in the worker, three took
    // no less than two).
    maxWorkers: Math.max(2, os.availableParallelism()) * (process.env.DATABASE_URL ? 2 : 1),
    // The files of a worker share its module graph: the app's modules load once per worker, not once
    // per file (measured: 313 s → 214 s for the whole suite, its imports 177 s → 12 s). Each file still
    // builds its own app on its own database (test/helper.ts), and no test mocks a module.
    isolate: false,
    // A limit is a safety net, not a speed target (npm run bench measures): on a busy machine the mail
    // queue's restart tests took over 20 s (issue 33, item 28).
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
