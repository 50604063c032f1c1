import type { Decorator } from '@storybook/react-vite';
import type { HttpHandler } from 'msw';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { Text } from '@chakra-ui/react';
import { queryClient } from '@dapcon/shared-sdk/query';

/**
 * Parameters of a story that reads the API: the mock API's answers for it (over the defaults) and
 * the URL it opens at.
 *
 * @example
 * parameters: { route: '/empresas?estado_id=todos', api: [mockEndpoint(organizaciones, () => empty)] }
 */
export interface ApiStoryParameters {
  api?: readonly HttpHandler[];
  route?: string;
}

/**
 * A loader that starts the mock API (a service worker, in Storybook) with the story's `api`
 * answers and an empty query cache. Component tests do not run loaders: they use the mock API of
 * config/vitest.setup.ts and add the story's answers themselves (`mockServer.use(...parameters.api)`).
 *
 * @example
 * const meta = { loaders: [withMockApi], decorators: [atRoute] };
 */
export async function withMockApi({ parameters }: { parameters: ApiStoryParameters }): Promise<Record<string, never>> {
  queryClient.clear();
  const { startMockApi } = await import('@dapcon/mocks/browser');
  await startMockApi(parameters.api ?? []);
  return {};
}

/** The router's current query, shown under the story: a list keeps its state there. */
function UrlShown() {
  const { search } = useLocation();
  return (
    <Text mt="6" fontSize="xs" color="fg.muted" fontFamily="mono" data-testid="story-url">
      URL: {search || '(sin parámetros)'}
    </Text>
  );
}

/**
 * A decorator that opens the story in a memory router at `parameters.route` and shows the URL's
 * query under it.
 *
 * @example
 * export const Filtered: Story = { parameters: { route: '/empresas?filter_name=arids' } };
 */
export const atRoute: Decorator = (Story, { parameters }) => (
  <MemoryRouter initialEntries={[(parameters as ApiStoryParameters).route ?? '/']}>
    <Story />
    <UrlShown />
  </MemoryRouter>
);
