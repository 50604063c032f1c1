// The size check of the production build (`npm test` runs it after the build; `npm run bench` prints
// its figures). Budgets live in config/size-budgets.json. Two parts:
// - over the build output: each area's own JS when first opened, the heavy libraries in an area's
//   first load, and one copy of each library the product must hold once (by the source maps);
// - in Chromium, on a private copy of the product: what /login downloads (brotli, as served), what
//   the home adds for each kind of user, what opening each area adds, and the same two checks on
//   what was really loaded.
// Usage: node scripts/size-check.mjs [--static]   (exit 1, naming the chunk and its size, on a breach)
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { REMOTES, ROOT, WEB_ROOT } from './workspaces.mjs';

export const BUDGETS_FILE = path.join(ROOT, 'config/size-budgets.json');
export const readBudgets = (file = BUDGETS_FILE) => JSON.parse(fs.readFileSync(file, 'utf8'));
export const kB = (bytes) => `${(bytes / 1000).toFixed(1)} kB`;
const gzipSize = (file) => zlib.gzipSync(fs.readFileSync(file), { level: 9 }).length;

/** The npm package a source of a source map belongs to ('react-dom'), or null for the portal's own code. */
export function packageOf(source) {
  const m = /node_modules\/((?:@[^/]+\/)?[^/]+)\/(.*)$/.exec(source);
  return m ? { name: m[1], module: `${m[1]}/${m[2]}` } : null;
}

/**
 * The packages a built script holds, each with the modules of it the script holds and their source
 * sizes, from its source map.
 * @returns {Map<string, Map<string, number>>}
 */
export function packagesIn(file) {
  const map = `${file}.map`;
  const found = new Map();
  if (!fs.existsSync(map)) return found;
  const { sources = [], sourcesContent = [] } = JSON.parse(fs.readFileSync(map, 'utf8'));
  sources.forEach((source, i) => {
    const pkg = packageOf(source);
    if (pkg) (found.get(pkg.name) ?? found.set(pkg.name, new Map()).get(pkg.name)).set(pkg.module, sourcesContent[i]?.length ?? 0);
  });
  return found;
}

/**
 * The modules of a library found in more than one script, and their source bytes in all. Webpack
 * repeats a small module in each chunk that needs it rather than add a request for it: a few kB of
 * that is the price of fewer requests; more means a library is split badly or loaded twice.
 */
function duplicatedModules(holders) {
  const files = new Map();
  const size = new Map();
  for (const { file, modules } of holders) {
    for (const [m, bytes] of modules) {
      files.set(m, new Set([...(files.get(m) ?? []), file]));
      size.set(m, bytes);
    }
  }
  const list = [...files.entries()].filter(([, f]) => f.size > 1).map(([module, f]) => ({ module, files: [...f], bytes: size.get(module) * (f.size - 1) }));
  return { list: list.sort((a, b) => b.bytes - a.bytes), bytes: list.reduce((n, d) => n + d.bytes, 0) };
}

/** Whether a package name matches an entry of a budget list ('@tiptap/' matches every @tiptap package). */
const matches = (name, entries) => entries.some((e) => (e.endsWith('/') || e.endsWith('-') ? name.startsWith(e) : name === e));

/**
 * Reads the build output: for each remote, the JS it adds when first opened (remoteEntry.js and the
 * chunks its `./Routes` module needs at once, from its mf-stats.json) and the heavy libraries among
 * them; for each one-copy library, the builds and chunks holding it.
 *
 * @param {{ app: string, dir: string }[]} dists  the shell's and the remotes' dist folders
 */
