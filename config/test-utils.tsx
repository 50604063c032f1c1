// Shared helpers of the shell's and the remotes' component tests: the providers the shell gives
// every area, a real signed session for each role, and a fetch stub that records what the SDK sends.
// jest-dom's matcher types for every test importing this file (vitest.setup.ts registers the matchers).
import type {} from '@testing-library/jest-dom/vitest';
import { render, screen, type RenderResult } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { vi } from 'vitest';
import { PortalProvider } from '@dapcon/shared-ui';
import { i18n, queryClient, QueryClientProvider, useSession, type Lang, type Role, type SessionUser } from '@dapcon/shared-sdk';
import { sessionToken, type TokenClaims } from './demo-session';

export { sessionToken };

/** Keeps the router's current location in a hidden node, so a test can read where navigation went. */
function LocationProbe() {
  const { pathname, search } = useLocation();
  return (
    <div hidden data-testid="location">
      {pathname + search}
    </div>
  );
}

function Providers({ route, children }: { route: string; children: ReactNode }) {
  return (
    <PortalProvider>
      <QueryClientProvider client={queryClient}>
        <I18nextProvider i18n={i18n}>
          <MemoryRouter initialEntries={[route]}>
            {children}
            <LocationProbe />
          </MemoryRouter>
        </I18nextProvider>
      </QueryClientProvider>
    </PortalProvider>
  );
}

/** Options of {@link renderWithPortal}. */
export interface PortalRenderOptions {
  /** Where the memory router starts; '/' by default. */
  route?: string;
  /** The interface language, switched through the session store as the language switch does. */
  lang?: Lang;
}

/**
 * Renders `ui` inside the providers the shell gives every area: Chakra (PortalProvider), the
 * SDK's server-state cache and i18next, and a memory router opened at `route`.
 *
 * @example
 * renderWithPortal(<AuthRoutes />, { route: '/login?role=admin', lang: 'ca' });
 */
export function renderWithPortal(ui: ReactElement, { route = '/', lang }: PortalRenderOptions = {}): RenderResult {
  // The bundles are in memory, so i18next switches at once (the promise only reports it).
  if (lang) useSession.getState().setLang(lang);
  return render(ui, { wrapper: ({ children }) => <Providers route={route}>{children}</Providers> });
}

/** The text every route of an area that is not built yet shows. */
export const NOT_AVAILABLE: Record<Lang, string> = {
  es: 'Este apartado aún no está disponible',
  ca: 'Aquest apartat encara no està disponible',
};

/**
 * Each route with its expected title, once in Spanish and once in Catalan (for `it.each`).
 *
 * @example
 * it.each(inBothLanguages([{ route: '/pagos', es: 'Pagos', ca: 'Pagaments' }]))('$route ($lang)', …)
 */
export function inBothLanguages(routes: ReadonlyArray<{ route: string } & Record<Lang, string>>): Array<{ route: string; lang: Lang; title: string }> {
  return routes.flatMap(({ route, es, ca }) => [
    { route, lang: 'es' as const, title: es },
    { route, lang: 'ca' as const, title: ca },
  ]);
}

/** The router location (pathname and query) of what `renderWithPortal` rendered. */
export function currentLocation(): string | null {
  return screen.getByTestId('location').textContent;
}

/** Signs the session store in with a fresh token of `role`. */
export async function signInAs(role: Role, claims: TokenClaims = {}): Promise<SessionUser> {
  return useSession.getState().signIn(await sessionToken(role, claims));
}

/** A request the stubbed fetch received. */
export interface SentRequest {
  method: string;
  /** Path and query, e.g. '/api/auth/me'. */
  path: string;
  headers: Headers;
  /** The JSON body, parsed (null when there is none). */
  body: unknown;
}

/** A JSON answer as the API gives it. */
export function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

/**
 * Replaces `fetch` (ky's transport) with `answer`; returns the list of requests sent, in order.
 *
 * @example
 * const sent = stubFetch(() => jsonResponse({ status: 'Success', message: '', data: me }));
 */
export function stubFetch(answer: (request: SentRequest) => Response | Promise<Response>): SentRequest[] {
  const sent: SentRequest[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = input instanceof Request ? input : new Request(new URL(String(input), window.location.href), init);
      const text = await request.clone().text();
      const url = new URL(request.url);
      const entry: SentRequest = {
        method: request.method,
        path: url.pathname + url.search,
        headers: request.headers,
        body: text === '' ? null : (JSON.parse(text) as unknown),
      };
      sent.push(entry);
      return answer(entry);
    }),
  );
  return sent;
}
