// Screen stories: the providers the shell gives an area, a signed-in user of any role and
// canned API answers, so designers can browse every screen state without a server.
import type { Decorator, Loader } from '@storybook/react-vite';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router-dom';
import { i18n, queryClient, QueryClientProvider, useSession, type Lang, type Role } from '@dapcon/shared-sdk';
import { sessionToken, type TokenClaims } from './demo-session';

/** Canned answers by API path (without the /api prefix), as the API would give them. */
export type CannedApi = Record<string, { status?: number; body: unknown }>;

export interface ScreenOptions {
  route?: string;
  role?: Role;
  claims?: TokenClaims;
  lang?: Lang;
  api?: CannedApi;
}

/**
 * Loaders and decorators of one screen story.
 *
 * @example
 * export const Company: Story = { ...screen({ route: '/', role: 'organizacion', api: { '/auth/me': { body } } }) };
 */
export function screen({ route = '/', role, claims, lang = 'es', api = {} }: ScreenOptions): { loaders: Loader<unknown>[]; decorators: Decorator<unknown>[] } {
  const loaders: Loader<unknown>[] = [
    async () => {
      useSession.getState().signOut();
      queryClient.clear();
      if (role) useSession.getState().signIn(await sessionToken(role, claims));
      useSession.getState().setLang(lang);
      window.fetch = async (input: RequestInfo | URL) => {
        const url = new URL(input instanceof Request ? input.url : String(input), window.location.href);
        const answer = api[url.pathname.replace(/^\/api/, '')];
        if (!answer) return new Response(JSON.stringify({ status: 'Error', message: 'No encontrado' }), { status: 404 });
        return new Response(JSON.stringify(answer.body), { status: answer.status ?? 200, headers: { 'content-type': 'application/json' } });
      };
      return {};
    },
  ];
  const decorators: Decorator<unknown>[] = [
    (Story) => (
      <QueryClientProvider client={queryClient}>
        <I18nextProvider i18n={i18n}>
          <MemoryRouter initialEntries={[route]}>
            <Story />
          </MemoryRouter>
        </I18nextProvider>
      </QueryClientProvider>
    ),
  ];
  return { loaders, decorators };
}
