// The top bar's notifications, Incidencias and Foro (docs/home.md step 4; spec part 2 §2.2, §6): the
// demo verifier (communications and open incidents of the seed) opens the bell and sees both tabs with
// their counts and lists; a consultant registered here, who archived every communication through the
// API and takes part in no declaration, sees both empty texts (in Spanish and Catalan); a company
// archives a communication on its home and the bell's count drops at once (Ceràmiques del Vallès and
// 'El programa DAPcon supera las 100 declaraciones publicadas': no other spec archives it for them); the forum link is hidden on the
// copy without FORUM_URL and, on the copy with one (serve.mjs --forum), opens a new tab at the forum's
// address with a forum token (its audience, 60 s, never accepted as a session).
import { expect, test, type Page } from '@playwright/test';
import { WITHOUT_FINANZAS } from '../playwright.config';
import { registerConsultantByApi } from './accounts-support';
import { account, DEMO, signIn, signInHome, signInWith, type DemoAccount } from './support';

const verificador = account('consultor', 4);
const CERAMIQUES = DEMO.find((a) => a.usuario === 'B08715427') as DemoAccount;
/** Published for every reader, with no end date (api/src/areas/contenidos/seed.ts). */
const CIEN = 'El programa DAPcon supera las 100 declaraciones publicadas';

const bell = (page: Page) => page.getByTestId('notificaciones-boton');
const panel = (page: Page, name = 'Notificaciones') => page.getByRole('dialog', { name });

/** The number a tab's accessible name ends with ('Comunicados: 3' → 3). */
async function tabCount(page: Page, nombre: string): Promise<number> {
  const tab = panel(page).getByRole('tab', { name: new RegExp(`^${nombre}: \\d+$`) });
  await expect(tab).toBeVisible();
  return Number((await tab.getAttribute('aria-label'))?.split(': ')[1]);
}

test('a verifier opens the bell: both tabs with their counts and lists, and the links to /public-comunicados and /tickets; no forum link without FORUM_URL', async ({ page }) => {
  await signInHome(page, verificador);
  const top = page.getByRole('banner');
  await expect(top.getByRole('link', { name: 'Incidencias' })).toHaveAttribute('href', '/tickets');
  await expect(bell(page)).toHaveAccessibleName(/^Notificaciones: \d+ pendientes?$/);
  await expect(top.getByTestId('foro-enlace')).toHaveCount(0);

  await bell(page).click();
  await expect(panel(page)).toBeVisible();
  expect((await panel(page).boundingBox())?.width).toBe(380);
  const comunicados = await tabCount(page, 'Comunicados');
  const incidencias = await tabCount(page, 'Incidencias');
  // The seed publishes several communications for verifiers and leaves incidents of hers open.
  expect(comunicados).toBeGreaterThan(0);
  expect(incidencias).toBeGreaterThan(0);
  await expect(bell(page)).toHaveAccessibleName(`Notificaciones: ${comunicados + incidencias} pendientes`);
  await expect(panel(page).getByRole('tab', { name: /^Comunicados/ })).toHaveAttribute('aria-selected', 'true');
  const lista = panel(page).getByRole('tabpanel').getByRole('listitem');
  await expect(lista).toHaveCount(Math.min(comunicados, 10));
  await expect(panel(page).getByRole('listitem').filter({ hasText: CIEN })).toBeVisible();
  await expect(lista.first().getByRole('link')).toHaveAttribute('href', '/public-comunicados');
  await expect(panel(page).getByRole('link', { name: 'Ver todos los comunicados' })).toHaveAttribute('href', '/public-comunicados');

  // The keyboard reaches the other tab: the incidents, each to its ticket.
  await page.keyboard.press('ArrowRight');
  await expect(panel(page).getByRole('tab', { name: /^Incidencias/ })).toHaveAttribute('aria-selected', 'true');
  const tickets = panel(page).getByRole('tabpanel', { name: /^Incidencias/ }).getByRole('link').filter({ hasNotText: 'Ver todas las incidencias' });
  await expect(tickets).toHaveCount(Math.min(incidencias, 10));
  await expect(tickets.first()).toHaveAttribute('href', /^\/tickets\/\d+$/);
  await expect(panel(page).getByRole('link', { name: 'Ver todas las incidencias' })).toHaveAttribute('href', '/tickets');

  // Escape closes it and gives the focus back to the bell.
  await page.keyboard.press('Escape');
  await expect(panel(page)).toBeHidden();
  await expect(bell(page)).toBeFocused();

  // 'Ver todos los comunicados' goes there and closes the panel.
  await bell(page).click();
  await panel(page).getByRole('link', { name: 'Ver todos los comunicados' }).click();
  await expect(page).toHaveURL(/\/public-comunicados$/);
  await expect(panel(page)).toBeHidden();
});

