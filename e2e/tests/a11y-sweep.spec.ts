// The accessibility sweep off the menu (issue 37, item 7): axe (WCAG 2.1 A and AA, colour contrast
// included) on every screen a demo account can open, for the five kinds of user, in Spanish and in
// Catalan, with what each screen holds beyond its first view:
// - the screens come from the live areas: the side menu's links and the pages off the menu that the
//   areas' descriptors declare (screens-support.ts), so a new screen is swept without anyone adding it;
// - each tab of a screen (`role=tab`);
// - the records its tables link to, one per state a record's badge shows (`data-estado`): a company's
//   page, a DAPcon in each state of its life, a fee, a content…, each with its own tabs;
// - every modal a screen or a record opens: the buttons that say they open one (`aria-haspopup=dialog`),
//   opened, swept, and closed with Escape, the focus going back to the button (WCAG 2.4.3).
// Each kind of user starts with a walk of the side menu, entry by entry (issue 34, "Done when"): the menu
// is built from the live areas' descriptors, so each entry must open its screen (a heading, no retry
// message, not the not-found page), be marked as the current page and read in the language; at 1366 ×
// 768 no page it opens scrolls sideways (frame-layout.spec.ts checks the pages off the menu and the
// tabs); axe runs on it there. One test per language and kind of user (administrator, consultant,
// company), so the two workers share them.
// Nothing here changes the data other specs rely on: every request that would write is refused before it leaves.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { type AreaDescriptor } from '../../shared-sdk/src/permissions/areas';
import { menuEntries, navigateInApp, pagesOffTheMenu } from './screens-support';
import { EVERY_KIND_OF_USER as USERS, areaName, axeViolations, expandSideMenu, pageSettled, sideMenu, sidewaysScrolls, signInHome, type DemoAccount } from './support';

/** A path with its record ids replaced, so two records of one kind count as one screen. */
function shape(path: string): string {
  return path
    .split('/')
    .map((part) => (/\d/.test(part) ? ':id' : part))
    .join('/');
}

class Sweep {
  readonly problems: string[] = [];
  readonly swept: string[] = [];
  private readonly seen = new Set<string>();
  /** The page being swept, and the kind of user on it. */
  page!: Page;
  /** What the views seen are kept under: one kind of user sees a record's tab or modal as another of its kind does. */
  kind = '';

  private get main(): Locator {
    return this.page.locator('main').first();
  }

  /** The screen is drawn: the frame's page settled, or a page without the frame (a visitor's) with its title. */
  private async settled(): Promise<void> {
    if (this.kind !== 'visitante') return pageSettled(this.page);
    await expect(this.main.locator('h1').first()).toBeVisible();
    await expect(this.main.getByText(/^(Cargando…|Carregant…)$/)).toHaveCount(0);
  }

  /** Whether this key is new (and remembers it). */
  private first(key: string): boolean {
    if (this.seen.has(`${this.kind} ${key}`)) return false;
    this.seen.add(`${this.kind} ${key}`);
    return true;
  }

  /** axe on the screen as it is now (a menu entry just opened by the walk). */
  async axeHere(path: string): Promise<void> {
    this.first(`screen ${shape(path)}`);
    await this.axe(shape(path));
  }

  private async axe(where: string, include?: string): Promise<void> {
    this.swept.push(`${this.kind} ${where}`);
    if (process.env.SWEEP_LOG) console.log(`  ${this.kind} ${where}`);
    for (const v of await axeViolations(this.page, { include })) this.problems.push(`${this.kind} ${where}: ${v}`);
  }

  /**
   * A screen as it opens, its modals, its tabs with theirs, then (from a top-level screen) its records.
   * `swept`: the menu walk has just opened it and axe'd it; the rest is swept from there.
   */
  async screen(path: string, { records, swept = false }: { records: boolean; swept?: boolean }): Promise<void> {
    // A screen the menu walk has just opened and axe'd is swept where it is.
    if (!swept) await navigateInApp(this.page, path);
    await this.settled();
    const where = shape(path);
    if (!swept) await this.axe(where);
    await this.modals(where);
    await this.tabs(where);
    if (records) await this.records(path);
  }

  private async tabs(where: string): Promise<void> {
    const tabs = this.main.getByRole('tab');
    const count = await tabs.count();
    for (let i = 0; i < count; i += 1) {
      const tab = tabs.nth(i);
      const name = ((await tab.textContent()) ?? '').trim();
      if ((await tab.getAttribute('aria-selected')) === 'true' || (await tab.isDisabled())) continue;
      if (!this.first(`${where} tab ${name}`)) continue;
      await tab.click();
      await expect(tab).toHaveAttribute('aria-selected', 'true');
      await this.settled();
      await this.axe(`${where} «${name}»`);
      await this.modals(`${where} «${name}»`);
    }
  }

