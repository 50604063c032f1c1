/**
 * The signed-in frame drawn at build time (docs/decisions.md 'The signed-in list page drawn by the
 * server'): the shell's own `Frame` before it knows the user (no menu entries, no user menu yet), in
 * each language, with a slot where the API's page sets the screen an area drew. Node only:
 * build-pages.mjs bundles and runs it (config/first-screen.js).
 */
import { renderToString } from 'react-dom/server';
import { MemoryRouter, PortalProvider } from '@dapcon/shared-ui';
import { i18n, I18nextProvider, LANGS, useSession, type Lang } from '@dapcon/shared-sdk';
import { Frame } from '../app/Frame';

/** Where the area's drawn screen goes in the frame's HTML (the API's page replaces it). */
export const SCREEN_SLOT = '<div data-first-screen-slot=""></div>';

export async function renderScreens(): Promise<{ frame: Record<Lang, string> }> {
  const frame = {} as Record<Lang, string>;
  for (const lang of LANGS) {
    useSession.getState().setLang(lang);
    // A server render reads a store's initial state (useSyncExternalStore's server snapshot).
    useSession.getInitialState().lang = lang;
    await i18n.changeLanguage(lang);
    frame[lang] = renderToString(
      <PortalProvider>
        <I18nextProvider i18n={i18n}>
          <MemoryRouter initialEntries={['/']}>
            <Frame>
              <div data-first-screen-slot="" />
            </Frame>
          </MemoryRouter>
        </I18nextProvider>
      </PortalProvider>,
    );
    if (!frame[lang].includes(SCREEN_SLOT)) throw new Error(`the drawn frame (${lang}) has no slot for the screen`);
  }
  return { frame };
}
