// A company's history (the page's 'Historial' tab; issue 36) against the real API: the administrator
// changes a company's phone on its page and saves; the 'Historial' tab then shows the change, newest
// first, as a change made by the administrator with the phone old → new, above the company's creation
// (its registration). In Spanish and in Catalan.
// The company is registered through the API for the test, so no other spec's company changes.
import { expect, test } from '@playwright/test';
import { account, signInHome } from './support';
import { registerCompanyByApi } from './empresa-support';

const admin = account('administrador', 1);

const TEXTS = {
  es: { guardar: 'Guardar', hecho: 'Operación realizada', guardado: 'Los datos han sido guardados correctamente', aceptar: 'Aceptar', modificacion: 'Modificación', creacion: 'Creación', empresa: 'Empresa', telefono: 'Teléfono' },
  ca: { guardar: 'Desar', hecho: 'Operació realitzada', guardado: "Les dades s'han desat correctament", aceptar: 'Acceptar', modificacion: 'Modificació', creacion: 'Creació', empresa: 'Empresa', telefono: 'Telèfon' },
} as const;

for (const lang of ['es', 'ca'] as const) {
  test(`the administrator changes a company's phone and sees it in its 'Historial', old → new (${lang})`, async ({ page, request }) => {
    test.setTimeout(150_000);
    const t = TEXTS[lang];
    const company = await registerCompanyByApi(request, lang === 'es' ? 'Historial' : 'Historic');
    await signInHome(page, admin);
    if (lang === 'ca') {
      await page.getByRole('button', { name: 'CA', exact: true }).first().click();
      await expect(page.getByTestId('area-name')).toHaveText('Àrea Administració');
    }
    await page.goto(`/empresas/${company.cif}`);
    await expect(page.getByRole('heading', { level: 1, name: company.nombre })).toBeVisible();

    // The phone, by its field's name (the same in both languages): the registration's, then a new one.
    const telefono = page.locator('input[name="org_telefono"]');
    await expect(telefono).toHaveValue('931234567');
    await telefono.fill('937 445 566');
    await page.getByRole('button', { name: t.guardar, exact: true }).click();
    const dialog = page.getByRole('dialog', { name: t.hecho });
    await expect(dialog).toContainText(t.guardado);
    await dialog.getByRole('button', { name: t.aceptar }).click();
    await expect(dialog).toBeHidden();

    await page.getByRole('tab', { name: 'Historial' }).click();
    await expect(page).toHaveURL(/[?&]tab=historial/);
    const table = page.getByRole('table', { name: 'Historial' });
    // The save's change (the registration's entry, below it, shows the phone first set: '(vacío) → 931234567').
    const telefonoCambiado = () => page.getByTestId('historial-cambio').filter({ hasText: '931234567 → 937 445 566' });
    const cambio = table.getByTestId('historial-cambio').filter({ hasText: '931234567 → 937 445 566' });
    // The entry is written just after the save's answer: read the tab again until it is there.
    await expect(async () => {
      if ((await cambio.count()) === 0) await page.reload();
      await expect(cambio).toHaveText(`${t.telefono}: 931234567 → 937 445 566`, { timeout: 5_000 });
    }).toPass();
    const row = table.getByRole('row').filter({ has: telefonoCambiado() });
    await expect(row.getByTestId('historial-quien')).toHaveText(`Montserrat Puig Ferrer (${admin.usuario})`);
    await expect(row.getByTestId('historial-accion')).toHaveText(t.modificacion);
    await expect(row).toContainText(t.empresa);
    // Newest first: the change is the first row of the table, the registration (the company created, by no one) the last.
    await expect(table.getByRole('row').nth(1)).toContainText('937 445 566');
    await expect(table.getByRole('row').last()).toContainText(t.creacion);
  });
}
