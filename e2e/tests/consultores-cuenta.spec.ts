// A consultant's account from its page (docs/consultores.md 'The account'; spec part 2 §2.11, §4): an
// administrator gives a consultant registered for the test baja (confirmed; its sign-in is then
// refused) and alta (it signs in again), and activates a consultant of the demo that was never
// activated.
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { registerConsultantByApi } from './accounts-support';
import { saw } from './empresa-support';
import { account, signInHome } from './support';

const admin = account('administrador', 1);
const PASSWORD = 'Prova-Consultor-2026';

async function consultantSignIn(request: APIRequestContext, nif: string): Promise<number> {
  const res = await request.post('/api/auth/login', { data: { usuario: nif, password: PASSWORD, modulo_app: 'consultor' } });
  return res.status();
}

async function confirm(page: Page, question: string): Promise<void> {
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText(question);
  await dialog.getByRole('button', { name: 'Aceptar' }).click();
}

test('an administrator gives a consultant baja (its sign-in refused) and alta, and activates one never activated', async ({ page, request }) => {
  test.setTimeout(120_000);
  const { nif } = await registerConsultantByApi(request, PASSWORD);
  expect(await consultantSignIn(request, nif)).toBe(200);

  await signInHome(page, admin);
  await page.goto(`/consultores/${nif}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Ferrer Roca, Clara' })).toBeVisible();
  const estado = page.getByTestId('estado-cuenta');
  await expect(estado).toHaveText('Activo');

  await page.getByRole('button', { name: 'Dar de baja' }).click();
  await confirm(page, '¿Estás seguro de que deseas dar de baja a este usuario?');
  await saw(page, 'Usuario dado de baja correctamente');
  await expect(estado).toHaveText(/^De baja desde \d{2}\/\d{2}\/\d{4}$/);
  expect(await consultantSignIn(request, nif)).toBe(401);

  await page.getByRole('button', { name: 'Dar de alta' }).click();
  await confirm(page, '¿Estás seguro de que deseas dar de alta a este usuario?');
  await saw(page, 'Usuario dado de alta correctamente');
  await expect(estado).toHaveText('Activo');
  expect(await consultantSignIn(request, nif)).toBe(200);

  // A consultant of the demo that registered and was never activated: found in the list's answer.
  const login = await request.post('/api/auth/login', { data: { usuario: admin.usuario, password: admin.password, modulo_app: 'administrador' } });
  const headers = { authorization: `Bearer ${((await login.json()) as { data: { token: string } }).data.token}` };
  let pendiente: string | undefined;
  for (let p = 1; pendiente === undefined && p <= 20; p++) {
    const res = await request.get(`/api/consultores?page=${p}`, { headers });
    const rows = ((await res.json()) as { data: { data: { nif: string; activo: boolean; fecha_baja: string | null }[] } }).data.data;
    if (rows.length === 0) break;
    pendiente = rows.find((r) => !r.activo && r.fecha_baja === null)?.nif;
  }
  expect(pendiente, 'the demo seed has a consultant never activated').toBeDefined();
  await page.goto(`/consultores/${pendiente}`);
  await expect(estado).toHaveText('Pendiente de activar');
  await page.getByRole('button', { name: 'Activar' }).click();
  await saw(page, 'Usuario activado correctamente');
  await expect(estado).toHaveText('Activo');
  await expect(page.getByRole('button', { name: 'Activar' })).toHaveCount(0);
});
