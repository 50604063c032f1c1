// `npm run bench`'s browser part against a peer (issue 38): react-admin's companies list, built for
// production from bench/peer/ (its own lock file), measured side by side with the portal's /login and
// /empresas in the same run, with the same Chromium, turn by turn; then the first visit of each area on
// a product just started. `npm run bench -- --browser` runs this part alone.
//
// What is measured, on cold loads (a new browser context each: empty cache, nothing running):
// - react-admin's companies list: its first row on screen;
// - /login: the 'Iniciar sesión' button usable (rendered, visible, enabled);
// - /empresas, the demo administrator's session already in the browser (localStorage and the device
//   cookie, as a returning user has them): the first row of the company list on screen.
// 'On screen' is the frame after the element is in the DOM (a MutationObserver installed before any
// script of the page runs sees it; a requestAnimationFrame and a task after it, the paint). Both lists
// wait for the same row: the first company by name in the API's default list, which both read.
// For each, the JS downloaded (body bytes as sent, brotli) and its requests; then a second visit in the
// same context (a reload): the JS that still crosses the network, 304s and their headers included.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import https from 'node:https';
import os from 'node:os';
import path from 'node:path';
import { ROOT, WEB_ROOT } from './workspaces.mjs';
import { chromiumPath, freePort, launchChromium, signIn, startProduct } from './size-check.mjs';
import { nginxConfig } from '../deploy/nginx.mjs';
import { isBuilt } from '../bench/peer/stamp.mjs';

const PEER_DIR = path.join(ROOT, 'bench/peer');
/** The aim of issue 38: the portal's time at most this share of react-admin's. */
export const AIM = 0.8;
/** The link of size-check's slow line: 9 Mbit/s down, 40 ms round trip. */
const SLOW_LINK = { offline: false, latency: 40, downloadThroughput: (9e6 / 8) | 0, uploadThroughput: (1.5e6 / 8) | 0 };

// --- Pure helpers (config/bench-browser.test.ts) ----------------------------------------------

/** The median of some numbers (the mean of the two middle ones for an even count); NaN for none. */
export function median(values) {
  const s = values.filter((v) => Number.isFinite(v)).sort((a, b) => a - b);
  if (s.length === 0) return NaN;
  const m = Math.floor(s.length / 2);
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
}

/** '812 (790–901)': the median and range of some times in ms. */
export function spread(values) {
  const s = values.filter((v) => Number.isFinite(v));
  if (s.length === 0) return '?';
  return `${median(s).toFixed(0)} (${Math.min(...s).toFixed(0)}–${Math.max(...s).toFixed(0)})`;
}

/**
 * The portal's time over the peer's, against the aim: '0.62 (aim ≤ 0.8: met)'.
 *
 * @example
 * ratioText(900, 1000) // '0.90 (aim ≤ 0.8: not met, 0.72× the peer's needed)'
 */
export function ratioText(ours, theirs, aim = AIM) {
  if (!Number.isFinite(ours) || !Number.isFinite(theirs) || theirs <= 0) return '?';
  const r = ours / theirs;
  return `${r.toFixed(2)} (aim ≤ ${aim}: ${r <= aim ? 'met' : `not met, ${(aim * theirs).toFixed(0)} ms needed`})`;
}

/** The ratios of two series of times taken turn by turn (a turn missing either is left out). */
export function pairedRatios(ours, theirs) {
  return ours.map((v, i) => v / theirs[i]).filter((r) => Number.isFinite(r) && r > 0);
}

/** '0.98 (0.85–1.20)': the median and range of some ratios. */
export function spreadRatio(ratios) {
  if (ratios.length === 0) return '?';
  return `${median(ratios).toFixed(2)} (${Math.min(...ratios).toFixed(2)}–${Math.max(...ratios).toFixed(2)})`;
}

/** '1.2 kB': bytes in kB of 1000, as the size check prints them. */
export const kB = (bytes) => `${(bytes / 1000).toFixed(1)} kB`;

/** Whether a user ({ modulo_app, perfil }) may open a screen of this access (shared-sdk screenAllows). */
export function screenAllows(access, user) {
  if (access === 'public' || access === 'user') return true;
  if (access === 'guest' || !access || typeof access !== 'object') return false;
  if (Array.isArray(access.anyOf)) return access.anyOf.some((rule) => screenAllows(rule, user));
  return (!access.modulos || access.modulos.includes(user.modulo_app)) && (!access.perfiles || access.perfiles.includes(user.perfil));
}

