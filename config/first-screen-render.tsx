/**
 * Build time only (Node, bundled by config/first-screen.js's drawScreens): a screen of the portal drawn
 * with react-dom/server in each language, as the app draws it (the design system's portal, the texts,
 * a router at the path). mf-auth's, mf-empresas's and the shell's first screens draw with it.
 */
import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter, PortalProvider } from '@dapcon/shared-ui';
import { i18n, I18nextProvider, LANGS, useSession, type Lang } from '@dapcon/shared-sdk';

/** `element` at `path`, as react-dom/server writes it, in the language the interface is in. */
export function drawAt(path: string, element: ReactElement): string {
  return renderToString(
    <PortalProvider>
      <I18nextProvider i18n={i18n}>
        <MemoryRouter initialEntries={[path]}>{element}</MemoryRouter>
      </I18nextProvider>
    </PortalProvider>,
  );
}

/**
 * `draw` in each of the portal's languages, one after the other, the interface switched to each first.
 *
 * @example
 * const html = await inEachLanguage(() => drawAt('/login', <LoginPage />)); // { es: '<div …', ca: '<div …' }
 */
export async function inEachLanguage<T>(draw: (lang: Lang) => T | Promise<T>): Promise<Record<Lang, T>> {
  const drawn = {} as Record<Lang, T>;
  for (const lang of LANGS) {
    useSession.getState().setLang(lang);
    // A server render reads a store's initial state (useSyncExternalStore's server snapshot): the
    // language switch shows this one. Build time only, one render after the other.
    useSession.getInitialState().lang = lang;
    await i18n.changeLanguage(lang);
    drawn[lang] = await draw(lang);
  }
  return drawn;
}
