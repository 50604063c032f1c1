import fs from 'node:fs';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

export interface DemoAccount {
  modulo_app: 'organizacion' | 'consultor' | 'administrador';
  perfil: number;
  usuario: string;
  password: string;
  /** A company's payment state in the seed ('pendiente': asked to pay on signing in). */
  estado_pago?: 'pagado' | 'pendiente';
}

/** The demo accounts the seed creates (api/seed/demo-accounts.json). */
export const DEMO: DemoAccount[] = JSON.parse(
  fs.readFileSync(path.join(import.meta.dirname, '../../api/seed/demo-accounts.json'), 'utf8'),
);

export function account(modulo: DemoAccount['modulo_app'], perfil: number): DemoAccount {
  const found = DEMO.find((a) => a.modulo_app === modulo && a.perfil === perfil);
  if (!found) throw new Error(`No demo account for ${modulo}/${perfil}`);
  return found;
}

/** One demo account of each kind of user, named: what the walks over every screen sign in as. */
export const EVERY_KIND_OF_USER: [string, DemoAccount][] = [
  ['the Ares administrator', account('administrador', 1)],
  ['the association administrator', account('administrador', 2)],
  ['a consultant', account('consultor', 3)],
  ['a verifier', account('consultor', 4)],
  ['a company', account('organizacion', 5)],
];

/** The area name each kind of user sees on their home (spec part 1 §1). */
export function areaName(a: DemoAccount): string {
  if (a.modulo_app === 'administrador') return 'Área Administración';
  if (a.modulo_app === 'organizacion') return 'Área Empresa';
  return a.perfil === 4 ? 'Área Verificador' : 'Área Consultor';
}

/** Signs in through the sign-in screen, as a person would, with any credentials of a module (or only fills it in). */
export async function signInWith(
  page: Page,
  modulo: DemoAccount['modulo_app'],
  usuario: string,
  password: string,
  origin = '',
  { submit = true } = {},
): Promise<void> {
  await page.goto(`${origin}${modulo === 'administrador' ? '/login?role=admin' : '/login'}`);
  if (modulo !== 'administrador') {
    await page.getByRole('tab', { name: modulo === 'organizacion' ? 'Empresa' : 'Consultor' }).click();
  }
  const label = modulo === 'organizacion' ? 'CIF' : 'NIF';
  const form = page.getByRole('form', { name: label });
  await form.getByLabel(label).fill(usuario);
  await form.getByLabel(/^Contraseña/).fill(password);
  if (submit) await form.getByRole('button', { name: 'Iniciar sesión' }).click();
}

/** Signs a demo account in (optionally with another password, or on another copy of the product). */
export async function signIn(page: Page, a: DemoAccount, { password = a.password, origin = '' } = {}): Promise<void> {
  await signInWith(page, a.modulo_app, a.usuario, password, origin);
}

/** Signs in and waits for the home with the user's area. */
export async function signInHome(page: Page, a: DemoAccount): Promise<void> {
  await signIn(page, a);
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByTestId('area-name')).toHaveText(areaName(a));
}

export function sideMenu(page: Page) {
  return page.getByRole('navigation', { name: 'Menú principal' });
}

/** Opens every collapsed group of the side menu, so all its links can be seen. */
export async function expandSideMenu(page: Page): Promise<void> {
  const collapsed = sideMenu(page).locator('button[aria-expanded="false"]');
  while ((await collapsed.count()) > 0) await collapsed.first().click();
}

/** What scrolls sideways: the document, the main area, or any box inside it that scrolls (a table's). */
export function sidewaysScrolls(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const wide = (el: Element) => el.scrollWidth > el.clientWidth;
    const out: string[] = [];
    const doc = document.documentElement;
    if (wide(doc)) out.push(`the document: ${doc.scrollWidth} > ${doc.clientWidth}`);
    const main = document.getElementById('portal-main');
    if (!main) return ['no main area'];
    if (wide(main)) out.push(`the main area: ${main.scrollWidth} > ${main.clientWidth}`);
    for (const el of main.querySelectorAll('*')) {
      const { overflowX } = getComputedStyle(el);
      if ((overflowX === 'auto' || overflowX === 'scroll') && el.clientWidth > 0 && wide(el)) {
        out.push(`${el.tagName.toLowerCase()} '${(el.textContent ?? '').slice(0, 40)}…': ${el.scrollWidth} > ${el.clientWidth}`);
      }
    }
    return out;
  });
}

/** Opens a page and waits until it has its title and its lists their rows (no skeleton, nothing loading). */
export async function openPage(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await pageSettled(page);
}

/** Waits until the page shown has its title and its lists their rows (no skeleton, nothing loading). */
export async function pageSettled(page: Page): Promise<void> {
  const main = page.locator('main#portal-main');
  await expect(main.locator('h1').first()).toBeVisible();
  await expect(main.getByText(/^(Cargando…|Carregant…)$/)).toHaveCount(0);
  await expect(main.locator('[data-skeleton], [aria-busy="true"]')).toHaveCount(0);
}

/** WCAG 2.0 and 2.1, levels A and AA: what the portal promises (docs/design-system.md). */
export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/**
 * axe's WCAG 2.1 A and AA violations on the page as it is now, in Chromium (colour contrast and the
 * page's own rules included, which the stories' check in happy-dom cannot judge), one line each: the
 * rule, how many elements, the first one's HTML. `include`: only what this selector matches (a modal
 * open over a page already swept).
 */
export async function axeViolations(page: Page, { include }: { include?: string } = {}): Promise<string[]> {
  const builder = new AxeBuilder({ page }).withTags(AXE_TAGS);
  const result = await (include ? builder.include(include) : builder).analyze();
  return result.violations.map((v) => `${v.id} ×${v.nodes.length}: ${v.nodes[0]?.html.slice(0, 200) ?? ''}`);
}
