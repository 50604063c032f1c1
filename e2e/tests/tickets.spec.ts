// The tickets on the DAPcon incidents (issue 16 step 5; docs/home.md): the demo verifier opens one
// from /tickets/nuevo on a declaration in verification, the administration answers it on its thread,
// the verifier reads the answer and resolves it; the list filters by state; someone who takes no part
// in the declaration gets 'Página no encontrada' for the ticket.
//
// Data: each test creates its own declaration (of the demo association G17412768, by the demo
// consultant, for the demo verifier, through the API: dapcon-support.ts) with a product name only it
// uses, and finds its ticket through that name: no other spec reads these declarations or their
// incidents. The tickets are left resolved.
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { account } from './support';
import { apiSession, closeSuccess, CONSULTOR, crearDapconPorApi, EMPRESA, EMPRESA_DE_LA_LISTA, enviarPorApi, pageAs, VERIFICADOR } from './dapcon-support';

const producto = (what: string) => `${what} e2e tickets ${Date.now()}`;

/** The rows of the tickets table (a row with a link: the skeletons have none). */
const rows = (page: Page) => page.getByRole('table', { name: 'Incidencias' }).getByRole('row').filter({ has: page.getByRole('link') });

/** Opens an incident through the API as the demo verifier; answers its id. */
async function abrirPorApi(request: APIRequestContext, dapconId: number, titulo: string): Promise<number> {
  const { headers } = await apiSession(request, VERIFICADOR);
  const res = await request.post('/api/incidencias/crear', { headers, data: { dapcon_id: dapconId, idioma_id: 1, titulo, descripcion: 'Abierta por la API de la prueba.' } });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { data: { id: number } }).data.id;
}

