// The production setup of docs/deploy.md, run for real: every part published by deploy/deploy.mjs,
// Debian's nginx in front, two API processes (NODE_ENV=production) on one PostgreSQL database.
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { expect, test, type APIRequestContext } from '@playwright/test';
// @ts-expect-error: plain ES modules without types
import { prune, publishRemote, rollback } from '../../deploy/deploy.mjs';
// @ts-expect-error: plain ES modules without types
import { PERMISSIONS_POLICY } from '../../deploy/nginx.mjs';
// @ts-expect-error: plain ES modules without types
import { buildExtendedEmpresas } from '../extended-remote.mjs';
import { NEW_SCREEN } from '../fixtures/empresas-with-a-new-screen';
import { missingForProduction, startProduction, type Production } from '../production';
import { account, expandSideMenu, sideMenu, signIn } from './support';

const missing = missingForProduction();
test.describe.configure({ mode: 'serial' });
test.skip(missing !== null, missing ?? '');

let site: Production;
test.beforeAll(async () => {
  test.setTimeout(120_000);
  site = await startProduction();
});
test.afterAll(async () => {
  await site?.stop();
});

/** Signs `who` in through one API process directly; answers the session's token. */
async function signInByApi(request: APIRequestContext, api: { base: string }, who: ReturnType<typeof account>): Promise<string> {
  const login = await request.post(`${api.base}/api/auth/login`, { data: { usuario: who.usuario, password: who.password, modulo_app: who.modulo_app } });
  expect(login.status()).toBe(200);
  return ((await login.json()) as { data: { token: string } }).data.token;
}

const CSP = "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data: blob:; font-src 'self' data:; connect-src 'self'; object-src 'none'; base-uri 'self'; form-action 'self'; frame-ancestors 'none'";

