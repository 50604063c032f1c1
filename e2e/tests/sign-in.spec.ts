import { expect, test } from '@playwright/test';
import { DEMO, account, areaName, signIn, signInHome } from './support';

test.describe('sign-in', () => {
  for (const a of DEMO) {
    test(`${a.modulo_app} profile ${a.perfil} (${a.usuario}) signs in and lands on their home`, async ({ page }) => {
      await signIn(page, a);
      await expect(page).toHaveURL(/\/$/);
      await expect(page.getByTestId('area-name')).toHaveText(areaName(a));
      if (a.estado_pago === 'pendiente') {
        // A company that owes its fee is asked how to pay before anything else (finanzas-pago-organizacion.spec.ts).
        await expect(page.getByRole('dialog', { name: 'Pago de la cuota anual' })).toBeVisible();
      } else {
        await expect(page.getByRole('heading', { name: /^Hola, / })).toBeVisible();
      }
    });
  }

  test('empty fields show the required messages under the fields', async ({ page }) => {
    await page.goto('/login');
    await page.getByRole('button', { name: 'Iniciar sesión' }).click();
    await expect(page.getByText('El documento es obligatorio.')).toBeVisible();
    await expect(page.getByText('La contraseña es obligatoria.')).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
  });

  test('a wrong password shows the error modal', async ({ page }) => {
    const a = account('organizacion', 5);
    await signIn(page, a, { password: 'not-the-password' });
    const dialog = page.getByRole('alertdialog', { name: 'Error 401' });
    await expect(dialog).toContainText('401');
    await expect(dialog).toContainText('El usuario o la contraseña no son correctos.');
    await dialog.getByRole('button', { name: 'Salir' }).click();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(/\/login$/);
  });

  test('?role=admin opens the administration area, and its link goes back', async ({ page }) => {
    await page.goto('/login?role=admin');
    await expect(page.getByRole('heading', { name: 'Área de administración' })).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Empresa' })).toHaveCount(0);
    await page.getByRole('link', { name: 'Acceso empresas y consultores' }).click();
    await expect(page.getByRole('tab', { name: 'Empresa' })).toBeVisible();
  });

  test('Guardar Contraseña asks in Guardar Datos and remembers the credentials', async ({ page }) => {
    const a = account('consultor', 3);
    await page.goto('/login');
    await page.getByRole('tab', { name: 'Consultor' }).click();
    const form = page.getByRole('form', { name: 'NIF' });
    await form.getByLabel('NIF').fill(a.usuario);
    await form.getByLabel(/^Contraseña/).fill(a.password);
    await form.getByText('Guardar Contraseña').click();
    const confirm = page.getByRole('alertdialog', { name: 'Guardar Datos' });
    await confirm.getByRole('button', { name: 'Aceptar' }).click();
    await form.getByRole('button', { name: 'Iniciar sesión' }).click();
    await expect(page.getByTestId('area-name')).toHaveText(areaName(a));
    const stored = await page.evaluate(() => localStorage.getItem('remember-password'));
    expect(JSON.parse(stored ?? '{}').consultor.usuario).toBe(a.usuario);
  });

  test('log-out returns to /login and the home is no longer reachable', async ({ page }) => {
    await signInHome(page, account('organizacion', 5));
    await page.locator('[aria-haspopup="menu"]').first().click();
    await page.getByRole('menuitem', { name: 'Cerrar sesión' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await page.goto('/');
    await expect(page).toHaveURL(/\/login$/);
  });
});
