import type { Meta, StoryObj } from '@storybook/react-vite';
import { FormField } from './FormField';
import { PasswordInput } from './PasswordInput';
import { componentDocs } from '../storybook/componentDocs';
import { inLanguage } from '../storybook/inLanguage';

const meta = {
  tags: ['autodocs'],
  title: 'Forms/PasswordInput',
  component: PasswordInput,
  args: { defaultValue: 'secreto123', autoComplete: 'current-password' },
  decorators: [(Story) => <div style={{ maxWidth: 360 }}><Story /></div>],
  parameters: componentDocs({
    use: 'A password, with a button that shows and hides it. Forwards its ref (react-hook-form\'s `register`); in a contract form, `PasswordControl`.',
    do: [
      'Put it inside a `FormField`, which names it.',
      "Give `autoComplete`: `current-password` to sign in, `new-password` to choose one, so the browser's password manager helps.",
    ],
    dont: [
      'Show the password by default.',
      'Block pasting: people paste from their password manager.',
    ],
    accessibility: [
      "The toggle is a button named 'Mostrar contraseña' / 'Ocultar contraseña' with `aria-pressed`; it is disabled with the input.",
      'The toggle never submits the form (`type="button"`).',
    ],
    states: {
      empty: 'Empty',
      loading: { none: 'nothing to wait for; the form shows the save.' },
      error: 'WithError',
      disabled: 'Disabled',
      longText: { none: "a password scrolls inside its box; the label is FormField's (see its LongText)." },
    },
    texts: ['password'],
  }),
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

/** Nothing typed yet. */
export const Empty: Story = {
  args: { defaultValue: '' },
  render: (args) => (
    <FormField label="Contraseña" required>
      <PasswordInput {...args} />
    </FormField>
  ),
};

/** Disabled: the input and its toggle. */
export const Disabled: Story = {
  args: { disabled: true },
  render: (args) => (
    <FormField label="Contraseña" disabled>
      <PasswordInput {...args} />
    </FormField>
  ),
};

/** Catalan interface: the toggle's name ('Mostrar la contrasenya') and the contract's message in Catalan. */
export const Catalan: Story = {
  decorators: [inLanguage('ca')],
  render: (args) => (
    <FormField label="Contrasenya" required error="La contraseña es obligatoria.">
      <PasswordInput {...args} defaultValue="" />
    </FormField>
  ),
};
