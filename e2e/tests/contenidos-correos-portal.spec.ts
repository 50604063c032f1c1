// The portal's own e-mails ('Correos del portal', the second tab of /comunicaciones; docs/contenidos.md):
// a consultant registered by the test asks for its password while the test SMTP server refuses its
// address; an administrator finds the recovery e-mail in the tab with its error and the server's
// reason; once the server takes the address again, 'Reenviar' delivers it (the e-mail arrives with
// its link) and the row turns 'OK' by itself.
import { expect, test } from '@playwright/test';
import { acceptMailTo, lastMailTo, refuseMailTo, registerConsultantByApi } from './accounts-support';
import { saw } from './empresa-support';
import { account, signInHome } from './support';

const admin = account('administrador', 1);

test("an administrator finds a refused recovery e-mail among the portal's own and sends it again once the server takes it", async ({ page, browser, baseURL }) => {
  // A registration, a recovery through the queue, a sign-in (argon2) and a resend, on two busy cores.
  test.setTimeout(120_000);
  const base = baseURL ?? '';
  const { nif, email } = await registerConsultantByApi(page.request, 'Correu-Portal-1');
  refuseMailTo(base, [email]);
  try {
    // The consultant asks for its password: the e-mail is written, and refused by the server.
    const visitor = await browser.newPage();
    await visitor.goto('/login');
    await visitor.getByRole('tab', { name: 'Consultor' }).click();
    await visitor.getByRole('button', { name: '¿Ha olvidado su contraseña?' }).click();
    const dialog = visitor.getByRole('dialog', { name: 'Recuperar contraseña' });
    await dialog.getByLabel(/^NIF/).fill(nif);
    await dialog.getByRole('button', { name: 'Enviar' }).click();
    await expect(visitor.getByText(/recibirá un correo/)).toBeVisible();
    await visitor.close();

    // The administrator's tab: the recovery e-mail, found by its address, in error with the server's reason.
    await signInHome(page, admin);
    await page.goto('/comunicaciones');
    await page.getByRole('tab', { name: 'Correos del portal' }).click();
    await expect(page).toHaveURL(/tab=correos/);
    await page.getByRole('textbox', { name: 'Destinatario o asunto' }).fill(email);
    await page.getByRole('button', { name: 'Filtrar' }).click();
    const fila = page.getByRole('row').filter({ hasText: 'DAPcon: restablecimiento de la contraseña' });
    await expect(fila).toHaveCount(1);
    await expect(fila).toContainText('Recuperación de la contraseña');
    // Written 'En cola', refused at its first attempt: the tab reads again while a row waits.
    const error = fila.getByTestId('estado-error');
    await expect(error).toHaveText('Error', { timeout: 30_000 });
    await error.hover();
    await expect(page.getByRole('tooltip')).toContainText('550');

    // The server takes the address again: 'Reenviar', confirmed, delivers it.
    acceptMailTo(base, [email]);
    await fila.getByRole('button', { name: /^Reenviar/ }).click();
    const pregunta = page.getByRole('alertdialog');
    await expect(pregunta).toContainText('Realmente desea enviar este correo?');
    await pregunta.getByRole('button', { name: 'Aceptar' }).click();
    await saw(page, 'El correo se ha vuelto a poner en la cola de envío.');
    const mail = await lastMailTo(base, email, '/restablecer-password?token=');
    expect(mail).toContain('/restablecer-password?token=');
    await expect(fila.getByText('OK', { exact: true })).toBeVisible({ timeout: 20_000 });
    await expect(fila.getByRole('button', { name: /^Reenviar/ })).toHaveCount(0);
  } finally {
    acceptMailTo(base, [email]);
  }
});
