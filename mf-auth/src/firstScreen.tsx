/**
 * mf-auth's screens drawn at build time for the page the API writes (docs/decisions.md 'A first screen
 * drawn by the server'): /login, in each language, as the area's own code draws it for a visitor. Its
 * company form takes the drawn one over when the code has come (`takesFirstScreen`). Node only:
 * build-pages.mjs bundles and runs it, and makes each screen fit for the page (config/first-screen.js).
 */
import { renderToString } from 'react-dom/server';
import { MemoryRouter, PortalProvider } from '@dapcon/shared-ui';
import { i18n, I18nextProvider, LANGS, useSession, type Lang } from '@dapcon/shared-sdk';
import './i18n';
import { LoginPage } from './features/login/LoginPage';

/** The paths drawn, each with the screen as a visitor first sees it. */
const SCREENS = [{ path: '/login', element: <LoginPage /> }];

/** What first-screens.json holds: each path's HTML in each language. */
export interface FirstScreens {
  screens: { path: string; html: Record<Lang, string> }[];
}

export async function renderScreens(): Promise<FirstScreens> {
  const screens: FirstScreens['screens'] = [];
  for (const { path, element } of SCREENS) {
    const html = {} as Record<Lang, string>;
    for (const lang of LANGS) {
      useSession.getState().setLang(lang);
      // A server render reads a store's initial state (useSyncExternalStore's server snapshot): the
      // language switch shows this one. Build time only, one render after the other.
      useSession.getInitialState().lang = lang;
      await i18n.changeLanguage(lang);
      // As React's server render gives it: build-pages.mjs makes it fit for the page (config/first-screen.js).
      html[lang] = renderToString(
        <PortalProvider>
          <I18nextProvider i18n={i18n}>
            <MemoryRouter initialEntries={[path]}>{element}</MemoryRouter>
          </I18nextProvider>
        </PortalProvider>,
      );
    }
    screens.push({ path, html });
  }
  return { screens };
}