/**
 * One screen per area of /remotes.json's 'areas': the first one the user may open that needs no
 * parameter, or null when none (mf_registro's pages are the API's, outside the shell).
 *
 * @example
 * firstScreens({ mf_auth: { screens: [{ path: '/login', access: 'guest' }, { path: '/avis-legal', access: 'public' }] } }, admin)
 * // [{ area: 'mf_auth', path: '/avis-legal' }]
 */
export function firstScreens(areas, user) {
  return Object.entries(areas ?? {}).map(([area, descriptor]) => ({
    area,
    path: (descriptor?.screens ?? []).find((s) => !s.path.includes(':') && screenAllows(s.access, user))?.path ?? null,
  }));
}

/**
 * The JS of one page load from the DevTools protocol's events: what crossed the network (body bytes as
 * sent, and with headers), how many requests, how many answered 304, how many came from the cache.
 */
export function scriptTotals(requests) {
  const net = requests.filter((r) => !r.cached && !r.failed);
  return {
    requests: net.length,
    bytes: net.reduce((n, r) => n + (r.status === 304 ? 0 : r.body), 0),
    transferred: net.reduce((n, r) => n + r.transferred, 0),
    notModified: net.filter((r) => r.status === 304).length,
    cached: requests.filter((r) => r.cached).length,
  };
}

// --- The peer ------------------------------------------------------------------------------------

/** Builds bench/peer when its dist/ is missing or older than its sources or lock file. */
export function ensurePeer(log = console.log) {
  if (isBuilt(PEER_DIR)) return;
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
  const lock = fs.readFileSync(path.join(PEER_DIR, 'package-lock.json'));
  const installed = path.join(PEER_DIR, 'node_modules/.package-lock.json');
  const marker = path.join(PEER_DIR, 'node_modules/.bench-lock');
  if (!fs.existsSync(installed) || !fs.existsSync(marker) || !fs.readFileSync(marker).equals(lock)) {
    log('bench/peer: npm ci (react-admin from its lock file)');
    const ci = spawnSync(npm, ['ci', '--prefix', PEER_DIR, '--no-audit', '--no-fund'], { stdio: 'inherit' });
    if (ci.status !== 0) throw new Error('npm ci --prefix bench/peer failed');
    fs.writeFileSync(marker, lock);
  }
  const built = spawnSync(npm, ['run', 'build', '--prefix', PEER_DIR], { stdio: 'inherit' });
  if (built.status !== 0) throw new Error('the peer did not build (npm run build --prefix bench/peer)');
}

/** The version of a package the peer was built with. */
function peerVersion(name) {
  try {
    return JSON.parse(fs.readFileSync(path.join(PEER_DIR, 'node_modules', name, 'package.json'), 'utf8')).version;
  } catch {
    return '?';
  }
}

/** Starts bench/peer/server.mjs against the portal's API at `base`; answers its URL and a stop. */
async function startPeer(base, admin) {
  const port = await freePort();
  const child = spawn(process.execPath, [path.join(PEER_DIR, 'server.mjs')], {
    env: { ...process.env, PEER_PORT: String(port), DAPCON_API: base, DAPCON_USER: admin.usuario, DAPCON_PASSWORD: admin.password, DAPCON_MODULO: admin.modulo_app },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const stop = () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
  };
  const url = await new Promise((resolve, reject) => {
    let out = '';
    const timer = setTimeout(() => reject(new Error('the peer server did not start in 30 s')), 30_000);
    child.stdout.on('data', (chunk) => {
      out += chunk;
      const m = /listening (\S+)/.exec(out);
      if (m) {
        clearTimeout(timer);
        resolve(m[1]);
      }
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`the peer server stopped (${code})`));
    });
  }).catch((error) => {
    stop();
    throw error;
  });
  return { url, stop };
}

// --- In the page ---------------------------------------------------------------------------------

