import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { toDisplayDate } from '@dapcon/contract/core';
import { contenidosPublic, imagenContenido, ocultarComunicado } from '@dapcon/contract/contenidos';
import { MOCK_CONTENIDOS_PUBLICOS, mockEndpoint, mockError, mockRequests } from '@dapcon/mocks';
import { mockServer } from '@dapcon/mocks/node';
import { feedback, type FeedbackEvent, type Lang } from '@dapcon/shared-sdk';
import { renderWithPortal, signInAs } from '../../../../config/test-utils';
import ComunicadosHomePanel from '../../ComunicadosHome';

const SLOW = { timeout: 30_000 };

/** The mock's contents (mocks/src/contenidos-publico.ts), newest first: 2 a short notice, 1 a news item whose short description is 257 characters, 4 an event. */
const [CIERRE, RCP, JORNADA] = MOCK_CONTENIDOS_PUBLICOS as [(typeof MOCK_CONTENIDOS_PUBLICOS)[number], (typeof MOCK_CONTENIDOS_PUBLICOS)[number], (typeof MOCK_CONTENIDOS_PUBLICOS)[number]];

const sent = (endpoint: { id: string }) => mockRequests().filter((r) => r.endpoint === endpoint.id);
const queryOf = (path: string | undefined) => new URL(path ?? '', 'http://portal.test').searchParams;
const cards = () => screen.queryAllByRole('article');
const titles = () => cards().map((card) => within(card).getByRole('heading', { level: 3 }).textContent);
const card = (titulo: string) => screen.getByRole('article', { name: titulo });

let reported: FeedbackEvent[];
beforeEach(() => {
  reported = [];
  return feedback.subscribe((event) => reported.push(event));
});

async function open(lang: Lang = 'es', onArchived?: (id: number) => void) {
  await signInAs('organizacion');
  const user = userEvent.setup();
  renderWithPortal(<ComunicadosHomePanel onArchived={onArchived} />, { lang });
  return user;
}

