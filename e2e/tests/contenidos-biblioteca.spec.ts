// The document library (docs/contenidos.md step 6; spec part 2 §2.17, §2.18, §5 'Document', §6): an
// administrator adds, at /biblioteca-documentos, a PDF for companies (profile 5) and another for
// verifiers (profile 4); a company finds the first at /public-documentos under its type, downloads it
// (an attachment named `<day>_<title>.pdf`, the PDF uploaded) and sees nothing of the second, which it
// cannot download either. Both documents are deleted through the API at the end.
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { calendarDay } from '@dapcon/contract/core';
import type { DocumentoBiblioteca } from '@dapcon/contract/contenidos';
import { PDF } from './accounts-support';
import { saw } from './empresa-support';
import { account, signInHome } from './support';

const admin = account('administrador', 1);
const empresa = account('organizacion', 5);

/** A signed-in user's token, for what the test checks and tidies through the API. */
async function tokenOf(request: APIRequestContext, who: typeof admin): Promise<string> {
  const res = await request.post('/api/auth/login', { data: { usuario: who.usuario, password: who.password, modulo_app: who.modulo_app } });
  expect(res.status(), await res.text()).toBe(200);
  return ((await res.json()) as { data: { token: string } }).data.token;
}

/** Adds a document through the modal: a PDF of the guides' type, for one profile. */
async function nuevoDocumento(page: Page, titulo: string, perfil: 'Empresas' | 'Verificadores'): Promise<void> {
  await page.getByRole('button', { name: 'Nuevo documento' }).click();
  const dialog = page.getByRole('dialog', { name: 'Nuevo documento' });
  await dialog.getByRole('textbox', { name: /^Título/ }).fill(titulo);
  await dialog.getByRole('textbox', { name: /^Descripción/ }).fill(`Documento de prueba: ${titulo}.`);
  await dialog.getByRole('combobox', { name: /^Tipo de documento/ }).selectOption({ label: 'Guías y manuales' });
  await expect(dialog.getByRole('combobox', { name: /^Tipo$/ })).toHaveValue('documento');
  await dialog.getByLabel(/^Archivo/).setInputFiles({ ...PDF, name: 'guia-prueba.pdf' });
  const checkbox = dialog.getByRole('checkbox', { name: perfil });
  await checkbox.dispatchEvent('click');
  await expect(checkbox).toBeChecked();
  await dialog.getByRole('button', { name: 'Guardar' }).click();
  await saw(page, 'Los datos han sido guardados correctamente');
  await expect(dialog).toBeHidden();
}

test('an administrator publishes a PDF for companies and one for verifiers; a company downloads the first and never sees the second', async ({ page, browser, request }) => {
  // Two sign-ins (argon2), two uploads and a download, on two busy cores.
  test.setTimeout(120_000);
  const stamp = String(Date.now() % 1_000_000);
  const paraEmpresas = `Guía para empresas ${stamp}`;
  const paraVerificadores = `Manual para verificadores ${stamp}`;
  const adminToken = await tokenOf(request, admin);
  const headers = { Authorization: `Bearer ${adminToken}` };

  try {
    await signInHome(page, admin);
    await page.goto('/biblioteca-documentos');
    await expect(page.getByRole('heading', { level: 1, name: 'Documentos' })).toBeVisible();
    await nuevoDocumento(page, paraEmpresas, 'Empresas');
    await nuevoDocumento(page, paraVerificadores, 'Verificadores');

    // Both in the administration's list, found by the search kept in the URL.
    const filtros = page.getByRole('form', { name: 'Filtros' });
    await filtros.getByRole('textbox', { name: 'Buscar' }).fill(stamp);
    await filtros.getByRole('button', { name: 'Filtrar' }).click();
    await expect(page).toHaveURL(new RegExp(`/biblioteca-documentos\\?magic=${stamp}$`));
    const tabla = page.getByRole('table', { name: 'Biblioteca de documentos' });
    await expect(tabla.getByRole('row')).toHaveCount(3);
    await expect(tabla.getByRole('row', { name: new RegExp(paraEmpresas) })).toContainText('Empresas');
    await expect(tabla.getByRole('row', { name: new RegExp(paraVerificadores) })).toContainText('Verificadores');

    // The company, in a browser of its own.
    const context = await browser.newContext({ locale: 'es-ES', acceptDownloads: true });
    const theirs = await context.newPage();
    await signInHome(theirs, empresa);
    await theirs.goto('/public-documentos');
    await expect(theirs.getByRole('heading', { level: 1, name: 'Documentos' })).toBeVisible();
    const tipos = theirs.getByRole('navigation', { name: 'Tipos de documento' });
    await tipos.getByRole('button', { name: /^Guías y manuales/ }).click();
    await expect(theirs).toHaveURL(/\/public-documentos\?tipo=doc_guias$/);
    await theirs.getByRole('searchbox', { name: 'Buscar título, descripción' }).fill(stamp);
    await theirs.getByRole('button', { name: 'Buscar', exact: true }).click();
    const documentos = theirs.getByRole('table', { name: 'Documentos: Guías y manuales' });
    await expect(documentos.getByRole('row')).toHaveCount(2);
    await expect(documentos).toContainText(paraEmpresas);
    await expect(documentos).not.toContainText(paraVerificadores);

    const downloading = theirs.waitForEvent('download');
    await documentos.getByRole('button', { name: `Descargar «${paraEmpresas}»` }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe(`${calendarDay(new Date())}_Guia_para_empresas_${stamp}.pdf`);
    const saved = await download.path();
    const fs = await import('node:fs');
    expect(fs.readFileSync(saved)).toEqual(PDF.buffer);

    // Nor is the verifiers' one anywhere for the company: not in its search, not as a download.
    const companyHeaders = { Authorization: `Bearer ${await tokenOf(request, empresa)}` };
    const ids = (((await (await request.get(`/api/biblioteca-documentos?magic=${stamp}`, { headers })).json()) as { data: { data: DocumentoBiblioteca[] } }).data.data).reduce<Record<string, number>>(
      (out, d) => ({ ...out, [d.titulo]: d.id }),
      {},
    );
    expect((await request.get(`/api/biblioteca-documentos/${ids[paraVerificadores]}/descargar`, { headers: companyHeaders })).status()).toBe(404);
    expect((await request.get(`/api/biblioteca-documentos/${ids[paraEmpresas]}/descargar`, { headers: companyHeaders })).status()).toBe(200);
    await context.close();
  } finally {
    const list = (await (await request.get(`/api/biblioteca-documentos?magic=${stamp}`, { headers })).json()) as { data: { data: DocumentoBiblioteca[] } };
    for (const d of list.data.data) await request.delete(`/api/biblioteca-documentos/${d.id}`, { headers });
  }
});
