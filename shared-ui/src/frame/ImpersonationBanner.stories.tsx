import type { Meta, StoryObj } from '@storybook/react-vite';
import { Text } from '@chakra-ui/react';
import { fn } from 'storybook/test';
import { AppFrame } from './AppFrame';
import { ImpersonationBanner } from './ImpersonationBanner';
import { PageHeader } from './PageHeader';
import { TopBar } from './TopBar';
import { UserMenu } from './UserMenu';
import { componentDocs } from '../storybook/componentDocs';
import { inLanguage } from '../storybook/inLanguage';
import { LONG_NAME } from '../storybook/longText';

// The texts are the shell's (shell/src/i18n.ts, namespace 'shell'); here as a user of each language sees them.
const meta = {
  tags: ['autodocs'],
  title: 'Frame/ImpersonationBanner',
  component: ImpersonationBanner,
  args: {
    message: 'Está usando el portal como Cementos del Llobregat, S.A. (sesión iniciada por Montserrat Puig Ferrer).',
    returnLabel: 'Volver a mi sesión',
    onReturn: fn(),
  },
  parameters: {
    layout: 'fullscreen',
    ...componentDocs({
      use: "The strip across the frame while an administrator uses the portal as a company ('Iniciar Sesión'): it says so on every page, in warning colours, with the way back to the administrator's own session. The shell shows it (AppFrame's `banner`).",
      do: [
        'Say whose portal it is and who opened the session, by name.',
        "Set `returning` while the way back is under way: the button waits and cannot be pressed twice.",
      ],
      dont: [
        'Hide it or let it scroll away: it is on every page of the impersonation.',
        'Put other messages in it.',
      ],
      accessibility: [
        'A `section` region named by its message, so assistive technology lists and finds it.',
        'The warning icon is decorative; the colours are not the only sign (the message says it).',
        'The return button keeps its name while it waits.',
      ],
      states: {
        empty: { none: 'it shows only during an impersonation.' },
        loading: 'Returning',
        error: { none: "a failed return goes to the shell's error modal; the banner stays." },
        disabled: { none: 'the button is disabled only while returning (Returning).' },
        longText: 'LongText',
      },
      texts: [],
      textsNote: "None of its own: the message and the button's text are the shell's (namespace 'shell').",
    }),
  },
} satisfies Meta<typeof ImpersonationBanner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Spanish: Story = {};

export const Catalan: Story = {
  args: {
    message: 'Esteu fent servir el portal com a Cementos del Llobregat, S.A. (sessió iniciada per Montserrat Puig Ferrer).',
    returnLabel: 'Tornar a la meva sessió',
  },
  decorators: [inLanguage('ca')],
};

/** After 'Volver a mi sesión': the button waits for the server. */
export const Returning: Story = { args: { returning: true } };

/** In the frame: under the top bar, across every page. */
export const InTheFrame: Story = {
  render: (args) => (
    <AppFrame
      topBar={
        <TopBar brand="DAPcon">
          <UserMenu name="Cementos del Llobregat, S.A." onChangePassword={fn()} onLogout={fn()} />
        </TopBar>
      }
      banner={<ImpersonationBanner {...args} />}
    >
      <PageHeader title="Inicio" />
      <Text>Área Empresa</Text>
    </AppFrame>
  ),
};

/** A company name of some 120 characters: the message wraps, the button goes under it. */
export const LongText: Story = {
  args: { message: `Está usando el portal como ${LONG_NAME} (sesión iniciada por Montserrat Puig Ferrer).` },
};
