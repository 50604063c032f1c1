// /comunicaciones on the mock API (mocks/src/contenidos-comunicaciones.ts): the mailings with their
// totals, the subject search in the URL, a mailing's recipients in a modal (OK, the refused one's
// reason as a tooltip), and 'Reenviar' (confirmed, PATCHed, the recipients and the list read again; a
// 409 shown); the three tabs ('Comunicaciones', 'Correos del portal', 'Recordatorios') in `?tab=`.
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { comunicacionesList, CONTENIDOS_MESSAGES, CONTENIDOS_MSG, correosPortalList, destinatariosComunicacion, reenviarDestinatario } from '@dapcon/contract/contenidos';
import { mockEndpoint, mockError, mockRequests, MOCK_COMUNICACIONES, resetMockRequests } from '@dapcon/mocks';
import { mockServer } from '@dapcon/mocks/node';
import { feedback, type FeedbackEvent } from '@dapcon/shared-sdk';
import { AreaRoutes } from '@dapcon/shared-ui';
import { currentLocation, renderWithPortal, signInAs } from '../../../../config/test-utils';
import { ComunicacionesPage } from './ComunicacionesPage';
import { fechaHora } from './fechas';

const SLOW = { timeout: 30_000 };
const sent = (endpoint: { id: string }) => mockRequests().filter((r) => r.endpoint === endpoint.id);

let reported: FeedbackEvent[];
beforeEach(() => {
  reported = [];
  return feedback.subscribe((event) => reported.push(event));
});

const CON_ERROR = MOCK_COMUNICACIONES.find((c) => c.destinatarios.some((d) => d.estado === 'error'));
const TODO_OK = MOCK_COMUNICACIONES.find((c) => c.destinatarios.every((d) => d.estado === 'enviado'));
if (!CON_ERROR || !TODO_OK) throw new Error('the mock API has no mailing with a refused recipient, or none all delivered');
const RECHAZADO = CON_ERROR.destinatarios.find((d) => d.estado === 'error');
if (!RECHAZADO) throw new Error('no refused recipient');

// `hidden`: the page behind an open modal is hidden from assistive technology, and still read here.
const table = () => screen.getByRole('table', { name: /^(Comunicaciones enviadas|Comunicacions enviades)$/, hidden: true });
const rows = () =>
  within(table())
    .getAllByRole('row', { hidden: true })
    .slice(1)
    .filter((row) => !row.hasAttribute('data-skeleton') && within(row).queryAllByRole('button', { hidden: true }).length > 0);
const row = (asunto: string) => rows().find((r) => within(r).getAllByRole('cell', { hidden: true })[0]?.textContent === asunto);

async function open(search = '', lang: 'es' | 'ca' = 'es') {
  await signInAs('admin_ares');
  const user = userEvent.setup();
  renderWithPortal(<AreaRoutes routes={[{ path: '/comunicaciones', title: 'Comunicaciones', element: <ComunicacionesPage /> }]} />, {
    route: `/comunicaciones${search}`,
    lang,
  });
  await waitFor(() => expect(rows().length).toBeGreaterThan(0), SLOW);
  return user;
}

/** Opens the recipients of the mailing `asunto`; answers the dialog once its rows are there. */
async function destinatarios(user: ReturnType<typeof userEvent.setup>, asunto: string, name = `Destinatarios: ${asunto}`) {
  await user.click(within(row(asunto) as HTMLElement).getByRole('button'));
  const dialog = await screen.findByRole('dialog', { name }, SLOW);
  const tabla = await within(dialog).findByRole('table', {}, SLOW);
  await waitFor(() => expect(within(tabla).queryAllByRole('row').filter((r) => r.querySelector('td') && !r.hasAttribute('data-skeleton')).length).toBeGreaterThan(0), SLOW);
  return dialog;
}

/** A recipient's row in the modal, by address. */
const recipientRow = (dialog: HTMLElement, email: string) => {
  const found = within(dialog)
    .getAllByRole('row')
    .find((r) => r.textContent?.includes(email));
  if (!found) throw new Error(`no row for ${email}`);
  return found;
};

