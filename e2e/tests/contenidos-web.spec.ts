// The web contents (docs/contenidos.md steps 3 and 4; spec part 2 §2.19, §5 'Content', §7.7): an
// administrator filters the seeded contents at /contenidos, writes a news item with its image and an
// image inside its long description, sees it in the list, attaches a file from the files modal (the
// count follows) and downloads it, edits the news item, sends it by e-mail to the companies of one type
// (its inline image with the portal's address), and deletes it from its page.
import { expect, test, type Page } from '@playwright/test';
import { calendarDay } from '@dapcon/contract/core';
import { mailsWithSubject, PDF } from './accounts-support';
import { saw } from './empresa-support';
import { account, signInHome } from './support';

const admin = account('administrador', 1);

/** An 8×8 PNG (brick red), small and real: the browser decodes it. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAgAAAAICAIAAABLbSncAAAAEUlEQVR4nGM4YKmNFTEMLQkAq6xJAUhOevcAAAAASUVORK5CYII=', 'base64');

const table = (page: Page) => page.getByRole('table', { name: 'Contenidos' });
const filters = (page: Page) => page.getByRole('form', { name: 'Filtros' });
const rowOf = (page: Page, titulo: string) => table(page).getByRole('row').filter({ has: page.getByRole('link', { name: titulo, exact: true }) });

/** Whether an image has loaded (decoded, with a size). */
async function loaded(page: Page, selector: ReturnType<Page['locator']>): Promise<boolean> {
  return selector.evaluate((img) => img instanceof HTMLImageElement && img.complete && img.naturalWidth > 0);
}

