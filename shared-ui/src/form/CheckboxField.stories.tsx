import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { MSG } from '@dapcon/contract/core';
import { componentDocs } from '../storybook/componentDocs';
import { inLanguage } from '../storybook/inLanguage';
import { LONG_LABEL } from '../storybook/longText';
import { CheckboxField, type CheckboxFieldProps } from './CheckboxField';

const meta = {
  tags: ['autodocs'],
  title: 'Forms/CheckboxField',
  component: CheckboxField,
  args: { label: 'Guardar Contraseña', checked: false, onCheckedChange: fn() },
  parameters: componentDocs({
    use: 'One yes/no answer with its label: an acceptance, an option of a record. Controlled (`checked`, `onCheckedChange`); in a contract form, `CheckboxControl`, which wires it to the field.',
    do: [
      'Write the label as the statement the tick makes true ("Acepto la protección de datos").',
      'Show why a tick is missing with `error`, under the box, in the words of the contract.',
      'Keep the owner in charge: a change it refuses (it asks first) is put back on the box.',
    ],
    dont: [
      'Use it for one choice among several: a select or radio buttons say that better.',
      'Put a link or a button inside the label: a click on it would toggle the box.',
      'Grey out a box without saying why (helper text or the page).',
    ],
    accessibility: [
      'A native checkbox (hidden input) named by its visible label; Space toggles it; the focus ring shows on the box.',
      "The error is linked to the box by `aria-describedby` and the box is `aria-invalid`: a screen reader reads it with the label.",
      '`required` and `disabled` reach the native input.',
    ],
    states: {
      empty: 'Unchecked',
      loading: { none: 'it answers at once; a save that follows a tick is its owner\'s to show.' },
      error: 'WithError',
      disabled: 'Disabled',
      longText: 'LongText',
    },
    texts: [],
    textsNote: "None of its own: the label and the error are the owner's (the contract's messages show in the interface language).",
  }),
} satisfies Meta<typeof CheckboxField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Unchecked: Story = {};

export const Checked: Story = { args: { checked: true } };

export const WithError: Story = {
  args: { label: 'Acepto la protección de datos', error: 'Ha de aceptar la protección de datos' },
};

function Controlled(args: CheckboxFieldProps) {
  const [checked, setChecked] = useState(args.checked);
  return (
    <CheckboxField
      {...args}
      checked={checked}
      onCheckedChange={(next) => {
        setChecked(next);
        args.onCheckedChange(next);
      }}
    />
  );
}

export const Interactive: Story = { render: (args) => <Controlled {...args} /> };

/** Cannot be changed: greyed, and out of the tab order (a native disabled input). */
export const Disabled: Story = { args: { label: 'Exenta de cuota', checked: true, disabled: true } };

/** A label of some 120 characters wraps beside the box; the box stays at its top. */
export const LongText: Story = { args: { label: LONG_LABEL, error: MSG.valorNoValido } };

/** Catalan interface: the owner's label in Catalan, the contract's message in Catalan. */
export const Catalan: Story = {
  args: { label: 'Accepto la protecció de dades', error: MSG.valorNoValido },
  decorators: [inLanguage('ca')],
};
