import type { StorybookConfig } from '@storybook/react-vite';

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
