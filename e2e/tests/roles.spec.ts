import { expect, test } from '@playwright/test';
import { account, expandSideMenu, signIn, signInHome, sideMenu } from './support';

// The side menu by role (spec part 2 §2.2, §6; decisions in shared-sdk/src/permissions/README.md).
const ADMIN_ONLY = ['Empresas', 'Consultores', 'Contenidos', 'Usuarios', 'Parámetros', 'Tarifas'];

test.describe('side menu and role gating', () => {
  test('an administrator of profile 1 sees the administration menu, logs and maintenance', async ({ page }) => {
    await signInHome(page, account('administrador', 1));
    await expandSideMenu(page);
    const menu = sideMenu(page);
    for (const label of [...ADMIN_ONLY, 'Logs', 'Mantenimiento', 'Banner Portada', 'Mis datos']) {
      await expect(menu.getByRole('link', { name: label, exact: true })).toBeVisible();
    }
  });

  test('an administrator of profile 2 has no logs or maintenance', async ({ page }) => {
    await signInHome(page, account('administrador', 2));
    await expandSideMenu(page);
    const menu = sideMenu(page);
    await expect(menu.getByRole('link', { name: 'Empresas', exact: true })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Logs', exact: true })).toHaveCount(0);
    await page.goto('/logs');
    await expect(page).toHaveURL(/\/$/);
  });

  test('a company sees no administration entries and is sent away from them', async ({ page }) => {
    await signInHome(page, account('organizacion', 5));
    await expandSideMenu(page);
    const menu = sideMenu(page);
    await expect(menu.getByRole('link', { name: 'Inicio', exact: true })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Mis datos', exact: true })).toBeVisible();
    for (const label of ADMIN_ONLY) await expect(menu.getByRole('link', { name: label, exact: true })).toHaveCount(0);
    await expect(menu.getByRole('link', { name: 'Verificar DAPcon', exact: true })).toHaveCount(0);
    await page.goto('/empresas');
    await expect(page).not.toHaveURL(/\/empresas/);
    await expect(page.getByTestId('area-name')).toHaveText('Área Empresa');
  });

  test('a verifier sees Verificar DAPcon; a consultant does not but has Banner Portada', async ({ page, browser }) => {
    await signInHome(page, account('consultor', 4));
    await expect(sideMenu(page).getByRole('link', { name: 'Verificar DAPcon', exact: true })).toBeVisible();

    const other = await browser.newPage();
    await signInHome(other, account('consultor', 3));
    await expandSideMenu(other);
    await expect(sideMenu(other).getByRole('link', { name: 'Verificar DAPcon', exact: true })).toHaveCount(0);
    await expect(sideMenu(other).getByRole('link', { name: 'Banner Portada', exact: true })).toBeVisible();
    await expect(sideMenu(other).getByRole('link', { name: 'Empresas', exact: true })).toHaveCount(0);
    await other.close();
  });

  test('a guest visiting a private route goes to /login and returns there after signing in', async ({ page }) => {
    await page.goto('/empresas');
    await expect(page).toHaveURL(/\/login$/);
    await signIn(page, account('administrador', 2));
    await expect(page).toHaveURL(/\/empresas$/);
  });

  test("a path an area does not have shows 'Página no encontrada' inside the frame", async ({ page }) => {
    await signInHome(page, account('administrador', 1));
    // Under mf-home's /tickets (issue 16), a path it does not have: inside the frame, its side menu stays.
    await page.goto('/tickets/1/no-existe');
    await expect(page.getByRole('heading', { level: 1, name: 'Página no encontrada' })).toBeVisible();
    await expect(sideMenu(page).getByRole('link', { name: 'Mis datos', exact: true })).toBeVisible();
  });
});