/**
 * Installed before the page's scripts: notes when the mark is first in the DOM (`__benchDom`) and the
 * frame after (`__benchMark`), and the frame after the mark is the app's own (`__benchApp`: no screen
 * drawn by the server stands any more; the same as `__benchMark` on a page without one). A mark is the
 * 'Iniciar sesión' button usable, or a table cell holding a text (the first company's CIF).
 */
function installMark(mark) {
  const visible = (el) => el.getClientRects().length > 0;
  const found = () => {
    if (mark.kind === 'button') {
      return [...document.querySelectorAll('button')].some((b) => b.textContent.trim() === mark.text && !b.disabled && b.getAttribute('aria-disabled') !== 'true' && visible(b));
    }
    return [...document.querySelectorAll('tbody tr td')].some((td) => td.textContent.trim() === mark.text && visible(td));
  };
  const afterFrame = (key) => requestAnimationFrame(() => setTimeout(() => (window[key] = performance.now())));
  let app = false;
  const observer = new MutationObserver(() => {
    if (!found()) return;
    if (window.__benchDom === undefined) {
      window.__benchDom = performance.now();
      afterFrame('__benchMark');
    }
    if (!app && !document.getElementById('first-screen')) {
      app = true;
      observer.disconnect();
      afterFrame('__benchApp');
    }
  });
  observer.observe(document, { subtree: true, childList: true, attributes: true, characterData: true });
}

/** Records the scripts a page asks for through a DevTools protocol session (see scriptTotals). */
function watchScripts(cdp) {
  const byId = new Map();
  let last = 0;
  cdp.on('Network.requestWillBeSent', (e) => {
    if (e.type !== 'Script' || byId.has(e.requestId)) return;
    byId.set(e.requestId, { url: e.request.url, status: 0, body: 0, transferred: 0, cached: false, failed: false, done: false });
    last = performance.now();
  });
  cdp.on('Network.requestServedFromCache', (e) => {
    const r = byId.get(e.requestId);
    if (r) r.cached = true;
  });
  cdp.on('Network.responseReceived', (e) => {
    const r = byId.get(e.requestId);
    if (!r) return;
    r.status = e.response.status;
    if (e.response.fromDiskCache || e.response.fromPrefetchCache || e.response.fromServiceWorker) r.cached = true;
    r.headers = e.response.encodedDataLength ?? 0;
    const length = Object.entries(e.response.headers ?? {}).find(([k]) => k.toLowerCase() === 'content-length')?.[1];
    r.length = length === undefined ? null : Number(length);
  });
  cdp.on('Network.loadingFinished', (e) => {
    const r = byId.get(e.requestId);
    if (!r) return;
    r.transferred = e.encodedDataLength ?? 0;
    r.body = r.length ?? Math.max(0, r.transferred - (r.headers ?? 0));
    r.done = true;
    last = performance.now();
  });
  cdp.on('Network.loadingFailed', (e) => {
    const r = byId.get(e.requestId);
    if (!r) return;
    r.failed = true;
    r.done = true;
    last = performance.now();
  });
  return {
    /** Waits until no script is in flight and none was asked for in `quiet` ms. */
    async settle(quiet = 700) {
      const end = performance.now() + 30_000;
      while (performance.now() < end) {
        if ([...byId.values()].every((r) => r.done) && performance.now() - last >= quiet) break;
        await new Promise((r) => setTimeout(r, 100));
      }
    },
    take() {
      const list = [...byId.values()];
      byId.clear();
      return list;
    },
  };
}

/**
 * One cold load of `url` in a new context: the time of its mark, the JS it loaded; then, unless
 * `second` is false, a reload in the same context and the same again.
 */
async function coldLoad(browser, { url, mark, storageState, link, second = true }) {
  // The bench's own nginx serves TLS with a certificate made for the run.
  const context = await browser.newContext({ locale: 'es-ES', storageState, ignoreHTTPSErrors: true });
  try {
    await context.addInitScript(installMark, mark);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    const scripts = watchScripts(cdp);
    await cdp.send('Network.enable');
    if (link) await cdp.send('Network.emulateNetworkConditions', link);
    const visit = async (go) => {
      await go();
      const [ms, app] = await page
        .waitForFunction(() => window.__benchMark && window.__benchApp && [window.__benchMark, window.__benchApp], null, { timeout: 60_000, polling: 50 })
        .then((h) => h.jsonValue());
      await scripts.settle();
      return { ms, app, js: scriptTotals(scripts.take()) };
    };
    const first = await visit(() => page.goto(url));
    const again = second ? await visit(() => page.reload()) : null;
    return { first, again };
  } finally {
    await context.close();
  }
}

