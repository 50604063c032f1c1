// What readers read (docs/contenidos.md step 7; spec part 1 §2 'Company home', part 2 §2.21): a company sees a
// communication of the demo seed (api/src/areas/contenidos/seed.ts) on its home and in /public-comunicados,
// opens it (and downloads one of its files), archives it from its home, and it leaves the home but stays in
// /public-comunicados; its highlighted documents' button counts what its list holds. A verifier does not see what was published for
// companies only. The company is the self-employed demo account (a company of type 'empresa'), which no other
// spec signs in with: its archive is this spec's alone.
import { expect, test, type Page } from '@playwright/test';
import { account, DEMO, signInHome, type DemoAccount } from './support';

const AUTONOMO = DEMO.find((a) => a.usuario === '40718293J') as DemoAccount;
const verificador = account('consultor', 4);

/** For every company (profile 5); the one archived. */
const CUOTA = { titulo: 'Recordatorio: cuota anual 2027', larga: 'Las empresas que pagan por transferencia recibirán la factura en diciembre.' };
/** For companies of type 'empresa' only. */
const GUIA = 'Nueva guía para calcular la huella de los morteros';
/** For everyone: a news item with its image, an image inside its text and two files. */
const CIEN = 'El programa DAPcon supera las 100 declaraciones publicadas';

const comunicados = (page: Page) => page.getByRole('region', { name: 'Comunicados' });

/** Whether an image has been drawn (its file arrived and decoded). */
const drawn = (image: ReturnType<Page['getByRole']>) => image.evaluate((img) => (img as HTMLImageElement).complete && (img as HTMLImageElement).naturalWidth > 0);

