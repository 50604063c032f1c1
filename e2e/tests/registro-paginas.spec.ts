// The public registry's pages as a visitor uses them, without signing in (issue 35, docs/registry.md
// 'The pages'), through the real server on the demo data, in Spanish, Catalan and English, and again with
// JavaScript disabled: a search by product and by RCP, a declaration opened from the results, its EPD
// downloaded with its certificate (opened: it names the code) and its openEPD and ILCD+EPD exports, an
// unknown code's 404. With JavaScript the search's rows change without a page load (React
// has taken over the server's HTML). Other specs publish and expire declarations while this one runs:
// the declaration it opens is read from the public API first, and the checks hold whatever they do.
import fs from 'node:fs';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { pdfText } from '../../api/test/pdf-text';
import { apiSession } from './dapcon-support';
import { account, signInHome } from './support';

type Lang = 'es' | 'ca' | 'en';

interface Ficha {
  dapcon_codigo: string;
  dv_nombre_producto: string;
  rcp: { rcp_id: number; rcp_equivalencia: string };
  empresa: { org_nombre: string };
  documentos: { idioma: string; url: string }[];
}

/** What each language's page calls its fields, as a visitor reads them. */
const T = {
  es: {
    texto: 'Producto, empresa o código',
    rcp: 'Regla de categoría de producto (RCP)',
    buscar: 'Buscar',
    noEncontrada: 'Declaración no encontrada',
    certificado: 'Certificado de registro (PDF)',
    nombreCertificado: 'certificado',
    openEpd: 'Datos en formato openEPD (JSON)',
    ilcd: 'Datos en formato ILCD+EPD (XML)',
  },
  ca: {
    texto: 'Producte, empresa o codi',
    rcp: 'Regla de categoria de producte (RCP)',
    buscar: 'Cerca',
    noEncontrada: 'Declaració no trobada',
    certificado: 'Certificat de registre (PDF)',
    nombreCertificado: 'certificat',
    openEpd: 'Dades en format openEPD (JSON)',
    ilcd: 'Dades en format ILCD+EPD (XML)',
  },
  en: {
    texto: 'Product, company or code',
    rcp: 'Product category rules (PCR)',
    buscar: 'Search',
    noEncontrada: 'Declaration not found',
    certificado: 'Certificate of registration (PDF)',
    nombreCertificado: 'certificate',
    openEpd: 'Data in openEPD format (JSON)',
    ilcd: 'Data in ILCD+EPD format (XML)',
  },
} as const;

/** A published declaration of the demo with its EPD in Spanish (the demo's first language), from the public API. */
async function publicadaConPdf(request: APIRequestContext): Promise<Ficha> {
  for (let page = 1; page < 10; page++) {
    const list = (await (await request.get(`/api/public/dapcon?order_by=dapcon_codigo%20asc&page=${page}`)).json()) as { data: { data: { dapcon_codigo: string }[] } };
    for (const row of list.data.data) {
      const ficha = ((await (await request.get(`/api/public/dapcon/${row.dapcon_codigo}`)).json()) as { data: Ficha }).data;
      if (ficha.documentos.some((d) => d.idioma === 'es')) return ficha;
    }
  }
  throw new Error('the demo has no published declaration with its EPD in Spanish');
}

const filas = (page: Page) => page.getByRole('table').locator('tbody tr');

async function buscar(page: Page, lang: Lang, ficha: Ficha, js: boolean) {
  await page.goto(`/registro?lang=${lang}`);
  await expect(page.locator('html')).toHaveAttribute('lang', lang);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  if (js) await page.evaluate(() => Object.assign(window, { __sinRecarga: true }));

  // By product: a word of its name.
  const palabra = ficha.dv_nombre_producto.split(/\s+/).find((w) => w.length >= 5) ?? ficha.dv_nombre_producto;
  await page.getByLabel(T[lang].texto).fill(palabra);
  await page.getByRole('button', { name: T[lang].buscar, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`filter_text=${encodeURIComponent(palabra).replace(/%20/g, '(\\+|%20)')}`));
  await expect(page.getByRole('link', { name: ficha.dapcon_codigo, exact: true })).toBeVisible();
  expect(await filas(page).count()).toBeGreaterThan(0);

  // By RCP: every row is of that RCP.
  await page.getByLabel(T[lang].texto).fill('');
  const rcp = page.getByLabel(T[lang].rcp);
  await rcp.selectOption({ value: String(ficha.rcp.rcp_id) });
  await page.getByRole('button', { name: T[lang].buscar, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`rcp_id=${ficha.rcp.rcp_id}`));
  // Without JavaScript the form sends its empty fields too (`filter_text=`): no text is searched.
  await expect(page).not.toHaveURL(/filter_text=[^&]/);
  await expect(filas(page).first()).toContainText(ficha.rcp.rcp_equivalencia);
  for (const fila of await filas(page).all()) await expect(fila).toContainText(ficha.rcp.rcp_equivalencia);
  // With JavaScript the page was never loaded again: React took the search over.
  if (js) expect(await page.evaluate(() => (window as unknown as { __sinRecarga?: boolean }).__sinRecarga)).toBe(true);
}

