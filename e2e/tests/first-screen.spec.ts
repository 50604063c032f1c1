// /login drawn by the server (issue 38, eighth step; docs/decisions.md 'A first screen drawn by the
// server'): the page the API writes holds mf-auth's sign-in screen, drawn at build time in the
// interface's language; it takes input before any script has run, and the app takes it over.
// /empresas drawn for an administrator (ninth step; 'The signed-in list page drawn by the server'): the
// shell's drawn frame around mf-empresas's drawn list, whose first page the page's small scripts ask
// for and draw before the app's code has come.
import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { account, areaName, signInHome } from './support';

/**
 * Holds the context's scripts until `release()` (those `matching`; by default all but the page's own
 * small scripts: the shell's first-screen script, which holds the drawn form's sends and asks for a
 * drawn list's first page, and an area's that draws the rows): the page before the app's code has come.
 */
async function holdScripts(
  context: BrowserContext,
  matching: RegExp | ((url: URL) => boolean) = (url) => url.pathname.endsWith('.js') && !/\/first-(screen|rows)\.[0-9a-f]+\.js$/.test(url.pathname),
): Promise<{ release: () => void; held: () => number }> {
  let open!: () => void;
  const gate = new Promise<void>((resolve) => (open = resolve));
  let count = 0;
  await context.route(matching, async (route) => {
    count += 1;
    await gate;
    await route.continue();
  });
  return { release: () => open(), held: () => count };
}

const companyForm = (page: Page) => page.getByRole('form', { name: 'CIF' });
const drawnScreen = (page: Page) => page.locator('#first-screen');

test('the sign-in form is drawn before any script has run, takes the credentials, and a send made then signs in once the code has come', async ({ page, context }) => {
  const company = account('organizacion', 5);
  const scripts = await holdScripts(context);
  const logins: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/auth/login') logins.push(request.url());
  });

  await page.goto('/login', { waitUntil: 'commit' });
  const button = companyForm(page).getByRole('button', { name: 'Iniciar sesión' });
  await expect(button).toBeEnabled();
  // Drawn by the page: the app's scripts asked for are all still held, none has run.
  expect(scripts.held()).toBeGreaterThan(0);
  await expect(drawnScreen(page)).toHaveCount(1);
  expect(await page.evaluate(() => document.getElementById('root')?.childElementCount)).toBe(0);

  await companyForm(page).getByLabel('CIF').fill(company.usuario);
  await companyForm(page).getByLabel(/^Contraseña/).fill(company.password);
  await companyForm(page).getByLabel(/^Contraseña/).press('Enter');
  // Nothing sent by the browser itself (a form's own send would put the password in the URL).
  await expect(page).toHaveURL(/\/login$/);
  expect(logins).toEqual([]);

  scripts.release();
  // The app took over the drawn form, with what was typed, and sent it once.
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByTestId('area-name')).toHaveText(areaName(company));
  await expect(drawnScreen(page)).toHaveCount(0);
  expect(logins).toHaveLength(1);
});

test('what is typed on the drawn form before the code comes stays, with the caret, in the app\'s form', async ({ page, context }) => {
  const scripts = await holdScripts(context);
  await page.goto('/login', { waitUntil: 'commit' });
  await companyForm(page).getByLabel('CIF').fill('B12345678');
  await companyForm(page).getByLabel(/^Contraseña/).fill('secreta');
  await companyForm(page).getByLabel('CIF').focus();

  scripts.release();
  await expect(drawnScreen(page)).toHaveCount(0);
  const cif = companyForm(page).getByLabel('CIF');
  await expect(cif).toHaveValue('B12345678');
  await expect(companyForm(page).getByLabel(/^Contraseña/)).toHaveValue('secreta');
  await expect(cif).toBeFocused();
  // The app's form: its own check speaks under the field.
  await cif.fill('');
  await companyForm(page).getByRole('button', { name: 'Iniciar sesión' }).click();
  await expect(companyForm(page).getByText('El documento es obligatorio.')).toBeVisible();
});

