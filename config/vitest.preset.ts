// One Vitest preset for the browser-side workspaces (shell, remotes).
import { defineProject } from 'vitest/config';

export function browserProject(name: string) {
  return defineProject({
    esbuild: { jsx: 'automatic' },
    test: {
      name,
      environment: 'happy-dom',
      include: ['src/**/*.test.{ts,tsx}'],
      restoreMocks: true,
    },
  });
}
