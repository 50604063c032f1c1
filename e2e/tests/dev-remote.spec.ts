// Working on one area alone (README, docs/deploy.md): `npm run dev -w mf-empresas` serves that remote with
// rebuilds on change, and the product started with REMOTE_MF_EMPRESAS_URL takes it from there, inside the
// real shell, against the local API; the other areas come from the build. The test runs exactly that.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
// @ts-expect-error: plain ES modules without types
import { freePort, startProduct } from '../../scripts/size-check.mjs';
// @ts-expect-error: plain ES modules without types
import { ROOT } from '../../scripts/workspaces.mjs';
import { account, sideMenu, signIn } from './support';

/** The text the test changes while the dev server runs: the title of a company's page. */
const TEXTS = path.join(ROOT as string, 'mf-empresas/src/i18n.ts');
const original = fs.readFileSync(TEXTS, 'utf8');

let dev: ChildProcess | undefined;
let product: { base: string; stop: () => void } | undefined;

test.afterAll(() => {
  fs.writeFileSync(TEXTS, original);
  // npm, its shell and webpack: the group this test started.
  if (dev?.pid && dev.exitCode === null) process.kill(-dev.pid, 'SIGTERM');
  product?.stop();
});

test('npm run dev -w mf-empresas: the area is served by its dev server inside the real shell, against the local API, and a change is rebuilt', async ({ page }) => {
  test.setTimeout(360_000);
  const port = (await freePort()) as number;
  const devOrigin = `http://127.0.0.1:${port}`;
  product = (await startProduct({ env: { REMOTE_MF_EMPRESAS_URL: `${devOrigin}/mf-manifest.json` } })) as { base: string; stop: () => void };
  dev = spawn('npm', ['run', 'dev', '-w', 'mf-empresas'], {
    cwd: ROOT as string,
    env: { ...process.env, PORT: String(port), API_ORIGIN: product.base },
    stdio: 'ignore',
    detached: true,
  });
  await expect.poll(async () => (await fetch(`${devOrigin}/mf-manifest.json`).catch(() => null))?.status, { timeout: 120_000 }).toBe(200);

  const fromDev: string[] = [];
  page.on('response', (response) => {
    if (response.url().startsWith(devOrigin)) fromDev.push(new URL(response.url()).pathname);
  });
  await signIn(page, account('administrador', 1), { origin: product.base });
  await expect(page.getByTestId('area-name')).toHaveText('Área Administración');
  await sideMenu(page).getByRole('link', { name: 'Empresas', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Empresas' })).toBeVisible();
  expect(fromDev).toContain('/remoteEntry.js');
  // The other areas are the build's, served by the API.
  await sideMenu(page).getByRole('link', { name: 'Consultores', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Consultores' })).toBeVisible();
  expect(fromDev.filter((p) => p.includes('consultores'))).toEqual([]);

  // A change to the area's source: rebuilt by the dev server, whose socket (allowed by the policy for a
  // REMOTE_<NAME>_URL) reloads the page by itself.
  await page.goto(`${product.base}/empresas/B12345678`);
  await expect(page.getByRole('heading', { level: 1, name: 'Empresa' })).toBeVisible();
  fs.writeFileSync(TEXTS, original.replaceAll("empresa: 'Empresa'", "empresa: 'Empresa en desarrollo'"));
  await expect(page.getByRole('heading', { level: 1, name: 'Empresa en desarrollo' })).toBeVisible({ timeout: 60_000 });
});
