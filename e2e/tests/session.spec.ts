import { expect, test } from '@playwright/test';
import { account, signInHome } from './support';

test.describe('session lifecycle', () => {
  test('a session deleted on the server sends the user to /login', async ({ page }) => {
    await signInHome(page, account('consultor', 3));
    const token = await page.evaluate(() => JSON.parse(localStorage.getItem('dapcon-session') ?? '{}').state?.token as string);
    expect(token).toBeTruthy();
    // End the session server-side, as another tab's log-out or an administrator would.
    const res = await page.request.delete('/api/auth/logout', { headers: { Authorization: `Bearer ${token}` } });
    expect(res.status()).toBe(200);
    await page.goto('/inicio');
    await expect(page).toHaveURL(/\/login$/);
  });

  test('an expired token sends the user to /login', async ({ page }) => {
    await signInHome(page, account('organizacion', 5));
    await page.evaluate(() => {
      const stored = JSON.parse(localStorage.getItem('dapcon-session') ?? '{}');
      const [h, p, s] = String(stored.state.token).split('.');
      const payload = JSON.parse(atob(p!.replace(/-/g, '+').replace(/_/g, '/')));
      payload.exp = Math.floor(Date.now() / 1000) - 60;
      const b64 = btoa(JSON.stringify(payload)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
      stored.state.token = `${h}.${b64}.${s}`;
      localStorage.setItem('dapcon-session', JSON.stringify(stored));
    });
    await page.goto('/');
    await expect(page).toHaveURL(/\/login$/);
  });

  test('the language switch turns the frame to Catalan and back', async ({ page }) => {
    await signInHome(page, account('administrador', 1));
    await page.getByRole('button', { name: 'CA', exact: true }).first().click();
    await expect(page.getByRole('heading', { name: 'Inici' })).toBeVisible();
    await page.getByRole('button', { name: 'ES', exact: true }).first().click();
    await expect(page.getByRole('heading', { name: 'Inicio' })).toBeVisible();
  });
});
