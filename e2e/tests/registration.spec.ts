// Drives the registration screens as a person does: CompanyRegistrationModal with its Section
// groups, AddressFields (postal-code lookup), NoticeCheckbox (terms, data protection) and
// AccreditationStep (ISO 14001 / EMAS), FormParts (showAccountConflicts: a registered CIF on the first
// submit), and ConsultantRegistrationModal.
import { expect, test, type Page } from '@playwright/test';
import { account, signInWith } from './support';
import { PDF, lastMailTo, newCif, newDni } from './accounts-support';

const PASSWORD = 'Registro-2026';
/** The server's message, which the success modal shows (spec part 1 §8). */
const REGISTERED = 'El registro se ha realizado correctamente. Ya puede iniciar sesión.';

async function openCompanyRegistration(page: Page) {
  await page.goto('/login');
  await page.getByRole('button', { name: 'Registrarme' }).click();
  const dialog = page.getByRole('dialog', { name: 'Registro de empresa' });
  await expect(dialog.getByRole('option', { name: 'Asociación' })).toBeAttached();
  return dialog;
}

async function acceptNotice(page: Page, checkbox: RegExp, title: string) {
  await page.getByRole('checkbox', { name: checkbox }).click({ force: true });
  await page.getByRole('dialog', { name: title }).getByRole('button', { name: 'Aceptar' }).click();
  await expect(page.getByRole('dialog', { name: title })).toBeHidden();
}

/** Fills step 0 with a valid company; a DNI/NIE tax id switches to person mode. */
async function fillCompany(page: Page, taxId: string, person = false) {
  const dialog = page.getByRole('dialog', { name: 'Registro de empresa' });
  const group = (name: string) => dialog.getByRole('group', { name, exact: true });
  await dialog.getByRole('textbox', { name: /^CIF/ }).fill(taxId);
  if (person) {
    await group('Empresa').getByRole('textbox', { name: /^Nombre/ }).fill('Pere');
    await group('Empresa').getByRole('textbox', { name: /^Apellidos/ }).fill('Soler Vidal');
  } else {
    await dialog.getByRole('textbox', { name: /^Razón social/ }).fill('Cerámicas del Penedès, S.L.');
  }
  await group('Dirección').getByRole('textbox', { name: /^Dirección/ }).fill('Carrer Major 10');
  await dialog.getByRole('textbox', { name: /^Código postal/ }).fill('08001');
  await expect(dialog.getByRole('combobox', { name: /^Población/ })).toHaveValue('Barcelona');
  await expect(dialog.getByRole('textbox', { name: /^Provincia/ })).toHaveValue('Barcelona');
  await group('Contacto').getByRole('textbox', { name: /^Correo electrónico/ }).fill(`info.${taxId.toLowerCase()}@example.org`);
  await group('Contacto').getByRole('textbox', { name: /^Teléfono/ }).fill('931234567');
  await group('Persona de contacto').getByRole('textbox', { name: /^Nombre/ }).fill('Marta Puig');
  await group('Persona de contacto').getByRole('textbox', { name: /^Cargo/ }).fill('Gerente');
  await group('Persona de contacto').getByRole('textbox', { name: /^Teléfono/ }).fill('600111222');
  await group('Persona de contacto').getByRole('textbox', { name: /^Correo electrónico/ }).fill('marta@example.org');
  await group('Contacto de facturación').getByRole('textbox', { name: /^Nombre/ }).fill('Jordi Vila');
  await group('Contacto de facturación').getByRole('textbox', { name: /^Correo electrónico/ }).fill('factures@example.org');
  await group('Contacto de facturación').getByRole('textbox', { name: /^Teléfono/ }).fill('931234568');
  await dialog.getByRole('combobox', { name: /^Tipo de empresa/ }).selectOption({ label: 'Empresa' });
  await dialog.getByRole('radiogroup', { name: 'Tamaño de empresa' }).getByRole('radio').first().check();
  await dialog.getByLabel(/^Contraseña/, { exact: false }).first().fill(PASSWORD);
  await dialog.getByLabel(/^Repita la contraseña/).fill(PASSWORD);
  await dialog.getByRole('checkbox', { name: /veracidad/ }).click({ force: true });
  await acceptNotice(page, /términos y condiciones/, 'Términos y condiciones');
  await acceptNotice(page, /protección de datos/, 'Protección de datos');
}

