import { defineProject } from 'vitest/config';

// Pure functions and schemas: Node, no DOM.
export default defineProject({
  test: {
    name: 'contract',
    include: ['src/**/*.test.ts'],
    environment: 'node',
    restoreMocks: true,
  },
});