test('nginx serves every kind of file with its cache rules, precompressed, with the security headers; the API behind it', async ({ request }) => {
  const get = (path: string, headers: Record<string, string> = {}) => request.get(`${site.base}${path}`, { headers, maxRedirects: 0 });
  const expectSecure = (headers: Record<string, string>) => {
    // The same policy whether nginx writes it ('; ') or the API (helmet: ';').
    expect(headers['content-security-policy']?.split(/;\s*/).join('; ')).toBe(CSP);
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['x-frame-options']).toBe('DENY');
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(headers['permissions-policy']).toBe(PERMISSIONS_POLICY);
    // Served over plain http here: no HSTS (deploy/nginx.test.ts runs the TLS site).
    expect(headers['strict-transport-security']).toBeUndefined();
  };

  // The shell's page, at its address and at a client-side route: revalidated, never inline script. A
  // browser's navigation (Accept: text/html) to a route is answered by the API, with the preloads of the
  // route's area and screen; /index.html is the page as built.
  for (const path of ['/', '/index.html', '/empresas', '/login']) {
    const page = await get(path, { accept: 'text/html,application/xhtml+xml' });
    expect(page.status(), path).toBe(200);
    expect(page.headers()['cache-control'], path).toBe('no-cache');
    expectSecure(page.headers());
    const html = await page.text();
    expect(html).toMatch(/<script[^>]+src="[^"]*main\.[0-9a-f]{8}\.js"/);
    expect(html).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>/);
    if (path === '/empresas') expect(html).toMatch(/<link rel="preload" href="\/remotes\/mf-empresas\/\d+\.\d+\.\d+-[0-9a-f]{8}\/(.+\/)?route~empresas\.[0-9a-f]+\.js" as="script">/);
    if (path === '/login') expect(html).toMatch(/<link rel="modulepreload" href="\/remotes\/mf-auth\/|<link rel="preload" href="\/remotes\/mf-auth\//);
    if (path === '/index.html') expect(html).not.toContain('/remotes/');
  }

  // Where each area is: revalidated, pointing at versioned folders.
  const remotesJson = await get('/remotes.json');
  expect(remotesJson.headers()['cache-control']).toBe('no-cache');
  const remotes = (await remotesJson.json()) as Record<string, string>;
  expect(remotes.mf_empresas).toMatch(/^\/remotes\/mf-empresas\/\d+\.\d+\.\d+-[0-9a-f]{8}\/mf-manifest\.json$/);

  // An area's manifest and entry: revalidated; its content-hashed chunks: immutable for a year.
  const manifestPath = remotes.mf_empresas as string;
  const manifest = await get(manifestPath);
  expect(manifest.headers()['cache-control']).toBe('no-cache');
  const folder = manifestPath.replace(/mf-manifest\.json$/, '');
  const entry = await get(`${folder}remoteEntry.js`);
  expect(entry.status()).toBe(200);
  expect(entry.headers()['cache-control']).toBe('no-cache');
  const { exposes } = (await manifest.json()) as { exposes: Array<{ assets: { js: { sync: string[] } } }> };
  const chunk = await get(`${folder}${exposes[0]?.assets.js.sync[0]}`);
  expect(chunk.status()).toBe(200);
  expect(chunk.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  expectSecure(chunk.headers());

  // The precompressed file the build wrote, as it is: brotli when asked, gzip otherwise.
  const main = /src="([^"]*main\.[0-9a-f]{8}\.js)"/.exec(await (await get('/')).text())?.[1] as string;
  const br = await get(main, { 'accept-encoding': 'br' });
  expect(br.headers()['content-encoding']).toBe('br');
  expect(br.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  expect((await get(main, { 'accept-encoding': 'gzip' })).headers()['content-encoding']).toBe('gzip');

  // What deploy.mjs keeps to itself, and a missing area file: 404, never the shell's page.
  expect((await get('/releases.json')).status()).toBe(404);
  expect((await get('/shell/')).status()).toBe(404);
  expect((await get('/remotes/mf-empresas/nothing-here.js')).status()).toBe(404);

  // The public registry's pages, rendered by the API with the live mf-registro build: cached a minute,
  // with the security headers, their script from the area's versioned folder (immutable); its server
  // entry is not a file anyone downloads.
  const registro = await get('/registro?lang=ca');
  expect(registro.status()).toBe(200);
  expect(registro.headers()['content-type']).toBe('text/html; charset=utf-8');
  expect(registro.headers()['cache-control']).toBe('public, max-age=60');
  expectSecure(registro.headers());
  const registroHtml = await registro.text();
  expect(registroHtml).toContain('<html lang="ca">');
  const script = /<script type="module" src="([^"]+)"/.exec(registroHtml)?.[1] ?? '';
  expect(script).toMatch(/^\/remotes\/mf-registro\/\d+\.\d+\.\d+-[0-9a-f]{8}\/paginas\/registro\.[0-9a-f]{10}\.js$/);
  expect((await get(script, { 'accept-encoding': 'br' })).headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  expect((await get(script.replace(/paginas\/.*$/, 'servidor/render.mjs'))).status()).toBe(404);
  const codigo = /href="\/registro\/([A-Za-z0-9-]+)\?lang=ca"/.exec(registroHtml)?.[1];
  expect(codigo).toBeTruthy();
  expect((await get(`/registro/${codigo}`)).status()).toBe(200);
  expect((await get('/registro/DAPcon-2999-0001')).status()).toBe(404);
  expect(await (await get('/robots.txt')).text()).toContain(`Sitemap: ${site.base}/sitemap.xml`);

  // The API through the proxy, with its own headers once; its answers are never stored.
  const health = await get('/api/health');
  expect(health.status()).toBe(200);
  expect(health.headers()['x-content-type-options']).toBe('nosniff');
  expect(health.headers()['cache-control']).toBe('no-store');
  expect(health.headers()['permissions-policy']).toBe(PERMISSIONS_POLICY);
});

/** A sign-in sent to nginx from another address of this machine (127.0.0.2), with its own X-Forwarded-For. */
function signInFrom(localAddress: string, usuario: string, password: string, forwardedFor: string): Promise<number> {
  const body = JSON.stringify({ usuario, password, modulo_app: 'organizacion' });
  return new Promise((resolve, reject) => {
    const request = http.request(
      `${site.base}/api/auth/login`,
      { method: 'POST', localAddress, headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body), 'x-forwarded-for': forwardedFor } },
      (response) => {
        response.resume();
        response.on('end', () => resolve(response.statusCode ?? 0));
      },
    );
    request.on('error', reject);
    request.end(body);
  });
}

test("through nginx, five wrong passwords from another client (and a sixth, locked out) leave the user's sign-in alone; that client stays locked out whatever X-Forwarded-For it writes", async ({ page }) => {
  const company = account('organizacion', 5);
  // Another client: another address (127.0.0.2), each request with an X-Forwarded-For of its own making.
  for (let i = 0; i < 5; i++) expect(await signInFrom('127.0.0.2', company.usuario, 'Wrong-Password-1', `198.51.100.${i + 1}`)).toBe(401);
  expect(await signInFrom('127.0.0.2', company.usuario, 'Wrong-Password-1', '198.51.100.50')).toBe(429);
  expect(await signInFrom('127.0.0.2', company.usuario, company.password, '203.0.113.9')).toBe(429);
  // The user, in the browser (127.0.0.1), through the same nginx: signed in.
  await signIn(page, company, { origin: site.base });
  await expect(page.getByTestId('area-name')).toHaveText('Área Empresa');
  await expect(page).toHaveURL(`${site.base}/`);
});

