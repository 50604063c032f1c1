import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type BrowserContext, type Locator, type Page } from '@playwright/test';
// @ts-expect-error: plain ES modules without types
import { baselineRemotes, baselineUnavailable } from '../baseline-remotes.mjs';
// @ts-expect-error: plain ES modules without types
import { REMOTES, containerName } from '../../scripts/workspaces.mjs';
import { account, signInHome, type DemoAccount } from './support';

// The contract across versions (docs/deploy.md): the areas of the live release (the commit
// deploy/baseline.json names, each built with that commit's contract) inside the shell and the API of
// the working tree. Every area's main screens, as the users who use them, must show their data without
// the error the SDK raises when an answer fails the schema the area was built with, and without an
// area's error boundary. The builds are served by the test itself (page routes): /remotes.json names
// them, under /baseline-remotes/<folder>/, on the suite's main copy of the product.

interface Screen {
  path: string;
  /** The page's title (h1). */
  heading: string | RegExp;
  /** What shows once the screen's data arrived (default: a row of its first table). */
  ready?: (page: Page) => Locator;
}

/** A row of data (a row of cells: the empty and error states are one cell wide). */
const firstRow = (page: Page) => page.getByRole('main').locator('table tbody tr:has(td + td)').first();

const WALKS: Array<{ who: DemoAccount; screens: Screen[] }> = [
  {
    who: account('administrador', 1),
    screens: [
      { path: '/', heading: /./, ready: (page) => page.getByTestId('area-name') },
      { path: '/empresas', heading: 'Empresas' },
      { path: '/consultores', heading: 'Consultores' },
      { path: '/tarifas', heading: 'Tarifas' },
      { path: '/pagos', heading: 'Pagos' },
      { path: '/parametros', heading: 'Parámetros', ready: (page) => page.getByRole('main').getByRole('treeitem').first() },
      { path: '/contenidos', heading: 'Contenidos' },
      { path: '/usuarios', heading: 'Usuarios' },
      { path: '/RCPs', heading: 'RCPs' },
      { path: '/logs', heading: 'Logs', ready: (page) => page.getByRole('main').getByRole('region', { name: 'Log de la aplicación' }).getByRole('listitem').first() },
    ],
  },
  {
    who: account('organizacion', 5),
    screens: [
      { path: '/', heading: /./, ready: (page) => page.getByTestId('area-name') },
      { path: '/mis-datos', heading: 'Mis datos', ready: (page) => page.getByRole('main').getByLabel(/^CIF/).first() },
      { path: '/dapcon', heading: 'DAPcon' },
    ],
  },
  {
    who: account('consultor', 3),
    screens: [
      { path: '/', heading: /./, ready: (page) => page.getByTestId('area-name') },
      { path: '/mis-datos', heading: 'Mis datos', ready: (page) => page.getByRole('main').getByLabel(/^NIF/).first() },
    ],
  },
];

/**
 * What a screen shows when an answer fails its schema: the SDK's error (a 'server error') or a list's
 * error state on the screen, and an area's error boundary. (The shell's error modal is left out: it may
 * open late; the SDK's console line and the API's error answers say where a failure came from.)
 */
const SERVER_ERROR = 'Se ha producido un error en el servidor.';
const LIST_FAILED = 'No se pudo cargar la info';
const AREA_FAILED = /^No se ha podido cargar /;

let baseline: { commit: string; dir: string } | null = null;

/**
 * Serves the baseline's builds of the areas to the pages of `context`: the live /remotes.json with each
 * area the baseline has pointed at its build, and its descriptor as publishing that build would leave
 * it (the build's area.json when it has one, else the area's last one stays: deploy/deploy.mjs); their
 * files read from the folder they were built into.
 */
