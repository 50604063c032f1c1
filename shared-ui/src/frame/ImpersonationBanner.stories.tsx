import type { Meta, StoryObj } from '@storybook/react-vite';
import { Text } from '@chakra-ui/react';
import { fn } from 'storybook/test';
import { AppFrame } from './AppFrame';
import { ImpersonationBanner } from './ImpersonationBanner';
import { PageHeader } from './PageHeader';
import { TopBar } from './TopBar';
import { UserMenu } from './UserMenu';

// The texts are the shell's (shell/src/i18n.ts, namespace 'shell'); here as a user of each language sees them.
const meta = {
  tags: ['autodocs'],
  title: 'Frame/ImpersonationBanner',
  component: ImpersonationBanner,
  parameters: { layout: 'fullscreen' },
  args: {
    message: 'Está usando el portal como Cementos del Llobregat, S.A. (sesión iniciada por Montserrat Puig Ferrer).',
    returnLabel: 'Volver a mi sesión',
    onReturn: fn(),
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
