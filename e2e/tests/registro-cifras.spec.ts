// The registry's figures on the administrator's dashboard (issue 35, item 4; docs/registry.md 'The
// dashboard's figures'): mf-registro's panel in mf-home's dashboard shows what the registry lists and
// this month's downloads; an export downloaded through the public API, as a machine client does, adds
// one to the exports, a revalidation answered 304 adds nothing, a certificate adds one to its own line.
// Other specs publish, expire and download while this one runs: each measure (read, download, read
// again) is retried until no one else's download fell inside it, so the 'one more' is exact.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { account, signInHome } from './support';

const admin = account('administrador', 1);

interface Cifras {
  publicadas: number;
  caducan: number;
  exportaciones: number;
  openepd: number;
  ilcd: number;
  certificados: number;
}

const panelDe = (page: Page): Locator => page.locator('[data-remote-panel="mf_registro/CifrasRegistro"]');
const numero = (text: string): number => Number(text.replace(/\D/g, ''));

/** The dashboard opened afresh and its registry figures as it shows them. */
async function cifras(page: Page): Promise<Cifras> {
  await page.goto('/inicio');
  const panel = panelDe(page);
  const valor = (id: string) => panel.getByTestId(id).getByTestId('valor');
  await expect(valor('cifras-publicadas')).toBeVisible();
  const detalle = await panel.getByTestId('cifras-exportaciones').innerText();
  const [, openepd = '', ilcd = ''] = /openEPD ([\d.]+) · ILCD ([\d.]+)/.exec(detalle) ?? [];
  return {
    publicadas: numero(await valor('cifras-publicadas').innerText()),
    caducan: numero(await valor('cifras-caducan').innerText()),
    exportaciones: numero(await valor('cifras-exportaciones').innerText()),
    openepd: numero(openepd),
    ilcd: numero(ilcd),
    certificados: numero(await panel.getByTestId('cifras-certificados').innerText()),
  };
}

/** A published declaration's code, from the public list. */
async function unaPublicada(page: Page): Promise<string> {
  const res = await page.request.get('/api/public/dapcon');
  expect(res.status()).toBe(200);
  const { data } = (await res.json()) as { data: { data: { dapcon_codigo: string }[] } };
  const codigo = data.data[0]?.dapcon_codigo;
  expect(codigo, 'the demo has a published declaration').toBeTruthy();
  return codigo ?? '';
}

test.describe("the registry's figures on the administrator's dashboard", () => {
  test.describe.configure({ mode: 'serial' });

  test('the administrator sees the three figures, their labels and the link to the public registry', async ({ page }) => {
    await signInHome(page, admin);
    await expect(page.getByTestId('panel-administracion')).toBeVisible();
    const panel = panelDe(page);
    await expect(panel.getByRole('heading', { level: 3, name: 'Registro público' })).toBeVisible();
    await expect(panel.getByRole('region', { name: 'Declaraciones publicadas' })).toBeVisible();
    await expect(panel.getByRole('region', { name: 'Caducan en 90 días' })).toBeVisible();
    await expect(panel.getByRole('region', { name: 'Exportaciones este mes' })).toBeVisible();
    await expect(panel.getByRole('link', { name: 'Ver el registro público' })).toHaveAttribute('href', '/registro?lang=es');
    // Published: what the public list counts (read again if another spec published or expired one meanwhile).
    await expect(async () => {
      const antes = await cifras(page);
      const lista = (await (await page.request.get('/api/public/dapcon')).json()) as { data: { total: number } };
      expect(antes.publicadas).toBe(lista.data.total);
      expect(antes.exportaciones).toBe(antes.openepd + antes.ilcd);
    }).toPass({ timeout: 60_000 });
  });

  test('an openEPD export downloaded through the public API adds one; its 304 nothing; a certificate one to its line', async ({ page, browser }) => {
    await signInHome(page, admin);
    const codigo = await unaPublicada(page);
    // A machine client: no session, no cookies, no cache of the browser's.
    const cliente = await browser.newContext();
    try {
      let etag = '';
      await expect(async () => {
        const antes = await cifras(page);
        const res = await cliente.request.get(`/api/public/dapcon/${encodeURIComponent(codigo)}/openepd`);
        expect(res.status()).toBe(200);
        expect(res.headers()['content-disposition']).toContain('.openepd.json');
        etag = res.headers().etag ?? '';
        const despues = await cifras(page);
        expect(despues.exportaciones).toBe(antes.exportaciones + 1);
        expect(despues.openepd).toBe(antes.openepd + 1);
        expect(despues.ilcd).toBe(antes.ilcd);
      }).toPass({ timeout: 90_000 });
      expect(etag).toBeTruthy();

      await expect(async () => {
        const antes = await cifras(page);
        const res = await cliente.request.get(`/api/public/dapcon/${encodeURIComponent(codigo)}/openepd`, { headers: { 'If-None-Match': etag } });
        expect(res.status()).toBe(304);
        expect((await cifras(page)).exportaciones).toBe(antes.exportaciones);
      }).toPass({ timeout: 90_000 });

      await expect(async () => {
        const antes = await cifras(page);
        const res = await cliente.request.get(`/api/public/dapcon/${encodeURIComponent(codigo)}/certificado?lang=es`);
        expect(res.status()).toBe(200);
        const despues = await cifras(page);
        expect(despues.certificados).toBe(antes.certificados + 1);
        expect(despues.exportaciones).toBe(antes.exportaciones);
      }).toPass({ timeout: 90_000 });
    } finally {
      await cliente.close();
    }
  });
});
