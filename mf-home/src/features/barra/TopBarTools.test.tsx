import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { enlaceForo, estadoForo, notificaciones, type Notificaciones } from '@dapcon/contract/panel';
import { mockError, mockEndpoint, mockForo, mockNotificaciones, mockRequests, MOCK_CONTENIDOS_PUBLICOS, MOCK_FORO_URL } from '@dapcon/mocks';
import { mockServer } from '@dapcon/mocks/node';
import { feedback, type FeedbackEvent, type Role } from '@dapcon/shared-sdk';
import { invalidate } from '@dapcon/shared-sdk/query';
import { currentLocation, renderWithPortal, signInAs } from '../../../../config/test-utils';
// mf-contenidos's panel of the homes, as the shell mounts it (the same query cache: the shared SDK). A test
// only: it proves where the two builds meet (the archive invalidates the bell's query); an area's code
// never imports another remote.
// eslint-disable-next-line no-restricted-imports
import ComunicadosHomePanel from '../../../../mf-contenidos/src/ComunicadosHome';
import { NotificacionesMenu } from './NotificacionesMenu';
import { TopBarTools } from './TopBarTools';

const SLOW = { timeout: 30_000 };

const DATOS: Notificaciones = {
  comunicados: {
    total: 12,
    data: [
      { id: 7, titulo: 'Cierre de la oficina por festividad', tipo_noticia_texto: 'Comunicado', fecha_publicacion: '2026-11-15', enlace: '/public-comunicados' },
      { id: 3, titulo: 'Nueva versión de las RCP de morteros', tipo_noticia_texto: 'Noticia', fecha_publicacion: '2026-11-02', enlace: '/public-comunicados' },
    ],
  },
  tickets: {
    total: 1,
    data: [
      { id: 41, titulo: 'Unidad funcional', dapcon_id: 2, dapcon_codigo: 'DAPcon 2026-002', dv_nombre_producto: 'Mortero M-7,5', idioma_id: 1, created_at: '2026-11-20T10:00:00.000Z', actividad: 'abierta', actividad_at: '2026-11-20T10:00:00.000Z', enlace: '/tickets/41' },
    ],
  },
};
const VACIO: Notificaciones = { comunicados: { total: 0, data: [] }, tickets: { total: 0, data: [] } };

const sent = (endpoint: { id: string }) => mockRequests().filter((r) => r.endpoint === endpoint.id);
const bell = () => screen.getByTestId('notificaciones-boton');

