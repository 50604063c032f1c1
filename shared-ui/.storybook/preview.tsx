import type { Preview } from '@storybook/react-vite';
import { keepSessionInMemory } from '@dapcon/shared-sdk';
import { PortalProvider } from '../src/theme';
import { inLanguage } from '../src/storybook/inLanguage';

const preview: Preview = {
  // Once, before any story renders. The Storybook is published at /storybook/ on the portal's origin
  // (docs/deploy.md): the mock API's worker is the one beside this page (/storybook/mockServiceWorker.js,
  // its scope /storybook/), not the origin's root, where the portal's page is; and the screen stories'
  // mock users are signed in in memory, never in the browser's storage, where they would replace the
  // portal's session in every open tab (docs/decisions.md 'Storybook and accessibility').
  beforeAll: async () => {
    const { setMockWorkerUrl } = await import('@dapcon/mocks/browser');
    setMockWorkerUrl(new URL('mockServiceWorker.js', window.location.href));
    return keepSessionInMemory();
  },
  // Every story in either language from the toolbar; stories named Catalan are Catalan whatever it says.
  globalTypes: {
    locale: {
      description: 'Interface language',
      toolbar: { title: 'Idioma', icon: 'globe', items: [{ value: 'es', title: 'ES' }, { value: 'ca', title: 'CA' }], dynamicTitle: true },
    },
  },
  initialGlobals: { locale: 'es' },
  decorators: [
    (Story, context) => inLanguage(context.globals.locale === 'ca' ? 'ca' : 'es')(Story, context),
    (Story) => (
      <PortalProvider>
        <Story />
      </PortalProvider>
    ),
  ],
  parameters: {
    layout: 'padded',
    // The accessibility panel (axe) on every story: WCAG 2.1 A and AA, the portal's promise; a violation
    // fails the stories' check in CI (config/stories-check.tsx). 'error' shows it as a failure here too.
    a11y: { test: 'error', options: { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] } } },
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
  },
};

export default preview;
