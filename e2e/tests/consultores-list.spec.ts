// The consultant list (docs/consultores.md; spec part 2 §2.10) against the real API and the demo seed:
// an administrator filters by name and NIF, by verifiers and by commission earners (the state in the
// URL, kept on reload), and downloads the Excel of the verifiers ('Verificadores') and of everyone
// ('Consultores'), each opened and read.
import ExcelJS from 'exceljs';
import { expect, test, type Page } from '@playwright/test';
import { account, signInHome } from './support';

const admin = account('administrador', 1);

async function excel(page: Page): Promise<{ name: string; rows: string[][] }> {
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Descargar Excel' }).click();
  const download = await downloading;
  const book = new ExcelJS.Workbook();
  await book.xlsx.readFile(await download.path());
  const rows: string[][] = [];
  book.worksheets[0]?.eachRow((row) => rows.push((row.values as unknown[]).slice(1).map((v) => (v instanceof Date ? v.toISOString() : String(v ?? '')))));
  return { name: download.suggestedFilename(), rows };
}

test('an administrator filters the consultants and downloads the Excel of the verifiers and of everyone', async ({ page }) => {
  await signInHome(page, admin);
  await page.goto('/consultores');
  await expect(page.getByRole('heading', { level: 1, name: 'Consultores' })).toBeVisible();
  const table = page.getByRole('table', { name: 'Consultores' });
  const filtros = page.getByRole('form', { name: 'Filtros' });

  // By name, accents and order ignored: the demo commission earner.
  await filtros.getByRole('textbox', { name: 'Nombre o apellidos' }).fill('laura martinez soler');
  await filtros.getByRole('button', { name: 'Filtrar' }).click();
  await expect(page).toHaveURL(/filter_name=laura/);
  await expect(table.getByRole('row')).toHaveCount(2);
  await expect(table).toContainText('Martínez Soler, Laura');
  await page.reload();
  await expect(table).toContainText('Martínez Soler, Laura');
  await filtros.getByRole('button', { name: 'Limpiar' }).click();

  // Commission earners only: every row of the page is one (the demo earner among them).
  const soloComisionistas = page.getByRole('checkbox', { name: 'Solo comisionistas' });
  await soloComisionistas.dispatchEvent('click');
  await expect(page).toHaveURL(/es_comisionista=true/);
  await expect(table).toContainText('Martínez Soler, Laura');
  // Ticked before it is clicked again (on a busy machine the second click came while the filter was
  // still applying, and was lost).
  await expect(soloComisionistas).toBeChecked();
  await soloComisionistas.dispatchEvent('click');
  await expect(page).not.toHaveURL(/es_comisionista/);
  await expect(soloComisionistas).not.toBeChecked();

  // The verifiers: the demo verifier is one; every row says 'Si'.
  await filtros.getByRole('combobox', { name: '¿Es verificador?' }).selectOption({ label: 'Sí' });
  await filtros.getByRole('button', { name: 'Filtrar' }).click();
  await expect(page).toHaveURL(/es_verificador=true/);
  await expect(table).toContainText('Navarro Roca, Elena');
  const verifierCells = table.getByRole('row').locator('td:nth-child(4)');
  await expect(verifierCells.first()).toHaveText('Si');
  expect(new Set(await verifierCells.allTextContents())).toEqual(new Set(['Si']));

  const verificadores = await excel(page);
  expect(verificadores.name).toMatch(/^\d{4}-\d{2}-\d{2}_Verificadores\.xlsx$/);
  expect(verificadores.rows[0]?.slice(0, 5)).toEqual(['NIF', 'Apellidos', 'Nombre', 'Teléfono', 'Verificador']);
  expect(verificadores.rows.slice(1).map((r) => r[4])).not.toContain('No');
  expect(verificadores.rows.map((r) => r[0])).toContain('39284756C');

  // Everyone: 'Consultores', more rows, both verifiers and not.
  await filtros.getByRole('button', { name: 'Limpiar' }).click();
  await expect(page).not.toHaveURL(/es_verificador/);
  const todos = await excel(page);
  expect(todos.name).toMatch(/^\d{4}-\d{2}-\d{2}_Consultores\.xlsx$/);
  expect(todos.rows.length).toBeGreaterThan(verificadores.rows.length);
  expect(new Set(todos.rows.slice(1).map((r) => r[4]))).toEqual(new Set(['Sí', 'No']));
  expect(todos.rows.map((r) => r[0])).toEqual(expect.arrayContaining(['47815236F', '43091827Q', '39284756C']));
});
