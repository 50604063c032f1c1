import type { Meta, StoryObj } from '@storybook/react-vite';
import { componentDocs } from '../storybook/componentDocs';
import { inLanguage } from '../storybook/inLanguage';
import { LONG_LABEL } from '../storybook/longText';
import { LoadingState } from './LoadingState';

const meta = {
  tags: ['autodocs'],
  title: 'Frame/LoadingState',
  component: LoadingState,
  parameters: componentDocs({
    use: "A spinner and a text ('Cargando…') where a screen or a panel waits for its data; lists use the table's own skeleton instead.",
    do: ["Say what is coming when it helps ('Cargando empresas…')."],
    dont: ['Use it for a list: its skeleton rows keep the table\'s shape.', 'Show it for a wait of a few milliseconds that only flickers.'],
    accessibility: ['A `role="status"`: a screen reader announces its text politely, without moving the focus.'],
    states: {
      empty: { none: 'it is itself a waiting state.' },
      loading: 'Default',
      error: { none: 'a failure replaces it (RemoteErrorFallback, the error modal).' },
      disabled: { none: 'it is not a control.' },
      longText: 'LongText',
    },
    texts: ['frame.loading'],
    textsNote: 'Its own text, unless the owner gives `label`.',
  }),
} satisfies Meta<typeof LoadingState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const CustomLabel: Story = { args: { label: 'Cargando empresas…' } };

/** A text of some 120 characters wraps beside the spinner. */
export const LongText: Story = { args: { label: LONG_LABEL } };

export const Catalan: Story = { decorators: [inLanguage('ca')] };
