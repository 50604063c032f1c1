// The life of a DAPcon declaration (docs/dapcon-lifecycle.md steps 3 and 4) against the real API,
// database and mailer, each role in a browser context of its own: the consultant uploads the EPD of
// each language (a file that is not a PDF is refused under the field) and submits; the verifier is
// e-mailed, opens an incident on a language, the consultant answers it and sends the corrected
// document (in Catalan; the verifier sees it in the thread, by e-mail and in the bell), the verifier
// cannot accept while it is open, resolves it and accepts with the report; an administrator publishes (code and
// validity), and the company sees each state on its screen. A return with a reason; an expiry after
// confirmation; a renewal with its chain and its line in the list.
// The declarations are created for the demo association G17412768 (through the API: the creation
// modal is dapcon-creacion.spec.ts's), each test its own; the expiry and renewal take seeded
// declarations found through the API, never those of A08612343 (dapcon-lista.spec.ts reads its list whole).
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { calendarDay, toDisplayDate } from '@dapcon/contract/core';
import { validoHastaDe } from '@dapcon/contract/dapcon';
import { PDF } from './accounts-support';
import {
  apiSession,
  closeSuccess,
  CONSULTOR,
  crearDapconPorApi,
  EMPRESA,
  EMPRESA_DE_LA_LISTA,
  enviarPorApi,
  mailWith,
  pageAs,
  VERIFICADOR,
} from './dapcon-support';
import { account } from './support';

const admin = account('administrador', 1);
/** 'nombre apellidos' of the demo consultant and verifier, as the screens name them. */
const CONSULTOR_NOMBRE = 'Laura Martínez Soler';
const VERIFICADOR_NOMBRE = 'Elena Navarro Roca';

const head = (page: Page) => page.getByTestId('dapcon-cabecera');
const estado = (page: Page) => head(page).getByTestId('estado');
const bar = (page: Page) => page.getByRole('group', { name: 'Acciones de la DAPcon' });
const tab = (page: Page, idioma: 'Español' | 'Catalán') => page.getByRole('tablist', { name: 'Idiomas de la DAPcon' }).getByRole('tab', { name: new RegExp(`^${idioma}`) });
const panel = (page: Page) => page.getByRole('tabpanel');

/** Opens a record page (a fresh read of the declaration) and waits for its head. */
async function openRecord(page: Page, id: number, idioma = 1): Promise<void> {
  await page.goto(`/dapcon/${id}/${idioma}`);
  await expect(head(page)).toBeVisible();
}

/** A product name of this run ('e2e' in it: dapcon-lista.spec.ts leaves such ones aside). */
const producto = (what: string) => `${what} e2e ciclo ${Date.now()}`;

