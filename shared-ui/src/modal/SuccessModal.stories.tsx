import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { SuccessModal } from './SuccessModal';
import { componentDocs } from '../storybook/componentDocs';
import { inLanguage } from '../storybook/inLanguage';
import { LONG_EMAIL } from '../storybook/longText';

const meta = {
  tags: ['autodocs'],
  title: 'Modals/SuccessModal',
  component: SuccessModal,
  args: { open: true, onClose: fn() },
  parameters: componentDocs({
    use: "The message after a save: 'Operación realizada', the server's message (or 'Los datos han sido guardados correctamente') and 'Aceptar'. The shell shows it (`feedback.success`).",
    do: ["Pass the server's message when it says more than 'saved' (an e-mail sent, to whom)."],
    dont: ['Use it for every small change: a list that updates is its own confirmation.', 'Chain it after another message.'],
    accessibility: [
      "A `dialog` named by its title; the focus moves into it, Escape or 'Aceptar' closes it and the focus goes back.",
      'The tick is decorative; the text says it.',
    ],
    states: {
      empty: 'DefaultMessage',
      loading: { none: 'it shows an outcome.' },
      error: { none: 'a failure is ErrorModal.' },
      disabled: { none: 'it has one button, always there.' },
      longText: 'LongText',
    },
    texts: ['modal.done', 'modal.saved', 'modal.accept'],
    textsNote: "Its own texts, unless the owner gives `title`, `message` or `acceptLabel`.",
  }),
} satisfies Meta<typeof SuccessModal>;

export default meta;
type Story = StoryObj<typeof meta>;

export const DefaultMessage: Story = {};

export const ServerMessage: Story = { args: { message: 'Se ha enviado un correo para restablecer la contraseña.' } };

/** Catalan interface: the default text, and its buttons, in Catalan. */
export const Catalan: Story = { decorators: [inLanguage('ca')] };

/**
 * A message with a long address of one unbroken word. Today the address runs past the dialog's edge
 * and squeezes the tick away: SuccessModal's text does not break a long word (ErrorModal's does).
 */
export const LongText: Story = { args: { message: `Se ha enviado un correo a ${LONG_EMAIL} para restablecer la contraseña.` } };