test('a tab pressed on the drawn screen is pressed again on the app\'s', async ({ page, context }) => {
  // The shell runs (it holds the drawn screen's presses); mf-auth's code does not come yet.
  const area = await holdScripts(context, /\/remotes\/mf-auth\/.*\.js$/);
  await page.goto('/login', { waitUntil: 'commit' });
  await expect.poll(() => page.evaluate(() => document.getElementById('root')?.childElementCount ?? 0)).toBeGreaterThan(0);
  await expect(drawnScreen(page)).toHaveCount(1);
  await page.getByRole('tab', { name: 'Consultor' }).click();
  // Nothing the drawn screen can do by itself.
  await expect(companyForm(page)).toBeVisible();

  area.release();
  await expect(page.getByRole('form', { name: 'NIF' })).toBeVisible();
  await expect(drawnScreen(page)).toHaveCount(0);
});

test("the drawn screen is in the interface's language: after switching to Catalan, /login is drawn in Catalan", async ({ page, context }) => {
  await page.goto('/login');
  await expect(drawnScreen(page)).toHaveCount(0);
  await page.getByRole('button', { name: 'CA' }).click();
  await expect(companyForm(page).getByRole('button', { name: 'Iniciar sessió' })).toBeVisible();

  const scripts = await holdScripts(context);
  await page.goto('/login', { waitUntil: 'commit' });
  await expect(companyForm(page).getByRole('button', { name: 'Iniciar sessió' })).toBeVisible();
  await expect(drawnScreen(page)).toHaveCount(1);
  expect(await page.evaluate(() => document.documentElement.lang)).toBe('ca');
  scripts.release();
  await expect(drawnScreen(page)).toHaveCount(0);
  await expect(companyForm(page).getByRole('button', { name: 'Iniciar sessió' })).toBeVisible();
});

test('the drawn screen gives way to the retry message when the area cannot be loaded', async ({ page, context }) => {
  await context.route(/\/remotes\/mf-auth\/.*remoteEntry\.js$/, (route) => route.fulfill({ status: 503, body: '' }));
  await page.goto('/login');
  await expect(page.getByText(/No se ha podido cargar/)).toBeVisible();
  await expect(drawnScreen(page)).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Iniciar sesión' })).toHaveCount(0);
});

test('/login?role=admin and the other pages are not drawn: only the screen the area drew for that URL', async ({ request }) => {
  for (const [url, drawn] of [
    ['/login', true],
    ['/login?role=admin', false],
    ['/avis-legal', false],
    // Signed in pages only for a session that may open them (the cookie the app writes; none here).
    ['/empresas', false],
  ] as const) {
    const html = await (await request.get(url, { headers: { accept: 'text/html' } })).text();
    expect(html.includes('id="first-screen"'), url).toBe(drawn);
  }
});

