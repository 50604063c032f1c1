import { defineProject } from 'vitest/config';

export default defineProject({
  test: { name: 'mocks', include: ['src/**/*.test.ts'], environment: 'node', restoreMocks: true },
});
