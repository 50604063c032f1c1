import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { componentDocs } from '../storybook/componentDocs';
import { inLanguage } from '../storybook/inLanguage';
import { Pagination, type PaginationProps } from './Pagination';

const meta = {
  tags: ['autodocs'],
  title: 'Data/Pagination',
  component: Pagination,
  args: { page: 1, perPage: 10, total: 50, onPageChange: fn() },
  parameters: componentDocs({
    use: 'The pages of a paged list: first, previous, the page numbers with ellipses (a window of 9), next, last. `ListTable` puts it under the table; alone, give it the API\'s `total` and `per_page`.',
    do: [
      "Pass the server's `total` and `per_page`: the last page is computed from them.",
      'Keep the page in the URL (the list kit does), so a link opens the same page.',
    ],
    dont: [
      'Page in the browser what the server pages.',
      'Show it for an empty list: it renders nothing then.',
    ],
    accessibility: [
      "A `<nav>` named 'Paginación' holding a list of buttons; the current page has `aria-current=\"page\"`.",
      "Every button is named ('Página 3', 'Primera página'…), the arrows by their tooltips too; the ellipses are hidden from assistive technology.",
      'At either end the arrows that lead nowhere are disabled.',
    ],
    states: {
      empty: { none: 'with no rows (`total` 0) it renders nothing.' },
      loading: { none: "the table above it shows the wait; the pages stay as they were." },
      error: { none: "the table says the list could not be read; the pages stay as they were." },
      disabled: 'OnePage',
      longText: { none: 'numbers and its own short names; a list of a thousand pages keeps its window of 9 (Interactive).' },
    },
    texts: ['pagination'],
    textsNote: 'Its own texts, unless the owner gives `labels`.',
  }),
} satisfies Meta<typeof Pagination>;

export default meta;
type Story = StoryObj<typeof meta>;

export const FivePages: Story = { args: { page: 3 } };

export const TwentyPagesStart: Story = { args: { total: 200, page: 2 } };

export const TwentyPagesMiddle: Story = { args: { total: 200, page: 10 } };

export const TwentyPagesEnd: Story = { args: { total: 200, page: 19 } };

export const OnePage: Story = { args: { total: 7 } };

/** Catalan interface: the buttons' names from the design system's texts ('Pàgina següent'). */
export const Catalan: Story = { args: { total: 200, page: 10 }, decorators: [inLanguage('ca')] };

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