/** The storage state (localStorage, cookies) of the administrator signed in through /login. */
async function signedInState(browser, base, admin) {
  const context = await browser.newContext({ locale: 'es-ES', ignoreHTTPSErrors: true });
  try {
    const page = await context.newPage();
    const button = await signIn(page, base, admin);
    await button.click();
    await page.getByTestId('area-name').waitFor({ timeout: 60_000 });
    return await context.storageState();
  } finally {
    await context.close();
  }
}

/** The first company of the API's default list (by name, alta), as both lists show it first. */
async function firstCompany(base, admin) {
  const login = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ usuario: admin.usuario, password: admin.password, modulo_app: admin.modulo_app }),
  }).then((r) => r.json());
  const list = await fetch(`${base}/api/organizaciones`, { headers: { authorization: `Bearer ${login.data.token}` } }).then((r) => r.json());
  const first = list.data?.data?.[0];
  if (!first) throw new Error('GET /api/organizaciones answered no company');
  return first;
}

// --- Behind nginx, as in production ---------------------------------------------------------------

/**
 * Debian's nginx in front of the product at `base`, with the production site of deploy/nginx.mjs over TLS
 * (HTTP/2; a self-signed certificate made for the run) on the same static root; null when nginx or openssl
 * is missing. Answers its origin and a stop.
 */
