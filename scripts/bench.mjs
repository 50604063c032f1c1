// `npm run bench`: size and speed figures of the portal. Prints them; fails on nothing.
// Builds if needed, starts a private copy of the product on a fresh embedded database,
// measures it over loopback with bounded loops, and stops it.
// `npm run bench -- --lists`: only the lists' figures (the API on the demo + 100,000 companies).
// `npm run bench -- --registry`: only the public registry's (the API on the demo + 20,000 companies, each with a published declaration).
// `npm run bench -- --audit`: only the audit trail's list (the API on the demo + 2,000 companies + 1,000,000 audit entries).
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { APPS, ROOT, WEB_ROOT } from './workspaces.mjs';
import { coupling } from './coupling.mjs';
import { benchBrowser } from './bench-browser.mjs';
import {
  freePort,
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

const ONLY_REGISTRY = process.argv.includes('--registry');
const ONLY_LISTS = process.argv.includes('--lists') || ONLY_REGISTRY;
// `npm run bench -- --lists --panel`: of the lists' part, only the administrator's dashboard (issue 16).
const ONLY_PANEL = process.argv.includes('--panel');
/** The API bundle the lists' figures are taken on (another build of it for a comparison: BENCH_API_BUNDLE). */
const API_BUNDLE = path.resolve(ROOT, process.env.BENCH_API_BUNDLE ?? 'api/dist/server.js');

// Not part of the full run: 1,000,000 rows take minutes to insert and index (README 'Bench').
const ONLY_AUDIT = process.argv.includes('--audit');
if (ONLY_AUDIT) {
  if (!fs.existsSync(API_BUNDLE)) spawnSync(process.execPath, [path.join(ROOT, 'api/build.mjs')], { stdio: 'inherit' });
  await benchAuditoria('PGlite');
  if (process.env.BENCH_DATABASE_URL) await benchAuditoria('PostgreSQL');
  process.exit(0);
}

if (ONLY_LISTS) {
  if (!fs.existsSync(API_BUNDLE)) spawnSync(process.execPath, [path.join(ROOT, 'api/build.mjs')], { stdio: 'inherit' });
  await benchAllLists();
  process.exit(0);
}

if (!fs.existsSync(path.join(WEB_ROOT, 'remotes.json')) || !fs.existsSync(path.join(ROOT, 'api/dist/server.js'))) {
  spawnSync(process.execPath, [path.join(ROOT, 'scripts/build.mjs')], { stdio: 'inherit' });
}

// `npm run bench -- --browser`: only the browser bench against react-admin (scripts/bench-browser.mjs, on a product of its own).
if (process.argv.includes('--browser')) {
  await benchBrowser({ row });
  process.exit(0);
}

// --- Coupling (issue 34, item 7) ------------------------------------------------------------
{
  const figure = coupling({ commits: 50 });
  row(`area commits that also changed a shell-side package (last ${figure.remote})`, `${figure.coupled} (${(figure.share * 100).toFixed(0)} %)`);
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
    // Against react-admin's companies list, same run and Chromium (issue 38; bench/peer/README.md).
    await benchBrowser({ base: BASE, admin, row });
  } else {
    row('Chromium', 'not installed: browser figures skipped');
  }
} finally {
  product.stop();
}

await benchAllLists();

// --- Lists (issue 10) --------------------------------------------------------------------------
// The API alone on its own database holding the demo programme plus the bench seed's 100,000
// companies (seeded first: a PGlite folder has one owner, so the API starts after). Then, signed in
// as the demo Ares administrator: 50 connections on loopback for 10 s (autocannon, in this
// process) on pages of the company list, and on /api/health in the same API process; then the
// Excel of an 8 % subset and of all 100,000 rows, timed to the last byte, with the API process's
// peak resident memory during each (Linux: VmHWM, reset before each file). On PGlite (the default)
// and, when BENCH_DATABASE_URL names a PostgreSQL server whose user may create databases, again on
// a database `dapcon_bench_lists` created there for the run and dropped after.
async function benchAllLists() {
  await benchLists('PGlite');
  if (process.env.BENCH_DATABASE_URL) await benchLists('PostgreSQL');
}

