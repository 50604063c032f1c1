// The readers' homes (docs/home.md step 3; spec part 1 §2 'Consultor home', 'Company home', 'Modals'):
// the verifier's signing-plugin warning and its install modal on the guide of the browser in use
// (Chromium: Chrome's); a consultant's unresolved incidents, a row opening its declaration; a company's
// declarations by state, each linking to its list filtered; the missing-logo warning linking to
// /mis-datos. Other specs create declarations and answer incidents meanwhile: every figure is read from
// the API at the time, never written down; nothing here changes data.
import { expect, test, type APIRequestContext } from '@playwright/test';
import { DEMO, signInHome, type DemoAccount } from './support';

const demo = (usuario: string) => DEMO.find((a) => a.usuario === usuario) as DemoAccount;
/** The demo verifier (profile 4), the LCA consultant of the seeded declarations (no logo in the seed), and the first company. */
const verificador = demo('39284756C');
const consultor = demo('47815236F');
const empresa = demo('A08612343');

/** GET `path` through the API as `who`. */
async function apiGet<T>(request: APIRequestContext, who: DemoAccount, path: string, params: Record<string, string> = {}): Promise<T> {
  const login = await request.post('/api/auth/login', { data: { usuario: who.usuario, password: who.password, modulo_app: who.modulo_app } });
  const { token } = ((await login.json()) as { data: { token: string } }).data;
  const answer = await request.get(`/api${path}`, { params, headers: { authorization: `Bearer ${token}` } });
  expect(answer.status(), await answer.text()).toBe(200);
  return ((await answer.json()) as { data: T }).data;
}

interface Incidencia {
  dapcon_id: number;
  idioma_id: number;
  dapcon_incidencias_titulo: string;
}

