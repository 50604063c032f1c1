import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { TopBar } from './TopBar';
import { LanguageSwitch } from './LanguageSwitch';
import { UserMenu } from './UserMenu';
import { componentDocs } from '../storybook/componentDocs';
import { inLanguage } from '../storybook/inLanguage';
import { LONG_LABEL, LONG_NAME } from '../storybook/longText';

const meta = {
  tags: ['autodocs'],
  title: 'Frame/TopBar',
  component: TopBar,
  args: { brand: 'DAPcon · Área de administración' },
  parameters: {
    layout: 'fullscreen',
    ...componentDocs({
      use: "The bar across the top of the frame: the brand (and the area) at the left, the tools at the right (notifications, Incidencias and Foro, the language switch, the user menu).",
      do: ['Keep the tools few and in the same order on every page.', 'Put the area\'s name in the brand ("DAPcon · Área de administración").'],
      dont: ['Put page actions in it: they belong in the PageHeader.'],
      accessibility: [
        'The `header` landmark; the brand is text; the tools bring their own names.',
        'A long brand is cut with an ellipsis, so the tools keep their room on a phone.',
      ],
      states: {
        empty: 'BrandOnly',
        loading: { none: 'it is drawn at once; its tools show their own state.' },
        error: { none: 'it holds nothing that can fail.' },
        disabled: { none: 'it is not a control.' },
        longText: 'LongText',
      },
      texts: [],
      textsNote: "None of its own: the brand is the owner's, the tools bring theirs (LanguageSwitch, UserMenu).",
    }),
  },
} satisfies Meta<typeof TopBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const BrandOnly: Story = {};

export const WithTools: Story = {
  args: {
    children: (
      <>
        <LanguageSwitch value="es" onChange={fn()} />
        <UserMenu name="Ana Puig Serra" onChangePassword={fn()} onLogout={fn()} />
      </>
    ),
  },
};

/**
 * A brand of some 120 characters and a long user name: the brand ends in an ellipsis and the language
 * switch keeps its room; the user's name runs out of the bar today (UserMenu's LongText).
 */
export const LongText: Story = {
  args: {
    brand: LONG_LABEL,
    children: (
      <>
        <LanguageSwitch value="es" onChange={fn()} />
        <UserMenu name={LONG_NAME} onChangePassword={fn()} onLogout={fn()} />
      </>
    ),
  },
};

/** Catalan: the tools' own texts in Catalan. */
export const Catalan: Story = {
  args: {
    brand: "DAPcon · Àrea d'administració",
    children: (
      <>
        <LanguageSwitch value="ca" onChange={fn()} />
        <UserMenu name="Ana Puig Serra" onChangePassword={fn()} onLogout={fn()} />
      </>
    ),
  },
  decorators: [inLanguage('ca')],
};
