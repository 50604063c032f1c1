// The administrator's dashboard (docs/home.md step 1) against the real API and the demo database: an
// administrator confirms a company's transfer, renews a company, expires a declaration and confirms a
// declaration's payment from the home's cards; each time that card's count drops by one and the company
// or the declaration shows the change on its own page. Every row is the card's first at the time
// (nothing is written down), and the counts are exact: the spec runs in the 'after-alone' project
// (playwright.config.ts), after every other spec and with nothing beside it.
import { expect, test, type Page } from '@playwright/test';
import { saw } from './empresa-support';
import { account, signInHome } from './support';

const admin = account('administrador', 1);
const ANYO = Number(new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Madrid', year: 'numeric' }).format(new Date()));

type Lista = 'organizaciones' | 'organizaciones_transferencia' | 'renovacion' | 'dapcon' | 'dapcon_transferencia' | 'tickets';

const card = (page: Page, lista: Lista) => page.getByTestId(`panel-${lista}`);

/** A card's count badge, as a number (once the dashboard has answered). */
async function count(page: Page, lista: Lista): Promise<number> {
  const badge = card(page, lista).getByTestId('panel-total');
  await expect(badge).toBeVisible();
  return Number(await badge.innerText());
}

/** The card's first row: its link's target and the row. */
async function firstRow(page: Page, lista: Lista) {
  const row = card(page, lista).getByTestId('panel-fila').first();
  await expect(row).toBeVisible();
  const href = (await row.getByRole('link').getAttribute('href')) ?? '';
  return { row, href };
}

async function home(page: Page): Promise<void> {
  await page.goto('/inicio');
  await expect(page.getByTestId('panel-administracion')).toBeVisible();
  await expect(card(page, 'organizaciones')).toBeVisible();
}

/** The company's fee rows on its 'Pagos cuotas' tab, those still owed ('Pendiente') among them. */
async function cuotasEmpresa(page: Page, cif: string) {
  await page.goto(`/empresas/${cif}?tab=pagos_cuotas`);
  const panel = page.locator('[data-remote-panel="mf_finanzas/EmpresaPagosCuotas"]');
  await expect(panel.getByRole('heading', { level: 2, name: 'Pagos cuotas' })).toBeVisible();
  const table = panel.getByRole('table', { name: 'Pagos de cuotas de la empresa' });
  await expect(table.locator('tbody tr').first()).toBeVisible();
  return table.locator('tbody tr');
}

test.describe("the administrator's dashboard", () => {
  test.describe.configure({ mode: 'serial' });
  test.setTimeout(120_000);

  test("confirms a company's transfer: the card's count drops and the fee is paid on the company's page", async ({ page }) => {
    await signInHome(page, admin);
    await home(page);
    const { href } = await firstRow(page, 'organizaciones_transferencia');
    const cif = href.replace('/empresas/', '');
    const owedBefore = await (await cuotasEmpresa(page, cif)).filter({ hasText: 'Pendiente' }).count();

    await home(page);
    const before = await count(page, 'organizaciones_transferencia');
    const row = card(page, 'organizaciones_transferencia').getByTestId('panel-fila').filter({ has: page.locator(`a[href="${href}"]`) });
    await row.getByRole('button', { name: 'Confirmar pago' }).click();
    const modal = page.getByRole('dialog', { name: 'Confirmar pago por transferencia' });
    await expect(modal.getByLabel(/Fecha de pago/)).not.toHaveValue('');
    await modal.getByLabel(/Fecha de pago/).fill('');
    await modal.getByRole('button', { name: 'Guardar' }).click();
    await expect(modal.getByText('Ingrese una fecha')).toBeVisible();
    await modal.getByLabel(/Fecha de pago/).fill(`${ANYO}-01-02`);
    await modal.getByRole('button', { name: 'Guardar' }).click();
    await saw(page, 'Pago registrado correctamente');
    await expect(modal).toBeHidden();
    await expect.poll(() => count(page, 'organizaciones_transferencia')).toBe(before - 1);

    const rows = await cuotasEmpresa(page, cif);
    await expect(rows.filter({ hasText: 'Pendiente' })).toHaveCount(owedBefore - 1);
    await expect(rows.filter({ hasText: '02/01/' + ANYO })).not.toHaveCount(0);
  });

  test("renews a company: it leaves the renewals for the companies pending payment, and its page shows this year's fee owed", async ({ page }) => {
    await signInHome(page, admin);
    await home(page);
    const { row, href } = await firstRow(page, 'renovacion');
    const cif = href.replace('/empresas/', '');
    const before = await count(page, 'renovacion');
    const pendientes = await count(page, 'organizaciones');

    await row.getByRole('button', { name: 'Renovar' }).click();
    const modal = page.getByRole('dialog', { name: 'Renovar empresa' });
    await expect(modal.getByLabel(/^Año/)).toHaveValue(String(ANYO));
    await modal.getByLabel(/^Importe/).fill('');
    await modal.getByRole('button', { name: 'Guardar' }).click();
    await expect(modal.getByText('Ingrese un importe')).toBeVisible();
    await modal.getByLabel(/^Importe/).fill('1.234,50');
    await modal.getByLabel('Observaciones').fill('Renovación desde el panel (e2e)');
    await modal.getByRole('button', { name: 'Guardar' }).click();
    await saw(page, 'Los datos han sido guardados correctamente');
    await expect(modal).toBeHidden();
    await expect.poll(() => count(page, 'renovacion')).toBe(before - 1);
    expect(await count(page, 'organizaciones')).toBe(pendientes + 1);
    await expect(card(page, 'organizaciones').locator(`a[href="${href}"]`)).toBeVisible();

    const rows = await cuotasEmpresa(page, cif);
    const nueva = rows.filter({ hasText: '1.234,50 €' });
    await expect(nueva).toHaveCount(1);
    await expect(nueva).toContainText('Pendiente');
    await expect(nueva).toContainText(String(ANYO));
  });

  test('expires a declaration after its confirmation: it leaves the card and its page says Caducada', async ({ page }) => {
    await signInHome(page, admin);
    await home(page);
    const { row, href } = await firstRow(page, 'dapcon');
    const before = await count(page, 'dapcon');
    await row.getByRole('button', { name: 'Caducado' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Cambiar a Caducado' });
    await expect(confirm).toContainText('¿Realmente desea cambiar la DAPcon');
    await confirm.getByRole('button', { name: 'Caducado' }).click();
    await saw(page, 'Los datos han sido guardados correctamente');
    await expect.poll(() => count(page, 'dapcon')).toBe(before - 1);
    await expect(card(page, 'dapcon').locator(`a[href="${href}"]`)).toHaveCount(0);

    await page.goto(href);
    await expect(page.getByTestId('dapcon-cabecera').getByTestId('estado')).toHaveText('Caducada');
  });

  test("confirms a declaration's payment: it leaves the card and its page shows the payment's invoice", async ({ page }) => {
    await signInHome(page, admin);
    await home(page);
    const { href } = await firstRow(page, 'dapcon_transferencia');
    const before = await count(page, 'dapcon_transferencia');
    await page.goto(href);
    await expect(page.getByTestId('pago-dapcon')).toContainText('Pendiente de pago');

    await home(page);
    await card(page, 'dapcon_transferencia').getByTestId('panel-fila').filter({ has: page.locator(`a[href="${href}"]`) }).getByRole('button', { name: 'Confirmar pago' }).click();
    const modal = page.getByRole('dialog', { name: 'Confirmar pago de la DAPcon' });
    await modal.getByRole('button', { name: 'Guardar' }).click();
    await saw(page, 'Pago registrado correctamente');
    await expect.poll(() => count(page, 'dapcon_transferencia')).toBe(before - 1);

    await page.goto(href);
    await expect(page.getByTestId('pago-dapcon')).toContainText(/F\d{4}-\d{4}/);
  });
});
