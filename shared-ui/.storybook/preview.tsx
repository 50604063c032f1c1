import type { Preview } from '@storybook/react-vite';
import { PortalProvider } from '../src/theme';

const preview: Preview = {
  decorators: [
    (Story) => (
      <PortalProvider>
        <Story />
      </PortalProvider>
    ),
  ],
  parameters: {
    layout: 'padded',
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
  },
};

export default preview;
