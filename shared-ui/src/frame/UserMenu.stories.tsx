import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { componentDocs } from '../storybook/componentDocs';
import { inLanguage } from '../storybook/inLanguage';
import { LONG_NAME } from '../storybook/longText';
import { UserMenu } from './UserMenu';

const meta = {
  tags: ['autodocs'],
  title: 'Frame/UserMenu',
  component: UserMenu,
  args: { name: 'Ana Puig Serra', onChangePassword: fn(), onLogout: fn() },
  decorators: [(Story) => <div style={{ display: 'flex', justifyContent: 'flex-end', minHeight: 160 }}><Story /></div>],
  parameters: componentDocs({
    use: "The user menu of the top bar: the signed-in user's name opens 'Cambiar contraseña' and 'Cerrar sesión'. On a phone the button is the icon alone and the menu shows the name above its items.",
    do: ["Show the name the person knows themselves by (a company's name, a person's)."],
    dont: ['Add screens to it: they belong in the side menu.'],
    accessibility: [
      "A menu button named by the user's name (`aria-label`, on a phone too, where only the icon shows).",
      'The menu opens with Enter, Space or the arrows; arrows move between items, Enter chooses, Escape closes and gives the focus back to the button.',
    ],
    states: {
      empty: { none: 'a signed-in user always has a name.' },
      loading: { none: "signing out is the shell's (its modal)." },
      error: { none: 'it holds nothing that can fail.' },
      disabled: { none: 'the menu is always there.' },
      longText: 'LongText',
    },
    texts: ['user'],
    textsNote: "Its own texts, unless the owner gives `labels`; the name is the owner's.",
  }),
} satisfies Meta<typeof UserMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Spanish: Story = {};

/** Catalan: the items ('Canviar la contrasenya', 'Tancar sessió') from the design system's texts. */
export const Catalan: Story = { decorators: [inLanguage('ca')] };

/**
 * A name of some 120 characters; the whole name is the button's accessible name. Today the name wraps
 * over several lines and runs out of the button (and of the top bar) instead of ending in an ellipsis.
 */
export const LongText: Story = { args: { name: LONG_NAME } };
