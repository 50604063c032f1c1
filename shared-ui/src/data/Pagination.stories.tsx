import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { Pagination, type PaginationProps } from './Pagination';

const meta = {
  tags: ['autodocs'],
  title: 'Data/Pagination',
  component: Pagination,
  args: { page: 1, perPage: 10, total: 50, onPageChange: fn() },
} satisfies Meta<typeof Pagination>;

export default meta;
type Story = StoryObj<typeof meta>;

export const FivePages: Story = { args: { page: 3 } };

export const TwentyPagesStart: Story = { args: { total: 200, page: 2 } };

export const TwentyPagesMiddle: Story = { args: { total: 200, page: 10 } };

export const TwentyPagesEnd: Story = { args: { total: 200, page: 19 } };

export const OnePage: Story = { args: { total: 7 } };

export const Catalan: Story = {
  args: {
    total: 200,
    page: 10,
    labels: { nav: 'Paginació', first: 'Primera pàgina', previous: 'Pàgina anterior', next: 'Pàgina següent', last: 'Última pàgina', page: (n) => `Pàgina ${n}` },
  },
};

function Stateful(args: PaginationProps) {
  const [page, setPage] = useState(args.page);
  return (
    <Pagination
      {...args}
      page={page}
      onPageChange={(p) => {
        setPage(p);
        args.onPageChange(p);
      }}
    />
  );
}

export const Interactive: Story = { args: { total: 1000 }, render: (args) => <Stateful {...args} /> };
