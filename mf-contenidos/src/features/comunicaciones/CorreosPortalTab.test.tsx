// 'Correos del portal' (/comunicaciones?tab=correos) on the mock API
// (mocks/src/contenidos-correos-portal.ts): the portal's own e-mails with their columns and states,
// the tab and the list's state in the URL, the search, the state filter and the sort reaching the
// request, the Excel, 'Reenviar' (asked, PATCHed, read again; a 409 shown), the queue's re-reading, a
// failed list, and Catalan. What a search, a filter or a sort selects, an empty search and the
// refusal are the API's (CorreosPortalTab.api.test.tsx): the mock answers its e-mails as they are.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { datePrefixedName, PER_PAGE } from '@dapcon/contract/core';
import {
  comunicacionesList,
  CONTENIDOS_MESSAGES,
  CONTENIDOS_MSG,
  CORREOS_PORTAL_EXCEL_NAME,
  correosPortalList,
  reenviarCorreoPortal,
} from '@dapcon/contract/contenidos';
import { correoPortalRow, MOCK_CORREOS_PORTAL, mockEndpoint, mockError, mockRequests } from '@dapcon/mocks';
import { mockServer } from '@dapcon/mocks/node';
import { feedback, type FeedbackEvent } from '@dapcon/shared-sdk';
import { AreaRoutes } from '@dapcon/shared-ui';
import { currentLocation, renderWithPortal, signInAs } from '../../../../config/test-utils';
import { ComunicacionesPage } from './ComunicacionesPage';
import { REFRESCO_EN_COLA_MS } from './DestinatariosModal';
import { fechaHora } from './fechas';

const SLOW = { timeout: 30_000 };

/** The requests to an endpoint so far, each as its query. */
const sent = (endpoint: { id: string }) =>
  mockRequests()
    .filter((r) => r.endpoint === endpoint.id)
    .map((r) => Object.fromEntries(new URL(r.path, 'http://portal.test').searchParams));
const patches = () => mockRequests().filter((r) => r.endpoint === reenviarCorreoPortal.id);

/** The e-mails the mock API answers, as the screen should show them (Spanish). */
const expected = () => MOCK_CORREOS_PORTAL.map((c) => correoPortalRow(c, 'es'));

const table = () => screen.getByRole('table', { name: /^(Correos del portal|Correus del portal)$/, hidden: true });
const rows = () =>
  within(table())
    .getAllByRole('row', { hidden: true })
    .slice(1)
    .filter((row) => !row.hasAttribute('data-skeleton') && row.querySelectorAll('td').length > 1);
const emails = () => rows().map((r) => within(r).getAllByRole('cell', { hidden: true })[1]?.textContent);
const row = (email: string) => {
  const found = rows().find((r) => r.textContent?.includes(email));
  if (!found) throw new Error(`no row for ${email}`);
  return found;
};

const FALLIDO = expected().find((c) => c.estado === 'error');
const EN_COLA = expected().find((c) => c.estado === 'pendiente');
if (!FALLIDO || !EN_COLA) throw new Error('the mock API has no failed e-mail of the portal, or none waiting');

let reported: FeedbackEvent[];
beforeEach(async () => {
  await signInAs('admin_ares');
  reported = [];
  return feedback.subscribe((event) => reported.push(event));
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

function render(route = '/comunicaciones?tab=correos', lang: 'es' | 'ca' = 'es') {
  renderWithPortal(<AreaRoutes routes={[{ path: '/comunicaciones', title: 'Comunicaciones', element: <ComunicacionesPage /> }]} />, { route, lang });
}

async function open(route = '/comunicaciones?tab=correos', lang: 'es' | 'ca' = 'es') {
  const user = userEvent.setup();
  render(route, lang);
  await waitFor(() => expect(rows().length).toBeGreaterThan(0), SLOW);
  return user;
}

function spyDownloads(): string[] {
  const saved: string[] = [];
  vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:test/1');
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push(this.download);
  });
  return saved;
}