async function benchLists(kind) {
  const data = fs.mkdtempSync(path.join(os.tmpdir(), 'dapcon-bench-lists-'));
  const { DATABASE_URL: _db, ...env } = process.env;
  const apiRequire = createRequire(path.join(ROOT, 'api/package.json'));
  let database = {};
  let dropDatabase = async () => {};
  if (kind === 'PostgreSQL') {
    const pg = apiRequire('pg');
    const server = new URL(process.env.BENCH_DATABASE_URL);
    const admin = new pg.Client({ connectionString: server.toString(), user: server.username || os.userInfo().username });
    await admin.connect();
    await admin.query('drop database if exists dapcon_bench_lists');
    await admin.query('create database dapcon_bench_lists');
    await admin.end();
    const url = new URL(server);
    url.pathname = '/dapcon_bench_lists';
    database = { DATABASE_URL: url.toString() };
    dropDatabase = async () => {
      const again = new pg.Client({ connectionString: server.toString(), user: server.username || os.userInfo().username });
      await again.connect();
      await again.query('drop database if exists dapcon_bench_lists');
      await again.end();
    };
  }
  const s0 = performance.now();
  // The registry's figures alone need 20,000 companies (a published declaration each), not 100,000.
  const benchArgs = ONLY_REGISTRY ? ['--bench', '--bench-count', '20000'] : ['--bench'];
  const seeded = spawnSync(process.execPath, ['--import', 'tsx', path.join(ROOT, 'api/src/seed/cli.ts'), ...benchArgs], {
    cwd: path.join(ROOT, 'api'),
    env: { ...env, ...database, DATA_DIR: data },
    encoding: 'utf8',
  });
  if (seeded.status !== 0) throw new Error(`the bench seed failed: ${seeded.stderr}`);
  const benchLine = /Bench seed: .* in ([\d.]+) s/.exec(seeded.stdout);
  const lists = (what) => `Lists on ${kind}: ${what}`;
  row(lists(`demo seed + bench seed (${ONLY_REGISTRY ? '20,000' : '100,000'} companies, 20,000 published declarations), s`), `${((performance.now() - s0) / 1000).toFixed(1)} (bench part ${benchLine?.[1] ?? '?'})`);

  // The public registry's rate limit would refuse a bench's loop from one address.
  // The built product's static root: the registry's pages are rendered by its mf-registro.
  const apiEnv = { ...env, ...database, DATA_DIR: data, PUBLIC_API_RATE_PER_MINUTE: '999999', WEB_ROOT };
  let { server, base, headers } = await startApi(apiEnv);
  try {
    await benchRegistro(base, lists, headers);
    if (ONLY_REGISTRY) return;
    // The administrator's dashboard (issue 16, docs/home.md step 1): one request, seven statements,
    // over the same data (the bench seed's companies are in its lists: 1 in 8 owes its fee, most are
    // due for renewal), one request at a time; the counts first.
    const panel = await fetch(`${base}/api/panel/consolidado`, { headers }).then((r) => r.json());
    const totals = ['organizaciones', 'organizaciones_transferencia', 'renovacion', 'dapcon', 'dapcon_transferencia', 'tickets'].map((k) => panel.data?.[k]?.total ?? '?');
    row(lists('GET /api/panel/consolidado: totals of its six lists'), totals.join(' / '));
    const panelTimes = await timed(300, () => fetch(`${base}/api/panel/consolidado`, { headers }).then((r) => r.text()));
    row(lists('GET /api/panel/consolidado, one at a time (300): p50 / p99 ms'), pct(panelTimes, 0.99));
    // Computed afresh every time, as after any write (the list totals' reuse off): another API
    // process on the same data (a PGlite folder has one owner: the first one stops).
    await stopApi(server);
    ({ server, base, headers } = await startApi({ ...apiEnv, LIST_TOTALS_TTL_MS: '0' }));
    const afresh = await timed(300, () => fetch(`${base}/api/panel/consolidado`, { headers }).then((r) => r.text()));
    row(lists('GET /api/panel/consolidado afresh (no reuse, 300): p50 / p99 ms'), pct(afresh, 0.99));
    if (ONLY_PANEL) return;

    const autocannon = apiRequire('autocannon');
    const load = (url) =>
      new Promise((resolve, reject) =>
        autocannon({ url, connections: 50, duration: 10, headers }, (error, result) => (error ? reject(error) : resolve(result))),
      );
    const LIST = `/api/organizaciones?filter_name=${encodeURIComponent('ceràm')}&order_by=${encodeURIComponent('fecha_creacion desc')}&page=3`;
    const first = await fetch(`${base}${LIST}`, { headers }).then((r) => r.json());
    if (typeof first.data?.total !== 'number') throw new Error(`${API_BUNDLE} has no company list: build it first (npm run build -w api)`);
    const SEARCH = `/api/organizaciones?filter_name=${encodeURIComponent('pintures lópez')}&order_by=${encodeURIComponent('fecha_creacion desc')}`;
    const second = await fetch(`${base}${SEARCH}`, { headers }).then((r) => r.json());
    const all = await fetch(`${base}/api/organizaciones`, { headers }).then((r) => r.json());
    row(lists("rows the filters find: 'ceràm' / 'pintures lópez' / none (alta)"), `${first.data.total} / ${second.data.total} / ${all.data.total}`);
    // With each URL's figures, the API process's CPU time per request (Linux /proc: where the two
    // cores go; on PGlite the database's work is in it too) and the machine's load average.
    const figures = (r, cpuMs) =>
      `${r.latency.p50} / ${r.latency.p99} ms, ${Math.round(r.requests.average)} req/s (${r.non2xx} non-2xx, ${r.errors} errors); ` +
      `API CPU ${cpuMs === null ? '?' : ((cpuMs / r.requests.total) * 1000).toFixed(0)} µs/request; load ${os.loadavg()[0].toFixed(1)}`;
    row(lists('PostgreSQL pool (DATABASE_POOL_SIZE)'), kind === 'PostgreSQL' ? (process.env.DATABASE_POOL_SIZE ?? 'the default (10)') : 'none: PGlite is one connection in the API process');
    const URLS = [
      ['GET /api/organizaciones?filter_name=ceràm&order_by=fecha_creacion desc&page=3', LIST],
      ['GET /api/organizaciones?filter_name=pintures lópez&order_by=fecha_creacion desc', SEARCH],
      ['GET /api/organizaciones (page 1, default filters)', '/api/organizaciones'],
    ];
    const throughput = {};
    const measure = async (what, url) => {
      const cpu0 = cpuMsOf(server.pid);
      const result = await load(`${base}${url}`);
      const cpu1 = cpuMsOf(server.pid);
      row(lists(`${what}, 50 conn. 10 s: p50 / p99, req/s`), figures(result, cpu0 === null || cpu1 === null ? null : cpu1 - cpu0));
      return result.requests.average;
    };
    // As served (docs/lists.md 'Pages kept'): a page is read once, and kept until a table under it
    // changes; its total is kept 5 s. Then afresh, as right after a write: another API process
    // keeping nothing (LIST_PAGES_TTL_MS=0, LIST_TOTALS_TTL_MS=0), every request reads its page and
    // counts its total.
    // Each process warmed first (2 s on the first URL): its code compiled, as in a process that has served a while.
    const warm = () => new Promise((resolve, reject) => autocannon({ url: `${base}${URLS[0][1]}`, connections: 50, duration: 2, headers }, (error) => (error ? reject(error) : resolve())));
    await stopApi(server);
    ({ server, base, headers } = await startApi(apiEnv));
    await warm();
    for (const [what, url] of URLS) throughput[`kept ${url}`] = await measure(`${what}, page kept`, url);
    throughput.health = await measure('GET /api/health', '/api/health');
    await stopApi(server);
    ({ server, base, headers } = await startApi({ ...apiEnv, LIST_TOTALS_TTL_MS: '0', LIST_PAGES_TTL_MS: '0' }));
    await warm();
    for (const [what, url] of URLS) throughput[`afresh ${url}`] = await measure(`${what}, afresh`, url);
    // The aim (issue 38, item 4): a list page at 40 % or more of the health route's throughput, same run.
    const share = (how) => URLS.map(([, url]) => `${((throughput[`${how} ${url}`] / throughput.health) * 100).toFixed(0)} %`).join(' / ');
    row(lists('list throughput / health throughput % (ceràm p3 / pintures lópez / page 1; aim ≥ 40 %)'), `kept ${share('kept')}; afresh ${share('afresh')}`);

    for (const [what, query] of [
      ['Excel, integracion_api=true (about 8 %)', 'estado_id=todos&integracion_api=true'],
      ['Excel, all rows (estado_id=todos)', 'estado_id=todos'],
    ]) {
      // Linux: writing 5 to clear_refs resets the peak resident set (VmHWM) to the current one.
      const cleared = (() => {
        try {
          fs.writeFileSync(`/proc/${server.pid}/clear_refs`, '5');
          return true;
        } catch {
          return false;
        }
      })();
      const before = rssOf(server.pid).rss;
      const t = performance.now();
      const response = await fetch(`${base}/api/organizaciones?to_excel=true&${query}`, { headers });
      let bytes = 0;
      for await (const chunk of response.body) bytes += chunk.length;
      const ms = performance.now() - t;
      const { peak } = rssOf(server.pid);
      row(
        lists(`${what}: rows, MB, s; API RSS before → peak, MB`),
        `${response.headers.get('x-total-count')}, ${(bytes / 1e6).toFixed(1)}, ${(ms / 1000).toFixed(1)}; ${before} → ${cleared ? peak : '?'}`,
      );
    }
  } finally {
    await stopApi(server);
    fs.rmSync(data, { recursive: true, force: true });
    await dropDatabase();
  }
}

