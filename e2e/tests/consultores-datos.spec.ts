// A consultant's data (docs/consultores.md 'The consultant's data'; spec part 2 §2.11, part 1 §3, §5)
// against the real API and database: an administrator makes a consultant registered for the test a
// verifier, fills its boxes in two languages, saves, reloads and sees them; opens a session as it
// ('Iniciar sesión') and comes back; the consultant edits its own data and logo (/mis-datos); and an
// administrator edits its own (its phone: the demo administrators' names and e-mails sign the other tests in).
import { expect, test, type Page } from '@playwright/test';
import { registerConsultantByApi } from './accounts-support';
import { saw } from './empresa-support';
import { account, sideMenu, signInHome, signInWith } from './support';

const admin = account('administrador', 1);
const admin2 = account('administrador', 2);
const PASSWORD = 'Prova-Dades-2026';

const group = (page: Page, name: string) => page.getByRole('group', { name, exact: true });

/** A PNG drawn by the browser itself (a real image the cropper can open). */
async function drawnPng(page: Page): Promise<Buffer> {
  const dataUrl = await page.evaluate(() => {
    const canvas = document.createElement('canvas');
    canvas.width = 240;
    canvas.height = 120;
    const ctx = canvas.getContext('2d');
    if (ctx) {
      ctx.fillStyle = '#1f6f43';
      ctx.fillRect(0, 0, 240, 120);
      ctx.fillStyle = '#ffffff';
      ctx.fillRect(60, 30, 120, 60);
    }
    return canvas.toDataURL('image/png');
  });
  return Buffer.from(dataUrl.split(',')[1] ?? '', 'base64');
}