async function renderTools(role: Role, { lang }: { lang?: 'es' | 'ca' } = {}) {
  await signInAs(role, { nombre: 'Ana', apellidos: 'Puig' });
  const events = userEvent.setup();
  renderWithPortal(<TopBarTools />, { lang });
  return events;
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the top bar for companies, consultants and verifiers', () => {
  it.each(['organizacion', 'consultor', 'verificador'] as const)('%s: the Incidencias link to /tickets and the bell with the total of both kinds', async (role) => {
    mockNotificaciones.answer = DATOS;
    await renderTools(role);
    expect(screen.getByRole('link', { name: 'Incidencias' })).toHaveAttribute('href', '/tickets');
    await waitFor(() => expect(bell()).toHaveAccessibleName('Notificaciones: 13 pendientes'), SLOW);
    expect(screen.getByTestId('notificaciones-total')).toHaveTextContent('13');
    expect(bell()).toHaveAttribute('aria-expanded', 'false');
    expect(sent(notificaciones)).toHaveLength(1);
  });

  it('opens a 380 px panel with both tabs, their counts and lists, the links, and closes on a link', async () => {
    mockNotificaciones.answer = DATOS;
    const user = await renderTools('organizacion');
    await waitFor(() => expect(bell()).toHaveAccessibleName('Notificaciones: 13 pendientes'), SLOW);
    await user.click(bell());
    const panel = await screen.findByRole('dialog', { name: 'Notificaciones' }, SLOW);
    expect(bell()).toHaveAttribute('aria-expanded', 'true');
    expect(bell()).toHaveAttribute('aria-controls', panel.id);
    expect(getComputedStyle(panel).width).toBe('380px');
    const comunicados = await within(panel).findByRole('tab', { name: 'Comunicados: 12' }, SLOW);
    expect(comunicados).toHaveAttribute('aria-selected', 'true');
    // The focus goes into the panel, on the selected tab.
    await waitFor(() => expect(comunicados).toHaveFocus());
    expect(within(panel).getByRole('tab', { name: 'Incidencias: 1' })).toBeInTheDocument();
    const lista = within(within(panel).getByRole('tabpanel', { name: 'Comunicados: 12' })).getAllByRole('listitem');
    expect(lista.map((li) => li.textContent)).toEqual(['Cierre de la oficina por festividadComunicado · Publicado el 15/11/2026', 'Nueva versión de las RCP de morterosNoticia · Publicado el 02/11/2026']);
    expect(within(lista[0]!).getByRole('link')).toHaveAttribute('href', '/public-comunicados');
    expect(within(panel).getByText('Y 10 más.')).toBeInTheDocument();
    expect(within(panel).getByRole('link', { name: 'Ver todos los comunicados' })).toHaveAttribute('href', '/public-comunicados');

    // The keyboard moves to the other tab.
    await user.keyboard('{ArrowRight}');
    const incidencias = within(panel).getByRole('tab', { name: 'Incidencias: 1' });
    await waitFor(() => expect(incidencias).toHaveAttribute('aria-selected', 'true'));
    const ticket = within(await within(panel).findByRole('tabpanel', { name: 'Incidencias: 1' })).getByRole('link', { name: /Unidad funcional/ });
    expect(ticket).toHaveAttribute('href', '/tickets/41');
    expect(ticket).toHaveTextContent('Abierta el 20/11/2026 · DAPcon 2026-002 · Mortero M-7,5');
    expect(within(panel).getByRole('link', { name: 'Ver todas las incidencias' })).toHaveAttribute('href', '/tickets');

    await user.click(ticket);
    expect(currentLocation()).toBe('/tickets/41');
    expect(screen.queryByRole('dialog', { name: 'Notificaciones' })).not.toBeInTheDocument();
  });

  it.each([
    { lang: 'es', tab: 'Incidencias: 2', detalle: ['Documento corregido el 22/11/2026 · Mortero M-7,5', 'Respuesta el 21/11/2026 · Mortero M-7,5'] },
    { lang: 'ca', tab: 'Incidències: 2', detalle: ['Document corregit el 22/11/2026 · Mortero M-7,5', 'Resposta el 21/11/2026 · Mortero M-7,5'] },
  ] as const)("says an incident's last event, a corrected document for the verifier included ($lang)", async ({ lang, tab, detalle }) => {
    const fila = (id: number, actividad: 'documento' | 'respuesta', actividad_at: string) => ({
      id,
      titulo: `Incidencia ${id}`,
      dapcon_id: 2,
      dapcon_codigo: null,
      dv_nombre_producto: 'Mortero M-7,5',
      idioma_id: 2,
      created_at: '2026-11-20T10:00:00.000Z',
      actividad,
      actividad_at,
      enlace: `/tickets/${id}`,
    });
    mockNotificaciones.answer = { comunicados: { total: 0, data: [] }, tickets: { total: 2, data: [fila(5, 'documento', '2026-11-22T09:00:00.000Z'), fila(6, 'respuesta', '2026-11-21T09:00:00.000Z')] } };
    const user = await renderTools('verificador', { lang });
    await waitFor(() => expect(sent(notificaciones)).toHaveLength(1), SLOW);
    await user.click(bell());
    const panel = await screen.findByRole('dialog', {}, SLOW);
    await user.click(await within(panel).findByRole('tab', { name: tab }, SLOW));
    const filas = within(await within(panel).findByRole('tabpanel', { name: tab }, SLOW)).getAllByRole('link').slice(0, 2);
    expect(filas.map((f) => f.textContent?.replace(/^Incidencia \d/, ''))).toEqual(detalle);
  });

  it('shows the empty texts of both tabs, and no count on the bell', async () => {
    mockNotificaciones.answer = VACIO;
    const user = await renderTools('consultor');
    await waitFor(() => expect(sent(notificaciones)).toHaveLength(1), SLOW);
    await waitFor(() => expect(bell()).toHaveAccessibleName('Notificaciones'), SLOW);
    expect(screen.queryByTestId('notificaciones-total')).not.toBeInTheDocument();
    await user.click(bell());
    const panel = await screen.findByRole('dialog', { name: 'Notificaciones' }, SLOW);
    expect(await within(panel).findByText('No hay comunicados disponibles.', {}, SLOW)).toBeInTheDocument();
    await user.click(within(panel).getByRole('tab', { name: 'Incidencias: 0' }));
    expect(await within(panel).findByText('No hay incidencias disponibles.')).toBeInTheDocument();
  });

  it('in Catalan', async () => {
    mockNotificaciones.answer = VACIO;
    const user = await renderTools('organizacion', { lang: 'ca' });
    expect(screen.getByRole('link', { name: 'Incidències' })).toHaveAttribute('href', '/tickets');
    await waitFor(() => expect(sent(notificaciones)).toHaveLength(1), SLOW);
    await user.click(bell());
    const panel = await screen.findByRole('dialog', { name: 'Notificacions' }, SLOW);
    expect(await within(panel).findByText('No hi ha comunicats disponibles.', {}, SLOW)).toBeInTheDocument();
    expect(within(panel).getByRole('link', { name: 'Veure tots els comunicats' })).toBeInTheDocument();
    await user.click(within(panel).getByRole('tab', { name: 'Incidències: 0' }));
    expect(await within(panel).findByText('No hi ha incidències disponibles.')).toBeInTheDocument();
    expect(within(panel).getByRole('link', { name: 'Veure totes les incidències' })).toHaveAttribute('href', '/tickets');
  });

  it('closes on Escape, giving the focus back to the bell, and on a click outside', async () => {
    mockNotificaciones.answer = DATOS;
    const user = await renderTools('verificador');
    await waitFor(() => expect(sent(notificaciones)).toHaveLength(1), SLOW);
    bell().focus();
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('dialog', { name: 'Notificaciones' }, SLOW)).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(bell()).toHaveFocus();
    await user.click(bell());
    expect(await screen.findByRole('dialog', { name: 'Notificaciones' }, SLOW)).toBeInTheDocument();
    await user.click(document.body);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('shows 99+ beyond 99', async () => {
    mockNotificaciones.answer = { ...DATOS, comunicados: { ...DATOS.comunicados, total: 120 } };
    await renderTools('organizacion');
    await waitFor(() => expect(screen.getByTestId('notificaciones-total')).toHaveTextContent('99+'), SLOW);
    expect(bell()).toHaveAccessibleName('Notificaciones: 121 pendientes');
  });

  it('says so when they cannot be read, and reads them again on Reintentar', async () => {
    let falla = true;
    mockServer.use(
      mockEndpoint(notificaciones, () => {
        if (falla) throw mockError(500, 'Error del servidor');
        return DATOS;
      }),
    );
    const user = await renderTools('organizacion');
    await waitFor(() => expect(sent(notificaciones)).toHaveLength(1), SLOW);
    await user.click(bell());
    const panel = await screen.findByRole('dialog', { name: 'Notificaciones' }, SLOW);
    expect(await within(panel).findByText('No se han podido cargar las notificaciones.', {}, SLOW)).toBeInTheDocument();
    falla = false;
    await user.click(within(panel).getByRole('button', { name: 'Reintentar' }));
    expect(await within(panel).findByRole('tab', { name: 'Comunicados: 12' }, SLOW)).toBeInTheDocument();
  });

  it('reads them again when a communication is archived on the home (mf-contenidos invalidates them on the shared cache)', async () => {
    await signInAs('organizacion');
    const events = userEvent.setup();
    renderWithPortal(
      <>
        <TopBarTools />
        <ComunicadosHomePanel />
      </>,
    );
    const [primero] = MOCK_CONTENIDOS_PUBLICOS;
    mockNotificaciones.answer = DATOS;
    await waitFor(() => expect(screen.getByTestId('notificaciones-total')).toHaveTextContent('13'), SLOW);
    const lecturas = sent(notificaciones).length;
    // What the API answers once it is archived (that it leaves the count is the API's: api/test/areas/panel/notificaciones.test.ts).
    mockNotificaciones.answer = { ...DATOS, comunicados: { ...DATOS.comunicados, total: DATOS.comunicados.total - 1 } };
    await events.click(await screen.findByRole('button', { name: `Archivar «${primero!.titulo}»` }, SLOW));
    await waitFor(() => expect(screen.getByTestId('notificaciones-total')).toHaveTextContent('12'), SLOW);
    expect(sent(notificaciones).length).toBe(lecturas + 1);
  });

  it('reads them again every interval while the page is visible, not while it is hidden', async () => {
    mockNotificaciones.answer = DATOS;
    await signInAs('organizacion');
    renderWithPortal(<NotificacionesMenu refrescoMs={60} />);
    await waitFor(() => expect(sent(notificaciones).length).toBeGreaterThanOrEqual(3), SLOW);

    const visibility = vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    act(() => void document.dispatchEvent(new Event('visibilitychange')));
    await new Promise((r) => setTimeout(r, 80));
    const oculta = sent(notificaciones).length;
    await new Promise((r) => setTimeout(r, 400));
    expect(sent(notificaciones).length).toBe(oculta);

    visibility.mockReturnValue('visible');
    act(() => void document.dispatchEvent(new Event('visibilitychange')));
    await waitFor(() => expect(sent(notificaciones).length).toBeGreaterThan(oculta + 1), SLOW);
  });

  it('a change elsewhere that invalidates them shows at once', async () => {
    mockNotificaciones.answer = DATOS;
    await renderTools('organizacion');
    await waitFor(() => expect(screen.getByTestId('notificaciones-total')).toHaveTextContent('13'), SLOW);
    mockNotificaciones.answer = VACIO;
    await act(() => invalidate(notificaciones));
    await waitFor(() => expect(screen.queryByTestId('notificaciones-total')).not.toBeInTheDocument(), SLOW);
  });
});

