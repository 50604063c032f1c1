import type { Meta, StoryObj } from '@storybook/react-vite';
import { NotAvailable } from './NotAvailable';

const meta = {
  tags: ['autodocs'],
  title: 'Frame/NotAvailable',
  component: NotAvailable,
  args: { title: 'Foro', message: 'Esta sección aún no está disponible.' },
} satisfies Meta<typeof NotAvailable>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
