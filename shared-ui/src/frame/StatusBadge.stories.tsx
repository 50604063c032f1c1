import type { Meta, StoryObj } from '@storybook/react-vite';
import { HStack } from '@chakra-ui/react';
import { componentDocs } from '../storybook/componentDocs';
import { inLanguage } from '../storybook/inLanguage';
import { LONG_LABEL } from '../storybook/longText';
import { StatusBadge } from './StatusBadge';

const meta = {
  tags: ['autodocs'],
  title: 'Frame/StatusBadge',
  component: StatusBadge,
  args: { palette: 'green', children: 'Activo' },
  parameters: componentDocs({
    use: "A state as a pill (a declaration's, a remittance's, an account's): a light background and dark text of one palette. In a narrow table column it wraps between words into a rounded box rather than widening the table.",
    do: [
      'Keep the palettes\' meanings: green done, orange waiting on someone, red refused or failed, grey closed, blue and teal on the way.',
      "Write the state in words ('De baja desde 30/06/2023'): the colour only repeats it.",
      'Give `state` (`data-estado`) for tests and styles.',
    ],
    dont: ['Make it a button or a link.', 'Invent a palette for one screen.'],
    accessibility: [
      'Plain text in a `span`: read as it is written; the colour is never the only sign.',
      "Dark text on a light background of its palette (800 on 100); the product's axe sweep in Chromium checks its contrast where it shows.",
    ],
    states: {
      empty: { none: 'a badge always says a state.' },
      loading: { none: 'a badge has no loading state.' },
      error: { none: "a failed state is a red badge (DeBaja), not an error of the badge's." },
      disabled: { none: 'it is not a control.' },
      longText: 'LongText',
    },
    texts: [],
    textsNote: "None of its own: the state's name is the owner's.",
  }),
} satisfies Meta<typeof StatusBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An account in: green. */
export const Activo: Story = {};

/** Waiting for something: orange. */
export const Pendiente: Story = { args: { palette: 'orange', children: 'Pendiente de activar' } };

/** Out, with its day: red, on one line. */
export const DeBaja: Story = { args: { palette: 'red', children: 'De baja desde 30/06/2023' } };

/** Every palette, as the states of a declaration use them. */
export const Palettes: Story = {
  render: () => (
    <HStack gap="2" wrap="wrap">
      <StatusBadge palette="gray">Borrador</StatusBadge>
      <StatusBadge palette="blue">En verificación</StatusBadge>
      <StatusBadge palette="teal">Verificada</StatusBadge>
      <StatusBadge palette="green">Publicada</StatusBadge>
      <StatusBadge palette="orange">Con incidencias</StatusBadge>
      <StatusBadge palette="red">Caducada</StatusBadge>
    </HStack>
  ),
};

/** In Catalan: the owner's text. */
export const Catalan: Story = { args: { palette: 'red', children: 'De baixa des del 30/06/2023' }, decorators: [inLanguage('ca')] };

/** A state of some 120 characters in a narrow column: it wraps between words into a rounded box. */
export const LongText: Story = {
  args: { palette: 'orange', children: LONG_LABEL },
  decorators: [(Story) => <div style={{ maxWidth: 200 }}><Story /></div>],
};