async function useBaselineAreas(context: BrowserContext, dir: string): Promise<void> {
  const inBaseline = (REMOTES as string[]).filter((folder) => fs.existsSync(path.join(dir, folder)));
  await context.route(/\/remotes\.json(\?|$)/, async (route) => {
    let live: Record<string, unknown> & { areas?: Record<string, unknown> };
    try {
      live = (await (await route.fetch()).json()) as typeof live;
    } catch (error) {
      // The page went on (a screen opened afresh, the test ended) while the live list was being read:
      // Playwright disposed of its answer, and nobody waits for this one any more.
      if (String(error).includes('has been disposed')) return;
      throw error;
    }
    for (const folder of inBaseline) {
      live[containerName(folder)] = `/baseline-remotes/${folder}/mf-manifest.json`;
      const area = path.join(dir, folder, 'area.json');
      if (fs.existsSync(area)) live.areas = { ...live.areas, [containerName(folder)]: JSON.parse(fs.readFileSync(area, 'utf8')) };
    }
    await route.fulfill({ json: live, headers: { 'Cache-Control': 'no-cache' } });
  });
  // The page the server writes names the files of its own live build of the area the path opens
  // (api/src/plugins/app/web.ts); with the baseline's areas live, it would name theirs: the test, which
  // makes them live in the browser only, takes those names out of the page.
  await context.route(
    (url) => !url.pathname.startsWith('/api/'),
    async (route) => {
      if (route.request().resourceType() !== 'document') return route.fallback();
      const answer = await route.fetch();
      const html = (await answer.text()).replace(/<link rel="preload" href="\/remotes\/[^"]*"[^>]*>/g, '');
      const headers = Object.fromEntries(Object.entries(answer.headers()).filter(([name]) => name !== 'content-encoding' && name !== 'content-length'));
      await route.fulfill({ status: answer.status(), headers, body: html });
    },
  );
  await context.route(/\/baseline-remotes\//, async (route) => {
    const file = path.join(dir, decodeURIComponent(new URL(route.request().url()).pathname.replace(/^\/baseline-remotes\//, '')));
    if (!file.startsWith(dir + path.sep) || !fs.existsSync(file)) return route.fulfill({ status: 404 });
    return route.fulfill({ path: file });
  });
}

/**
 * Watches a page: what a contract failure leaves (the SDK's console line, an uncaught error), the
 * requests in flight, the areas loaded, and the modules of an area that failed to load (`notes`: a
 * quiet slot of the shell, such as mf-home's top-bar tools, shows nothing when the live build lacks
 * it, by design; a visible area's failure is its error boundary on screen, which `visit` reports).
 */
function watch(page: Page) {
  const problems: string[] = [];
  const notes = new Set<string>();
  const reading: Array<Promise<void>> = [];
  const areas = { baseline: new Set<string>(), current: new Set<string>() };
  let inFlight = 0;
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    if (message.text().startsWith('Remote area failed')) notes.add(message.text().split('\n')[0] as string);
    if (!message.text().includes('does not follow the contract')) return;
    // The SDK logs the schema's issues after its line: where each is, and what it says.
    const issues = message.args()[1];
    reading.push(
      (issues ? issues.evaluate((list) => (Array.isArray(list) ? list.slice(0, 3).map((i: { path?: Array<{ key: unknown }>; message?: string }) => `${(i.path ?? []).map((p) => String(p.key)).join('.')}: ${i.message}`).join('; ') : '')) : Promise.resolve(''))
        .catch(() => '')
        .then((detail) => {
          problems.push(`${message.text().split(' [')[0]}${detail ? ` (${detail})` : ''}`);
        }),
    );
  });
  page.on('pageerror', (error) => problems.push(`uncaught: ${error.message}`));
  // A request of the live areas the new API refuses (a parameter it no longer takes, an input made required).
  page.on('response', (response) => {
    const url = new URL(response.url());
    if (url.pathname.startsWith('/api/') && response.status() >= 400) problems.push(`${response.request().method()} ${url.pathname}${url.search} answered ${response.status()}`);
  });
  page.on('request', (request) => {
    inFlight += 1;
    const area = /\/(baseline-remotes|remotes)\/(mf-[a-z]+)\//.exec(new URL(request.url()).pathname);
    if (area) areas[area[1] === 'remotes' ? 'current' : 'baseline'].add(area[2] as string);
  });
  const done = () => {
    inFlight -= 1;
  };
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  return { problems, notes, areas, inFlight: () => inFlight, read: () => Promise.all(reading) };
}

/**
 * Opens a screen (a page load, or the way a link inside the portal does) and waits until its data
 * shows or a failure does, then until nothing is loading; answers what went wrong on it.
 */
