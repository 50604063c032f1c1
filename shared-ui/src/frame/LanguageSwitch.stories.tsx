import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { LanguageSwitch, type LanguageSwitchProps, type PortalLanguage } from './LanguageSwitch';

const meta = {
  tags: ['autodocs'],
  title: 'Frame/LanguageSwitch',
  component: LanguageSwitch,
  args: { value: 'es', onChange: fn() },
} satisfies Meta<typeof LanguageSwitch>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Spanish: Story = {};

export const Catalan: Story = { args: { value: 'ca', label: 'Idioma' } };

function Stateful(args: LanguageSwitchProps) {
  const [value, setValue] = useState<PortalLanguage>(args.value);
  return (
    <LanguageSwitch
      {...args}
      value={value}
      onChange={(l) => {
        setValue(l);
        args.onChange(l);
      }}
    />
  );
}

export const Interactive: Story = { render: (args) => <Stateful {...args} /> };