describe("mf-contenidos's communications panel of the homes (./ComunicadosHome)", () => {
  it('asks for the contents the reader has not archived and shows each, newest first, with its type and day', async () => {
    await open();
    expect(screen.getByRole('heading', { level: 2, name: 'Comunicados' })).toBeInTheDocument();
    await waitFor(() => expect(titles()).toEqual([CIERRE.titulo, RCP.titulo, JORNADA.titulo]), SLOW);
    const [request] = sent(contenidosPublic);
    expect(queryOf(request?.path).get('ocultos')).toBe('false');
    expect(within(card(RCP.titulo)).getByText('Noticia')).toBeInTheDocument();
    expect(within(card(RCP.titulo)).getByText(toDisplayDate(RCP.fecha_publicacion))).toBeInTheDocument();
    expect(toDisplayDate(RCP.fecha_publicacion)).toBe('02/11/2026');
    expect(screen.getByRole('link', { name: 'Ver todos los comunicados' })).toHaveAttribute('href', '/public-comunicados');
  });

  it('cuts a short description longer than 200 characters at 200 plus an ellipsis, and leaves shorter ones whole', async () => {
    await open();
    await waitFor(() => expect(cards()).toHaveLength(3), SLOW);
    expect(RCP.descripcion_corta.length).toBeGreaterThan(200);
    const cut = within(card(RCP.titulo)).getByTestId('descripcion-corta').textContent ?? '';
    expect(cut).toBe(`${RCP.descripcion_corta.slice(0, 200).trimEnd()}…`);
    expect(Array.from(cut)).toHaveLength(201);
    expect(within(card(CIERRE.titulo)).getByTestId('descripcion-corta')).toHaveTextContent(CIERRE.descripcion_corta);
    expect(within(card(CIERRE.titulo)).getByTestId('descripcion-corta').textContent?.endsWith('…')).toBe(false);
  });

  it("shows a news item's image, read with the session's token, at most 300 px high; a content without one asks for none", async () => {
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:test/imagen');
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
    await open();
    const image = await within(await screen.findByRole('article', { name: RCP.titulo }, SLOW)).findByTestId('imagen-contenido', {}, SLOW);
    expect(image).toHaveAttribute('src', 'blob:test/imagen');
    expect(getComputedStyle(image).maxHeight).toBe('300px');
    expect(sent(imagenContenido).map((r) => r.path)).toEqual([`/api/contenidos-web/${RCP.id}/imagen`]);
    expect(sent(imagenContenido)[0]?.headers.get('Authorization')).toMatch(/^Bearer /);
    expect(within(card(CIERRE.titulo)).queryByTestId('imagen-contenido')).not.toBeInTheDocument();
  });

  it('archives one: the list is read again, the server’s words show, and the host hears of it', async () => {
    const onArchived = vi.fn();
    const user = await open('es', onArchived);
    await waitFor(() => expect(cards()).toHaveLength(3), SLOW);
    const reads = sent(contenidosPublic).length;
    await user.click(within(card(CIERRE.titulo)).getByRole('button', { name: `Archivar «${CIERRE.titulo}»` }));
    // That it then leaves the panel is the API's answer (Contenidos.api.test.tsx).
    await waitFor(() => expect(sent(contenidosPublic).length).toBeGreaterThan(reads), SLOW);
    expect(sent(ocultarComunicado).map((r) => queryOf(r.path).get('id'))).toEqual([String(CIERRE.id)]);
    expect(sent(contenidosPublic).length).toBeGreaterThan(reads);
    expect(queryOf(sent(contenidosPublic).at(-1)?.path).get('ocultos')).toBe('false');
    expect(screen.getByRole('status')).toHaveTextContent('El comunicado se ha archivado.');
    expect(onArchived).toHaveBeenCalledWith(CIERRE.id);
    expect(reported).toEqual([]);
  });

  it('says so when every one is archived, or there is none', async () => {
    mockServer.use(mockEndpoint(contenidosPublic, () => ({ data: [], total: 0, per_page: 20, current_page: 1 })));
    await open();
    expect(await screen.findByText('No hay comunicados disponibles.', {}, SLOW)).toBeInTheDocument();
  });

  it('opens a content whole with Leer más: its long description and its files', async () => {
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:test/imagen');
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
    const user = await open();
    await waitFor(() => expect(cards()).toHaveLength(3), SLOW);
    await user.click(within(card(RCP.titulo)).getByRole('button', { name: `Leer más «${RCP.titulo}»` }));
    const dialog = await screen.findByRole('dialog', { name: RCP.titulo }, SLOW);
    expect(await within(dialog).findByTestId('contenido-html', {}, SLOW)).toHaveTextContent(RCP.descripcion_corta);
    expect(within(dialog).getByRole('button', { name: `Descargar «${RCP.archivos[0]?.titulo}»` })).toBeInTheDocument();
    await user.click(within(dialog).getAllByRole('button', { name: 'Cerrar' })[0] as HTMLElement);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(cards()).toHaveLength(3);
  });

  it('reports a failure to archive and keeps the content', async () => {
    mockServer.use(
      mockEndpoint(ocultarComunicado, () => {
        throw mockError(500, 'Error interno del servidor.');
      }),
    );
    const onArchived = vi.fn();
    const user = await open('es', onArchived);
    await waitFor(() => expect(cards()).toHaveLength(3), SLOW);
    await user.click(within(card(JORNADA.titulo)).getByRole('button', { name: `Archivar «${JORNADA.titulo}»` }));
    await waitFor(() => expect(reported).toEqual([expect.objectContaining({ kind: 'error', status: 500 })]));
    expect(cards()).toHaveLength(3);
    expect(onArchived).not.toHaveBeenCalled();
  });

  it('shows what happened when the list cannot be read, and Reintentar reads it again', async () => {
    mockServer.use(
      mockEndpoint(contenidosPublic, () => {
        throw mockError(500, 'Error interno del servidor.');
      }),
    );
    const user = await open();
    expect(await screen.findByText('No se pudo cargar la info', {}, SLOW)).toBeInTheDocument();
    await waitFor(() => expect(reported).toEqual([expect.objectContaining({ kind: 'error', status: 500 })]));
    mockServer.resetHandlers();
    await user.click(screen.getByRole('button', { name: 'Reintentar' }));
    await waitFor(() => expect(cards()).toHaveLength(3), SLOW);
  });

  it('speaks Catalan', async () => {
    mockServer.use(mockEndpoint(contenidosPublic, () => ({ data: [], total: 0, per_page: 20, current_page: 1 })));
    await open('ca');
    expect(screen.getByRole('heading', { level: 2, name: 'Comunicats' })).toBeInTheDocument();
    expect(await screen.findByText('No hi ha comunicats disponibles.', {}, SLOW)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Veure tots els comunicats' })).toBeInTheDocument();
  });
});
