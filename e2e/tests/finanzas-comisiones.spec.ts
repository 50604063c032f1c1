// Commissions (docs/finanzas.md 'Commissions'; spec part 2 §2.8, §2.11) against the real API and
// database: an administrator assigns an agent to a company from its 'Comisiones' tab, registers that
// company's fee, and sees the commission on the consultant's tab; and on the consultant's tab pays two
// commissions and downloads their Excel, checked by opening it. The companies are registered through
// the API for each test (small companies: a 450,00 € fee, 10 % for an alta: 45,00 €).
import ExcelJS from 'exceljs';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { account, signInHome } from './support';
import { registerCompanyByApi, saw } from './empresa-support';

const admin = account('administrador', 1);
/** The demo commission earner (api/seed/demo-accounts.json). */
const AGENTE = { nif: '47815236F', nombre: 'Martínez Soler, Laura' };
const ANYO = new Date().getFullYear();
const HOY = new Date().toISOString().slice(0, 10);

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

async function adminHeaders(request: APIRequestContext): Promise<Record<string, string>> {
  const res = await request.post('/api/auth/login', { data: { usuario: admin.usuario, password: admin.password, modulo_app: 'administrador' } });
  expect(res.status()).toBe(200);
  return { authorization: `Bearer ${((await res.json()) as { data: { token: string } }).data.token}` };
}

async function orgIdOf(request: APIRequestContext, headers: Record<string, string>, cif: string): Promise<number> {
  const res = await request.get(`/api/organizaciones?filter_cif=${cif}`, { headers });
  const id = ((await res.json()) as { data: { data: { org_id: number }[] } }).data.data[0]?.org_id;
  if (!id) throw new Error(`no company ${cif}`);
  return id;
}

/** A company with the demo agent for its alta, and its fee of this year paid: one commission of 45,00 €. */
async function companyWithCommission(request: APIRequestContext, headers: Record<string, string>, agenteId: number) {
  const company = await registerCompanyByApi(request, 'Comissio');
  const orgId = await orgIdOf(request, headers, company.cif);
  const rema = await request.patch(`/api/comisiones/cambiar_rema/${orgId}`, { headers, data: { comisionista_id: agenteId, tipo_comision: 'comision_alta_empresa', sincronizar: true } });
  expect(rema.status(), await rema.text()).toBe(200);
  const fee = await request.post('/api/cuotas/registro-pago', { headers, data: { cuotas: [{ org_id: orgId, year: ANYO, pagado: HOY }] } });
  expect(fee.status(), await fee.text()).toBe(201);
  return company;
}