describe("CorreosPortalTab ('Correos del portal', /comunicaciones?tab=correos)", () => {
  it('lists the e-mails, asked for newest first: date and time in Madrid, type, address, subject, state with the reason, attempts; Reenviar only on a failed one', async () => {
    await open();
    expect(screen.getByRole('heading', { level: 1, name: 'Comunicaciones' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Correos del portal' })).toHaveAttribute('aria-selected', 'true');
    expect(within(table()).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Fecha', 'Destinatario', 'Asunto', 'Estado', 'Intentos', 'Acciones']);
    const esperados = expected();
    expect(esperados.map((c) => c.estado)).toEqual(expect.arrayContaining(['enviado', 'pendiente', 'error']));
    expect(emails()).toEqual(esperados.map((c) => c.destinatario_email));
    expect(sent(correosPortalList)).toEqual([{ order_by: 'created_at desc', page: '1' }]);
    // The mailings' tab is not mounted: its list is never read.
    expect(sent(comunicacionesList)).toEqual([]);

    const estados = { enviado: 'OK', pendiente: 'En cola', error: 'Error' } as const;
    for (const c of esperados) {
      const cells = within(row(c.destinatario_email)).getAllByRole('cell');
      expect(cells.map((cell) => cell.textContent)).toEqual([
        fechaHora(c.created_at),
        c.destinatario_email,
        // The subject, with what the e-mail is for under it.
        `${c.asunto}${c.tipo}`,
        // A failed one's badge also holds its reason, hidden (the badge's description).
        c.estado === 'error' ? `Error${c.error ?? ''}` : estados[c.estado],
        String(c.intentos),
        c.estado === 'error' ? 'Reenviar' : '',
      ]);
      // The address is someone's: marked as user content.
      expect(cells[1]?.querySelector('[data-user-content]')).toHaveTextContent(c.destinatario_email);
    }
    // A failed one: the mail server's reason on hover and focus, and as the badge's description.
    const badge = within(row(FALLIDO.destinatario_email)).getByTestId('estado-error');
    expect(badge).toHaveAccessibleDescription(FALLIDO.error ?? '');
    expect(FALLIDO.error).toMatch(/^55\d /);
    fireEvent.mouseEnter(badge);
    expect(screen.getByRole('tooltip')).toHaveTextContent(FALLIDO.error ?? '');
    fireEvent.mouseLeave(badge);
    expect(screen.queryByRole('tooltip')).toBeNull();
    expect(within(row(FALLIDO.destinatario_email)).getByRole('button', { name: `Reenviar el correo «${FALLIDO.asunto}» a ${FALLIDO.destinatario_email}` })).toBeInTheDocument();
  });

  it('keeps its tab, search, state and sort in the URL; the other tab starts clean', async () => {
    const user = userEvent.setup();
    render('/comunicaciones?magic=festividad');
    expect(await screen.findByRole('table', { name: 'Comunicaciones enviadas' }, SLOW)).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Comunicaciones' })).toHaveAttribute('aria-selected', 'true');
    await waitFor(() => expect(sent(comunicacionesList)).toEqual([{ magic: 'festividad', order_by: 'fecha_enviado desc', page: '1' }]));
    expect(sent(correosPortalList)).toEqual([]);
    await user.click(screen.getByRole('tab', { name: 'Correos del portal' }));
    // The mailings' search is theirs: the e-mails' list starts unfiltered.
    await waitFor(() => expect(currentLocation()).toBe('/comunicaciones?tab=correos'));
    await waitFor(() => expect(emails()).toEqual(expected().map((c) => c.destinatario_email)), SLOW);
    expect(sent(correosPortalList)).toEqual([{ order_by: 'created_at desc', page: '1' }]);

    await user.click(within(table()).getByRole('button', { name: /^Estado/ }));
    await waitFor(() => expect(currentLocation()).toBe('/comunicaciones?tab=correos&order_by=estado+asc'));
    await waitFor(() => expect(sent(correosPortalList).at(-1)).toEqual({ order_by: 'estado asc', page: '1' }));
    expect(within(table()).getByRole('columnheader', { name: /^Estado/ })).toHaveAttribute('aria-sort', 'ascending');

    await user.click(screen.getByRole('tab', { name: 'Comunicaciones' }));
    await waitFor(() => expect(currentLocation()).toBe('/comunicaciones'));
    await waitFor(() => expect(sent(comunicacionesList).at(-1)).toEqual({ order_by: 'fecha_enviado desc', page: '1' }));
  });

  it('the search and the state filter reach the request and the URL', async () => {
    const user = await open();
    const form = screen.getByRole('form', { name: 'Filtros' });
    await user.type(within(form).getByRole('textbox', { name: 'Destinatario o asunto' }), 'CONTRASEÑA');
    await user.click(within(form).getByRole('button', { name: 'Filtrar' }));
    await waitFor(() => expect(sent(correosPortalList).at(-1)).toEqual({ magic: 'CONTRASEÑA', order_by: 'created_at desc', page: '1' }));
    // The list asks at once; the router renders the URL as a transition, maybe after.
    await waitFor(() => expect(currentLocation()).toBe('/comunicaciones?tab=correos&magic=CONTRASE%C3%91A'));

    await user.clear(within(form).getByRole('textbox', { name: 'Destinatario o asunto' }));
    await user.selectOptions(within(form).getByRole('combobox', { name: 'Estado' }), 'Error');
    await user.click(within(form).getByRole('button', { name: 'Filtrar' }));
    await waitFor(() => expect(sent(correosPortalList).at(-1)).toEqual({ estado: 'error', order_by: 'created_at desc', page: '1' }));
    // The list asks at once; the router renders the URL as a transition, maybe after.
    await waitFor(() => expect(currentLocation()).toBe('/comunicaciones?tab=correos&estado=error'));
  });

  it("a list that cannot be read: the table says so and the shell's modal tells the error", async () => {
    mockServer.use(
      mockEndpoint(correosPortalList, () => {
        throw mockError(500, 'Error interno del servidor.');
      }),
    );
    render();
    expect(await screen.findByText('No se pudo cargar la info', {}, SLOW)).toBeInTheDocument();
    await waitFor(() => expect(reported).toEqual([expect.objectContaining({ kind: 'error', status: 500, message: 'Error interno del servidor.' })]));
  });

  it("'Reenviar' asks first; confirmed, it PATCHes, shows the API's message and reads the list again", async () => {
    const user = await open();
    const lecturas = sent(correosPortalList).length;

    await user.click(within(row(FALLIDO.destinatario_email)).getByRole('button', { name: /^Reenviar/ }));
    let pregunta = await screen.findByRole('alertdialog', {}, SLOW);
    expect(pregunta).toHaveTextContent('Realmente desea enviar este correo?');
    await user.click(within(pregunta).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(patches()).toHaveLength(0);

    await user.click(within(row(FALLIDO.destinatario_email)).getByRole('button', { name: /^Reenviar/ }));
    pregunta = await screen.findByRole('alertdialog', {}, SLOW);
    await user.click(within(pregunta).getByRole('button', { name: 'Aceptar' }));
    await waitFor(() => expect(reported).toEqual([{ kind: 'success', message: CONTENIDOS_MSG.correoReenviado }]), SLOW);
    expect(patches().map((r) => [r.method, r.path])).toEqual([['PATCH', `/api/comunicaciones/admin/correos/${FALLIDO.id}/reenviar`]]);
    // What the e-mail then reads is the API's (CorreosPortalTab.api.test.tsx).
    await waitFor(() => expect(sent(correosPortalList).length).toBeGreaterThan(lecturas), SLOW);
    // The list asks at once; the router renders the URL as a transition, maybe after.
    await waitFor(() => expect(currentLocation()).toBe('/comunicaciones?tab=correos'));
  });

  it("an e-mail that can no longer be resent: the 409's message goes to the shell's modal, and the list is read again", async () => {
    mockServer.use(
      mockEndpoint(reenviarCorreoPortal, () => {
        throw mockError(409, CONTENIDOS_MSG.correoNoReenviable);
      }),
    );
    const user = await open();
    const lecturas = sent(correosPortalList).length;
    await user.click(within(row(FALLIDO.destinatario_email)).getByRole('button', { name: /^Reenviar/ }));
    await user.click(within(await screen.findByRole('alertdialog', {}, SLOW)).getByRole('button', { name: 'Aceptar' }));
    await waitFor(() => expect(reported).toEqual([expect.objectContaining({ kind: 'error', status: 409, message: CONTENIDOS_MSG.correoNoReenviable })]), SLOW);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await waitFor(() => expect(sent(correosPortalList).length).toBeGreaterThan(lecturas));
  });

  it('downloads the list as filtered as Correos_del_portal.xlsx', async () => {
    const saved = spyDownloads();
    const user = await open('/comunicaciones?tab=correos&estado=error');
    await user.click(screen.getByRole('button', { name: 'Descargar Excel' }));
    await waitFor(() => expect(saved).toEqual([datePrefixedName(CORREOS_PORTAL_EXCEL_NAME)]));
    expect(sent(correosPortalList).at(-1)).toEqual({ estado: 'error', order_by: 'created_at desc', page: '1', to_excel: 'true' });
    expect(reported).toEqual([]);
  });

  it('while an e-mail waits in the queue, reads the list again every 4 s; none waiting, it does not', async () => {
    // Filtered to the delivered, the API answers no e-mail waiting: here, the mock's delivered ones.
    const entregados = expected().filter((c) => c.estado === 'enviado');
    mockServer.use(
      mockEndpoint(correosPortalList, ({ query }) => {
        const data = query.estado === 'enviado' ? entregados : expected();
        return { data, total: data.length, per_page: PER_PAGE, current_page: 1 };
      }),
    );
    vi.useFakeTimers({ shouldAdvanceTime: true });
    await open();
    expect(rows().some((r) => r.textContent?.includes(EN_COLA.destinatario_email))).toBe(true);
    const lecturas = sent(correosPortalList).length;
    await vi.advanceTimersByTimeAsync(REFRESCO_EN_COLA_MS + 100);
    await waitFor(() => expect(sent(correosPortalList).length).toBeGreaterThan(lecturas));

    // Filtered to the delivered: nothing waits, nothing is read again.
    const user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
    const form = screen.getByRole('form', { name: 'Filtros' });
    await user.selectOptions(within(form).getByRole('combobox', { name: 'Estado' }), 'OK');
    await user.click(within(form).getByRole('button', { name: 'Filtrar' }));
    await waitFor(() => expect(emails()).toEqual(entregados.map((c) => c.destinatario_email)));
    const despues = sent(correosPortalList).length;
    await vi.advanceTimersByTimeAsync(REFRESCO_EN_COLA_MS * 2 + 100);
    expect(sent(correosPortalList).length).toBe(despues);
  });

  it('in Catalan', async () => {
    const user = await open('/comunicaciones?tab=correos', 'ca');
    expect(screen.getByRole('tab', { name: 'Correus del portal' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'Comunicacions' })).toBeInTheDocument();
    expect(within(table()).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Data', 'Destinatari', 'Assumpte', 'Estat', 'Intents', 'Accions']);
    const ca = correoPortalRow(MOCK_CORREOS_PORTAL.find((c) => c.id === EN_COLA.id) ?? EN_COLA, 'ca');
    expect(row(ca.destinatario_email)).toHaveTextContent('A la cua');
    expect(row(ca.destinatario_email)).toHaveTextContent(ca.tipo);
    expect(screen.getByRole('textbox', { name: 'Destinatari o assumpte' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Descarregar Excel' })).toBeInTheDocument();
    await user.click(within(row(FALLIDO.destinatario_email)).getByRole('button', { name: `Reenviar el correu «${FALLIDO.asunto}» a ${FALLIDO.destinatario_email}` }));
    expect(await screen.findByRole('alertdialog', {}, SLOW)).toHaveTextContent(CONTENIDOS_MESSAGES.confirmarReenvioCorreo.ca);
  });
});
