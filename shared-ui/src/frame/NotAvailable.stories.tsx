import type { Meta, StoryObj } from '@storybook/react-vite';
import { componentDocs } from '../storybook/componentDocs';
import { inLanguage } from '../storybook/inLanguage';
import { LONG_LABEL } from '../storybook/longText';
import { NotAvailable } from './NotAvailable';

const meta = {
  tags: ['autodocs'],
  title: 'Frame/NotAvailable',
  component: NotAvailable,
  args: { title: 'Foro', message: 'Esta sección aún no está disponible.' },
  parameters: componentDocs({
    use: "A plain page for what cannot be shown: a screen not built yet (AreaComingSoon), a page not found (PageNotFound). A title, a message and an icon, centred.",
    do: ['Title it as the menu entry or the page is called.', 'Say in the message what the person can do instead, when there is something.'],
    dont: ['Use it for an error a retry may fix: RemoteErrorFallback.', 'Use it for an empty list: the table says so.'],
    accessibility: ["Its title is the page's `h1`; the icon is decorative (hidden)."],
    states: {
      empty: 'Default',
      loading: { none: 'it shows at once.' },
      error: { none: 'it is not an error; RemoteErrorFallback is.' },
      disabled: { none: 'it is not a control.' },
      longText: 'LongText',
    },
    texts: [],
    textsNote: "None of its own: the title and message are the owner's.",
  }),
} satisfies Meta<typeof NotAvailable>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** A title and a message of some 120 characters wrap, centred. */
export const LongText: Story = { args: { title: LONG_LABEL, message: LONG_LABEL } };

export const Catalan: Story = { args: { title: 'Fòrum', message: 'Aquesta secció encara no està disponible.' }, decorators: [inLanguage('ca')] };
