// Every side-menu entry, for every kind of user, in Spanish and in Catalan (issue 34, "Done when"): the
// menu is built from the live areas' descriptors, so each entry must open its screen (a heading, no
// retry message, not the not-found page), be marked as the current page, and read in the language. At
// 1366 × 768, no page it opens scrolls sideways (the frame's rule: frame-layout.spec.ts checks the pages
// off the menu and the tabs), and axe finds no WCAG 2.1 A or AA violation on it (issue 37: the screens
// come from the live areas' menus, so a new entry is swept without anyone adding it).
import { expect, test, type Page } from '@playwright/test';
import { EVERY_KIND_OF_USER as USERS, areaName, axeViolations, expandSideMenu, pageSettled, sideMenu, sidewaysScrolls, signInHome } from './support';

/** The menu's links, groups opened: label and where it leads. */
async function entries(page: Page): Promise<{ label: string; href: string }[]> {
  await expandSideMenu(page);
  const links = sideMenu(page).getByRole('link');
  const out: { label: string; href: string }[] = [];
  for (const link of await links.all()) out.push({ label: (await link.textContent())?.trim() ?? '', href: (await link.getAttribute('href')) ?? '' });
  return out;
}

async function walk(page: Page, notFound: string, failed: RegExp): Promise<string[]> {
  const visited: string[] = [];
  for (const { label, href } of await entries(page)) {
    await expandSideMenu(page);
    const link = sideMenu(page).getByRole('link', { name: label, exact: true });
    await link.click();
    await expect(page, label).toHaveURL((url) => url.pathname === href);
    await expect(page.getByRole('heading', { level: 1 }).first(), label).toBeVisible();
    await expect(page.getByRole('heading', { name: notFound }), label).toHaveCount(0);
    await expect(page.getByRole('alert').filter({ hasText: failed }), label).toHaveCount(0);
    await expect(sideMenu(page).getByRole('link', { name: label, exact: true }), label).toHaveAttribute('aria-current', 'page');
    await pageSettled(page);
    expect(await sidewaysScrolls(page), `${href} scrolls sideways`).toEqual([]);
    expect(await axeViolations(page), `${href}: axe`).toEqual([]);
    visited.push(href);
  }
  return visited;
}

test.describe('the side menu, entry by entry', () => {
  test.use({ viewport: { width: 1366, height: 768 } });
  for (const [who, user] of USERS) {
    test(`${who}: every entry opens its screen, in Spanish and in Catalan`, async ({ page }) => {
      test.setTimeout(480_000);
      await signInHome(page, user);
      const es = await walk(page, 'Página no encontrada', /No se ha podido cargar/);
      expect(es.length).toBeGreaterThanOrEqual(5);
      expect(es.at(-1)).toBe('/mis-datos');

      await page.getByRole('button', { name: 'CA', exact: true }).first().click();
      await expect(page.locator('html')).toHaveAttribute('lang', 'ca');
      await sideMenu(page).getByRole('link').first().click();
      await expect(page.getByTestId('area-name')).toHaveText(areaName(user).replace('Área', 'Àrea').replace('Administración', 'Administració'));
      const labels = (await entries(page)).map((e) => e.label);
      expect(labels).toContain('Inici');
      expect(labels.at(-1)).toBe('Les meves dades');
      const ca = await walk(page, 'Pàgina no trobada', /No s'ha pogut carregar/);
      expect(ca).toEqual(es);
    });
  }
});
