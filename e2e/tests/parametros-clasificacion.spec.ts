// The ECO Platform product classification (/clasificacion-ecoplatform; docs/parametros.md
// 'Classification as built'; spec part 2 §2.24, §4, §6, §7.10) against the real API and database: the
// administrator opens a family (its children read then), creates a node under it with a generated
// number, edits its texts in three languages, deletes (deactivates) it, and imports the shipped sample
// file twice: the second import changes nothing. The node is named after the run; the sync leaves
// nodes created in the portal alone, so a spec running beside this one sees the same classification.
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { account, signInHome } from './support';
import { saw } from './empresa-support';

const ares = account('administrador', 1);
const SAMPLE = path.join(import.meta.dirname, '../../api/seed/ecoplatform-clasificacion.sample.csv');

/** A tree item by its label. */
const treeItem = (page: Page, name: string) => page.getByRole('treeitem').filter({ has: page.getByTitle(name, { exact: true }) });

/** Opens a folder of the tree (left open when it is). */
async function expand(page: Page, name: string): Promise<void> {
  const item = treeItem(page, name);
  if ((await item.getAttribute('aria-expanded')) !== 'true') await item.locator('span[aria-hidden="true"]').first().click();
  await expect(item).toHaveAttribute('aria-expanded', 'true');
}

const nombre = (page: Page, idioma: string) => page.getByRole('group', { name: idioma }).getByRole('textbox', { name: /^(Nombre|Nom)/ });

/** Opens 'Sincronizar', picks the sample and confirms; answers the summary. */
async function importar(page: Page) {
  await page.getByRole('button', { name: 'Sincronizar' }).click();
  const dialog = page.getByRole('dialog', { name: 'Sincronizar la clasificación de ECO Platform' });
  await expect(dialog.getByText('¿Realmente desea sincronizar la clasificación de ECO Platform con este fichero?')).toBeVisible();
  await dialog.getByLabel(/Fichero de la clasificación/).setInputFiles(SAMPLE);
  await dialog.getByRole('button', { name: 'Sincronizar' }).click();
  const resumen = dialog.getByRole('status', { name: 'Resultado de la sincronización' });
  await expect(resumen).toBeVisible();
  return { dialog, resumen };
}

test.describe('the ECO Platform classification', () => {
  test.setTimeout(120_000);

  test('the administrator opens a family, creates and edits a node across languages, deletes it, and imports the sample twice', async ({ page }) => {
    const run = Date.now().toString(36);
    await signInHome(page, ares);
    await page.goto('/clasificacion-ecoplatform');
    await expect(page.getByRole('heading', { level: 1, name: 'Clasificación Ecoplatform' })).toBeVisible();
    await expect(treeItem(page, 'Hormigón y productos de hormigón')).toBeVisible();

    // A family's children are read when it is first opened.
    const hijos = page.waitForResponse((res) => res.url().endsWith('/api/ecoplatform-products-list/eco_01') && res.status() === 200);
    await expand(page, 'Hormigón y productos de hormigón');
    await hijos;
    await expect(treeItem(page, 'Prefabricados de hormigón')).toBeVisible();

    // A node under it, with a generated number (system 1, version 1, level 1, ES).
    await page.getByRole('button', { name: 'Crear hijo: Prefabricados de hormigón' }).click();
    await expect(page.getByRole('heading', { name: 'Nuevo nodo en «Prefabricados de hormigón»' })).toBeVisible();
    await page.getByRole('textbox', { name: /Nombre de la clase/ }).fill(`Precast e2e ${run}`);
    await nombre(page, 'Español').fill(`Prefabricado e2e ${run}`);
    await page.getByRole('tab', { name: 'Català' }).click();
    await nombre(page, 'Català').fill(`Prefabricat e2e ${run}`);
    await page.getByRole('button', { name: 'Guardar' }).click();
    await saw(page, 'Los datos han sido guardados correctamente');
    await expect(page.getByRole('heading', { name: 'Editar nodo' })).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Número' })).toHaveValue(/^[A-Z0-9]{9}$/);
    await expect(page.getByRole('textbox', { name: 'País' })).toHaveValue('ES');
    // The tree opens the way to the new node and selects it (the family's children were not read yet).
    await expect(treeItem(page, `Prefabricado e2e ${run}`)).toHaveAttribute('aria-selected', 'true');
    await expect(treeItem(page, 'Prefabricados de hormigón')).toHaveAttribute('aria-expanded', 'true');

    // Its texts in Spanish, Catalan and English.
    await nombre(page, 'Español').fill(`Prefabricado editado ${run}`);
    await page.getByRole('tab', { name: 'Català' }).click();
    await nombre(page, 'Català').fill(`Prefabricat editat ${run}`);
    await page.getByRole('tab', { name: 'English' }).click();
    await nombre(page, 'English').fill(`Edited precast ${run}`);
    await page.getByRole('button', { name: 'Guardar' }).click();
    await saw(page, 'Los datos han sido guardados correctamente');
    await expect(treeItem(page, `Prefabricado editado ${run}`)).toBeVisible();
    await page.getByRole('tab', { name: 'English' }).click();
    await expect(nombre(page, 'English')).toHaveValue(`Edited precast ${run}`);

    // Deleting deactivates it (the parameter tree's endpoint): it stays on the tree, marked.
    await page.getByRole('button', { name: 'Eliminar' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Aceptar' }).click();
    await expect(page.getByRole('dialog', { name: 'Operación realizada' })).toBeVisible();
    await page.getByRole('dialog', { name: 'Operación realizada' }).getByRole('button', { name: 'Aceptar' }).click();
    await expect(treeItem(page, `Prefabricado editado ${run}`)).toContainText('(inactivo)');

    // The sample file, twice: the second import changes nothing.
    const primero = await importar(page);
    await expect(primero.resumen.getByTestId('sync-total')).toHaveText('53');
    await primero.dialog.getByRole('button', { name: 'Cerrar' }).last().click();
    await expect(primero.dialog).toBeHidden();
    await expect(treeItem(page, 'Vidrio')).toBeVisible();

    const segundo = await importar(page);
    await expect(segundo.resumen.getByTestId('sync-creados')).toHaveText('0');
    await expect(segundo.resumen.getByTestId('sync-actualizados')).toHaveText('0');
    await expect(segundo.resumen.getByTestId('sync-desactivados')).toHaveText('0');
    await expect(segundo.resumen.getByTestId('sync-sinCambios')).toHaveText('53');
    await expect(segundo.dialog.getByText('La clasificación ya coincidía con el fichero: no ha cambiado nada.')).toBeVisible();
    await segundo.dialog.getByRole('button', { name: 'Cerrar' }).last().click();
    // The node created in the portal is still there.
    await expect(treeItem(page, `Prefabricado editado ${run}`)).toBeVisible();
  });
});