test('an administrator filters the contents, writes a news item with its image, an inline image and a file, edits it, sends it to companies of one type and deletes it', async ({ page }) => {
  // Two sign-ins' worth of steps, uploads and the editor's first load, on two busy cores.
  test.setTimeout(360_000);
  const stamp = String(Date.now() % 1_000_000);
  const titulo = `Noticia de prueba ${stamp}`;
  const editado = `${titulo} (revisada)`;

  await signInHome(page, admin);
  await page.goto('/contenidos');
  await expect(page.getByRole('heading', { level: 1, name: 'Contenidos' })).toBeVisible();
  await expect(table(page).getByRole('columnheader')).toHaveText(['Título', 'Tipo', 'Estado', 'Acciones']);

  // Filters: the unpublished announcements (the seed has one), into the URL; then a search.
  await filters(page).getByRole('combobox', { name: 'Estado' }).selectOption('Despublicado');
  await filters(page).getByRole('combobox', { name: 'Tipo' }).selectOption('Comunicado');
  await filters(page).getByRole('button', { name: 'Filtrar' }).click();
  await expect(page).toHaveURL(/\/contenidos\?estado=Despublicado&tipo_noticia=comunicado$/);
  await expect(rowOf(page, 'Convocatoria de la asamblea de asociaciones')).toBeVisible();
  // Every row is unpublished (a retrying assertion: the rows may be drawn again meanwhile).
  await expect(table(page).getByTestId('estado-contenido').filter({ hasNotText: /^Despublicado$/ })).toHaveCount(0);
  await filters(page).getByRole('button', { name: 'Limpiar' }).click();
  // The cleared filters are in the URL (the panel's draft resets when the list's state changes)
  // before the search is typed: typed sooner, that reset could wipe it on a busy machine.
  await expect(page).toHaveURL(/\/contenidos$/);
  await filters(page).getByRole('textbox', { name: 'Buscar' }).fill('MORTEROS');
  await filters(page).getByRole('textbox', { name: 'Buscar' }).press('Enter');
  await expect(page).toHaveURL(/\/contenidos\?magic=MORTEROS$/);
  const guia = rowOf(page, 'Nueva guía para calcular la huella de los morteros');
  await expect(guia).toBeVisible();
  // The seed attached one file to it.
  await expect(guia.getByRole('button', { name: /^Archivos de/ })).toHaveText('Archivos (1)');
  await expect(guia.getByTestId('estado-contenido')).toHaveText('Publicado');
  await filters(page).getByRole('button', { name: 'Limpiar' }).click();

  // A new news item.
  await page.getByRole('button', { name: 'Nuevo' }).click();
  await expect(page).toHaveURL(/\/contenidos\/nuevo$/);
  const form = page.getByRole('form', { name: 'Contenido web' });
  await form.getByRole('textbox', { name: /^Título/ }).fill(titulo);
  await form.getByRole('textbox', { name: /^Descripción corta/ }).fill('Un resumen para la lista y los correos.');
  const larga = form.getByRole('textbox', { name: /^Descripción larga/ });
  await larga.click();
  await page.keyboard.type(`Texto de la noticia ${stamp}.`);
  // An image inside the long description: uploaded, then shown from its address.
  await form.getByTestId('rich-text-image-input').setInputFiles({ name: 'figura.png', mimeType: 'image/png', buffer: PNG });
  const figura = larga.getByRole('img', { name: 'figura' });
  await expect(figura).toHaveAttribute('src', /^\/api\/editor-imagenes\/[0-9a-f-]{36}\.png$/);
  await expect.poll(() => loaded(page, figura)).toBe(true);
  await form.getByRole('combobox', { name: /^Tipo/ }).selectOption('Noticia');
  await form.getByRole('combobox', { name: /^Clasificación/ }).selectOption('Actualidad del sector');
  await form.getByRole('combobox', { name: /^Estado/ }).selectOption('Publicado');
  await form.getByLabel(/^Fecha de publicación/).fill(calendarDay(new Date()));
  const perfiles = form.getByRole('group', { name: /^Perfiles/ });
  await perfiles.getByText('Empresas', { exact: true }).click();
  await form.getByRole('group', { name: /^Tipos de empresa/ }).getByText('Empresa', { exact: true }).click();
  await perfiles.getByText('Consultores ACV', { exact: true }).click();
  // A news item without its image is refused: 'Adjunte una imagen para la noticia'.
  await form.getByRole('button', { name: 'Guardar' }).click();
  await expect(form.getByText('Adjunte una imagen para la noticia')).toBeVisible();
  const imagen = form.getByRole('group', { name: 'Imagen de la noticia' });
  await imagen.getByLabel(/^Imagen/).setInputFiles({ name: 'portada.png', mimeType: 'image/png', buffer: PNG });
  await form.getByRole('button', { name: 'Guardar' }).click();
  await saw(page, 'Los datos han sido guardados correctamente');
  await expect(page).toHaveURL(/\/contenidos\/\d+$/);
  const id = Number(new URL(page.url()).pathname.split('/').pop());
  await expect(page.getByRole('heading', { level: 1, name: titulo })).toBeVisible();
  // Stored: the image and the inline image, read back.
  await expect.poll(() => loaded(page, page.getByRole('group', { name: 'Imagen de la noticia' }).getByRole('img'))).toBe(true);
  await expect.poll(() => loaded(page, page.getByRole('textbox', { name: /^Descripción larga/ }).getByRole('img', { name: 'figura' }))).toBe(true);
  await expect(page.getByRole('group', { name: /^Tipos de empresa/ }).getByRole('checkbox', { name: 'Empresa', exact: true })).toBeChecked();
  await expect(page.getByText('Este contenido no tiene archivos.')).toBeVisible();

  // In the list, first (the newest publication), with no files yet.
  await page.getByRole('navigation', { name: /ruta|breadcrumb|miga/i }).getByRole('link', { name: 'Contenidos' }).click();
  await expect(page).toHaveURL(/\/contenidos$/);
  const fila = rowOf(page, titulo);
  await expect(fila.getByRole('cell').nth(1)).toHaveText('Noticia');
  await expect(fila.getByTestId('estado-contenido')).toHaveText('Publicado');
  await expect(fila.getByRole('button', { name: /^Archivos de/ })).toHaveText('Archivos (0)');

  // A file through the files modal: the list view, the form view, back to the list, the count.
  await fila.getByRole('button', { name: /^Archivos de/ }).click();
  const modal = page.getByRole('dialog', { name: `Archivos de «${titulo}»` });
  await expect(modal.getByText('Este contenido no tiene archivos.')).toBeVisible();
  await modal.getByRole('button', { name: 'Añadir archivo' }).click();
  const archivoForm = modal.getByRole('form', { name: 'Nuevo archivo' });
  await archivoForm.getByRole('button', { name: 'Guardar' }).click();
  await expect(archivoForm.getByText('Ingrese un título')).toBeVisible();
  await archivoForm.getByRole('textbox', { name: /^Título/ }).fill('Programa de la jornada');
  await archivoForm.getByLabel(/^Archivo/).setInputFiles({ ...PDF, name: 'programa.pdf' });
  await archivoForm.getByRole('button', { name: 'Guardar' }).click();
  await expect(modal.getByRole('status')).toHaveText('Los datos han sido guardados correctamente');
  const archivos = modal.getByRole('table', { name: 'Archivos del contenido' });
  await expect(archivos.getByRole('row').nth(1)).toContainText('Programa de la jornada');
  await expect(archivos.getByRole('row').nth(1)).toContainText('programa.pdf');
  const downloading = page.waitForEvent('download');
  await modal.getByRole('button', { name: 'Descargar «Programa de la jornada»' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`${calendarDay(new Date())}_programa.pdf`);
  await modal.getByRole('button', { name: 'Cerrar' }).first().click();
  await expect(modal).toBeHidden();
  await expect(fila.getByRole('button', { name: /^Archivos de/ })).toHaveText('Archivos (1)');

  // Edited from the list: a new title, saved with its image kept.
  await fila.getByRole('button', { name: `Editar «${titulo}»` }).click();
  await expect(page).toHaveURL(new RegExp(`/contenidos/${id}$`));
  await page.getByRole('form', { name: 'Contenido web' }).getByRole('textbox', { name: /^Título/ }).fill(editado);
  await page.getByRole('form', { name: 'Contenido web' }).getByRole('button', { name: 'Guardar' }).click();
  await saw(page, 'Los datos han sido guardados correctamente');
  await expect(page.getByRole('heading', { level: 1, name: editado })).toBeVisible();
  // The file is listed on the editor's page too.
  await expect(page.getByRole('region', { name: 'Archivos' }).getByText('Programa de la jornada')).toBeVisible();
  await page.getByRole('form', { name: 'Contenido web' }).getByRole('button', { name: 'Cancelar' }).click();
  await expect(page).toHaveURL(/\/contenidos$/);
  await expect(rowOf(page, editado)).toBeVisible();

  // Sent by e-mail to the companies of type 'Empresa' only: the news item's own profiles and type come
  // ticked; the consultants are unticked. Its inline image goes out with the portal's address.
  const asunto = `Noticia ${stamp} para empresas`;
  await rowOf(page, editado).getByRole('button', { name: `Enviar email «${editado}»` }).click();
  const envio = page.getByRole('dialog', { name: 'Enviar email' });
  const envioForm = envio.getByRole('form', { name: 'Envío por email del contenido' });
  // The companies' users read the portal in Spanish: they get the Spanish version (issue 33, item 17).
  const castellano = envioForm.getByRole('group', { name: 'En castellano' });
  await expect(castellano.getByRole('textbox', { name: /^Mensaje/ })).toBeVisible();
  const destino = envioForm.getByRole('group', { name: /^Perfiles/ });
  await expect(destino.getByRole('checkbox', { name: 'Empresas', exact: true })).toBeChecked();
  await destino.getByText('Consultores', { exact: true }).click();
  await expect(destino.getByRole('checkbox', { name: 'Consultores', exact: true })).not.toBeChecked();
  await expect(envioForm.getByRole('group', { name: /^Tipos de empresa/ }).getByRole('checkbox', { name: 'Empresa', exact: true })).toBeChecked();
  await castellano.getByRole('textbox', { name: /^Mensaje/ }).click();
  await page.keyboard.press('Control+End');
  await castellano.getByTestId('rich-text-image-input').setInputFiles({ name: 'adjunta.png', mimeType: 'image/png', buffer: PNG });
  await expect(castellano.getByRole('textbox', { name: /^Mensaje/ }).getByRole('img', { name: 'adjunta' })).toBeVisible();
  await castellano.getByLabel(/^Asunto/).fill(asunto);
  await envio.getByRole('button', { name: 'Enviar' }).click();
  await saw(page, 'La comunicación se está enviando.');
  await expect(envio).toBeHidden();
  const base = new URL(page.url()).origin;
  await expect.poll(() => mailsWithSubject(base, asunto).length, { timeout: 30_000 }).toBeGreaterThan(0);
  const [enviado] = mailsWithSubject(base, asunto);
  expect(enviado?.raw).toMatch(new RegExp(`src="${base}/api/editor-imagenes/[0-9a-f-]{36}\\.png"`));
  await page.goto(`/comunicaciones?magic=${encodeURIComponent(asunto)}`);
  await expect(page.getByRole('row').filter({ hasText: asunto })).toHaveCount(1);
  await page.goto('/contenidos');

  // Deleted from its page, after the spec's question; back to the list, without it.
  await rowOf(page, editado).getByRole('link', { name: editado }).click();
  await page.getByRole('button', { name: `Borrar «${editado}»` }).click();
  const confirm = page.getByRole('alertdialog');
  await expect(confirm).toContainText('Realmente desea borrar este contenido ?');
  await confirm.getByRole('button', { name: 'Borrar' }).click();
  await saw(page, 'El contenido se ha borrado.');
  await expect(page).toHaveURL(/\/contenidos$/);
  await expect(table(page).getByRole('link').first()).toBeVisible();
  await expect(rowOf(page, editado)).toHaveCount(0);
});
