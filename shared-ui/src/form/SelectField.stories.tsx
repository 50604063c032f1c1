import type { Meta, StoryObj } from '@storybook/react-vite';
import { MSG } from '@dapcon/contract/core';
import { FormField } from './FormField';
import { SelectField } from './SelectField';
import { componentDocs } from '../storybook/componentDocs';
import { inLanguage } from '../storybook/inLanguage';
import { LONG_LABEL } from '../storybook/longText';

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
  parameters: componentDocs({
    use: 'One choice among a list the portal knows (a state, a type): a native `<select>`. Forwards its ref; in a contract form, `SelectControl`.',
    do: [
      'Put it inside a `FormField`, which names it and shows its error.',
      "Use `placeholder` ('Seleccione…') when no choice is made yet; it is the empty first option.",
      "Take the options from the reference data (the parameter tree), in the interface language.",
    ],
    dont: [
      'Use it for two or three choices with long texts: radio buttons show them whole (CompanyFields\' size).',
      'Use it for yes/no: a checkbox says it better.',
    ],
    accessibility: [
      "A native select: the browser's own keyboard (arrows, type to find), and its own list on phones.",
      "Inside a FormField it takes the field's label, `aria-invalid` and `aria-describedby`.",
    ],
    states: {
      empty: 'WithPlaceholder',
      loading: { none: 'the owner passes the options once they are read (`useParameterOptions`).' },
      error: 'InsideInvalidField',
      disabled: 'Disabled',
      longText: 'LongText',
    },
    texts: [],
  }),
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

/** Disabled: shown, not changed. */
export const Disabled: Story = {
  args: { disabled: true },
  render: (args) => (
    <FormField label="Estado" disabled>
      <SelectField {...args} />
    </FormField>
  ),
};

/** An option of some 120 characters: the closed select cuts it with an ellipsis, the open list shows it whole. */
export const LongText: Story = {
  args: { defaultValue: 'larga', options: [{ value: 'larga', label: LONG_LABEL }, ...estados] },
  render: (args) => (
    <FormField label="Declaración">
      <SelectField {...args} />
    </FormField>
  ),
};

/** Catalan: the owner's label and options in Catalan (the select has no text of its own). */
export const Catalan: Story = {
  decorators: [inLanguage('ca')],
  args: {
    placeholder: 'Seleccioneu un tipus',
    defaultValue: '',
    options: [
      { value: 'empresa', label: 'Empresa' },
      { value: 'asociacion', label: 'Associació' },
    ],
  },
  render: (args) => (
    <FormField label="Tipus d'empresa" required error={MSG.valorNoValido}>
      <SelectField {...args} />
    </FormField>
  ),
};
