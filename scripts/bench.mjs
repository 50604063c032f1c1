// `npm run bench`: size and speed figures of the portal. Prints them; fails on nothing.
// Builds if needed, starts a private copy of the product on a fresh embedded database,
// measures it over loopback with bounded loops, and stops it.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { APPS, ROOT, WEB_ROOT } from './workspaces.mjs';
import {
  browserReport,
  checkBrowser,
  checkStatic,
  chromiumPath,
  launchChromium,
  printReports,
  productDists,
  readBudgets,
  signIn,
  startProduct,
  staticReport,
} from './size-check.mjs';

const rows = [];
const row = (what, value) => {
  rows.push([what, value]);
  console.log(`${what.padEnd(58)} ${value}`);
};

if (!fs.existsSync(path.join(WEB_ROOT, 'remotes.json')) || !fs.existsSync(path.join(ROOT, 'api/dist/server.js'))) {
  spawnSync(process.execPath, [path.join(ROOT, 'scripts/build.mjs')], { stdio: 'inherit' });
}

// --- Sizes -----------------------------------------------------------------------------------
const gz = (file) => zlib.gzipSync(fs.readFileSync(file)).length;
const kib = (n) => `${(n / 1024).toFixed(1)} KiB`;
for (const app of APPS) {
  const dist = path.join(ROOT, app, 'dist');
  const js = fs.readdirSync(dist).filter((f) => f.endsWith('.js'));
  const total = js.reduce((n, f) => n + gz(path.join(dist, f)), 0);
  const entry = app === 'shell' ? js.find((f) => f.startsWith('main.')) : 'remoteEntry.js';
  row(`${app}: all JS, gzip (entry ${entry} alone)`, `${kib(total)} (${kib(gz(path.join(dist, entry)))})`);
}

// --- Cold start ------------------------------------------------------------------------------
const t0 = performance.now();
const product = await startProduct();
const BASE = product.base;
try {
  row('API cold start on an empty PGlite (migrate + seed), ms', (performance.now() - t0).toFixed(0));

  // --- API latency ---------------------------------------------------------------------------
  const accounts = JSON.parse(fs.readFileSync(path.join(ROOT, 'api/seed/demo-accounts.json'), 'utf8'));
  const admin = accounts.find((a) => a.modulo_app === 'administrador');
  const login = () =>
    fetch(`${BASE}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ usuario: admin.usuario, password: admin.password, modulo_app: 'administrador' }),
    }).then((r) => r.json());
  const loginTimes = await timed(20, login);
  row('POST /api/auth/login (argon2id verify), p50 / p95 ms', pct(loginTimes));
  const token = (await login()).data.token;
  const auth = { headers: { authorization: `Bearer ${token}` } };
  row('GET /api/auth/me (token + session check), p50 / p95 ms', pct(await timed(300, () => fetch(`${BASE}/api/auth/me`, auth).then((r) => r.text()))));
  row('GET /api/poblacion?cp=08001, p50 / p95 ms', pct(await timed(300, () => fetch(`${BASE}/api/poblacion?cp=08001`).then((r) => r.text()))));
  row('GET /remotes.json, p50 / p95 ms', pct(await timed(300, () => fetch(`${BASE}/remotes.json`).then((r) => r.text()))));

  // --- Browser -------------------------------------------------------------------------------
  if (chromiumPath()) {
    // What a first visit downloads, what the home and each area add, one copy per library
    // (the size check's figures: config/size-budgets.json, scripts/size-check.mjs).
    const budgets = readBudgets();
    const stat = staticReport(productDists(), budgets);
    const sizes = await browserReport({ base: BASE, budgets });
    console.log('');
    printReports({ stat, browser: sizes }, (line) => console.log(line));
    const breaches = [...checkStatic(stat, budgets), ...checkBrowser(sizes, budgets)];
    row('Size budgets (config/size-budgets.json)', breaches.length ? `${breaches.length} broken: ${breaches.join(' | ')}` : 'all within');
    console.log('');

    // The sign-in until the home, over five cold visits (the size check timed /login above).
    const browser = await launchChromium();
    const homeMs = [];
    for (let i = 0; i < 5; i++) {
      const context = await browser.newContext({ locale: 'es-ES' });
      const page = await context.newPage();
      const button = await signIn(page, BASE, admin);
      const h = performance.now();
      await button.click();
      await page.getByTestId('area-name').waitFor();
      homeMs.push(performance.now() - h);
      await context.close();
    }
    await browser.close();
    row('Chromium: sign-in click until the home shows, p50 ms', median(homeMs).toFixed(0));
  } else {
    row('Chromium', 'not installed: browser figures skipped');
  }
} finally {
  product.stop();
}

async function timed(n, fn) {
  const out = [];
  for (let i = 0; i < n; i++) {
    const s = performance.now();
    await fn();
    out.push(performance.now() - s);
  }
  return out;
}
function median(a) {
  const s = [...a].sort((x, y) => x - y);
  return s[Math.floor(s.length / 2)];
}
function pct(a) {
  const s = [...a].sort((x, y) => x - y);
  return `${s[Math.floor(s.length * 0.5)].toFixed(1)} / ${s[Math.floor(s.length * 0.95)].toFixed(1)}`;
}
