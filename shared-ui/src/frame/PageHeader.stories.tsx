import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '@chakra-ui/react';
import { fn } from 'storybook/test';
import { PageHeader } from './PageHeader';

const meta = {
  tags: ['autodocs'],
  title: 'Frame/PageHeader',
  component: PageHeader,
  args: { title: 'Empresas' },
} satisfies Meta<typeof PageHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

export const TitleOnly: Story = {};

export const WithBreadcrumb: Story = {
  args: {
    title: 'Áridos del Vallès SL (B12345678)',
    breadcrumb: [{ label: 'Empresas', href: '/empresas' }, { label: 'Áridos del Vallès SL (B12345678)' }],
    onNavigate: fn(),
  },
};

export const WithActions: Story = {
  args: {
    actions: (
      <>
        <Button size="sm" variant="outline">Descargar Excel</Button>
        <Button size="sm">Nueva empresa</Button>
      </>
    ),
  },
};
