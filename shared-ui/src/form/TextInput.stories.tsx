import type { Meta, StoryObj } from '@storybook/react-vite';
import { FormField } from './FormField';
import { TextInput } from './TextInput';

const meta = {
  tags: ['autodocs'],
  title: 'Forms/TextInput',
  component: TextInput,
  args: { placeholder: 'Nombre de la empresa' },
  decorators: [(Story) => <div style={{ maxWidth: 360 }}><Story /></div>],
} satisfies Meta<typeof TextInput>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const ReadOnly: Story = { args: { defaultValue: 'B12345678', readOnly: true } };

export const InsideInvalidField: Story = {
  render: (args) => (
    <FormField label="Teléfono" required error="El teléfono es obligatorio.">
      <TextInput {...args} placeholder="" />
    </FormField>
  ),
};
