import fs from 'node:fs';
import { createRequire } from 'node:module';
import type { StorybookConfig } from '@storybook/react-vite';
import type { Plugin } from 'vite';

// The mock API's service worker (@dapcon/mocks/browser), served beside the preview's page (iframe.html):
// the preview starts it from there (preview.tsx), wherever the site is published (/storybook/).
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
  // The introduction (docs/design-system.md tells how to use it), the design system's components (each with
  // its docs page: `tags: ['autodocs']`), then the screens of the shell and the remotes (title 'Screens/…').
  stories: ['../src/**/*.mdx', '../src/**/*.stories.@(ts|tsx)', '../../shell/src/**/*.stories.@(ts|tsx)', '../../mf-*/src/**/*.stories.@(ts|tsx)'],
  // Docs pages (props tables, the stories' descriptions) and the accessibility panel on every story (axe).
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y'],
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  // Storybook would add Chakra UI's public Storybook to the sidebar (`storybook.url` in @chakra-ui/react's
  // package.json), which the published site's content security policy blocks: the sidebar is ours alone.
  refs: { '@chakra-ui/react': { disable: true } },
  // The docs pages' props tables read the components' TypeScript props (react-docgen, the faster parser).
  typescript: { reactDocgen: 'react-docgen' },
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
