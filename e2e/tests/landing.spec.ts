import { expect, test, type Page } from '@playwright/test';
import { account, areaName, signIn, signInHome, sideMenu } from './support';

// Where a user lands (spec part 1 §2; docs/decisions.md 'Last visited path'): the last page belongs
// to the user who visited it, and /login or a forbidden route while signed in always means home.

async function logOut(page: Page): Promise<void> {
  await page.locator('[aria-haspopup="menu"]').first().click();
  await page.getByRole('menuitem', { name: 'Cerrar sesión' }).click();
  await expect(page).toHaveURL(/\/login$/);
}

test.describe('where a user lands', () => {
  test("the next user lands on their own home, not on the previous user's page", async ({ page }) => {
    const consultant = account('consultor', 3);
    await signInHome(page, consultant);
    await sideMenu(page).getByRole('link', { name: 'Mis datos', exact: true }).click();
    await expect(page).toHaveURL(/\/mis-datos$/);
    await logOut(page);

    const admin = account('administrador', 1);
    await signIn(page, admin);
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByTestId('area-name')).toHaveText(areaName(admin));
  });

  test('a user signing in again returns to their own last page', async ({ page }) => {
    const admin = account('administrador', 2);
    await signInHome(page, admin);
    await sideMenu(page).getByRole('link', { name: 'Empresas', exact: true }).click();
    await expect(page).toHaveURL(/\/empresas$/);
    await logOut(page);
    await signIn(page, admin);
    await expect(page).toHaveURL(/\/empresas$/);
  });

  test('a route the role may not see lands on the home, every time', async ({ page }) => {
    const admin = account('administrador', 2);
    await signInHome(page, admin);
    await sideMenu(page).getByRole('link', { name: 'Empresas', exact: true }).click();
    await expect(page).toHaveURL(/\/empresas$/);
    for (let i = 0; i < 2; i++) {
      await page.goto('/logs');
      await expect(page).toHaveURL(/\/$/);
      await expect(page.getByTestId('area-name')).toHaveText(areaName(admin));
    }
  });

  test('/login while signed in lands on the home', async ({ page }) => {
    const company = account('organizacion', 5);
    await signInHome(page, company);
    await page.goto('/verificar-dapcon');
    await expect(page).toHaveURL(/\/verificar-dapcon$/);
    await page.goto('/login');
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByTestId('area-name')).toHaveText(areaName(company));
  });

  test('the tab names the screen and the menu marks it, /inicio included', async ({ page }) => {
    await signInHome(page, account('organizacion', 5));
    await expect(page).toHaveTitle('Inicio · DAPcon');
    await page.goto('/inicio');
    await expect(sideMenu(page).getByRole('link', { name: 'Inicio', exact: true })).toHaveAttribute('aria-current', 'page');
    await sideMenu(page).getByRole('link', { name: 'Incidencias', exact: true }).click();
    await expect(page).toHaveTitle('Incidencias · DAPcon');
    await expect(page.getByRole('heading', { level: 1, name: 'Incidencias' })).toBeVisible();
    await page.getByRole('button', { name: 'CA', exact: true }).first().click();
    await expect(page).toHaveTitle('Incidències · DAPcon');
  });
});