test.describe('the life of a DAPcon', () => {
  test('consultant submits, verifier opens an incident the consultant answers, accepts once it is resolved, the administration publishes', async ({ browser, request, baseURL }) => {
    test.setTimeout(360_000);
    const base = baseURL ?? '';
    const nombre = producto('Tarima de roble');
    const id = await crearDapconPorApi(request, nombre);
    const [consultor, verificador, empresa, administrador] = await Promise.all([
      pageAs(browser, CONSULTOR),
      pageAs(browser, VERIFICADOR),
      pageAs(browser, EMPRESA),
      pageAs(browser, admin),
    ]);
    const correo = {
      empresa: (await apiSession(request, EMPRESA)).email,
      consultor: (await apiSession(request, CONSULTOR)).email,
      verificador: (await apiSession(request, VERIFICADOR)).email,
    };
    const enlace = (idioma: number) => `${base}/dapcon/${id}/${idioma}`;

    // The consultant: a file that is not a PDF is refused under the field, nothing sent; then each language's EPD.
    await openRecord(consultor, id);
    await expect(estado(consultor)).toHaveText('Borrador');
    const dap1 = panel(consultor).getByTestId('documento-dap-1');
    await expect(dap1).toContainText('Sin documento.');
    await dap1.getByLabel(/^Subir: Documento DAPcon/).setInputFiles({ name: 'notas.txt', mimeType: 'text/plain', buffer: Buffer.from('hola') });
    await expect(dap1.getByText('Solo se admiten archivos pdf.')).toBeVisible();
    await expect(dap1).toContainText('Sin documento.');
    await dap1.getByLabel(/^Subir: Documento DAPcon/).setInputFiles({ ...PDF, name: 'dap-tarima-es.pdf' });
    await closeSuccess(consultor, 'Documento DAPcon (Español): documento guardado.');
    await expect(dap1).toContainText('dap-tarima-es.pdf');
    await expect(dap1.getByLabel(/^Sustituir: Documento DAPcon/)).toBeAttached();

    await tab(consultor, 'Catalán').click();
    await expect(consultor).toHaveURL(new RegExp(`/dapcon/${id}/2$`));
    const dap2 = panel(consultor).getByTestId('documento-dap-2');
    await dap2.getByLabel(/^Subir: Documento DAPcon/).setInputFiles({ ...PDF, name: 'dap-tarima-ca.pdf' });
    await closeSuccess(consultor, 'Documento DAPcon (Catalán): documento guardado.');
    await expect(dap2).toContainText('dap-tarima-ca.pdf');

    // Submission, after the confirmation.
    await bar(consultor).getByRole('button', { name: 'Enviar a verificación' }).click();
    const confirmar = consultor.getByRole('alertdialog', { name: 'Enviar a verificación' });
    await confirmar.getByRole('button', { name: 'Enviar a verificación' }).click();
    await closeSuccess(consultor, 'DAPcon enviada a verificación.');
    await expect(estado(consultor)).toHaveText('En verificación');

    // The company sees it in verification and may neither accept nor return it.
    await openRecord(empresa, id);
    await expect(estado(empresa)).toHaveText('En verificación');
    await expect(empresa.getByRole('button', { name: 'Aceptar' })).toHaveCount(0);
    await expect(empresa.getByRole('button', { name: 'Devolver' })).toHaveCount(0);
    await expect(empresa.getByRole('button', { name: 'Nueva incidencia' })).toHaveCount(0);

    // The verifier is told in the language it signed in with (Spanish), with the record's link; the company too.
    const enviada = await mailWith(base, correo.verificador, [enlace(1), 'DAPcon enviada a verificación', nombre]);
    expect(enviada).toContain('usted es su verificador');
    expect(enviada).not.toContain("vostè n'és el verificador");
    await mailWith(base, correo.empresa, [enlace(1), 'DAPcon enviada a verificación', 'Su verificador la revisará', nombre]);

    // The verifier opens an incident on the Catalan version: the language shows it.
    const titulo = `Falta la taula d'impactes ${Date.now()}`;
    await openRecord(verificador, id, 2);
    await expect(bar(verificador).getByRole('button')).toHaveText(['Devolver', 'Aceptar']);
    await panel(verificador).getByRole('button', { name: 'Nueva incidencia' }).click();
    const nueva = verificador.getByRole('dialog', { name: 'Nueva incidencia (Catalán)' });
    await nueva.getByRole('textbox', { name: /^Título/ }).fill(titulo);
    await nueva.getByRole('textbox', { name: /^Descripción/ }).fill('La versió catalana no inclou la taula de paràmetres ambientals.');
    await nueva.getByRole('button', { name: 'Abrir incidencia' }).click();
    await closeSuccess(verificador, 'Incidencia abierta.');
    await expect(panel(verificador).getByRole('listitem', { name: titulo })).toBeVisible();
    await expect(tab(verificador, 'Catalán')).toContainText('Con incidencias');
    await expect(tab(verificador, 'Español')).not.toContainText('Con incidencias');
    await expect(panel(verificador).getByTestId('estado')).toHaveText('Con incidencias');

    // The company and the consultant are told of it.
    await mailWith(base, correo.empresa, [enlace(2), 'Nueva incidencia en la verificación', titulo]);
    await mailWith(base, correo.consultor, [enlace(2), 'Nueva incidencia en la verificación', titulo]);

    // The consultant sees it on its screen and answers.
    await openRecord(consultor, id, 2);
    await expect(tab(consultor, 'Catalán')).toContainText('Con incidencias');
    const suya = panel(consultor).getByRole('listitem', { name: titulo });
    await expect(suya.getByTestId('incidencia-estado')).toHaveText('Abierta');
    await expect(suya.getByRole('button', { name: 'Resolver' })).toHaveCount(0);
    const respuesta = 'Afegida a la pàgina 7 de la nova versió.';
    const form = suya.getByRole('form', { name: `Responder a «${titulo}»` });
    await form.getByRole('textbox', { name: 'Respuesta' }).fill(respuesta);
    await form.getByRole('button', { name: 'Responder' }).click();
    await expect(suya.getByTestId('respuesta')).toHaveCount(1);
    await expect(suya.getByTestId('respuesta')).toContainText(`${CONSULTOR_NOMBRE} · Consultor ACV`);
    await expect(suya.getByTestId('respuesta')).toContainText(respuesta);
    await mailWith(base, correo.verificador, [enlace(2), 'Nueva respuesta a una incidencia', titulo]);

    // While the incident is open the consultant sends the corrected Catalan EPD, without a return, its
    // interface in Catalan: the tab with the incident offers it and says why; the thread shows it.
    await consultor.getByRole('banner').getByRole('button', { name: 'CA', exact: true }).click();
    const dapCorregido = panel(consultor).getByTestId('documento-dap-2');
    await expect(dapCorregido.getByTestId('documento-correccion')).toHaveText('Hi ha una incidència oberta: podeu enviar aquí el document corregit. El verificador en rebrà un avís.');
    await dapCorregido.getByLabel(/^Substituir: Document DAPcon/).setInputFiles({ ...PDF, name: 'dap-tarima-ca-v2.pdf' });
    const fet = consultor.getByRole('dialog', { name: 'Operació realitzada' });
    await expect(fet).toContainText('Document DAPcon (Català): document substituït. El verificador el veurà a la incidència.');
    await fet.getByRole('button', { name: 'Acceptar' }).click();
    await expect(dapCorregido).toContainText('dap-tarima-ca-v2.pdf');
    await expect(panel(consultor).getByRole('listitem', { name: titulo }).getByTestId('respuesta-documento')).toHaveText('Document corregit — Document DAPcon (Català): dap-tarima-ca-v2.pdf');
    await expect(consultor.getByTestId('historial-entrada').last()).toContainText('Document corregit');

    // The verifier is told (e-mail and bell) and sees it in the thread, the declaration still in verification.
    await mailWith(base, correo.verificador, [enlace(2), 'Documento corregido durante la verificación', 'Documento DAPcon (Catalán)', 'dap-tarima-ca-v2.pdf', titulo]);
    await openRecord(verificador, id, 2);
    await expect(estado(verificador)).toHaveText('En verificación');
    const corregida = panel(verificador).getByRole('listitem', { name: titulo });
    await expect(corregida.getByTestId('respuesta-documento')).toHaveText('Documento corregido — Documento DAPcon (Catalán): dap-tarima-ca-v2.pdf');
    await expect(panel(verificador).getByTestId('documento-dap-2')).toContainText('dap-tarima-ca-v2.pdf');
    await verificador.getByTestId('notificaciones-boton').click();
    const campana = verificador.getByRole('dialog', { name: 'Notificaciones' });
    await campana.getByRole('tab', { name: /^Incidencias: \d+$/ }).click();
    await expect(campana.getByRole('link', { name: new RegExp(titulo) })).toContainText(`Documento corregido el ${toDisplayDate(calendarDay(new Date()))}`);
    await verificador.keyboard.press('Escape');
    await expect(campana).toBeHidden();

    // The verifier cannot accept while it is open (the API's 409 in the shell's modal) …
    await openRecord(verificador, id, 2);
    const abierta = panel(verificador).getByRole('listitem', { name: titulo });
    await expect(abierta.getByTestId('respuesta').first()).toContainText(respuesta);
    await bar(verificador).getByRole('button', { name: 'Aceptar' }).click();
    let aceptar = verificador.getByRole('dialog', { name: 'Aceptar la DAPcon' });
    await aceptar.getByLabel(/^Informe de verificación \(PDF\)/).setInputFiles({ ...PDF, name: 'informe-tarima.pdf' });
    await aceptar.getByRole('button', { name: 'Aceptar' }).click();
    const error = verificador.getByRole('alertdialog');
    await expect(error).toContainText('Hay incidencias abiertas: resuélvalas antes de aceptar la DAPcon.');
    await error.getByRole('button', { name: 'Salir' }).click();
    await aceptar.getByRole('button', { name: 'Cancelar' }).click();
    await expect(aceptar).toBeHidden();
    await expect(estado(verificador)).toHaveText('En verificación');

    // … resolves it (the language is back to 'En verificación') and accepts with the report.
    await abierta.getByRole('button', { name: 'Resolver' }).click();
    await expect(abierta.getByTestId('incidencia-estado')).toHaveText('Resuelta');
    await expect(tab(verificador, 'Catalán')).not.toContainText('Con incidencias');
    await expect(panel(verificador).getByTestId('estado')).toHaveText('En verificación');
    await bar(verificador).getByRole('button', { name: 'Aceptar' }).click();
    aceptar = verificador.getByRole('dialog', { name: 'Aceptar la DAPcon' });
    await aceptar.getByLabel(/^Informe de verificación \(PDF\)/).setInputFiles({ ...PDF, name: 'informe-tarima.pdf' });
    await aceptar.getByRole('textbox', { name: 'Comentario (opcional)' }).fill('Conforme.');
    await aceptar.getByRole('button', { name: 'Aceptar' }).click();
    await closeSuccess(verificador, 'DAPcon verificada.');
    await expect(estado(verificador)).toHaveText('Verificada');
    await expect(verificador.getByTestId('documento-informe_verificacion')).toContainText('informe-tarima.pdf');

    // The company sees it verified, and is told.
    await openRecord(empresa, id);
    await expect(estado(empresa)).toHaveText('Verificada');
    await expect(bar(empresa)).toHaveCount(0);
    await mailWith(base, correo.empresa, [enlace(1), 'DAPcon verificada', 'El verificador ha aceptado la', nombre]);

    // An administrator publishes from today: the code of this year, valid five years less a day.
    const today = calendarDay(new Date());
    const hasta = validoHastaDe(today);
    await openRecord(administrador, id);
    await expect(bar(administrador).getByRole('button')).toHaveText(['Publicar']);
    await bar(administrador).getByRole('button', { name: 'Publicar' }).click();
    const publicar = administrador.getByRole('dialog', { name: 'Publicar la DAPcon' });
    await expect(publicar.getByLabel(/^Primer día de validez/)).toHaveValue(today);
    await expect(publicar.getByTestId('ultimo-dia')).toHaveText(`Último día de validez: ${toDisplayDate(hasta)}`);
    await publicar.getByRole('button', { name: 'Publicar' }).click();
    await closeSuccess(administrador, 'DAPcon publicada.');
    await expect(estado(administrador)).toHaveText('Publicada');
    const codigoPattern = new RegExp(`DAPcon-${today.slice(0, 4)}-\\d{4}`);
    await expect(head(administrador)).toContainText(codigoPattern);
    const codigo = codigoPattern.exec((await head(administrador).textContent()) ?? '')?.[0] ?? '';
    await expect(head(administrador)).toContainText(`Del ${toDisplayDate(today)} al ${toDisplayDate(hasta)}`);
    await expect(bar(administrador).getByRole('button')).toHaveText(['Ajustar validez', 'Caducar', 'Renovar', 'Retirar']);
    await expect(administrador.getByTestId('historial-entrada').last()).toContainText('Publicación');

    // The company's screen shows the same code and validity; the company is told.
    await openRecord(empresa, id);
    await expect(estado(empresa)).toHaveText('Publicada');
    await expect(head(empresa)).toContainText(codigo);
    await expect(head(empresa)).toContainText(`Del ${toDisplayDate(today)} al ${toDisplayDate(hasta)}`);
    await mailWith(base, correo.empresa, [enlace(1), 'DAPcon publicada', codigo]);

    await Promise.all([consultor, verificador, empresa, administrador].map((p) => p.context().close()));
  });

  test('the verifier returns a declaration with a reason: back to Borrador, the reason in the history the consultant sees', async ({ browser, request, baseURL }) => {
    test.setTimeout(120_000);
    const base = baseURL ?? '';
    const id = await crearDapconPorApi(request, producto('Puerta de pino'));
    await enviarPorApi(request, id);
    const [verificador, consultor] = await Promise.all([pageAs(browser, VERIFICADOR), pageAs(browser, CONSULTOR)]);

    await openRecord(verificador, id);
    await expect(estado(verificador)).toHaveText('En verificación');
    await bar(verificador).getByRole('button', { name: 'Devolver' }).click();
    const devolver = verificador.getByRole('dialog', { name: 'Devolver la DAPcon' });
    // The reason is required: said under the field, nothing sent.
    await devolver.getByRole('button', { name: 'Devolver' }).click();
    await expect(devolver.getByText('Indique el motivo de la devolución.')).toBeVisible();
    const motivo = `Falta la unidad funcional en la versión catalana (${Date.now()}).`;
    await devolver.getByRole('textbox', { name: /^Motivo de la devolución/ }).fill(motivo);
    await devolver.getByRole('button', { name: 'Devolver' }).click();
    await closeSuccess(verificador, 'DAPcon devuelta a borrador.');
    await expect(estado(verificador)).toHaveText('Borrador');
    await expect(bar(verificador)).toHaveCount(0);

    await openRecord(consultor, id);
    await expect(estado(consultor)).toHaveText('Borrador');
    const ultima = consultor.getByTestId('historial-entrada').last();
    await expect(ultima).toContainText('Devolución');
    await expect(ultima).toContainText(motivo);
    await expect(ultima).toContainText(VERIFICADOR_NOMBRE);
    // Back in its hands: it may replace the documents and submit again.
    await expect(bar(consultor).getByRole('button')).toHaveText(['Enviar a verificación']);
    await expect(panel(consultor).getByTestId('documento-dap-1').getByLabel(/^Sustituir: Documento DAPcon/)).toBeAttached();
    await mailWith(base, (await apiSession(request, CONSULTOR)).email, [`${base}/dapcon/${id}/1`, 'DAPcon devuelta a borrador', motivo]);

    await Promise.all([verificador, consultor].map((p) => p.context().close()));
  });

  test('an administrator expires a published declaration after confirmation, and renews another: the chain and the list say so', async ({ browser, request }) => {
    test.setTimeout(120_000);
    const { expirar, renovar } = await candidatos(request);
    const page = await pageAs(browser, admin);

    // Expiry: refused without the confirmation (said under it), done with it.
    await openRecord(page, expirar.id);
    await expect(estado(page)).toHaveText('Publicada');
    await bar(page).getByRole('button', { name: 'Caducar' }).click();
    const caducar = page.getByRole('dialog', { name: 'Marcar como caducada' });
    await expect(caducar).toContainText(`¿Realmente desea marcar la DAPcon ${expirar.codigo} como caducada?`);
    await caducar.getByRole('button', { name: 'Caducar' }).click();
    await expect(caducar.getByText('Confirme que la DAPcon caduca.')).toBeVisible();
    await expect(estado(page)).toHaveText('Publicada');
    await caducar.getByRole('checkbox', { name: /Confirmo que la DAPcon caduca/ }).check({ force: true });
    await caducar.getByRole('textbox', { name: 'Comentario (opcional)' }).fill('Cese de fabricación (e2e).');
    await caducar.getByRole('button', { name: 'Caducar' }).click();
    await closeSuccess(page, 'DAPcon marcada como caducada.');
    await expect(estado(page)).toHaveText('Caducada');
    await expect(bar(page).getByRole('button')).toHaveText(['Renovar', 'Retirar']);
    await expect(page.getByTestId('historial-entrada').last()).toContainText('Caducidad');
    await expect(page.getByTestId('historial-entrada').last()).toContainText('Cese de fabricación (e2e).');
    await openRecord(page, expirar.id);
    await expect(estado(page)).toHaveText('Caducada');

    // Renewal: after the confirmation, the new record in borrador, which says whom it renews.
    await openRecord(page, renovar.id);
    await bar(page).getByRole('button', { name: 'Renovar' }).click();
    await page.getByRole('alertdialog', { name: 'Renovar la DAPcon' }).getByRole('button', { name: 'Renovar' }).click();
    await expect(page).not.toHaveURL(new RegExp(`/dapcon/${renovar.id}/1$`));
    await expect(page).toHaveURL(/\/dapcon\/\d+\/1$/);
    const nuevaId = Number(/\/dapcon\/(\d+)\/1$/.exec(page.url())?.[1]);
    await closeSuccess(page, 'DAPcon renovada.');
    await expect(page.getByRole('heading', { level: 1, name: renovar.dv_nombre_producto })).toBeVisible();
    await expect(estado(page)).toHaveText('Borrador');
    await expect(head(page)).toContainText(`Renovado a partir de N° ${renovar.codigo}`);
    const cadena = page.getByRole('region', { name: 'Renovaciones' });
    const eslabones = cadena.getByTestId('eslabon');
    await expect(eslabones.filter({ has: page.getByRole('link', { name: renovar.codigo }) })).toHaveCount(1);
    await expect(eslabones.last()).toHaveAttribute('aria-current', 'page');
    await expect(eslabones.last()).toContainText('Sin código (esta)');
    await expect(eslabones.last()).toContainText('Borrador');
    await expect(cadena.getByRole('link', { name: renovar.codigo })).toHaveAttribute('href', `/dapcon/${renovar.id}/1`);

    // The list: the new one's row says whom it renews.
    await page.goto('/dapcon');
    await page.getByRole('textbox', { name: 'Código o producto' }).fill(renovar.dv_nombre_producto);
    await page.getByRole('button', { name: 'Filtrar' }).click();
    const fila = page.getByRole('table', { name: 'DAPcon' }).locator('tbody tr').filter({ has: page.locator(`a[href="/dapcon/${nuevaId}/1"]`) });
    await expect(fila).toHaveCount(1);
    await expect(fila.getByTestId('renovado')).toHaveText(`Renovado a partir de N° ${renovar.codigo}`);

    await page.context().close();
  });
});

