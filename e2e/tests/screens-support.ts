// The screens a demo account can open, as the live areas declare them (their descriptors in
// /remotes.json): what the sweeps over every screen walk (frame-layout.spec.ts, a11y-sweep.spec.ts), so a
// new screen is swept without anyone adding it to a list.
import { type APIRequestContext, type Page } from '@playwright/test';
import { screenAllows, type AreaDescriptor } from '../../shared-sdk/src/permissions/areas';
import { expandSideMenu, sideMenu, type DemoAccount } from './support';

/**
 * The top-level pages the live areas declare that a demo account may open but its side menu does not
 * link to ('/Organizaciones', '/tickets' for an administrator…), each once.
 */
export async function pagesOffTheMenu(request: APIRequestContext, a: DemoAccount): Promise<string[]> {
  const { areas } = (await (await request.get('/remotes.json')).json()) as { areas: Record<string, AreaDescriptor> };
  const user = { modulo_app: a.modulo_app, perfil: a.perfil as 1 };
  const sees = (area: AreaDescriptor, to: string, access?: AreaDescriptor['menu'][number]['access']) =>
    access ? screenAllows(access, user) : area.screens.some((s) => s.path === to && screenAllows(s.access, user));
  const inMenu = new Set(Object.values(areas).flatMap((area) => area.menu.filter((e) => sees(area, e.to, e.access)).map((e) => e.to)));
  const pages = new Set<string>();
  for (const area of Object.values(areas)) {
    for (const s of area.screens) if (s.access !== 'guest' && s.access !== 'public' && !s.sameAs && !inMenu.has(s.path) && screenAllows(s.access, user)) pages.add(s.path);
  }
  return [...pages];
}

/** The side menu's links, groups opened: label and where each leads. */
export async function menuEntries(page: Page): Promise<{ label: string; href: string }[]> {
  await expandSideMenu(page);
  const out: { label: string; href: string }[] = [];
  for (const link of await sideMenu(page).getByRole('link').all()) out.push({ label: (await link.textContent())?.trim() ?? '', href: (await link.getAttribute('href')) ?? '' });
  return out;
}

/**
 * Opens a path inside the application as its own links do (the router follows the history), without
 * loading the page again: the session, the language and the areas already loaded stay. It waits until
 * the new screen is drawn: the router keeps the old one on screen while the new one loads, so the
 * document's title (each screen sets its own) must change, the old screen's content go, or the main
 * area change. Two records of one kind in a row may look alike: open something else between them.
 */
export async function navigateInApp(page: Page, to: string): Promise<void> {
  const here = new URL(page.url());
  if (here.pathname + here.search === to) return;
  const before = await page.evaluate(() => {
    const main = document.querySelector('main');
    main?.firstElementChild?.setAttribute('data-screen-left', '');
    const w = window as unknown as { screenChanged?: boolean };
    w.screenChanged = false;
    if (main) {
      const observer = new MutationObserver(() => {
        w.screenChanged = true;
        observer.disconnect();
      });
      observer.observe(main, { childList: true, subtree: true, characterData: true });
    }
    return document.title;
  });
  await page.evaluate((href) => {
    window.history.pushState({}, '', href);
    window.dispatchEvent(new PopStateEvent('popstate', { state: {} }));
  }, to);
  // A list may add its default filters to the address: the path is what must match.
  const path = new URL(to, 'http://portal').pathname;
  await page.waitForURL((url) => url.pathname === path);
  await page.waitForFunction(
    (title) => document.title !== title || !document.querySelector('main [data-screen-left]') || (window as unknown as { screenChanged?: boolean }).screenChanged === true,
    before,
    { timeout: 30_000 },
  );
}
