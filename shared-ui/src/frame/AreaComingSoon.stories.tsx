import type { Meta, StoryObj } from '@storybook/react-vite';
import { AreaComingSoon } from './AreaComingSoon';

const meta: Meta<typeof AreaComingSoon> = {
  tags: ['autodocs'],
  title: 'Frame/AreaComingSoon',
  component: AreaComingSoon,
};
export default meta;

type Story = StoryObj<typeof AreaComingSoon>;

export const Empresas: Story = { args: { title: 'Empresas' } };
export const Tarifas: Story = { args: { title: 'Tarifas' } };
