import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button, Text } from '@chakra-ui/react';
import { fn } from 'storybook/test';
import { componentDocs } from '../storybook/componentDocs';
import { inLanguage } from '../storybook/inLanguage';
import { LONG_NAME } from '../storybook/longText';
import { Modal } from './Modal';

const meta = {
  tags: ['autodocs'],
  title: 'Modals/Modal',
  component: Modal,
  args: {
    open: true,
    onClose: fn(),
    title: 'Guardar Datos',
    children: <Text>¿Desea guardar el usuario y la contraseña en este navegador?</Text>,
  },
  parameters: componentDocs({
    use: 'A dialog over the page: a title, a body and optional footer buttons (a search, a form of a few fields, a record\'s detail). Its code loads the first time a modal of the page opens. For a yes/no question use ConfirmModal; for the outcome of a save, SuccessModal or ErrorModal (the shell shows those).',
    do: [
      'Title it with what it is for; put its actions in `footer`, the main one last.',
      'Pick a `size` to its content (`xl` for a search with a table).',
      "Use `role=\"alertdialog\"` for a message that needs an answer.",
    ],
    dont: [
      'Open a modal from a modal, unless it is the outcome of the first (a success after a save).',
      'Put a whole screen in it: a screen has its own route.',
      'Hide the close button (`closeLabel={null}`) unless the footer has a way out.',
    ],
    accessibility: [
      "A `dialog` (or `alertdialog`) named by its title; the focus moves into it on opening, Tab stays inside, Escape closes it and the focus goes back to what opened it.",
      "What is behind it is hidden from assistive technology and inert while it is open.",
      "The close button is named 'Cerrar'; a long body scrolls inside the dialog, the title and footer stay.",
    ],
    states: {
      empty: { none: 'a modal always has its title and body.' },
      loading: { none: "what it holds shows its own wait (a form's button, a list's skeleton)." },
      error: { none: 'an error is ErrorModal.' },
      disabled: { none: 'a modal is open or closed; its buttons are the owner\'s.' },
      longText: 'LongText',
    },
    texts: ['frame.close'],
    textsNote: "Its close button's name, unless the owner gives `closeLabel`; the rest is the owner's.",
  }),
} satisfies Meta<typeof Modal>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Basic: Story = {};

export const WithFooter: Story = {
  args: {
    footer: (
      <>
        <Button variant="outline" colorPalette="gray">Cancelar</Button>
        <Button>Aceptar</Button>
      </>
    ),
  },
};

export const Large: Story = {
  args: {
    size: 'xl',
    title: 'Buscador de Organizaciones',
    children: <Text>Filtros y resultados de la búsqueda.</Text>,
  },
};

/** A long body scrolls inside the dialog; the title and the footer stay in view. */
export const LongText: Story = {
  args: {
    title: LONG_NAME,
    children: <Text>{'La declaración ambiental de producto recoge el ciclo de vida completo del producto, de la extracción de las materias primas al fin de vida. '.repeat(30)}</Text>,
    footer: <Button>Aceptar</Button>,
  },
};

/** Catalan: the close button's name ('Tancar'); the title and body are the owner's. */
export const Catalan: Story = {
  args: { title: 'Desar les dades', children: <Text>Voleu desar l'usuari i la contrasenya en aquest navegador?</Text> },
  decorators: [inLanguage('ca')],
};
