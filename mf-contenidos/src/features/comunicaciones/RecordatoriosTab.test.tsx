// 'Recordatorios' (/comunicaciones?tab=recordatorios) on the mock API (mocks/src/contenidos-recordatorios.ts):
// the reminders sent with their record, kind, milestone, recipients and states; the tab and the list's
// state in the URL, the search and the kind reaching the request; the Excel; 'Reenviar' (asked, POSTed,
// the message shown); what is due in 30 days; a failed list; Catalan. What a filter selects is the
// API's (api/test/areas/recordatorios/lista.test.ts).
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CONTENIDOS_MSG, recordatoriosList, recordatoriosPrevistos, reenviarRecordatorio } from '@dapcon/contract/contenidos';
import { toDisplayDate } from '@dapcon/contract/core';
import { MOCK_RECORDATORIOS, MOCK_RECORDATORIOS_PREVISTOS, mockEndpoint, mockError, mockRequests } from '@dapcon/mocks';
import { mockServer } from '@dapcon/mocks/node';
import { feedback, type FeedbackEvent } from '@dapcon/shared-sdk';
import { AreaRoutes } from '@dapcon/shared-ui';
import { currentLocation, renderWithPortal, signInAs } from '../../../../config/test-utils';
import { ComunicacionesPage } from './ComunicacionesPage';

const SLOW = { timeout: 30_000 };

const sent = (endpoint: { id: string }) =>
  mockRequests()
    .filter((r) => r.endpoint === endpoint.id)
    .map((r) => Object.fromEntries(new URL(r.path, 'http://portal.test').searchParams));

const table = (name: RegExp) => screen.getByRole('table', { name, hidden: true });
const rowsOf = (name: RegExp) =>
  within(table(name))
    .getAllByRole('row', { hidden: true })
    .slice(1)
    .filter((row) => !row.hasAttribute('data-skeleton') && row.querySelectorAll('td').length > 1);
const enviados = () => rowsOf(/^(Recordatorios enviados|Recordatoris enviats)$/);
const previstos = () => rowsOf(/^(Recordatorios previstos|Recordatoris previstos)$/);

let reported: FeedbackEvent[];
beforeEach(async () => {
  await signInAs('admin_ares');
  reported = [];
  return feedback.subscribe((event) => reported.push(event));
});
afterEach(() => {
  vi.restoreAllMocks();
});

async function open(route = '/comunicaciones?tab=recordatorios', lang: 'es' | 'ca' = 'es') {
  const user = userEvent.setup();
  renderWithPortal(<AreaRoutes routes={[{ path: '/comunicaciones', title: 'Comunicaciones', element: <ComunicacionesPage /> }]} />, { route, lang });
  await waitFor(() => expect(enviados().length).toBeGreaterThan(0), SLOW);
  return user;
}

describe('the reminders sent', () => {
  it('shows each one: its record linked to its page, kind and milestone, recipients with their states, and Reenviar', async () => {
    await open();
    expect(enviados()).toHaveLength(MOCK_RECORDATORIOS.length);
    const [primero] = MOCK_RECORDATORIOS;
    const fila = enviados()[0];
    if (!primero || !fila) throw new Error('no reminder');
    expect(within(fila).getByRole('link', { name: primero.descripcion, hidden: true })).toHaveAttribute('href', primero.ruta);
    expect(within(fila).getByTestId('recordatorio-tipo')).toHaveTextContent('Caducidad de la DAPcon · 30 días antes');
    for (const d of primero.destinatarios) expect(fila).toHaveTextContent(d.email);
    expect(fila).toHaveTextContent('En cola');
    const cuota = enviados().find((r) => r.textContent?.includes('Morteros del Sur, S.L. · 2026'));
    expect(cuota && within(cuota).getByTestId('recordatorio-tipo')).toHaveTextContent('Cuota anual pendiente · 15 días después');
    expect(cuota && within(cuota).getByTestId('recordatorio-reenvios')).toHaveTextContent('Reenviado 1 vez');
    expect(cuota).toHaveTextContent('Error');
  });

  it('puts the search and the kind in the URL and the request', async () => {
    const user = await open();
    await user.type(screen.getByRole('textbox', { name: 'Registro o destinatario' }), 'ladrillo');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(sent(recordatoriosList).some((q) => q.magic === 'ladrillo')).toBe(true), SLOW);
    await waitFor(() => expect(currentLocation()).toBe('/comunicaciones?tab=recordatorios&magic=ladrillo'), SLOW);
  });

  it('asks before Reenviar, POSTs it and tells the API’s message', async () => {
    const user = await open();
    const fila = enviados()[0];
    if (!fila) throw new Error('no reminder');
    await user.click(within(fila).getByRole('button', { name: /^Reenviar el recordatorio de /, hidden: true }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('¿Enviar de nuevo este recordatorio a sus destinatarios?');
    await user.click(within(dialog).getByRole('button', { name: /Aceptar|Sí|Confirmar/ }));
    await waitFor(() => expect(mockRequests().filter((r) => r.endpoint === reenviarRecordatorio.id)).toHaveLength(1), SLOW);
    await waitFor(() => expect(reported.some((e) => e.kind === 'success' && e.message === CONTENIDOS_MSG.recordatorioReenviado)).toBe(true), SLOW);
  });

  it('says so when the list cannot be read', async () => {
    mockServer.use(
      mockEndpoint(recordatoriosList, () => {
        throw mockError(500, 'Error interno del servidor.');
      }),
    );
    renderWithPortal(<AreaRoutes routes={[{ path: '/comunicaciones', title: 'Comunicaciones', element: <ComunicacionesPage /> }]} />, { route: '/comunicaciones?tab=recordatorios' });
    await waitFor(() => expect(reported.some((e) => e.kind === 'error')).toBe(true), SLOW);
  });
});

describe('what is due in the next 30 days', () => {
  it('lists each with its day, record, kind and milestone, and recipients', async () => {
    await open();
    await waitFor(() => expect(previstos()).toHaveLength(MOCK_RECORDATORIOS_PREVISTOS.length), SLOW);
    const [primero] = MOCK_RECORDATORIOS_PREVISTOS;
    expect(previstos()[0]).toHaveTextContent(toDisplayDate(primero?.fecha_prevista ?? ''));
    expect(previstos()[0]).toHaveTextContent('Cuota anual pendiente · 45 días después');
    expect(sent(recordatoriosPrevistos).length).toBeGreaterThan(0);
  });
});

describe('in Catalan', () => {
  it('names the tab, the kinds and the milestones in Catalan', async () => {
    await open('/comunicaciones?tab=recordatorios', 'ca');
    expect(screen.getByRole('tab', { name: 'Recordatoris', hidden: true })).toHaveAttribute('aria-selected', 'true');
    expect(within(enviados()[0] as HTMLElement).getByTestId('recordatorio-tipo')).toHaveTextContent('Caducitat de la DAPcon · 30 dies abans');
  });
});
