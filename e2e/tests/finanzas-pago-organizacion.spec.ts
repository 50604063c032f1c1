// The organisation payment flow (docs/finanzas.md 'The organisation payment flow'; spec part 2 §2.25)
// against the real API and database: a company that owes its fee signs in and must choose how to pay.
// One completes the direct debit (the account at step 1, an invalid IBAN first, then a valid one; it
// downloads the mandate printed with it, named yyyy-mm-dd_Mandato_SEPA_<CIF>.pdf, and uploads it signed)
// and reaches its home; another completes the transfer (the fee with 21 % VAT) and
// the administrator finds it on /pagos among the transfers awaited. Either way the home's payment alert
// then names the method chosen (for the transfer: the account, the amount and the concept, in ES and CA). The companies are registered
// through the API for each test (small companies: 450,00 € + 94,50 € VAT).
import fs from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { calendarDay } from '@dapcon/contract/core';
import { account, signInHome, signInWith } from './support';
import { registerCompanyByApi, saw } from './empresa-support';

const admin = account('administrador', 1);
const ANYO = new Date().getFullYear();
const SIGNED_PDF = { name: 'mandato-firmado.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\ntrailer << >>\n%%EOF\n') };

/** The forced payment modal, with the fee of this year. */
async function paymentModal(page: Page) {
  const modal = page.getByRole('dialog', { name: 'Pago de la cuota anual' });
  await expect(modal).toContainText(`La cuota anual de ${ANYO} está pendiente de pago.`);
  // Nothing closes it but a choice or 'Cerrar sesión'.
  await page.keyboard.press('Escape');
  await expect(modal).toBeVisible();
  return modal;
}

