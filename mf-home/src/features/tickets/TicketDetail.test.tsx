import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { incidenciaDetalle, resolverIncidencia, responderIncidencia } from '@dapcon/contract/dapcon';
import { notificaciones } from '@dapcon/contract/panel';
import { delay, mockError, mockIncidencias, mockRequests, mockSustituirEnIncidencias } from '@dapcon/mocks';
import { mockApi } from '@dapcon/mocks/node';
import { feedback, type FeedbackEvent, type Role } from '@dapcon/shared-sdk';
import { useApiQuery } from '@dapcon/shared-sdk/query';
import { Route, Routes } from '@dapcon/shared-ui';
import { renderWithPortal, signInAs } from '../../../../config/test-utils';
import { TicketDetail } from './TicketDetail';

const VERIFICADOR = '39284756C';
const CONSULTOR = '47815236F';

let reported: FeedbackEvent[];
beforeEach(() => {
  reported = [];
  return feedback.subscribe((event) => reported.push(event));
});

const mensajes = () => screen.queryAllByTestId('ticket-mensaje');

/** What the top bar's bell reads (the shell's NotificacionesMenu), as a count. */
function Campana() {
  const query = useApiQuery(notificaciones, undefined);
  return <span data-testid="campana">{query.data?.tickets.total ?? ''}</span>;
}

async function open(role: Role, usuario: string, id: number | string, lang: 'es' | 'ca' = 'es') {
  await signInAs(role, { usuario });
  const user = userEvent.setup();
  renderWithPortal(
    <Routes>
      <Route
        path="/tickets/:id"
        element={
          <>
            <Campana />
            <TicketDetail />
          </>
        }
      />
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

  it('a reply: the schema refuses a blank one under the field (nothing sent); a sent one joins the thread', async () => {
    const user = await open('organizacion', 'A08612343', 1);
    await screen.findByRole('heading', { level: 1, name: 'Falta el módulo A4' });
    // The company replies but never resolves.
    expect(screen.queryByRole('button', { name: 'Resolver' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Responder' }));
    expect(await screen.findByText('El mensaje es obligatorio.')).toBeInTheDocument();
    expect(mockRequests().filter((r) => r.endpoint === responderIncidencia.id)).toHaveLength(0);
    await user.type(screen.getByRole('textbox', { name: /^Respuesta/ }), 'Subimos la versión 3 con el A4.');
    await user.click(screen.getByRole('button', { name: 'Responder' }));
    await waitFor(() => expect(mensajes()).toHaveLength(3));
    expect(mensajes().at(-1)).toHaveTextContent('Subimos la versión 3 con el A4.');
    expect(reported).toContainEqual(expect.objectContaining({ kind: 'success', message: 'Respuesta enviada.' }));
    expect(screen.getByRole('textbox', { name: /^Respuesta/ })).toHaveValue('');
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

  it("'Resolver': the state changes, the reply form goes, 'Reabrir' takes its place", async () => {
    const user = await open('verificador', VERIFICADOR, 1);
    await user.click(await screen.findByRole('button', { name: 'Resolver' }));
    await waitFor(() => expect(screen.getByTestId('ticket-estado')).toHaveTextContent('Resuelta'));
    expect(mockRequests().filter((r) => r.endpoint === resolverIncidencia.id)).toHaveLength(1);
    expect(mockIncidencias().find((i) => i.id === 1)?.esta_resuelta).toBe(true);
    expect(screen.queryByRole('textbox', { name: /^Respuesta/ })).toBeNull();
    expect(screen.getByText('Esta incidencia está resuelta: no admite respuestas.')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Reabrir' })).toBeInTheDocument();
    expect(reported).toContainEqual(expect.objectContaining({ kind: 'success', message: 'La incidencia se ha resuelto.' }));
  });

  it("resolving and reopening read the bell's incidents again: its count drops by one, then comes back", async () => {
    const user = await open('verificador', VERIFICADOR, 1);
    const abiertas = mockIncidencias().filter((i) => !i.esta_resuelta).length;
    await waitFor(() => expect(screen.getByTestId('campana')).toHaveTextContent(String(abiertas)));
    const lecturas = () => mockRequests().filter((r) => r.endpoint === notificaciones.id).length;
    const antes = lecturas();
    await user.click(await screen.findByRole('button', { name: 'Resolver' }));
    await waitFor(() => expect(screen.getByTestId('campana')).toHaveTextContent(String(abiertas - 1)));
    expect(lecturas()).toBeGreaterThan(antes);
    await user.click(await screen.findByRole('button', { name: 'Reabrir' }));
    await waitFor(() => expect(screen.getByTestId('campana')).toHaveTextContent(String(abiertas)));
  });

  it('a consultant replies but has no Resolver; a resolved incident shows no reply form', async () => {
    await open('consultor', CONSULTOR, 2);
    expect(await screen.findByRole('heading', { level: 1, name: 'Unitat funcional' })).toBeInTheDocument();
    expect(screen.getByTestId('ticket-estado')).toHaveTextContent('Resuelta');
    expect(screen.queryByRole('button', { name: /Resolver|Reabrir/ })).toBeNull();
    expect(screen.queryByRole('textbox', { name: /^Respuesta/ })).toBeNull();
  });

  it("another's incident (404) is 'Página no encontrada', with nothing of it; so is an id that is no number", async () => {
    // Incident 3 is of a declaration the verifier takes no part in.
    await open('verificador', VERIFICADOR, 3);
    expect(await screen.findByRole('heading', { name: 'Página no encontrada' })).toBeInTheDocument();
    expect(screen.queryByText('Referencia bibliográfica')).toBeNull();
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
  ] as const)("a document replaced during the incident shows in the thread, for the verifier to see ($lang)", async ({ lang, texto }) => {
    mockSustituirEnIncidencias(4, 1, { tipo: 'dap', nombre: 'dap-ladrillo-v2.pdf' }, 'Laura Martínez Soler', 'consultor');
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
