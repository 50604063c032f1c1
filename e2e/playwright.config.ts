import { execFileSync } from 'node:child_process';
import { defineConfig, devices } from '@playwright/test';

/**
 * Debian's Chromium: Playwright never downloads a browser here. Its headless shell
 * (`chromium-headless-shell`, what Playwright itself runs headless) when installed: the suite ran
 * 146 s → 107 s on the Catalan spec with it, measured on Chromium 156, whose full browser in headless
 * mode was slow enough to time tests out; the full `chromium` otherwise.
 */
function chromiumPath(): string {
  if (process.env.CHROMIUM_PATH) return process.env.CHROMIUM_PATH;
  for (const binary of ['chromium-headless-shell', 'chromium']) {
    try {
      return execFileSync('which', [binary], { encoding: 'utf8' }).trim();
    } catch {
      // not installed: the next one
    }
  }
  throw new Error('Chromium is not installed: install Debian\'s "chromium-headless-shell" (or "chromium") package or set CHROMIUM_PATH.');
}

/**
 * The two copies of the product listen on E2E_PORT and the port after it (8181, 8182 by default).
 * The second is the first as a later deploy would leave it: mf-finanzas gone, and mf-empresas
 * rebuilt on its own with a screen more, the shell untouched.
 * The second also has a forum configured (FORUM_URL; the first has none: the link is hidden there).
 */
const PORT = Number(process.env.E2E_PORT ?? 8181);
export const MAIN = `http://127.0.0.1:${PORT}`;
export const WITHOUT_FINANZAS = `http://127.0.0.1:${PORT + 1}`;
/** The same copy, named for what the area-delivery test reads there. */
export const AFTER_AREA_DEPLOY = WITHOUT_FINANZAS;

/** Debian's Chromium with the flags this machine needs. */
const CHROMIUM = {
  ...devices['Desktop Chrome'],
  launchOptions: {
    executablePath: chromiumPath(),
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  },
};

/** Specs that must run alone, after every other (the 'alone' project): the maintenance switch's. */
const ALONE = /parametros-mantenimiento\.spec\.ts$/;
/**
 * Specs that read counts every other spec may change (the administrator's dashboard: each card's count
 * must drop by exactly one after its action): after the 'alone' project, with nothing beside them.
 */
const AFTER_ALONE = /panel-administrador\.spec\.ts$/;

export default defineConfig({
  testDir: './tests',
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  // Generous for two workers on two cores (Chromium 156 made a page load take 6 s under load; on a day
  // the whole suite took 19 min instead of 8, the longest flows took 40-60 s): a timeout here is the
  // machine's, never a verdict on speed, which `npm run bench` measures.
  // 90 → 120 s and 15 → 30 s (2026-11-29): on a throttled machine (a plain loop 10-40 times slower than
  // usual) a home took more than 15 s to show after signing in, and the remittance's flow 60 s.
  timeout: 120_000,
  expect: { timeout: 30_000 },
  reporter: [['list'], ...(process.env.PW_JSON ? [['json', { outputFile: process.env.PW_JSON }] as const] : [])],
  use: {
    baseURL: MAIN,
    locale: 'es-ES',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: [
    { name: 'chromium', testIgnore: [ALONE, AFTER_ALONE], use: CHROMIUM },
    // Specs that change what every other spec relies on (the maintenance switch refuses their writes) run
    // after the main project has finished, with nothing beside them.
    { name: 'alone', testMatch: ALONE, dependencies: ['chromium'], use: CHROMIUM },
    { name: 'after-alone', testMatch: AFTER_ALONE, dependencies: ['alone'], use: CHROMIUM },
  ],
  webServer: [
    { command: `node serve.mjs --port ${PORT}`, url: `${MAIN}/api/health`, timeout: 120_000, reuseExistingServer: false, stdout: 'ignore' },
    { command: `node serve.mjs --port ${PORT + 1} --without mf-finanzas --extended-empresas --forum`, url: `${WITHOUT_FINANZAS}/api/health`, timeout: 120_000, reuseExistingServer: false, stdout: 'ignore' },
  ],
});
