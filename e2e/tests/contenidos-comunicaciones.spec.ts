// Communications (docs/contenidos.md step 5; spec part 2 §2.19 'send-email modal', §2.20, §7.7, §7.8):
// an administrator sends a content of the demo seed from /contenidos to the associations (profile 5,
// company type 'asociacion'), one of them refused by the test SMTP server (a file in serve.mjs's mail-refuse/);
// the server gets the mailing exactly once for every recipient the API recorded but the refused one;
// /comunicaciones shows the totals; the recipients' modal shows the refused one's error with the
// server's reason; once the server accepts the address again, 'Reenviar' delivers it.
import { expect, test, type APIRequestContext } from '@playwright/test';
import type { Comunicacion, ContenidoListItem, Destinatario } from '@dapcon/contract/contenidos';
import { acceptMailTo, mailedWithSubject, refuseMailTo } from './accounts-support';
import { registerCompanyByApi, saw } from './empresa-support';
import { account, signInHome } from './support';

const admin = account('administrador', 1);

/** An administrator's token, for reading what the API recorded. */
async function adminToken(request: APIRequestContext): Promise<string> {
  const res = await request.post('/api/auth/login', { data: { usuario: admin.usuario, password: admin.password, modulo_app: 'administrador' } });
  expect(res.status(), await res.text()).toBe(200);
  return ((await res.json()) as { data: { token: string } }).data.token;
}