interface Fila {
  id: number;
  dapcon_codigo: string | null;
  dv_nombre_producto: string;
  org_nombre: string;
}

/**
 * The declarations the expiry and the renewal take, read through the API as the administration
 * sees them now (no seed id written down): a published one to expire, and a published or expired
 * one never renewed to renew (an expired one first), neither of the company dapcon-lista.spec.ts
 * reads whole nor made by a test ('e2e' in the product).
 */
async function candidatos(request: APIRequestContext): Promise<{ expirar: Fila & { codigo: string }; renovar: Fila & { codigo: string } }> {
  const { headers } = await apiSession(request, admin);
  const deEstado = async (estado: string): Promise<Fila[]> => {
    const rows: Fila[] = [];
    for (let page = 1; ; page += 1) {
      const res = await request.get('/api/dapcon', { headers, params: { estado, page: String(page) } });
      expect(res.status()).toBe(200);
      const { data, total } = ((await res.json()) as { data: { data: Fila[]; total: number } }).data;
      rows.push(...data);
      if (data.length === 0 || rows.length >= total) return rows;
    }
  };
  const usable = (r: Fila) => r.dapcon_codigo !== null && r.org_nombre !== EMPRESA_DE_LA_LISTA.org_nombre && !r.dv_nombre_producto.includes('e2e');
  const sinRenovar = async (r: Fila) => {
    const res = await request.get(`/api/dapcon/${r.id}`, { headers });
    expect(res.status()).toBe(200);
    const detalle = ((await res.json()) as { data: { secuencia: number; cadena: Array<{ secuencia: number }> } }).data;
    return !detalle.cadena.some((e) => e.secuencia > detalle.secuencia);
  };
  const publicadas = (await deEstado('publicada')).filter(usable);
  const caducadas = (await deEstado('caducada')).filter(usable);
  const expirar = publicadas[0];
  if (!expirar) throw new Error('No published declaration to expire');
  let renovar: Fila | undefined;
  for (const r of [...caducadas, ...publicadas.slice(1)]) {
    if (await sinRenovar(r)) {
      renovar = r;
      break;
    }
  }
  if (!renovar) throw new Error('No declaration to renew');
  return { expirar: { ...expirar, codigo: expirar.dapcon_codigo ?? '' }, renovar: { ...renovar, codigo: renovar.dapcon_codigo ?? '' } };
}
