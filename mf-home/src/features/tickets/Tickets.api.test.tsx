// The tickets on the real API (issue 34, item 4: one back end; config/real-api.ts), on the 'test' seed:
// its declaration 2 (in verification, of the company A08612343, by the consultant 47815236F and the
// verifier 39284756C) with incident 1 open on language 1, answered once by the consultant. Who reaches
// which incident, what the list's filters and sorts select, who may answer, resolve and reopen, what
// each of them changes (the thread, the state, the bell's count) and where a new incident lands are the
// API's rules (api/src/areas/dapcon/incidencias*.ts); the screens show what it answers. The mock's
// tests (TicketsList, TicketDetail, TicketNuevo .test.tsx) keep the rendering of its fixtures. Tests
// that change an incident come after those that read it; the creation comes last.
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { resolvePath } from '@dapcon/contract/core';
import { crearIncidencia, incidenciaDetalle, resolverIncidencia, subirDocumentoDapcon, type IncidenciaDetalle } from '@dapcon/contract/dapcon';
import { notificaciones } from '@dapcon/contract/panel';
import { call, feedback, type FeedbackEvent } from '@dapcon/shared-sdk';
import { useApiQuery } from '@dapcon/shared-sdk/query';
import { Route, Routes } from '@dapcon/shared-ui';
import { withRealApi } from '../../../../config/real-api';
import { currentLocation, renderWithPortal } from '../../../../config/test-utils';
import { TicketDetail } from './TicketDetail';
import { TicketNuevo } from './TicketNuevo';
import { TicketsList } from './TicketsList';

const api = withRealApi();
const EMPRESA = 'A08612343';
const CONSULTOR = '47815236F';
const VERIFICADOR = '39284756C';
/** A consultant of no declaration in the seed. */
const OTRO_CONSULTOR = '43091827Q';
const DAPCON = 2;
const SEED_INCIDENCIA = { id: 1, titulo: 'Unidad funcional' } as const;
/** Opened here, on language 2 of the same declaration, and resolved: its title sorts after the seed's, its activity is newer. */
const RESUELTA = { titulo: 'Verificación del transporte', descripcion: 'Justifique la distancia media de transporte a obra.' } as const;
let resueltaId: number;

const SLOW = { timeout: 30_000 };
const user = userEvent.setup();

let reported: FeedbackEvent[];
beforeEach(() => {
  reported = [];
  return feedback.subscribe((event) => reported.push(event));
});

beforeAll(async () => {
  const creada = await api.inject({ method: 'POST', url: `/api${crearIncidencia.path}`, usuario: VERIFICADOR, body: { dapcon_id: DAPCON, idioma_id: 2, ...RESUELTA } });
  expect(creada.status).toBe(201);
  resueltaId = (creada.body as { data: { id: number } }).data.id;
  const resuelta = await api.inject({ method: 'PATCH', url: `/api${resolvePath(resolverIncidencia.path, { id: resueltaId })}`, usuario: VERIFICADOR, body: { esta_resuelta: true } });
  expect(resuelta.status).toBe(200);
});

/** One incident as the API answers it to the administration. */
async function leer(id: number): Promise<IncidenciaDetalle> {
  const { status, body } = await api.inject({ method: 'GET', url: `/api${resolvePath(incidenciaDetalle.path, { id })}`, usuario: '46127839M' });
  expect(status).toBe(200);
  return (body as { data: IncidenciaDetalle }).data;
}

const table = () => screen.getByRole('table');
const rows = () =>
  within(table())
    .getAllByRole('row')
    .slice(1)
    .filter((row) => within(row).queryAllByRole('link').length > 0);
const titles = () => rows().map((row) => within(row).getByRole('link').textContent);

async function lista(usuario: string, route = '/tickets') {
  await api.signIn(usuario);
  renderWithPortal(<TicketsList />, { route });
}

/** What the top bar's bell reads (the shell's NotificacionesMenu), as a count. */
function Campana() {
  const query = useApiQuery(notificaciones, undefined);
  return <span data-testid="campana">{query.data?.tickets.total ?? ''}</span>;
}

async function hilo(usuario: string, id: number, lang: 'es' | 'ca' = 'es') {
  await api.signIn(usuario);
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
}
const mensajes = () => screen.queryAllByTestId('ticket-mensaje');
const respuesta = () => screen.queryByRole('textbox', { name: /^Respuesta/ });

