// The first visit's waterfall (issue 38, item 1): what the page's HTML asks for itself, so that it
// comes beside the shell's code instead of after it has run. docs/performance.md 'The waterfall'.
import { expect, test, type Browser, type BrowserContext, type CDPSession } from '@playwright/test';
import { consultoresList, usuariosAdminList } from '@dapcon/contract/consultores';
import { contenidosList } from '@dapcon/contract/contenidos';
import { incidenciasList } from '@dapcon/contract/dapcon';
import { organizaciones } from '@dapcon/contract/empresas';
import { cuotasAnuales, tarifasList } from '@dapcon/contract/finanzas';
import { rcpLista } from '@dapcon/contract/rcp';
// @ts-expect-error: plain ES modules without types
import { COMPILE_HINT, MIN_BYTES } from '../../config/compile-hints.js';
import { account, signInHome } from './support';

test("/login's HTML asks for /remotes.json itself, and the shell takes that answer: one request, started by the HTML", async ({ page, context }) => {
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  // What started each request for /remotes.json ('parser': the HTML's preload; 'script': a fetch of the shell).
  const initiators: string[] = [];
  cdp.on('Network.requestWillBeSent', ({ request, initiator }) => {
    if (new URL(request.url).pathname === '/remotes.json') initiators.push(initiator.type);
  });
  const shellEntry: string[] = [];
  page.on('request', (request) => {
    if (/^\/main\.[0-9a-f]+\.js$/.test(new URL(request.url()).pathname)) shellEntry.push(request.url());
  });

  await page.goto('/login');
  // The sign-in form works: the shell has read the live areas and mounted mf-auth's screen with them.
  await expect(page.getByRole('form', { name: 'CIF' }).getByRole('button', { name: 'Iniciar sesión' })).toBeEnabled();
  expect(shellEntry).toHaveLength(1);
  // Asked once, by the HTML: a second request would mean the shell's fetch no longer matches the preload
  // (its mode or credentials changed) and the file is downloaded twice, the second time late.
  expect(initiators).toEqual(['parser']);
});

test("/login's HTML names every file the sign-in needs: each is asked for once, by the HTML, none after the shell has run", async ({ page, context }) => {
  const asked = await record(await context.newCDPSession(page));

  await page.goto('/login');
  await expect(page.getByRole('form', { name: 'CIF' }).getByRole('button', { name: 'Iniciar sesión' })).toBeEnabled();

  // The shell's start (its main.js and the chunks of what it consumes at once: config/startup-preload.js)
  // and mf-auth's (its manifest, remoteEntry.js and the chunks of its ./Routes: the API writes them into
  // the page from the live manifests).
  const paths = asked.map((a) => a.path);
  expect(paths).toContain('/remotes/mf-auth/mf-manifest.json');
  expect(paths.some((p) => /^\/remotes\/mf-auth\/(.+\/)?remoteEntry\.js$/.test(p))).toBe(true);
  expect(paths.filter((p) => /^\/[^/]+\.js$/.test(p)).length).toBeGreaterThan(5);
  // Nothing asked twice (a preload the runtime did not take), nothing asked by a script (a link of the chain the HTML did not name).
  expect(paths.filter((p, i) => paths.indexOf(p) !== i)).toEqual([]);
  expect(asked.filter((a) => !byThePage(a.by))).toEqual([]);
  // The sign-in page is drawn: the app's chunks are named by its script once the drawn page is parsed, not while.
  expect(asked.filter((a) => a.by === 'page').length).toBeGreaterThan(5);
  // The shell's entry (deferred, so low priority by default) is asked for at high priority, not after the preloads.
  const entry = asked.find((a) => /^\/main\.[0-9a-f]+\.js$/.test(a.path));
  expect(entry?.priority).toBe('High');
});

test("/login's larger scripts open with V8's compile hint, so Chromium compiles them while they download (config/compile-hints.js)", async ({ page, context }) => {
  const asked = await record(await context.newCDPSession(page));
  await page.goto('/login');
  await expect(page.getByRole('form', { name: 'CIF' }).getByRole('button', { name: 'Iniciar sesión' })).toBeEnabled();
  const scripts = asked.map((a) => a.path).filter((p) => p.endsWith('.js'));
  const hinted: string[] = [];
  for (const script of scripts) {
    const body = await (await page.request.get(script)).body();
    const hint = body.subarray(0, COMPILE_HINT.length).toString('utf8') === COMPILE_HINT;
    // From 20,000 bytes (minified), and only there: each comment costs /login about 18 bytes of its 240 kB.
    const built = body.length - (hint ? COMPILE_HINT.length : 0);
    expect(hint, `${script}, ${built} bytes`).toBe(built >= MIN_BYTES);
    if (hint) hinted.push(script);
  }
  expect(hinted.some((p) => /^\/main\.[0-9a-f]+\.js$/.test(p))).toBe(true);
  expect(hinted.some((p) => /^\/remotes\/mf-auth\/(.+\/)?remoteEntry\.js$/.test(p))).toBe(true);
});

/** A new browser context holding the administrator's session (as a returning user has it) and nothing in its HTTP cache. */
async function signedInCold(browser: Browser, baseURL: string | undefined): Promise<BrowserContext> {
  const signing = await browser.newContext({ baseURL });
  await signInHome(await signing.newPage(), account('administrador', 1));
  const storageState = await signing.storageState();
  await signing.close();
  return browser.newContext({ baseURL, storageState });
}

