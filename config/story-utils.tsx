// Screen stories: the providers the shell gives an area, a signed-in user of any role and the mock
// API (its default answers, plus the story's own), so designers can browse every screen state
// without a server.
import type { Decorator, Loader } from '@storybook/react-vite';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router-dom';
import { queryClient } from '@dapcon/shared-sdk/query';
import { i18n, useSession, type Lang, type Role } from '@dapcon/shared-sdk';
import type { HttpHandler } from 'msw';
import { sessionToken, type TokenClaims } from '@dapcon/mocks';
import { startMockApi } from '@dapcon/mocks/browser';

export interface ScreenOptions {
  route?: string;
  role?: Role;
  claims?: TokenClaims;
  lang?: Lang;
  /** Answers of the mock API for this story, over its defaults (`mockEndpoint(…)` from @dapcon/mocks). */
  api?: readonly HttpHandler[];
}

/**
 * Loaders and decorators of one screen story.
 *
 * @example
 * export const Company: Story = { ...screen({ route: '/', role: 'organizacion', api: [mockEndpoint(me, () => profile)] }) };
 */
export function screen({ route = '/', role, claims, lang = 'es', api = [] }: ScreenOptions): { loaders: Loader<unknown>[]; decorators: Decorator<unknown>[] } {
  const loaders: Loader<unknown>[] = [
    async () => {
      useSession.getState().signOut();
      queryClient.clear();
      if (role) useSession.getState().signIn(await sessionToken(role, claims));
      useSession.getState().setLang(lang);
      await startMockApi(api);
      return {};
    },
  ];
  const decorators: Decorator<unknown>[] = [
    (Story) => (
      <I18nextProvider i18n={i18n}>
        <MemoryRouter initialEntries={[route]}>
          <Story />
        </MemoryRouter>
      </I18nextProvider>
    ),
  ];
  return { loaders, decorators };
}
