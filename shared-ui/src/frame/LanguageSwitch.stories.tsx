import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { componentDocs } from '../storybook/componentDocs';
import { inLanguage } from '../storybook/inLanguage';
import { LanguageSwitch, type LanguageSwitchProps, type PortalLanguage } from './LanguageSwitch';

const meta = {
  tags: ['autodocs'],
  title: 'Frame/LanguageSwitch',
  component: LanguageSwitch,
  args: { value: 'es', onChange: fn() },
  parameters: componentDocs({
    use: "The portal's language switch in the top bar: ES and CA, the current one pressed.",
    do: ['Switch the whole portal with it (`setLanguage`): every area follows.'],
    dont: ['Translate a language\'s name: each is written in its own language (Español, Català).', 'Add a language the portal has no texts for.'],
    accessibility: [
      "A group named 'Idioma' of two toggle buttons; the current one has `aria-pressed=\"true\"`.",
      "Each button is marked in its own language (`lang`) with its full name as the tooltip ('Català').",
    ],
    states: {
      empty: { none: 'one language is always chosen.' },
      loading: { none: 'the switch is immediate.' },
      error: { none: 'switching cannot fail.' },
      disabled: { none: 'the language can always be changed.' },
      longText: { none: 'two letters each.' },
    },
    texts: ['frame.language'],
    textsNote: "Its group's name, unless the owner gives `label`; 'ES' and 'CA' are the languages' codes.",
  }),
} satisfies Meta<typeof LanguageSwitch>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Spanish: Story = {};

export const Catalan: Story = { args: { value: 'ca' }, decorators: [inLanguage('ca')] };

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
