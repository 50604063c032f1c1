// The bank remittance (docs/finanzas.md 'The bank remittance') against the real API and database: two
// companies registered for the test choose direct debit (their mandates signed); the administrator goes
// from /pagos to 'Remesas SEPA', generates a remittance, downloads its pain.008 file (checked by reading
// it), and marks it collected with one debit returned by the bank: the other fee is paid with its
// invoice, the returned one stays owed. The remittance also takes the demo's other direct debits.
import fs from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { account, signInHome } from './support';
import { chooseDirectDebitByApi, registerCompanyByApi, saw } from './empresa-support';

const admin = account('administrador', 1);
const ANYO = new Date().getFullYear();

test('an administrator generates a remittance, downloads its file, and marks it collected with one debit returned', async ({ page, request }) => {
  test.setTimeout(120_000);
  const cobrada = await registerCompanyByApi(request, 'Remesa');
  const devuelta = await registerCompanyByApi(request, 'Retorn');
  await chooseDirectDebitByApi(request, cobrada);
  await chooseDirectDebitByApi(request, devuelta, 'ES7921000813610123456789');

  // The fees as the API has them (the administrator's token, for the checks through the API).
  const login = await request.post('/api/auth/login', { data: { usuario: admin.usuario, password: admin.password, modulo_app: 'administrador' } });
  const headers = { authorization: `Bearer ${((await login.json()) as { data: { token: string } }).data.token}` };
  const orgId = async (cif: string) => {
    const orgs = await request.get(`/api/organizaciones?filter_cif=${cif}`, { headers });
    return ((await orgs.json()) as { data: { data: { org_id: number }[] } }).data.data[0]?.org_id;
  };
  const cuota = async (cif: string) => {
    const res = await request.get(`/api/cuotas/mostrar-pago/${await orgId(cif)}/${ANYO}`, { headers });
    return ((await res.json()) as { data: { pagado: string | null; metodo_pago: string | null; num_factura: string | null } }).data;
  };

  // /pagos, filtered to the company whose debit the bank will collect: its fee of this year is owed.
  await signInHome(page, admin);
  await page.goto(`/pagos?org_id=${await orgId(cobrada.cif)}`);
  const pagos = page.getByRole('table', { name: 'Pagos de cuotas anuales' });
  const filaPagos = pagos.getByRole('row').filter({ hasText: cobrada.cif }).filter({ hasText: String(ANYO) });
  await expect(filaPagos).toContainText('Pendiente');
  await page.getByRole('link', { name: 'Remesas SEPA' }).click();
  await expect(page).toHaveURL(/\/pagos\/remesas$/);
  await expect(page.getByRole('heading', { name: 'Remesas SEPA' })).toBeVisible();

  // Generating: what it would collect first, then the date (five days ahead by default).
  await page.getByRole('button', { name: 'Generar remesa' }).click();
  const generar = page.getByRole('dialog', { name: 'Generar remesa' });
  await expect(generar).toContainText(/\d+ cuotas domiciliadas · total [\d.]+,\d\d €/);
  await generar.getByRole('button', { name: 'Generar', exact: true }).click();

  const detalle = page.getByRole('dialog', { name: /^Remesa DAPCON-REM-\d{6}$/ });
  await expect(detalle.getByRole('status')).toHaveText('Remesa generada correctamente');
  const referencia = ((await detalle.getAttribute('aria-label')) ?? (await detalle.getByRole('heading').first().textContent()) ?? '').replace(/^Remesa /, '');
  const operaciones = detalle.getByRole('table', { name: 'Operaciones de la remesa' });
  await expect(operaciones).toContainText(cobrada.nombre);
  await expect(operaciones).toContainText(devuelta.nombre);

  // The file: a pain.008.001.02 document with both debits and the creditor.
  const downloading = page.waitForEvent('download');
  await detalle.getByRole('button', { name: 'Descargar XML' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^DAPCON-REM-\d{6}\.xml$/);
  const xml = await fs.readFile(await download.path(), 'utf8');
  expect(xml).toContain('xmlns="urn:iso:std:iso:20022:tech:xsd:pain.008.001.02"');
  expect(xml).toContain(`<MsgId>${download.suggestedFilename().replace('.xml', '')}</MsgId>`);
  expect(xml).toContain(`<Nm>${cobrada.nombre}</Nm>`);
  expect(xml).toContain('<IBAN>ES7921000813610123456789</IBAN>');
  expect(xml).toContain(`Cuota DAPcon ${ANYO} ${devuelta.cif}`);

  // The bank collected all but one.
  await detalle.getByRole('button', { name: 'Marcar como cobrada' }).click();
  await detalle.getByRole('checkbox', { name: `Devuelta: ${devuelta.nombre} (${ANYO})` }).dispatchEvent('click');
  await expect(detalle.getByRole('checkbox', { name: `Devuelta: ${devuelta.nombre} (${ANYO})` })).toBeChecked();
  await detalle.getByRole('button', { name: 'Registrar cobro' }).click();
  await saw(page, 'Remesa marcada como cobrada: pagos registrados');

  const fila = (nombre: string) => operaciones.getByRole('row').filter({ hasText: nombre });
  await expect(fila(cobrada.nombre)).toContainText(new RegExp(`F${ANYO}-\\d{4}`));
  await expect(fila(cobrada.nombre)).toContainText('Cobrada');
  await expect(fila(devuelta.nombre)).toContainText('Devuelta');
  await detalle.getByRole('button', { name: 'Cerrar' }).first().click();
  await expect(page.getByRole('row').filter({ hasText: referencia || 'DAPCON-REM-' }).first()).toContainText('Cobrada');

  // Back to /pagos in the same page (history, no reload): the write declared the fees stale (issue 34,
  // item 3), so the list, read before and cached, is read again and shows the fee paid.
  await page.goBack();
  await expect(page).toHaveURL(/\/pagos\?org_id=\d+$/);
  await expect(filaPagos).not.toContainText('Pendiente');
  await expect(filaPagos).toContainText(new RegExp(`F${ANYO}-\\d{4}`));

  // The fees as the API has them now: the collected one paid by direct debit, the returned one still owed.
  const pagada = await cuota(cobrada.cif);
  expect(pagada.metodo_pago).toBe('R');
  expect(pagada.pagado).not.toBeNull();
  expect(pagada.num_factura).toMatch(new RegExp(`^F${ANYO}-\\d{4}$`));
  expect(await cuota(devuelta.cif)).toMatchObject({ pagado: null, metodo_pago: 'R' });
});
