// The log screens (docs/parametros.md step 5; spec part 1 §2 'Logs screen', §7 `GET /logs/*`; part 2 §2.1):
// an Ares administrator signs in — its sign-in request carries a request id of this test's own, as a proxy
// would set it — and then reads that very request in both logs at /logs: the application log's 'signed in'
// line and the request log's `POST /api/auth/login 200`, found by the id. The wrong password tried first
// never shows. The association's administrator is kept out of the screen and its API.
import { randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { account, expandSideMenu, sideMenu, signInHome, signInWith } from './support';

const ares = account('administrador', 1);
const asociacion = account('administrador', 2);

test('an administrator signs in, then reads its own sign-in in the application log and the request log', async ({ page }) => {
  test.setTimeout(120_000);
  const requestId = `e2e-logs-${randomUUID()}`;
  const wrongPassword = `Canario-${randomUUID().slice(0, 8)}`;
  // The sign-in requests carry this test's id, as a proxy's x-request-id would.
  await page.route('**/api/auth/login', (route) => route.continue({ headers: { ...route.request().headers(), 'x-request-id': requestId } }));

  await signInWith(page, 'administrador', ares.usuario, wrongPassword);
  await expect(page.getByText('El usuario o la contraseña no son correctos.').first()).toBeVisible();
  await signInHome(page, ares);

  await expandSideMenu(page);
  await sideMenu(page).getByRole('link', { name: 'Logs', exact: true }).click();
  await expect(page).toHaveURL(/\/logs$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Logs' })).toBeVisible();

  const aplicacion = page.getByRole('region', { name: 'Log de la aplicación' });
  const peticiones = page.getByRole('region', { name: 'Log de peticiones' });
  await expect(aplicacion.getByRole('listitem').first()).toBeVisible();
  await expect(peticiones.getByText(/^\d+ de 100 líneas$/)).toBeVisible();
  // Other specs run beside this one: look further back than 100 lines, and only at this test's request.
  await page.getByRole('button', { name: '1000 líneas' }).click();
  await page.getByRole('searchbox', { name: 'Filtrar las líneas' }).fill(requestId);

  // Both sign-in requests carried the id: the refused one and the right one.
  await expect(aplicacion.getByRole('listitem')).toHaveCount(2);
  await expect(aplicacion.getByRole('listitem').filter({ hasText: 'sign-in refused' })).toHaveCount(1);
  const signedIn = aplicacion.getByRole('listitem').filter({ hasText: 'signed in' });
  await expect(signedIn).toHaveCount(1);
  await expect(signedIn).toContainText('modulo_app=administrador');
  await expect(signedIn).toContainText('perfil=1');
  await expect(peticiones.getByRole('listitem')).toHaveCount(2);
  await expect(peticiones.getByRole('listitem').filter({ hasText: 'POST /api/auth/login 200' })).toHaveCount(1);
  await expect(peticiones.getByRole('listitem').filter({ hasText: 'POST /api/auth/login 401' })).toHaveCount(1);

  // The password typed never reaches a log.
  await page.getByRole('searchbox', { name: 'Filtrar las líneas' }).fill(wrongPassword);
  await expect(page.getByText(`Ninguna línea contiene «${wrongPassword}».`)).toHaveCount(2);
});

test("the association's administrator has no logs: no menu entry, the page sends it home, the API answers 403", async ({ page, request }) => {
  await signInHome(page, asociacion);
  await expandSideMenu(page);
  await expect(sideMenu(page).getByRole('link', { name: 'Logs', exact: true })).toHaveCount(0);
  await page.goto('/logs');
  await expect(page).toHaveURL(/\/$/);
  const login = await request.post('/api/auth/login', { data: { usuario: asociacion.usuario, password: asociacion.password, modulo_app: 'administrador' } });
  const token = ((await login.json()) as { data: { token: string } }).data.token;
  const res = await request.get('/api/logs/requests', { headers: { Authorization: `Bearer ${token}` } });
  expect(res.status()).toBe(403);
});
