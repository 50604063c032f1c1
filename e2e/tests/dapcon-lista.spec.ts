// The DAPcon lists (/dapcon and /verificar-dapcon; docs/dapcon-lifecycle.md step 5, docs/lists.md)
// against the real API and database: a company sees its declarations and filters them, a verifier
// opens /verificar-dapcon from the side menu, an administrator downloads the filtered list as Excel
// and the file holds the same rows. Other specs create declarations meanwhile (dapcon-creacion.spec.ts),
// and the seed grows: every expectation is read from the API at the time, never a count written down.
import ExcelJS from 'exceljs';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { account, DEMO, sideMenu, signInHome, type DemoAccount } from './support';

/** The first demo company: the test seed's declarations are its. */
const company = DEMO.find((a) => a.usuario === 'A08612343') as DemoAccount;
const verifier = DEMO.find((a) => a.usuario === '39284756C') as DemoAccount;
const admin = account('administrador', 1);

interface Row {
  id: number;
  dapcon_codigo: string | null;
  dv_nombre_producto: string;
  org_nombre: string;
  estado: string;
  idiomas: Array<{ idioma: string; dapcon_idioma_estado: string }>;
}

/** GET /dapcon as `who` sees it, for what the screen should show. */
async function apiList(request: APIRequestContext, who: DemoAccount, query: Record<string, string> = {}) {
  const login = await request.post('/api/auth/login', { data: { usuario: who.usuario, password: who.password, modulo_app: who.modulo_app } });
  const { token } = ((await login.json()) as { data: { token: string } }).data;
  const answer = await request.get('/api/dapcon', { params: query, headers: { authorization: `Bearer ${token}` } });
  expect(answer.status()).toBe(200);
  return ((await answer.json()) as { data: { data: Row[]; total: number; per_page: number } }).data;
}

/** The product of each row shown (the link's text). */
async function products(page: Page, table: string): Promise<string[]> {
  return page.getByRole('table', { name: table }).locator('tbody tr a').allInnerTexts();
}

