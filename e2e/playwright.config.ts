import { execFileSync } from 'node:child_process';
import { defineConfig, devices } from '@playwright/test';

/** Debian's chromium: Playwright never downloads a browser here. */
function chromiumPath(): string {
  if (process.env.CHROMIUM_PATH) return process.env.CHROMIUM_PATH;
  try {
    return execFileSync('which', ['chromium'], { encoding: 'utf8' }).trim();
  } catch {
    throw new Error('Chromium is not installed: install Debian\'s "chromium" package or set CHROMIUM_PATH.');
  }
}

/**
 * The two copies of the product listen on E2E_PORT and the port after it (8181, 8182 by default).
 * The second is the first as a later deploy would leave it: mf-finanzas gone, and mf-empresas
 * rebuilt on its own with a screen more, the shell untouched.
 */
const PORT = Number(process.env.E2E_PORT ?? 8181);
export const MAIN = `http://127.0.0.1:${PORT}`;
export const WITHOUT_FINANZAS = `http://127.0.0.1:${PORT + 1}`;
/** The same copy, named for what the area-delivery test reads there. */
export const AFTER_AREA_DEPLOY = WITHOUT_FINANZAS;

export default defineConfig({
  testDir: './tests',
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ...(process.env.PW_JSON ? [['json', { outputFile: process.env.PW_JSON }] as const] : [])],
  use: {
    baseURL: MAIN,
    locale: 'es-ES',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        launchOptions: {
          executablePath: chromiumPath(),
          args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
        },
      },
    },
  ],
  webServer: [
    { command: `node serve.mjs --port ${PORT}`, url: `${MAIN}/api/health`, timeout: 120_000, reuseExistingServer: false, stdout: 'ignore' },
    { command: `node serve.mjs --port ${PORT + 1} --without mf-finanzas --extended-empresas`, url: `${WITHOUT_FINANZAS}/api/health`, timeout: 120_000, reuseExistingServer: false, stdout: 'ignore' },
  ],
});
