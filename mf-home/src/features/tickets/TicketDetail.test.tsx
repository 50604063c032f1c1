// An incident's thread on the mock API: its fixtures as the page shows them (a verifier's open and
// resolved ones), the form's own checks, the errors. Who reaches an incident, who may answer, resolve
// or reopen it, and what each change does (the thread, the state, the bell) are the real API's:
// Tickets.api.test.tsx.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { incidenciaDetalle, responderIncidencia } from '@dapcon/contract/dapcon';
import { delay, incidenciaDetalleMock, mockError, mockRequests } from '@dapcon/mocks';
import { mockApi } from '@dapcon/mocks/node';
import { feedback, type FeedbackEvent, type Role } from '@dapcon/shared-sdk';
import { Route, Routes } from '@dapcon/shared-ui';
import { renderWithPortal, signInAs } from '../../../../config/test-utils';
import { TicketDetail } from './TicketDetail';

const VERIFICADOR = '39284756C';

let reported: FeedbackEvent[];
beforeEach(() => {
  reported = [];
  return feedback.subscribe((event) => reported.push(event));
});

const mensajes = () => screen.queryAllByTestId('ticket-mensaje');

async function open(role: Role, usuario: string, id: number | string, lang: 'es' | 'ca' = 'es') {
  await signInAs(role, { usuario });
  const user = userEvent.setup();
  renderWithPortal(
    <Routes>
      <Route path="/tickets/:id" element={<TicketDetail />} />
    </Routes>,
    { route: `/tickets/${id}`, lang },
  );
  return user;
}

describe('TicketDetail (/tickets/{id})', () => {
  it('the thread: title, state, declaration with its link, who opened it and when, the description, the replies in order', async () => {
    await open('verificador', VERIFICADOR, 1);
    expect(await screen.findByRole('heading', { level: 1, name: 'Falta el módulo A4' })).toBeInTheDocument();
    expect(screen.getByTestId('ticket-estado')).toHaveTextContent('Abierta');
    expect(screen.getByTestId('ticket-cabecera')).toHaveTextContent('Ladrillo cerámico cara vista');
    expect(screen.getByRole('link', { name: 'Ver la DAPcon (ES)' })).toHaveAttribute('href', '/dapcon/4/1');
    expect(screen.getByText(/^Abierta por Elena Navarro Roca el 05\/02\/2026/)).toBeInTheDocument();
    expect(screen.getByTestId('ticket-descripcion')).toHaveTextContent('La tabla de impactos no incluye el transporte a obra');
    expect(mensajes().map((m) => m.textContent)).toEqual([
      expect.stringMatching(/^Laura Martínez Soler · Consultor · 06\/02\/2026 09:30Lo añadimos/),
      expect.stringMatching(/^Elena Navarro Roca · Verificador · 06\/02\/2026 13:15De acuerdo/),
    ]);
    expect(screen.getByRole('button', { name: 'Resolver' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /^Respuesta/ })).toBeInTheDocument();
  });

  it('a reply: the schema refuses a blank one under the field, nothing sent', async () => {
    const user = await open('verificador', VERIFICADOR, 1);
    await screen.findByRole('heading', { level: 1, name: 'Falta el módulo A4' });
    await user.click(screen.getByRole('button', { name: 'Responder' }));
    expect(await screen.findByText('El mensaje es obligatorio.')).toBeInTheDocument();
    expect(mockRequests().filter((r) => r.endpoint === responderIncidencia.id)).toHaveLength(0);
  });

  it("a server 422 lands under the field", async () => {
    mockApi(responderIncidencia, () => {
      throw mockError(422, 'Los datos enviados no son válidos.', { mensaje: ['El mensaje es demasiado largo.'] });
    });
    const user = await open('verificador', VERIFICADOR, 1);
    await user.type(await screen.findByRole('textbox', { name: /^Respuesta/ }), 'Hola');
    await user.click(screen.getByRole('button', { name: 'Responder' }));
    expect(await screen.findByText('El mensaje es demasiado largo.')).toBeInTheDocument();
  });

  it("a resolved incident: its state, no reply form, 'Reabrir' for whoever may", async () => {
    await open('verificador', VERIFICADOR, 2);
    expect(await screen.findByRole('heading', { level: 1, name: 'Unitat funcional' })).toBeInTheDocument();
    expect(screen.getByTestId('ticket-estado')).toHaveTextContent('Resuelta');
    expect(screen.queryByRole('textbox', { name: /^Respuesta/ })).toBeNull();
    expect(screen.getByText('Esta incidencia está resuelta: no admite respuestas.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reabrir' })).toBeInTheDocument();
  });

  it("an incident the API answers 404 for is 'Página no encontrada', nothing reported", async () => {
    await open('verificador', VERIFICADOR, 999);
    expect(await screen.findByRole('heading', { name: 'Página no encontrada' })).toBeInTheDocument();
    expect(reported).toEqual([]);
  });

  it('an id that is no number is not found either', async () => {
    await open('verificador', VERIFICADOR, 'abc');
    expect(await screen.findByRole('heading', { name: 'Página no encontrada' })).toBeInTheDocument();
  });

  it('loading, then a failure other than 404: the message, a retry, the error to the shell', async () => {
    mockApi(incidenciaDetalle, async () => {
      await delay(100);
      throw mockError(500, 'Error del servidor');
    });
    await open('verificador', VERIFICADOR, 1);
    expect(screen.getByText('Cargando la incidencia…')).toBeInTheDocument();
    expect(await screen.findByText('No se pudo cargar la incidencia.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reintentar' })).toBeInTheDocument();
    await waitFor(() => expect(reported.some((e) => e.kind === 'error')).toBe(true));
  });

  it.each([
    { lang: 'es', texto: 'Documento corregido — Documento DAPcon (ES): dap-ladrillo-v2.pdf' },
    { lang: 'ca', texto: 'Document corregit — Document DAPcon (ES): dap-ladrillo-v2.pdf' },
  ] as const)("a replaced document in the thread is named with its type and language ($lang)", async ({ lang, texto }) => {
    const base = incidenciaDetalleMock(1);
    const documento = { id: 9, mensaje: '', documento: { tipo: 'dap' as const, nombre: 'dap-ladrillo-v2.pdf' }, autor: 'Laura Martínez Soler', rol: 'consultor', created_at: '2026-02-07T09:00:00.000Z' };
    mockApi(incidenciaDetalle, () => ({ ...base, respuestas: [...base.respuestas, documento] }));
    await open('verificador', VERIFICADOR, 1, lang);
    await screen.findByRole('heading', { level: 1, name: 'Falta el módulo A4' });
    await waitFor(() => expect(mensajes()).toHaveLength(3));
    expect(within(mensajes()[2] as HTMLElement).getByTestId('ticket-documento')).toHaveTextContent(texto);
  });

  it('in Catalan', async () => {
    await open('verificador', VERIFICADOR, 1, 'ca');
    await screen.findByRole('heading', { level: 1, name: 'Falta el módulo A4' });
    expect(screen.getByTestId('ticket-estado')).toHaveTextContent('Oberta');
    expect(screen.getByRole('button', { name: 'Resoldre' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Veure la DAPcon (ES)' })).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Missatges' })).getAllByTestId('ticket-mensaje')).toHaveLength(2);
  });
});