async function startNginx(base, webRoot) {
  if (spawnSync('nginx', ['-v']).error || spawnSync('openssl', ['version']).error) return null;
  const prefix = fs.mkdtempSync(path.join(os.tmpdir(), 'dapcon-bench-nginx-'));
  const [certificate, key] = [path.join(prefix, 'cert.pem'), path.join(prefix, 'key.pem')];
  const made = spawnSync('openssl', ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '1', '-subj', '/CN=127.0.0.1', '-keyout', key, '-out', certificate]);
  if (made.status !== 0) return null;
  const port = await freePort();
  const config = path.join(prefix, 'nginx.conf');
  fs.writeFileSync(config, nginxConfig({ prefix, root: webRoot, listen: `127.0.0.1:${port}`, apis: [new URL(base).host], tls: { certificate, key } }));
  const child = spawn('nginx', ['-p', prefix, '-c', config, '-g', 'daemon off; master_process off;'], { stdio: 'ignore' });
  const stop = () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    fs.rmSync(prefix, { recursive: true, force: true });
  };
  const origin = `https://127.0.0.1:${port}`;
  const answers = () =>
    new Promise((resolve) => {
      const request = https.get(`${origin}/api/health`, { rejectUnauthorized: false }, (response) => {
        response.resume();
        resolve(response.statusCode === 200);
      });
      request.on('error', () => resolve(false));
    });
  const end = Date.now() + 15_000;
  while (!(await answers())) {
    if (Date.now() > end || child.exitCode !== null) {
      stop();
      return null;
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  return { base: origin, stop };
}

// --- The first visit of each area after a start ----------------------------------------------------

/**
 * In the page, before a screen opens: `__areaReady` is set when main holds an h1 that was not there
 * before, with nothing loading in it (no spinner, skeleton or aria-busy), `__areaStart` at the first
 * click (the sign-in) unless set by the navigation.
 */
function installReady() {
  const before = document.querySelector('main h1');
  window.__areaReady = undefined;
  window.__areaStart = undefined;
  const ready = () => {
    const main = document.querySelector('main');
    const h1 = main?.querySelector('h1');
    return h1 && h1 !== before && h1.textContent.trim() !== '' && !main.querySelector('.chakra-spinner, .chakra-skeleton, [data-loading], [aria-busy="true"], [role="progressbar"]');
  };
  const observer = new MutationObserver(() => {
    if (window.__areaReady !== undefined || !ready()) return;
    window.__areaReady = performance.now();
    observer.disconnect();
  });
  observer.observe(document, { subtree: true, childList: true, attributes: true, characterData: true });
  document.addEventListener('click', () => (window.__areaStart ??= performance.now()), { capture: true, once: true });
}

/**
 * Signs in and opens one screen of each area in turn, in a new context; then each again in the same tab
 * (the area's code loaded, its data maybe cached). Answers ms per area for both walks.
 */
async function walkAreas(browser, base, admin, plan) {
  const context = await browser.newContext({ locale: 'es-ES' });
  const first = {};
  const again = {};
  try {
    const page = await context.newPage();
    const button = await signIn(page, base, admin);
    const ready = () => page.waitForFunction(() => window.__areaReady, null, { timeout: 30_000, polling: 50 }).then(() => page.evaluate(() => window.__areaReady - window.__areaStart));
    const open = async (to) => {
      await page.evaluate(installReady);
      await page.evaluate((target) => {
        window.__areaStart = performance.now();
        history.pushState({}, '', target);
        dispatchEvent(new PopStateEvent('popstate'));
      }, to);
      const ms = await ready().catch(() => NaN);
      // What the screen asks for after it shows stays out of the next one's time.
      await page.waitForTimeout(1_000);
      return ms;
    };
    // The home is where signing in lands: its first visit is timed from the click.
    await page.evaluate(installReady);
    await button.click();
    const homeMs = await ready().catch(() => NaN);
    const home = plan.find((p) => p.path === '/');
    if (home) first[home.area] = homeMs;
    await page.waitForTimeout(1_000);
    for (const { area, path: to } of plan) if (to !== null && to !== '/') first[area] = await open(to);
    for (const { area, path: to } of plan) if (to !== null) again[area] = await open(to);
  } finally {
    await context.close();
  }
  return { first, again };
}

// --- The bench -----------------------------------------------------------------------------------

/**
 * The browser bench against react-admin. `base` is a running product (started here, and stopped,
 * when absent); `row(what, value)` prints a figure; `admin` is the demo Ares administrator (read from
 * api/seed/demo-accounts.json when absent). `turns` cold loads of each page, interleaved.
 */
export async function benchBrowser({ base, admin, row = (what, value) => console.log(`${what.padEnd(58)} ${value}`), turns = Number(process.env.BENCH_BROWSER_TURNS ?? 7), slowTurns = 3 } = {}) {
  if (!chromiumPath()) {
    row('Browser bench against react-admin', 'Chromium not installed: skipped');
    return;
  }
  admin ??= JSON.parse(fs.readFileSync(path.join(ROOT, 'api/seed/demo-accounts.json'), 'utf8')).find((a) => a.modulo_app === 'administrador' && a.perfil === 1);
  ensurePeer();
  // On a product of its own, a copy of web/ taken now: a build during the run changes nothing measured.
  const snapshot = base ? null : snapshotWeb();
  const own = base ? null : await startProduct({ webRoot: snapshot });
  base ??= own.base;
  const browser = await launchChromium();
  let peer = null;
  let nginx = null;
  try {
    peer = await startPeer(base, admin);
    // On a product of its own: the same product behind nginx as in production (its page is the API's).
    if (own && slowTurns > 0) nginx = await startNginx(base, snapshot);
    const company = await firstCompany(base, admin);
    const session = await signedInState(browser, base, admin);
    const cases = [
      { key: 'peer', url: `${peer.url}/#/companies`, mark: { kind: 'row', text: company.org_cif } },
      { key: 'login', url: `${base}/login`, mark: { kind: 'button', text: 'Iniciar sesión' } },
      { key: 'empresas', url: `${base}/empresas`, mark: { kind: 'row', text: company.org_cif }, storageState: session },
    ];
    let failed = 0;
    const load = (c, options = {}) =>
      coldLoad(browser, { ...c, ...options }).catch((error) => {
        failed += 1;
        console.error(`${c.url}: ${error instanceof Error ? error.message.split('\n')[0] : error}`);
        return { first: { ms: NaN, js: null }, again: options.second === false ? null : { ms: NaN, js: null } };
      });
    // One warm-up load each (the servers' first answers, Chromium's first start), not counted.
    for (const c of cases) await load(c, { second: false });
    // Each case once a turn, each first in turn: what the machine does meanwhile falls on all of them.
    const interleaved = async (list, count, options) => {
      const out = Object.fromEntries(list.map((c) => [c.key, []]));
      for (let turn = 0; turn < count; turn++) {
        for (let i = 0; i < list.length; i++) {
          const c = list[(turn + i) % list.length];
          out[c.key].push(await load(c, options));
        }
      }
      return out;
    };
    const results = await interleaved(cases, turns);
    const slow = await interleaved(cases, slowTurns, { link: SLOW_LINK, second: false });

    // Behind nginx (TLS, HTTP/2) on the same link: what a user of the production setup gets.
    let behind = { login: [], empresas: [] };
    if (nginx) {
      const nginxSession = await signedInState(browser, nginx.base, admin);
      const viaNginx = [
        { ...cases[1], key: 'login', url: `${nginx.base}/login` },
        { ...cases[2], key: 'empresas', url: `${nginx.base}/empresas`, storageState: nginxSession },
      ];
      for (const c of viaNginx) await load(c, { link: SLOW_LINK, second: false });
      behind = await interleaved(viaNginx, slowTurns, { link: SLOW_LINK, second: false });
    }

    const ms = (key, from = results, visit = 'first') => from[key].map((r) => r[visit]?.ms ?? NaN);
    /** The times the app's own screen was in place (after it took over a screen the server drew). */
    const appMs = (key, from = results) => from[key].map((r) => r.first?.app ?? NaN);
    const jsOf = (key, visit = 'first') => {
      const list = results[key].map((r) => r[visit]?.js).filter(Boolean);
      const m = (k) => median(list.map((j) => j[k]));
      return { bytes: m('bytes'), requests: m('requests'), transferred: m('transferred'), notModified: m('notModified'), cached: m('cached') };
    };
    const versions = ['react-admin', '@mui/material', 'esbuild'].map((name) => `${name} ${peerVersion(name)}`).join(', ');
    row(`Browser vs react-admin (${versions}): ${turns} cold loads each, interleaved, after 1 warm-up; the row waited for: ${company.org_cif}`, '');
    const peerMs = median(ms('peer'));
    row('  react-admin companies list: first row, median (range) ms', spread(ms('peer')));
    row('  /login: sign-in button usable, median (range) ms', spread(ms('login')));
    row("  /login: the app's own form in place (the drawn one taken over), median (range) ms; ÷ react-admin", `${spread(appMs('login'))}; ${ratioText(median(appMs('login')), median(ms('peer')))}`);
    row('  /empresas signed in: first row, median (range) ms', spread(ms('empresas')));
    const perTurn = (key) => `; turn by turn ${spreadRatio(pairedRatios(ms(key), ms('peer')))}`;
    row('  /login ÷ react-admin (of the medians; turn by turn, median (range))', ratioText(median(ms('login')), peerMs) + perTurn('login'));
    row('  /empresas ÷ react-admin', ratioText(median(ms('empresas')), peerMs) + perTurn('empresas'));
    const firstJs = (key) => {
      const j = jsOf(key);
      return `${kB(j.bytes)} (${j.requests})`;
    };
    row('  JS, first visit, brotli (requests): react-admin / /login / /empresas', `${firstJs('peer')} / ${firstJs('login')} / ${firstJs('empresas')}`);
    const againJs = (key) => {
      const j = jsOf(key, 'again');
      return `${kB(j.transferred)} (${j.requests}${j.notModified ? `, ${j.notModified} × 304` : ''})`;
    };
    row('  second visit (reload), JS over the network with headers (requests): react-admin / /login / /empresas', `${againJs('peer')} / ${againJs('login')} / ${againJs('empresas')}`);
    row('  second visit (reload), median ms: react-admin / /login / /empresas', ['peer', 'login', 'empresas'].map((k) => median(ms(k, results, 'again')).toFixed(0)).join(' / '));
    if (failed) row('  loads that failed (left out of the figures)', String(failed));
    if (slowTurns > 0) {
      const slowPeer = median(ms('peer', slow));
      row(`  9 Mbit/s, 40 ms link (${slowTurns} turns): react-admin first row, ms`, spread(ms('peer', slow)));
      row('  9 Mbit/s, 40 ms link: /login usable, ms; ÷ react-admin', `${spread(ms('login', slow))}; ${ratioText(median(ms('login', slow)), slowPeer)}`);
      row("  9 Mbit/s, 40 ms link: /login's own form in place, ms; ÷ react-admin", `${spread(appMs('login', slow))}; ${ratioText(median(appMs('login', slow)), slowPeer)}`);
      row('  9 Mbit/s, 40 ms link: /empresas first row, ms; ÷ react-admin', `${spread(ms('empresas', slow))}; ${ratioText(median(ms('empresas', slow)), slowPeer)}`);
      if (nginx) {
        row(`  behind nginx (TLS, HTTP/2; deploy/nginx.mjs), same link, ${slowTurns} turns: /login usable, ms; ÷ react-admin`, `${spread(ms('login', behind))}; ${ratioText(median(ms('login', behind)), slowPeer)}`);
        row("  behind nginx, same link: /login's own form in place, ms; ÷ react-admin", `${spread(appMs('login', behind))}; ${ratioText(median(appMs('login', behind)), slowPeer)}`);
        row('  behind nginx, same link: /empresas first row, ms; ÷ react-admin', `${spread(ms('empresas', behind))}; ${ratioText(median(ms('empresas', behind)), slowPeer)}`);
      } else if (own) row('  behind nginx', "nginx or openssl not installed: skipped (Debian's nginx-light)");
    }
  } finally {
    peer?.stop();
    nginx?.stop();
    await browser.close();
    own?.stop();
  }
  try {
    await benchAreaVisits({ admin, row, webRoot: snapshot ?? WEB_ROOT });
  } finally {
    if (snapshot) fs.rmSync(snapshot, { recursive: true, force: true });
  }
}

/**
 * A copy of web/ in a temporary folder (about 24 MB with the source maps and precompressed files),
 * taken again while a build is writing it (a file index.html or a manifest names is missing).
 */
function snapshotWeb() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'dapcon-bench-web-'));
  for (let attempt = 0; ; attempt++) {
    fs.cpSync(WEB_ROOT, dir, { recursive: true });
    if (webComplete(dir) || attempt === 10) return dir;
    fs.rmSync(dir, { recursive: true, force: true });
    fs.mkdirSync(dir);
    spawnSync('sleep', ['3']);
  }
}

