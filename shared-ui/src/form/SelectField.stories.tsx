import type { Meta, StoryObj } from '@storybook/react-vite';
import { FormField } from './FormField';
import { SelectField } from './SelectField';

const estados = [
  { value: 'alta', label: 'Alta' },
  { value: 'baja', label: 'Baja' },
  { value: 'todos', label: 'Todos' },
];

const meta = {
  tags: ['autodocs'],
  title: 'Forms/SelectField',
  component: SelectField,
  args: { options: estados, defaultValue: 'alta', name: 'estado' },
  decorators: [(Story) => <div style={{ maxWidth: 360 }}><Story /></div>],
} satisfies Meta<typeof SelectField>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Always inside its FormField, which names it ('Estado'): a bare select has no name for a screen reader. */
export const Default: Story = {
  render: (args) => (
    <FormField label="Estado">
      <SelectField {...args} />
    </FormField>
  ),
};

export const WithPlaceholder: Story = {
  render: (args) => (
    <FormField label="Tipo de empresa">
      <SelectField {...args} />
    </FormField>
  ),
  args: {
    placeholder: 'Seleccione un tipo de empresa',
    defaultValue: '',
    options: [
      { value: 'empresa', label: 'Empresa' },
      { value: 'asociacion', label: 'Asociación' },
    ],
  },
};

export const InsideInvalidField: Story = {
  render: (args) => (
    <FormField label="Tipo de empresa" required error="Seleccione un tipo de empresa">
      <SelectField {...args} placeholder="Seleccione" defaultValue="" />
    </FormField>
  ),
};
