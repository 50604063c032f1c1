import type { Meta, StoryObj } from '@storybook/react-vite';
import { HStack } from '@chakra-ui/react';
import { StatusBadge } from './StatusBadge';

const meta = {
  tags: ['autodocs'],
  title: 'Frame/StatusBadge',
  component: StatusBadge,
  args: { palette: 'green', children: 'Activo' },
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
export const Catala: Story = { args: { palette: 'red', children: 'De baixa des del 30/06/2023' } };
