/**
 * mf-auth's screens drawn at build time for the page the API writes (docs/decisions.md 'A first screen
 * drawn by the server'): /login, in each language, as the area's own code draws it for a visitor. Its
 * company form takes the drawn one over when the code has come (`takesFirstScreen`). Node only:
 * build-pages.mjs bundles and runs it, and makes each screen fit for the page (config/first-screen.js).
 */
import type { Lang } from '@dapcon/shared-sdk';
import { drawAt, inEachLanguage } from '../../config/first-screen-render';
import './i18n';
import { LoginPage } from './features/login/LoginPage';

/** What first-screens.json holds: each path's HTML in each language. */
export interface FirstScreens {
  screens: { path: string; html: Record<Lang, string> }[];
}

export async function renderScreens(): Promise<FirstScreens> {
  // The paths drawn, each with the screen as a visitor first sees it.
  return { screens: [{ path: '/login', html: await inEachLanguage(() => drawAt('/login', <LoginPage />)) }] };
}