test('an account with nothing to notify sees both empty texts, in Spanish and in Catalan', async ({ page, request }) => {
  const password = 'Clave-Segura-2026';
  const { nif } = await registerConsultantByApi(request, password);
  // Archives every communication published for consultants, through the API, as its home would.
  const login = await request.post('/api/auth/login', { data: { usuario: nif, password, modulo_app: 'consultor' } });
  expect(login.status()).toBe(200);
  const headers = { authorization: `Bearer ${(await login.json()).data.token as string}` };
  const lista = await request.get('/api/contenidos-web-public?ocultos=false', { headers });
  for (const { id } of (await lista.json()).data.data as { id: number }[]) {
    expect((await request.get(`/api/ocultar-comunicado?id=${id}`, { headers })).status()).toBe(200);
  }

  await signInWith(page, 'consultor', nif, password);
  await expect(page).toHaveURL(/\/$/);
  await expect(bell(page)).toHaveAccessibleName('Notificaciones');
  await expect(page.getByTestId('notificaciones-total')).toHaveCount(0);
  await bell(page).click();
  await expect(panel(page).getByRole('tab', { name: 'Comunicados: 0' })).toBeVisible();
  await expect(panel(page).getByText('No hay comunicados disponibles.')).toBeVisible();
  await panel(page).getByRole('tab', { name: 'Incidencias: 0' }).click();
  await expect(panel(page).getByText('No hay incidencias disponibles.')).toBeVisible();
  await page.keyboard.press('Escape');

  await page.getByRole('button', { name: 'CA', exact: true }).first().click();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Incidències' })).toBeVisible();
  await bell(page).click();
  await expect(panel(page, 'Notificacions').getByText('No hi ha comunicats disponibles.')).toBeVisible();
  await panel(page, 'Notificacions').getByRole('tab', { name: 'Incidències: 0' }).click();
  await expect(panel(page, 'Notificacions').getByText('No hi ha incidències disponibles.')).toBeVisible();
});

test('a company archives a communication on its home and the bell counts one fewer at once', async ({ page }) => {
  await signInHome(page, CERAMIQUES);
  const home = page.getByRole('region', { name: 'Comunicados' });
  const card = home.getByRole('article', { name: CIEN });
  await expect(card).toBeVisible();
  await expect(bell(page)).toHaveAccessibleName(/^Notificaciones: \d+ pendientes?$/);
  const antes = Number((await bell(page).getAttribute('aria-label'))?.replace(/\D+/g, ''));
  await bell(page).click();
  const comunicados = await tabCount(page, 'Comunicados');
  await expect(panel(page).getByRole('listitem').filter({ hasText: CIEN })).toBeVisible();
  await page.keyboard.press('Escape');

  await card.getByRole('button', { name: `Archivar «${CIEN}»` }).click();
  await expect(card).toBeHidden();
  await expect(page.getByTestId('notificaciones-total')).toHaveText(String(antes - 1));
  await bell(page).click();
  await expect(panel(page).getByRole('tab', { name: `Comunicados: ${comunicados - 1}` })).toBeVisible();
  await expect(panel(page).getByRole('listitem').filter({ hasText: CIEN })).toHaveCount(0);
});

test('with a forum configured, the verifier’s Foro opens a new tab at the forum with a short-lived forum token, which the portal refuses as a session', async ({ page, context }) => {
  // The forum of serve.mjs --forum: answered here.
  await context.route('http://foro.e2e.test/**', (route) => route.fulfill({ contentType: 'text/html', body: '<title>Foro</title><h1>Foro</h1>' }));
  await signIn(page, verificador, { origin: WITHOUT_FINANZAS });
  await expect(page.getByTestId('area-name')).toHaveText('Área Verificador');
  const foro = page.getByRole('button', { name: 'Foro (se abre en una pestaña nueva)' });
  await expect(foro).toBeVisible();
  const [popup] = await Promise.all([page.waitForEvent('popup'), foro.click()]);
  await popup.waitForURL(/^http:\/\/foro\.e2e\.test\/entrar\?token=/);
  await expect(popup.getByRole('heading', { name: 'Foro' })).toBeVisible();
  const token = new URL(popup.url()).searchParams.get('token') ?? '';
  const claims = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8')) as Record<string, unknown>;
  expect(claims).toMatchObject({ aud: 'dapcon-foro', iss: 'dapcon-portal', role: 'verificador', name: 'Elena Navarro Roca' });
  expect(Number(claims.exp) - Number(claims.iat)).toBe(60);
  expect(Object.keys(claims).sort()).toEqual(['aud', 'exp', 'iat', 'iss', 'jti', 'name', 'role', 'sub']);
  // Not the session's token, and no good as one.
  const sesion = await page.evaluate(() => (JSON.parse(localStorage.getItem('dapcon-session') ?? '{}') as { state?: { token?: string } }).state?.token ?? '');
  expect(sesion).not.toBe('');
  expect(popup.url()).not.toContain(sesion);
  expect(token).not.toBe(sesion);
  const me = await page.request.get(`${WITHOUT_FINANZAS}/api/auth/me`, { headers: { authorization: `Bearer ${token}` } });
  expect(me.status()).toBe(401);
  expect((await me.json()).message).toBe('El token és invàlid');
});
