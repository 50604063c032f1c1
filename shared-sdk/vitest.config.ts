import { defineConfig } from 'vitest/config';

// Unit tests sit next to the code. Node by default; the session and i18n
// tests ask for happy-dom (localStorage, document) in their first line.
export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    environment: 'node',
    restoreMocks: true,
    unstubGlobals: true,
  },
});