async function visit(page: Page, watcher: ReturnType<typeof watch>, screen: Screen, { load = false } = {}): Promise<string[]> {
  await watcher.read();
  const before = watcher.problems.length;
  if (load) await page.goto(screen.path);
  else if (new URL(page.url()).pathname !== screen.path) {
    // As a link of the portal navigates (the router follows the history), whatever the menu holds.
    await page.evaluate((to) => {
      window.history.pushState(null, '', to);
      window.dispatchEvent(new PopStateEvent('popstate'));
    }, screen.path);
  }
  // By CSS, not by role: the shell's error modal hides the page from the accessibility tree.
  const main = page.locator('main');
  const failure = main
    .getByText(SERVER_ERROR)
    .or(main.getByText(LIST_FAILED))
    .or(main.getByRole('alert').filter({ hasText: AREA_FAILED }));
  // The app's own screen: not a page the server drew for it (docs/decisions.md 'The signed-in list page drawn by the server').
  await expect(page.locator('#first-screen')).toHaveCount(0);
  await expect(page.getByRole('main').getByRole('heading', { level: 1, name: screen.heading }).or(failure).first()).toBeVisible();
  await expect((screen.ready ?? firstRow)(page).or(failure).first()).toBeVisible();
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  await expect.poll(() => watcher.inFlight()).toBe(0);
  await watcher.read();
  const problems = watcher.problems.slice(before);
  for (const text of await failure.allInnerTexts()) problems.push(`${screen.path} shows: ${text}`);
  return problems;
}

/** Rewrites the answers of the API paths matching `url` with `change` applied to their JSON. */
async function rewriteAnswers(page: Page, url: RegExp, change: (key: string, value: unknown) => unknown): Promise<void> {
  await page.unroute(url);
  await page.route(url, async (route) => {
    const answer = await route.fetch();
    const body = JSON.parse(await answer.text(), change) as unknown;
    await route.fulfill({ response: answer, json: body });
  });
}

test.describe("the live release's areas on the new shell and API", () => {
  // In one worker, in order: the baseline is built once (about 15 s, then kept in .tmp/baseline/).
  test.describe.configure({ mode: 'default' });

  test.beforeAll(async () => {
    test.setTimeout(600_000);
    const unavailable = baselineUnavailable() as string | null;
    test.skip(unavailable !== null, String(unavailable));
    const built = await baselineRemotes();
    for (const warning of built.warnings as string[]) console.warn(`baseline: ${warning}`);
    if (built.seconds) console.log(`baseline ${built.commit.slice(0, 7)}: remotes built in ${built.seconds.toFixed(1)} s`);
    baseline = built;
  });

  for (const { who, screens } of WALKS) {
    test(`${who.modulo_app} ${who.usuario}: ${screens.map((s) => s.path).join(' ')}`, async ({ page, context }) => {
      await useBaselineAreas(context, baseline!.dir);
      const watcher = watch(page);
      await signInHome(page, who);
      const problems: string[] = [];
      // After a screen that failed, the next one opens in a new page: the failure's error modal, which
      // may open late, stays with the screen it belongs to.
      let afresh = false;
      for (const screen of screens) {
        const found = await visit(page, watcher, screen, { load: afresh });
        problems.push(...found);
        afresh = found.length > 0;
      }
      expect(problems, `the areas of ${baseline!.commit.slice(0, 7)} met answers they cannot read`).toEqual([]);
      // They were the baseline's builds, every one.
      expect([...watcher.areas.current]).toEqual([]);
      expect(watcher.areas.baseline.size).toBeGreaterThan(0);
      for (const note of watcher.notes) test.info().annotations.push({ type: 'not loaded (quiet)', description: note });
    });
  }

  // The proof that the walk sees a breaking change, and only that: the companies list answered with a
  // field more in every row is read (the SDK drops what the area's schema does not declare); answered
  // without a field its rows require (org_nombre), it is reported, as a new API that took it out of the
  // contract would be (docs/deploy.md records that run).
  test('a field added to an answer passes; a field taken out fails', async ({ page, context }) => {
    await useBaselineAreas(context, baseline!.dir);
    const watcher = watch(page);
    await signInHome(page, account('administrador', 1));
    const companies = /\/api\/organizaciones\?/;
    const screen = { path: '/empresas', heading: 'Empresas' };

    await rewriteAnswers(page, companies, (_key, value) => (value && typeof value === 'object' && 'org_cif' in value ? { ...value, org_campo_nuevo: 'añadido' } : value));
    expect(await visit(page, watcher, screen, { load: true })).toEqual([]);

    await rewriteAnswers(page, companies, (key, value) => (key === 'org_nombre' ? undefined : value));
    const problems = await visit(page, watcher, screen, { load: true });
    expect(problems.join('\n')).toMatch(/The answer of GET \/organizaciones does not follow the contract/);
    expect(problems.join('\n')).toContain(`/empresas shows: ${LIST_FAILED}`);
    // What the user sees: the list's error state and the shell's error modal.
    await expect(page.getByRole('alertdialog').getByText(SERVER_ERROR)).toBeVisible();
  });
});