  /**
   * The records the screen's tables link to: the first row's, and one more for each state a row's badge
   * shows that no record opened so far had (a DAPcon in each state of its life).
   */
  private async records(from: string): Promise<void> {
    const rows = await this.main.locator('table tbody tr').evaluateAll((trs) =>
      trs.map((tr) => ({ href: tr.querySelector('a[href^="/"]')?.getAttribute('href') ?? '', estado: tr.querySelector('[data-estado]')?.getAttribute('data-estado') ?? '' })),
    );
    const picked: string[] = [];
    for (const { href, estado } of rows) {
      if (!href || href.startsWith('/api/') || href === from) continue;
      if (this.first(`record ${shape(href.split('?')[0] ?? href)} ${estado}`)) picked.push(href);
    }
    for (const [i, href] of picked.entries()) {
      // Between two records of one kind, back to the list: a record's screen opened from another one's
      // keeps its title (navigateInApp).
      if (i > 0) await navigateInApp(this.page, from);
      await this.screen(href, { records: false });
    }
  }

  /** Each modal a button on the page says it opens: swept open, closed with Escape, focus back. */
  private async modals(where: string): Promise<void> {
    // A table's rows hold the same buttons: the first row's stand for all of them.
    const found = await this.main.locator('button[aria-haspopup="dialog"]').evaluateAll((buttons) =>
      buttons
        .filter((b) => (b as HTMLButtonElement).checkVisibility() && !(b as HTMLButtonElement).disabled)
        .filter((b) => {
          const row = b.closest('tbody tr');
          return !row || row === row.parentElement?.querySelector('tr');
        })
        .map((b) => (b.getAttribute('aria-label') ?? b.textContent ?? '').trim()),
    );
    const names: string[] = [];
    for (const name of found) {
      const kind = name.replace(/«[^»]*»/g, '«…»').replace(/\d+/g, '#');
      if (this.first(`${where} modal ${kind}`)) names.push(name);
    }
    for (const name of names) {
      const opener = this.main.getByRole('button', { name, exact: true }).and(this.main.locator('[aria-haspopup="dialog"]')).first();
      await opener.click();
      const dialog = this.page.getByRole('dialog').or(this.page.getByRole('alertdialog')).last();
      await expect(dialog, `${where}: «${name}» opens no dialog`).toBeVisible();
      await expect(dialog.locator('[data-skeleton], [aria-busy="true"]')).toHaveCount(0);
      await expect(dialog.getByText(/^(Cargando…|Carregant…)$/)).toHaveCount(0);
      // Its opening animations (the dialog's and its backdrop's; not a spinner's, which never ends) are
      // over: axe judges the colours as drawn, not half faded in (a button's contrast was once measured
      // mid-fade on a busy machine).
      await this.page.evaluate(() =>
        Promise.all(
          document
            .getAnimations()
            .filter((a) => a.effect?.getComputedTiming().iterations !== Infinity)
            .map((a) => a.finished.catch(() => undefined)),
        ),
      );
      await this.axe(`${where} + «${name}»`, '[role="dialog"], [role="alertdialog"]');
      await this.page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      // The dialog gives the focus back as it finishes closing, which may come a frame after it is hidden
      // (a busy machine: 'Alta Usuario' once): waited for, as anything else expected, before it counts.
      const focusBack = await expect
        .poll(() => opener.evaluate((el) => el === document.activeElement), { timeout: 10_000 })
        .toBe(true)
        .then(() => true, () => false);
      if (!focusBack) this.problems.push(`${this.kind} ${where}: closing «${name}» does not give the focus back to its button`);
    }
  }
}

