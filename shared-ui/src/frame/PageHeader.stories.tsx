import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '@chakra-ui/react';
import { fn } from 'storybook/test';
import { componentDocs } from '../storybook/componentDocs';
import { inLanguage } from '../storybook/inLanguage';
import { LONG_NAME } from '../storybook/longText';
import { PageHeader } from './PageHeader';

const meta = {
  tags: ['autodocs'],
  title: 'Frame/PageHeader',
  component: PageHeader,
  args: { title: 'Empresas' },
  parameters: componentDocs({
    use: "The title of a screen (its one `h1`), with an optional breadcrumb above it and the screen's main actions at its right.",
    do: [
      'Start every screen with one; its title says what the screen is (a record: its name and its id).',
      "Give a record's page a breadcrumb back to its list (`onNavigate` keeps the click in the router).",
      'Keep the actions to the screen\'s main two or three.',
    ],
    dont: ['Put a second `h1` on the page: sections use `h2`.', 'Link the last step of the breadcrumb: it is the current page.'],
    accessibility: [
      "The title is the page's `h1`.",
      "The breadcrumb is a `nav` named 'Ruta de navegación', an ordered list whose last step has `aria-current=\"page\"`; its links are real links (a modified click opens a new tab).",
    ],
    states: {
      empty: 'TitleOnly',
      loading: { none: "the owner shows its title once it knows it; the screen's content shows the wait." },
      error: { none: "a screen's errors are its content's." },
      disabled: { none: "it is not a control; its actions are the owner's buttons." },
      longText: 'LongText',
    },
    texts: ['frame.breadcrumb'],
    textsNote: "Its own text, unless the owner gives `breadcrumbLabel`; the title, steps and actions are the owner's.",
  }),
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

/** A company name of some 120 characters: the title wraps, the actions go under it when there is no room. */
export const LongText: Story = {
  args: {
    title: `${LONG_NAME} (B12345678)`,
    breadcrumb: [{ label: 'Empresas', href: '/empresas' }, { label: LONG_NAME }],
    onNavigate: fn(),
    actions: <Button size="sm">Iniciar Sesión</Button>,
  },
};

/** Catalan: the breadcrumb's name ('Ruta de navegació') in Catalan; the title and steps are the owner's. */
export const Catalan: Story = {
  args: { title: 'Empreses', breadcrumb: [{ label: 'Inici', href: '/' }, { label: 'Empreses' }], onNavigate: fn() },
  decorators: [inLanguage('ca')],
};
