// DAPcon payments (docs/finanzas.md 'DAPcon payments') against the real API and database: an
// administrator opens a company's 'Pagos DAPcon' tab, reads the summary pie's figures (its table for
// screen readers), registers the payment of an unpaid declaration at the tariff's amount, and sees the
// row turn to 'Actualizar pago', the pie's figures grow by that amount, and the declaration's record
// page show the payment with its invoice number. Other specs add declarations meanwhile: every figure
// is read at the time, never written down.
import { expect, test, type Page } from '@playwright/test';
import { account, signInHome } from './support';
import { saw } from './empresa-support';

const admin = account('administrador', 1);
const CIF = 'A08612343';
const PIE = 'Importe pagado por idioma, renovadas y publicadas';

/** Euros as the screen writes them ('1.750,00 €') in cents. */
const cents = (text: string) => Number(text.replace(/[^\d,]/g, '').replace(',', ''));

/** The summary's figures, as its table for screen readers gives them: category → cents. */
async function figures(page: Page): Promise<Record<string, number>> {
  const dialog = page.getByRole('dialog', { name: 'Resumen de las DAPcon' });
  const rows = dialog.getByRole('table', { name: PIE }).locator('tbody tr');
  await expect(rows).toHaveCount(4);
  const out: Record<string, number> = {};
  for (const row of await rows.all()) out[(await row.locator('th').innerText()).trim()] = cents(await row.locator('td').innerText());
  return out;
}

async function closeSummary(page: Page) {
  const dialog = page.getByRole('dialog', { name: 'Resumen de las DAPcon' });
  await dialog.getByRole('button', { name: 'Cerrar' }).last().click();
  await expect(dialog).toBeHidden();
}

test('an administrator registers a DAPcon payment from the company tab and sees the pie change', async ({ page }) => {
  await signInHome(page, admin);
  await page.goto(`/empresas/${CIF}?tab=pagos_dapcon`);
  const table = page.getByRole('table', { name: 'DAPcon de la empresa y sus pagos' });
  await expect(table.locator('tbody tr').first()).toBeVisible();

  await page.getByRole('button', { name: 'Resumen', exact: true }).click();
  const before = await figures(page);
  await closeSummary(page);

  // The first unpaid declaration: its id from its record link, its button named by its code.
  const row = table.locator('tbody tr').filter({ hasText: 'Pendiente de pago' }).first();
  const href = (await row.getByRole('link').first().getAttribute('href')) ?? '';
  const id = /^\/dapcon\/(\d+)\//.exec(href)?.[1];
  expect(id).toBeDefined();
  const register = row.getByRole('button', { name: /^Registrar pago de / });
  const name = (await register.getAttribute('aria-label')) ?? '';
  await register.click();
  const modal = page.getByRole('dialog', { name: 'Registrar pago' });
  const amount = modal.getByLabel(/Importe/);
  await expect(amount).not.toHaveValue('');
  const paid = cents(await amount.inputValue());
  expect(paid).toBeGreaterThan(0);
  await modal.getByRole('button', { name: 'Guardar' }).click();
  await saw(page, 'Los datos han sido guardados correctamente');
  await expect(page.getByRole('button', { name: name.replace('Registrar pago', 'Actualizar pago') })).toBeVisible();

  await page.getByRole('button', { name: 'Resumen', exact: true }).click();
  // Every declaration is in Spanish (language 1 is always published): that slice grows by the amount.
  await expect.poll(async () => (await figures(page)).Español).toBe((before.Español ?? 0) + paid);
  await closeSummary(page);

  // The record page's 'Pago' panel shows it, with its invoice number.
  await page.goto(`/dapcon/${id}/1`);
  const panel = page.getByTestId('pago-dapcon');
  await expect(panel).toContainText(/F\d{4}-\d{4}/);
  await expect(panel.getByRole('button', { name: 'Actualizar pago' })).toBeVisible();
});
