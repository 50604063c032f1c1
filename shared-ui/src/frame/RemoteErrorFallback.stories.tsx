import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { componentDocs } from '../storybook/componentDocs';
import { inLanguage } from '../storybook/inLanguage';
import { LONG_LABEL } from '../storybook/longText';
import { RemoteErrorFallback } from './RemoteErrorFallback';

const meta = {
  tags: ['autodocs'],
  title: 'Frame/RemoteErrorFallback',
  component: RemoteErrorFallback,
  args: { message: 'No se pudo cargar la info', onRetry: fn() },
  parameters: componentDocs({
    use: 'The message in place of a part of the portal that failed to load (an area, a panel of another area), with a retry; the rest of the portal keeps working.',
    do: ['Say what failed in the owner\'s words ("No se pudo cargar el módulo de empresas.").', 'Retry the same part (`onRetry`), not the whole page.'],
    dont: ['Use it for an error of the server about data: the shell\'s error modal says those.', 'Show the technical error to the user.'],
    accessibility: [
      "A `role=\"alert\"`: a screen reader announces it as soon as it shows.",
      "'Reintentar' is a button; the red is not the only sign (the icon and the message).",
    ],
    states: {
      empty: { none: 'it always has its message.' },
      loading: { none: "the retry's loading is the part's own (LoadingState)." },
      error: 'Default',
      disabled: { none: 'a retry is always offered.' },
      longText: 'LongText',
    },
    texts: ['frame.retry'],
    textsNote: "Its own text, unless the owner gives `retryLabel`; the title and message are the owner's.",
  }),
} satisfies Meta<typeof RemoteErrorFallback>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const WithTitle: Story = {
  args: { title: 'Módulo no disponible', message: 'El módulo de finanzas no responde. El resto del portal sigue funcionando.' },
};

/** Catalan: the retry's text ('Tornar-ho a provar') in Catalan; the message is the owner's. */
export const Catalan: Story = { args: { message: "No s'ha pogut carregar la informació" }, decorators: [inLanguage('ca')] };

/** A message of some 120 characters wraps; the button keeps its place. */
export const LongText: Story = { args: { title: 'Módulo no disponible', message: LONG_LABEL } };
