// The frame as a person sees it (docs/architecture.md 'Parts'; shared-ui's AppFrame): the top bar and the
// side menu stay where they are while only the page scrolls, whatever the page holds.
import { expect, test, type Page } from '@playwright/test';
import { account, sideMenu, signInHome } from './support';

const ares = account('administrador', 1);

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