test.describe('the organisation payment flow', () => {
  test.setTimeout(120_000);

  test('a company with its fee owed pays by direct debit: the mandate downloaded and uploaded signed, an invalid IBAN first, then its home', async ({ page, browser, request }) => {
    const company = await registerCompanyByApi(request, 'Rebut');
    await signInWith(page, 'organizacion', company.cif, company.password);
    const modal = await paymentModal(page);
    // The top bar is under the modal: the language switch is in it too.
    await modal.getByRole('button', { name: 'CA', exact: true }).click();
    await expect(page.getByRole('dialog', { name: 'Pagament de la quota anual' })).toContainText('Domiciliació');
    await page.getByRole('dialog', { name: 'Pagament de la quota anual' }).getByRole('button', { name: 'ES', exact: true }).click();
    await modal.getByRole('button', { name: /^Domiciliación/ }).click();

    // 1. Billing data: the company and the fee, and the account: an invalid IBAN is cleared on leaving
    // the field; 'Siguiente' waits for a valid IBAN and holder (spec part 2 §2.25).
    await expect(modal).toContainText('Paso 1 de 3');
    await expect(modal).toContainText(company.nombre);
    await expect(modal).toContainText('450,00 €');
    const iban = modal.getByRole('textbox', { name: /^N° IBAN/ });
    const nif = modal.getByRole('textbox', { name: /^CIF\/NIF del titular/ });
    await expect(modal.getByRole('button', { name: 'Siguiente' })).toBeDisabled();
    await iban.fill('ES91 2100 0418 4502 0005 1333');
    await nif.focus();
    await expect(modal.getByText('IBAN no válido')).toBeVisible();
    await expect(iban).toHaveValue('');
    await expect(modal.getByRole('button', { name: 'Siguiente' })).toBeDisabled();
    await iban.fill('ES91 2100 0418 4502 0005 1332');
    await nif.fill(company.cif);
    await iban.focus();
    await expect(modal.getByText('IBAN no válido')).toHaveCount(0);
    await modal.getByRole('button', { name: 'Siguiente' }).click();

    // 2. The SEPA mandate: downloaded (a PDF named yyyy-mm-dd_Mandato_SEPA_<CIF>.pdf, part 1 §9), then uploaded signed.
    await expect(modal).toContainText('Paso 2 de 3');
    const downloading = page.waitForEvent('download');
    await modal.getByRole('button', { name: 'Descargar mandato SEPA' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe(`${calendarDay(new Date())}_Mandato_SEPA_${company.cif}.pdf`);
    expect((await fs.readFile(await download.path())).subarray(0, 5).toString()).toBe('%PDF-');
    await expect(modal.getByRole('button', { name: 'Siguiente' })).toBeDisabled();
    await modal.getByLabel(/^Mandato SEPA firmado/).setInputFiles(SIGNED_PDF);
    // Back and forth keeps what was typed and the file.
    await modal.getByRole('button', { name: 'Atrás' }).click();
    await expect(modal).toContainText('Paso 1 de 3');
    await expect(iban).toHaveValue(/ES91/);
    await modal.getByRole('button', { name: 'Siguiente' }).click();
    await modal.getByRole('button', { name: 'Siguiente' }).click();

    // 3. Payment: the account and what will be debited.
    await expect(modal).toContainText('Paso 3 de 3');
    await expect(modal.getByTestId('cuenta-domiciliacion')).toContainText('ES91 2100 0418 4502 0005 1332');
    await expect(modal.getByTestId('cuota')).toContainText('544,50 €');
    await modal.getByRole('button', { name: 'Finalizar' }).click();
    await saw(page, 'Domiciliación registrada correctamente');

    await expect(modal).toBeHidden();
    await expect(page.getByTestId('area-name')).toHaveText('Área Empresa');
    // The home says the direct debit is chosen and will be collected.
    await expect(page.getByTestId('alerta-pago')).toContainText(`Cuota anual ${ANYO}: domiciliación bancaria elegida`);
    await expect(page.getByTestId('alerta-pago')).toContainText('en la cuenta terminada en 1332');
    // Signed in again elsewhere, the company goes straight in: its payment is under way.
    const again = await browser.newContext();
    const other = await again.newPage();
    await signInWith(other, 'organizacion', company.cif, company.password);
    await expect(other.getByTestId('area-name')).toHaveText('Área Empresa');
    await expect(other.getByRole('dialog', { name: 'Pago de la cuota anual' })).toHaveCount(0);
    await again.close();
  });

  test('a company pays by transfer (21 % VAT) and the administrator sees it pending transfer on /pagos', async ({ page, browser, request }) => {
    const company = await registerCompanyByApi(request, 'Transf');
    await signInWith(page, 'organizacion', company.cif, company.password);
    const modal = await paymentModal(page);
    await modal.getByRole('button', { name: /^Transferencia Bancaria/ }).click();
    await expect(modal).toContainText('Paso 1 de 2');
    // Back at the first step returns to the choice.
    await modal.getByRole('button', { name: 'Atrás' }).click();
    await modal.getByRole('button', { name: /^Transferencia Bancaria/ }).click();
    await modal.getByRole('button', { name: 'Siguiente' }).click();

    await expect(modal).toContainText('Paso 2 de 2');
    await expect(modal).toContainText(/ES\d{2}( \d{4}){5}/);
    await expect(modal).toContainText('IVA (21 %)');
    await expect(modal).toContainText('94,50 €');
    await expect(modal).toContainText('544,50 €');
    await expect(modal).toContainText(`${company.cif} Cuota ${ANYO}`);
    await modal.getByRole('button', { name: 'Confirmar' }).click();
    await saw(page, 'Transferencia registrada');
    await expect(modal).toBeHidden();
    await expect(page.getByTestId('area-name')).toHaveText('Área Empresa');

    // The home's alert keeps the method and where to send the money, after the wizard is gone and on a new visit.
    const alerta = page.getByTestId('alerta-pago');
    await expect(alerta).toContainText(`Cuota anual ${ANYO}: pendiente de su transferencia`);
    const datos = alerta.getByTestId('datos-transferencia');
    await expect(datos.locator('[data-campo=iban]')).toHaveText(/^ES\d{2}( \d{4}){5}$/);
    await expect(datos.locator('[data-campo=importe]')).toHaveText('544,50 €');
    await expect(datos.locator('[data-campo=concepto]')).toHaveText(`${company.cif} Cuota ${ANYO}`);
    await page.reload();
    await expect(alerta.getByTestId('datos-transferencia').locator('[data-campo=concepto]')).toHaveText(`${company.cif} Cuota ${ANYO}`);
    // In Catalan, the concept too.
    await page.getByRole('banner').getByRole('button', { name: 'CA', exact: true }).click();
    await expect(alerta).toContainText(`Quota anual ${ANYO}: pendent de la vostra transferència`);
    await expect(datos.locator('[data-campo=concepto]')).toHaveText(`${company.cif} Quota ${ANYO}`);
    await expect(datos).toContainText('Import (IVA inclòs)');
    await page.getByRole('banner').getByRole('button', { name: 'ES', exact: true }).click();

    const adminContext = await browser.newContext();
    const adminPage = await adminContext.newPage();
    await signInHome(adminPage, admin);
    await adminPage.goto('/pagos?pendiente=true&metodo_pago=T');
    const row = adminPage.getByRole('table', { name: 'Pagos de cuotas anuales' }).getByRole('row').filter({ hasText: company.cif });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText('Pendiente');
    await expect(row).toContainText('Transferencia bancaria');
    await expect(row).toContainText('450,00 €');
    await adminContext.close();
  });
});
