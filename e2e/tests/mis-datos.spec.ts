// A company's own data (/mis-datos, spec part 2 §2.3, part 1 §3, §5) against the real API and database:
// the company edits its contact data (its CIF and name read-only), attaches its ISO 14001 certificate
// after registering, and downloads it again: the same bytes, under the server's name. The company is
// registered through the API for the test.
import fs from 'node:fs';
import { expect, test } from '@playwright/test';
import { PDF } from './accounts-support';
import { payCurrentFeeByApi, registerCompanyByApi, saw } from './empresa-support';
import { sideMenu, signInWith } from './support';

test.describe("a company's own data", () => {
  test.setTimeout(120_000);

  test('a company edits its data, attaches its ISO 14001 certificate and downloads it again', async ({ page, request }) => {
    const company = await registerCompanyByApi(request, 'Dades');
    await payCurrentFeeByApi(request, company.cif);
    await signInWith(page, 'organizacion', company.cif, company.password);
    await expect(page.getByTestId('area-name')).toHaveText('Área Empresa');
    await sideMenu(page).getByRole('link', { name: 'Mis datos', exact: true }).click();
    await expect(page).toHaveURL(/\/mis-datos$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Mis datos' })).toBeVisible();

    const form = page.getByRole('form', { name: 'Datos de la empresa' });
    const group = (name: string) => form.getByRole('group', { name, exact: true });
    await expect(group('Datos de la empresa').getByRole('textbox', { name: 'CIF' })).toHaveValue(company.cif);
    await expect(group('Datos de la empresa').getByRole('textbox', { name: 'CIF' })).not.toBeEditable();
    await expect(group('Datos de la empresa').getByRole('textbox', { name: 'Razón social' })).toHaveValue(company.nombre);
    await expect(group('Datos de la empresa').getByRole('textbox', { name: 'Razón social' })).not.toBeEditable();

    // Its contact person and web; ISO 14001 ticked without its PDF first.
    await group('Persona de contacto').getByRole('textbox', { name: /^Cargo/ }).fill('Directora general');
    await group('Contacto').getByRole('textbox', { name: /^Página web/ }).fill('https://www.example.org');
    const sgm = group('Sistemas de gestión medioambiental');
    await sgm.getByRole('checkbox', { name: 'Dispone de certificado ISO 14001' }).check({ force: true });
    await page.getByRole('button', { name: 'Guardar' }).click();
    await expect(sgm.getByText('Es necesario adjuntar el documento acreditativo')).toBeVisible();

    await sgm.getByLabel(/^Certificado ISO 14001 \(PDF\)/).setInputFiles(PDF);
    await page.getByRole('button', { name: 'Guardar' }).click();
    await saw(page, 'Los datos han sido guardados correctamente');
    await expect(sgm.getByRole('button', { name: 'Descargar el documento ISO 14001' })).toBeVisible();

    // Read back after a reload.
    await page.reload();
    await expect(group('Persona de contacto').getByRole('textbox', { name: /^Cargo/ })).toHaveValue('Directora general');
    await expect(group('Contacto').getByRole('textbox', { name: /^Página web/ })).toHaveValue('https://www.example.org');

    // The certificate, downloaded: the bytes sent, named after the day, the CIF and the document.
    const [file] = await Promise.all([page.waitForEvent('download'), sgm.getByRole('button', { name: 'Descargar el documento ISO 14001' }).click()]);
    expect(file.suggestedFilename()).toMatch(new RegExp(`^\\d{4}-\\d{2}-\\d{2}_${company.cif}_ISO14001\\.pdf$`));
    expect(fs.readFileSync(await file.path())).toEqual(PDF.buffer);
  });
});
