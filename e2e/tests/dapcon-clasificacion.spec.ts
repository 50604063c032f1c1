// A declaration's ECO Platform class (docs/dapcon-lifecycle.md 'ECO Platform classification';
// docs/registry.md 'The ECO Platform class'), through the real server on the demo data: the
// administrator opens a published declaration's record page, assigns it a class with the modal's
// search, sees it in the record's head and its history, then on the declaration's registry page (the
// record's row, the JSON-LD's category) and in the registry's search by class. The declaration is one
// of the company dapcon-lista.spec.ts reads whole (dapcon-ciclo.spec.ts expires and renews others'):
// a class changes nothing that spec reads.
import { expect, test, type APIRequestContext } from '@playwright/test';
import { apiSession, closeSuccess, EMPRESA_DE_LA_LISTA } from './dapcon-support';
import { account, signInHome } from './support';

const admin = account('administrador', 1);
/** A leaf of the demo's classification (api/seed/ecoplatform-clasificacion.sample.csv). */
const CLASE = { id: 'eco_01.02.01', codigo: '01.02.01', nombre: 'Bloques de hormigón', ruta: 'Hormigón y productos de hormigón › Prefabricados de hormigón' };

interface Fila {
  id: number;
  dapcon_codigo: string | null;
  dv_nombre_producto: string;
  org_nombre: string;
}

/** A published declaration of EMPRESA_DE_LA_LISTA, read through the API as the administration sees it. */
async function publicada(request: APIRequestContext): Promise<Fila & { dapcon_codigo: string }> {
  const { headers } = await apiSession(request, admin);
  for (let page = 1; page < 20; page++) {
    const res = await request.get('/api/dapcon', { headers, params: { estado: 'publicada', page: String(page) } });
    expect(res.status()).toBe(200);
    const { data } = ((await res.json()) as { data: { data: Fila[] } }).data;
    const fila = data.find((r) => r.dapcon_codigo !== null && r.org_nombre === EMPRESA_DE_LA_LISTA.org_nombre);
    if (fila?.dapcon_codigo) return { ...fila, dapcon_codigo: fila.dapcon_codigo };
    if (data.length === 0) break;
  }
  throw new Error(`No published declaration of ${EMPRESA_DE_LA_LISTA.org_nombre ?? EMPRESA_DE_LA_LISTA.usuario}`);
}

test('the administrator files a published declaration under a class: on its record page, its registry page and the registry’s search', async ({ page, request }) => {
  const dapcon = await publicada(request);
  await signInHome(page, admin);
  await page.goto(`/dapcon/${dapcon.id}/1`);
  const cabecera = page.getByTestId('dapcon-cabecera');
  await expect(cabecera).toContainText('Clasificación ECO Platform');
  const dato = page.getByTestId('dapcon-clasificacion');

  // 'Asignar' (or 'Cambiar' when a run before left one): the modal searches the classes.
  await dato.getByRole('button', { name: /^(Asignar|Cambiar) la clasificación ECO Platform$/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Clasificación ECO Platform' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('searchbox', { name: 'Buscar una clase' }).fill('bloques hormigon');
  await expect(dialog).toContainText('1 clase encontrada.');
  await dialog.getByRole('combobox', { name: 'Clase' }).selectOption({ label: `${CLASE.ruta} › ${CLASE.nombre} (${CLASE.codigo})` });
  await dialog.getByRole('button', { name: 'Guardar' }).click();
  await closeSuccess(page, 'Clasificación guardada.');
  await expect(dialog).toBeHidden();

  await expect(dato).toContainText(CLASE.nombre);
  await expect(dato).toContainText(CLASE.codigo);
  await expect(dato.getByRole('button', { name: 'Cambiar la clasificación ECO Platform' })).toBeVisible();
  const ultima = page.getByTestId('historial-entrada').last();
  await expect(ultima).toContainText('Clasificación ECO Platform');
  await expect(ultima).toContainText(`${CLASE.codigo} · ${CLASE.nombre}`);

  // Its registry page: the record's row, linking to the search by the class, and the Product's category.
  await page.goto(`/registro/${dapcon.dapcon_codigo}?lang=es`);
  const fila = page.locator('dl.datos > div').filter({ has: page.locator('dt', { hasText: 'Clasificación ECO Platform' }) });
  await expect(fila.locator('dd')).toContainText(`${CLASE.nombre} ${CLASE.codigo}`);
  const ld = JSON.parse((await page.locator('script[type="application/ld+json"]').first().textContent()) ?? '{}') as { category?: string };
  expect(ld.category).toBe(CLASE.nombre);

  // The search by class: the select offers it, chosen, and the declaration is among the rows.
  await fila.getByRole('link', { name: CLASE.nombre }).click();
  await expect(page).toHaveURL(new RegExp(`/registro\\?clasificacion=${CLASE.codigo.replace(/\./g, '\\.')}&lang=es$`));
  await expect(page.getByLabel('Clasificación ECO Platform')).toHaveValue(CLASE.codigo);
  await expect(page.getByRole('link', { name: dapcon.dapcon_codigo, exact: true })).toBeVisible();

  // In Catalan the class is named in Catalan (the record's facts: the page's first list; a results table has its own).
  await page.goto(`/registro/${dapcon.dapcon_codigo}?lang=ca`);
  await expect(page.locator('dl.datos').first()).toContainText('Blocs de formigó');

  // And the exports carry it.
  const openEpd = (await (await request.get(`/api/public/dapcon/${dapcon.dapcon_codigo}/openepd`)).json()) as { product_classes?: Record<string, string> };
  expect(openEpd.product_classes).toEqual({ EcoPlatform: `${CLASE.codigo} Concrete masonry units` });
});