describe('the tickets list on the real API', () => {
  it("shows the verifier its declarations' incidents, the newest activity first; filters and sorts select on the API", async () => {
    await lista(VERIFICADOR, '/tickets?page=1');
    await waitFor(() => expect(titles()).toEqual([RESUELTA.titulo, SEED_INCIDENCIA.titulo]), SLOW);
    const [resuelta, abierta] = rows() as [HTMLElement, HTMLElement];
    expect(within(resuelta).getByRole('link')).toHaveAttribute('href', `/tickets/${resueltaId}`);
    expect(within(resuelta).getByTestId('ticket-estado')).toHaveTextContent('Resuelta');
    expect(within(abierta).getByTestId('ticket-estado')).toHaveTextContent('Abierta');
    expect(abierta).toHaveTextContent('Respuestas: 1');
    expect(abierta).toHaveTextContent('Mortero de albañilería M-7,5');

    await user.selectOptions(screen.getByRole('combobox', { name: 'Estado' }), 'abiertas');
    await user.type(screen.getByRole('textbox', { name: 'DAPcon (código o producto)' }), 'albañileria');
    await user.click(screen.getByRole('button', { name: 'Filtrar' }));
    await waitFor(() => expect(titles()).toEqual([SEED_INCIDENCIA.titulo]));

    await user.selectOptions(screen.getByRole('combobox', { name: 'Estado' }), '');
    await user.clear(screen.getByRole('textbox', { name: 'DAPcon (código o producto)' }));
    await user.type(screen.getByRole('textbox', { name: 'DAPcon (código o producto)' }), 'cemento');
    await user.click(screen.getByRole('button', { name: 'Filtrar' }));
    expect(await screen.findByText('No es van trobar resultats')).toBeInTheDocument();
  });

  it('sorts by title through the header', async () => {
    await lista(VERIFICADOR);
    await waitFor(() => expect(titles()).toEqual([RESUELTA.titulo, SEED_INCIDENCIA.titulo]), SLOW);
    await user.click(within(table()).getByRole('button', { name: /Título/ }));
    await waitFor(() => expect(titles()).toEqual([SEED_INCIDENCIA.titulo, RESUELTA.titulo]));
  });

  it('shows the company its own incidents without a button to open one, and a consultant of none nothing', async () => {
    await lista(EMPRESA);
    await waitFor(() => expect(titles()).toEqual([RESUELTA.titulo, SEED_INCIDENCIA.titulo]), SLOW);
    expect(screen.queryByRole('button', { name: 'Nueva incidencia' })).toBeNull();
    cleanup();
    await lista(OTRO_CONSULTOR);
    expect(await screen.findByText('No es van trobar resultats', {}, SLOW)).toBeInTheDocument();
  });
});

