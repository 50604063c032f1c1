// The association's users (docs/consultores.md 'Association users'; spec part 2 §2.13, §6): an
// administrator (profile 1) creates an association user, who receives the set-password e-mail at the
// test SMTP server, sets the password through its link and signs in; a profile-2 administrator does not
// see profile-1 users in the list (nor their page) and cannot pick profile 1.
import { expect, test } from '@playwright/test';
import { lastMailTo, newDni } from './accounts-support';
import { saw } from './empresa-support';
import { account, signInHome, signInWith } from './support';

const admin = account('administrador', 1);
const admin2 = account('administrador', 2);
const PASSWORD = 'Clave-Asociacion-2026';

test('an administrator creates an association user, who sets the password from the e-mail and signs in', async ({ page, baseURL }) => {
  // Two sign-ins and a reset, each hashed with argon2, on two busy cores.
  test.setTimeout(120_000);
  const nif = newDni();
  const email = `usuario.${nif.toLowerCase()}@asociacion.example`;

  await signInHome(page, admin);
  await page.goto('/usuarios');
  await expect(page.getByRole('heading', { level: 1, name: 'Usuarios' })).toBeVisible();
  await page.getByRole('button', { name: 'Alta Usuario' }).click();
  const dialog = page.getByRole('dialog', { name: 'Alta Usuario' });
  await dialog.getByLabel(/^NIF/).fill(nif);
  await dialog.getByLabel(/^Nombre/).fill('Berta');
  await dialog.getByLabel(/^Apellidos/).fill('Quintana Oller');
  await dialog.getByLabel(/^Teléfono/).fill('932 101 202');
  await dialog.getByLabel(/^Correo electrónico/).fill(email);
  await expect(dialog.getByRole('combobox', { name: /^Perfil/ })).toHaveValue('2');
  await dialog.getByRole('button', { name: 'Guardar' }).click();
  await saw(page, 'Usuario creado correctamente. Se le ha enviado un correo para elegir su contraseña.');
  await page.getByRole('textbox', { name: 'NIF' }).fill(nif);
  await page.getByRole('button', { name: 'Filtrar' }).click();
  await expect(page.getByRole('link', { name: 'Quintana Oller, Berta', exact: true })).toBeVisible();
  // Not 'Activo' before a password is chosen.
  const estado = page.getByRole('row').filter({ hasText: nif }).getByTestId('estado-usuario');
  await expect(estado).toHaveText('Pendiente de activar');

  const mail = await lastMailTo(baseURL ?? '', email);
  expect(mail).toContain(`con el usuario ${nif}.`);
  const link = /https?:\/\/[^\s"<>]+\/restablecer-password\?token=[\w-]+/.exec(mail)?.[0];
  expect(link, 'the e-mail carries the set-password link').toBeTruthy();
  expect(mail).not.toContain(PASSWORD);

  // The new user, in a browser of their own.
  const context = await page.context().browser()?.newContext();
  if (!context) throw new Error('no browser');
  const theirs = await context.newPage();
  await theirs.goto(String(link));
  await theirs.getByLabel(/^Contraseña nueva/).fill(PASSWORD);
  await theirs.getByLabel(/^Repita la contraseña nueva/).fill(PASSWORD);
  await theirs.getByRole('button', { name: 'Guardar contraseña' }).click();
  await expect(theirs.getByText('La contraseña se ha cambiado. Ya puede iniciar sesión con la nueva.')).toBeVisible();
  await signInWith(theirs, 'administrador', nif, PASSWORD);
  await expect(theirs.getByTestId('area-name')).toHaveText('Área Administración');
  await context.close();
  // The password chosen, the list says so.
  await page.reload();
  await expect(estado).toHaveText('Activo');
});

test('a profile-2 administrator does not see profile-1 users and cannot pick profile 1', async ({ page }) => {
  // Two sign-ins and four screens, on two busy cores.
  test.setTimeout(120_000);
  // A profile-1 administrator sees them (the demo has three: the demo account and two more).
  await signInHome(page, admin);
  await page.goto('/usuarios');
  await expect(page.getByRole('link', { name: 'Puig Ferrer, Montserrat', exact: true })).toBeVisible();
  await expect(page.getByRole('cell', { name: 'Administrador Ares' }).first()).toBeVisible();
  await page.locator('[aria-haspopup="menu"]').first().click();
  await page.getByRole('menuitem', { name: 'Cerrar sesión' }).click();
  await expect(page).toHaveURL(/\/login/);

  await signInHome(page, admin2);
  await page.goto('/usuarios');
  await expect(page.getByRole('link', { name: 'Casals Vidal, Jordi', exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Puig Ferrer, Montserrat', exact: true })).toHaveCount(0);
  await expect(page.getByRole('cell', { name: 'Administrador Ares' })).toHaveCount(0);
  // Not by its NIF either.
  await page.getByRole('textbox', { name: 'NIF' }).fill(admin.usuario);
  await page.getByRole('button', { name: 'Filtrar' }).click();
  await expect(page.getByText('No es van trobar resultats')).toBeVisible();

  await page.getByRole('button', { name: 'Alta Usuario' }).click();
  const dialog = page.getByRole('dialog', { name: 'Alta Usuario' });
  await expect(dialog.getByRole('combobox', { name: /^Perfil/ }).locator('option')).toHaveText(['Seleccione un perfil', 'Administrador de la asociación']);
  await dialog.getByRole('button', { name: 'Cancelar' }).click();

  // Nor the page of one.
  await page.goto('/usuarios/1');
  await expect(page.getByText('No hay ningún usuario con el id 1.')).toBeVisible();
});
