// An area ships a brand-new top-level screen alone (issue 34, "Done when"): a build of mf-finanzas that
// declares '/informes-financieros' with its menu entry is published with the operators' tool
// (deploy/deploy.mjs) into a product running from a web root of its own. Neither the shell nor a shared
// package is built or published again. The administrator sees the entry and opens the screen; a company
// does not see it, and typing the path sends it home; rolling the area back removes the entry.
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { freePort, waitFor } from '../production';
import { account, expandSideMenu, sideMenu, signIn } from './support';

const ROOT = path.resolve(import.meta.dirname, '../..');
const REMOTES = (JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as { workspaces: string[] }).workspaces.filter((w) => w.startsWith('mf-'));
const ENTRY = 'Informes financieros';
const PATH = '/informes-financieros';

/** The operators' tool, as they run it (docs/deploy.md). */
function deploy(...args: string[]): string {
  return execFileSync(process.execPath, [path.join(ROOT, 'deploy/deploy.mjs'), ...args], { encoding: 'utf8' });
}

const ares = account('administrador', 1);
const company = account('organizacion', 5);

test.describe.configure({ mode: 'serial' });

let work: string;
let root: string;
let base: string;
let server: ChildProcess | undefined;

test.beforeAll(async () => {
  test.setTimeout(360_000);
  work = fs.mkdtempSync(path.join(os.tmpdir(), 'dapcon-area-publish-'));
  root = path.join(work, 'web');
  // The product as an operator publishes it, from the builds of npm run build.
  deploy('publish', 'shell', '--root', root);
  for (const folder of REMOTES) deploy('publish', folder, '--root', root);
  const port = await freePort();
  base = `http://127.0.0.1:${port}`;
  const { DATABASE_URL: _db, ...env } = process.env;
  server = spawn(process.execPath, [path.join(ROOT, 'api/dist/server.js')], {
    stdio: 'ignore',
    env: { ...env, NODE_ENV: 'test', PORT: String(port), HOST: '127.0.0.1', WEB_ROOT: root, DATA_DIR: path.join(work, 'data'), PUBLIC_URL: base },
  });
  await waitFor(`${base}/api/health`, 'the API', server);
});

test.afterAll(async () => {
  if (server && server.exitCode === null) {
    const exited = new Promise((r) => server?.once('exit', r));
    server.kill('SIGTERM');
    await exited;
  }
  fs.rmSync(work, { recursive: true, force: true });
});

async function menuLinks(page: Page): Promise<string[]> {
  await expect(sideMenu(page).getByRole('link', { name: 'Inicio' })).toBeVisible();
  await expandSideMenu(page);
  return sideMenu(page).getByRole('link').allTextContents();
}

test('an area publishes a new top-level screen with its menu entry, and rolls it back, the shell untouched', async ({ page, browser }) => {
  test.setTimeout(480_000);
  const shellBefore = fs.readFileSync(path.join(root, 'index.html'), 'utf8');
  const releasesBefore = JSON.parse(fs.readFileSync(path.join(root, 'releases.json'), 'utf8')) as Record<string, { live: string }>;

  await signIn(page, ares, { origin: base });
  expect(await menuLinks(page)).not.toContain(ENTRY);

  // The team builds its area alone, with the new screen, and publishes it.
  const dist = path.join(work, 'mf-finanzas-with-a-new-screen');
  execFileSync(process.execPath, [path.join(ROOT, 'e2e/extended-remote.mjs'), 'finanzas', dist], { stdio: 'ignore' });
  deploy('publish', 'mf-finanzas', '--root', root, '--from', dist);
  const remotes = JSON.parse(fs.readFileSync(path.join(root, 'remotes.json'), 'utf8')) as { areas: Record<string, { screens: { path: string }[] }> };
  expect(remotes.areas.mf_finanzas?.screens.map((s) => s.path)).toContain(PATH);

  // The administrator's next page load: the entry, in 'Administración' after 'Pagos', opens the screen.
  await page.goto(`${base}/`);
  const links = await menuLinks(page);
  expect(links.indexOf(ENTRY)).toBe(links.indexOf('Pagos') + 1);
  await sideMenu(page).getByRole('link', { name: ENTRY }).click();
  await expect(page).toHaveURL(`${base}${PATH}`);
  await expect(page.getByRole('heading', { name: ENTRY, level: 1 })).toBeVisible();
  await expect(page).toHaveTitle(`${ENTRY} · DAPcon`);
  // In Catalan, its own label.
  await page.getByRole('button', { name: 'CA', exact: true }).first().click();
  await expect(sideMenu(page).getByRole('link', { name: 'Informes financers' })).toBeVisible();
  await page.getByRole('button', { name: 'ES', exact: true }).first().click();

  // A company does not see it, and typing the path sends it home.
  const companyContext = await browser.newContext();
  const companyPage = await companyContext.newPage();
  await signIn(companyPage, company, { origin: base });
  await expect(companyPage).toHaveURL(`${base}/`);
  expect(await menuLinks(companyPage)).not.toContain(ENTRY);
  await companyPage.goto(`${base}${PATH}`);
  await expect(companyPage).toHaveURL(`${base}/`);
  await expect(companyPage.getByTestId('area-name')).toHaveText('Área Empresa');
  await companyContext.close();

  // Neither the shell nor a shared package was published again.
  expect(fs.readFileSync(path.join(root, 'index.html'), 'utf8')).toBe(shellBefore);
  const releases = JSON.parse(fs.readFileSync(path.join(root, 'releases.json'), 'utf8')) as Record<string, { live: string }>;
  expect(releases.shell?.live).toBe(releasesBefore.shell?.live);
  expect(releases['mf-finanzas']?.live).not.toBe(releasesBefore['mf-finanzas']?.live);

  // Rolling the area back removes the entry; the path is then no screen at all.
  deploy('rollback', 'mf-finanzas', '--root', root);
  await page.goto(`${base}/`);
  expect(await menuLinks(page)).not.toContain(ENTRY);
  await page.goto(`${base}${PATH}`);
  await expect(page.getByRole('heading', { name: 'Página no encontrada' })).toBeVisible();
});
