import type { Meta, StoryObj } from '@storybook/react-vite';
import { componentDocs } from '../storybook/componentDocs';
import { inLanguage } from '../storybook/inLanguage';
import { LONG_LABEL } from '../storybook/longText';
import { AreaComingSoon } from './AreaComingSoon';

const meta: Meta<typeof AreaComingSoon> = {
  tags: ['autodocs'],
  title: 'Frame/AreaComingSoon',
  component: AreaComingSoon,
  parameters: componentDocs({
    use: "The page of a screen of an area that is not built yet: its title and 'Este apartado aún no está disponible' (NotAvailable with the portal's text).",
    do: ['Give the screen\'s title as its menu entry says it, translated.'],
    dont: ['Leave it in a release once the screen exists.', 'Use it for a page that failed to load: that is RemoteErrorFallback.'],
    accessibility: ["Its title is the page's `h1`; the icon is decorative (hidden)."],
    states: {
      empty: { none: 'it is itself the empty page of a screen to come.' },
      loading: { none: 'it shows at once.' },
      error: { none: 'it says nothing failed; a failure is RemoteErrorFallback.' },
      disabled: { none: 'it is not a control.' },
      longText: 'LongText',
    },
    texts: ['common:frame.noDisponible'],
    textsNote: "Its text comes from the portal's common namespace (shared-sdk); the title is the owner's.",
  }),
};
export default meta;

type Story = StoryObj<typeof AreaComingSoon>;

export const Empresas: Story = { args: { title: 'Empresas' } };
export const Tarifas: Story = { args: { title: 'Tarifas' } };

/** A title of some 120 characters wraps, centred. */
export const LongText: Story = { args: { title: LONG_LABEL } };

export const Catalan: Story = { args: { title: 'Empreses' }, decorators: [inLanguage('ca')] };
