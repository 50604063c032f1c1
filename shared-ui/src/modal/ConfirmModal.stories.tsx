import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { ConfirmModal } from './ConfirmModal';

const meta = {
  tags: ['autodocs'],
  title: 'Modals/ConfirmModal',
  component: ConfirmModal,
  args: {
    open: true,
    title: 'Guardar Datos',
    message: '¿Desea guardar sus credenciales en este navegador?',
    onConfirm: fn(),
    onCancel: fn(),
  },
} satisfies Meta<typeof ConfirmModal>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Destructive: Story = {
  args: { title: 'Eliminar', message: 'Realmente desea borrar esta empresa', confirmLabel: 'Eliminar', destructive: true },
};

export const Loading: Story = { args: { loading: true } };
