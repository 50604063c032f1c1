import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button, Text } from '@chakra-ui/react';
import { fn } from 'storybook/test';
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
