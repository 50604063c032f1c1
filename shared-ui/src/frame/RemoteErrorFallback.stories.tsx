import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { RemoteErrorFallback } from './RemoteErrorFallback';

const meta = {
  tags: ['autodocs'],
  title: 'Frame/RemoteErrorFallback',
  component: RemoteErrorFallback,
  args: { message: 'No se pudo cargar la info', onRetry: fn() },
} satisfies Meta<typeof RemoteErrorFallback>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const WithTitle: Story = {
  args: { title: 'Módulo no disponible', message: 'El módulo de finanzas no responde. El resto del portal sigue funcionando.' },
};

export const Catalan: Story = { args: { message: "No s'ha pogut carregar la informació", retryLabel: 'Reintentar' } };
