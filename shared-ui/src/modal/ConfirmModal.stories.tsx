import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { componentDocs } from '../storybook/componentDocs';
import { inLanguage } from '../storybook/inLanguage';
import { LONG_NAME } from '../storybook/longText';
import { ConfirmModal } from './ConfirmModal';

const meta = {
  tags: ['autodocs'],
  title: 'Modals/ConfirmModal',
  component: ConfirmModal,
  args: {
    open: true,
    title: 'Guardar Datos',
    message: '¿Desea guardar sus credenciales en este navegador?',
    onConfirm: fn(),
    onCancel: fn(),
  },
  parameters: componentDocs({
    use: "A yes/no question before an action that cannot be taken back (delete, send, leave): the question, 'Cancelar' and the action's button.",
    do: [
      "Ask about the thing by its name (\"¿Eliminar la empresa Áridos del Vallès SL?\").",
      "Name the confirm button with the action ('Eliminar'), red for a deletion (`destructive`).",
      'Keep it open with `loading` while the action runs; close it when the server answers.',
    ],
    dont: ['Ask about what can be undone: just do it.', "Write 'Sí'/'No': the buttons say what happens."],
    accessibility: [
      "An `alertdialog` named by its title: the focus moves into it, Tab stays inside, Escape cancels and the focus goes back to what opened it.",
      'What is behind it is hidden from assistive technology and inert while it is open.',
      'While `loading`, the confirm button keeps its name and waits, and Cancelar is disabled.',
    ],
    states: {
      empty: { none: 'a question always has its text.' },
      loading: 'Loading',
      error: { none: "a failed action goes to the shell's ErrorModal." },
      disabled: { none: 'its buttons are disabled only while the action runs (Loading).' },
      longText: 'LongText',
    },
    texts: ['modal.confirm', 'modal.accept', 'modal.cancel'],
    textsNote: "Its own texts, unless the owner gives `title`, `confirmLabel` or `cancelLabel`; the question is the owner's.",
  }),
} satisfies Meta<typeof ConfirmModal>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Destructive: Story = {
  args: { title: 'Eliminar', message: 'Realmente desea borrar esta empresa', confirmLabel: 'Eliminar', destructive: true },
};

export const Loading: Story = { args: { loading: true } };

/** A question naming a company of some 120 characters wraps in the dialog. */
export const LongText: Story = {
  args: { title: 'Eliminar', message: `¿Eliminar la empresa ${LONG_NAME}?`, confirmLabel: 'Eliminar', destructive: true },
};

/** Catalan: the default title and buttons ('Confirmar', 'Acceptar', 'Cancel·lar'); the question is the owner's. */
export const Catalan: Story = {
  args: { title: undefined, message: 'Voleu desar les vostres credencials en aquest navegador?' },
  decorators: [inLanguage('ca')],
};
