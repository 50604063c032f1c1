// The parameter tree (/parametros; docs/parametros.md 'Parameters as built'; spec part 1 §2, §5, §6)
// against the real API and database: the Ares administrator creates a folder and a child parameter
// with generated IDs, edits the child's texts in Spanish and Catalan, and deletes (deactivates) it
// after the spec's question; the limited administrator sees the ID read-only and cannot delete below
// level 3 (the screen offers no 'Eliminar', and the API refuses it). The folder is named after the
// run and deactivated at the end, so runs do not pile up on the tree.
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { account, signInHome } from './support';
import { saw } from './empresa-support';

const ares = account('administrador', 1);
const limitado = account('administrador', 2);

async function tokenOf(request: APIRequestContext, a: typeof ares): Promise<string> {
  const res = await request.post('/api/auth/login', { data: { usuario: a.usuario, password: a.password, modulo_app: 'administrador' } });
  expect(res.status()).toBe(200);
  return ((await res.json()) as { data: { token: string } }).data.token;
}

/** A tree item by its label. */
const treeItem = (page: Page, name: string) => page.getByRole('treeitem').filter({ has: page.getByTitle(name, { exact: true }) });

/** Opens a folder of the tree (left open when it is). */
async function expand(page: Page, name: string): Promise<void> {
  const item = treeItem(page, name);
  if ((await item.getAttribute('aria-expanded')) !== 'true') await item.locator('span[aria-hidden="true"]').first().click();
  await expect(item).toHaveAttribute('aria-expanded', 'true');
}

const texto1 = (page: Page, idioma: string) => page.getByRole('group', { name: idioma }).getByRole('textbox', { name: /Texto 1/ });