test.describe('tickets', () => {
  test('a verifier opens a ticket, the administration replies, the verifier reads the reply and resolves it; the list filters by state', async ({ browser, request }) => {
    test.setTimeout(120_000);
    const nombre = producto('Panel sándwich');
    const dapconId = await crearDapconPorApi(request, nombre);
    await enviarPorApi(request, dapconId);
    const titulo = `Falta el módulo C3 (${Date.now()})`;
    const [verificador, admin] = await Promise.all([pageAs(browser, VERIFICADOR), pageAs(browser, account('administrador', 1))]);

    // The verifier opens it from /tickets.
    await verificador.goto('/tickets');
    await expect(verificador.getByRole('heading', { level: 1, name: 'Incidencias' })).toBeVisible();
    await verificador.getByRole('button', { name: 'Nueva incidencia' }).click();
    await expect(verificador).toHaveURL(/\/tickets\/nuevo$/);
    await expect(verificador.getByRole('heading', { level: 1, name: 'Nueva incidencia' })).toBeVisible();
    // Nothing filled: the contract's messages under the fields, nothing sent.
    await verificador.getByRole('button', { name: 'Abrir incidencia' }).click();
    await expect(verificador.getByText('Indique la DAPcon.')).toBeVisible();
    await expect(verificador.getByText('El título es obligatorio.')).toBeVisible();
    // Its declaration, found by its product, in Catalan.
    await verificador.getByRole('searchbox', { name: /^Buscar DAPcon/ }).fill(nombre);
    const dapcon = verificador.getByRole('combobox', { name: /^DAPcon/ });
    // The search has answered: only the placeholder and this declaration are offered.
    await expect(dapcon.locator('option')).toHaveCount(2);
    await expect(dapcon.locator('option', { hasText: nombre })).toHaveCount(1);
    await dapcon.selectOption(String(dapconId));
    await verificador.getByRole('combobox', { name: /^Idioma/ }).selectOption({ label: 'Català' });
    await verificador.getByRole('textbox', { name: /^Título/ }).fill(titulo);
    await verificador.getByRole('textbox', { name: /^Descripción/ }).fill('La tabla de impactos no incluye el módulo C3.');
    await verificador.getByRole('button', { name: 'Abrir incidencia' }).click();
    await closeSuccess(verificador);
    await expect(verificador).toHaveURL(/\/tickets\/\d+$/);
    const ticketId = Number(/\/tickets\/(\d+)$/.exec(verificador.url())?.[1]);
    await expect(verificador.getByRole('heading', { level: 1, name: titulo })).toBeVisible();
    await expect(verificador.getByTestId('ticket-estado')).toHaveText('Abierta');
    await expect(verificador.getByRole('link', { name: 'Ver la DAPcon (CA)' })).toHaveAttribute('href', `/dapcon/${dapconId}/2`);
    await expect(verificador.getByText('Aún no hay respuestas.')).toBeVisible();

    // The administration finds it in its list by the declaration and answers it.
    await admin.goto(`/tickets?filter_dapcon=${encodeURIComponent(nombre)}`);
    await expect(rows(admin)).toHaveCount(1);
    await expect(rows(admin).first()).toContainText('CA');
    await rows(admin).first().getByRole('link', { name: titulo }).click();
    await expect(admin).toHaveURL(new RegExp(`/tickets/${ticketId}$`));
    const respuesta = 'Revise el escenario de fin de vida antes de añadirlo.';
    // A blank reply: the message under the field.
    await admin.getByRole('button', { name: 'Responder' }).click();
    await expect(admin.getByText('El mensaje es obligatorio.')).toBeVisible();
    await admin.getByRole('textbox', { name: /^Respuesta/ }).fill(respuesta);
    await admin.getByRole('button', { name: 'Responder' }).click();
    await closeSuccess(admin, 'Respuesta enviada.');
    await expect(admin.getByTestId('ticket-mensaje')).toHaveCount(1);

    // The verifier reads it (with its author's part) and resolves the ticket.
    await verificador.reload();
    const mensaje = verificador.getByTestId('ticket-mensaje');
    await expect(mensaje).toHaveCount(1);
    await expect(mensaje).toContainText(respuesta);
    await expect(mensaje).toContainText('Administración');
    await verificador.getByRole('button', { name: 'Resolver' }).click();
    await closeSuccess(verificador, 'La incidencia se ha resuelto.');
    await expect(verificador.getByTestId('ticket-estado')).toHaveText('Resuelta');
    await expect(verificador.getByRole('textbox', { name: /^Respuesta/ })).toHaveCount(0);
    await expect(verificador.getByRole('button', { name: 'Reabrir' })).toBeVisible();

    // The list filters by state: resolved, it is not among the open ones; it is among the resolved.
    await verificador.goto(`/tickets?filter_dapcon=${encodeURIComponent(nombre)}`);
    await expect(rows(verificador)).toHaveCount(1);
    const estado = verificador.getByRole('combobox', { name: 'Estado' });
    await estado.selectOption('abiertas');
    await verificador.getByRole('button', { name: 'Filtrar' }).click();
    await expect(verificador).toHaveURL(/estado=abiertas/);
    await expect(verificador.getByText('No es van trobar resultats')).toBeVisible();
    await expect(rows(verificador)).toHaveCount(0);
    await estado.selectOption('resueltas');
    await verificador.getByRole('button', { name: 'Filtrar' }).click();
    await expect(verificador).toHaveURL(/estado=resueltas/);
    await expect(rows(verificador)).toHaveCount(1);
    await expect(rows(verificador).first().getByTestId('ticket-estado')).toHaveText('Resuelta');
    // Back keeps the list as it was.
    await verificador.goBack();
    await expect(verificador).toHaveURL(/estado=abiertas/);
    await expect(rows(verificador)).toHaveCount(0);

    await Promise.all([verificador, admin].map((p) => p.context().close()));
  });

  test("a consultant finds the verifier's incident on its home, opens the declaration, replies from the bell, and the verifier sees it in its bell", async ({ browser, request }) => {
    test.setTimeout(120_000);
    const nombre = producto('Aislante de corcho');
    const dapconId = await crearDapconPorApi(request, nombre);
    await enviarPorApi(request, dapconId);
    const titulo = `Revisar el escenario A4 (${Date.now()})`;
    const ticketId = await abrirPorApi(request, dapconId, titulo);
    const [consultor, verificador] = await Promise.all([pageAs(browser, CONSULTOR), pageAs(browser, VERIFICADOR)]);
    const panel = (page: Page) => page.getByRole('dialog', { name: 'Notificaciones' });

    // Its home lists it among the unresolved incidents; the row opens the declaration.
    await consultor.goto('/');
    const fila = consultor.getByRole('region', { name: 'Incidencias sin resolver' }).getByRole('link').filter({ hasText: titulo });
    await expect(fila).toHaveAttribute('href', `/dapcon/${dapconId}/1`);
    await fila.click();
    await expect(consultor).toHaveURL(new RegExp(`/dapcon/${dapconId}/1$`));

    // The bell's Incidencias tab has it too, and takes the consultant to its thread.
    await consultor.getByTestId('notificaciones-boton').click();
    await panel(consultor).getByRole('tab', { name: /^Incidencias/ }).click();
    await panel(consultor).getByRole('link', { name: new RegExp(titulo.replace(/[()]/g, '\\$&')) }).click();
    await expect(consultor).toHaveURL(new RegExp(`/tickets/${ticketId}$`));
    const respuesta = 'Añadido el escenario A4 con el transporte real a obra.';
    await consultor.getByRole('textbox', { name: /^Respuesta/ }).fill(respuesta);
    await consultor.getByRole('button', { name: 'Responder' }).click();
    await closeSuccess(consultor, 'Respuesta enviada.');
    await expect(consultor.getByTestId('ticket-mensaje')).toContainText(respuesta);

    // The verifier's bell lists it (still open, with the consultant's reply on its thread).
    await verificador.goto('/');
    await verificador.getByTestId('notificaciones-boton').click();
    await panel(verificador).getByRole('tab', { name: /^Incidencias/ }).click();
    const enLaCampana = panel(verificador).getByRole('link', { name: new RegExp(titulo.replace(/[()]/g, '\\$&')) });
    await expect(enLaCampana).toHaveAttribute('href', `/tickets/${ticketId}`);
    await enLaCampana.click();
    await expect(verificador.getByTestId('ticket-mensaje')).toContainText(respuesta);

    // The verifier resolves it (left resolved, as every ticket of this spec), and its bell drops it at
    // once, without waiting for the bell's own refresh.
    await verificador.getByRole('button', { name: 'Resolver' }).click();
    await closeSuccess(verificador, 'La incidencia se ha resuelto.');
    await verificador.getByTestId('notificaciones-boton').click();
    await panel(verificador).getByRole('tab', { name: /^Incidencias/ }).click();
    await expect(panel(verificador).getByRole('link', { name: new RegExp(titulo.replace(/[()]/g, '\\$&')) })).toHaveCount(0);
    await Promise.all([consultor, verificador].map((p) => p.context().close()));
  });

  test("someone who takes no part in the declaration gets 'Página no encontrada' for its ticket; its company reads and answers it", async ({ browser, request }) => {
    test.setTimeout(120_000);
    const nombre = producto('Tablero OSB');
    const dapconId = await crearDapconPorApi(request, nombre);
    await enviarPorApi(request, dapconId);
    const titulo = `Unidad funcional (${Date.now()})`;
    const ticketId = await abrirPorApi(request, dapconId, titulo);
    const [otra, empresa] = await Promise.all([pageAs(browser, EMPRESA_DE_LA_LISTA), pageAs(browser, EMPRESA)]);

    await otra.goto(`/tickets/${ticketId}`);
    await expect(otra.getByRole('heading', { level: 1, name: 'Página no encontrada' })).toBeVisible();
    await expect(otra.getByText(titulo)).toHaveCount(0);
    await expect(otra.getByText(nombre)).toHaveCount(0);
    // Nor in its list, whatever it filters by; and no 'Nueva incidencia' for a company.
    await otra.goto(`/tickets?filter_dapcon=${encodeURIComponent(nombre)}`);
    await expect(otra.getByText('No es van trobar resultats')).toBeVisible();
    await expect(otra.getByRole('button', { name: 'Nueva incidencia' })).toHaveCount(0);

    // The declaration's company reads it, may answer it, and never resolves it.
    await empresa.goto(`/tickets/${ticketId}`);
    await expect(empresa.getByRole('heading', { level: 1, name: titulo })).toBeVisible();
    await expect(empresa.getByRole('button', { name: 'Resolver' })).toHaveCount(0);
    await expect(empresa.getByRole('textbox', { name: /^Respuesta/ })).toBeVisible();

    // Left resolved, as every ticket of this spec.
    const { headers } = await apiSession(request, VERIFICADOR);
    const resolved = await request.patch(`/api/incidencias/${ticketId}/resolver`, { headers, data: { esta_resuelta: true } });
    expect(resolved.status(), await resolved.text()).toBe(200);
    await Promise.all([otra, empresa].map((p) => p.context().close()));
  });
});
