// Keyboard only (issue 37, item 8): flows done with Tab, Shift+Tab, arrows, Enter, Space and Escape, no
// mouse, each focused control showing its focus (WCAG 2.1.1, 2.4.7), and a modal giving the focus back
// to what opened it when it closes (2.4.3). The flows: the sign-in and the password recovery modal; a
// company registration (its notices' modals, the postal-code lookup); an administrator's company list
// filtered, sorted, paged and exported; a modal form sent with an error ('Nueva tarifa', left with
// Escape: nothing saved); a DAPcon created (for the demo association whose declarations nothing reads
// whole); and the payment wizard by transfer (a company registered for the test).
// Controls are reached with Tab or Shift+Tab, never clicked, filled or focused by the test.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { account, areaName, DEMO, type DemoAccount } from './support';
import { newCif } from './accounts-support';
import { registerCompanyByApi } from './empresa-support';

/** Presses Tab until `target` has the focus (at most `max` times), as a keyboard user would move to it. */
async function tabTo(page: Page, target: Locator, max = 40): Promise<void> {
  for (let i = 0; i < max; i += 1) {
    if (await target.evaluate((el) => el === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  await expect(target, `not reached with ${max} presses of Tab`).toBeFocused();
}

/**
 * The focused control shows it: `:focus-visible` matches and an outline or a ring is drawn, on the control
 * itself or, for a visually hidden native input (a checkbox's, a radio's, a file picker's), on what stands
 * for it on screen: the element its widget marks `data-focus-visible`, or the styled sibling after it.
 */
async function expectVisibleFocus(target: Locator): Promise<void> {
  await expect(target).toBeFocused();
  const shown = await target.evaluate((el) => {
    const drawn = (node: Element) => {
      const style = getComputedStyle(node);
      const outline = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0;
      return outline || style.boxShadow !== 'none';
    };
    if (!el.matches(':focus-visible')) return false;
    const box = el.getBoundingClientRect();
    if (box.width > 2 && box.height > 2) return drawn(el);
    const widget = el.closest('label, [data-part="root"]') ?? el.parentElement;
    const standIns = [...(widget?.querySelectorAll('[data-focus-visible]') ?? []), ...(el.nextElementSibling ? [el.nextElementSibling] : [])];
    return standIns.some((node) => {
      const r = node.getBoundingClientRect();
      return r.width > 2 && r.height > 2 && drawn(node);
    });
  });
  expect(shown, 'the focus is not shown').toBe(true);
}

/** Tabs to a field, checks that it shows its focus, and types into it. */
async function typeInto(page: Page, field: Locator, text: string, max = 40): Promise<void> {
  await tabTo(page, field, max);
  await expectVisibleFocus(field);
  await page.keyboard.type(text);
}

/** Whether the focus is inside `box` now. */
function focusInside(box: Locator): Promise<boolean> {
  return box.evaluate((el) => el.contains(document.activeElement));
}

/** Presses Shift+Tab until `target` has the focus (at most `max` times). */
async function shiftTabTo(page: Page, target: Locator, max = 40): Promise<void> {
  for (let i = 0; i < max; i += 1) {
    if (await target.evaluate((el) => el === document.activeElement)) return;
    await page.keyboard.press('Shift+Tab');
  }
  await expect(target, `not reached with ${max} presses of Shift+Tab`).toBeFocused();
}

/** Tabs to a control, checks that it shows its focus, and presses `key` on it (Enter by default). */
async function press(page: Page, control: Locator, key = 'Enter', max = 40): Promise<void> {
  await tabTo(page, control, max);
  await expectVisibleFocus(control);
  await page.keyboard.press(key);
}

/** Signs in with the keyboard alone (the administrators' page, or the Empresa tab), and waits for the home. */
async function signInByKeyboard(page: Page, a: Pick<DemoAccount, 'modulo_app' | 'perfil' | 'usuario' | 'password'>, { home = true } = {}): Promise<void> {
  const admin = a.modulo_app === 'administrador';
  await page.goto(admin ? '/login?role=admin' : '/login');
  const label = admin ? 'NIF' : 'CIF';
  const form = page.getByRole('form', { name: label });
  await typeInto(page, form.getByLabel(label), a.usuario);
  await typeInto(page, form.getByLabel(/^Contraseña/), a.password, 3);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/$/);
  if (home) await expect(page.getByTestId('area-name')).toHaveText(areaName(a as DemoAccount));
}

/**
 * The field's error is announced: its text is in what the field's `aria-describedby` names, inside an
 * `aria-live` region.
 */
async function expectAnnouncedError(field: Locator, text: string): Promise<void> {
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await expect(field).toHaveAccessibleDescription(new RegExp(text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
  const live = await field.evaluate((el, wanted) => {
    const ids = (el.getAttribute('aria-describedby') ?? '').split(/\s+/).filter(Boolean);
    return ids.some((id) => {
      const node = document.getElementById(id);
      const region = node?.closest('[aria-live]');
      return !!node?.textContent?.includes(wanted) && !!region && region.getAttribute('aria-live') !== 'off';
    });
  }, text);
  expect(live, `'${text}' is not in a live region the field names`).toBe(true);
}

test.describe('keyboard only', () => {
  test('a company signs in with the keyboard alone, every control showing its focus', async ({ page }) => {
    const empresa = account('organizacion', 5);
    await page.goto('/login');
    const form = page.getByRole('form', { name: 'CIF' });
    const cif = form.getByLabel('CIF');
    await tabTo(page, cif);
    await expectVisibleFocus(cif);
    await page.keyboard.type(empresa.usuario);
    const password = form.getByLabel(/^Contraseña/);
    await tabTo(page, password, 3);
    await expectVisibleFocus(password);
    await page.keyboard.type(empresa.password);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByTestId('area-name')).toHaveText(areaName(empresa));
  });

  test("the password recovery modal opens with Enter, is left with Escape, and gives the focus back to its button", async ({ page }) => {
    await page.goto('/login');
    const olvido = page.getByRole('button', { name: '¿Ha olvidado su contraseña?' });
    await tabTo(page, olvido);
    await expectVisibleFocus(olvido);
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Recuperar contraseña' });
    await expect(dialog).toBeVisible();
    // The focus is inside the modal, and Tab keeps it there.
    await expect.poll(() => focusInside(dialog)).toBe(true);
    for (let i = 0; i < 8; i += 1) {
      await page.keyboard.press('Tab');
      expect(await focusInside(dialog), `Tab ${i + 1} left the modal`).toBe(true);
    }
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(olvido).toBeFocused();
  });

  test('a company registers with the keyboard alone: the notices answered, the postal code looked up, the success said', async ({ page }) => {
    const cif = newCif();
    const password = 'Registro-2026';
    await page.goto('/login');
    const registrarme = page.getByRole('button', { name: 'Registrarme' });
    await tabTo(page, registrarme);
    await expectVisibleFocus(registrarme);
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Registro de empresa' });
    await expect(dialog.getByRole('option', { name: 'Asociación' })).toBeAttached();
    const group = (name: string) => dialog.getByRole('group', { name, exact: true });

    await typeInto(page, dialog.getByRole('textbox', { name: /^CIF/ }), cif);
    await typeInto(page, dialog.getByRole('textbox', { name: /^Razón social/ }), 'Cerámicas Teclado, S.L.');
    await typeInto(page, group('Dirección').getByRole('textbox', { name: /^Dirección/ }), 'Carrer Major 10');
    // The postal code fills the town and the province in.
    await typeInto(page, dialog.getByRole('textbox', { name: /^Código postal/ }), '08001');
    await expect(dialog.getByRole('combobox', { name: /^Población/ })).toHaveValue('Barcelona');
    await expect(dialog.getByRole('textbox', { name: /^Provincia/ })).toHaveValue('Barcelona');
    await typeInto(page, group('Contacto').getByRole('textbox', { name: /^Correo electrónico/ }), `info.${cif.toLowerCase()}@example.org`);
    await typeInto(page, group('Contacto').getByRole('textbox', { name: /^Teléfono/ }), '931234567');
    await typeInto(page, group('Persona de contacto').getByRole('textbox', { name: /^Nombre/ }), 'Marta Puig');
    await typeInto(page, group('Persona de contacto').getByRole('textbox', { name: /^Cargo/ }), 'Gerente');
    await typeInto(page, group('Persona de contacto').getByRole('textbox', { name: /^Teléfono/ }), '600111222');
    await typeInto(page, group('Persona de contacto').getByRole('textbox', { name: /^Correo electrónico/ }), 'marta@example.org');
    await typeInto(page, group('Contacto de facturación').getByRole('textbox', { name: /^Nombre/ }), 'Jordi Vila');
    await typeInto(page, group('Contacto de facturación').getByRole('textbox', { name: /^Correo electrónico/ }), 'factures@example.org');
    await typeInto(page, group('Contacto de facturación').getByRole('textbox', { name: /^Teléfono/ }), '931234568');
    // A native select: typing the option's first letters picks it.
    const tipo = dialog.getByRole('combobox', { name: /^Tipo de empresa/ });
    await typeInto(page, tipo, 'Empresa');
    await expect(tipo.locator('option:checked')).toHaveText('Empresa');
    // The size: Tab into the radio group, Space checks the radio focused.
    const size = dialog.getByRole('radiogroup', { name: 'Tamaño de empresa' }).getByRole('radio').first();
    await tabTo(page, size, 3);
    await expectVisibleFocus(size);
    await page.keyboard.press('Space');
    await expect(size).toBeChecked();
    await typeInto(page, dialog.getByLabel(/^Contraseña/).first(), password);
    await typeInto(page, dialog.getByLabel(/^Repita la contraseña/), password);

    const veracidad = dialog.getByRole('checkbox', { name: /veracidad/ });
    await tabTo(page, veracidad);
    await expectVisibleFocus(veracidad);
    await page.keyboard.press('Space');
    await expect(veracidad).toBeChecked();
    // Each notice: Space opens it, Tab to 'Aceptar' and Enter accept it, and the focus comes back to its checkbox.
    for (const [name, title] of [[/términos y condiciones/, 'Términos y condiciones'], [/protección de datos/, 'Protección de datos']] as const) {
      const checkbox = dialog.getByRole('checkbox', { name });
      await tabTo(page, checkbox, 3);
      await expectVisibleFocus(checkbox);
      await page.keyboard.press('Space');
      const notice = page.getByRole('dialog', { name: title });
      await expect(notice).toBeVisible();
      await expect.poll(() => focusInside(notice)).toBe(true);
      const accept = notice.getByRole('button', { name: 'Aceptar' });
      await tabTo(page, accept, 5);
      await expectVisibleFocus(accept);
      await page.keyboard.press('Enter');
      await expect(notice).toBeHidden();
      await expect(checkbox).toBeChecked();
      await expect(checkbox).toBeFocused();
    }

    const siguiente = dialog.getByRole('button', { name: 'Siguiente' });
    await tabTo(page, siguiente, 5);
    await expectVisibleFocus(siguiente);
    await page.keyboard.press('Enter');
    // Step 2, the accreditation: nothing to attach for this company; 'Finalizar' sends it.
    await expect(dialog.getByRole('checkbox', { name: /ISO 14001/ })).toBeAttached();
    const finalizar = dialog.getByRole('button', { name: 'Finalizar' });
    await tabTo(page, finalizar);
    await expectVisibleFocus(finalizar);
    await page.keyboard.press('Enter');
    const done = page.getByRole('dialog', { name: 'Operación realizada' });
    await expect(done).toContainText('El registro se ha realizado correctamente. Ya puede iniciar sesión.');
    // Closed with Enter on 'Aceptar', the success gives the focus back to what opened the registration.
    await press(page, done.getByRole('button', { name: 'Aceptar' }), 'Enter', 5);
    await expect(done).toBeHidden();
    await expect(dialog).toBeHidden();
    await expect(registrarme).toBeFocused();
    await expectVisibleFocus(registrarme);
  });

  test('an administrator filters, sorts, pages and exports the company list with the keyboard alone', async ({ page }) => {
    await signInByKeyboard(page, account('administrador', 1));
    await press(page, page.getByRole('navigation', { name: 'Menú principal' }).getByRole('link', { name: 'Empresas', exact: true }));
    await expect(page.getByRole('heading', { level: 1, name: 'Empresas' })).toBeVisible();
    const table = page.getByRole('table', { name: 'Empresas' });
    await expect(table.locator('tbody tr').first()).toBeVisible();
    const cifs = () => table.locator('tbody tr').evaluateAll((rows) => rows.map((row) => (row.children[0] as HTMLElement).innerText.trim()));
    const names = () => table.locator('tbody tr').evaluateAll((rows) => rows.map((row) => (row.children[1] as HTMLElement).innerText.trim()));

    // A name typed, and Enter sends the filter form.
    await typeInto(page, page.getByRole('textbox', { name: 'Nombre' }), 'del');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/filter_name=del/);
    await expect.poll(async () => (await names()).every((name) => /del/i.test(name))).toBe(true);

    // Sorted by CIF with Enter on its header.
    const cifHeader = table.getByRole('button', { name: 'CIF' });
    await press(page, cifHeader);
    await expect(page).toHaveURL(/order_by=org_cif(\+|%20)asc/);
    await expect(table.getByRole('columnheader', { name: 'CIF' })).toHaveAttribute('aria-sort', 'ascending');
    await expect(cifHeader).toBeFocused();

    // Page 2 of the pagination with Enter (once the first page shows sorted: the header says so first).
    const sorted = (list: string[]) => list.length > 0 && list.every((cif, i) => i === 0 || list[i - 1]! <= cif);
    await expect.poll(async () => sorted(await cifs())).toBe(true);
    const firstPage = await cifs();
    await press(page, page.getByRole('button', { name: 'Página 2' }));
    await expect(page).toHaveURL(/page=2/);
    await expect(page.getByRole('button', { name: 'Página 2' })).toHaveAttribute('aria-current', 'page');
    // Sorted still, and after the first page's last CIF.
    await expect
      .poll(async () => {
        const shown = await cifs();
        return sorted(shown) && shown[0]! >= firstPage[firstPage.length - 1]!;
      })
      .toBe(true);
    await expect(page).toHaveURL(/filter_name=del/);

    // Back up to 'Descargar Excel' with Shift+Tab, and Enter downloads the list.
    const excel = page.getByRole('button', { name: 'Descargar Excel' });
    await shiftTabTo(page, excel, 60);
    await expectVisibleFocus(excel);
    const downloading = page.waitForEvent('download');
    await page.keyboard.press('Enter');
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^\d{4}-\d{2}-\d{2}_Empresas\.xlsx$/);
  });

  test("a modal form sent empty with Enter: the focus goes to the first invalid field, its error is announced, and Escape gives the focus back to 'Nueva tarifa'", async ({ page }) => {
    await signInByKeyboard(page, account('administrador', 1));
    await page.goto('/tarifas');
    await expect(page.getByRole('heading', { level: 1, name: 'Tarifas' })).toBeVisible();
    const nueva = page.getByRole('button', { name: 'Nueva tarifa' });
    await press(page, nueva);
    const modal = page.getByRole('dialog', { name: /^Nueva tarifa/ });
    const codigo = modal.getByRole('textbox', { name: /^Código interno/ });
    // The focus starts on the first field.
    await expect(codigo).toBeFocused();
    await expectVisibleFocus(codigo);

    // Sent empty with Enter on 'Guardar': the focus goes to the first invalid field, which says why.
    await press(page, modal.getByRole('button', { name: 'Guardar' }));
    await expect(codigo).toBeFocused();
    await expectVisibleFocus(codigo);
    await expectAnnouncedError(codigo, 'Ingrese un código');

    // Typed in, its error goes; Escape closes the modal and the focus is back on its button.
    await page.keyboard.type('kb_no_guardada');
    await expect(codigo).not.toHaveAttribute('aria-invalid', 'true');
    await page.keyboard.press('Escape');
    await expect(modal).toBeHidden();
    await expect(nueva).toBeFocused();
    await expectVisibleFocus(nueva);
  });

  test('a company creates a DAPcon with the keyboard alone and lands on its record', async ({ page }) => {
    // The demo association whose declarations nothing reads whole (dapcon-support.ts).
    const company = DEMO.find((a) => a.usuario === 'G17412768') as DemoAccount;
    await signInByKeyboard(page, company);
    await press(page, page.getByRole('navigation', { name: 'Menú principal' }).getByRole('link', { name: 'DAPcon', exact: true }));
    await expect(page.getByRole('heading', { level: 1, name: 'DAPcon' })).toBeVisible();
    const nueva = page.getByRole('button', { name: 'Nueva DAPcon' });
    await press(page, nueva);
    const dialog = page.getByRole('dialog', { name: 'Ficha de creación' });
    await expect(dialog).toBeVisible();
    await expect.poll(() => focusInside(dialog)).toBe(true);

    // The RCP: the first in force, with the arrow key.
    const rcp = dialog.getByRole('combobox', { name: /^RCP/ });
    await expect(rcp.locator('option')).not.toHaveCount(1);
    await tabTo(page, rcp, 5);
    await expectVisibleFocus(rcp);
    await page.keyboard.press('ArrowDown');
    await expect(rcp).not.toHaveValue('');
    const producto = `Panel de teclado e2e ${Date.now()}`;
    await typeInto(page, dialog.getByRole('textbox', { name: /^Nombre del producto/ }), producto, 5);
    await typeInto(page, dialog.getByRole('textbox', { name: /^NIF del Consultor ACV/ }), '47815236F', 5);
    const comprobar = dialog.getByRole('button', { name: 'Comprobar' });
    await press(page, comprobar, 'Enter', 3);
    await expect(dialog.getByText(/^El Consultor ACV es válido/)).toBeVisible();
    // Disabled while it checks, the button gets the focus back after (shared-ui's Button).
    await expect(comprobar).toBeFocused();
    // The verifier by typing the first letters of her name.
    const verificador = dialog.getByRole('combobox', { name: /^Verificador/ });
    await typeInto(page, verificador, 'Navarro Roca', 3);
    await expect(verificador).toHaveValue('39284756C');
    const veracidad = dialog.getByRole('checkbox', { name: /^Confirmo la veracidad/ });
    await press(page, veracidad, 'Space', 20);
    await expect(veracidad).toBeChecked();
    await press(page, dialog.getByRole('button', { name: 'Crear' }), 'Enter', 5);

    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(/\/dapcon\/\d+\/1$/);
    await expect(page.getByRole('heading', { level: 1, name: producto })).toBeVisible();
    await expect(page.getByTestId('dapcon-cabecera').getByTestId('estado')).toHaveText('Borrador');
  });

  test('a company that owes its fee goes through the payment modal by transfer with the keyboard alone, to its home', async ({ page, request }) => {
    const company = await registerCompanyByApi(request, 'Teclat');
    await signInByKeyboard(page, { modulo_app: 'organizacion', perfil: 5, usuario: company.cif, password: company.password }, { home: false });
    const modal = page.getByRole('dialog', { name: 'Pago de la cuota anual' });
    await expect(modal).toContainText(`La cuota anual de ${new Date().getFullYear()} está pendiente de pago.`);
    await expect.poll(() => focusInside(modal)).toBe(true);

    // The method: Enter on 'Transferencia Bancaria'.
    await press(page, modal.getByRole('button', { name: /^Transferencia Bancaria/ }));
    await expect(modal).toContainText('Paso 1 de 2');
    // The chosen button went away with the choice: the first step's content has the focus, and shows it.
    const paso1 = modal.getByRole('group', { name: 'Datos de facturación' });
    await expect(paso1).toBeFocused();
    await expectVisibleFocus(paso1);
    await press(page, modal.getByRole('button', { name: 'Siguiente' }));
    await expect(modal).toContainText('Paso 2 de 2');
    await expect(modal).toContainText(`${company.cif} Cuota ${new Date().getFullYear()}`);
    await press(page, modal.getByRole('button', { name: 'Confirmar' }));

    // The success message, closed with Enter on 'Aceptar', then the home.
    const done = page.getByRole('dialog', { name: 'Operación realizada' });
    await expect(done).toContainText('Transferencia registrada');
    await press(page, done.getByRole('button', { name: 'Aceptar' }), 'Enter', 5);
    await expect(done).toBeHidden();
    await expect(modal).toBeHidden();
    await expect(page.getByTestId('area-name')).toHaveText('Área Empresa');
    await expect(page.getByTestId('alerta-pago')).toContainText('pendiente de su transferencia');
  });
});
