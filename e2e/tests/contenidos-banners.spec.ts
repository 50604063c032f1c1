// The front page's banners (docs/contenidos.md step 8; spec part 2 §2.23, §7.10): an administrator ticks a
// criterion in the company banner at /banner-portada, saves it, and after a reload it is still ticked (and
// the other banners are as they were); a consultant of profile 3 opens the page too; a company is sent
// away from it and its API answers 403. The banner's criteria are put back through the API at the end.
import { expect, test, type APIRequestContext } from '@playwright/test';
import type { CriteriosBanner } from '@dapcon/contract/contenidos';
import { saw } from './empresa-support';
import { account, expandSideMenu, sideMenu, signInHome, type DemoAccount } from './support';

const admin = account('administrador', 1);

/** A demo account's token, for reading and putting back the criteria through the API. */
async function tokenOf(request: APIRequestContext, a: DemoAccount): Promise<string> {
  const res = await request.post('/api/auth/login', { data: { usuario: a.usuario, password: a.password, modulo_app: a.modulo_app } });
  expect(res.status(), await res.text()).toBe(200);
  return ((await res.json()) as { data: { token: string } }).data.token;
}

async function criteriosDe(request: APIRequestContext, token: string, tipo: string): Promise<string[]> {
  const res = await request.get(`/api/criterios/${tipo}`, { headers: { Authorization: `Bearer ${token}` } });
  expect(res.status(), await res.text()).toBe(200);
  return ((await res.json()) as { data: CriteriosBanner }).data.criterios;
}

test('an administrator ticks a criterion of the company banner, saves it, and it stays ticked after a reload', async ({ page, request }) => {
  test.setTimeout(120_000);
  const token = await tokenOf(request, admin);
  const empresasAntes = await criteriosDe(request, token, 'banner_empresa');
  const verificadoresAntes = await criteriosDe(request, token, 'banner_verificador');
  // An option the demo seed does not tick.
  expect(empresasAntes).not.toContain('crit_emp_codigo_dapcon');

  try {
    await signInHome(page, admin);
    await expandSideMenu(page);
    await sideMenu(page).getByRole('link', { name: 'Banner Portada', exact: true }).click();
    await expect(page).toHaveURL(/\/banner-portada$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Banner Portada' })).toBeVisible();
    await expect(page.getByText('Este apartado aún no está disponible')).toHaveCount(0);
    for (const name of ['Banner de empresas', 'Banner de verificadores', 'Banner de consultores']) {
      await expect(page.getByRole('heading', { level: 2, name })).toBeVisible();
    }

    const empresas = page.getByRole('form', { name: 'Banner de empresas' });
    const codigo = empresas.getByRole('checkbox', { name: 'Código DAPcon' });
    await expect(empresas.getByRole('checkbox', { name: 'Nombre de la empresa' })).toBeChecked();
    await expect(codigo).not.toBeChecked();
    await empresas.getByText('Código DAPcon').click();
    await expect(codigo).toBeChecked();
    await expect(empresas.getByText('Cambios sin guardar')).toBeVisible();
    await empresas.getByRole('button', { name: 'Guardar' }).click();
    await saw(page, 'Los datos han sido guardados correctamente');
    await expect(empresas.getByText('Cambios sin guardar')).toHaveCount(0);

    await page.reload();
    const again = page.getByRole('form', { name: 'Banner de empresas' });
    await expect(again.getByRole('checkbox', { name: 'Código DAPcon' })).toBeChecked();
    await expect(again.getByRole('checkbox', { name: 'Nombre de la empresa' })).toBeChecked();
    expect(await criteriosDe(request, token, 'banner_empresa')).toContain('crit_emp_codigo_dapcon');
    // Saving one banner leaves the others alone.
    expect(await criteriosDe(request, token, 'banner_verificador')).toEqual(verificadoresAntes);
  } finally {
    const res = await request.post('/api/criterios', { headers: { Authorization: `Bearer ${token}` }, data: { tipo: 'banner_empresa', criterios: empresasAntes } });
    expect(res.status(), await res.text()).toBe(200);
  }
});

test('a consultant of profile 3 edits the banners; a company cannot reach them', async ({ page, browser, request }) => {
  test.setTimeout(120_000);
  await signInHome(page, account('consultor', 3));
  await page.goto('/banner-portada');
  await expect(page.getByRole('heading', { level: 1, name: 'Banner Portada' })).toBeVisible();
  await expect(page.getByRole('form', { name: 'Banner de consultores' }).getByRole('checkbox', { name: 'Nombre y apellidos' })).toBeChecked();

  const company = account('organizacion', 5);
  const theirs = await browser.newPage();
  try {
    await signInHome(theirs, company);
    await expandSideMenu(theirs);
    await expect(sideMenu(theirs).getByRole('link', { name: 'Banner Portada', exact: true })).toHaveCount(0);
    await theirs.goto('/banner-portada');
    await expect(theirs).not.toHaveURL(/\/banner-portada/);
    await expect(theirs.getByTestId('area-name')).toHaveText('Área Empresa');
    await expect(theirs.getByRole('heading', { level: 1, name: 'Banner Portada' })).toHaveCount(0);
  } finally {
    await theirs.close();
  }
  // The API says the same.
  const token = await tokenOf(request, company);
  const res = await request.get('/api/criterios/banner_empresa', { headers: { Authorization: `Bearer ${token}` } });
  expect(res.status()).toBe(403);
});
