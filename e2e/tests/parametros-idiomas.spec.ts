// The languages (/idiomas; docs/parametros.md 'Languages as built') against the real API and database:
// the Ares administrator finds 'Idiomas' after 'RCPs' in the side menu, cannot deactivate language 1
// (no button; the API's 409), adds a language and sees it in the per-language forms (a tab of the RCP
// modal, a language of the DAPcon creation), then deactivates it and it leaves them.
// The language is the spec's own (its name and code carry the run's stamp); it is deactivated at the
// end whatever happens, so it never lingers in other specs' forms (none counts languages).
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { saw } from './empresa-support';
import { account, expandSideMenu, signInHome, sideMenu } from './support';

const admin = account('administrador', 1);

async function tokenOf(request: APIRequestContext): Promise<string> {
  const res = await request.post('/api/auth/login', { data: { usuario: admin.usuario, password: admin.password, modulo_app: admin.modulo_app } });
  expect(res.status(), await res.text()).toBe(200);
  return ((await res.json()) as { data: { token: string } }).data.token;
}

/** The tabs of the RCP modal's texts (it is closed again). */
async function pestanasRcp(page: Page): Promise<string[]> {
  await page.goto('/RCPs');
  await page.getByRole('button', { name: 'Nuevo RCP' }).click();
  const dialog = page.getByRole('dialog', { name: 'Nuevo RCP' });
  await expect(dialog.getByRole('tab', { name: 'Español' })).toBeVisible();
  const tabs = await dialog.getByRole('tab').allTextContents();
  await dialog.getByRole('button', { name: 'Cancelar' }).click();
  await expect(dialog).toBeHidden();
  return tabs;
}

test('the Ares administrator adds a language, finds it in the per-language forms, and deactivates it; language 1 stays', async ({ page, request }) => {
  test.setTimeout(120_000);
  const stamp = Date.now();
  const nombre = `Idioma e2e ${stamp}`;
  const letter = (n: number) => String.fromCharCode(97 + (Math.floor(stamp / 26 ** n) % 26));
  const codigo = `q${letter(1)}${letter(0)}`;
  const headers = { Authorization: `Bearer ${await tokenOf(request)}` };
  let id: number | null = null;

  try {
    await signInHome(page, admin);
    await expandSideMenu(page);
    const links = await sideMenu(page).getByRole('link').allTextContents();
    expect(links.indexOf('Idiomas')).toBe(links.indexOf('RCPs') + 1);
    await sideMenu(page).getByRole('link', { name: 'Idiomas' }).click();
    await expect(page).toHaveURL(/\/idiomas$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Idiomas' })).toBeVisible();
    const tabla = page.getByRole('table', { name: 'Idiomas del portal' });

    // Language 1: no 'Desactivar', and the API refuses it.
    const espanol = tabla.getByRole('row', { name: /Español/ });
    await expect(espanol.getByTestId('idioma-principal')).toBeVisible();
    await expect(espanol.getByRole('button', { name: /^Desactivar/ })).toHaveCount(0);
    const refused = await request.patch('/api/idiomas/1', { headers, data: { idioma_nombre: 'Español', idioma: 'es', ecoplatform: true, activo: false } });
    expect(refused.status()).toBe(409);
    expect(((await refused.json()) as { message: string }).message).toBe('El idioma 1 (el principal) no se puede desactivar.');

    // A new language.
    await page.getByRole('button', { name: 'Nuevo idioma' }).click();
    const dialog = page.getByRole('dialog', { name: 'Nuevo idioma' });
    await dialog.getByRole('textbox', { name: /^Nombre/ }).fill(nombre);
    await dialog.getByRole('textbox', { name: /^Código/ }).fill(codigo);
    await dialog.getByRole('button', { name: 'Guardar' }).click();
    await saw(page, 'Los datos han sido guardados correctamente');
    const fila = tabla.getByRole('row', { name: new RegExp(nombre) });
    await expect(fila.getByTestId('estado-idioma')).toHaveText('Activo');
    id = Number(await fila.getByRole('cell').first().textContent());

    // In the per-language forms: the RCP modal's tabs and the DAPcon creation's languages.
    expect(await pestanasRcp(page)).toContain(nombre);
    await page.goto('/dapcon');
    await page.getByRole('button', { name: 'Nueva DAPcon' }).click();
    const creacion = page.getByRole('dialog', { name: 'Ficha de creación' });
    await expect(creacion.getByRole('checkbox', { name: nombre, exact: true })).toBeVisible();
    await creacion.getByRole('button', { name: 'Cancelar' }).click();

    // Deactivated: gone from them, kept in the list.
    await page.goto('/idiomas');
    await fila.getByRole('button', { name: `Desactivar ${nombre}` }).click();
    const confirm = page.getByRole('alertdialog');
    await expect(confirm).toContainText(`¿Desactivar el idioma ${nombre}?`);
    await confirm.getByRole('button', { name: 'Desactivar' }).click();
    await saw(page, 'Los datos han sido guardados correctamente');
    await expect(fila.getByTestId('estado-idioma')).toHaveText('Inactivo');
    await expect(fila.getByRole('button', { name: `Activar ${nombre}` })).toBeVisible();
    expect(await pestanasRcp(page)).not.toContain(nombre);
  } finally {
    // Never left active for the other specs' forms.
    if (id !== null) await request.patch(`/api/idiomas/${id}`, { headers, data: { idioma_nombre: nombre, idioma: codigo, ecoplatform: false, activo: false } });
  }
});
