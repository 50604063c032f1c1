// 'Iniciar Sesión' on a company (spec part 2 §2.5, §6) against the real API: an administrator opens the
// company's page, becomes the company in that tab (its home, the banner on every page, the language
// kept) while their other tabs stay theirs, and goes back to their own session, on the company's page;
// the company's session and the administrator's session it replaced are over.
import { expect, test, type Page } from '@playwright/test';
import { account, DEMO, signInHome } from './support';

const admin = account('administrador', 1);
// A demo company no other test changes (the others use the first company, A08612343).
const company = DEMO.find((a) => a.usuario === 'G08953184') as (typeof DEMO)[number] & { org_nombre: string };
const COMPANY_PAGE = `/empresas/${company.usuario}`;

/** The session a tab holds (its own in sessionStorage, else the browser's in localStorage), decoded for what the test checks. */
async function storedSession(page: Page): Promise<{ token: string | null; lang: string; claims: Record<string, unknown> | null }> {
  const state = await page.evaluate(() => {
    const shared = (JSON.parse(localStorage.getItem('dapcon-session') ?? '{}') as { state?: { token?: string | null; lang?: string } }).state;
    const own = JSON.parse(sessionStorage.getItem('dapcon-impersonation') ?? 'null') as { token?: string | null } | null;
    return own ? { ...shared, token: own.token } : shared;
  });
  const token = state?.token ?? null;
  const claims = token ? (JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8')) as Record<string, unknown>) : null;
  return { token, lang: state?.lang ?? 'es', claims };
}

async function openCompanyPage(page: Page) {
  await signInHome(page, admin);
  await page.goto(COMPANY_PAGE);
  await expect(page.getByRole('button', { name: /^Iniciar (Sesión|sessió)$/i })).toBeVisible();
}

test.describe("'Iniciar Sesión' on a company", () => {
  // Three full page loads (the change of user is one, both ways), on two shared cores.
  test.setTimeout(120_000);

  test('an administrator uses the portal as the company and goes back to their own session', async ({ page, request }) => {
    await openCompanyPage(page);
    const adminToken = (await storedSession(page)).token;

    await page.getByRole('button', { name: 'Iniciar Sesión' }).click();

    // The company's home, with the banner.
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByTestId('area-name')).toHaveText('Área Empresa');
    const banner = page.getByRole('region', {
      name: `Está usando el portal como ${company.org_nombre} (sesión iniciada por Montserrat Puig Ferrer).`,
    });
    await expect(banner).toBeVisible();
    const session = await storedSession(page);
    expect(session.claims).toMatchObject({ usuario: company.usuario, modulo_app: 'organizacion', suplantador: 'Montserrat Puig Ferrer' });
    expect(session.token).not.toBe(adminToken);

    // The API takes the token as the company's.
    const me = await request.get('/api/auth/me', { headers: { authorization: `Bearer ${session.token}` } });
    expect(((await me.json()) as { data: { usuario: string } }).data.usuario).toBe(company.usuario);

    // On every page, and after a reload.
    await page.getByRole('navigation', { name: 'Menú principal' }).getByRole('link', { name: 'Mis datos' }).click();
    await expect(page).toHaveURL(/\/mis-datos/);
    await expect(banner).toBeVisible();
    await page.reload();
    await expect(banner).toBeVisible();

    // Back: the administrator again, on the company's page, without the banner.
    await banner.getByRole('button', { name: 'Volver a mi sesión' }).click();
    await expect(page).toHaveURL(new RegExp(`${COMPANY_PAGE}$`));
    await expect(page.getByRole('button', { name: 'Montserrat Puig Ferrer' })).toBeVisible();
    await expect(page.getByTestId('impersonation-banner')).toHaveCount(0);
    const back = await storedSession(page);
    expect(back.claims).toMatchObject({ usuario: admin.usuario, modulo_app: 'administrador' });
    expect(back.claims).not.toHaveProperty('suplantador');

    // The company's session is over.
    const dead = await request.get('/api/auth/me', { headers: { authorization: `Bearer ${session.token}` } });
    expect(dead.status()).toBe(401);
  });

  test("in two tabs of one browser: the impersonation is the tab's own, and the way back gives every tab the new administrator session and ends the old one (issue 33, item 22)", async ({ page, context, request }) => {
    await openCompanyPage(page);
    const other = await context.newPage();
    await other.goto('/');
    await expect(other.getByTestId('area-name')).toHaveText('Área Administración');
    const adminToken = (await storedSession(other)).token;

    await page.getByRole('button', { name: 'Iniciar Sesión' }).click();
    await expect(page.getByTestId('area-name')).toHaveText('Área Empresa');
    const banner = page.getByRole('region', { name: `Está usando el portal como ${company.org_nombre} (sesión iniciada por Montserrat Puig Ferrer).` });
    await expect(banner).toBeVisible();

    // The other tab hears what the first writes (here the language it switches to) and stays the administrator's.
    await page.getByRole('button', { name: 'CA', exact: true }).first().click();
    await expect(other.getByRole('button', { name: 'CA', exact: true }).first()).toHaveAttribute('aria-pressed', 'true');
    await expect(other.getByTestId('area-name')).toHaveText('Àrea Administració');
    await expect(other.getByTestId('impersonation-banner')).toHaveCount(0);
    expect((await storedSession(other)).token).toBe(adminToken);
    // Reloaded, and on another page: still the administrator, while the first tab is still the company.
    await other.reload();
    await expect(other.getByTestId('area-name')).toHaveText('Àrea Administració');
    await other.getByRole('navigation', { name: 'Menú principal' }).getByRole('link', { name: 'Empreses', exact: true }).click();
    await expect(other.getByRole('heading', { level: 1, name: 'Empreses' })).toBeVisible();
    await page.reload();
    await expect(page.getByTestId('area-name')).toHaveText('Àrea Empresa');

    // Back, in the first tab: the company's page; the other tab takes the new session; the old one is over.
    await page.getByRole('button', { name: 'Tornar a la meva sessió' }).click();
    await expect(page).toHaveURL(new RegExp(`${COMPANY_PAGE}$`));
    await expect(page.getByTestId('impersonation-banner')).toHaveCount(0);
    const renewed = (await storedSession(page)).token;
    expect(renewed).not.toBe(adminToken);
    await expect.poll(async () => (await storedSession(other)).token).toBe(renewed);
    await other.reload();
    await expect(other.getByRole('heading', { level: 1, name: 'Empreses' })).toBeVisible();
    const old = await request.get('/api/auth/me', { headers: { authorization: `Bearer ${adminToken}` } });
    expect(old.status()).toBe(401);
    const current = await request.get('/api/auth/me', { headers: { authorization: `Bearer ${renewed}` } });
    expect(current.status()).toBe(200);
    await other.close();
  });

  test('the language the administrator chose is kept, there and back', async ({ page }) => {
    await openCompanyPage(page);
    await page.getByRole('button', { name: 'CA', exact: true }).first().click();
    await page.getByRole('button', { name: /^Iniciar (Sesión|sessió)$/i }).click();

    await expect(page).toHaveURL(/\/$/);
    const banner = page.getByRole('region', {
      name: `Esteu fent servir el portal com a ${company.org_nombre} (sessió iniciada per Montserrat Puig Ferrer).`,
    });
    await expect(banner).toBeVisible();
    expect((await storedSession(page)).lang).toBe('ca');

    await banner.getByRole('button', { name: 'Tornar a la meva sessió' }).click();
    await expect(page).toHaveURL(new RegExp(`${COMPANY_PAGE}$`));
    await expect(page.getByRole('button', { name: 'CA', exact: true }).first()).toHaveAttribute('aria-pressed', 'true');
    expect((await storedSession(page)).lang).toBe('ca');
  });
});