test('an area published while a page is open is what the page gets when it opens the area, with no shell reload and no other area fetched again; a rollback brings the old one back; an area published and its old build pruned while a page holds the old one is taken at once; an area whose files are gone shows its retry while the others work, and Retry recovers it', async ({ page }) => {
  test.setTimeout(300_000);
  const go = (to: string) =>
    page.evaluate((path) => {
      history.pushState({}, '', path);
      dispatchEvent(new PopStateEvent('popstate'));
    }, to);
  await signIn(page, account('administrador', 1), { origin: site.base });
  await expect(page.getByTestId('area-name')).toHaveText('Área Administración');
  await sideMenu(page).getByRole('link', { name: 'Consultores', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Consultores' })).toBeVisible();

  // A team publishes a build of mf-empresas with a screen more; the shell is not built again.
  const built = await buildExtendedEmpresas(path.join(site.root, '..', 'mf-empresas-next'));
  const published = publishRemote(site.root, 'mf-empresas', built) as string;
  const requested: string[] = [];
  page.on('request', (request) => requested.push(new URL(request.url()).pathname));
  // What /remotes.json said at start is taken as current for 30 s (docs/deploy.md); after that, the
  // first opening of an area asks again.
  await page.waitForTimeout(31_000);
  await sideMenu(page).getByRole('link', { name: 'Empresas', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Empresas' })).toBeVisible();
  await go(NEW_SCREEN.path);
  await expect(page.getByRole('heading', { level: 1, name: NEW_SCREEN.title })).toBeVisible();
  expect(requested.filter((p) => p.startsWith('/remotes/') && !p.startsWith(`/remotes/mf-empresas/${published}/`))).toEqual([]);
  expect(requested.filter((p) => /^\/main\.[0-9a-f]{8}\.js$/.test(p) || p === '/' || p === '/index.html')).toEqual([]);
  expect(requested).toContain('/remotes.json');

  // Rolled back: the next page load has the area as it was.
  rollback(site.root, 'mf-empresas');
  await page.goto(`${site.base}${NEW_SCREEN.path}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Página no encontrada' })).toBeVisible();

  // A later build of mf-contenidos is published and the old one pruned while this page still holds the old
  // one's address: opening the area takes the new build at once (the old manifest answers 404), no retry message.
  await page.goto(`${site.base}/`);
  await expect(page.getByTestId('area-name')).toHaveText('Área Administración');
  const before = JSON.parse(fs.readFileSync(path.join(site.root, 'remotes.json'), 'utf8')) as Record<string, string>;
  const oldContenidos = before.mf_contenidos as string;
  const next = path.join(site.root, '..', 'mf-contenidos-next');
  fs.cpSync(path.join(site.root, path.dirname(oldContenidos)), next, { recursive: true });
  fs.writeFileSync(path.join(next, 'build.txt'), 'a later build');
  const nextVersion = publishRemote(site.root, 'mf-contenidos', next) as string;
  expect(prune(site.root, 1) as string[]).toContain(`mf-contenidos ${path.basename(path.dirname(oldContenidos))}`);
  const statuses = new Map<string, number>();
  page.on('response', (response) => statuses.set(new URL(response.url()).pathname, response.status()));
  await expandSideMenu(page);
  await sideMenu(page).getByRole('link', { name: 'Contenidos', exact: true }).click();
  await expect(page.getByRole('table', { name: 'Contenidos' })).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);
  expect(statuses.get(oldContenidos)).toBe(404);
  expect(statuses.get(`/remotes/mf-contenidos/${nextVersion}/remoteEntry.js`)).toBe(200);

  // mf-finanzas's files are gone: its retry message, while the other areas work; back, Retry recovers it.
  const remotes = JSON.parse(fs.readFileSync(path.join(site.root, 'remotes.json'), 'utf8')) as Record<string, string>;
  const finanzas = path.join(site.root, path.dirname(remotes.mf_finanzas as string));
  fs.renameSync(finanzas, `${finanzas}.away`);
  await page.goto(`${site.base}/`);
  await expect(page.getByTestId('area-name')).toHaveText('Área Administración');
  await expandSideMenu(page);
  // Its entries stay in the menu, marked as unavailable.
  const tarifas = sideMenu(page).getByRole('link', { name: /^Tarifas/ });
  await expect(tarifas).toContainText('No disponible');
  await tarifas.click();
  const alert = page.getByRole('alert');
  await expect(alert).toContainText('No se ha podido cargar el área de finanzas');
  await sideMenu(page).getByRole('link', { name: 'Empresas', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Empresas' })).toBeVisible();
  await tarifas.click();
  await expect(page.getByRole('alert')).toContainText('No se ha podido cargar el área de finanzas');
  fs.renameSync(`${finanzas}.away`, finanzas);
  await page.getByRole('alert').getByRole('button', { name: 'Reintentar' }).click();
  await expect(page.getByRole('alert')).toHaveCount(0);
  await expect(page.getByRole('tree', { name: 'Tipos de tarifa' })).toBeVisible();
  await expect(sideMenu(page).getByRole('link', { name: 'Tarifas', exact: true })).not.toContainText('No disponible');
});

test("a company given baja through one API process leaves the company list the other keeps at once, in the browser too; given alta again, it is back", async ({ page, request }) => {
  const [a, b] = site.apis as [Production['apis'][0], Production['apis'][0]];
  const admin = account('administrador', 1);
  const token = await signInByApi(request, a, admin);
  const headers = { authorization: `Bearer ${token}`, 'accept-language': 'es' };
  type Row = { org_id: number; org_cif: string; org_nombre: string };
  const rows = async (api: { base: string }, query: string): Promise<Row[]> => {
    const answer = await request.get(`${api.base}/api/organizaciones?${query}`, { headers });
    expect(answer.status()).toBe(200);
    return ((await answer.json()) as { data: { data: Row[] } }).data.data;
  };
  // A demo company in alta, not the one the next test signs in as.
  const company = (await rows(a, 'order_by=org_nombre%20desc')).find((row) => row.org_cif !== account('organizacion', 5).usuario);
  if (!company) throw new Error('the demo data has no company in alta');
  const query = `filter_cif=${company.org_cif}`;
  const cifs = async (api: { base: string }) => (await rows(api, query)).map((row) => row.org_cif);
  // Both processes read the page, and keep it.
  for (const api of [a, b]) expect(await cifs(api)).toEqual([company.org_cif]);

  const today = new Date().toISOString().slice(0, 10);
  const baja = await request.patch(`${a.base}/api/organizaciones/${company.org_id}/dar_de_baja`, { headers, data: { org_fecha_baja: today } });
  expect(baja.status()).toBe(200);
  // The writer's next answer has it; the other's, once its notice is in (well under a second).
  expect(await cifs(a)).toEqual([]);
  await expect.poll(() => cifs(b), { timeout: 5_000 }).toEqual([]);

  // In the browser, through nginx (either process answers).
  await signIn(page, admin, { origin: site.base });
  // Signed in before leaving the page: a navigation started while the sign-in is on its way loses it
  // (a rehearsal on a slow machine met /login instead of the list).
  await expect(page.getByTestId('area-name')).toBeVisible();
  await page.goto(`${site.base}/empresas?${query}`);
  const table = page.getByRole('table', { name: 'Empresas' });
  await expect(table).toContainText('No es van trobar resultats');

  const alta = await request.patch(`${b.base}/api/organizaciones/${company.org_id}/dar_de_alta`, { headers, data: { org_fecha_alta: today } });
  expect(alta.status()).toBe(200);
  await expect.poll(() => cifs(a), { timeout: 5_000 }).toEqual([company.org_cif]);
  await page.reload();
  await expect(table.locator('tbody tr', { hasText: company.org_cif })).toBeVisible();
});

test('a session opened through one API process works on the other, a logout on one is seen by both, and a process killed mid-session loses the user nothing', async ({ page, request }) => {
  const [a, b] = site.apis as [Production['apis'][0], Production['apis'][0]];
  const admin = account('administrador', 1);
  const token = await signInByApi(request, a, admin);
  const me = (api: { base: string }) => request.get(`${api.base}/api/auth/me`, { headers: { authorization: `Bearer ${token}` } });
  expect((await me(b)).status()).toBe(200);
  expect((await request.delete(`${b.base}/api/auth/logout`, { headers: { authorization: `Bearer ${token}` } })).status()).toBe(200);
  expect((await me(a)).status()).toBe(401);
  expect((await me(b)).status()).toBe(401);

  // In the browser, through nginx: signed in, then one process is killed without warning.
  await signIn(page, account('organizacion', 5), { origin: site.base });
  await expect(page.getByTestId('area-name')).toBeVisible();
  a.process.kill('SIGKILL');
  await new Promise((resolve) => a.process.once('exit', resolve));
  await page.reload();
  await expect(page.getByTestId('area-name')).toBeVisible();
  await expect(page).toHaveURL(`${site.base}/`);
});
