import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { TopBar } from './TopBar';
import { LanguageSwitch } from './LanguageSwitch';
import { UserMenu } from './UserMenu';

const meta = {
  tags: ['autodocs'],
  title: 'Frame/TopBar',
  component: TopBar,
  parameters: { layout: 'fullscreen' },
  args: { brand: 'DAPcon · Área de administración' },
} satisfies Meta<typeof TopBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const BrandOnly: Story = {};

export const WithTools: Story = {
  args: {
    children: (
      <>
        <LanguageSwitch value="es" onChange={fn()} />
        <UserMenu name="Ana Puig Serra" onChangePassword={fn()} onLogout={fn()} />
      </>
    ),
  },
};
