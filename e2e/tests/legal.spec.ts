// The legal pages (texts.tsx rendered by LegalPage), reached from the sign-in footer.
import { expect, test } from '@playwright/test';

test.describe('legal pages', () => {
  for (const [link, title] of [
    ['Aviso legal', 'Avís legal'],
    ['Política de privacidad', 'Política de privacitat'],
    ['Política de cookies', 'Política de cookies'],
  ] as const) {
    test(`"${link}" in the sign-in footer opens "${title}", public and in Catalan`, async ({ page }) => {
      await page.goto('/login');
      await page.getByRole('link', { name: link, exact: true }).click();
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
      await page.getByRole('link', { name: "Tornar a l'inici de sessió" }).click();
      await expect(page).toHaveURL(/\/login$/);
    });
  }

  test('the cookie policy lists the bearer token for 9 hours and the session id', async ({ page }) => {
    await page.goto('/politica-cookies');
    const table = page.getByRole('table', { name: 'Galetes i dades del navegador' });
    await expect(table.getByRole('row', { name: /Token portador \(bearer\).*9 hores/ })).toBeVisible();
    await expect(table.getByRole('row', { name: /Identificador de sessió/ })).toBeVisible();
  });
});
