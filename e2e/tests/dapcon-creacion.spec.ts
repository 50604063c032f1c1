// The creation of a DAPcon (spec part 2 §2.9, docs/dapcon-lifecycle.md step 2) against the real API and
// database: a company opens /dapcon, 'Nueva DAPcon', checks an unregistered consultant NIF (the spec's
// message) and the demo consultant's (valid), creates, and lands on the new record in borrador with its
// history; an administrator creates for a company picked with the 'Buscador de Organizaciones'.
// The company is the demo association G17412768, which no other spec signs in with or changes.
import { expect, test, type Page } from '@playwright/test';
import { account, DEMO, signInHome } from './support';

const company = DEMO.find((a) => a.usuario === 'G17412768') as (typeof DEMO)[number] & { org_nombre: string };
const admin = account('administrador', 1);
const CONSULTOR = '47815236F';
const VERIFICADOR = '39284756C';

/** Fills the modal's fields but the company, with a product name of its own. */
async function fill(page: Page, producto: string) {
  const dialog = page.getByRole('dialog', { name: 'Ficha de creación' });
  await dialog.getByRole('combobox', { name: /^RCP/ }).selectOption({ index: 1 });
  await dialog.getByRole('textbox', { name: /^Nombre del producto/ }).fill(producto);
  await dialog.getByRole('textbox', { name: /^NIF del Consultor ACV/ }).fill(CONSULTOR);
  await dialog.getByRole('combobox', { name: /^Verificador/ }).selectOption(VERIFICADOR);
  await dialog.getByRole('checkbox', { name: /^Confirmo la veracidad/ }).check({ force: true });
  return dialog;
}

/** The record page of the declaration just created: its product, state and history. */
async function expectNewRecord(page: Page, producto: string, empresa: string) {
  await expect(page).toHaveURL(/\/dapcon\/\d+\/1$/);
  await expect(page.getByRole('heading', { level: 1, name: producto })).toBeVisible();
  const head = page.getByTestId('dapcon-cabecera');
  await expect(head.getByTestId('estado')).toHaveText('Borrador');
  await expect(head).toContainText('Sin código hasta su publicación');
  await expect(head).toContainText(empresa);
  const history = page.getByTestId('historial-entrada');
  await expect(history).toHaveCount(1);
  await expect(history.first()).toContainText('Creación');
}

test.describe('creating a DAPcon', () => {
  test.setTimeout(120_000);

  test('a company checks the consultant, creates the declaration and lands on its record in borrador', async ({ page }) => {
    await signInHome(page, company);
    await page.goto('/dapcon');
    await page.getByRole('button', { name: 'Nueva DAPcon' }).click();
    const dialog = page.getByRole('dialog', { name: 'Ficha de creación' });
    await expect(dialog.getByRole('checkbox', { name: 'Español', exact: true })).toBeChecked();
    await expect(dialog.getByRole('checkbox', { name: 'Español', exact: true })).toBeDisabled();
    await expect(dialog.getByText('Empresa', { exact: true })).toHaveCount(0);

    const nif = dialog.getByRole('textbox', { name: /^NIF del Consultor ACV/ });
    await nif.fill('12345678Z');
    await dialog.getByRole('button', { name: 'Comprobar' }).click();
    await expect(dialog.getByText('Es necesario que el Consultor ACV este registrado para poder dar de alta el DAPcon')).toBeVisible();

    const producto = `Panel de madera e2e ${Date.now()}`;
    await fill(page, producto);
    await dialog.getByRole('button', { name: 'Comprobar' }).click();
    await expect(dialog.getByText(/^El Consultor ACV es válido/)).toBeVisible();

    await dialog.getByRole('button', { name: 'Crear' }).click();
    await expect(dialog).toBeHidden();
    await expectNewRecord(page, producto, `${company.org_nombre} (${company.usuario})`);
  });

  test('an administrator must pick the company, picks it with the Buscador and creates for it', async ({ page }) => {
    await signInHome(page, admin);
    await page.goto('/dapcon');
    await page.getByRole('button', { name: 'Nueva DAPcon' }).click();
    const producto = `Tablero aglomerado e2e ${Date.now()}`;
    const dialog = await fill(page, producto);
    await dialog.getByRole('button', { name: 'Crear' }).click();
    await expect(dialog.getByText('Seleccione la empresa de la DAPcon.')).toBeVisible();

    await dialog.getByRole('button', { name: 'Buscar empresa' }).click();
    const buscador = page.getByRole('dialog', { name: 'Buscador de Organizaciones' });
    await buscador.getByRole('textbox', { name: 'CIF' }).fill(company.usuario);
    await buscador.getByRole('button', { name: 'Filtrar' }).click();
    const pick = buscador.getByRole('button', { name: `Seleccionar: ${company.org_nombre}` });
    await expect(pick).toBeVisible({ timeout: 15_000 });
    await pick.click();
    await expect(buscador).toBeHidden();
    await expect(dialog.getByTestId('empresa-elegida')).toHaveText(`${company.org_nombre} (${company.usuario})`);

    await dialog.getByRole('button', { name: 'Crear' }).click();
    await expect(dialog).toBeHidden();
    await expectNewRecord(page, producto, `${company.org_nombre} (${company.usuario})`);
    // The administration reaches the company's page from the record.
    await expect(page.getByTestId('dapcon-cabecera').getByRole('link', { name: `${company.org_nombre} (${company.usuario})` })).toHaveAttribute('href', `/empresas/${company.usuario}`);
  });
});