// --- The audit trail (issue 36) ------------------------------------------------------------------
// `GET /api/auditoria` as the Ares administrator on 1,000,000 entries (docs/decisions.md 'The audit
// trail (issue 36, first step)': aimed at p99 ≤ 50 ms). The demo programme plus 2,000 bench companies
// (seeded first, as the lists' part), then one INSERT … SELECT … FROM generate_series: two years of
// entries, oldest first (the ids follow the clock, as in the product), over 2,000 accounts; the actions
// mixed (60 % writes on five kinds of record, 20 % sign-ins, 5 % refused ones, 5 % 403s, 5 % exports,
// 1 % each impersonation start and end, 1 in 50 writes made in an impersonation); then VACUUM ANALYZE
// (what autovacuum does on a server; PGlite has none). Each case one request at a time: the first
// (which counts the total), then 200 (p50 / p99, the total reused as the API does for 5 s), then 50
// with the totals' reuse off (every request counts: as right after a write).
/** The statement that inserts the audit entries (a function: the top of the file runs before a const here exists). */
function auditInsert(rows) {
  return `
insert into auditoria (accion, usuario_id, suplantador_id, metodo, ruta, url, status, entidad, entidad_id, ip, detalle, created_at)
select x.accion,
  case when x.accion = 'acceso_fallido' then null else u.ids[(1 + (g * 7919::bigint) % u.n)::int] end,
  case when x.accion in ('suplantacion_inicio', 'suplantacion_fin') or (x.accion = 'escritura' and g % 50 = 0) then a.ids[1 + g % a.n] end,
  case when x.accion = 'escritura' then (array['POST', 'PATCH', 'PUT', 'DELETE'])[1 + g % 4] when x.accion in ('acceso', 'acceso_fallido', 'suplantacion_inicio', 'suplantacion_fin') then 'POST' else 'GET' end,
  case x.accion when 'escritura' then '/' || e.entidad || '/:id' when 'acceso' then '/auth/login' when 'acceso_fallido' then '/auth/login'
    when 'exportacion' then '/organizaciones' when 'denegado' then '/auditoria' else '/admin/auth/suplantar' end,
  case x.accion when 'escritura' then '/api/' || e.entidad || '/' || e.id when 'acceso' then '/api/auth/login' when 'acceso_fallido' then '/api/auth/login'
    when 'exportacion' then '/api/organizaciones' when 'denegado' then '/api/auditoria' else '/api/admin/auth/suplantar' end,
  case x.accion when 'acceso_fallido' then 401 when 'denegado' then 403 when 'escritura' then 200 + (g % 2) else 200 end,
  case when x.accion = 'escritura' then e.entidad when x.accion like 'suplantacion%' then 'usuarios' end,
  case when x.accion = 'escritura' then e.id when x.accion like 'suplantacion%' then u.ids[(1 + (g * 7919::bigint) % u.n)::int]::text end,
  '10.' || (g % 250) || '.' || ((g / 250) % 250) || '.7',
  case x.accion when 'acceso_fallido' then jsonb_build_object('usuario', 'B' || lpad((g % 100000)::text, 8, '0'), 'modulo_app', 'organizacion')
    when 'exportacion' then jsonb_build_object('filtros', jsonb_build_object('filter_name', 'cer')) end,
  now() - interval '730 days' + g * interval '63.072 seconds'
from generate_series(1, ${rows}) g
cross join (select array_agg(id order by id) as ids, count(*)::int as n from (select id from usuarios order by id desc limit 2000) s) u
cross join (select array_agg(id order by id) as ids, count(*)::int as n from usuarios where modulo_app = 'administrador') a
cross join lateral (select case when (g * 31) % 100 < 60 or (g * 31) % 100 >= 97 then 'escritura' when (g * 31) % 100 < 80 then 'acceso'
  when (g * 31) % 100 < 85 then 'acceso_fallido' when (g * 31) % 100 < 90 then 'denegado' when (g * 31) % 100 < 95 then 'exportacion'
  when (g * 31) % 100 = 95 then 'suplantacion_inicio' else 'suplantacion_fin' end as accion) x
cross join lateral (select (array['organizaciones', 'dapcon', 'usuarios', 'pagos', 'consultores'])[1 + (g / 7) % 5] as entidad, ((g * 13) % 3000 + 1)::text as id) e`;
}

