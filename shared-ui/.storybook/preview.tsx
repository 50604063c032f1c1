import type { Preview } from '@storybook/react-vite';
import { PortalProvider } from '../src/theme';
import { inLanguage } from '../src/storybook/inLanguage';

const preview: Preview = {
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