test.describe('company registration', () => {
  test('a business registers with its ISO 14001 document, gets the registration e-mail, then signs in', async ({ page, baseURL }) => {
    const cif = newCif();
    const dialog = await openCompanyRegistration(page);
    await fillCompany(page, cif);
    await dialog.getByRole('button', { name: 'Siguiente' }).click();
    await expect(dialog.getByRole('checkbox', { name: /ISO 14001/ })).toBeAttached();
    await dialog.getByRole('checkbox', { name: /ISO 14001/ }).click({ force: true });
    await dialog.getByRole('button', { name: 'Finalizar' }).click();
    await expect(dialog.getByText('Es necesario adjuntar el documento acreditativo')).toBeVisible();
    await dialog.getByLabel(/^Certificado ISO 14001/).setInputFiles(PDF);
    await dialog.getByRole('button', { name: 'Finalizar' }).click();
    await expect(page.getByText(REGISTERED)).toBeVisible();
    await page.keyboard.press('Escape');
    // The confirmation (template registro_cuenta): the user it signs in with and the sign-in page.
    const mail = await lastMailTo(baseURL ?? '', `info.${cif.toLowerCase()}@example.org`, 'registro');
    expect(mail).toContain(`con el usuario ${cif}`);
    expect(mail).toMatch(/https?:\/\/[^\s"<>]+\/login/);

    await signInWith(page, 'organizacion', cif, PASSWORD);
    await expect(page.getByTestId('area-name')).toHaveText('Área Empresa');
    // A new company owes its first fee: it is asked how to pay first.
    await expect(page.getByRole('dialog', { name: 'Pago de la cuota anual' })).toBeVisible();
  });

  test('a person (DNI) registers without documents, then signs in', async ({ page }) => {
    const dni = newDni();
    const dialog = await openCompanyRegistration(page);
    await dialog.getByRole('textbox', { name: /^CIF/ }).fill(dni);
    await expect(dialog.getByRole('textbox', { name: /^Razón social/ })).toHaveCount(0);
    await fillCompany(page, dni, true);
    await dialog.getByRole('button', { name: 'Siguiente' }).click();
    await dialog.getByRole('button', { name: 'Finalizar' }).click();
    await expect(page.getByText(REGISTERED)).toBeVisible();
    await page.keyboard.press('Escape');

    await signInWith(page, 'organizacion', dni, PASSWORD);
    await expect(page.getByTestId('area-name')).toHaveText('Área Empresa');
    await expect(page.getByRole('dialog', { name: 'Pago de la cuota anual' })).toBeVisible();
  });

  test('closed at the accreditation step, the company is told its account exists and can sign in', async ({ page }) => {
    const cif = newCif();
    const dialog = await openCompanyRegistration(page);
    await fillCompany(page, cif);
    await dialog.getByRole('button', { name: 'Siguiente' }).click();
    await expect(dialog.getByRole('checkbox', { name: /ISO 14001/ })).toBeAttached();
    await dialog.getByRole('button', { name: 'Cerrar' }).click();
    const notice = page.getByRole('dialog', { name: 'Operación realizada' });
    await expect(notice).toContainText('La cuenta de la empresa ya está creada y puede iniciar sesión ahora.');
    await expect(notice).toContainText('desde Mis datos');
    await notice.getByRole('button', { name: 'Aceptar' }).click();

    await signInWith(page, 'organizacion', cif, PASSWORD);
    await expect(page.getByTestId('area-name')).toHaveText('Área Empresa');
    // A new company owes its first fee: it is asked how to pay first.
    await expect(page.getByRole('dialog', { name: 'Pago de la cuota anual' })).toBeVisible();
  });

  test('required messages show, and a CIF already registered is refused under its field', async ({ page }) => {
    const dialog = await openCompanyRegistration(page);
    await dialog.getByRole('button', { name: 'Siguiente' }).click();
    await expect(dialog.getByText('El documento es obligatorio.')).toBeVisible();
    await expect(dialog.getByText('Ha de aceptar la veracidad de los datos')).toBeVisible();
    await expect(dialog.getByText('Ha de aceptar los términos y condiciones')).toBeVisible();
    await expect(dialog.getByText('Ha de aceptar la protección de datos')).toBeVisible();

    // A registered CIF is said on the first submit, beside the other errors.
    await dialog.getByRole('textbox', { name: /^CIF/ }).fill(account('organizacion', 5).usuario);
    await dialog.getByRole('button', { name: 'Siguiente' }).click();
    await expect(dialog.getByText('El documento ya está registrado.')).toBeVisible();
    await expect(dialog.getByText('Ha de aceptar la veracidad de los datos')).toBeVisible();

    await fillCompany(page, account('organizacion', 5).usuario);
    await dialog.getByRole('button', { name: 'Siguiente' }).click();
    await expect(dialog.getByText('El documento ya está registrado.')).toBeVisible();
    await expect(dialog.getByRole('textbox', { name: /^CIF/ })).toHaveAttribute('aria-invalid', 'true');
  });
});

test.describe('consultant registration', () => {
  async function fillConsultant(page: Page, nif: string, spain: boolean) {
    await page.goto('/login');
    await page.getByRole('tab', { name: 'Consultor' }).click();
    await page.getByRole('button', { name: 'Registrarme' }).click();
    const dialog = page.getByRole('dialog', { name: 'Registro de consultor' });
    await dialog.getByRole('textbox', { name: /^NIF/ }).fill(nif);
    await dialog.getByRole('textbox', { name: /^Nombre/ }).fill('Núria');
    await dialog.getByRole('textbox', { name: /^Apellidos/ }).fill('Camps Riera');
    await dialog.getByRole('textbox', { name: /^Teléfono móvil/ }).fill('600222333');
    await dialog.getByRole('textbox', { name: /^Correo electrónico/ }).fill(`${nif.toLowerCase()}@example.org`);
    await dialog.getByRole('textbox', { name: /^Dirección/ }).fill('Plaça de la Vila 3');
    if (spain) {
      await dialog.getByRole('textbox', { name: /^Código postal/ }).fill('17001');
      await expect(dialog.getByRole('combobox', { name: /^Población/ })).toHaveValue('Girona');
    } else {
      await dialog.getByRole('combobox', { name: /^País/ }).selectOption({ label: 'Francia' });
      await dialog.getByRole('textbox', { name: /^Región/ }).fill('Occitanie');
      await dialog.getByRole('textbox', { name: /^Ciudad/ }).fill('Perpignan');
    }
    await dialog.getByLabel(/^Contraseña/).first().fill(PASSWORD);
    await dialog.getByLabel(/^Repita la contraseña/).fill(PASSWORD);
    await dialog.getByRole('checkbox', { name: /protección de datos/ }).click({ force: true });
    await page.getByRole('dialog', { name: 'Protección de datos' }).getByRole('button', { name: 'Aceptar' }).click();
    await dialog.getByRole('button', { name: /Registrarme|Enviar|Registrar/ }).last().click();
    await expect(page.getByText(REGISTERED)).toBeVisible();
    await page.keyboard.press('Escape');
  }

  test('with a Spanish postal code, then signs in', async ({ page }) => {
    const nif = newDni();
    await fillConsultant(page, nif, true);
    await signInWith(page, 'consultor', nif, PASSWORD);
    await expect(page.getByTestId('area-name')).toHaveText('Área Consultor');
  });

  test('with a foreign address, then signs in', async ({ page }) => {
    const nif = newDni();
    await fillConsultant(page, nif, false);
    await signInWith(page, 'consultor', nif, PASSWORD);
    await expect(page.getByTestId('area-name')).toHaveText('Área Consultor');
  });
});