async function benchAuditoria(kind) {
  const data = fs.mkdtempSync(path.join(os.tmpdir(), 'dapcon-bench-audit-'));
  const { DATABASE_URL: _db, ...env } = process.env;
  const apiRequire = createRequire(path.join(ROOT, 'api/package.json'));
  let database = {};
  let dropDatabase = async () => {};
  if (kind === 'PostgreSQL') {
    const pg = apiRequire('pg');
    const server = new URL(process.env.BENCH_DATABASE_URL);
    const adminQuery = async (text) => {
      const client = new pg.Client({ connectionString: server.toString(), user: server.username || os.userInfo().username });
      await client.connect();
      await client.query(text);
      await client.end();
    };
    await adminQuery('drop database if exists dapcon_bench_audit');
    await adminQuery('create database dapcon_bench_audit');
    const url = new URL(server);
    url.pathname = '/dapcon_bench_audit';
    database = { DATABASE_URL: url.toString() };
    dropDatabase = () => adminQuery('drop database if exists dapcon_bench_audit');
  }
  const audit = (what) => `Audit on ${kind}: ${what}`;
  let server;
  try {
    const s0 = performance.now();
    const seeded = spawnSync(process.execPath, ['--import', 'tsx', path.join(ROOT, 'api/src/seed/cli.ts'), '--bench', '--bench-count', '2000'], {
      cwd: path.join(ROOT, 'api'),
      env: { ...env, ...database, DATA_DIR: data },
      encoding: 'utf8',
    });
    if (seeded.status !== 0) throw new Error(`the bench seed failed: ${seeded.stderr}`);
    const s1 = performance.now();
    // The rows, through the API's own database module (PGlite's folder or the server), before the API starts.
    const insert = `
      import { sql } from 'drizzle-orm';
      import { databaseTarget } from './src/app.ts';
      import { parseConfig } from './src/config.ts';
      import { openDatabase } from './src/db/database.ts';
      const handle = await openDatabase(databaseTarget(parseConfig(process.env)));
      try {
        const t = performance.now();
        await handle.db.execute(sql.raw(process.env.AUDIT_INSERT));
        const t1 = performance.now();
        await handle.db.execute(sql.raw('vacuum analyze auditoria'));
        console.log(JSON.stringify({ insert: (t1 - t) / 1000, vacuum: (performance.now() - t1) / 1000 }));
      } finally {
        await handle.close();
      }`;
    const inserted = spawnSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', insert], {
      cwd: path.join(ROOT, 'api'),
      env: { ...env, ...database, DATA_DIR: data, AUDIT_INSERT: auditInsert(1_000_000) },
      encoding: 'utf8',
    });
    if (inserted.status !== 0) throw new Error(`the audit rows were not inserted: ${inserted.stderr.slice(-1500)}`);
    const times = JSON.parse(inserted.stdout.trim().split('\n').pop());
    row(audit('seed (demo + 2,000 companies) / 1,000,000 entries / vacuum analyze, s'), `${((s1 - s0) / 1000).toFixed(1)} / ${times.insert.toFixed(1)} / ${times.vacuum.toFixed(1)}`);

    const apiEnv = { ...env, ...database, DATA_DIR: data };
    let base;
    let headers;
    ({ server, base, headers } = await startApi(apiEnv));
    const get = (query) => fetch(`${base}/api/auditoria${query}`, { headers }).then(async (r) => ({ status: r.status, body: await r.json() }));
    const all = await get('');
    if (all.status !== 200 || typeof all.body.data?.total !== 'number') throw new Error(`GET /api/auditoria answered ${all.status}: ${JSON.stringify(all.body).slice(0, 300)}`);
    // The administrator signed in (the newest entry: 1 in 50 writes made behind a company, and the
    // impersonations), a company (500 entries of its own), a text on CIFs that many accounts hold.
    const admin = all.body.data.data[0]?.usuario;
    const empresa = all.body.data.data.find((item) => item.usuario && item.usuario.id !== admin?.id)?.usuario;
    const year = new Date(Date.now() - 365 * 86_400_000).toISOString().slice(0, 10);
    const month = new Date(Date.now() - 335 * 86_400_000).toISOString().slice(0, 10);
    const cases = [
      ['first page', ''],
      ['page 50', '?page=50'],
      ['a person (persona_id, the administrator)', `?persona_id=${admin?.id}`],
      ['a person (persona_id, a company)', `?persona_id=${empresa?.id}`],
      ["a person (persona, the company's CIF)", `?persona=${encodeURIComponent(empresa?.usuario ?? '')}`],
      ["a person (persona, 'V000': many accounts)", '?persona=V000'],
      ['an action (denegado, 5 %)', '?accion=denegado'],
      ['an action (suplantacion_fin, 1 %)', '?accion=suplantacion_fin'],
      ['a record (organizaciones 123)', '?entidad=organizaciones&entidad_id=123'],
      ['a date range (30 days a year ago)', `?desde=${year}&hasta=${month}`],
      ['a date range, page 20', `?desde=${year}&hasta=${month}&page=20`],
    ];
    const measure = async (label, n) => {
      for (const [what, query] of cases) {
        const first = performance.now();
        const answer = await get(query);
        const firstMs = performance.now() - first;
        if (answer.status !== 200) throw new Error(`GET /api/auditoria${query} answered ${answer.status}`);
        const loop = await timed(n, () => fetch(`${base}/api/auditoria${query}`, { headers }).then((r) => r.text()));
        row(audit(`GET /api/auditoria, ${what}${label} (${n}): first ms; p50 / p99 ms; rows`), `${firstMs.toFixed(1)}; ${pct(loop, 0.99)}; ${answer.body.data.total}`);
      }
    };
    await measure('', 200);
    // Every request counts its total (as right after a write): another API process on the same data.
    await stopApi(server);
    ({ server, base, headers } = await startApi({ ...apiEnv, LIST_TOTALS_TTL_MS: '0' }));
    await measure(', counted afresh', 50);
  } finally {
    if (server) await stopApi(server);
    fs.rmSync(data, { recursive: true, force: true });
    await dropDatabase();
  }
}

