import type { Meta, StoryObj } from '@storybook/react-vite';
import { FormField } from './FormField';
import { TextInput } from './TextInput';
import { componentDocs } from '../storybook/componentDocs';
import { inLanguage } from '../storybook/inLanguage';
import { LONG_EMAIL } from '../storybook/longText';

const meta = {
  tags: ['autodocs'],
  title: 'Forms/TextInput',
  component: TextInput,
  args: { placeholder: 'Nombre de la empresa' },
  decorators: [(Story) => <div style={{ maxWidth: 360 }}><Story /></div>],
  parameters: componentDocs({
    use: 'A one-line text (a name, a CIF, an e-mail). Forwards its ref for react-hook-form\'s `register`; in a contract form, `TextControl`.',
    do: [
      'Put it inside a `FormField`: it takes the field\'s id, invalid state and description.',
      'Give the right `type`, `inputMode` and `autoComplete` (`email`, `tel`…): phones show the right keyboard and browsers fill it in.',
      'Use `readOnly` for a value shown as a field that cannot change (it stays readable and focusable).',
    ],
    dont: [
      'Use the placeholder as its label: it goes away as soon as one types.',
      'Use it for several lines: `TextareaControl`.',
    ],
    accessibility: [
      'A native input: named by its FormField\'s label, `aria-invalid` and described by the error when the field has one.',
      'Its focus ring is the theme\'s.',
    ],
    states: {
      empty: 'Default',
      loading: { none: 'nothing to wait for; the form shows the save.' },
      error: 'InsideInvalidField',
      disabled: 'Disabled',
      longText: 'LongText',
    },
    texts: [],
  }),
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

/** Disabled: greyed, out of the tab order, never sent with the form. */
export const Disabled: Story = {
  render: (args) => (
    <FormField label="CIF" disabled>
      <TextInput {...args} defaultValue="B12345678" />
    </FormField>
  ),
};

/** A long e-mail address of one unbroken word: it scrolls inside the box, which keeps its width. */
export const LongText: Story = {
  render: (args) => (
    <FormField label="Correo electrónico">
      <TextInput {...args} type="email" defaultValue={LONG_EMAIL} />
    </FormField>
  ),
};

/** Catalan: the owner's label and placeholder in Catalan, the contract's message in Catalan. */
export const Catalan: Story = {
  decorators: [inLanguage('ca')],
  render: (args) => (
    <FormField label="Telèfon" required error="El teléfono es obligatorio.">
      <TextInput {...args} placeholder="" />
    </FormField>
  ),
};
