// Shared helpers of the shell's and the remotes' component tests: the providers the shell gives
// every area and a real signed session for each role. The API is the mock layer's (@dapcon/mocks).
// jest-dom's matcher types for every test importing this file (vitest.setup.ts registers the matchers).
import type {} from '@testing-library/jest-dom/vitest';
import { render, screen, type RenderResult } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { PortalProvider } from '@dapcon/shared-ui';
import { i18n, useSession, type Lang, type Role, type SessionUser } from '@dapcon/shared-sdk';
import { sessionToken, type TokenClaims } from '@dapcon/mocks';
import { vi, type Mock } from 'vitest';

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
      <I18nextProvider i18n={i18n}>
        <MemoryRouter initialEntries={[route]}>
          {children}
          <LocationProbe />
        </MemoryRouter>
      </I18nextProvider>
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

/**
 * A Suspense fallback that records being shown: React reveals what follows one 300 ms after it at the
 * soonest, so the way to a first screen must never show one (docs/performance.md).
 *
 * @example
 * const { suspended, fallback } = suspenseSpy();
 * render(<Suspense fallback={fallback}><RemoteArea remote="mf_finanzas" /></Suspense>);
 * expect(suspended).not.toHaveBeenCalled();
 */
export function suspenseSpy(): { suspended: Mock<() => void>; fallback: ReactElement } {
  const suspended = vi.fn<() => void>();
  function Fallback() {
    suspended();
    return null;
  }
  return { suspended, fallback: <Fallback /> };
}
