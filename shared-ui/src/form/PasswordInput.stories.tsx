import type { Meta, StoryObj } from '@storybook/react-vite';
import { FormField } from './FormField';
import { PasswordInput } from './PasswordInput';

const meta = {
  tags: ['autodocs'],
  title: 'Forms/PasswordInput',
  component: PasswordInput,
  args: { defaultValue: 'secreto123', autoComplete: 'current-password' },
  decorators: [(Story) => <div style={{ maxWidth: 360 }}><Story /></div>],
} satisfies Meta<typeof PasswordInput>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Always inside its FormField, which names it ('Contraseña'): a bare input has no name for a screen reader. */
export const Default: Story = {
  render: (args) => (
    <FormField label="Contraseña">
      <PasswordInput {...args} />
    </FormField>
  ),
};

export const WithError: Story = {
  render: (args) => (
    <FormField label="Contraseña" required error="La contraseña es obligatoria.">
      <PasswordInput {...args} defaultValue="" />
    </FormField>
  ),
};