test.describe("a consultant's data", () => {
  test.setTimeout(120_000);

  test('an administrator makes a consultant a verifier with its boxes in two languages, and they are there after a reload', async ({ page, request }) => {
    const { nif } = await registerConsultantByApi(request, PASSWORD);
    await signInHome(page, admin);
    await page.goto(`/consultores/${nif}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Ferrer Roca, Clara' })).toBeVisible();

    const perfil = group(page, 'Perfil en el programa');
    const verificador = perfil.getByRole('checkbox', { name: 'Es verificador' });
    await verificador.dispatchEvent('click');
    await expect(verificador).toBeChecked();
    const casillas = group(page, 'Casillas del verificador');
    await expect(casillas).toBeVisible();
    const idioma = (name: string) => casillas.getByRole('group', { name: `Casillas en ${name}` });
    await idioma('Español').getByRole('textbox', { name: 'Casilla de la página de firma' }).fill('Verificado por Clara Ferrer Roca');
    await idioma('Español').getByRole('textbox', { name: 'Casilla de la última página' }).fill('Verificadora DAPcon n.º 12');
    await idioma('Català').getByRole('textbox', { name: 'Casilla de la página de firma' }).fill('Verificat per Clara Ferrer Roca');
    await group(page, 'Datos personales').getByRole('textbox', { name: /^Nombre/ }).fill('Clàudia');
    await page.getByRole('button', { name: 'Guardar' }).click();
    await saw(page, 'Los datos han sido guardados correctamente');
    await expect(page.getByRole('heading', { level: 1, name: 'Ferrer Roca, Clàudia' })).toBeVisible();

    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Ferrer Roca, Clàudia' })).toBeVisible();
    await expect(group(page, 'Perfil en el programa').getByRole('checkbox', { name: 'Es verificador' })).toBeChecked();
    await expect(idioma('Español').getByRole('textbox', { name: 'Casilla de la página de firma' })).toHaveValue('Verificado por Clara Ferrer Roca');
    await expect(idioma('Español').getByRole('textbox', { name: 'Casilla de la última página' })).toHaveValue('Verificadora DAPcon n.º 12');
    await expect(idioma('Català').getByRole('textbox', { name: 'Casilla de la página de firma' })).toHaveValue('Verificat per Clara Ferrer Roca');
    await expect(idioma('Català').getByRole('textbox', { name: 'Casilla de la última página' })).toHaveValue('');

    // A verifier now: the API lists it among the verifiers a DAPcon can be given.
    const login = await request.post('/api/auth/login', { data: { usuario: admin.usuario, password: admin.password, modulo_app: 'administrador' } });
    const token = ((await login.json()) as { data: { token: string } }).data.token;
    const verificadores = await request.get('/api/verificadores', { headers: { authorization: `Bearer ${token}` } });
    expect(((await verificadores.json()) as { data: { consultor_nif: string }[] }).data.map((v) => v.consultor_nif)).toContain(nif);
  });

  test("an administrator opens a session as a consultant ('Iniciar sesión') and goes back to the consultant's page", async ({ page, request }) => {
    const { nif } = await registerConsultantByApi(request, PASSWORD);
    await signInHome(page, admin);
    await page.goto(`/consultores/${nif}`);
    await page.getByRole('button', { name: 'Iniciar sesión' }).click();

    await expect(page).toHaveURL(/\/$/);
    const banner = page.getByTestId('impersonation-banner');
    await expect(banner).toContainText('Clara');
    await expect(banner).toContainText('Montserrat Puig Ferrer');
    // The consultant's own data, as the consultant.
    await sideMenu(page).getByRole('link', { name: 'Mis datos', exact: true }).click();
    await expect(group(page, 'Datos personales').getByRole('textbox', { name: /^NIF/ })).toHaveValue(nif);

    await banner.getByRole('button', { name: 'Volver a mi sesión' }).click();
    await expect(page).toHaveURL(new RegExp(`/consultores/${nif}$`));
    await expect(page.getByRole('heading', { level: 1, name: 'Ferrer Roca, Clara' })).toBeVisible();
    await expect(page.getByTestId('impersonation-banner')).toHaveCount(0);
  });

  test('a consultant edits its own data and logo; its NIF and name stay read-only', async ({ page, request }) => {
    const { nif } = await registerConsultantByApi(request, PASSWORD);
    await signInWith(page, 'consultor', nif, PASSWORD);
    await sideMenu(page).getByRole('link', { name: 'Mis datos', exact: true }).click();
    await expect(page).toHaveURL(/\/mis-datos$/);
    const personales = group(page, 'Datos personales');
    await expect(personales.getByRole('textbox', { name: /^NIF/ })).toHaveValue(nif);
    await expect(personales.getByRole('textbox', { name: /^NIF/ })).not.toBeEditable();
    await expect(personales.getByRole('textbox', { name: /^Nombre/ })).not.toBeEditable();
    await expect(page.getByRole('checkbox', { name: 'Es verificador' })).toHaveCount(0);

    await personales.getByRole('textbox', { name: /^Página web/ }).fill('https://ferrer-acv.example');
    await group(page, 'Empresa').getByRole('textbox', { name: /^Nombre de la empresa/ }).fill('Ferrer ACV, S.L.');
    // A required field emptied: its message under it, nothing saved.
    await personales.getByRole('textbox', { name: /^Teléfono/ }).fill('');
    await page.getByRole('button', { name: 'Guardar' }).click();
    await expect(personales.getByText('El teléfono es obligatorio.')).toBeVisible();
    await personales.getByRole('textbox', { name: /^Teléfono/ }).fill('611 222 333');

    const logo = group(page, 'Logo');
    await expect(logo.getByText('El consultor aún no tiene logo.')).toBeVisible();
    await logo.getByLabel(/^Nuevo logo/).setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: await drawnPng(page) });
    const cropper = page.getByRole('dialog', { name: 'Recortar imagen' });
    await cropper.getByRole('button', { name: 'Recortar imagen' }).click();
    await expect(cropper).toHaveCount(0);
    await page.getByRole('button', { name: 'Guardar' }).click();
    await saw(page, 'Los datos han sido guardados correctamente');

    await page.reload();
    await expect(group(page, 'Datos personales').getByRole('textbox', { name: /^Página web/ })).toHaveValue('https://ferrer-acv.example');
    await expect(group(page, 'Empresa').getByRole('textbox', { name: /^Nombre de la empresa/ })).toHaveValue('Ferrer ACV, S.L.');
    // The stored logo, read with the session's token and shown.
    const image = group(page, 'Logo').getByRole('img', { name: 'Logo de Clara Ferrer Roca' });
    await expect(image).toBeVisible();
    expect(await image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  });

  test('an administrator edits its own data: a required field refused, then saved and read again', async ({ page }) => {
    await signInHome(page, admin2);
    await sideMenu(page).getByRole('link', { name: 'Mis datos', exact: true }).click();
    await expect(page).toHaveURL(/\/mis-datos$/);
    const personales = group(page, 'Datos personales');
    await expect(personales.getByRole('textbox', { name: 'Usuario (NIF)' })).toHaveValue(admin2.usuario);
    await expect(personales.getByRole('textbox', { name: 'Usuario (NIF)' })).not.toBeEditable();
    await expect(personales.getByRole('textbox', { name: /^Nombre/ })).toHaveValue('Jordi');

    const telefono = personales.getByRole('textbox', { name: /^Teléfono/ });
    await telefono.fill('');
    await page.getByRole('button', { name: 'Guardar' }).click();
    await expect(personales.getByText('El telefono es obligatorio.')).toBeVisible();
    const nuevo = `93 ${String(Date.now()).slice(-7)}`;
    await telefono.fill(nuevo);
    await page.getByRole('button', { name: 'Guardar' }).click();
    await saw(page, 'Los datos han sido guardados correctamente');
    await page.reload();
    await expect(group(page, 'Datos personales').getByRole('textbox', { name: /^Teléfono/ })).toHaveValue(nuevo);
  });
});
