import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { CheckboxField, type CheckboxFieldProps } from './CheckboxField';

const meta = {
  tags: ['autodocs'],
  title: 'Forms/CheckboxField',
  component: CheckboxField,
  args: { label: 'Guardar Contraseña', checked: false, onCheckedChange: fn() },
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
