import type { Meta, StoryObj } from '@storybook/react-vite';
import { MemoryRouter } from 'react-router-dom';
import { inLanguage } from '../storybook/inLanguage';
import { PageNotFound } from './PageNotFound';

const meta = {
  tags: ['autodocs'],
  title: 'Frame/PageNotFound',
  component: PageNotFound,
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
