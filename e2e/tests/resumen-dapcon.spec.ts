// 'Resumen de DAPcon' on the administrator's home (docs/home.md step 2; spec part 1 §1): the accordion
// shows the counts the API gives (read together with the page: other specs create, publish and expire
// declarations meanwhile), closes and opens.
import { expect, test, type APIRequestContext } from '@playwright/test';
import { account, signInHome } from './support';

const admin = account('administrador', 1);

interface Resumen {
  total: number;
  nuevas: number;
  renovaciones: number;
  caducadas: number;
  publicadas: number;
  publicadas_es: number;
  publicadas_en: number;
  en_proceso: number;
}

async function resumenApi(request: APIRequestContext): Promise<Resumen> {
  const login = await request.post('/api/auth/login', { data: { usuario: admin.usuario, password: admin.password, modulo_app: admin.modulo_app } });
  const { token } = ((await login.json()) as { data: { token: string } }).data;
  const answer = await request.get('/api/panel/resumen-dapcon', { headers: { authorization: `Bearer ${token}` } });
  expect(answer.status()).toBe(200);
  return ((await answer.json()) as { data: Resumen }).data;
}

test("the administrator's home shows 'Resumen de DAPcon' with the API's counts", async ({ page, request }) => {
  await signInHome(page, admin);
  const acordeon = page.getByTestId('resumen-dapcon');
  await expect(acordeon.getByText('Resumen de DAPcon', { exact: true })).toBeVisible();
  const total = acordeon.getByTestId('resumen-total');
  const publicadas = acordeon.getByTestId('resumen-publicadas');
  const enProceso = acordeon.getByTestId('resumen-en-proceso');
  await expect(total).toBeVisible();

  const mostrado = async () => ({
    total: Number(await total.getByTestId('valor').innerText()),
    nuevas: Number(await total.getByTestId('nuevas').innerText()),
    renovaciones: Number(await total.getByTestId('renovaciones').innerText()),
    caducadas: Number(await total.getByTestId('caducadas').innerText()),
    publicadas: Number(await publicadas.getByTestId('valor').innerText()),
    publicadas_es: Number(await publicadas.getByTestId('publicadas_es').innerText()),
    publicadas_en: Number(await publicadas.getByTestId('publicadas_en').innerText()),
    en_proceso: Number(await enProceso.getByTestId('valor').innerText()),
  });
  // The page and the API agree (a reload reads again if a declaration changed in between).
  await expect(async () => {
    const api = await resumenApi(request);
    const shown = await mostrado();
    if (JSON.stringify(shown) !== JSON.stringify(api)) await page.reload();
    expect(await mostrado()).toEqual(await resumenApi(request));
  }).toPass();
  const api = await resumenApi(request);
  // The demo seed has declarations of every kind.
  expect(api.total).toBe(api.nuevas + api.renovaciones);
  expect(api.renovaciones).toBeGreaterThan(0);
  expect(api.publicadas_en).toBeGreaterThan(0);

  // It closes and opens again from its heading.
  await acordeon.getByText('Resumen de DAPcon', { exact: true }).click();
  await expect(total).toBeHidden();
  await acordeon.getByText('Resumen de DAPcon', { exact: true }).click();
  await expect(total).toBeVisible();
});