/** The consultant's 'Comisiones' tab, unpaid first, 100 a page. */
async function openAgentTab(page: Page) {
  await page.goto(`/consultores/${AGENTE.nif}?tab=comisiones`);
  const panel = page.locator('[data-remote-panel="mf_finanzas/ConsultorComisiones"]');
  const table = panel.getByRole('table', { name: 'Comisiones del consultor' });
  await expect(table.getByRole('row').nth(1)).toBeVisible();
  await panel.getByRole('combobox', { name: 'Por página' }).selectOption('100');
  await expect(page).toHaveURL(/\/consultores\//);
  return { panel, table };
}

test.describe('commissions', () => {
  test.setTimeout(120_000);

  test("an administrator assigns an agent to a company, registers its fee and sees the commission on the consultant's tab", async ({ page, request }) => {
    const company = await registerCompanyByApi(request, 'Agent');
    await signInHome(page, admin);
    await page.goto(`/empresas/${company.cif}?tab=comisiones`);
    const panel = page.locator('[data-remote-panel="mf_finanzas/EmpresaComisiones"]');
    await expect(panel.getByText('No se ha definido ningún consultor')).toBeVisible();

    await panel.getByRole('button', { name: 'Definir Comisionista' }).click();
    const modal = page.getByRole('dialog', { name: 'Definir Comisionista' });
    await modal.getByRole('button', { name: 'Guardar' }).click();
    await expect(modal.getByText('Ingrese un Comisionista')).toBeVisible();
    await expect(modal.getByText('Ingrese un tipo de comisión')).toBeVisible();
    await modal.getByRole('combobox', { name: /^Comisionista/ }).selectOption({ label: `${AGENTE.nombre} (${AGENTE.nif})` });
    await modal.getByRole('combobox', { name: /^Tipo de comisión/ }).selectOption({ label: 'Alta de empresa' });
    await modal.getByRole('button', { name: 'Guardar' }).click();
    await saw(page, 'Comisionista definido correctamente');
    await expect(panel.getByText(AGENTE.nombre).first()).toBeVisible();
    await expect(panel.getByRole('link', { name: new RegExp(AGENTE.nombre) })).toHaveAttribute('href', `/consultores/${AGENTE.nif}`);

    // The company's fee, from its 'Pagos cuotas' tab: no amount, so its size's tariff (450,00 €).
    await page.goto(`/empresas/${company.cif}?tab=pagos_cuotas`);
    const cuotas = page.locator('[data-remote-panel="mf_finanzas/EmpresaPagosCuotas"]');
    await cuotas.getByRole('button', { name: 'Registrar pago' }).click();
    await page.getByRole('dialog', { name: 'Registrar pago de cuota' }).getByRole('button', { name: 'Registrar' }).click();
    await saw(page, 'Pago registrado correctamente');

    // On the company's tab: the commission, unpaid.
    await page.goto(`/empresas/${company.cif}?tab=comisiones`);
    const row = panel.getByRole('table', { name: 'Comisiones de la empresa' }).getByRole('row').filter({ hasText: 'Comisión por alta de empresa' });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText('450,00 €');
    await expect(row).toContainText('45,00 €');

    // On the consultant's tab, from the link.
    await panel.getByRole('link', { name: new RegExp(AGENTE.nombre) }).click();
    await expect(page).toHaveURL(new RegExp(`/consultores/${AGENTE.nif}`));
    await page.getByRole('tab', { name: 'Comisiones' }).click();
    const { table } = await openAgentTab(page);
    const mine = table.getByRole('row').filter({ hasText: company.nombre });
    await expect(mine).toHaveCount(1);
    await expect(mine).toContainText('45,00 €');
  });

  test("on the consultant's tab an administrator pays two commissions and downloads their Excel", async ({ page, request }) => {
    const headers = await adminHeaders(request);
    const agentes = await request.get('/api/consultores/obtener_listado?es_comisionista=true', { headers });
    const agenteId = ((await agentes.json()) as { data: { id: number; consultor_nif: string }[] }).data.find((c) => c.consultor_nif === AGENTE.nif)?.id ?? 0;
    const first = await companyWithCommission(request, headers, agenteId);
    const second = await companyWithCommission(request, headers, agenteId);

    await signInHome(page, admin);
    const { panel, table } = await openAgentTab(page);
    for (const company of [first, second]) {
      // Chakra's checkbox input is visually hidden under its drawn box: clicked as the box's click reaches it.
      const box = table.getByRole('checkbox', { name: new RegExp(`de ${escapeRegExp(company.nombre)} \\(${ANYO}\\)`) });
      await box.dispatchEvent('click');
      await expect(box).toBeChecked();
    }
    await expect(panel.getByTestId('total-seleccion')).toHaveText('Seleccionadas: 2 · 90,00 €');

    const downloading = page.waitForEvent('download');
    await panel.getByRole('button', { name: 'Generar Excel' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^\d{4}-\d{2}-\d{2}_Comisiones\.xlsx$/);
    const book = new ExcelJS.Workbook();
    await book.xlsx.readFile(await download.path());
    const sheet = book.worksheets[0];
    if (!sheet) throw new Error('the file has no sheet');
    const header = (sheet.getRow(1).values as unknown[]).slice(1);
    expect(header).toEqual(expect.arrayContaining(['Comisionista', 'Organización', 'Total comisión (€)']));
    const column = (name: string) => header.indexOf(name) + 1;
    const rows = [2, 3].map((n) => sheet.getRow(n));
    expect(sheet.rowCount).toBe(3);
    expect(rows.map((r) => r.getCell(column('Organización')).value).sort()).toEqual([first.nombre, second.nombre].sort());
    expect(rows.map((r) => r.getCell(column('Total comisión (€)')).value)).toEqual([45, 45]);
    expect(rows.map((r) => r.getCell(column('Comisionista')).value)).toEqual([AGENTE.nombre, AGENTE.nombre]);

    await panel.getByRole('button', { name: 'Pagar' }).click();
    const modal = page.getByRole('dialog', { name: 'Pagar comisiones' });
    await expect(modal).toContainText('Se pagarán las 2 comisiones no pagadas de la selección (90,00 €).');
    await modal.getByLabel(/^Fecha de pago/).fill(HOY);
    await modal.getByRole('textbox', { name: 'Observaciones' }).fill('Transferencia de noviembre');
    await modal.getByRole('button', { name: 'Pagar' }).click();
    await saw(page, 'Comisiones pagadas correctamente');
    await expect(panel.getByTestId('total-seleccion')).toHaveText('Seleccionadas: 0 · 0,00 €');
    const [dd, mm, yyyy] = [HOY.slice(8, 10), HOY.slice(5, 7), HOY.slice(0, 4)];
    for (const company of [first, second]) {
      await expect(table.getByRole('row').filter({ hasText: company.nombre })).toContainText(`${dd}/${mm}/${yyyy}`);
    }
  });
});