/**
 * The public registry's API (issue 35, docs/registry.md) on the bench's published declarations, as a
 * visitor's tool asks it, without signing in, one request at a time (300 each): the first page, a text
 * search, an RCP's list sorted by code deep in its pages, what expires within a year; p50 / p99 in ms
 * (the aim: p99 ≤ 50 ms). Then the same first page with its ETag (the 304 a CDN gets), and the
 * registry's figures on the administrator's dashboard (`GET /api/registro/cifras`, signed in).
 */
async function benchRegistro(base, lists, adminHeaders) {
  const get = (url, headers = {}) => fetch(`${base}${url}`, { headers }).then(async (r) => ({ status: r.status, etag: r.headers.get('etag'), body: await r.text() }));
  const first = JSON.parse((await get('/api/public/dapcon')).body);
  if (typeof first.data?.total !== 'number') throw new Error(`${API_BUNDLE} has no public registry: build it first (npm run build -w api)`);
  const rcp = first.data.data[0]?.rcp.rcp_id;
  const enUnAnyo = new Date(Date.now() + 365 * 86_400_000).toISOString().slice(0, 10);
  const searches = [
    ['first page (newest first)', '/api/public/dapcon'],
    ["text 'ceràm'", `/api/public/dapcon?filter_text=${encodeURIComponent('ceràm')}`],
    [`RCP ${rcp}, by code, page 10`, `/api/public/dapcon?rcp_id=${rcp}&order_by=${encodeURIComponent('dapcon_codigo asc')}&page=10`],
    [`expiring by ${enUnAnyo}`, `/api/public/dapcon?caduca_antes=${enUnAnyo}&order_by=${encodeURIComponent('dapcon_valido_hasta asc')}`],
  ];
  const totals = [];
  for (const [, url] of searches) totals.push(JSON.parse((await get(url)).body).data?.total ?? '?');
  row(lists('GET /api/public/dapcon: rows found (published / ceràm / RCP / expiring)'), totals.join(' / '));
  for (const [what, url] of searches) {
    let refused = 0;
    const times = await timed(300, async () => {
      if ((await get(url)).status !== 200) refused += 1;
    });
    row(lists(`GET /api/public/dapcon, ${what} (300): p50 / p99 ms`), `${pct(times, 0.99)}${refused ? ` (${refused} not 200)` : ''}`);
  }
  const { etag } = await get('/api/public/dapcon');
  let notModified = 0;
  const revalidate = await timed(300, async () => {
    if ((await get('/api/public/dapcon', { 'if-none-match': etag ?? '' })).status === 304) notModified += 1;
  });
  row(lists('GET /api/public/dapcon with its ETag (300): p50 / p99 ms, 304s'), `${pct(revalidate, 0.99)}, ${notModified}`);
  // The dashboard's registry figures (issue 35, item 4): two counts over the published rows and the month's counters.
  const cifras = JSON.parse((await get('/api/registro/cifras', adminHeaders)).body).data;
  const cifrasTimes = await timed(300, () => get('/api/registro/cifras', adminHeaders));
  row(lists('GET /api/registro/cifras (300): p50 / p99 ms; published / expiring in 90 days'), `${pct(cifrasTimes, 0.99)}; ${cifras?.publicadas ?? '?'} / ${cifras?.caducan_90_dias ?? '?'}`);
  await benchPaginasRegistro(base, lists, first.data.data[0]?.dapcon_codigo);
}