test.describe('DAPcon lists', () => {
  test('a company sees its declarations, and a filter narrows them to the matching ones', async ({ page, request }) => {
    await signInHome(page, company);
    await sideMenu(page).getByRole('link', { name: 'DAPcon', exact: true }).click();
    await expect(page).toHaveURL(/\/dapcon$/);
    await expect(page.getByRole('heading', { level: 1, name: 'DAPcon' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Nueva DAPcon' })).toBeVisible();
    const table = page.getByRole('table', { name: 'DAPcon' });
    await expect(table.locator('tbody tr a').first()).toBeVisible();

    const all = await apiList(request, company);
    expect(all.total).toBeGreaterThan(0);
    await expect.poll(() => products(page, 'DAPcon')).toEqual(all.data.map((r) => r.dv_nombre_producto));
    // Each row opens its record in the first language.
    await expect(table.locator('tbody tr a').first()).toHaveAttribute('href', `/dapcon/${all.data[0]?.id}/1`);

    // A state the company has: only declarations in it, each language's badge saying so.
    const estado = all.data[0]?.estado ?? 'borrador';
    const label = { borrador: 'Borrador', en_verificacion: 'En verificación', verificada: 'Verificada', publicada: 'Publicada', caducada: 'Caducada', retirada: 'Retirada' }[estado] ?? '';
    await page.getByRole('combobox', { name: 'Estado' }).selectOption(estado);
    await page.getByRole('button', { name: 'Filtrar' }).click();
    await expect(page).toHaveURL(new RegExp(`estado=${estado}`));
    const filtered = await apiList(request, company, { estado });
    expect(filtered.total).toBeGreaterThan(0);
    expect(filtered.total).toBeLessThanOrEqual(all.total);
    await expect.poll(() => products(page, 'DAPcon')).toEqual(filtered.data.map((r) => r.dv_nombre_producto));
    expect(filtered.data.every((r) => r.estado === estado)).toBe(true);
    for (const badge of await table.getByTestId('estado').allInnerTexts()) {
      expect([label, 'Con incidencias']).toContain(badge);
    }

    // A text no product or code holds: the spec's empty text; reload keeps the filters.
    await page.getByRole('textbox', { name: 'Código o producto' }).fill('zzz-no-such-product');
    await page.getByRole('button', { name: 'Filtrar' }).click();
    await expect(page.getByText('No es van trobar resultats')).toBeVisible();
    await page.reload();
    await expect(page.getByRole('textbox', { name: 'Código o producto' })).toHaveValue('zzz-no-such-product');
    await expect(page.getByText('No es van trobar resultats')).toBeVisible();
  });

  test('a verifier opens /verificar-dapcon from the side menu on its pending work (en verificación, in the URL), and Limpiar shows every one assigned to it', async ({ page, request }) => {
    await signInHome(page, verifier);
    await sideMenu(page).getByRole('link', { name: 'Verificar DAPcon' }).click();
    await expect(page).toHaveURL(/\/verificar-dapcon\?estado=en_verificacion$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Verificar DAPcon' })).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Estado' })).toHaveValue('en_verificacion');
    const pending = await apiList(request, verifier, { verificar: 'true', estado: 'en_verificacion' });
    const assigned = await apiList(request, verifier, { verificar: 'true' });
    expect(pending.total).toBeGreaterThan(0);
    expect(assigned.total).toBeGreaterThan(pending.total);
    await expect.poll(() => products(page, 'DAPcon a verificar')).toEqual(pending.data.map((r) => r.dv_nombre_producto));
    await expect(page.getByRole('button', { name: 'Nueva DAPcon' })).toHaveCount(0);

    // The default is the list's own filter: cleared, every state the verifier has.
    await page.getByRole('button', { name: 'Limpiar' }).click();
    await expect(page).toHaveURL(/\/verificar-dapcon$/);
    await expect.poll(() => products(page, 'DAPcon a verificar')).toEqual(assigned.data.map((r) => r.dv_nombre_producto));
  });

  test('an administrator downloads the filtered list as Excel: the same rows, the state per language as text', async ({ page, request }) => {
    await signInHome(page, admin);
    await page.goto('/dapcon');
    await expect(page.getByRole('table', { name: 'DAPcon' }).locator('tbody tr a').first()).toBeVisible();
    // A word of a seeded product (not one the creation spec makes meanwhile).
    const first = (await apiList(request, admin)).data.find((r) => !r.dv_nombre_producto.includes('e2e'));
    const word = (first?.dv_nombre_producto ?? '').split(/\s+/)[0]?.toLowerCase() ?? '';
    expect(word.length).toBeGreaterThan(2);
    await page.getByRole('textbox', { name: 'Código o producto' }).fill(word);
    await page.getByRole('button', { name: 'Filtrar' }).click();
    await expect(page).toHaveURL(new RegExp(`filter_text=${encodeURIComponent(word)}`));
    const filtered = await apiList(request, admin, { filter_text: word });
    await expect.poll(() => products(page, 'DAPcon')).toEqual(filtered.data.map((r) => r.dv_nombre_producto));

    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Descargar Excel' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^\d{4}-\d{2}-\d{2}_DAPcon\.xlsx$/);
    const file = await download.path();
    const book = new ExcelJS.Workbook();
    await book.xlsx.readFile(file);
    const sheet = book.worksheets[0];
    if (!sheet) throw new Error('the file has no sheet');
    expect((sheet.getRow(1).values as unknown[]).slice(1)).toEqual([
      'Código',
      'Renovado a partir de N°',
      'Producto',
      'Empresa',
      'RCP',
      'Estado',
      'Estado por idioma',
      'Fecha de creación',
      'Válido hasta',
    ]);
    const now = await apiList(request, admin, { filter_text: word });
    expect(sheet.rowCount - 1).toBe(now.total);
    const shown = now.data.slice(0, 20);
    shown.forEach((row, i) => {
      const cells = sheet.getRow(i + 2);
      expect(cells.getCell(3).value).toBe(row.dv_nombre_producto);
      expect(cells.getCell(4).value).toBe(row.org_nombre);
      expect(String(cells.getCell(7).value)).toContain(`${row.idiomas[0]?.idioma.toUpperCase()}: `);
    });
  });
});
