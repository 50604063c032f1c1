import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Box } from '@chakra-ui/react';
import { fn } from 'storybook/test';
import { SideMenu, type SideMenuProps } from './SideMenu';
import { adminMenu, companyMenu } from './SideMenu.fixtures';

const meta = {
  title: 'Frame/SideMenu',
  component: SideMenu,
  args: { items: adminMenu, activePath: '/parametros', onNavigate: fn() },
  decorators: [(Story) => <Box w="240px" borderWidth="1px" bg="bg"><Story /></Box>],
} satisfies Meta<typeof SideMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Administrator: Story = {};

export const Company: Story = { args: { items: companyMenu, activePath: '/mis-datos' } };

/** A nested path marks its section (a company detail keeps 'Empresas' current). */
export const NestedPath: Story = { args: { activePath: '/empresas/B12345678' } };

function Navigating(args: SideMenuProps) {
  const [path, setPath] = useState(args.activePath);
  return (
    <SideMenu
      {...args}
      activePath={path}
      onNavigate={(to) => {
        setPath(to);
        args.onNavigate(to);
      }}
    />
  );
}

export const Interactive: Story = { args: { activePath: '/' }, render: (args) => <Navigating {...args} /> };