export function staticReport(dists, budgets = readBudgets()) {
  const areas = [];
  const holders = new Map(); // library → [{ app, file, modules }]
  for (const { app, dir } of dists) {
    for (const file of fs.readdirSync(dir).filter((f) => f.endsWith('.js'))) {
      for (const [name, modules] of packagesIn(path.join(dir, file))) {
        if (matches(name, budgets.oneCopy.packages)) (holders.get(name) ?? holders.set(name, []).get(name)).push({ app, file, modules });
      }
    }
    const statsFile = path.join(dir, 'mf-stats.json');
    if (!fs.existsSync(statsFile)) continue;
    const stats = JSON.parse(fs.readFileSync(statsFile, 'utf8'));
    const routes = stats.exposes?.find((e) => e.name === 'Routes');
    if (!routes) continue;
    const files = [stats.metaData.remoteEntry.name, ...routes.assets.js.sync].map((file) => ({ file, gzip: gzipSize(path.join(dir, file)) }));
    const heavy = [];
    for (const { file } of files) {
      for (const name of packagesIn(path.join(dir, file)).keys()) if (matches(name, budgets.heavyLibraries.packages)) heavy.push({ file, name });
    }
    areas.push({ app, files, gzip: files.reduce((n, f) => n + f.gzip, 0), heavy });
  }
  const copies = budgets.oneCopy.packages.map((lib) => {
    const held = [...holders.entries()].filter(([name]) => matches(name, [lib])).flatMap(([, list]) => list);
    const apps = [...new Set(held.map((h) => h.app))];
    const duplicated = duplicatedModules(held.map((h) => ({ file: `${h.app}/${h.file}`, modules: h.modules })));
    return { lib, apps, files: held.map((h) => `${h.app}/${h.file}`), duplicated };
  });
  return { areas, copies };
}

/** The breaches of the build output's budgets, each naming the chunk and its size. */
export function checkStatic({ areas, copies }, budgets = readBudgets()) {
  const out = [];
  const max = budgets.area.maxOwnGzipKB * 1000;
  for (const a of areas) {
    if (a.gzip > max) {
      const list = [...a.files].sort((x, y) => y.gzip - x.gzip).map((f) => `${f.file} ${kB(f.gzip)}`).join(', ');
      out.push(`${a.app}: its own JS when first opened is ${kB(a.gzip)} gzip, over the ${kB(max)} budget: ${list}`);
    }
    for (const h of a.heavy) out.push(`${a.app}: ${h.name} loads with the area's first screen (${h.file}, ${kB(a.files.find((f) => f.file === h.file).gzip)} gzip); load it with the screen that uses it`);
  }
  for (const c of copies) {
    if (c.apps.length > 1) out.push(`${c.lib} is built into ${c.apps.length} parts (${c.files.join(', ')}): take it through shared-ui/shared-sdk`);
    if (c.duplicated.bytes > budgets.oneCopy.maxDuplicatedKB * 1000) {
      const top = c.duplicated.list.slice(0, 3).map((d) => `${d.module} in ${d.files.join(', ')}`).join('; ');
      out.push(`${c.lib}: ${kB(c.duplicated.bytes)} of its code is repeated across chunks, over the ${budgets.oneCopy.maxDuplicatedKB} kB budget: ${top}`);
    }
  }
  return out;
}

/** A free TCP port on the loopback interface. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });
}

/**
 * Starts a private copy of the product (the API serving web/) on a fresh embedded database, with
 * `env` added to its environment (`REMOTE_MF_EMPRESAS_URL`…).
 * @returns {Promise<{ base: string, stop: () => void }>}
 */
export async function startProduct({ webRoot = WEB_ROOT, env: extra = {} } = {}) {
  const port = await freePort();
  const data = fs.mkdtempSync(path.join(os.tmpdir(), 'dapcon-size-'));
  const { DATABASE_URL: _db, ...env } = process.env;
  const server = spawn(process.execPath, [path.join(ROOT, 'api/dist/server.js')], {
    env: { ...env, ...extra, PORT: String(port), HOST: '127.0.0.1', WEB_ROOT: webRoot, DATA_DIR: data },
    stdio: 'ignore',
  });
  const base = `http://127.0.0.1:${port}`;
  const stop = () => {
    server.kill('SIGTERM');
    fs.rmSync(data, { recursive: true, force: true });
  };
  const end = Date.now() + 120_000;
  for (;;) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) return { base, stop };
    } catch {
      // not up yet
    }
    if (Date.now() > end) {
      stop();
      throw new Error('the product did not start in 120 s');
    }
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** Chromium as Debian installs it: Playwright never downloads a browser here. */
export function chromiumPath() {
  return process.env.CHROMIUM_PATH ?? (spawnSync('which', ['chromium'], { encoding: 'utf8' }).stdout.trim() || null);
}

