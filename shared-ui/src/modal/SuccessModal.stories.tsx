import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { SuccessModal } from './SuccessModal';
import { inLanguage } from '../storybook/inLanguage';

const meta = {
  tags: ['autodocs'],
  title: 'Modals/SuccessModal',
  component: SuccessModal,
  args: { open: true, onClose: fn() },
} satisfies Meta<typeof SuccessModal>;

export default meta;
type Story = StoryObj<typeof meta>;

export const DefaultMessage: Story = {};

export const ServerMessage: Story = { args: { message: 'Se ha enviado un correo para restablecer la contraseña.' } };

/** Catalan interface: the default text, and its buttons, in Catalan. */
export const Catalan: Story = { decorators: [inLanguage('ca')] };
