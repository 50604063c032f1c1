// The annual fees (docs/finanzas.md 'Annual fees'; spec part 2 §2.6, §2.16) against the real API and
// database: an administrator registers a fee payment from a company's 'Pagos cuotas' tab (its invoice
// number and the amount of the company's size tariff shown) and deletes it; and on /pagos filters the
// list by a company picked with the 'Buscador de Organizaciones'. The companies are registered through
// the API for the test (a small company: 450,00 €), and the second test's fee is registered through it too.
import { expect, test, type APIRequestContext } from '@playwright/test';
import { account, signInHome } from './support';
import { registerCompanyByApi, saw } from './empresa-support';

const admin = account('administrador', 1);
const ANYO = new Date().getFullYear();

async function adminToken(request: APIRequestContext): Promise<string> {
  const res = await request.post('/api/auth/login', { data: { usuario: admin.usuario, password: admin.password, modulo_app: 'administrador' } });
  expect(res.status()).toBe(200);
  return ((await res.json()) as { data: { token: string } }).data.token;
}

test.describe('annual fees', () => {
  test.setTimeout(120_000);

  test("an administrator registers a fee payment from a company's tab, sees its invoice number and amount, and deletes it", async ({ page, request }) => {
    const company = await registerCompanyByApi(request, 'Quota');
    await signInHome(page, admin);
    await page.goto(`/empresas/${company.cif}?tab=pagos_cuotas`);
    const panel = page.locator('[data-remote-panel="mf_finanzas/EmpresaPagosCuotas"]');
    await expect(panel.getByRole('heading', { level: 2, name: 'Pagos cuotas' })).toBeVisible();
    await expect(panel.getByText('No hay datos a mostrar')).toBeVisible();

    await panel.getByRole('button', { name: 'Registrar pago' }).click();
    const modal = page.getByRole('dialog', { name: 'Registrar pago de cuota' });
    await expect(modal.getByRole('combobox', { name: /Año de la cuota/ })).toHaveValue(String(ANYO));
    await expect(modal.getByRole('combobox', { name: /^Tipo/ })).toHaveValue('Alta');
    await modal.getByRole('combobox', { name: /Método de pago/ }).selectOption('T');
    // No amount: the tariff of the company's size.
    await modal.getByRole('button', { name: 'Registrar' }).click();
    const success = page.getByRole('dialog', { name: 'Operación realizada' });
    await expect(success).toContainText(/Pago registrado correctamente: F\d{4}-\d{4}/);
    const factura = /F\d{4}-\d{4}/.exec((await success.textContent()) ?? '')?.[0] ?? '';
    await saw(page, factura);

    const table = panel.getByRole('table', { name: 'Pagos de cuotas de la empresa' });
    const row = table.getByRole('row').filter({ hasText: factura });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText(String(ANYO));
    await expect(row).toContainText('450,00 €');
    await expect(row).toContainText('Alta');

    await row.getByRole('button', { name: `Abrir el pago de ${ANYO}` }).click();
    const edit = page.getByRole('dialog', { name: `Pago de la cuota ${ANYO}` });
    await expect(edit).toContainText(factura);
    await expect(edit).toContainText('Transferencia bancaria');
    await expect(edit.getByRole('textbox')).toHaveCount(0);
    await edit.getByRole('button', { name: 'Eliminar pago' }).click();
    const confirm = page.getByRole('alertdialog');
    await expect(confirm).toContainText(`¿Realmente desea eliminar el pago de la cuota ${ANYO}?`);
    await confirm.getByRole('button', { name: 'Aceptar' }).click();
    await saw(page, 'Pago eliminado correctamente');
    await expect(panel.getByText('No hay datos a mostrar')).toBeVisible();
  });

  test('on /pagos an administrator filters the fees by a company picked with the Buscador de Organizaciones', async ({ page, request }) => {
    const company = await registerCompanyByApi(request, 'Quota');
    const token = await adminToken(request);
    const orgs = await request.get(`/api/organizaciones?filter_cif=${company.cif}`, { headers: { authorization: `Bearer ${token}` } });
    const orgId = ((await orgs.json()) as { data: { data: { org_id: number }[] } }).data.data[0]?.org_id;
    const res = await request.post('/api/cuotas/registro-pago', {
      headers: { authorization: `Bearer ${token}` },
      data: { cuotas: [{ org_id: orgId, year: ANYO - 1, pagado: `${ANYO - 1}-03-02`, importe: '123,45' }] },
    });
    expect(res.status(), await res.text()).toBe(201);

    await signInHome(page, admin);
    await page.goto('/pagos');
    await expect(page.getByRole('heading', { level: 1, name: 'Pagos' })).toBeVisible();
    const table = page.getByRole('table', { name: 'Pagos de cuotas anuales' });
    await expect(table.getByRole('row').nth(1)).toBeVisible();

    await page.getByRole('button', { name: 'Buscar empresa' }).click();
    const buscador = page.getByRole('dialog', { name: 'Buscador de Organizaciones' });
    await buscador.getByRole('textbox', { name: 'CIF' }).fill(company.cif);
    await buscador.getByRole('button', { name: 'Filtrar' }).click();
    await buscador.getByRole('button', { name: `Seleccionar: ${company.nombre}` }).click();
    await expect(buscador).toBeHidden();

    await expect(page).toHaveURL(new RegExp(`org_id=${orgId}`));
    await expect(page.getByTestId('empresa-filtrada')).toHaveText(company.nombre);
    await expect(table.getByRole('row')).toHaveCount(2);
    await expect(table.getByRole('row').nth(1)).toContainText(company.cif);
    await expect(table.getByRole('row').nth(1)).toContainText('123,45 €');
    await expect(page.getByTestId('totales')).toContainText('Total: 123,45 €');
  });
});