test.describe("The readers' homes", () => {
  test("the verifier's signing-plugin warning opens the install modal on the browser's guide (Chromium: Chrome)", async ({ page }) => {
    await signInHome(page, verificador);
    const aviso = page.getByTestId('aviso-firma');
    await expect(aviso).toContainText('Instale el complemento de firma');
    await aviso.getByRole('button', { name: 'Cómo instalarlo' }).click();
    const modal = page.getByRole('dialog', { name: 'Instalar el complemento de firma' });
    await expect(modal.getByRole('tab', { name: 'Chrome' })).toHaveAttribute('aria-selected', 'true');
    await expect(modal.getByText('Guía de su navegador: Chrome.')).toBeVisible();
    await expect(modal.getByTestId('navegador-no-compatible')).toHaveCount(0);
    await expect(modal.getByRole('tabpanel')).toContainText('Chrome le preguntará si quiere abrir AutoFirma');
    await expect(modal.getByRole('link', { name: 'Página de descargas de AutoFirma' })).toHaveAttribute('href', 'https://firmaelectronica.gob.es/Home/Descargas.html');
    // Every guide is there.
    await expect(modal.getByRole('tab')).toHaveText(['Chrome', 'Firefox', 'Edge', 'Android', 'iOS']);
    await modal.getByRole('tab', { name: 'iOS' }).click();
    await expect(modal.getByRole('tabpanel')).toContainText('Cliente @firma móvil');
    await modal.getByRole('button', { name: 'Cerrar' }).last().click();
    await expect(modal).toBeHidden();
  });

  test("a consultant's home lists its unresolved incidents; a row opens the declaration; without a logo, the warning links to /mis-datos", async ({ page, request }) => {
    // The consultant signs nothing: no plugin warning.
    await signInHome(page, consultor);
    const lista = page.getByRole('region', { name: 'Incidencias sin resolver' });
    await expect(lista).toBeVisible();
    await expect(page.getByTestId('aviso-firma')).toHaveCount(0);

    // Every language's and every part's: what the bell counts (docs/decisions.md 'DAPcon life (issue 33)').
    const query = { esta_resuelta: 'false' };
    const abiertas = await apiGet<Incidencia[]>(request, consultor, '/incidencias/dapcon-incidencias', query);
    // The seed's open incident on declaration 2's Spanish version (catalan.spec.ts reads it; nothing resolves it).
    expect(abiertas.length).toBeGreaterThan(0);
    await expect
      .poll(async () => (await lista.getByRole('link').count()) === (await apiGet<Incidencia[]>(request, consultor, '/incidencias/dapcon-incidencias', query)).length)
      .toBe(true);
    const primera = abiertas.find((i) => i.dapcon_id === 2) ?? abiertas[0];
    if (!primera) throw new Error('no open incident');
    // Named by what it shows: language, title, code · product, date (WCAG 2.5.3).
    const fila = lista.getByRole('link').filter({ hasText: primera.dapcon_incidencias_titulo }).first();
    await expect(fila).toHaveAttribute('href', `/dapcon/${primera.dapcon_id}/${primera.idioma_id}`);

    const inicio = await apiGet<{ tiene_logo: boolean }>(request, consultor, '/panel/inicio');
    expect(inicio.tiene_logo).toBe(false);
    const logo = page.getByTestId('aviso-logo');
    await expect(logo).toContainText('Aún no ha subido su logo');

    await fila.click();
    await expect(page).toHaveURL(new RegExp(`/dapcon/${primera.dapcon_id}/${primera.idioma_id}$`));
    await expect(page.getByText(primera.dapcon_incidencias_titulo).first()).toBeVisible();

    await page.goBack();
    await page.getByTestId('aviso-logo').getByRole('link', { name: 'Ir a Mis datos' }).click();
    await expect(page).toHaveURL(/\/mis-datos$/);
    await expect(page.getByRole('textbox', { name: /^Nombre/ }).first()).toBeVisible();
  });

  test("a company's home sums up its DAPcons by state, each state linking to the list filtered by it", async ({ page, request }) => {
    await signInHome(page, empresa);
    const resumen = page.getByRole('region', { name: 'Sus DAPcon' });
    await expect(resumen).toBeVisible();
    const nombres = { borrador: 'Borrador', en_verificacion: 'En verificación', verificada: 'Verificada', publicada: 'Publicada', caducada: 'Caducada', retirada: 'Retirada' } as const;
    type Estado = keyof typeof nombres;
    // What the home shows is what the API counts (read together: other specs may add declarations meanwhile).
    await expect
      .poll(async () => {
        const { dapcons } = (await apiGet<{ empresa: { dapcons: Record<Estado, number> } }>(request, empresa, '/panel/inicio')).empresa;
        const shown = await resumen.getByRole('listitem').allInnerTexts();
        return shown.join('|') === (Object.keys(nombres) as Estado[]).map((e) => `${nombres[e]}: ${dapcons[e]}`).join('|');
      })
      .toBe(true);
    const { dapcons } = (await apiGet<{ empresa: { dapcons: Record<Estado, number> } }>(request, empresa, '/panel/inicio')).empresa;
    // The seed's published declaration of this company: the link opens the list filtered by it.
    expect(dapcons.publicada).toBeGreaterThan(0);
    await resumen.getByRole('link', { name: /^Publicada: \d+$/ }).click();
    await expect(page).toHaveURL(/\/dapcon\?estado=publicada$/);
    await expect(page.getByRole('combobox', { name: 'Estado' })).toHaveValue('publicada');
    const table = page.getByRole('table', { name: 'DAPcon' });
    await expect(table.getByTestId('estado').first()).toBeVisible();
    for (const badge of await table.getByTestId('estado').allInnerTexts()) expect(['Publicada', 'Con incidencias']).toContain(badge);
    // A company with a logo (the seed's first company has one): no logo warning.
    await page.goBack();
    await expect(page.getByRole('region', { name: 'Sus DAPcon' })).toBeVisible();
    await expect(page.getByTestId('aviso-logo')).toHaveCount(0);
  });
});