/**
 * Each script and federation manifest the page asks for, with what asked: 'parser', the HTML; 'page',
 * the page's own first-screen script putting back the preloads a page with a drawn screen keeps until
 * it is parsed (docs/decisions.md 'The drawn list's first page asked for from the head'); 'script',
 * other code that ran.
 */
async function record(cdp: CDPSession): Promise<{ path: string; by: string; priority: string }[]> {
  await cdp.send('Network.enable');
  const asked: { path: string; by: string; priority: string }[] = [];
  cdp.on('Network.requestWillBeSent', ({ request, initiator }) => {
    const { pathname } = new URL(request.url);
    const byPage = initiator.type === 'script' && (initiator.stack?.callFrames ?? []).some((frame) => /\/first-screen\.[0-9a-f]+\.js$/.test(frame.url));
    if (pathname.endsWith('.js') || pathname.endsWith('/mf-manifest.json')) asked.push({ path: pathname, by: byPage ? 'page' : initiator.type, priority: request.initialPriority });
  });
  return asked;
}

/** Named by the page: by its HTML, or by its first-screen script once the page is parsed. */
const byThePage = (by: string) => by === 'parser' || by === 'page';

test('/empresas opened signed in, cold: the HTML names the shell\'s start, the signed-in frame, mf-empresas\' first files and the list screen\'s', async ({ browser, baseURL }) => {
  // A session kept by the browser, and nothing of the product in its HTTP cache: a bookmark opened the next day.
  const context = await signedInCold(browser, baseURL);
  const page = await context.newPage();
  const asked = await record(await context.newCDPSession(page));
  const lists: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/organizaciones') lists.push(request.url());
  });

  await page.goto('/empresas');
  await expect(page.getByRole('table', { name: 'Empresas' }).locator('tbody tr').first()).toBeVisible();
  // The app's own list in place (the page the server drew for an administrator taken over).
  await expect(page.locator('#first-screen')).toHaveCount(0);
  await expect(page.locator('#root').getByRole('table', { name: 'Empresas' }).locator('tbody tr').first()).toBeVisible();
  // The first page asked for once: by the drawn page's script (docs/decisions.md 'The signed-in list
  // page drawn by the server'), whose answer the route's prefetch took under the key the list then read
  // (or, without a drawn page, by the route while the list's code loaded); a second request would mean
  // the two disagree.
  expect(lists).toHaveLength(1);

  const byHtml = asked.filter((a) => byThePage(a.by)).map((a) => a.path);
  expect(byHtml).toContain('/remotes/mf-empresas/mf-manifest.json');
  expect(byHtml.some((p) => /^\/remotes\/mf-empresas\/(.+\/)?remoteEntry\.js$/.test(p))).toBe(true);
  // The frame's own chunk (named 'frame' by the shell's build: config/startup-preload.js).
  expect(byHtml.some((p) => /^\/frame\.[0-9a-f]+\.js$/.test(p))).toBe(true);
  // The list screen's own chunk (its import names its route: 'route~empresas') and the shell's chunks of
  // the shared modules it consumes (the list kit and what it needs), named by the page instead of asked
  // for once the area's routes had run (mf-empresas' screen-preloads.json, the shell's page-preloads.json).
  expect(byHtml.some((p) => /^\/remotes\/mf-empresas\/(.+\/)?route~empresas\.[0-9a-f]+\.js$/.test(p))).toBe(true);
  const listScreenScripts = asked.filter((a) => /route~empresas\./.test(a.path));
  expect(listScreenScripts.map((a) => byThePage(a.by))).toEqual([true]);
  const shell = (await (await page.request.get('/page-preloads.json')).json()) as { shared: Record<string, string[]> };
  expect(shell.shared['@dapcon/shared-ui/data']?.length).toBeGreaterThan(0);
  for (const file of shell.shared['@dapcon/shared-ui/data'] ?? []) expect(byHtml, file).toContain(file);
  // No script the HTML named was asked for a second time (a preload the runtime did not take). (The side
  // menu then checks each area's manifest, revalidating it: that second request for mf-empresas' is its own.)
  const scripts = asked.map((a) => a.path).filter((p) => p.endsWith('.js'));
  expect(scripts.filter((p, i) => scripts.indexOf(p) !== i && byHtml.includes(p))).toEqual([]);
  await context.close();
});

test("each list screen opened cold asks for its first page once: by its route while its code loads, under the key the list then reads", async ({ browser, baseURL }) => {
  // Eight cold screens in turn: a clean-clone run on a loaded machine took 10-15 s each, past the
  // suite's 120 s for a test.
  test.slow();
  const context = await signedInCold(browser, baseURL);
  const lists: [string, { path: string }][] = [
    ['/empresas', organizaciones],
    ['/consultores', consultoresList],
    ['/usuarios', usuariosAdminList],
    ['/tickets', incidenciasList],
    ['/RCPs', rcpLista],
    ['/tarifas', tarifasList],
    ['/pagos', cuotasAnuales],
    ['/contenidos', contenidosList],
  ];
  for (const [screen, endpoint] of lists) {
    const page = await context.newPage();
    const asked: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === `/api${endpoint.path}`) asked.push(request.url());
    });
    await page.goto(screen);
    // The page's rows (or its empty state's row), not the skeleton's.
    await expect(page.locator('table tbody tr:not([data-skeleton])').first()).toBeVisible();
    expect(asked, screen).toHaveLength(1);
    await page.close();
  }
  await context.close();
});
