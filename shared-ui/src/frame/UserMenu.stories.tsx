import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { UserMenu } from './UserMenu';

const meta = {
  tags: ['autodocs'],
  title: 'Frame/UserMenu',
  component: UserMenu,
  args: { name: 'Ana Puig Serra', onChangePassword: fn(), onLogout: fn() },
  decorators: [(Story) => <div style={{ display: 'flex', justifyContent: 'flex-end', minHeight: 160 }}><Story /></div>],
} satisfies Meta<typeof UserMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Spanish: Story = {};

export const Catalan: Story = { args: { labels: { changePassword: 'Canviar contrasenya', logout: 'Tancar sessió' } } };