/** Records the JS a page downloads: url, bytes over the wire, and its path. */
function recordJs(page) {
  const seen = [];
  // Scripts asked for and not yet counted: settle() waits for them (on a slow machine a chunk can take
  // longer than the quiet gap, and was then counted to the next screen opened).
  let pending = 0;
  Object.defineProperty(seen, 'pending', { get: () => pending });
  const isJs = (request) => new URL(request.url()).pathname.endsWith('.js');
  page.on('request', (request) => {
    if (isJs(request)) pending += 1;
  });
  page.on('requestfailed', (request) => {
    if (isJs(request)) pending -= 1;
  });
  page.on('response', async (response) => {
    const url = response.url();
    if (!new URL(url).pathname.endsWith('.js')) return;
    try {
      let bytes = Number((await response.headerValue('content-length').catch(() => null)) ?? NaN);
      if (!Number.isFinite(bytes)) bytes = (await response.body().catch(() => Buffer.alloc(0))).length;
      seen.push({ path: new URL(url).pathname, bytes });
    } finally {
      pending -= 1;
    }
  });
  return seen;
}

/**
 * Waits until the page has no script in flight and has asked for none for `ms` (what a screen loads, it
 * loads together; the gap covers the running of one chunk before it asks for the next).
 */
async function settle(seen, ms = 1000) {
  let count = -1;
  while (count !== seen.length || seen.pending > 0) {
    count = seen.length;
    await new Promise((r) => setTimeout(r, ms));
  }
}

const sum = (list) => list.reduce((n, f) => n + f.bytes, 0);