describe('an incident on the real API', () => {
  it("is 'Página no encontrada' to whom takes no part in its declaration", async () => {
    await hilo(OTRO_CONSULTOR, SEED_INCIDENCIA.id);
    expect(await screen.findByRole('heading', { name: 'Página no encontrada' }, SLOW)).toBeInTheDocument();
    expect(screen.queryByText(SEED_INCIDENCIA.titulo)).toBeNull();
    expect(reported).toEqual([]);
  });

  it('a resolved one: the consultant may neither answer nor reopen it', async () => {
    await hilo(CONSULTOR, resueltaId);
    expect(await screen.findByRole('heading', { level: 1, name: RESUELTA.titulo }, SLOW)).toBeInTheDocument();
    expect(screen.getByTestId('ticket-estado')).toHaveTextContent('Resuelta');
    expect(screen.getByText('Esta incidencia está resuelta: no admite respuestas.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Resolver|Reabrir/ })).toBeNull();
    expect(respuesta()).toBeNull();
  });

  it("the company answers (never resolves): the reply joins the API's thread", async () => {
    await hilo(EMPRESA, SEED_INCIDENCIA.id);
    await screen.findByRole('heading', { level: 1, name: SEED_INCIDENCIA.titulo }, SLOW);
    expect(mensajes().map((m) => m.textContent)).toEqual([expect.stringMatching(/^Laura Martínez Soler · Consultor · .*La revisamos y subimos una nueva versión esta semana\.$/)]);
    expect(screen.queryByRole('button', { name: 'Resolver' })).toBeNull();
    await user.type(respuesta() as HTMLElement, 'Adjuntamos la versión 2 esta tarde.');
    await user.click(screen.getByRole('button', { name: 'Responder' }));
    await waitFor(() => expect(mensajes()).toHaveLength(2));
    expect(mensajes().at(-1)).toHaveTextContent('Adjuntamos la versión 2 esta tarde.');
    // The thread may be read again before the success is reported: wait for it too.
    await waitFor(() => expect(reported).toContainEqual(expect.objectContaining({ kind: 'success', message: 'Respuesta enviada.' })));
    expect((await leer(SEED_INCIDENCIA.id)).respuestas.map((r) => r.mensaje).at(-1)).toBe('Adjuntamos la versión 2 esta tarde.');
  });

  it("the verifier resolves it, then reopens it: the state, the reply form and the bell's count follow the API", async () => {
    await hilo(VERIFICADOR, SEED_INCIDENCIA.id);
    await screen.findByRole('heading', { level: 1, name: SEED_INCIDENCIA.titulo }, SLOW);
    expect(screen.getByRole('link', { name: 'Ver la DAPcon (ES)' })).toHaveAttribute('href', `/dapcon/${DAPCON}/1`);
    // The verifier's open incidents: the seed's only (this file's other one is resolved).
    await waitFor(() => expect(screen.getByTestId('campana')).toHaveTextContent('1'));
    await user.click(screen.getByRole('button', { name: 'Resolver' }));
    await waitFor(() => expect(screen.getByTestId('ticket-estado')).toHaveTextContent('Resuelta'));
    expect(await screen.findByRole('button', { name: 'Reabrir' })).toBeInTheDocument();
    expect(respuesta()).toBeNull();
    await waitFor(() => expect(screen.getByTestId('campana')).toHaveTextContent('0'));
    expect((await leer(SEED_INCIDENCIA.id)).esta_resuelta).toBe(true);
    await waitFor(() => expect(reported).toContainEqual(expect.objectContaining({ kind: 'success', message: 'La incidencia se ha resuelto.' })));

    await user.click(screen.getByRole('button', { name: 'Reabrir' }));
    await waitFor(() => expect(screen.getByTestId('ticket-estado')).toHaveTextContent('Abierta'));
    await waitFor(() => expect(screen.getByTestId('campana')).toHaveTextContent('1'));
    expect(respuesta()).toBeInTheDocument();
    expect((await leer(SEED_INCIDENCIA.id)).esta_resuelta).toBe(false);
  });

  it("a document the consultant replaces while it is open shows in its thread, for the verifier to see", async () => {
    await api.signIn(CONSULTOR);
    const pdf = new File(['%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\ntrailer << >>\n%%EOF\n'], 'dap-mortero-v2.pdf', { type: 'application/pdf' });
    await call(subirDocumentoDapcon, { params: { id: String(DAPCON) }, body: { tipo: 'dap', idioma_id: 1, documento: pdf } });
    await hilo(VERIFICADOR, SEED_INCIDENCIA.id);
    await screen.findByRole('heading', { level: 1, name: SEED_INCIDENCIA.titulo }, SLOW);
    const ultimo = mensajes().at(-1) as HTMLElement;
    expect(within(ultimo).getByTestId('ticket-documento')).toHaveTextContent('Documento corregido — Documento DAPcon (ES): dap-mortero-v2.pdf');
    expect(ultimo).toHaveTextContent(/^Laura Martínez Soler · Consultor/);
  });
});

describe('a new incident on the real API', () => {
  it("offers the verifier its declarations in verification and their languages; the new incident opens, as the API stored it", async () => {
    await api.signIn(VERIFICADOR);
    renderWithPortal(<TicketNuevo />, { route: '/tickets/nuevo' });
    const dapcon = () => screen.getByRole('combobox', { name: /^DAPcon/ });
    const idioma = () => screen.getByRole('combobox', { name: /^Idioma/ });
    const options = (select: HTMLElement) => [...select.querySelectorAll('option')].map((o) => o.textContent);
    await waitFor(() => expect(options(dapcon())).toEqual(['Seleccione una DAPcon', 'Mortero de albañilería M-7,5 · Cementos del Llobregat, S.A.']), SLOW);
    await user.selectOptions(dapcon(), String(DAPCON));
    await waitFor(() => expect(idioma()).toBeEnabled());
    expect(options(idioma())).toEqual(['Seleccione un idioma', 'Español', 'Català']);
    await user.selectOptions(idioma(), '2');
    await user.type(screen.getByRole('textbox', { name: /^Título/ }), 'Falta la ficha de producto');
    await user.type(screen.getByRole('textbox', { name: /^Descripción/ }), 'Adjunte la ficha técnica del producto.');
    await user.click(screen.getByRole('button', { name: 'Abrir incidencia' }));
    await waitFor(() => expect(currentLocation()).toMatch(/^\/tickets\/\d+$/));
    const id = Number(currentLocation()?.split('/').at(-1));
    expect(id).not.toBe(resueltaId);
    expect(await leer(id)).toMatchObject({ dapcon_id: DAPCON, idioma_id: 2, dapcon_incidencias_titulo: 'Falta la ficha de producto', esta_resuelta: false, autor: 'Elena Navarro Roca' });
    expect(reported.some((e) => e.kind === 'success')).toBe(true);
  });
});
