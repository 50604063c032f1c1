import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { ErrorModal } from './ErrorModal';
import { inLanguage } from '../storybook/inLanguage';

const meta = {
  tags: ['autodocs'],
  title: 'Modals/ErrorModal',
  component: ErrorModal,
  args: { onClose: fn(), error: { status: 500, message: 'No se pudo cargar la info' } },
} satisfies Meta<typeof ErrorModal>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ServerError: Story = {};

export const WithFieldErrors: Story = {
  args: {
    error: {
      status: 422,
      message: 'Los datos enviados no son válidos.',
      errors: {
        org_cif: ['El documento es obligatorio.'],
        email: ['El correo es obligatorio.'],
        org_telefono: ['El teléfono es obligatorio.'],
      },
    },
  },
};

export const Unauthorized: Story = { args: { error: { status: 401, message: 'No autoritzat' } } };

export const NetworkError: Story = { args: { error: { status: 0, message: 'Failed to fetch' } } };

export const Closed: Story = { args: { error: null } };

/** Catalan interface: a message kept from before a switch to Catalan shows in Catalan too. */
export const Catalan: Story = {
  args: {
    error: {
      status: 422,
      message: 'Los datos enviados no son válidos.',
      errors: { org_cif: ['El documento es obligatorio.'], email: ['El correo es obligatorio.'] },
    },
  },
  decorators: [inLanguage('ca')],
};
