// Keyboard only (issue 37, item 8): flows done with Tab, Shift+Tab, arrows, Enter, Space and Escape, no
// mouse, each focused control showing its focus (WCAG 2.1.1, 2.4.7), and a modal giving the focus back
// to what opened it when it closes (2.4.3). First flows: the sign-in, and the password recovery modal.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { account, areaName } from './support';

/** Presses Tab until `target` has the focus (at most `max` times), as a keyboard user would move to it. */
async function tabTo(page: Page, target: Locator, max = 40): Promise<void> {
  for (let i = 0; i < max; i += 1) {
    if (await target.evaluate((el) => el === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  await expect(target, `not reached with ${max} presses of Tab`).toBeFocused();
}

/** The focused control shows it: `:focus-visible` matches and draws an outline or a ring. */
async function expectVisibleFocus(target: Locator): Promise<void> {
  await expect(target).toBeFocused();
  const shown = await target.evaluate((el) => {
    const style = getComputedStyle(el);
    const outline = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0;
    const ring = style.boxShadow !== 'none';
    return el.matches(':focus-visible') && (outline || ring);
  });
  expect(shown, 'the focus is not shown').toBe(true);
}

test.describe('keyboard only', () => {
  test('a company signs in with the keyboard alone, every control showing its focus', async ({ page }) => {
    const empresa = account('organizacion', 5);
    await page.goto('/login');
    const form = page.getByRole('form', { name: 'CIF' });
    const cif = form.getByLabel('CIF');
    await tabTo(page, cif);
    await expectVisibleFocus(cif);
    await page.keyboard.type(empresa.usuario);
    const password = form.getByLabel(/^Contraseña/);
    await tabTo(page, password, 3);
    await expectVisibleFocus(password);
    await page.keyboard.type(empresa.password);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByTestId('area-name')).toHaveText(areaName(empresa));
  });

  test("the password recovery modal opens with Enter, is left with Escape, and gives the focus back to its button", async ({ page }) => {
    await page.goto('/login');
    const olvido = page.getByRole('button', { name: '¿Ha olvidado su contraseña?' });
    await tabTo(page, olvido);
    await expectVisibleFocus(olvido);
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Recuperar contraseña' });
    await expect(dialog).toBeVisible();
    // The focus is inside the modal, and Tab keeps it there.
    await expect.poll(() => dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    for (let i = 0; i < 8; i += 1) {
      await page.keyboard.press('Tab');
      expect(await dialog.evaluate((el) => el.contains(document.activeElement)), `Tab ${i + 1} left the modal`).toBe(true);
    }
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(olvido).toBeFocused();
  });
});
