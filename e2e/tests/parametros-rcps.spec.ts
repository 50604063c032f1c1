// The RCP catalogue (/RCPs; docs/parametros.md 'RCPs as built'; spec part 2 §2.14, §4 'RCP', §5)
// against the real API and database: the association administrator (profile 2) creates an RCP with
// its texts in Spanish and Catalan and a family, edits it, and sees the DAPcon creation offer it; then
// deletes it after '¿Está seguro que desea eliminar este RCP?': the DAPcon creation no longer offers
// it, the list no longer shows it, and 'Mostrar no vigente' shows it again as deleted.
// The RCP is the spec's own: its equivalencia sorts after every seeded one, so other specs' first RCP
// (dapcon-creacion.spec.ts picks the select's first) is never it.
import { expect, test, type Page } from '@playwright/test';
import { saw } from './empresa-support';
import { account, signInHome } from './support';

const admin = account('administrador', 2);

/** The RCPs the DAPcon creation modal offers (it is closed again). */
async function rcpsDeLaCreacion(page: Page): Promise<string[]> {
  await page.goto('/dapcon');
  await page.getByRole('button', { name: 'Nueva DAPcon' }).click();
  const dialog = page.getByRole('dialog', { name: 'Ficha de creación' });
  const select = dialog.getByRole('combobox', { name: /^RCP/ });
  await expect(select.locator('option', { hasText: 'RCP 001' })).toHaveCount(1);
  const options = await select.locator('option').allTextContents();
  await dialog.getByRole('button', { name: 'Cancelar' }).click();
  await expect(dialog).toBeHidden();
  return options;
}

test('an administrator creates, edits and deletes an RCP; the DAPcon creation offers it only while it is valid', async ({ page }) => {
  test.setTimeout(120_000);
  const stamp = String(Date.now());
  const equivalencia = `RCP e2e-${stamp}`;
  const nombre = `Vidrio e2e ${stamp}`;
  const opcion = `${equivalencia} · ${nombre}`;

  await signInHome(page, admin);
  await page.goto('/RCPs?order_by=equivalencia+desc');
  await expect(page.getByRole('heading', { level: 1, name: 'RCPs' })).toBeVisible();
  const tabla = page.getByRole('table', { name: 'Catálogo de RCPs' });
  await expect(tabla.getByRole('row', { name: /RCP 001/ })).toBeVisible();

  // Create: a tab per language, the family, the main language's name required.
  await page.getByRole('button', { name: 'Nuevo RCP' }).click();
  const dialog = page.getByRole('dialog', { name: 'Nuevo RCP' });
  await dialog.getByRole('textbox', { name: /^Equivalencia/ }).fill(equivalencia);
  await dialog.getByRole('textbox', { name: /^Versión/ }).fill('1.0');
  await dialog.getByRole('textbox', { name: /^Año/ }).fill('2026');
  await dialog.getByRole('textbox', { name: /^Código para codificación/ }).fill('900');
  const vidrio = dialog.getByRole('checkbox', { name: 'Vidrio', exact: true });
  await vidrio.dispatchEvent('click');
  await expect(vidrio).toBeChecked();
  await dialog.getByRole('button', { name: 'Guardar' }).click();
  await expect(dialog.getByRole('group', { name: 'Español' }).getByText('El nombre es obligatorio.')).toBeVisible();
  await dialog.getByRole('group', { name: 'Español' }).getByRole('textbox', { name: /^Nombre/ }).fill(nombre);
  await dialog.getByRole('group', { name: 'Español' }).getByRole('textbox', { name: /^Sobrenombre/ }).fill('Vidrio');
  await dialog.getByRole('tab', { name: 'Català' }).click();
  await dialog.getByRole('group', { name: 'Català' }).getByRole('textbox', { name: /^Nombre/ }).fill(`Vidre e2e ${stamp}`);
  await dialog.getByRole('button', { name: 'Guardar' }).click();
  await saw(page, 'Los datos han sido guardados correctamente');
  await expect(dialog).toBeHidden();
  const fila = tabla.getByRole('row', { name: new RegExp(equivalencia) });
  await expect(fila).toContainText(nombre);
  await expect(fila).toContainText('Vidrio');
  await expect(fila).toContainText('2026');
  await expect(fila.getByTestId('estado-rcp')).toHaveText('Vigente');

  // Edit: the version.
  await fila.getByRole('button', { name: `Editar ${equivalencia} ${nombre}` }).click();
  const editar = page.getByRole('dialog', { name: 'Editar RCP' });
  const version = editar.getByRole('textbox', { name: /^Versión/ });
  await expect(version).toHaveValue('1.0');
  await expect(editar.getByRole('group', { name: 'Español' }).getByRole('textbox', { name: /^Nombre/ })).toHaveValue(nombre);
  await version.fill('1.1');
  await editar.getByRole('button', { name: 'Guardar' }).click();
  await saw(page, 'Los datos han sido guardados correctamente');
  await expect(fila).toContainText('Versión 1.1');

  // The DAPcon creation offers it while it is valid.
  expect(await rcpsDeLaCreacion(page)).toContain(opcion);

  // 'Eliminar': the spec's question, then the RCP is saved as deleted.
  await page.goto('/RCPs?order_by=equivalencia+desc');
  await fila.getByRole('button', { name: `Eliminar ${equivalencia} ${nombre}` }).click();
  const confirm = page.getByRole('alertdialog');
  await expect(confirm).toContainText('¿Está seguro que desea eliminar este RCP?');
  await confirm.getByRole('button', { name: 'Aceptar' }).click();
  await saw(page, 'El RCP ha sido eliminado.');
  await expect(fila).toHaveCount(0);

  // Gone from the DAPcon creation…
  const despues = await rcpsDeLaCreacion(page);
  expect(despues).not.toContain(opcion);
  expect(despues.some((o) => o.startsWith('RCP 001'))).toBe(true);

  // …and listed again, as deleted, with 'Mostrar no vigente'.
  await page.goto('/RCPs?order_by=equivalencia+desc');
  await expect(tabla.getByRole('row', { name: /RCP 001/ })).toBeVisible();
  await expect(fila).toHaveCount(0);
  const noVigentes = page.getByRole('checkbox', { name: 'Mostrar no vigente' });
  await noVigentes.dispatchEvent('click');
  await expect(noVigentes).toBeChecked();
  await expect(page).toHaveURL(/novigentes=true/);
  await expect(fila.getByTestId('estado-rcp')).toHaveText('Eliminado');
  await expect(fila.getByRole('button', { name: /^Eliminar/ })).toHaveCount(0);
});
