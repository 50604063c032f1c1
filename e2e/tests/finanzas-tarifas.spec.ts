// Tariffs and the bank data (docs/finanzas.md 'Tariffs and bank data'; spec part 2 §2.22) against the
// real API and database: an administrator edits a fee's price on /tarifas (the list shows it, and so
// does a reload), then the programme's bank data ('IBAN no válido' for a wrong account, then a right
// one saved). The fee is created through the API for the test, under its own code, so the prices the
// other specs charge stay as seeded; the bank data is put back afterwards.
import { expect, test, type APIRequestContext } from '@playwright/test';
import { account, signInHome } from './support';
import { saw } from './empresa-support';

const admin = account('administrador', 1);

async function adminToken(request: APIRequestContext): Promise<string> {
  const res = await request.post('/api/auth/login', { data: { usuario: admin.usuario, password: admin.password, modulo_app: 'administrador' } });
  expect(res.status()).toBe(200);
  return ((await res.json()) as { data: { token: string } }).data.token;
}

test.describe('tariffs and bank data', () => {
  test.setTimeout(120_000);

  test('an administrator edits a tariff and the bank data', async ({ page, request }) => {
    const token = await adminToken(request);
    const headers = { authorization: `Bearer ${token}` };
    const codigo = `e2e_${Date.now().toString(36)}`;
    const descripcion = `Renovación exprés ${codigo}`;
    const created = await request.post('/api/tarifas', {
      headers,
      data: { tipo: 'dapcon_renovacion', codigo, descripcion, codigo_contable: '705.2999', precio: '100', estado: true },
    });
    expect(created.status()).toBe(201);
    const banco = ((await (await request.get('/api/datos_bancario', { headers })).json()) as { data: { id: number; entidad: string; num_cuenta: string } }).data;

    try {
      await signInHome(page, admin);
      await page.goto('/tarifas?tipo=dapcon_renovacion');
      await expect(page.getByRole('heading', { level: 1, name: 'Tarifas' })).toBeVisible();
      await expect(page.getByRole('treeitem', { name: 'Renovación DAPcon' })).toHaveAttribute('aria-selected', 'true');
      const row = page.getByRole('row').filter({ hasText: descripcion });
      await expect(row).toContainText('100,00 €');

      await row.getByRole('button', { name: `Editar la tarifa ${descripcion}` }).click();
      const modal = page.getByRole('dialog', { name: 'Editar tarifa' });
      await expect(modal.getByRole('textbox', { name: /Código interno/ })).toHaveValue(codigo);
      await modal.getByRole('textbox', { name: /Precio/ }).fill('1.234,5');
      await modal.getByRole('button', { name: 'Guardar' }).click();
      await saw(page, 'La tarifa se ha guardado correctamente.');
      await expect(row).toContainText('1.234,50 €');
      await page.reload();
      await expect(page.getByRole('row').filter({ hasText: descripcion })).toContainText('1.234,50 €');

      await page.getByRole('button', { name: 'Datos bancarios' }).click();
      const datos = page.getByRole('dialog', { name: 'Datos bancarios' });
      const iban = datos.getByRole('textbox', { name: /N° de cuenta/ });
      await expect(iban).toHaveValue('ES91 2100 0418 4502 0005 1332');
      await iban.fill('ES91 2100 0418 4502 0005 1333');
      await datos.getByRole('textbox', { name: /Entidad/ }).focus();
      await expect(datos.getByText('IBAN no válido')).toBeVisible();
      await iban.fill('ES79 2100 0813 6101 2345 6789');
      await datos.getByRole('textbox', { name: /Entidad/ }).fill('Banco de pruebas');
      await expect(datos.getByText('IBAN no válido')).toBeHidden();
      await datos.getByRole('button', { name: 'Guardar' }).click();
      await saw(page, 'Los datos bancarios se han guardado correctamente.');
      const saved = ((await (await request.get('/api/mostrar_datos_bancarios', { headers })).json()) as { data: unknown }).data;
      expect(saved).toEqual({ nombre_entidad: 'Banco de pruebas', numero_cuenta: 'ES7921000813610123456789' });
    } finally {
      await request.patch(`/api/datos_bancario/${banco.id}`, { headers, data: { entidad: banco.entidad, num_cuenta: banco.num_cuenta } });
    }
  });
});