/** Debian's Chromium with the flags this machine needs, through playwright-core. */
export async function launchChromium(chromium = chromiumPath()) {
  const { chromium: pw } = await import('playwright-core');
  return pw.launch({
    executablePath: chromium,
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
}

/** Fills the sign-in screen as the e2e suite does, and answers its button (not clicked yet). */
export async function signIn(page, base, account) {
  await page.goto(`${base}${account.modulo_app === 'administrador' ? '/login?role=admin' : '/login'}`);
  if (account.modulo_app !== 'administrador') await page.getByRole('tab', { name: account.modulo_app === 'organizacion' ? 'Empresa' : 'Consultor' }).click();
  const label = account.modulo_app === 'organizacion' ? 'CIF' : 'NIF';
  const form = page.getByRole('form', { name: label });
  await form.getByLabel(label).fill(account.usuario);
  await form.getByLabel(/^Contraseña/).fill(account.password);
  return form.getByRole('button', { name: 'Iniciar sesión' });
}

/** The link of a good mobile connection (Chrome's 'Fast 4G'-like): 9 Mbit/s down, 40 ms round trip. */
const SLOWER_LINK = { offline: false, latency: 40, downloadThroughput: (9e6 / 8) | 0, uploadThroughput: (1.5e6 / 8) | 0 };

/** /login on a first visit over {@link SLOWER_LINK}: first contentful paint and when the button works. */
async function onSlowerLink(browser, base) {
  const context = await browser.newContext({ locale: 'es-ES' });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', SLOWER_LINK);
  await page.goto(`${base}/login`);
  const button = page.getByRole('form', { name: 'CIF' }).getByRole('button', { name: 'Iniciar sesión' });
  await button.waitFor({ timeout: 60_000 });
  while (!(await button.isEnabled())) await new Promise((r) => setTimeout(r, 10));
  const slowUsableMs = await page.evaluate(() => performance.now());
  const slowFcpMs = await page.evaluate(() => performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null);
  await context.close();
  return { slowUsableMs, slowFcpMs };
}

/**
 * Measures the product in Chromium: /login on a first visit; the home of each kind of user; each
 * area opened by the administrator. Also lists, from the source maps, the heavy libraries loaded on
 * /login and the homes, and the builds and scripts each one-copy library was loaded from.
 */
export async function browserReport({ base, webRoot = WEB_ROOT, budgets = readBudgets(), chromium = chromiumPath() }) {
  const browser = await launchChromium(chromium);
  const packagesOfPath = (p) => packagesIn(path.join(webRoot, p));
  const buildOf = (p) => /^\/remotes\/([^/]+)\//.exec(p)?.[1] ?? 'shell';
  const heavyIn = (list) => list.flatMap((f) => [...packagesOfPath(f.path).keys()].filter((n) => matches(n, budgets.heavyLibraries.packages)).map((name) => ({ name, file: f.path })));
  try {
    // /login, first visit
    const context = await browser.newContext({ locale: 'es-ES' });
    const page = await context.newPage();
    const loginJs = recordJs(page);
    await page.goto(`${base}/login`);
    const button = page.getByRole('form', { name: 'CIF' }).getByRole('button', { name: 'Iniciar sesión' });
    await button.waitFor();
    while (!(await button.isEnabled())) await new Promise((r) => setTimeout(r, 10));
    const usableMs = await page.evaluate(() => performance.now());
    const fcpMs = await page.evaluate(() => performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null);
    await settle(loginJs);
    await context.close();
    const keptOff = loginJs.flatMap((f) => [...packagesOfPath(f.path).keys()].filter((n) => matches(n, budgets.login.keepOff ?? [])).map((name) => ({ name, file: f.path })));
    const login = { js: [...loginJs], bytes: sum(loginJs), requests: loginJs.length, usableMs, fcpMs, heavy: heavyIn(loginJs), keptOff, ...(await onSlowerLink(browser, base)) };

    // Each kind of user's home, after signing in; the administrator then opens every area.
    const accounts = JSON.parse(fs.readFileSync(path.join(ROOT, 'api/seed/demo-accounts.json'), 'utf8'));
    const kinds = [
      ['administrador', accounts.find((a) => a.modulo_app === 'administrador')],
      ['organizacion', accounts.find((a) => a.modulo_app === 'organizacion')],
      ['consultor', accounts.find((a) => a.modulo_app === 'consultor' && a.perfil !== 4)],
      ['verificador', accounts.find((a) => a.modulo_app === 'consultor' && a.perfil === 4)],
    ].filter(([, a]) => a);
    const homes = [];
    const areas = [];
    const session = [];
    for (const [kind, account] of kinds) {
      const ctx = await browser.newContext({ locale: 'es-ES' });
      const p = await ctx.newPage();
      const all = recordJs(p);
      const submit = await signIn(p, base, account);
      await settle(all);
      const before = all.length;
      await submit.click();
      await p.getByTestId('area-name').waitFor();
      await settle(all);
      const added = all.slice(before);
      homes.push({ kind, js: added, bytes: sum(added), heavy: heavyIn(added) });
      if (kind === 'administrador') {
        for (const [remote, route] of Object.entries(budgets.areas).filter(([k]) => !k.startsWith('$'))) {
          const from = all.length;
          await p.evaluate((to) => {
            history.pushState({}, '', to);
            dispatchEvent(new PopStateEvent('popstate'));
          }, route);
          await p.waitForResponse((r) => r.url().includes(`/remotes/${remote.replaceAll('_', '-')}/`), { timeout: 15_000 }).catch(() => null);
          await settle(all);
          const js = all.slice(from);
          areas.push({ remote, route, js, bytes: sum(js) });
        }
        session.push(...all);
      }
      await ctx.close();
    }

    // One copy: every script the administrator's session loaded, by the libraries it holds.
    const copies = budgets.oneCopy.packages.map((lib) => {
      const builds = new Set();
      const holders = [];
      for (const file of new Set(session.map((f) => f.path))) {
        for (const [name, modules] of packagesOfPath(file)) {
          if (!matches(name, [lib])) continue;
          builds.add(buildOf(file));
          holders.push({ file, modules });
        }
      }
      return { lib, builds: [...builds], duplicated: duplicatedModules(holders) };
    });
    return { login, homes, areas, copies };
  } finally {
    await browser.close();
  }
}

/** The breaches of the in-browser budgets, each naming the scripts and their sizes. */
export function checkBrowser({ login, homes, areas, copies }, budgets = readBudgets()) {
  const out = [];
  const largest = (js) => [...js].sort((a, b) => b.bytes - a.bytes).slice(0, 5).map((f) => `${f.path} ${kB(f.bytes)}`).join(', ');
  if (login.bytes > budgets.login.maxJsKB * 1000) out.push(`/login downloads ${kB(login.bytes)} of JS, over the ${budgets.login.maxJsKB} kB budget; largest: ${largest(login.js)}`);
  if (login.requests > budgets.login.maxJsRequests) out.push(`/login makes ${login.requests} JS requests, over the budget of ${budgets.login.maxJsRequests}`);
  for (const x of login.keptOff ?? []) out.push(`/login loads ${x.name} (${x.file}), which the sign-in page must not load (login.keepOff)`);
  for (const h of [{ kind: '/login', heavy: login.heavy }, ...homes]) for (const x of h.heavy) out.push(`${h.kind === '/login' ? '/login' : `the ${h.kind} home`} loads ${x.name} (${x.file})`);
  for (const h of homes) if (h.bytes > budgets.home.maxAddedKB * 1000) out.push(`the ${h.kind} home adds ${kB(h.bytes)} of JS after signing in, over the ${budgets.home.maxAddedKB} kB budget; largest: ${largest(h.js)}`);
  for (const a of areas) {
    if (a.bytes > budgets.area.maxAddedKB * 1000) out.push(`${a.remote} (${a.route}) adds ${kB(a.bytes)} of JS when first opened, over the ${budgets.area.maxAddedKB} kB budget; largest: ${largest(a.js)}`);
    if (a.js.length === 0) out.push(`${a.remote} (${a.route}) loaded nothing: is the route in config/size-budgets.json still the area's?`);
  }
  for (const c of copies) {
    if (c.builds.length > 1) out.push(`${c.lib} was loaded from ${c.builds.length} builds (${c.builds.join(', ')})`);
    if (c.duplicated.bytes > budgets.oneCopy.maxDuplicatedKB * 1000) {
      const top = c.duplicated.list.slice(0, 3).map((d) => `${d.module} in ${d.files.join(', ')}`).join('; ');
      out.push(`${c.lib}: ${kB(c.duplicated.bytes)} of its code was loaded twice, over the ${budgets.oneCopy.maxDuplicatedKB} kB budget: ${top}`);
    }
  }
  return out;
}

/** The dist folders of the product's parts. */
export const productDists = () => ['shell', ...REMOTES].map((app) => ({ app, dir: path.join(ROOT, app, 'dist') }));

/** Prints the figures of a static and an in-browser report. */
export function printReports({ stat, browser }, print = console.log) {
  if (browser) {
    const { login } = browser;
    print(`/login, first visit: ${kB(login.bytes)} of JS (brotli) in ${login.requests} requests; first contentful paint ${login.fcpMs?.toFixed(0) ?? '?'} ms; sign-in button usable at ${login.usableMs.toFixed(0)} ms`);
    print(`  on a 9 Mbit/s, 40 ms link: first contentful paint ${login.slowFcpMs?.toFixed(0) ?? '?'} ms; sign-in button usable at ${login.slowUsableMs.toFixed(0)} ms`);
    for (const h of browser.homes) print(`  sign-in → ${h.kind} home adds ${kB(h.bytes)} (${h.js.length} scripts)`);
    for (const a of browser.areas) print(`  opening ${a.remote} (${a.route}) adds ${kB(a.bytes)} (${a.js.length} scripts)`);
  }
  if (stat) {
    for (const a of stat.areas) print(`  ${a.app}: own JS when first opened ${kB(a.gzip)} gzip (${a.files.length} files)`);
    print('  copies per library: builds holding it / builds a session loaded it from / source repeated across chunks');
    for (const c of stat.copies) {
      const b = browser?.copies.find((x) => x.lib === c.lib);
      print(`    ${c.lib.padEnd(32)} ${c.apps.length} / ${b ? b.builds.length : '-'} / ${kB(c.duplicated.bytes)}`);
    }
  }
}

async function main() {
  const budgets = readBudgets();
  const onlyStatic = process.argv.includes('--static');
  const stat = staticReport(productDists(), budgets);
  const violations = checkStatic(stat, budgets);
  let browser = null;
  if (!onlyStatic) {
    if (!chromiumPath()) throw new Error('Chromium is not installed: install Debian\'s "chromium" package or set CHROMIUM_PATH.');
    const product = await startProduct();
    try {
      browser = await browserReport({ base: product.base, budgets });
    } finally {
      product.stop();
    }
    violations.push(...checkBrowser(browser, budgets));
  }
  printReports({ stat, browser });
  if (violations.length) {
    console.error(`\nSize budgets (config/size-budgets.json) broken:\n${violations.map((v) => `  ✗ ${v}`).join('\n')}`);
    process.exit(1);
  }
  console.log('size budgets: all within');
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(new URL(import.meta.url).pathname)) {
  await main();
}