describe('the administration module', () => {
  it.each(['admin_ares', 'admin_caateeb'] as const)('%s: no bell, no Incidencias link, no request for notifications', async (role) => {
    await renderTools(role);
    await waitFor(() => expect(sent(estadoForo)).toHaveLength(1), SLOW);
    expect(screen.queryByTestId('notificaciones-boton')).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Incidencias' })).not.toBeInTheDocument();
    expect(sent(notificaciones)).toHaveLength(0);
  });
});

describe('the forum link', () => {
  it.each(['verificador', 'admin_ares', 'admin_caateeb'] as const)('%s: hidden while the API has no forum (asked once)', async (role) => {
    await renderTools(role);
    await waitFor(() => expect(sent(estadoForo)).toHaveLength(1), SLOW);
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.queryByTestId('foro-enlace')).not.toBeInTheDocument();
  });

  it.each(['organizacion', 'consultor'] as const)('%s: never offered, never asked', async (role) => {
    mockForo.disponible = true;
    await renderTools(role);
    await waitFor(() => expect(sent(notificaciones)).toHaveLength(1), SLOW);
    expect(screen.queryByTestId('foro-enlace')).not.toBeInTheDocument();
    expect(sent(estadoForo)).toHaveLength(0);
  });

  it('with a forum: opens a new tab, cut from this page, and sends it to the forum address with its token', async () => {
    mockForo.disponible = true;
    const pestana = { opener: {} as unknown, location: { replace: vi.fn() }, close: vi.fn() };
    const open = vi.spyOn(window, 'open').mockReturnValue(pestana as unknown as Window);
    const user = await renderTools('verificador');
    const foro = await screen.findByRole('button', { name: 'Foro (se abre en una pestaña nueva)' }, SLOW);
    expect(foro).toHaveTextContent('Foro');
    await user.click(foro);
    expect(open).toHaveBeenCalledWith('about:blank', '_blank');
    expect(pestana.opener).toBeNull();
    await waitFor(() => expect(pestana.location.replace).toHaveBeenCalledWith(`${MOCK_FORO_URL}?token=mock-foro-token`), SLOW);
    expect(sent(enlaceForo)).toHaveLength(1);
    expect(sent(estadoForo)).toHaveLength(1);
  });

  it('closes the new tab and says so when the link cannot be had', async () => {
    mockForo.disponible = true;
    mockServer.use(mockEndpoint(enlaceForo, () => { throw mockError(404, 'No encontrado'); }));
    const pestana = { opener: {} as unknown, location: { replace: vi.fn() }, close: vi.fn() };
    vi.spyOn(window, 'open').mockReturnValue(pestana as unknown as Window);
    const reported: FeedbackEvent[] = [];
    const stop = feedback.subscribe((event) => reported.push(event));
    const user = await renderTools('admin_ares', { lang: 'ca' });
    await user.click(await screen.findByRole('button', { name: "Fòrum (s'obre en una pestanya nova)" }, SLOW));
    await waitFor(() => expect(pestana.close).toHaveBeenCalled(), SLOW);
    expect(pestana.location.replace).not.toHaveBeenCalled();
    expect(reported).toHaveLength(1);
    stop();
  });
});
