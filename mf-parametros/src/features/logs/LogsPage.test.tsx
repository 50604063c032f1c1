import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { MSG } from '@dapcon/contract/core';
import { logsAplicacion, logsPeticiones } from '@dapcon/contract/sistema';
import { mockEndpoint, mockError, mockRequests, MOCK_LOG_APLICACION, MOCK_LOG_PETICIONES } from '@dapcon/mocks';
import { mockServer } from '@dapcon/mocks/node';
import { feedback, type FeedbackEvent } from '@dapcon/shared-sdk';
import { AreaRoutes } from '@dapcon/shared-ui';
import { renderWithPortal, signInAs } from '../../../../config/test-utils';
import { appLogLine } from './format';
import { LogsPage } from './LogsPage';

let user: ReturnType<typeof userEvent.setup>;
let reported: FeedbackEvent[];
beforeEach(async () => {
  user = userEvent.setup();
  await signInAs('admin_ares', { sub: '1' });
  reported = [];
  return feedback.subscribe((event) => reported.push(event));
});

const SLOW = { timeout: 30_000 };

function open(lang: 'es' | 'ca' = 'es') {
  renderWithPortal(<AreaRoutes routes={[{ path: '/logs', title: 'Logs', element: <LogsPage /> }]} />, { route: '/logs', lang });
}

/** A log's section and its lines, once they have arrived. */
async function log(name: string) {
  const section = await screen.findByRole('region', { name }, SLOW);
  await within(section).findAllByRole('listitem', {}, SLOW);
  return { section: within(section), lines: () => within(section).getAllByRole('listitem').map((li) => li.textContent) };
}

describe('LogsPage (/logs)', () => {
  it('shows the last 100 lines of each log, newest last, asking for 100', async () => {
    open();
    const app = await log('Log de la aplicación');
    const requests = await log('Log de peticiones');
    expect(app.lines()).toHaveLength(100);
    expect(app.lines().at(-1)).toBe(appLogLine(MOCK_LOG_APLICACION.at(-1)!).text);
    expect(app.lines()[0]).toBe(appLogLine(MOCK_LOG_APLICACION.at(-100)!).text);
    expect(app.section.getByText('100 de 100 líneas')).toBeInTheDocument();
    expect(requests.lines()).toHaveLength(100);
    // The request log's line reads method, URL, status, duration and who.
    const last = JSON.parse(MOCK_LOG_PETICIONES.at(-1)!) as { method: string; url: string; status: number; duration_ms: number; user_id: number | null };
    expect(requests.lines().at(-1)).toContain(`${last.method} ${last.url}  ${last.status}  ${last.duration_ms} ms`);
    expect(mockRequests().map((r) => r.path).sort()).toEqual(['/api/logs/laravel?n_lines=100', '/api/logs/requests?n_lines=100']);
    expect(reported).toEqual([]);
  });

  it('filters both logs by a text and says when nothing matches', async () => {
    open();
    const app = await log('Log de la aplicación');
    await user.type(screen.getByRole('searchbox', { name: 'Filtrar las líneas' }), 'ERROR');
    await waitFor(() => expect(app.lines().every((line) => line?.includes('ERROR'))).toBe(true));
    expect(app.lines()).toHaveLength(2);
    expect(app.section.getByText('2 de 100 líneas')).toBeInTheDocument();
    await user.clear(screen.getByRole('searchbox', { name: 'Filtrar las líneas' }));
    await user.type(screen.getByRole('searchbox', { name: 'Filtrar las líneas' }), 'nada-parecido');
    expect(await screen.findAllByText('Ninguna línea contiene «nada-parecido».')).toHaveLength(2);
  });

  it('asks for more lines when chosen, and again on Actualizar', async () => {
    open();
    await log('Log de la aplicación');
    await user.click(screen.getByRole('button', { name: '1000 líneas' }));
    const requests = await log('Log de peticiones');
    await waitFor(() => expect(requests.lines()).toHaveLength(MOCK_LOG_PETICIONES.length));
    expect(screen.getByRole('button', { name: '1000 líneas' })).toHaveAttribute('aria-pressed', 'true');
    const before = mockRequests().length;
    await user.click(screen.getByRole('button', { name: 'Actualizar' }));
    await waitFor(() => expect(mockRequests().slice(before).map((r) => r.path).sort()).toEqual(['/api/logs/laravel?n_lines=1000', '/api/logs/requests?n_lines=1000']));
  });

  it('tells a log that failed to load, and loads it again on Reintentar', async () => {
    let fail = true;
    mockServer.use(
      mockEndpoint(logsPeticiones, () => {
        if (fail) throw mockError(500, MSG.errorServidor);
        return ['{"time":"2026-11-24T08:00:00.000Z","method":"GET","url":"/api/idiomas","status":200,"duration_ms":2,"user_id":null}'];
      }),
    );
    open();
    await log('Log de la aplicación');
    const section = within(await screen.findByRole('region', { name: 'Log de peticiones' }));
    expect(await section.findByText('No se pudo cargar la info', {}, SLOW)).toBeInTheDocument();
    await waitFor(() => expect(reported.some((event) => event.kind === 'error')).toBe(true));
    fail = false;
    await user.click(section.getByRole('button', { name: 'Reintentar' }));
    expect(await section.findByText(/GET \/api\/idiomas 200 2 ms sin sesión/)).toBeInTheDocument();
  });

  it('says an empty log is empty, in Catalan too', async () => {
    mockServer.use(mockEndpoint(logsAplicacion, () => []));
    open('ca');
    expect(await screen.findByText('El log és buit.', {}, SLOW)).toBeInTheDocument();
    const requests = await log('Log de peticions');
    expect(requests.section.getByText('100 de 100 línies')).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Filtrar les línies' })).toBeInTheDocument();
  });
});