async function abrirYDescargar(page: Page, lang: Lang, ficha: Ficha) {
  await page.goto(`/registro?lang=${lang}&filter_text=${encodeURIComponent(ficha.dapcon_codigo)}`);
  await page.getByRole('link', { name: ficha.dapcon_codigo, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/registro/${ficha.dapcon_codigo}\\?lang=${lang}$`));
  await expect(page.locator('html')).toHaveAttribute('lang', lang);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(ficha.dv_nombre_producto);
  await expect(page.getByRole('main')).toContainText(ficha.dapcon_codigo);
  await expect(page.getByRole('main')).toContainText(ficha.empresa.org_nombre);
  // Machine-readable as well: the JSON-LD names the code; the alternates name the three languages.
  const ld = JSON.parse((await page.locator('script[type="application/ld+json"]').first().textContent()) ?? '{}') as Record<string, unknown>;
  expect(JSON.stringify(ld)).toContain(ficha.dapcon_codigo);
  await expect(page.locator('link[rel="alternate"][hreflang]')).toHaveCount(4);

  const enlace = page.locator(`a[href="/api/public/dapcon/${ficha.dapcon_codigo}/documento/es"]`);
  await expect(enlace).toHaveText(/PDF/);
  const [download] = await Promise.all([page.waitForEvent('download'), enlace.click()]);
  expect(download.suggestedFilename()).toBe(`${ficha.dapcon_codigo}_es.pdf`);
  const file = await download.path();
  expect(fs.readFileSync(file).subarray(0, 5).toString()).toBe('%PDF-');

  // The registration certificate in the page's language: opened, it names the declaration's code.
  const certificado = await descargar(page, T[lang].certificado);
  expect(certificado.nombre).toBe(`${ficha.dapcon_codigo}_${T[lang].nombreCertificado}_${lang}.pdf`);
  const { title, pages } = await pdfText(certificado.datos);
  expect(title).toContain(ficha.dapcon_codigo);
  expect(pages[0]).toContain(ficha.dapcon_codigo);
  expect(pages[0]).toContain(`/registro/${ficha.dapcon_codigo}?lang=${lang}`);
  // Both exports, as an LCA tool would read them.
  const openEpd = JSON.parse((await descargar(page, T[lang].openEpd)).datos.toString('utf8')) as { program_operator_doc_id?: string };
  expect(openEpd.program_operator_doc_id).toBe(ficha.dapcon_codigo);
  const ilcd = (await descargar(page, T[lang].ilcd)).datos.toString('utf8');
  expect(ilcd).toMatch(/<processDataSet\b/);
  expect(ilcd).toContain(ficha.dapcon_codigo);
}

/** Clicks a download link by its name: the file's suggested name and bytes. */
async function descargar(page: Page, nombre: string): Promise<{ nombre: string; datos: Buffer }> {
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: nombre, exact: true }).click()]);
  return { nombre: download.suggestedFilename(), datos: fs.readFileSync(await download.path()) };
}

async function noEncontrada(page: Page, lang: Lang) {
  const res = await page.goto(`/registro/DAPcon-2999-0001?lang=${lang}`);
  expect(res?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(T[lang].noEncontrada);
}

for (const js of [true, false]) {
  test.describe(js ? 'with JavaScript' : 'with JavaScript disabled', () => {
    test.use({ javaScriptEnabled: js, acceptDownloads: true });
    for (const lang of ['es', 'ca', 'en'] as const) {
      test(`a visitor searches by product and by RCP, opens a declaration and downloads its EPD, its certificate and both exports (${lang})`, async ({ page, request }) => {
        const ficha = await publicadaConPdf(request);
        await buscar(page, lang, ficha, js);
        await abrirYDescargar(page, lang, ficha);
        await noEncontrada(page, lang);
      });
    }
  });
}

test.describe('a declaration with its results table, with JavaScript disabled', () => {
  test.use({ javaScriptEnabled: false });
  test("a visitor reads its results on its page: the declared unit and the core indicators by module, in each language's numbers (es, ca, en)", async ({ page, request }) => {
    const ficha = await conResultados(request);
    const gwp = ficha.resultados.filas.find((f) => f.indicador === 'GWP-total')?.valores['A1-A3'] ?? '';
    expect(gwp).toMatch(/^-?\d/);
    for (const [lang, titulo, caption, figura] of [
      ['es', 'Resultados (EN 15804+A2)', 'Indicadores básicos de impacto ambiental por módulo', gwp.replace('.', ',')],
      ['ca', 'Resultats (EN 15804+A2)', "Indicadors bàsics d'impacte ambiental per mòdul", gwp.replace('.', ',')],
      ['en', 'Results (EN 15804+A2)', 'Core environmental impact indicators per module', gwp],
    ] as const) {
      await page.goto(`/registro/${ficha.dapcon_codigo}?lang=${lang}`);
      const seccion = page.getByRole('region', { name: titulo });
      await expect(seccion).toBeVisible();
      const tabla = seccion.getByRole('table', { name: caption });
      await expect(tabla.getByRole('columnheader')).toHaveCount(17);
      await expect(tabla.getByRole('row', { name: /GWP-total/ }).getByRole('cell').nth(1)).toHaveText(figura);
      await expect(tabla.locator('tbody tr')).toHaveCount(13);
    }
  });
});

/** A published declaration of the demo with a results table, from the public API (the demo seeds a few). */
async function conResultados(request: APIRequestContext): Promise<Ficha & { resultados: { filas: { indicador: string; valores: Record<string, string> }[] } }> {
  const list = (await (await request.get('/api/public/dapcon?order_by=dapcon_codigo%20asc')).json()) as { data: { data: { dapcon_codigo: string }[] } };
  for (const row of list.data.data) {
    const ficha = ((await (await request.get(`/api/public/dapcon/${row.dapcon_codigo}`)).json()) as { data: Ficha & { resultados?: { filas: { indicador: string; valores: Record<string, string> }[] } | null } }).data;
    if (ficha.resultados) return { ...ficha, resultados: ficha.resultados };
  }
  throw new Error('the demo has no published declaration with a results table');
}

test('the sitemap and robots.txt lead a crawler to the registry', async ({ request }) => {
  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).toMatch(/^Allow: \/registro$/m);
  const sitemapUrl = /^Sitemap: (.+)$/m.exec(robots)?.[1];
  expect(sitemapUrl).toMatch(/\/sitemap\.xml$/);
  const sitemap = await request.get('/sitemap.xml');
  expect(sitemap.headers()['content-type']).toContain('application/xml');
  const ficha = await publicadaConPdf(request);
  expect(await sitemap.text()).toContain(`/registro/${ficha.dapcon_codigo}</loc>`);
});

test("a published declaration's record page links to its page in the registry, in the portal's language", async ({ page, request }) => {
  const admin = account('administrador', 1);
  const { headers } = await apiSession(request, admin);
  const list = (await (await request.get('/api/dapcon?estado=publicada&order_by=dapcon_codigo%20asc', { headers })).json()) as { data: { data: { id: number; dapcon_codigo: string }[] } };
  const publicada = list.data.data[0];
  if (!publicada) throw new Error('the demo has no published declaration');
  await signInHome(page, admin);
  await page.goto(`/dapcon/${publicada.id}/1`);
  const enlace = page.getByRole('link', { name: 'Ver su página en el registro' });
  await expect(enlace).toHaveAttribute('href', `/registro/${publicada.dapcon_codigo}?lang=es`);
  await enlace.click();
  await expect(page).toHaveURL(new RegExp(`/registro/${publicada.dapcon_codigo}\\?lang=es$`));
  await expect(page.getByRole('main')).toContainText(publicada.dapcon_codigo);
});