/**
 * The registry's pages as a visitor's browser gets them (issue 35): the time to the first byte and to
 * the whole HTML of the search, a text search and a declaration's page (300 each, one at a time);
 * whether the HTML alone is readable (the rows and the record in it, before any script runs); and the
 * script it asks for (only to take over the search: reading needs none).
 */
async function benchPaginasRegistro(base, lists, codigo) {
  const load = async (url) => {
    const t = performance.now();
    const r = await fetch(`${base}${url}`, { headers: { accept: 'text/html', 'accept-encoding': 'br' } });
    const ttfb = performance.now() - t;
    const body = await r.text();
    return { status: r.status, ttfb, total: performance.now() - t, body };
  };
  const pages = [
    ['/registro (first page)', '/registro'],
    ["/registro?filter_text=ceràm", `/registro?filter_text=${encodeURIComponent('ceràm')}`],
    [`/registro/${codigo}`, `/registro/${encodeURIComponent(codigo ?? '')}`],
  ];
  const probe = await load(pages[2][1]);
  if (probe.status === 503) {
    row(lists('registry pages'), 'not measured: mf-registro is not built in web/ (npm run build)');
    return;
  }
  for (const [what, url] of pages) {
    const ttfb = [];
    const total = [];
    let wrong = 0;
    for (let i = 0; i < 300; i++) {
      const r = await load(url);
      if (r.status !== 200) wrong += 1;
      ttfb.push(r.ttfb);
      total.push(r.total);
    }
    row(lists(`page ${what} (300): first byte p50 / p99 ms; whole HTML p50 / p99 ms`), `${pct(ttfb, 0.99)}; ${pct(total, 0.99)}${wrong ? ` (${wrong} not 200)` : ''}`);
  }
  const lista = await load('/registro');
  const ficha = await load(pages[2][1]);
  const readable = ficha.body.includes(codigo) && /<table[\s\S]*<td/.test(lista.body) && /application\/ld\+json/.test(ficha.body);
  const scripts = [...ficha.body.matchAll(/<script[^>]*type="module"[^>]*src="([^"]+)"/g)].map((m) => m[1]);
  const sizes = scripts.map((src) => {
    const file = path.join(WEB_ROOT, new URL(src, base).pathname);
    return { raw: fs.statSync(file).size, br: fs.existsSync(`${file}.br`) ? fs.statSync(`${file}.br`).size : NaN };
  });
  const kb = (n) => (n / 1000).toFixed(1);
  row(lists('registry page: HTML kB (search / declaration); readable before any JS'), `${kb(Buffer.byteLength(lista.body))} / ${kb(Buffer.byteLength(ficha.body))}; ${readable ? 'yes (rows, record and JSON-LD in the HTML)' : 'NO'}`);
  row(
    lists('registry page: JS to read 0; JS that takes over the search (requests, kB raw / brotli)'),
    `${scripts.length}, ${kb(sizes.reduce((n, s) => n + s.raw, 0))} / ${kb(sizes.reduce((n, s) => n + s.br, 0))}`,
  );
}

