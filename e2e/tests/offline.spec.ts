// Issue 38, item 3: offline never gives a white page. With the page open and the network gone, an
// area not loaded yet shows 'Sin conexión' with its retry in place (the menu and the areas already
// loaded keep working), and comes up by itself when the browser is back online, or by the button.
// A reload with no network fails at the document (index.html is `no-cache`, and there is no service
// worker): that page is the browser's own.
import { expect, test, type Page } from '@playwright/test';
import { account, signInHome, sideMenu } from './support';

const TEXTS = {
  es: {
    title: 'Sin conexión',
    retry: 'Reintentar',
    consultores: { link: 'Consultores', heading: 'Consultores', message: 'No se puede cargar el área de consultores sin conexión.' },
    empresas: { link: 'Empresas', heading: 'Empresas', message: 'No se puede cargar el área de empresas sin conexión.' },
    inicio: 'Inicio',
  },
  ca: {
    title: 'Sense connexió',
    retry: 'Tornar-ho a provar',
    consultores: { link: 'Consultors', heading: 'Consultors', message: "No es pot carregar l'àrea de consultors sense connexió." },
    empresas: { link: 'Empreses', heading: 'Empreses', message: "No es pot carregar l'àrea d'empreses sense connexió." },
    inicio: 'Inici',
  },
} as const;

/** Switches the interface to Catalan with the top bar's language switch. */
async function toCatalan(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'CA', exact: true }).first().click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'ca');
}

/**
 * Signs the administrator in and waits for the side menu's check that each area can be reached (its
 * manifest asked for once the page is idle): a network cut during that check marks the area 'No
 * disponible' while the test clicks it (a rehearsal's click then left the home on screen).
 */
async function signInChecked(page: Page): Promise<void> {
  const checked = new Set<string>();
  page.on('requestfinished', (request) => {
    const area = /\/remotes\/(mf-[a-z]+)\/(?:.*\/)?mf-manifest\.json/.exec(request.url())?.[1];
    if (area) checked.add(area);
  });
  await signInHome(page, account('administrador', 1));
  await expect.poll(() => ['mf-empresas', 'mf-consultores'].every((area) => checked.has(area))).toBe(true);
}

/** An entry of the side menu, marked 'No disponible' or not. */
function menuLink(page: Page, label: string) {
  return sideMenu(page).getByRole('link', { name: new RegExp(`^${label}`) });
}

for (const lang of ['es', 'ca'] as const) {
  const t = TEXTS[lang];

  test(`[${lang}] offline, an area not loaded yet says '${t.title}' with '${t.retry}'; the rest keeps working; online again, the area comes up by itself`, async ({ page, context }) => {
    await signInChecked(page);
    if (lang === 'ca') await toCatalan(page);

    await context.setOffline(true);
    await menuLink(page, t.consultores.link).click();
    const alert = page.getByRole('alert');
    await expect(alert).toContainText(t.title);
    await expect(alert).toContainText(t.consultores.message);
    const retry = alert.getByRole('button', { name: t.retry });
    await retry.focus();
    await expect(retry).toBeFocused();
    // Nothing else went: the menu is there, and the home, loaded already, opens with no network.
    await menuLink(page, t.inicio).click();
    await expect(page.getByTestId('area-name')).toBeVisible();
    await menuLink(page, t.consultores.link).click();
    await expect(page.getByRole('alert')).toContainText(t.title);

    // Back online: the area loads by itself (the browser's 'online' event), with no click.
    await context.setOffline(false);
    await expect(page.getByRole('heading', { level: 1, name: t.consultores.heading })).toBeVisible();
    await expect(page.getByRole('alert')).toHaveCount(0);
  });

  test(`[${lang}] an area whose code gets no answer (the browser still says online) says '${t.title}'; '${t.retry}' loads it once the network answers`, async ({ page }) => {
    await signInChecked(page);
    if (lang === 'ca') await toCatalan(page);
    // The area's files get no answer at all, as when the network is gone but the browser has not noticed.
    await page.route('**/remotes/mf-empresas/**', (route) => route.abort('internetdisconnected'));
    await menuLink(page, t.empresas.link).click();
    const alert = page.getByRole('alert');
    await expect(alert).toContainText(t.title);
    await expect(alert).toContainText(t.empresas.message);

    await page.unroute('**/remotes/mf-empresas/**');
    await alert.getByRole('button', { name: t.retry }).click();
    await expect(page.getByRole('heading', { level: 1, name: t.empresas.heading })).toBeVisible();
    await expect(page.getByRole('alert')).toHaveCount(0);
  });
}
