// /maintenance against the real API and database (docs/parametros.md 'Maintenance as built'): the Ares
// administrator switches maintenance on with a message; a company with its 'Mis datos' open cannot save
// (the API's 503 carries the message) and sees the maintenance page instead of the portal, also after a
// reload; the administrator switches it off and the company's page comes back with its data unchanged.
// The demo reset is only asked for and cancelled: other specs' data lives on this server.
//
// Maintenance on refuses every other spec's writes: this spec runs in a Playwright project of its own
// that starts after the main one has finished (playwright.config.ts), and switches maintenance off
// through the API whatever happens.
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { saw } from './empresa-support';
import { DEMO, sideMenu, signIn, type DemoAccount } from './support';

const MESSAGE = 'Estamos actualizando el portal. Volveremos a estar disponibles a las 14:00.';

function demo(usuario: string): DemoAccount {
  const found = DEMO.find((a) => a.usuario === usuario);
  if (!found) throw new Error(`No demo account ${usuario}`);
  return found;
}
const ADMIN = demo('46127839M');
const COMPANY = demo('A08612343');

/** Maintenance off through the API, as the Ares administrator: the spec's way out, whatever happened. */
async function switchOffByApi(request: APIRequestContext): Promise<void> {
  const login = await request.post('/api/auth/login', { data: { usuario: ADMIN.usuario, password: ADMIN.password, modulo_app: 'administrador' } });
  expect(login.ok()).toBe(true);
  const { data } = (await login.json()) as { data: { token: string } };
  const off = await request.put('/api/mantenimiento/estado', { headers: { authorization: `Bearer ${data.token}` }, data: { activo: false, mensaje: '' } });
  expect(off.ok()).toBe(true);
}

/** Saves the switch from the page and reads the success modal. */
async function saveSwitch(admin: Page, on: boolean): Promise<void> {
  const section = admin.getByTestId('mantenimiento-modo');
  const box = section.getByRole('checkbox', { name: 'Portal en mantenimiento' });
  if (on) await box.check({ force: true });
  else await box.uncheck({ force: true });
  await section.getByRole('button', { name: 'Guardar' }).click();
  await saw(admin, on ? 'El modo mantenimiento está activado.' : 'El modo mantenimiento está desactivado.');
  await expect(admin.getByTestId('mantenimiento-estado')).toHaveText(on ? 'Activado' : 'Desactivado');
}

test.describe('maintenance', () => {
  test.afterAll(async ({ request }) => {
    await switchOffByApi(request);
  });

  test('a company cannot save and sees the maintenance page while the Ares administrator has it on', async ({ browser, request }) => {
    test.setTimeout(120_000);
    const companyContext = await browser.newContext();
    const adminContext = await browser.newContext();
    try {
      // The company, its own data open.
      const company = await companyContext.newPage();
      await signIn(company, COMPANY);
      await expect(company.getByTestId('area-name')).toHaveText('Área Empresa');
      await sideMenu(company).getByRole('link', { name: 'Mis datos', exact: true }).click();
      const web = company.getByRole('form', { name: 'Datos de la empresa' }).getByRole('group', { name: 'Contacto', exact: true }).getByRole('textbox', { name: /^Página web/ });
      await expect(web).toBeVisible();
      const before = await web.inputValue();

      // The administrator: the page's figures, then maintenance on with a message (required).
      const admin = await adminContext.newPage();
      await signIn(admin, ADMIN);
      await expect(admin.getByTestId('area-name')).toHaveText('Área Administración');
      await admin.goto('/maintenance');
      await expect(admin.getByRole('heading', { level: 1, name: 'Mantenimiento' })).toBeVisible();
      await expect(admin.getByTestId('mantenimiento-base-datos')).toContainText('PGlite (PostgreSQL integrado)');
      await expect(admin.getByTestId('mantenimiento-disco')).toContainText(/usados de .* libres\./);
      await expect(admin.getByTestId('mantenimiento-almacenamiento').locator('canvas')).toBeVisible();
      const section = admin.getByTestId('mantenimiento-modo');
      await section.getByRole('checkbox', { name: 'Portal en mantenimiento' }).check({ force: true });
      await section.getByRole('textbox', { name: 'Mensaje para los usuarios' }).fill('');
      await section.getByRole('button', { name: 'Guardar' }).click();
      await expect(section.getByText('Escriba el mensaje que verán los usuarios durante el mantenimiento.')).toBeVisible();
      await section.getByRole('textbox', { name: 'Mensaje para los usuarios' }).fill(MESSAGE);
      await saveSwitch(admin, true);

      // The company saves: refused with the message, and the maintenance page takes the area's place.
      await web.fill('https://mantenimiento.example.org');
      await company.getByRole('button', { name: 'Guardar' }).click();
      const error = company.getByRole('alertdialog', { name: 'Error 503' });
      await expect(error).toContainText(MESSAGE);
      await error.getByRole('button', { name: 'Salir' }).click();
      await expect(company.getByRole('heading', { level: 1, name: 'Portal en mantenimiento' })).toBeVisible();
      await expect(company.getByTestId('mensaje-mantenimiento')).toHaveText(MESSAGE);
      // The frame stays (its menu, signing out); every page is the maintenance page, after a reload too.
      await company.reload();
      await expect(company.getByTestId('mensaje-mantenimiento')).toHaveText(MESSAGE);
      await sideMenu(company).getByRole('link', { name: 'Inicio', exact: true }).click();
      await expect(company.getByTestId('mensaje-mantenimiento')).toHaveText(MESSAGE);

      // The administrator keeps working, and switches it off.
      await saveSwitch(admin, false);

      // The company's page comes back, its data as it was.
      await company.getByRole('button', { name: 'Comprobar de nuevo' }).click();
      await expect(company.getByTestId('area-name')).toHaveText('Área Empresa');
      await sideMenu(company).getByRole('link', { name: 'Mis datos', exact: true }).click();
      await expect(web).toHaveValue(before);
    } finally {
      await switchOffByApi(request);
      await companyContext.close();
      await adminContext.close();
    }
  });

  test('re-sending failed e-mails and restoring the demo data are asked first (cancelled here)', async ({ page }) => {
    await signIn(page, ADMIN);
    await expect(page.getByTestId('area-name')).toHaveText('Área Administración');
    await page.goto('/maintenance');
    // Never run here: the demo reset would empty the database the other specs' server shares.
    const demoSection = page.getByTestId('mantenimiento-demo');
    await demoSection.getByRole('button', { name: 'Restaurar los datos de demostración' }).click();
    const dialog = page.getByRole('alertdialog');
    await expect(dialog).toContainText('¿Desea borrar todos los datos y restaurar los de demostración? No se puede deshacer.');
    await dialog.getByRole('button', { name: 'Cancelar' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByTestId('mantenimiento-correos')).toContainText('Fallidos');
  });
});