/**
 * Starts the API bundle on `env` (its database and data folder) on a free loopback port, waits for
 * its health, and signs in as the demo Ares administrator.
 */
async function startApi(env) {
  const port = await freePort();
  const server = spawn(process.execPath, [API_BUNDLE], {
    env: { WEB_ROOT: path.join(env.DATA_DIR, 'no-web'), ...env, PORT: String(port), HOST: '127.0.0.1', SEED_ON_START: 'false', LOG_LEVEL: 'warn' },
    stdio: 'ignore',
  });
  const base = `http://127.0.0.1:${port}`;
  try {
    const end = Date.now() + 120_000;
    for (;;) {
      const up = await fetch(`${base}/api/health`).then((r) => r.ok, () => false);
      if (up) break;
      if (Date.now() > end) throw new Error('the API did not start in 120 s');
      await new Promise((r) => setTimeout(r, 100));
    }
    const accounts = JSON.parse(fs.readFileSync(path.join(ROOT, 'api/seed/demo-accounts.json'), 'utf8'));
    const admin = accounts.find((a) => a.modulo_app === 'administrador' && a.perfil === 1);
    const login = await fetch(`${base}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ usuario: admin.usuario, password: admin.password, modulo_app: 'administrador' }),
    }).then((r) => r.json());
    return { server, base, headers: { authorization: `Bearer ${login.data.token}` } };
  } catch (error) {
    await stopApi(server);
    throw error;
  }
}

/** Stops an API process started by startApi, once (a stopped one is left alone). */
async function stopApi(server) {
  if (server.exitCode !== null || server.signalCode !== null) return;
  server.kill('SIGTERM');
  await new Promise((r) => server.once('exit', r));
}

/** A process's CPU time so far (user + system), in ms; null where /proc cannot tell (not Linux). */
function cpuMsOf(pid) {
  try {
    const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    // utime and stime, in clock ticks (USER_HZ, 100 on Linux).
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
  } catch {
    return null;
  }
}

/** A process's resident memory now and at its peak, in MB (Linux /proc). */
function rssOf(pid) {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (name) => Number(new RegExp(`${name}:\\s+(\\d+) kB`).exec(status)?.[1] ?? NaN);
  return { rss: Math.round(kb('VmRSS') / 1024), peak: Math.round(kb('VmHWM') / 1024) };
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
function pct(a, high = 0.95) {
  const s = [...a].sort((x, y) => x - y);
  return `${s[Math.floor(s.length * 0.5)].toFixed(1)} / ${s[Math.min(s.length - 1, Math.floor(s.length * high))].toFixed(1)}`;
}
