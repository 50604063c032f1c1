import type { Meta, StoryObj } from '@storybook/react-vite';
import { FormField } from './FormField';
import { TextInput } from './TextInput';
import { inLanguage } from '../storybook/inLanguage';
import { componentDocs } from '../storybook/componentDocs';
import { LONG_LABEL } from '../storybook/longText';

const meta = {
  tags: ['autodocs'],
  title: 'Forms/FormField',
  component: FormField,
  args: { label: 'CIF', children: <TextInput name="usuario" defaultValue="B12345678" /> },
  decorators: [(Story) => <div style={{ maxWidth: 360 }}><Story /></div>],
  parameters: componentDocs({
    use: 'The label, required mark, helper text and error of one control (`TextInput`, `PasswordInput`, `SelectField` or any Chakra field control). Outside a contract form; inside one, the kit\'s controls (`TextControl`…) use it for you.',
    do: [
      'Wrap every input in one: a bare input has no name for a screen reader.',
      "Pass the API's `errors[field]` list as it comes: it is joined into one line.",
      'Keep the helper text for what the label cannot say (a format, an example).',
    ],
    dont: [
      'Write the error in the label or the placeholder: it goes in `error`.',
      'Put two controls in one field: each has its own label.',
      'Hide the label to save room: the placeholder is no label.',
    ],
    accessibility: [
      'The label names the control (`for`/`id`); the required mark is decorative, `required` reaches the control.',
      "The error is in the control's `aria-describedby` (not only `aria-errormessage`, which many screen readers ignore) and the control is `aria-invalid`.",
      'Contract messages show in the interface language.',
    ],
    states: {
      empty: 'WithHelperText',
      loading: { none: 'a field has nothing to wait for; its form shows the save.' },
      error: 'WithError',
      disabled: 'Disabled',
      longText: 'LongText',
    },
    texts: [],
    textsNote: "None of its own: the label, helper and error are the owner's (the contract's messages show in the interface language).",
  }),
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

/** A label of some 120 characters and a long error: both wrap over the control's width. */
export const LongText: Story = {
  args: { required: true, label: LONG_LABEL, error: 'El documento es obligatorio.', children: <TextInput name="declaracion" /> },
};
