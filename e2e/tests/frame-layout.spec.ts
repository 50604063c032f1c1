// The frame and the pages as a person sees them (docs/architecture.md 'Parts'; shared-ui's AppFrame and
// list kit): the top bar and the side menu stay where they are while only the page scrolls, whatever the
// page holds; no page scrolls sideways at 1366 px (every list page the route tables know, ES and CA);
// the top bar fits a 390 px phone.
import { expect, test, type Page } from '@playwright/test';
import { pagesOffTheMenu } from './screens-support';
import { account, areaName, openPage, sideMenu, sidewaysScrolls, signInHome, type DemoAccount } from './support';

const ares = account('administrador', 1);
const consultor = account('consultor', 3);
const empresa = account('organizacion', 5);

async function toCatalan(page: Page): Promise<void> {
  await page.getByRole('banner').getByRole('button', { name: 'CA', exact: true }).click();
  await expect(page.getByRole('banner').getByRole('button', { name: 'CA', exact: true })).toHaveAttribute('aria-pressed', 'true');
}

/**
 * Wheels over the top bar and over the side menu, then over the page until the page has scrolled: the
 * wheel events are handled in order, so by then the first two have been too. The document never
 * scrolls: the frame is where it was, and the page is still on screen.
 */
async function wheelOverTheFrame(page: Page): Promise<void> {
  const main = page.locator('main#portal-main');
  const header = page.getByRole('banner');
  const top = (await header.boundingBox())?.y;
  await page.mouse.move(600, 30);
  await page.mouse.wheel(0, 1500);
  const menu = await sideMenu(page).boundingBox();
  if (!menu) throw new Error('no side menu');
  await page.mouse.move(menu.x + menu.width / 2, menu.y + menu.height - 10);
  await page.mouse.wheel(0, 1500);
  const box = await main.boundingBox();
  if (!box) throw new Error('no main area');
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.wheel(0, 200);
  // Were the document scrolled by the first two, the frame (and the page) would have gone up out of sight.
  await expect.poll(() => main.evaluate((el) => el.scrollTop), { message: 'the page under the pointer scrolls, not the document' }).toBeGreaterThan(0);

  expect(await page.evaluate(() => [window.scrollX, window.scrollY])).toEqual([0, 0]);
  expect((await header.boundingBox())?.y).toBe(top);
  await expect(header).toBeInViewport({ ratio: 1 });
  await expect(sideMenu(page)).toBeInViewport();
  await expect(main).toBeInViewport({ ratio: 0.9 });
}

test.describe('at 1366 × 768', () => {
  test.use({ viewport: { width: 1366, height: 768 } });

  test('the wheel over the top bar or the side menu of a long page leaves the frame and the page on screen', async ({ page }) => {
    await signInHome(page, ares);

    // A content's editor: a long form with hidden inputs (checkboxes, a file field).
    await page.goto('/contenidos');
    await page.getByRole('table').getByRole('link').first().click();
    await expect(page).toHaveURL(/\/contenidos\/\d+$/);
    await expect(page.getByRole('button', { name: 'Borrar' })).toBeVisible();
    await wheelOverTheFrame(page);

    // The maintenance page: the disk's doughnut and its visually hidden table.
    await page.goto('/maintenance');
    await expect(page.getByRole('table', { name: 'Uso del disco de la carpeta de datos' })).toBeAttached();
    await wheelOverTheFrame(page);
  });
});

/** Every page in `paths`, in Spanish then in Catalan: none scrolls sideways. */
async function noPageScrollsSideways(page: Page, a: DemoAccount, paths: string[]): Promise<void> {
  await signInHome(page, a);
  for (const lang of ['es', 'ca'] as const) {
    if (lang === 'ca') await toCatalan(page);
    for (const path of paths) {
      await test.step(`${path} in ${lang.toUpperCase()}`, async () => {
        await openPage(page, path);
        expect(await sidewaysScrolls(page), `${path} in ${lang.toUpperCase()}`).toEqual([]);
      });
    }
  }
}

test.describe('at 1366 × 768, no page scrolls sideways', () => {
  test.use({ viewport: { width: 1366, height: 768 } });

  test("an administrator's pages off the menu, a consultant's and a company's tabs", async ({ page, request }) => {
    // About fifteen pages, twice, on two busy cores.
    test.setTimeout(480_000);
    const pages = await pagesOffTheMenu(request, ares);
    expect(pages).toContain('/Organizaciones');
    expect(pages).not.toContain('/empresas');
    await noPageScrollsSideways(page, ares, [
      ...pages,
      '/pagos/remesas',
      '/comunicaciones?tab=correos',
      `/consultores/${consultor.usuario}?tab=comisiones`,
      ...['datos_generales', 'pagos_cuotas', 'pagos_dapcon', 'comisiones'].map((tab) => `/empresas/${empresa.usuario}?tab=${tab}`),
    ]);
  });
});


test.describe('on a 390 × 844 phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  for (const a of [empresa, consultor, ares]) {
    test(`the top bar fits, the user menu within the screen (${areaName(a)}, ES and CA)`, async ({ page }) => {
      test.setTimeout(120_000);
      await signInHome(page, a);
      for (const lang of ['es', 'ca'] as const) {
        if (lang === 'ca') await toCatalan(page);
        const header = page.getByRole('banner');
        // The user menu: the top bar's last menu button (after the notifications' for whom has them).
        const button = header.locator('button[aria-haspopup="menu"]').last();
        await expect(button).toBeInViewport({ ratio: 1 });
        const box = await button.boundingBox();
        expect(box && box.x + box.width, `the user menu's right edge in ${lang}`).toBeLessThanOrEqual(390);
        expect(await header.evaluate((el) => el.scrollWidth <= el.clientWidth), `the top bar in ${lang}`).toBe(true);
        expect(await sidewaysScrolls(page), `the home in ${lang}`).toEqual([]);
        // The menu names the user, and its items are there.
        const name = (await button.getAttribute('aria-label')) ?? (await button.textContent()) ?? '';
        expect(name).not.toBe('');
        await button.click();
        const menu = page.getByRole('menu');
        await expect(menu.getByText(name, { exact: true })).toBeVisible();
        await expect(menu.getByRole('menuitem', { name: lang === 'es' ? 'Cerrar sesión' : 'Tancar sessió' })).toBeInViewport({ ratio: 1 });
        await page.keyboard.press('Escape');
        await expect(menu).toBeHidden();
      }
    });
  }
});
