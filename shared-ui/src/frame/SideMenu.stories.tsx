import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Box } from '@chakra-ui/react';
import { fn } from 'storybook/test';
import { SideMenu, type SideMenuProps } from './SideMenu';
import { adminMenu, companyMenu, readerMenu, readerMenuCa } from './SideMenu.fixtures';
import { componentDocs } from '../storybook/componentDocs';
import { inLanguage } from '../storybook/inLanguage';
import { LONG_LABEL } from '../storybook/longText';

const meta = {
  tags: ['autodocs'],
  title: 'Frame/SideMenu',
  component: SideMenu,
  args: { items: adminMenu, activePath: '/parametros', onNavigate: fn() },
  decorators: [(Story) => <Box w="240px" borderWidth="1px" bg="bg"><Story /></Box>],
  parameters: componentDocs({
    use: "The portal's menu at the left of the frame: the entries the areas declare for the user's role, in groups that fold, the current page marked. The shell builds it; an area declares its entries.",
    do: [
      'Declare an entry in its area (the route table), with its label in both languages.',
      'Keep groups to what belongs together; a short menu shows them open.',
    ],
    dont: ["Hide an area that cannot be loaded: its entry stays, marked 'No disponible', with a retry.", 'Nest groups: one level only.'],
    accessibility: [
      "A `nav` named 'Menú principal' of real links (a modified click opens a new tab); the current one has `aria-current=\"page\"`.",
      'Groups are buttons with `aria-expanded` and `aria-controls`; the group of the current page opens by itself.',
      "Separators are `role=\"separator\"` inside list items; a retry button is named with its entry ('Reintentar cargar Tarifas').",
      'Every link and button shows a focus ring.',
    ],
    states: {
      empty: { none: "a menu always has 'Inicio'." },
      loading: { none: 'the entries are declared, not fetched.' },
      error: 'AreaUnavailable',
      disabled: { none: 'an unavailable area stays a link (its page shows the retry): AreaUnavailable.' },
      longText: 'LongText',
    },
    texts: ['frame.mainMenu', 'frame.unavailable', 'frame.retry', 'frame.retryEntry'],
    textsNote: "Its own texts, unless the owner gives `ariaLabel`; the entries' labels are the areas'.",
  }),
} satisfies Meta<typeof SideMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Administrator: Story = {};

export const Company: Story = { args: { items: companyMenu, activePath: '/mis-datos' } };

/** A company's or a consultant's menu on its home: a short menu, its group open and set apart by separators. */
export const Reader: Story = { args: { items: readerMenu, activePath: '/' } };

/** The same in Catalan, on the incidents' page (after the group, never read as one of its links). */
export const ReaderCatalan: Story = { decorators: [inLanguage('ca')], args: { items: readerMenuCa, activePath: '/tickets' } };

/** A nested path marks its section (a company detail keeps 'Empresas' current). */
export const NestedPath: Story = { args: { activePath: '/empresas/B12345678' } };

const unavailable = (items: typeof adminMenu, tos: string[]): typeof adminMenu =>
  items.map((item) =>
    item.kind === 'group'
      ? { ...item, children: item.children.map((l) => (tos.includes(l.to) ? { ...l, unavailable: true } : l)) }
      : tos.includes(item.to)
        ? { ...item, unavailable: true }
        : item,
  );

/**
 * An area that cannot be loaded (mf-finanzas down): its entry stays, marked 'No disponible', with a
 * retry beside each ('Reintentar cargar Tarifas'); the rest of the menu works.
 */
export const AreaUnavailable: Story = { args: { items: unavailable(adminMenu, ['/tarifas']), activePath: '/tarifas', onRetry: fn() } };

/** The same in Catalan. */
export const AreaUnavailableCatalan: Story = {
  decorators: [inLanguage('ca')],
  args: { items: unavailable(adminMenu, ['/tarifas']), activePath: '/parametros', onRetry: fn() },
};

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

/** An entry of some 120 characters wraps inside the menu's width. */
export const LongText: Story = {
  args: { items: [...companyMenu, { kind: 'link', id: 'larga', label: LONG_LABEL, to: '/larga' }], activePath: '/larga' },
};
