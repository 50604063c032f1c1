import { expect, test } from '@playwright/test';
import { AFTER_AREA_DEPLOY, MAIN, WITHOUT_FINANZAS } from '../playwright.config';
import { NEW_SCREEN } from '../fixtures/empresas-with-a-new-screen';
import { account, expandSideMenu, signIn, signInHome, signInWith, sideMenu } from './support';

interface ShareEntry {
  loaded?: boolean;
  from?: string;
}

test.describe('module federation', () => {
  test('with two areas opened, React, Chakra, the router and the shared SDK are each loaded once', async ({ page, request }) => {
    const scripts = new Set<string>();
    page.on('response', (response) => {
      if (response.url().endsWith('.js')) scripts.add(response.url());
    });
    await signInHome(page, account('administrador', 1));
    await sideMenu(page).getByRole('link', { name: 'Empresas', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Empresas' })).toBeVisible();
    // The singletons Module Federation shares: one loaded copy each.
    const loaded = await page.evaluate(() => {
      type Scope = Record<string, Record<string, Record<string, { loaded?: boolean; from?: string }>>>;
      const fed = (globalThis as unknown as { __FEDERATION__: { __SHARE__: Record<string, Scope> } }).__FEDERATION__;
      const result: Record<string, Array<{ version: string; from?: string }>> = {};
      for (const scopes of Object.values(fed.__SHARE__)) {
        for (const [pkg, versions] of Object.entries(scopes.default ?? {})) {
          for (const [version, entry] of Object.entries(versions)) {
            if (!(entry as ShareEntry).loaded) continue;
            const list = (result[pkg] ??= []);
            if (!list.some((e) => e.version === version && e.from === (entry as ShareEntry).from)) list.push({ version, from: (entry as ShareEntry).from });
          }
        }
      }
      return result;
    });
    for (const pkg of ['react', 'react-dom', '@dapcon/shared-sdk', '@dapcon/shared-sdk/query', '@dapcon/shared-ui', '@dapcon/shared-ui/frame']) {
      expect(loaded[pkg], `${pkg} loaded once`).toHaveLength(1);
    }
    // The libraries built inside the shared packages: the scripts that hold them (by their source maps)
    // all belong to one part of the product, the shell's build; no area brought its own copy.
    const LIBS = ['@chakra-ui/react', '@emotion/react', 'react-router', 'i18next', 'react-i18next', 'react-hook-form', 'zustand', '@tanstack/query-core', 'react-dom'];
    const partsHolding = new Map<string, Set<string>>();
    for (const url of scripts) {
      const map = await request.get(`${url}.map`);
      if (!map.ok()) continue;
      const { sources } = (await map.json()) as { sources: string[] };
      const part = /\/remotes\/([^/]+)\//.exec(new URL(url).pathname)?.[1] ?? 'shell';
      for (const lib of LIBS) {
        if (sources.some((source) => source.includes(`node_modules/${lib}/`))) partsHolding.set(lib, (partsHolding.get(lib) ?? new Set()).add(part));
      }
    }
    for (const lib of LIBS) {
      expect([...(partsHolding.get(lib) ?? [])], `${lib} comes from one build`).toEqual(['shell']);
    }
    // The session store is the SDK's one instance: the home (mf_home) and the frame read the same user.
    await sideMenu(page).getByRole('link', { name: 'Inicio', exact: true }).click();
    await expect(page.getByTestId('area-name')).toHaveText('Área Administración');
  });

  test('the signed-in frame loads after sign-in; when it cannot, a retry loads it and the home', async ({ page }) => {
    // The shell's own scripts that the sign-in asks for (the frame, its part of the design system) fail once.
    let failing = false;
    const failed: string[] = [];
    await page.route(/\.js$/, (route) => {
      const { pathname } = new URL(route.request().url());
      if (failing && !pathname.startsWith('/remotes/')) {
        failed.push(pathname);
        return route.abort();
      }
      return route.continue();
    });
    const admin = account('administrador', 1);
    await signInWith(page, admin.modulo_app, admin.usuario, admin.password, '', { submit: false });
    failing = true;
    await page.getByRole('form', { name: 'NIF' }).getByRole('button', { name: 'Iniciar sesión' }).click();
    const alert = page.getByRole('alert');
    await expect(alert).toContainText('No se ha podido cargar el portal. Compruebe la conexión y vuelva a intentarlo.');
    expect(failed.length).toBeGreaterThan(0);

    failing = false;
    await alert.getByRole('button', { name: 'Reintentar' }).click();
    await expect(sideMenu(page)).toBeVisible();
    await expect(page.getByTestId('area-name')).toHaveText('Área Administración');
  });

  test("a screen's code lost to the network: the area's retry loads it again", async ({ page }) => {
    await page.goto('/login');
    await expect(page.getByRole('form', { name: 'CIF' })).toBeVisible();
    // What the registration asks of the shell (the design system's wizard and image parts, the dialog) fails once.
    let failing = true;
    await page.route(/\.js$/, (route) => (failing && !new URL(route.request().url()).pathname.startsWith('/remotes/') ? route.abort() : route.continue()));
    await page.getByRole('button', { name: 'Registrarme' }).click();
    const alert = page.getByRole('alert');
    await expect(alert).toContainText('No se ha podido cargar el acceso');

    failing = false;
    await alert.getByRole('button', { name: 'Reintentar' }).click();
    await page.getByRole('button', { name: 'Registrarme' }).click();
    await expect(page.getByRole('dialog', { name: 'Registro de empresa' }).getByRole('option', { name: 'Asociación' })).toBeAttached();
  });

  test('a remote whose folder is gone shows the retry message; other areas keep working', async ({ page }) => {
    await signIn(page, account('administrador', 1), { origin: WITHOUT_FINANZAS });
    await expect(page.getByTestId('area-name')).toHaveText('Área Administración');

    await expandSideMenu(page);
    // Its menu entries stay, marked as unavailable with a retry of their own; the others are not.
    const tarifas = sideMenu(page).getByRole('link', { name: /^Tarifas/ });
    await expect(tarifas).toContainText('No disponible');
    await expect(sideMenu(page).getByRole('link', { name: /^Pagos/ })).toContainText('No disponible');
    await expect(sideMenu(page).getByRole('button', { name: 'Reintentar cargar Tarifas' })).toBeVisible();
    await expect(sideMenu(page).getByRole('link', { name: 'Empresas', exact: true })).toBeVisible();
    await sideMenu(page).getByRole('button', { name: 'Reintentar cargar Tarifas' }).click();
    await expect(tarifas).toContainText('No disponible');
    await tarifas.click();
    const alert = page.getByRole('alert');
    await expect(alert).toContainText('No se ha podido cargar el área de finanzas');
    await alert.getByRole('button', { name: 'Reintentar' }).click();
    await expect(page.getByRole('alert')).toContainText('No se ha podido cargar el área de finanzas');

    await sideMenu(page).getByRole('link', { name: 'Empresas', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Empresas' })).toBeVisible();
    await sideMenu(page).getByRole('link', { name: 'Inicio', exact: true }).click();
    await expect(page.getByTestId('area-name')).toHaveText('Área Administración');
  });

  test('an area built for a newer shared-ui than the live shell is not mounted: its retry message and a log entry, other areas work, and a compatible build is taken on Retry', async ({ page }) => {
    // The area's manifest as a build against shared-ui 99 would write it.
    let needs: string | null = '^99.0.0';
    await page.route('**/remotes/mf-empresas/**mf-manifest.json', async (route) => {
      const response = await route.fetch();
      const manifest = (await response.json()) as { shared: Array<{ name: string; requiredVersion?: string }> };
      if (needs) for (const shared of manifest.shared) if (shared.name.startsWith('@dapcon/shared-ui')) shared.requiredVersion = needs;
      await route.fulfill({ response, json: manifest });
    });
    const logged: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') logged.push(message.text());
    });
    await signIn(page, account('administrador', 1));
    await expect(page.getByTestId('area-name')).toHaveText('Área Administración');

    await sideMenu(page).getByRole('link', { name: 'Empresas', exact: true }).click();
    const alert = page.getByRole('alert');
    await expect(alert).toContainText('No se ha podido cargar el área de empresas');
    const refusals = () => logged.filter((line) => line.startsWith('[dapcon] mf_empresas cannot run on this portal'));
    expect(refusals()[0]).toMatch(/^\[dapcon\] mf_empresas cannot run on this portal: @dapcon\/shared-ui \^99\.0\.0 needed, \d+\.\d+\.\d+ live/);

    // Retry asks again, and is refused again while the published build is the same.
    await alert.getByRole('button', { name: 'Reintentar' }).click();
    await expect(page.getByRole('alert')).toContainText('No se ha podido cargar el área de empresas');
    await expect.poll(() => refusals().length).toBe(2);

    await sideMenu(page).getByRole('link', { name: 'Consultores', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Consultores' })).toBeVisible();
    // Refused, the area's entry says it is unavailable.
    await sideMenu(page).getByRole('link', { name: /^Empresas/ }).click();
    await expect(sideMenu(page).getByRole('link', { name: /^Empresas/ })).toContainText('No disponible');
    await expect(page.getByRole('alert')).toContainText('No se ha podido cargar el área de empresas');

    // A build for the live shell is published: Retry takes it, with no reload.
    needs = null;
    await page.getByRole('alert').getByRole('button', { name: 'Reintentar' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Empresas' })).toBeVisible();
    await expect(sideMenu(page).getByRole('link', { name: 'Empresas', exact: true })).not.toContainText('No disponible');
  });

  test("an area whose server answers 500, or never answers, shows its retry message within seconds while the others work; Retry recovers it", async ({ page }) => {
    test.setTimeout(120_000);
    let broken = true;
    // mf-contenidos's manifest: a server error. mf-parametros's entry: no answer until it is mended.
    await page.route('**/remotes/mf-contenidos/**mf-manifest.json', (route) => (broken ? route.fulfill({ status: 500, body: 'Internal Server Error' }) : route.continue()));
    let mend: () => void = () => undefined;
    const mended = new Promise<void>((resolve) => (mend = resolve));
    await page.route('**/remotes/mf-parametros/**remoteEntry.js', async (route) => {
      if (broken) await mended;
      await route.continue();
    });
    await signIn(page, account('administrador', 1));
    await expect(page.getByTestId('area-name')).toHaveText('Área Administración');

    await page.goto('/contenidos');
    await expect(page.getByRole('alert')).toContainText('No se ha podido cargar el área de contenidos');
    await sideMenu(page).getByRole('link', { name: 'Empresas', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Empresas' })).toBeVisible();

    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    await page.goto('/parametros');
    await expect(page.getByRole('alert')).toContainText('No se ha podido cargar el área de parámetros', { timeout: 30_000 });
    // The shell gave up by itself after 8 s of the page's time (REMOTE_LOAD_TIMEOUT_MS), not the
    // federation runtime after its 20 s for a script: the entry's request is still held meanwhile.
    await expect.poll(() => errors.some((text) => text.includes('RemoteTimeoutError: The remote mf_parametros did not load in 8 s'))).toBe(true);

    // Mended: Retry loads the area in place, and the other one loads when opened again.
    broken = false;
    mend();
    await page.getByRole('alert').getByRole('button', { name: 'Reintentar' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Parámetros' })).toBeVisible();
    await expect(page.getByRole('tree', { name: /par[aá]metros/i })).toBeVisible();
    await expect(page.getByRole('alert')).toHaveCount(0);
    await expandSideMenu(page);
    await sideMenu(page).getByRole('link', { name: /^Contenidos/ }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Contenidos' })).toBeVisible();
    await expect(page.getByRole('table', { name: 'Contenidos' })).toBeVisible();
    // Loaded, its entry is available again.
    await expect(sideMenu(page).getByRole('link', { name: 'Contenidos', exact: true })).not.toContainText('No disponible');
  });

  test("a panel of another area inside a page fails alone: the company page works while mf-finanzas's fee payments panel shows its retry, and Retry recovers it", async ({ page }) => {
    let down = true;
    await page.route('**/remotes/mf-finanzas/**', (route) => (down ? route.fulfill({ status: 404, body: 'Not Found' }) : route.continue()));
    await signIn(page, account('administrador', 1));
    await expect(page.getByTestId('area-name')).toHaveText('Área Administración');

    // The demo company's page, on its 'Pagos cuotas' tab (mf-finanzas's panel).
    await page.goto('/empresas/A08612343?tab=pagos_cuotas');
    await expect(page.getByRole('heading', { level: 1, name: 'Cementos del Llobregat, S.A.' })).toBeVisible();
    const panel = page.locator('[data-remote-panel="mf_finanzas/EmpresaPagosCuotas"]');
    await expect(panel.getByRole('alert')).toContainText('No se ha podido cargar el área de finanzas');
    // The page's own content, the menu and the other areas are not affected.
    await expect(page.getByRole('tab', { name: 'Datos generales' })).toBeVisible();
    await expect(page.getByRole('alert')).toHaveCount(1);
    await sideMenu(page).getByRole('link', { name: 'Consultores', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Consultores' })).toBeVisible();
    await page.goBack();
    await expect(panel.getByRole('alert')).toContainText('No se ha podido cargar el área de finanzas');

    down = false;
    await panel.getByRole('button', { name: 'Reintentar' }).click();
    await expect(panel.getByRole('heading', { level: 2, name: 'Pagos cuotas' })).toBeVisible();
    await expect(page.getByRole('alert')).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1, name: 'Cementos del Llobregat, S.A.' })).toBeVisible();
  });

  test('code of an area lost after a publish (its chunks pruned, answering 404) is taken from the build published since: no retry message, no blank page', async ({ page }) => {
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning') warnings.push(message.text());
    });
    // After the page started, a new build of mf-consultores is published (remotes.json names it, under
    // /remotes/mf-consultores-next/, served here from the same files) and the old one's chunks are pruned.
    let published = false;
    const lost: string[] = [];
    await page.route('**/remotes.json', async (route) => {
      const response = await route.fetch();
      const remotes = (await response.json()) as Record<string, string>;
      if (published) remotes.mf_consultores = (remotes.mf_consultores as string).replace('/mf-consultores/', '/mf-consultores-next/');
      await route.fulfill({ response, json: remotes });
    });
    await page.route('**/remotes/mf-consultores/**', (route) => {
      const { pathname } = new URL(route.request().url());
      if (published && pathname.endsWith('.js') && !pathname.endsWith('/remoteEntry.js')) {
        lost.push(pathname);
        return route.fulfill({ status: 404, body: 'Not Found' });
      }
      return route.continue();
    });
    const next: string[] = [];
    await page.route('**/remotes/mf-consultores-next/**', async (route) => {
      next.push(new URL(route.request().url()).pathname);
      await route.fulfill({ response: await route.fetch({ url: route.request().url().replace('/mf-consultores-next/', '/mf-consultores/') }) });
    });
    await signIn(page, account('administrador', 1));
    await expect(page.getByTestId('area-name')).toHaveText('Área Administración');

    published = true;
    await sideMenu(page).getByRole('link', { name: 'Consultores', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Consultores' })).toBeVisible();
    await expect(page.getByRole('alert')).toHaveCount(0);
    expect(lost.length).toBeGreaterThan(0);
    expect(next).toContain('/remotes/mf-consultores-next/remoteEntry.js');
    expect(warnings.filter((w) => w.startsWith('[dapcon] mf_consultores: /remotes/mf-consultores/'))).toHaveLength(1);
  });

  test("a screen added to one area's build is reached without rebuilding the shell", async ({ page, request }) => {
    // The shell both copies serve is the same build: its entry script is the same file.
    const shellOf = async (origin: string) => /<script[^>]+src="([^"]*main\.[^"]+\.js)"/.exec(await (await request.get(`${origin}/`)).text())?.[1];
    const shell = await shellOf(MAIN);
    expect(shell).toBeTruthy();
    expect(await shellOf(AFTER_AREA_DEPLOY)).toBe(shell);

    await signIn(page, account('administrador', 1), { origin: AFTER_AREA_DEPLOY });
    await expect(page.getByTestId('area-name')).toHaveText('Área Administración');
    await page.goto(`${AFTER_AREA_DEPLOY}${NEW_SCREEN.path}`);
    await expect(page.getByRole('heading', { level: 1, name: NEW_SCREEN.title })).toBeVisible();
    await expect(page).toHaveTitle(`${NEW_SCREEN.title} · DAPcon`);
    // The area's other screens are still there; the copy without the new build does not have it.
    await page.goto(`${AFTER_AREA_DEPLOY}/empresas`);
    await expect(page.getByRole('heading', { level: 1, name: 'Empresas' })).toBeVisible();
    await signIn(page, account('administrador', 1));
    await expect(page.getByTestId('area-name')).toHaveText('Área Administración');
    await page.goto(`${MAIN}${NEW_SCREEN.path}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Página no encontrada' })).toBeVisible();
  });
});