test('an administrator mails a content to the associations; the refused one is resent once the server takes it', async ({ page, request, baseURL }) => {
  // A registration, a sign-in (argon2), a mailing through the queue and a resend, on two busy cores.
  test.setTimeout(300_000);
  const base = baseURL ?? '';
  const stamp = String(Date.now() % 1_000_000);
  // ASCII only: the raw message is read as it arrived (an encoded subject would not read whole).
  const asunto = `DAPcon: comunicado de prueba ${stamp}`;
  const rechazada = await registerCompanyByApi(request, 'Comunicacions', 'asociacion');
  // A company of the other type, active like the association: the mailing must not reach it.
  const empresa = await registerCompanyByApi(request, 'Comunicacions', 'empresa');
  const token = await adminToken(request);
  const headers = { Authorization: `Bearer ${token}` };

  // A content of the demo seed, found in the list by its title.
  const contenidos = (await (await request.get('/api/contenidos-web', { headers })).json()) as { data: { data: ContenidoListItem[] } };
  const contenido = contenidos.data.data[0];
  if (!contenido) throw new Error('the demo seed has no content');

  refuseMailTo(base, [rechazada.email]);
  try {
    await signInHome(page, admin);
    await page.goto(`/contenidos?magic=${encodeURIComponent(contenido.titulo)}`);
    await page.getByRole('button', { name: `Enviar email «${contenido.titulo}»` }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Enviar email' });
    const form = dialog.getByRole('form', { name: 'Envío por email del contenido' });
    const castellano = form.getByRole('group', { name: 'En castellano' });
    const catalan = form.getByRole('group', { name: 'En catalán' });
    await expect(castellano.getByRole('textbox', { name: /^Mensaje/ })).toBeVisible();
    // Pre-filled from the template in each language: the content's title in the subject and the message.
    await expect(castellano.getByLabel(/^Asunto/)).toHaveValue(new RegExp(contenido.titulo.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
    await expect(castellano.getByRole('textbox', { name: /^Mensaje/ })).toContainText(contenido.titulo);
    await expect(catalan.getByRole('textbox', { name: /^Mensaje/ })).toContainText('Llegir-ne més al portal DAPcon');

    // Companies only, and of them the associations only.
    const perfiles = form.getByRole('group', { name: /^Perfiles/ });
    const tick = async (group: typeof perfiles, label: string, on: boolean) => {
      const box = group.getByRole('checkbox', { name: label, exact: true });
      if ((await box.isChecked()) !== on) await group.getByText(label, { exact: true }).click();
      await expect(box).toBeChecked({ checked: on });
    };
    await tick(perfiles, 'Empresas', true);
    await tick(perfiles, 'Consultores', false);
    await tick(perfiles, 'Verificadores', false);
    const tipos = form.getByRole('group', { name: /^Tipos de empresa/ });
    await tick(tipos, 'Asociación', true);
    await tick(tipos, 'Empresa', false);
    // The same subject in both languages: each recipient gets its language's (demo accounts signed in in Catalan by other specs too).
    await castellano.getByLabel(/^Asunto/).fill(asunto);
    await catalan.getByLabel(/^Asunto/).fill(asunto);
    await dialog.getByRole('button', { name: 'Enviar' }).click();
    await saw(page, 'La comunicación se está enviando.');
    await expect(dialog).toBeHidden();

    // What the API recorded: the mailing and its recipients (every page).
    const lista = (await (await request.get(`/api/comunicaciones/admin?magic=${encodeURIComponent(stamp)}`, { headers })).json()) as { data: { data: Comunicacion[] } };
    expect(lista.data.data).toHaveLength(1);
    const comunicacion = lista.data.data[0] as Comunicacion;
    const destinatarios = async (): Promise<Destinatario[]> => {
      const all: Destinatario[] = [];
      for (let pagina = 1; ; pagina += 1) {
        const res = await request.get(`/api/comunicaciones/admin/${comunicacion.id}/destinatarios?page=${pagina}`, { headers });
        const body = (await res.json()) as { data: { data: Destinatario[]; total: number } };
        all.push(...body.data.data);
        if (body.data.data.length === 0 || all.length >= body.data.total) return all;
      }
    };
    const recibidos = (await destinatarios()).map((d) => d.destinatario_email.toLowerCase());
    expect(recibidos).toContain(rechazada.email.toLowerCase());
    expect(recibidos).not.toContain(empresa.email.toLowerCase());
    expect(new Set(recibidos).size, 'one e-mail per address').toBe(recibidos.length);
    expect(comunicacion.total_comunicacions).toBe(recibidos.length);
    // The demo's associations are among them (G17412768 and G08953184 in the seed), the companies are not.
    expect(recibidos.length).toBeGreaterThan(1);

    // The test SMTP server got it once for each of them but the refused one, and for no one else.
    const esperados = recibidos.filter((r) => r !== rechazada.email.toLowerCase()).sort();
    await expect.poll(() => mailedWithSubject(base, asunto), { timeout: 30_000 }).toEqual(esperados);
    await expect
      .poll(async () => (await destinatarios()).find((d) => d.destinatario_email.toLowerCase() === rechazada.email.toLowerCase())?.estado, { timeout: 30_000 })
      .toBe('error');

    // /comunicaciones: the totals, and the refused one as a badge.
    await page.goto(`/comunicaciones?magic=${encodeURIComponent(stamp)}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Comunicaciones' })).toBeVisible();
    const fila = page.getByRole('row').filter({ hasText: asunto });
    await expect(fila).toHaveCount(1);
    await expect(fila.getByTestId('total-comunicacions')).toHaveText(String(recibidos.length));
    await expect(fila.getByTestId('total-enviados')).toHaveText(String(esperados.length));
    await expect(fila.getByTestId('total-errores')).toHaveText('1 con error');
    await expect(fila).toContainText(comunicacion.email);

    // Its recipients: the refused one's error, with the server's reason as its tooltip.
    await fila.getByRole('button', { name: `Ver los destinatarios de «${asunto}»` }).click();
    const modal = page.getByRole('dialog', { name: `Destinatarios: ${asunto}` });
    await expect(modal.getByTestId('resumen-total')).toHaveText(String(recibidos.length));
    await expect(modal.getByTestId('resumen-errores')).toHaveText('1');
    await modal.getByRole('textbox', { name: 'Correo del destinatario' }).fill(rechazada.email);
    await modal.getByRole('button', { name: 'Filtrar' }).click();
    const destinatario = modal.getByRole('row').filter({ hasText: rechazada.email });
    await expect(destinatario).toHaveCount(1);
    await expect(modal.getByRole('row')).toHaveCount(2);
    const error = destinatario.getByTestId('estado-error');
    await expect(error).toHaveText('Error');
    await error.hover();
    await expect(page.getByRole('tooltip')).toContainText('550');
    await expect(page.getByRole('tooltip')).toContainText('refused by the test server');

    // The server takes the address again: 'Reenviar', confirmed, delivers it.
    acceptMailTo(base, [rechazada.email]);
    await destinatario.getByRole('button', { name: `Reenviar el correo a ${rechazada.email}` }).click();
    const pregunta = page.getByRole('alertdialog');
    await expect(pregunta).toContainText('Realmente desea enviar este correo?');
    await pregunta.getByRole('button', { name: 'Aceptar' }).click();
    await saw(page, 'El correo se ha vuelto a poner en la cola de envío.');
    await expect.poll(() => mailedWithSubject(base, asunto), { timeout: 30_000 }).toEqual(recibidos.slice().sort());
    // The modal follows the queue by itself: OK once delivered, and the totals with it.
    await expect(destinatario.getByText('OK', { exact: true })).toBeVisible({ timeout: 20_000 });
    await expect(destinatario.getByRole('button', { name: /^Reenviar/ })).toHaveCount(0);
    await expect(modal.getByTestId('resumen-errores')).toHaveText('0');
    await expect(modal.getByTestId('resumen-enviados')).toHaveText(String(recibidos.length));
    await modal.getByRole('button', { name: 'Cerrar' }).last().click();
    await expect(fila.getByTestId('total-enviados')).toHaveText(String(recibidos.length));
    await expect(fila.getByTestId('total-errores')).toHaveCount(0);
  } finally {
    acceptMailTo(base, [rechazada.email]);
  }
});