const WORDS = {
  es: { notFound: 'Página no encontrada', failed: /No se ha podido cargar/, home: 'Inicio', myData: 'Mis datos' },
  ca: { notFound: 'Pàgina no trobada', failed: /No s'ha pogut carregar/, home: 'Inici', myData: 'Les meves dades' },
};

/**
 * Clicks each entry of the side menu in turn: its screen opens, is the current page, fits and passes axe,
 * and what it opens is swept from there. Answers the paths walked.
 */
async function walkTheMenu(sweep: Sweep, lang: 'es' | 'ca'): Promise<string[]> {
  const { page } = sweep;
  const words = WORDS[lang];
  const entries = await menuEntries(page);
  expect(entries.map((e) => e.label)).toContain(words.home);
  expect(entries.at(-1)?.label).toBe(words.myData);
  const walked: string[] = [];
  for (const { label, href } of entries) {
    await expandSideMenu(page);
    const link = sideMenu(page).getByRole('link', { name: label, exact: true });
    await link.click();
    await expect(page, label).toHaveURL((url) => url.pathname === href);
    await expect(page.getByRole('heading', { level: 1 }).first(), label).toBeVisible();
    await expect(page.getByRole('heading', { name: words.notFound }), label).toHaveCount(0);
    await expect(page.getByRole('alert').filter({ hasText: words.failed }), label).toHaveCount(0);
    await expect(sideMenu(page).getByRole('link', { name: label, exact: true }), label).toHaveAttribute('aria-current', 'page');
    await pageSettled(page);
    expect(await sidewaysScrolls(page), `${href} scrolls sideways`).toEqual([]);
    await sweep.axeHere(href);
    // What it opens (its modals, its tabs, its records), from where the walk is.
    await sweep.screen(href, { records: true, swept: true });
    walked.push(href);
  }
  return walked;
}

/** Signs a demo account in on the page (the one before out), in the language, with every write refused. */
async function signInAs(page: Page, user: DemoAccount, lang: 'es' | 'ca'): Promise<void> {
  await page.unroute('**/api/**');
  await page.evaluate(() => window.localStorage.clear()).catch(() => undefined);
  await signInHome(page, user);
  // From here on, nothing is written: the sweep opens modals and tabs, never sends them.
  await page.route('**/api/**', (route) => (['GET', 'HEAD'].includes(route.request().method()) ? route.fallback() : route.abort('blockedbyclient')));
  if (lang === 'ca') {
    await page.getByRole('banner').getByRole('button', { name: 'CA', exact: true }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'ca');
    await expect(page.getByTestId('area-name')).toHaveText(areaName(user).replace('Área', 'Àrea').replace('Administración', 'Administració'));
  }
}

for (const lang of ['es', 'ca'] as const) {
  test.describe(`in ${lang === 'es' ? 'Spanish' : 'Catalan'}`, () => {
    test.use({ viewport: { width: 1366, height: 768 } });
    // One test per kind of user and language, so the two workers share them; within one, a view swept
    // for an account is not swept again for another of its kind (its menu is still walked).
    for (const kind of ['administrador', 'consultor', 'organizacion'] as const) {
      const users = USERS.filter(([, user]) => user.modulo_app === kind);
      test(`${users.map(([who]) => who).join(', ')}: every side-menu entry opens its screen; every screen, its tabs, its records and its modals have no axe violation`, async ({ page, request }) => {
        // The administrators' walk is some 2,500 steps: about 650 s on a machine at a load of 7-8 (a clean-clone
        // run, 2026-12-02, timed out at 600 s in both languages while still walking); a limit for a machine
        // that stalls, not a measure of speed.
        test.setTimeout(1_200_000);
        const sweep = new Sweep();
        sweep.page = page;
        sweep.kind = kind;
        const counts: string[] = [];
        for (const [who, user] of users) {
          await signInAs(page, user, lang);
          const before = sweep.swept.length;
          const menu = await walkTheMenu(sweep, lang);
          expect(menu.length).toBeGreaterThanOrEqual(5);
          expect(menu.at(-1)).toBe('/mis-datos');
          const off = await pagesOffTheMenu(request, user);
          for (const path of off) await sweep.screen(path, { records: true });
          counts.push(`${who}: ${menu.length + off.length} screens, ${sweep.swept.length - before} views`);
        }
        console.log(`axe sweep (${lang}): ${counts.join('; ')}`);
        expect(sweep.swept.length).toBeGreaterThan(10 * users.length);
        expect(sweep.problems).toEqual([]);
      });
    }

  test(`in ${lang === 'es' ? 'Spanish' : 'Catalan'}, for a visitor: the sign-in pages, the public pages, their tabs and their modals have no axe violation`, async ({ page, request }) => {
    const { areas } = (await (await request.get('/remotes.json')).json()) as { areas: Record<string, AreaDescriptor> };
    const paths = Object.values(areas).flatMap((area) => area.screens.filter((s) => s.access === 'guest' || s.access === 'public').map((s) => s.path));
    await page.goto('/login');
    await page.route('**/api/**', (route) => (['GET', 'HEAD'].includes(route.request().method()) ? route.fallback() : route.abort('blockedbyclient')));
    if (lang === 'ca') {
      await page.getByRole('button', { name: 'CA', exact: true }).first().click();
      await expect(page.locator('html')).toHaveAttribute('lang', 'ca');
    }
    const sweep = new Sweep();
    sweep.page = page;
    sweep.kind = 'visitante';
    for (const path of [...paths, '/login?role=admin']) await sweep.screen(path, { records: false });
    console.log(`axe sweep (${lang}), a visitor: ${paths.length + 1} screens, ${sweep.swept.length} views`);
    expect(sweep.swept.length).toBeGreaterThan(paths.length + 2);
    expect(sweep.problems).toEqual([]);
  });
  });
}
