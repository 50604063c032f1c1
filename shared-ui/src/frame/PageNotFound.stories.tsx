import type { Meta, StoryObj } from '@storybook/react-vite';
import { MemoryRouter } from 'react-router-dom';
import { componentDocs } from '../storybook/componentDocs';
import { inLanguage } from '../storybook/inLanguage';
import { PageNotFound } from './PageNotFound';

const meta = {
  tags: ['autodocs'],
  title: 'Frame/PageNotFound',
  component: PageNotFound,
  parameters: componentDocs({
    use: "'Página no encontrada': a path nothing in the portal has, inside the frame (the shell's unknown top-level paths, an area's unknown nested ones). It names the browser's tab too.",
    do: ["Make it an area's last route (`path=\"*\"`): the frame and menu stay, so the way back is there."],
    dont: ['Use it for a record that does not exist or may not be seen: the screen says so with its own words.'],
    accessibility: ["Its title is the page's `h1` and the document's title, so a screen reader hears where it landed."],
    states: {
      empty: { none: 'it is itself the page of nothing.' },
      loading: { none: 'it shows at once.' },
      error: { none: 'it is the page of a path that does not exist, not of a failure.' },
      disabled: { none: 'it is not a control.' },
      longText: { none: 'its texts are its own and short.' },
    },
    texts: ['frame.notFoundTitle', 'frame.notFound'],
  }),
  decorators: [
    (Story) => (
      <MemoryRouter initialEntries={['/empresas/B12345674/no-existe']}>
        <Story />
      </MemoryRouter>
    ),
  ],
} satisfies Meta<typeof PageNotFound>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A path the portal has nothing for: in the frame, an area's unknown screen. */
export const Spanish: Story = {};

export const Catalan: Story = { decorators: [inLanguage('ca')] };
