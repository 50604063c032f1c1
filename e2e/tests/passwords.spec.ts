import { expect, test } from '@playwright/test';
import { lastMailTo, registerConsultantByApi } from './accounts-support';
import { signInWith } from './support';

test.describe('passwords', () => {
  test('a user recovers the password from the e-mail, signs in with the new one, and the old session is gone', async ({ page, browser, request, baseURL }) => {
    // Two browsers, a registration, three sign-ins and a reset, each password hashed with argon2: 15 s on
    // an idle 2-core machine, over 30 s when the machine is busy.
    test.setTimeout(120_000);
    const { nif, email } = await registerConsultantByApi(request, 'Antigua-Clave-1');
    // A session opened before the reset, in another browser.
    const other = await browser.newPage();
    await signInWith(other, 'consultor', nif, 'Antigua-Clave-1');
    await expect(other.getByTestId('area-name')).toHaveText('Área Consultor');

    await page.goto('/login');
    await page.getByRole('tab', { name: 'Consultor' }).click();
    await page.getByRole('button', { name: '¿Ha olvidado su contraseña?' }).click();
    const dialog = page.getByRole('dialog', { name: 'Recuperar contraseña' });
    await dialog.getByLabel(/^NIF/).fill(nif);
    await dialog.getByRole('button', { name: 'Enviar' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText(/recibirá un correo/)).toBeVisible();

    const mail = await lastMailTo(baseURL ?? '', email, '/restablecer-password?token=');
    const link = /https?:\/\/[^\s"<>]+\/restablecer-password\?token=[\w-]+/.exec(mail)?.[0];
    expect(link, 'the e-mail carries the reset link').toBeTruthy();
    await page.goto(String(link));
    await page.getByLabel(/^Contraseña nueva/).fill('Nueva-Clave-2');
    await page.getByLabel(/^Repita la contraseña nueva/).fill('Nueva-Clave-2');
    await page.getByRole('button', { name: 'Guardar contraseña' }).click();
    await expect(page.getByText('La contraseña se ha cambiado. Ya puede iniciar sesión con la nueva.')).toBeVisible();

    await signInWith(page, 'consultor', nif, 'Nueva-Clave-2');
    await expect(page.getByTestId('area-name')).toHaveText('Área Consultor');

    await other.reload();
    await expect(other).toHaveURL(/\/login$/);
    await other.close();

    // The link works once.
    await page.goto(String(link));
    await page.getByLabel(/^Contraseña nueva/).fill('Otra-Clave-3');
    await page.getByLabel(/^Repita la contraseña nueva/).fill('Otra-Clave-3');
    await page.getByRole('button', { name: 'Guardar contraseña' }).click();
    await expect(page.getByRole('alert')).toContainText('ya se ha utilizado');
  });

  test('the link of a Catalan recovery e-mail opens the reset page in Catalan in a new browser', async ({ browser, request, baseURL }) => {
    test.setTimeout(120_000);
    const { nif, email } = await registerConsultantByApi(request, 'Antiga-Clau-1');
    // Asked in Catalan: the e-mail is written in Catalan, and its link says so.
    const asked = await request.post('/api/auth/reiniciarPassword', { data: { modulo_app: 'consultor', consultor_nif: nif }, headers: { 'accept-language': 'ca' } });
    expect(asked.status()).toBe(200);
    const mail = await lastMailTo(baseURL ?? '', email, 'lang=ca');
    const link = /https?:\/\/[^\s"<>]+\/restablecer-password\?token=[\w-]+&(?:amp;)?lang=ca/.exec(mail)?.[0]?.replace('&amp;', '&');
    expect(link, 'the Catalan e-mail carries the reset link with its language').toBeTruthy();

    // A browser that never opened the portal (Spanish by default).
    const fresh = await browser.newContext();
    const page = await fresh.newPage();
    await page.goto(String(link));
    await expect(page.getByRole('heading', { level: 1, name: 'Restablir la contrasenya' })).toBeVisible();
    await page.getByLabel(/^Contrasenya nova/).fill('Nova-Clau-2');
    await page.getByLabel(/^Repetiu la contrasenya nova/).fill('Nova-Clau-2');
    await page.getByRole('button', { name: 'Desar la contrasenya' }).click();
    await expect(page.getByText("La contrasenya s'ha canviat. Ja podeu iniciar sessió amb la nova.")).toBeVisible();
    await fresh.close();
  });

  test('the password is changed from the user menu', async ({ page, request }) => {
    const { nif } = await registerConsultantByApi(request, 'Antigua-Clave-1');
    await signInWith(page, 'consultor', nif, 'Antigua-Clave-1');
    await expect(page.getByTestId('area-name')).toHaveText('Área Consultor');
    await page.locator('[aria-haspopup="menu"]').first().click();
    await page.getByRole('menuitem', { name: 'Cambiar contraseña' }).click();
    const dialog = page.getByRole('dialog', { name: 'Cambiar contraseña' });
    await dialog.getByLabel(/^Contraseña actual/).fill('Equivocada-9');
    await dialog.getByLabel(/^Contraseña nueva/).fill('Nueva-Clave-2');
    await dialog.getByLabel(/^Repita la contraseña nueva/).fill('Nueva-Clave-2');
    await dialog.getByRole('button', { name: 'Cambiar contraseña' }).click();
    await expect(dialog.getByText(/contraseña actual no es correcta|antigua no es correcta/i)).toBeVisible();
    await dialog.getByLabel(/^Contraseña actual/).fill('Antigua-Clave-1');
    await dialog.getByRole('button', { name: 'Cambiar contraseña' }).click();
    await expect(dialog).toBeHidden();
    await page.getByRole('dialog', { name: 'Operación realizada' }).getByRole('button', { name: 'Aceptar' }).click();

    await page.locator('[aria-haspopup="menu"]').first().click();
    await page.getByRole('menuitem', { name: 'Cerrar sesión' }).click();
    await signInWith(page, 'consultor', nif, 'Nueva-Clave-2');
    await expect(page.getByTestId('area-name')).toHaveText('Área Consultor');
  });
});
