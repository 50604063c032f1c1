import fs from 'node:fs';
import { createRequire } from 'node:module';
import type { StorybookConfig } from '@storybook/react-vite';
import type { Plugin } from 'vite';

// The mock API's service worker (@dapcon/mocks/browser) must be served from the preview's root.
const workerFile = createRequire(import.meta.url).resolve('msw/mockServiceWorker.js');
const mockServiceWorker: Plugin = {
  name: 'dapcon-mock-service-worker',
  configureServer(server) {
    server.middlewares.use('/mockServiceWorker.js', (_request, response) => {
      response.setHeader('Content-Type', 'text/javascript');
      response.end(fs.readFileSync(workerFile));
    });
  },
  generateBundle() {
    this.emitFile({ type: 'asset', fileName: 'mockServiceWorker.js', source: fs.readFileSync(workerFile, 'utf8') });
  },
};

const config: StorybookConfig = {
  framework: { name: '@storybook/react-vite', options: {} },
  // The design system's components, then the screens of the shell and the remotes (title 'Screens/…').
  stories: ['../src/**/*.stories.@(ts|tsx)', '../../shell/src/**/*.stories.@(ts|tsx)', '../../mf-*/src/**/*.stories.@(ts|tsx)'],
  addons: [],
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  // No docs addon is installed, so prop tables are not needed: skipping docgen keeps builds fast.
  typescript: { reactDocgen: false },
  viteFinal: (viteConfig) => ({
    ...viteConfig,
    plugins: [...(viteConfig.plugins ?? []), mockServiceWorker],
    build: {
      ...viteConfig.build,
      // One preview bundle holds Chakra and every story; its size is expected.
      chunkSizeWarningLimit: 2500,
      rolldownOptions: {
        ...viteConfig.build?.rolldownOptions,
        onwarn(warning, warn) {
          // Ark UI ships "use client" on every module; it means nothing in a client-only bundle.
          if (warning.code === 'MODULE_LEVEL_DIRECTIVE') return;
          warn(warning);
        },
      },
    },
  }),
};

export default config;
