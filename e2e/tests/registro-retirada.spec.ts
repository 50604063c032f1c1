// A declaration withdrawn from the programme (docs/dapcon-lifecycle.md 'Withdrawal', docs/registry.md):
// the spec publishes one of its own through the API (created, submitted, accepted, published: the
// screens of those steps are dapcon-ciclo.spec.ts's), finds it in the public registry, then the
// administrator withdraws it on its record page with a reason (refused without one). Its registry page
// then answers 410 and says it was withdrawn, and when (not why), in Spanish and English; its public
// record and certificate answer 410; the registry's search no longer finds it; the company is told by
// e-mail with the reason. Each registry visit is a fresh browser context: the pages may be kept a
// minute by a browser's cache.
import { expect, test, type Browser } from '@playwright/test';
import { calendarDay, toDisplayDate } from '@dapcon/contract/core';
import { apiSession, closeSuccess, crearDapconPorApi, EMPRESA, enviarPorApi, mailWith, pageAs, publicarPorApi } from './dapcon-support';
import { account } from './support';

const admin = account('administrador', 1);
const MOTIVO = 'Los valores de impacto no corresponden al producto fabricado (e2e).';

/** A visitor's page in a browser context of its own (no cache, no session). */
async function visitante(browser: Browser) {
  const context = await browser.newContext();
  return { context, page: await context.newPage() };
}

test('the administrator withdraws a published declaration with a reason: its registry page answers 410 and says so, the search no longer finds it', async ({ browser, request, baseURL }) => {
  test.setTimeout(120_000);
  const producto = `Adoquín retirado e2e ${Date.now()}`;
  const id = await crearDapconPorApi(request, producto);
  await enviarPorApi(request, id);
  const codigo = await publicarPorApi(request, id);

  // Published: the registry finds it and shows its page.
  const antes = await visitante(browser);
  await antes.page.goto(`/registro?lang=es&filter_text=${encodeURIComponent(codigo)}`);
  await expect(antes.page.getByRole('link', { name: codigo, exact: true })).toBeVisible();
  expect((await antes.page.goto(`/registro/${codigo}?lang=es`))?.status()).toBe(200);
  await antes.context.close();

  // The administrator withdraws it on the record page: the reason is required.
  const page = await pageAs(browser, admin);
  await page.goto(`/dapcon/${id}/1`);
  const estado = page.getByTestId('dapcon-cabecera').getByTestId('estado');
  await expect(estado).toHaveText('Publicada');
  const bar = page.getByRole('group', { name: 'Acciones de la DAPcon' });
  await bar.getByRole('button', { name: 'Retirar' }).click();
  const dialog = page.getByRole('dialog', { name: 'Retirar la DAPcon' });
  await expect(dialog).toContainText(`La DAPcon ${codigo} se retirará del programa definitivamente`);
  await dialog.getByRole('button', { name: 'Retirar' }).click();
  await expect(dialog.getByText('Indique el motivo de la retirada.')).toBeVisible();
  await expect(estado).toHaveText('Publicada');
  await dialog.getByRole('textbox', { name: /Motivo de la retirada/ }).fill(MOTIVO);
  await dialog.getByRole('button', { name: 'Retirar' }).click();
  await closeSuccess(page, 'DAPcon retirada.');
  await expect(estado).toHaveText('Retirada');
  await expect(bar).toBeHidden();
  await expect(page.getByTestId('historial-entrada').last()).toContainText('Retirada');
  await expect(page.getByTestId('historial-entrada').last()).toContainText(MOTIVO);
  await page.context().close();

  // The company is told, with the reason.
  const { email } = await apiSession(request, EMPRESA);
  await mailWith(baseURL ?? '', email, ['DAPcon retirada', codigo, MOTIVO]);

  // The registry: 410 with a page that says it was withdrawn and when, never why; not found by the search.
  const hoy = calendarDay(new Date());
  const despues = await visitante(browser);
  const res = await despues.page.goto(`/registro/${codigo}?lang=es`);
  expect(res?.status()).toBe(410);
  await expect(despues.page.getByRole('heading', { level: 1 })).toHaveText('Declaración retirada');
  const main = despues.page.getByRole('main');
  await expect(main).toContainText(`La declaración ${codigo} («${producto}») ha sido retirada del programa DAPcon`);
  await expect(main).toContainText(`Retirada el ${toDisplayDate(hoy)}.`);
  await expect(main).not.toContainText(MOTIVO);
  expect(await despues.page.locator('meta[name="robots"]').getAttribute('content')).toBe('noindex');
  const en = await despues.page.goto(`/registro/${codigo}?lang=en`);
  expect(en?.status()).toBe(410);
  await expect(despues.page.getByRole('heading', { level: 1 })).toHaveText('Declaration withdrawn');
  await despues.page.goto(`/registro?lang=es&filter_text=${encodeURIComponent(codigo)}&caducadas=true`);
  await expect(despues.page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(despues.page.getByRole('link', { name: codigo, exact: true })).toHaveCount(0);
  await despues.context.close();

  // Machine clients: its record and its certificate are gone too.
  for (const url of [`/api/public/dapcon/${codigo}`, `/api/public/dapcon/${codigo}/certificado?lang=es`]) {
    const answer = await request.get(url);
    expect(answer.status(), url).toBe(410);
    expect(((await answer.json()) as { message: string }).message).toBe('Esta DAPcon ha sido retirada del programa.');
  }
});