describe('ComunicacionesPage (/comunicaciones)', () => {
  it('lists the mailings newest first: subject, sender, sent date and time, total, sent and the refused as a badge', async () => {
    await open();
    expect(screen.getByRole('heading', { level: 1, name: 'Comunicaciones' })).toBeInTheDocument();
    expect(within(table()).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(
      expect.arrayContaining(['Asunto', 'Remitente', 'Fecha de envío', 'Total', 'Enviados', 'Acciones']),
    );
    const esperadas = [...MOCK_COMUNICACIONES].sort((a, b) => b.fecha_enviado.localeCompare(a.fecha_enviado));
    expect(rows().map((r) => within(r).getAllByRole('cell')[0]?.textContent)).toEqual(esperadas.map((c) => c.asunto));
    for (const c of esperadas) {
      const fila = row(c.asunto) as HTMLElement;
      const enviados = c.destinatarios.filter((d) => d.estado === 'enviado').length;
      const errores = c.destinatarios.filter((d) => d.estado === 'error').length;
      expect(fila).toHaveTextContent(c.email);
      expect(within(fila).getByText(fechaHora(c.fecha_enviado))).toBeInTheDocument();
      expect(within(fila).getByTestId('total-comunicacions')).toHaveTextContent(String(c.destinatarios.length));
      expect(within(fila).getByTestId('total-enviados')).toHaveTextContent(String(enviados));
      if (errores > 0) expect(within(fila).getByTestId('total-errores')).toHaveTextContent(`${errores} con error`);
      else expect(within(fila).queryByTestId('total-errores')).toBeNull();
    }
    // The date in Madrid, as dd/mm/yyyy hh:mm.
    expect(fechaHora('2026-11-16T08:00:00.000Z')).toBe('16/11/2026 09:00');
    expect(fechaHora('2026-07-01T22:30:00.000Z')).toBe('02/07/2026 00:30');
  });

  it('searches the subject, kept in the URL', async () => {
    const user = await open();
    await user.type(screen.getByRole('textbox', { name: 'Asunto' }), 'festividad');
    await user.click(screen.getByRole('button', { name: 'Filtrar' }));
    await waitFor(() => expect(sent(comunicacionesList).at(-1)?.path).toContain('magic=festividad'));
    // The list asks at once; the router renders the URL as a transition, maybe after.
    await waitFor(() => expect(currentLocation()).toBe('/comunicaciones?magic=festividad'));
  });

  it('a search that finds nothing says so', async () => {
    // What a search finds is the API's: here, none.
    mockServer.use(mockEndpoint(comunicacionesList, () => ({ data: [], total: 0, per_page: 20, current_page: 1 })));
    await signInAs('admin_ares');
    renderWithPortal(<AreaRoutes routes={[{ path: '/comunicaciones', title: 'Comunicaciones', element: <ComunicacionesPage /> }]} />, {
      route: '/comunicaciones?magic=nada-de-nada',
    });
    expect(await screen.findByText('No se ha enviado ninguna comunicación', {}, SLOW)).toBeInTheDocument();
  });

  it("opens a mailing's recipients: subject, address, date, OK or the refused one's reason as a tooltip; the URL stays", async () => {
    const user = await open();
    const dialog = await destinatarios(user, CON_ERROR.asunto);
    expect(currentLocation()).toBe('/comunicaciones');
    expect(sent(destinatariosComunicacion).map((r) => r.path.split('?')[0])).toEqual([`/api/comunicaciones/admin/${CON_ERROR.id}/destinatarios`]);
    expect(within(dialog).getByTestId('resumen-total')).toHaveTextContent(String(CON_ERROR.destinatarios.length));
    expect(within(dialog).getByTestId('resumen-errores')).toHaveTextContent('1');
    const tabla = within(dialog).getByRole('table', { name: 'Destinatarios de la comunicación' });
    expect(within(tabla).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(
      expect.arrayContaining(['Asunto', 'Destinatario', 'Fecha de envío', 'Estado', 'Acciones']),
    );
    for (const d of CON_ERROR.destinatarios) {
      const fila = recipientRow(dialog, d.destinatario_email);
      expect(fila).toHaveTextContent(d.asunto);
      if (d.estado === 'enviado') {
        expect(fila).toHaveTextContent(fechaHora(d.fecha_enviado));
        expect(within(fila).getByText('OK')).toBeInTheDocument();
        expect(within(fila).queryByRole('button', { name: /^Reenviar/ })).toBeNull();
      }
    }
    // The refused one: an 'Error' badge whose reason shows on hover and on focus, and is its description.
    const fila = recipientRow(dialog, RECHAZADO.destinatario_email);
    const badge = within(fila).getByTestId('estado-error');
    expect(badge).toHaveTextContent('Error');
    expect(badge).toHaveAccessibleDescription('550 Mailbox unavailable');
    expect(screen.queryByRole('tooltip', { hidden: true })).toBeNull();
    fireEvent.mouseEnter(badge);
    expect(screen.getByRole('tooltip', { hidden: true })).toHaveTextContent('550 Mailbox unavailable');
    fireEvent.mouseLeave(badge);
    expect(screen.queryByRole('tooltip', { hidden: true })).toBeNull();
    fireEvent.focus(badge);
    expect(screen.getByRole('tooltip', { hidden: true })).toHaveTextContent('550 Mailbox unavailable');
    fireEvent.blur(badge);
    expect(within(fila).getByRole('button', { name: `Reenviar el correo a ${RECHAZADO.destinatario_email}` })).toBeInTheDocument();
  });

  it("'Reenviar' asks first, then PATCHes, shows the API's message and reads the recipients and the list again", async () => {
    // The recipients as the API reads them after the resend: the refused one waiting in the queue (what a resend changes: Contenidos.api.test.tsx).
    let reenviado = false;
    mockServer.use(
      mockEndpoint(destinatariosComunicacion, () => {
        const data = CON_ERROR.destinatarios.map((d) => (reenviado && d.id === RECHAZADO.id ? { ...d, estado: 'pendiente' as const, error: null, intentos: 0 } : d));
        return { data, total: data.length, per_page: 20, current_page: 1 };
      }),
    );
    const user = await open();
    const dialog = await destinatarios(user, CON_ERROR.asunto);
    const listas = sent(comunicacionesList).length;
    const lecturas = sent(destinatariosComunicacion).length;

    // Cancelled: nothing sent.
    await user.click(within(recipientRow(dialog, RECHAZADO.destinatario_email)).getByRole('button', { name: /^Reenviar/ }));
    let pregunta = await screen.findByRole('alertdialog', {}, SLOW);
    expect(pregunta).toHaveTextContent('Realmente desea enviar este correo?');
    await user.click(within(pregunta).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(sent(reenviarDestinatario)).toHaveLength(0);

    await user.click(within(recipientRow(dialog, RECHAZADO.destinatario_email)).getByRole('button', { name: /^Reenviar/ }));
    pregunta = await screen.findByRole('alertdialog', {}, SLOW);
    reenviado = true;
    await user.click(within(pregunta).getByRole('button', { name: 'Aceptar' }));
    await waitFor(() => expect(reported).toEqual([{ kind: 'success', message: CONTENIDOS_MSG.correoReenviado }]), SLOW);
    expect(sent(reenviarDestinatario).map((r) => [r.method, r.path])).toEqual([['PATCH', `/api/comunicaciones/admin/${RECHAZADO.id}/enviar_email`]]);
    // Read again: the recipient waits in the queue ('En cola'), no longer resendable; the list (its totals) too.
    await waitFor(() => expect(within(recipientRow(dialog, RECHAZADO.destinatario_email)).getByText('En cola')).toBeInTheDocument(), SLOW);
    expect(within(recipientRow(dialog, RECHAZADO.destinatario_email)).queryByRole('button', { name: /^Reenviar/ })).toBeNull();
    expect(sent(destinatariosComunicacion).length).toBeGreaterThan(lecturas);
    await waitFor(() => expect(sent(comunicacionesList).length).toBeGreaterThan(listas), SLOW);
  });

  it('a recipient that can no longer be resent: the 409 is shown, and the list is read again', async () => {
    mockServer.use(
      mockEndpoint(reenviarDestinatario, () => {
        throw mockError(409, CONTENIDOS_MSG.correoNoReenviable);
      }),
    );
    const user = await open();
    const dialog = await destinatarios(user, CON_ERROR.asunto);
    const lecturas = sent(destinatariosComunicacion).length;
    await user.click(within(recipientRow(dialog, RECHAZADO.destinatario_email)).getByRole('button', { name: /^Reenviar/ }));
    await user.click(within(await screen.findByRole('alertdialog', {}, SLOW)).getByRole('button', { name: 'Aceptar' }));
    await waitFor(() => expect(reported).toEqual([expect.objectContaining({ kind: 'error', status: 409, message: CONTENIDOS_MSG.correoNoReenviable })]), SLOW);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await waitFor(() => expect(sent(destinatariosComunicacion).length).toBeGreaterThan(lecturas));
  });

  it("has three tabs, the one shown in '?tab=': switching writes ?tab=correos, a link to it opens the second, and each tab's list is read only while it shows", async () => {
    const user = await open();
    const tabs = screen.getByRole('tablist', { name: 'Secciones de las comunicaciones' });
    expect(within(tabs).getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Comunicaciones', 'Correos del portal', 'Recordatorios']);
    expect(within(tabs).getByRole('tab', { name: 'Comunicaciones' })).toHaveAttribute('aria-selected', 'true');
    expect(sent(correosPortalList)).toHaveLength(0);

    await user.click(within(tabs).getByRole('tab', { name: 'Correos del portal' }));
    await waitFor(() => expect(currentLocation()).toBe('/comunicaciones?tab=correos'));
    expect(await screen.findByRole('table', { name: 'Correos del portal' }, SLOW)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('table', { name: 'Comunicaciones enviadas' })).toBeNull());
    await waitFor(() => expect(sent(correosPortalList)).toHaveLength(1));

    await user.click(within(tabs).getByRole('tab', { name: 'Comunicaciones' }));
    await waitFor(() => expect(currentLocation()).toBe('/comunicaciones'));
    await waitFor(() => expect(rows().length).toBeGreaterThan(0), SLOW);
    await waitFor(() => expect(screen.queryByRole('table', { name: 'Correos del portal' })).toBeNull());
    cleanup();

    // A link (or a reload) to ?tab=correos opens the second tab, and the mailings are not read.
    resetMockRequests();
    renderWithPortal(<AreaRoutes routes={[{ path: '/comunicaciones', title: 'Comunicaciones', element: <ComunicacionesPage /> }]} />, { route: '/comunicaciones?tab=correos' });
    expect(await screen.findByRole('table', { name: 'Correos del portal' }, SLOW)).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Correos del portal' })).toHaveAttribute('aria-selected', 'true');
    expect(sent(comunicacionesList)).toHaveLength(0);
  });

  it('in Catalan', async () => {
    const user = await open('', 'ca');
    expect(screen.getByRole('heading', { level: 1, name: 'Comunicacions' })).toBeInTheDocument();
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Comunicacions', 'Correus del portal', 'Recordatoris']);
    expect(within(table()).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(expect.arrayContaining(['Assumpte', 'Remitent', "Data d'enviament", 'Enviats', 'Accions']));
    expect(within(row(CON_ERROR.asunto) as HTMLElement).getByTestId('total-errores')).toHaveTextContent('1 amb error');
    const dialog = await destinatarios(user, CON_ERROR.asunto, `Destinataris: ${CON_ERROR.asunto}`);
    expect(within(recipientRow(dialog, RECHAZADO.destinatario_email)).getByRole('button', { name: `Reenviar el correu a ${RECHAZADO.destinatario_email}` })).toBeInTheDocument();
    await user.click(within(recipientRow(dialog, RECHAZADO.destinatario_email)).getByRole('button', { name: /^Reenviar/ }));
    expect(await screen.findByRole('alertdialog', {}, SLOW)).toHaveTextContent(CONTENIDOS_MESSAGES.confirmarReenvioCorreo.ca);
  });
});
