import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { ErrorModal } from './ErrorModal';
import { componentDocs } from '../storybook/componentDocs';
import { inLanguage } from '../storybook/inLanguage';
import { LONG_EMAIL } from '../storybook/longText';

const meta = {
  tags: ['autodocs'],
  title: 'Modals/ErrorModal',
  component: ErrorModal,
  args: { onClose: fn(), error: { status: 500, message: 'No se pudo cargar la info' } },
  parameters: componentDocs({
    use: "The portal's one error message: 'Error {status}' ('Error de conexión' when there was no answer), the server's message, every field error, and 'Salir'. The shell shows it for any failed call a screen does not handle itself.",
    do: [
      "Let the shell show it (`feedback.error`): a screen shows a field's error under its field instead.",
      'Give `fieldLabels` when the field errors need their field\'s name.',
    ],
    dont: ['Show a technical message: the API\'s messages are written for people.', 'Use it for a success or a question.'],
    accessibility: [
      "An `alertdialog` named by its title; the focus moves into it, Tab stays inside, Escape or 'Salir' closes it and the focus goes back.",
      'What is behind it is hidden from assistive technology and inert while it is open.',
      'A message kept from before a language switch shows in the new language too.',
    ],
    states: {
      empty: 'Closed',
      loading: { none: 'it shows an outcome.' },
      error: 'ServerError',
      disabled: { none: "it has one button, always there." },
      longText: 'LongText',
    },
    texts: ['modal.exit', 'modal.connectionError'],
    textsNote: "Its own texts, unless the owner gives `exitLabel` or `connectionErrorTitle`; the messages are the server's (shown in the interface language).",
  }),
} satisfies Meta<typeof ErrorModal>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ServerError: Story = {};

export const WithFieldErrors: Story = {
  args: {
    error: {
      status: 422,
      message: 'Los datos enviados no son válidos.',
      errors: {
        org_cif: ['El documento es obligatorio.'],
        email: ['El correo es obligatorio.'],
        org_telefono: ['El teléfono es obligatorio.'],
      },
    },
  },
};

export const Unauthorized: Story = { args: { error: { status: 401, message: 'No autoritzat' } } };

export const NetworkError: Story = { args: { error: { status: 0, message: 'Failed to fetch' } } };

export const Closed: Story = { args: { error: null } };

/** Catalan interface: a message kept from before a switch to Catalan shows in Catalan too. */
export const Catalan: Story = {
  args: {
    error: {
      status: 422,
      message: 'Los datos enviados no son válidos.',
      errors: { org_cif: ['El documento es obligatorio.'], email: ['El correo es obligatorio.'] },
    },
  },
  decorators: [inLanguage('ca')],
};

/** A long message and field errors with a long address of one unbroken word: they wrap inside the dialog. */
export const LongText: Story = {
  args: {
    error: {
      status: 422,
      message: 'Los datos enviados no son válidos.',
      errors: { email: [`El correo ${LONG_EMAIL} ya está registrado.`], org_telefono: ['El teléfono es obligatorio.'] },
    },
  },
};
