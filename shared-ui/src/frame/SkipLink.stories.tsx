import type { Meta, StoryObj } from '@storybook/react-vite';
import { Box, Heading, Text } from '@chakra-ui/react';
import { useUiText } from '../i18n';
import { componentDocs } from '../storybook/componentDocs';
import { inLanguage } from '../storybook/inLanguage';
import { LONG_LABEL } from '../storybook/longText';
import { SkipLink } from './SkipLink';

/** A page with its skip link (the design system's text unless `label` is given) and the content it leads to. */
function PageWithSkipLink({ label }: { label?: string }) {
  const { t, lang } = useUiText();
  return (
    <Box position="relative" minH="40" pt="14">
      <SkipLink href="#story-content">{label ?? t('frame.skip')}</SkipLink>
      <Box id="story-content" tabIndex={-1}>
        <Heading as="h2" size="md">
          {lang === 'ca' ? 'Empreses' : 'Empresas'}
        </Heading>
        <Text>{lang === 'ca' ? "Premeu Tab: l'enllaç apareix a dalt a l'esquerra." : 'Pulse Tab: el enlace aparece arriba a la izquierda.'}</Text>
      </Box>
    </Box>
  );
}

const meta = {
  tags: ['autodocs'],
  title: 'Frame/SkipLink',
  component: PageWithSkipLink,
  parameters: componentDocs({
    use: "A link to the page's main content, hidden until a keyboard user's first Tab shows it. AppFrame and AuthLayout put one at the top of every page ('Saltar al contenido'). The stories show it on a small page: press Tab.",
    do: ["Make it the page's first focusable element, leading to the `main` (which takes the focus: `tabIndex={-1}`).", "Write it with the design system's text (`t('frame.skip')`)."],
    dont: ['Hide it for good (`display: none`): it must show when focused.', 'Lead it anywhere but the content.'],
    accessibility: [
      'A real link, the first stop of Tab; it moves on screen and shows, in the brand colours, while it has the focus (WCAG 2.4.1, a way past the menu).',
    ],
    states: {
      empty: { none: 'it always has its text.' },
      loading: { none: 'it is there from the first paint.' },
      error: { none: 'a link to the page itself cannot fail.' },
      disabled: { none: 'it is always there.' },
      longText: 'LongText',
    },
    texts: ['frame.skip'],
    textsNote: 'Its text, as AppFrame and AuthLayout give it.',
  }),
} satisfies Meta<typeof PageWithSkipLink>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Hidden until focused: the story focuses it, as the first Tab would. */
export const Default: Story = {
  play: ({ canvasElement }) => {
    canvasElement.querySelector<HTMLAnchorElement>('a[href="#story-content"]')?.focus();
  },
};

/** A text of some 120 characters wraps inside the link, which keeps its place. */
export const LongText: Story = {
  args: { label: LONG_LABEL },
  play: ({ canvasElement }) => {
    canvasElement.querySelector<HTMLAnchorElement>('a[href="#story-content"]')?.focus();
  },
};

/** Catalan: 'Saltar al contingut'. */
export const Catalan: Story = {
  decorators: [inLanguage('ca')],
  play: ({ canvasElement }) => {
    canvasElement.querySelector<HTMLAnchorElement>('a[href="#story-content"]')?.focus();
  },
};
