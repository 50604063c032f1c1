// The audit trail (/auditoria; issue 36, first step) against the real API: the Ares administrator opens
// a company's session ('Iniciar Sesión'), makes a write in it, goes back to their own session, opens
// /auditoria from the menu, filters by the company and sees the impersonation's start, the write and
// its end, each naming both: 'Company (CIF) (por Admin (NIF))'. In Spanish and in Catalan.
import { expect, test, type Page } from '@playwright/test';
import { account, DEMO, expandSideMenu, sideMenu, signInHome } from './support';

const admin = account('administrador', 1);
// A demo company whose page offers 'Iniciar Sesión' (impersonation.spec uses it too: entries add up, never change).
const company = DEMO.find((a) => a.usuario === 'G08953184') as (typeof DEMO)[number] & { org_nombre: string };

const TEXTS = {
  es: {
    iniciar: 'Iniciar Sesión',
    volver: 'Volver a mi sesión',
    menu: 'Auditoría',
    persona: 'Persona (nombre o CIF/NIF)',
    tabla: 'Auditoría',
    por: 'por',
    acciones: ['Inicio de suplantación', 'Escritura', 'Fin de suplantación'],
  },
  ca: {
    iniciar: 'Iniciar sessió',
    volver: 'Tornar a la meva sessió',
    menu: 'Auditoria',
    persona: 'Persona (nom o CIF/NIF)',
    tabla: 'Auditoria',
    por: 'per',
    acciones: ['Inici de suplantació', 'Escriptura', 'Fi de suplantació'],
  },
} as const;

/** The token the tab holds (its own impersonation one, else the browser's). */
async function tabToken(page: Page): Promise<string | null> {
  return page.evaluate(() => {
    const own = JSON.parse(sessionStorage.getItem('dapcon-impersonation') ?? 'null') as { token?: string | null } | null;
    if (own?.token) return own.token;
    return (JSON.parse(localStorage.getItem('dapcon-session') ?? '{}') as { state?: { token?: string | null } }).state?.token ?? null;
  });
}

for (const lang of ['es', 'ca'] as const) {
  test(`the administrator finds an impersonation of a company with both names (${lang})`, async ({ page }) => {
    test.setTimeout(150_000);
    const t = TEXTS[lang];
    await signInHome(page, admin);
    if (lang === 'ca') {
      await page.getByRole('button', { name: 'CA', exact: true }).first().click();
      await expect(page.getByTestId('area-name')).toHaveText('Àrea Administració');
    }
    await page.goto(`/empresas/${company.usuario}`);
    await page.getByRole('button', { name: new RegExp(`^${t.iniciar}$`, 'i') }).click();
    await expect(page.getByTestId('impersonation-banner')).toBeVisible();

    // A write in the company's session (a password change the API refuses: recorded all the same).
    const token = await tabToken(page);
    const write = await page.request.patch('/api/usuarios/cambiarPassword', { headers: { authorization: `Bearer ${token}` }, data: {} });
    expect(write.status()).toBe(422);

    await page.getByTestId('impersonation-banner').getByRole('button', { name: t.volver }).click();
    await expect(page.getByTestId('impersonation-banner')).toHaveCount(0);

    // Back in their own session the portal loads the company's page again, menu folded: the menu is
    // opened and followed once that has happened (again if a load folds it under the click).
    await expect(page).toHaveURL(new RegExp(`/empresas/${company.usuario}$`));
    await expect(async () => {
      await expandSideMenu(page);
      await sideMenu(page).getByRole('link', { name: t.menu, exact: true }).click({ timeout: 5_000 });
      await expect(page).toHaveURL(/\/auditoria$/, { timeout: 5_000 });
    }).toPass();
    await page.getByRole('textbox', { name: t.persona }).fill(company.usuario);
    await page.getByRole('textbox', { name: t.persona }).press('Enter');
    await expect(page).toHaveURL(new RegExp(`persona=${company.usuario}`));

    const table = page.getByRole('table', { name: t.tabla });
    const both = `${company.org_nombre} (${company.usuario}) (${t.por} Montserrat Puig Ferrer (${admin.usuario}))`;
    for (const accion of t.acciones) {
      const row = table.getByRole('row').filter({ hasText: accion }).first();
      await expect(row).toBeVisible();
      await expect(row.getByTestId('auditoria-quien')).toHaveText(both);
    }
  });
}