/** Whether the scripts index.html names, and each remote's manifest remotes.json names, are there. */
function webComplete(dir) {
  try {
    const html = fs.readFileSync(path.join(dir, 'index.html'), 'utf8');
    const scripts = [...html.matchAll(/(?:src|href)="(\/[^"]+\.js)"/g)].map((m) => m[1]);
    const remotes = JSON.parse(fs.readFileSync(path.join(dir, 'remotes.json'), 'utf8'));
    const manifests = Object.values(remotes).filter((v) => typeof v === 'string' && v.startsWith('/'));
    return [...scripts, ...manifests].every((p) => fs.existsSync(path.join(dir, p)));
  } catch {
    return false;
  }
}

/**
 * The first visit of each area on a product just started (its API process and database new), signed
 * in as the administrator; each again in the same tab; then the same walk in a new context (a cold
 * browser again, the server warm). First minus the third is the server's warming; the third minus the
 * second, the browser's first load of the area.
 */
export async function benchAreaVisits({ admin, row, webRoot = WEB_ROOT }) {
  const product = await startProduct({ webRoot });
  const browser = await launchChromium();
  try {
    const remotes = await fetch(`${product.base}/remotes.json`).then((r) => r.json());
    const plan = firstScreens(remotes.areas, admin);
    row('Areas on a product just started, signed in as the administrator, screen ready, ms: first visit / again in the same tab / first visit of a new browser context on the warm server', '');
    const cold = await walkAreas(browser, product.base, admin, plan);
    const warm = await walkAreas(browser, product.base, admin, plan);
    const f = (v) => (Number.isFinite(v) ? v.toFixed(0) : '?');
    for (const { area, path: to } of plan) {
      const what = `  ${area} ${to ?? ''}${to === '/' ? ' (first: from the sign-in click)' : ''}`;
      if (to === null) row(what, 'no screen in the shell (its pages are the API\'s)');
      else row(what, `${f(cold.first[area])} / ${f(cold.again[area])} / ${f(warm.first[area])}`);
    }
  } finally {
    await browser.close();
    product.stop();
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(new URL(import.meta.url).pathname)) {
  await benchBrowser();
}
