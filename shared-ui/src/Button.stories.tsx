import type { Meta, StoryObj } from '@storybook/react-vite';
import { HStack, Stack } from '@chakra-ui/react';
import { fn } from 'storybook/test';
import { Button } from './Button';
import { componentDocs } from './storybook/componentDocs';
import { inLanguage } from './storybook/inLanguage';
import { LONG_LABEL } from './storybook/longText';

const meta = {
  tags: ['autodocs'],
  title: 'Forms/Button',
  component: Button,
  args: { children: 'Guardar', colorPalette: 'brand', onClick: fn() },
  parameters: componentDocs({
    use: "The portal's button: Chakra's Button, which keeps its name while it is `loading` (Chakra hides the label under the spinner; here the spinner carries it, unseen, so a screen reader still hears 'Guardar'). Exported from `@dapcon/shared-ui` with the other primitives.",
    do: [
      "Name it with a verb of what happens ('Guardar', 'Eliminar', 'Descargar Excel').",
      'One solid (`colorPalette="brand"`) button per form or dialog, for its main action; `variant="outline"` for the others; red (`colorPalette="red"`) for a deletion.',
      'Show a save under way with `loading`: the button keeps its width and its name and cannot be pressed again.',
    ],
    dont: [
      'Use it to go somewhere: a link (`Link`, or a router link) is for going, a button for doing.',
      "Leave an icon-only button without a name: use `IconButton` with `aria-label`.",
      'Disable a button without saying why (the form says what is missing).',
    ],
    accessibility: [
      'A native `<button>`: Enter and Space press it; the focus ring is the theme\'s.',
      'While `loading` it is disabled and keeps its accessible name (the label, visually hidden under the spinner), unless the owner gives `loadingText`, which is then shown and read.',
      'Disabled, it leaves the tab order (a native disabled button).',
    ],
    states: {
      empty: { none: 'a button always has its label.' },
      loading: 'Loading',
      error: { none: "a failed action shows in its form or the shell's error modal, not on the button." },
      disabled: 'Disabled',
      longText: 'LongText',
    },
    texts: [],
    textsNote: "None of its own: its label is the owner's.",
  }),
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The main action: solid, in the brand's green. */
export const Default: Story = {};

/** The kinds a screen uses side by side: the main action, the others in outline, a deletion in red. */
export const Variants: Story = {
  render: (args) => (
    <HStack gap="3" wrap="wrap">
      <Button {...args}>Guardar</Button>
      <Button {...args} variant="outline" colorPalette="gray">
        Cancelar
      </Button>
      <Button {...args} colorPalette="red">
        Eliminar
      </Button>
    </HStack>
  ),
};

/** Saving: the spinner over the label, which a screen reader still reads ('Guardar'). */
export const Loading: Story = { args: { loading: true } };

/** With `loadingText`: the text shown (and read) while it waits. */
export const LoadingText: Story = { args: { loading: true, loadingText: 'Guardando…' } };

export const Disabled: Story = { args: { disabled: true } };

/**
 * A label of some 120 characters in a column of 320 px: as it is, the button keeps it on one line and runs
 * past the column (keep labels short); with `whiteSpace="normal"` and `height="auto"` it wraps inside.
 */
export const LongText: Story = {
  args: { children: LONG_LABEL },
  render: (args) => (
    <Stack gap="3" maxW="320px" align="flex-start">
      <Button {...args} />
      <Button {...args} whiteSpace="normal" height="auto" py="2" textAlign="start" />
    </Stack>
  ),
};

/** Catalan: the owner's label in Catalan (the button has no text of its own). */
export const Catalan: Story = { args: { children: 'Desar' }, decorators: [inLanguage('ca')] };
