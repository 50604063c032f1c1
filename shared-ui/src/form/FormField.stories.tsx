import type { Meta, StoryObj } from '@storybook/react-vite';
import { FormField } from './FormField';
import { TextInput } from './TextInput';
import { inLanguage } from '../storybook/inLanguage';

const meta = {
  tags: ['autodocs'],
  title: 'Forms/FormField',
  component: FormField,
  args: { label: 'CIF', children: <TextInput name="usuario" defaultValue="B12345678" /> },
  decorators: [(Story) => <div style={{ maxWidth: 360 }}><Story /></div>],
} satisfies Meta<typeof FormField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Required: Story = { args: { required: true } };

export const WithHelperText: Story = {
  args: { label: 'Web', helperText: 'Opcional. Por ejemplo https://www.empresa.es', children: <TextInput name="web" /> },
};

export const WithError: Story = {
  args: {
    required: true,
    label: 'Documento',
    error: 'El documento es obligatorio.',
    children: <TextInput name="usuario" />,
  },
};

export const WithServerErrors: Story = {
  args: {
    label: 'Correo',
    error: ['El correo es obligatorio.', 'El formato no es válido.'],
    children: <TextInput name="email" type="email" defaultValue="correo@" />,
  },
};

export const Disabled: Story = { args: { label: 'NIF', disabled: true, children: <TextInput name="nif" defaultValue="12345678Z" /> } };

/** Catalan interface: the schema's Spanish message shows in Catalan (one contract text, two languages). */
export const Catalan: Story = {
  args: {
    required: true,
    label: 'Document',
    error: 'El documento es obligatorio.',
    children: <TextInput name="usuario" />,
  },
  decorators: [inLanguage('ca')],
};