test.describe('/empresas drawn for an administrator', () => {
  const admin = account('administrador', 1);
  /** The companies' CIFs in the list's rows, in order (the drawn ones while the drawn screen stands). */
  const cifs = (page: Page, within: string) => page.locator(`${within} tbody tr:not([data-skeleton]) td:first-of-type`).allTextContents();

  test("the frame and the list, with the first page's rows, are drawn before the app's code has run; the app takes over with the same rows", async ({ page, context }) => {
    await signInHome(page, admin);
    expect((await context.cookies()).find((c) => c.name === 'dapcon-sesion')?.value).toBe('administrador');
    const scripts = await holdScripts(context);
    const lists: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/api/organizaciones') lists.push(request.url());
    });

    // When the parser puts the drawn screen in the page.
    await context.addInitScript(() => {
      const watch = new MutationObserver(() => {
        if (!document.getElementById('first-screen')) return;
        (window as { screenParsedAt?: number }).screenParsedAt = performance.now();
        watch.disconnect();
      });
      watch.observe(document, { childList: true, subtree: true });
    });
    await page.goto('/empresas', { waitUntil: 'commit' });
    await expect(drawnScreen(page).getByRole('heading', { level: 1, name: 'Empresas' })).toBeVisible();
    await expect(drawnScreen(page).locator('tbody tr:not([data-skeleton])').first()).toBeVisible();
    const drawn = await cifs(page, '#first-screen');
    expect(drawn).toHaveLength(20);
    // Drawn by the page: the app's scripts are held, none has run; the first page asked for once.
    expect(scripts.held()).toBeGreaterThan(0);
    expect(await page.evaluate(() => document.getElementById('root')?.childElementCount)).toBe(0);
    expect(lists).toHaveLength(1);
    // Asked for from the page's head: the request left before the drawn screen below it had been parsed.
    const [asked, parsed] = await page.evaluate(() => [
      performance.getEntriesByType('resource').find((entry) => new URL(entry.name).pathname === '/api/organizaciones')?.startTime ?? Infinity,
      (window as { screenParsedAt?: number }).screenParsedAt ?? -Infinity,
    ]);
    expect(asked).toBeLessThan(parsed);
    // A drawn row's link is the company's page.
    await expect(drawnScreen(page).getByRole('link', { name: /^Ver más: / }).first()).toHaveAttribute('href', `/empresas/${encodeURIComponent(drawn[0] ?? '')}`);

    scripts.release();
    await expect(drawnScreen(page)).toHaveCount(0);
    await expect(page.getByRole('navigation', { name: 'Menú principal' }).getByRole('link', { name: 'Empresas' })).toBeVisible();
    // The app's own rows where the drawn ones were, and only them; the page the page asked for taken, not asked again.
    expect(await cifs(page, '#root')).toEqual(drawn);
    expect(lists).toHaveLength(1);
  });

  test("gives way to the app's list when the page's first-screen script cannot be loaded (the network lost after the page)", async ({ page }) => {
    await signInHome(page, admin);
    await page.route(/\/first-screen\.[0-9a-f]+\.js$/, (route) => route.abort('internetdisconnected'));
    await page.goto('/empresas');
    // No script asked for the rows: the drawn list shows no row, then the app's list takes its place.
    await expect(page.locator('#root').getByRole('table', { name: 'Empresas' }).locator('tbody tr:not([data-skeleton])').first()).toBeVisible();
    await expect(drawnScreen(page)).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1, name: 'Empresas' })).toBeVisible();
  });

  test('is drawn in Catalan after switching to Catalan', async ({ page, context }) => {
    await signInHome(page, admin);
    await page.getByRole('button', { name: 'CA' }).first().click();
    await expect(page.getByTestId('area-name')).toHaveText('Àrea Administració');
    const scripts = await holdScripts(context);
    await page.goto('/empresas', { waitUntil: 'commit' });
    await expect(drawnScreen(page).getByRole('heading', { level: 1, name: 'Empreses' })).toBeVisible();
    await expect(drawnScreen(page).getByRole('link', { name: /^Veure més: / }).first()).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('ca');
    scripts.release();
    await expect(drawnScreen(page)).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1, name: 'Empreses' })).toBeVisible();
  });

  test('is not drawn for a company, nor once the session has ended', async ({ page, context }) => {
    const company = account('organizacion', 5);
    await signInHome(page, company);
    expect((await context.cookies()).find((c) => c.name === 'dapcon-sesion')?.value).toBe('organizacion');
    const html = await (await page.request.get('/empresas', { headers: { accept: 'text/html' } })).text();
    expect(html).not.toContain('id="first-screen"');

    // The session gone from the browser (as after 'Cerrar sesión' in another tab): the next page removes the cookie.
    await page.evaluate(() => localStorage.clear());
    await page.goto('/login');
    await expect(page.getByRole('button', { name: 'Iniciar sesión' }).first()).toBeVisible();
    await expect.poll(async () => (await context.cookies()).find((c) => c.name === 'dapcon-sesion')?.value ?? null).toBeNull();
  });
});