test('a company reads a communication on its home and in /public-comunicados, archives it from its home, and it stays only in the list', async ({ page }) => {
  test.setTimeout(120_000);
  await signInHome(page, AUTONOMO);

  // The home: the communications published for it, each with its type and day, 'Leer más' and 'Archivar'.
  const home = comunicados(page);
  const cuota = home.getByRole('article', { name: CUOTA.titulo });
  await expect(cuota).toBeVisible();
  await expect(home.getByRole('article', { name: GUIA })).toBeVisible();
  await expect(cuota).toContainText('Comunicado');
  await expect(cuota).toContainText('01/10/2026');
  // A news item's image, read with the token, drawn at most 300 px high.
  const imagen = home.getByRole('article', { name: CIEN }).getByTestId('imagen-contenido');
  await expect(imagen).toBeVisible();
  await expect.poll(() => drawn(imagen)).toBe(true);
  expect(await imagen.evaluate((img) => getComputedStyle(img).maxHeight)).toBe('300px');
  expect((await imagen.boundingBox())?.height ?? 0).toBeLessThanOrEqual(300);

  // The highlighted documents' button counts what its list holds.
  const destacados = page.getByRole('button', { name: /^Documentos destacados \d+$/ });
  await expect(destacados).toBeVisible();
  const total = Number((await destacados.getAttribute('aria-label'))?.replace(/\D+/g, ''));
  expect(total).toBeGreaterThan(0);
  await destacados.click();
  const modal = page.getByRole('dialog', { name: 'Documentos destacados' });
  await expect(modal.getByRole('row')).toHaveCount(total + 1);
  await modal.getByRole('button', { name: 'Cerrar' }).last().click();
  await expect(modal).toBeHidden();

  // 'Leer más' opens it whole.
  await cuota.getByRole('button', { name: `Leer más «${CUOTA.titulo}»` }).click();
  const leyendo = page.getByRole('dialog', { name: CUOTA.titulo });
  await expect(leyendo.getByTestId('contenido-html')).toContainText(CUOTA.larga);
  await page.keyboard.press('Escape');
  await expect(leyendo).toBeHidden();

  // /public-comunicados: the same content in the table, found by the search and opened with its document button.
  await home.getByRole('link', { name: 'Ver todos los comunicados' }).click();
  await expect(page).toHaveURL(/\/public-comunicados$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Comunicados' })).toBeVisible();
  const tabla = page.getByRole('table', { name: 'Comunicados' });
  await expect(tabla.getByRole('row', { name: new RegExp(CUOTA.titulo) })).toContainText('01/10/2026');
  await page.getByRole('textbox', { name: 'Buscar título, descripción' }).fill('cuota anual');
  await page.getByRole('button', { name: 'Filtrar' }).click();
  await expect(page).toHaveURL(/\/public-comunicados\?magic=cuota\+anual$/);
  await expect(tabla.getByRole('row')).toHaveCount(2);
  await tabla.getByRole('button', { name: `Ver el comunicado «${CUOTA.titulo}»` }).click();
  const abierto = page.getByRole('dialog', { name: CUOTA.titulo });
  await expect(abierto).toContainText('Publicado el 01/10/2026');
  await expect(abierto.getByTestId('contenido-html')).toContainText(CUOTA.larga);
  await abierto.getByRole('button', { name: 'Cerrar' }).last().click();
  await expect(abierto).toBeHidden();

  // The news item whole: its image and the one inside its text are drawn (the content security policy lets
  // both in), and its files are listed.
  await page.getByRole('button', { name: 'Limpiar' }).click();
  await tabla.getByRole('button', { name: `Ver el comunicado «${CIEN}»` }).click();
  const noticia = page.getByRole('dialog', { name: CIEN });
  await expect.poll(() => drawn(noticia.getByTestId('imagen-contenido'))).toBe(true);
  const enElTexto = noticia.getByTestId('contenido-html').getByRole('img');
  await expect.poll(() => drawn(enElTexto)).toBe(true);
  // A file of a content published for it: downloaded with its dated name.
  const [descarga] = await Promise.all([page.waitForEvent('download'), noticia.getByRole('button', { name: 'Descargar «Informe anual del programa»' }).click()]);
  expect(descarga.suggestedFilename()).toMatch(/^\d{4}-\d{2}-\d{2}_informe-anual-2026\.pdf$/);
  await page.keyboard.press('Escape');
  await expect(noticia).toBeHidden();

  // Archived from the home: it leaves the home (also after a reload)…
  await page.goto('/');
  await comunicados(page).getByRole('button', { name: `Archivar «${CUOTA.titulo}»` }).click();
  await expect(comunicados(page).getByRole('status')).toHaveText('El comunicado se ha archivado.');
  await expect(comunicados(page).getByRole('article', { name: CUOTA.titulo })).toHaveCount(0);
  await expect(comunicados(page).getByRole('article', { name: GUIA })).toBeVisible();
  await page.reload();
  await expect(comunicados(page).getByRole('article', { name: GUIA })).toBeVisible();
  await expect(comunicados(page).getByRole('article', { name: CUOTA.titulo })).toHaveCount(0);

  // …and stays in /public-comunicados, marked.
  await page.goto('/public-comunicados');
  const fila = page.getByRole('table', { name: 'Comunicados' }).getByRole('row', { name: new RegExp(CUOTA.titulo) });
  await expect(fila).toBeVisible();
  await expect(fila.getByTestId('archivado')).toHaveText('Archivado');
});

test('a verifier does not see what was published for companies only, on its home nor in /public-comunicados', async ({ page }) => {
  await signInHome(page, verificador);
  const home = comunicados(page);
  await expect(home.getByRole('article', { name: CIEN })).toBeVisible();
  await expect(home.getByRole('article', { name: 'Cambios en el procedimiento de verificación' })).toBeVisible();
  await expect(home.getByRole('article', { name: CUOTA.titulo })).toHaveCount(0);
  await expect(home.getByRole('article', { name: GUIA })).toHaveCount(0);

  await page.goto('/public-comunicados');
  const tabla = page.getByRole('table', { name: 'Comunicados' });
  await expect(tabla.getByRole('row', { name: new RegExp(CIEN) })).toBeVisible();
  await expect(tabla.getByRole('row', { name: new RegExp(CUOTA.titulo) })).toHaveCount(0);
  await expect(tabla.getByRole('row', { name: new RegExp(GUIA) })).toHaveCount(0);
  await page.getByRole('textbox', { name: 'Buscar título, descripción' }).fill('cuota anual');
  await page.getByRole('button', { name: 'Filtrar' }).click();
  await expect(page.getByText('No es van trobar resultats')).toBeVisible();
});