test.describe('the parameter tree', () => {
  test.setTimeout(120_000);

  test('the Ares administrator creates a folder and a child, edits its texts in two languages and deletes it', async ({ page, request }) => {
    const run = Date.now().toString(36);
    const carpeta = `Carpeta e2e ${run}`;
    const carpetaId = `carpeta_e2e_${run}`;
    try {
      await signInHome(page, ares);
      await page.goto('/parametros');
      await expect(page.getByRole('heading', { level: 1, name: 'Parámetros' })).toBeVisible();
      await expect(treeItem(page, 'Tipos de noticia')).toBeVisible();

      // The folder: a top-level parameter that admits children, first on the tree (order 0).
      await page.getByRole('button', { name: 'Nuevo parámetro raíz' }).click();
      await expect(page.getByRole('heading', { name: 'Nuevo parámetro raíz' })).toBeVisible();
      await page.getByRole('textbox', { name: /Orden/ }).fill('0');
      await page.getByRole('combobox', { name: 'Permiso del administrador del colegio' }).selectOption('3');
      await page.getByText('Admite parámetros hijos').click();
      await texto1(page, 'Español').fill(carpeta);
      await expect(page.getByText(`Si lo deja vacío se generará a partir del Texto 1 en español: ${carpetaId}`)).toBeVisible();
      await page.getByRole('tab', { name: 'Català' }).click();
      await texto1(page, 'Català').fill(`Carpeta e2e ${run} (ca)`);
      await page.getByRole('button', { name: 'Guardar' }).click();
      await saw(page, 'Los datos han sido guardados correctamente');
      await expect(page.getByRole('textbox', { name: 'ID' })).toHaveValue(carpetaId);
      await expect(treeItem(page, carpeta)).toBeVisible();

      // The child: its ID is the folder's, an underscore and the slug of its Spanish Texto 1.
      await page.getByRole('button', { name: `Crear hijo: ${carpeta}` }).click();
      await expect(page.getByRole('heading', { name: `Nuevo parámetro en «${carpeta}»` })).toBeVisible();
      await texto1(page, 'Español').fill('Opción única');
      await page.getByRole('tab', { name: 'Català' }).click();
      await texto1(page, 'Català').fill('Opció única');
      await page.getByRole('button', { name: 'Guardar' }).click();
      await saw(page, 'Los datos han sido guardados correctamente');
      const hijoId = `${carpetaId}_opcion_unica`;
      await expect(page.getByRole('textbox', { name: 'ID' })).toHaveValue(hijoId);
      await expect(page.getByRole('textbox', { name: 'ID' })).not.toBeEditable();
      await expand(page, carpeta);
      await expect(treeItem(page, 'Opción única')).toBeVisible();

      // Its texts, in Spanish and Catalan.
      await texto1(page, 'Español').fill('Opción editada');
      await page.getByRole('tab', { name: 'Català' }).click();
      await texto1(page, 'Català').fill('Opció editada');
      await page.getByRole('group', { name: 'Català' }).getByRole('textbox', { name: 'Texto 2' }).fill('Text curt');
      await page.getByRole('button', { name: 'Guardar' }).click();
      await saw(page, 'Los datos han sido guardados correctamente');
      await expect(treeItem(page, 'Opción editada')).toBeVisible();
      await page.reload();
      await expand(page, carpeta);
      await page.getByRole('button', { name: 'Editar: Opción editada' }).click();
      await expect(texto1(page, 'Español')).toHaveValue('Opción editada');
      await page.getByRole('tab', { name: 'Català' }).click();
      await expect(texto1(page, 'Català')).toHaveValue('Opció editada');
      await expect(page.getByRole('group', { name: 'Català' }).getByRole('textbox', { name: 'Texto 2' })).toHaveValue('Text curt');

      // Deleted: deactivated, after the spec's question; it leaves the tree.
      await page.getByRole('button', { name: 'Eliminar' }).click();
      const pregunta = page.getByRole('alertdialog');
      await expect(pregunta).toContainText('¿Está seguro que desea eliminar este Parámetro?');
      await pregunta.getByRole('button', { name: 'Aceptar' }).click();
      await saw(page, 'El parámetro se ha eliminado.');
      await expect(treeItem(page, 'Opción editada')).toHaveCount(0);
      await expect(treeItem(page, carpeta)).toBeVisible();
    } finally {
      const headers = { authorization: `Bearer ${await tokenOf(request, ares)}` };
      await request.patch(`/api/parametros/${carpetaId}/cambiar-estado-activo`, { headers, data: { activo: false } });
    }
  });

  test('the limited administrator sees the ID read-only and cannot delete below level 3', async ({ page, request }) => {
    await signInHome(page, limitado);
    await page.goto('/parametros');
    await expect(treeItem(page, 'Tipos de noticia')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Nuevo parámetro raíz' })).toHaveCount(0);
    // Level 2: texts and order, no 'Eliminar'.
    await expand(page, 'Tipos de noticia');
    await treeItem(page, 'Comunicado').click();
    const id = page.getByRole('textbox', { name: 'ID' });
    await expect(id).toHaveValue('comunicado');
    await expect(id).not.toBeEditable();
    await expect(page.getByRole('textbox', { name: 'Permiso del administrador del colegio' })).toHaveValue('Edición (2)');
    await expect(page.getByRole('button', { name: 'Guardar' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Eliminar' })).toHaveCount(0);
    // Level 3: 'Eliminar' is offered.
    await expand(page, 'Clasificación de noticias');
    await treeItem(page, 'Normativa').click();
    await expect(page.getByRole('textbox', { name: 'ID' })).toHaveValue('clas_normativa');
    await expect(page.getByRole('button', { name: 'Eliminar' })).toBeVisible();
    // The API refuses it below level 3 whatever the screen shows.
    const headers = { authorization: `Bearer ${await tokenOf(request, limitado)}` };
    const res = await request.patch('/api/parametros/comunicado/cambiar-estado-activo', { headers, data: { activo: false } });
    expect(res.status()).toBe(403);
    expect(((await res.json()) as { message: string }).message).toBe('Solo puede eliminar los parámetros con permiso de eliminación.');
  });
});
