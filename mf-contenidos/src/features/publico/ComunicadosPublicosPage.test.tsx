import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { calendarDay, toDisplayDate } from '@dapcon/contract/core';
import { contenidosPublic, descargarArchivoContenido, imagenContenido } from '@dapcon/contract/contenidos';
import { MOCK_CONTENIDOS_PUBLICOS, mockEndpoint, mockError, mockRequests } from '@dapcon/mocks';
import { mockServer } from '@dapcon/mocks/node';
import { feedback, type FeedbackEvent, type Lang } from '@dapcon/shared-sdk';
import { AreaRoutes } from '@dapcon/shared-ui';
import { currentLocation, renderWithPortal, signInAs } from '../../../../config/test-utils';
import { ComunicadosPublicosPage } from './ComunicadosPublicosPage';

const SLOW = { timeout: 30_000 };

/** The mock's contents (mocks/src/contenidos-publico.ts), newest first. */
const [CIERRE, RCP, JORNADA] = MOCK_CONTENIDOS_PUBLICOS as [(typeof MOCK_CONTENIDOS_PUBLICOS)[number], (typeof MOCK_CONTENIDOS_PUBLICOS)[number], (typeof MOCK_CONTENIDOS_PUBLICOS)[number]];

const sent = (endpoint: { id: string }) => mockRequests().filter((r) => r.endpoint === endpoint.id);
const queryOf = (path: string | undefined) => new URL(path ?? '', 'http://portal.test').searchParams;
const table = () => screen.getByRole('table');
const rows = () => within(table()).getAllByRole('row').slice(1).filter((row) => within(row).queryAllByRole('button').length > 0);
const cells = (row: HTMLElement) => within(row).getAllByRole('cell').map((c) => c.textContent?.trim());
const row = (titulo: string) => rows().find((r) => r.textContent?.includes(titulo)) ?? document.body;

let reported: FeedbackEvent[];
beforeEach(() => {
  reported = [];
  return feedback.subscribe((event) => reported.push(event));
});

async function open(route = '/public-comunicados', lang: Lang = 'es') {
  await signInAs('organizacion');
  const user = userEvent.setup();
  renderWithPortal(<AreaRoutes routes={[{ path: '/public-comunicados', title: 'Comunicados', element: <ComunicadosPublicosPage /> }]} />, { route, lang });
  return user;
}

describe('/public-comunicados', () => {
  it('lists every content published for the reader: title, short description whole, publication day and the document button', async () => {
    await open();
    expect(screen.getByRole('heading', { level: 1, name: 'Comunicados' })).toBeInTheDocument();
    await waitFor(() => expect(rows()).toHaveLength(3), SLOW);
    expect(within(table()).getAllByRole('columnheader').map((h) => h.textContent?.trim())).toEqual(['Título', 'Descripción corta', 'Fecha de publicación', 'Documento']);
    expect(rows().map((r) => cells(r).slice(0, 3))).toEqual(
      [CIERRE, RCP, JORNADA].map((c) => [c.titulo, c.descripcion_corta, toDisplayDate(c.fecha_publicacion)]),
    );
    expect(cells(row(CIERRE.titulo))[2]).toBe('15/11/2026');
    // Not the homes' cut: the list shows the short description whole.
    expect(cells(row(RCP.titulo))[1]?.endsWith('…')).toBe(false);
    // Archived or not: this list asks for all of them.
    expect(queryOf(sent(contenidosPublic)[0]?.path).has('ocultos')).toBe(false);
    expect(within(table()).getByRole('button', { name: `Ver el comunicado «${RCP.titulo}»` })).toBeInTheDocument();
  });

  it('searches title and description: the URL and the request carry it, Limpiar drops it; nothing found says so', async () => {
    const user = await open();
    await waitFor(() => expect(rows()).toHaveLength(3), SLOW);
    const search = screen.getByRole('textbox', { name: 'Buscar título, descripción' });
    await user.type(search, 'equivalencias{Enter}');
    await waitFor(() => expect(currentLocation()).toBe('/public-comunicados?magic=equivalencias'));
    await waitFor(() => expect(queryOf(sent(contenidosPublic).at(-1)?.path).get('magic')).toBe('equivalencias'), SLOW);
    // What a search finds is the API's: here, nothing for 'inexistente'.
    mockServer.use(
      mockEndpoint(contenidosPublic, (input) =>
        input.query.magic === 'inexistente' ? { data: [], total: 0, per_page: 20, current_page: 1 } : { data: [...MOCK_CONTENIDOS_PUBLICOS], total: 3, per_page: 20, current_page: 1 },
      ),
    );
    await user.clear(search);
    await user.type(search, 'inexistente{Enter}');
    expect(await screen.findByText('No es van trobar resultats', {}, SLOW)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Limpiar' }));
    await waitFor(() => expect(currentLocation()).toBe('/public-comunicados'));
    await waitFor(() => expect(rows()).toHaveLength(3), SLOW);
  });

  it('opens with the search of its URL and sorts by title', async () => {
    const user = await open('/public-comunicados?magic=oficina');
    await waitFor(() => expect(rows()).toHaveLength(3), SLOW);
    expect(queryOf(sent(contenidosPublic)[0]?.path).get('magic')).toBe('oficina');
    expect(screen.getByRole('textbox', { name: 'Buscar título, descripción' })).toHaveValue('oficina');
    await user.click(screen.getByRole('button', { name: 'Limpiar' }));
    await waitFor(() => expect(rows()).toHaveLength(3), SLOW);
    await user.click(within(table()).getByRole('button', { name: /^Título/ }));
    await waitFor(() => expect(currentLocation()).toBe('/public-comunicados?order_by=titulo+asc'));
    expect(queryOf(sent(contenidosPublic).at(-1)?.path).get('order_by')).toBe('titulo asc');
  });

  it('marks the contents the reader archived from its home', async () => {
    // Which the reader archived is the API's (Contenidos.api.test.tsx): here, the event.
    mockServer.use(mockEndpoint(contenidosPublic, () => ({ data: MOCK_CONTENIDOS_PUBLICOS.map((c) => ({ ...c, oculto: c.id === JORNADA.id })), total: 3, per_page: 20, current_page: 1 })));
    await open();
    await waitFor(() => expect(rows()).toHaveLength(3), SLOW);
    expect(within(row(JORNADA.titulo)).getByTestId('archivado')).toHaveTextContent('Archivado');
    expect(within(row(CIERRE.titulo)).queryByTestId('archivado')).not.toBeInTheDocument();
  });

  it('opens a content whole: title, type, day, image, long description and its files, each downloaded under its dated name', async () => {
    const saved: string[] = [];
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:test/1');
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    const user = await open();
    await waitFor(() => expect(rows()).toHaveLength(3), SLOW);
    await user.click(within(row(RCP.titulo)).getByRole('button', { name: `Ver el comunicado «${RCP.titulo}»` }));
    const dialog = await screen.findByRole('dialog', { name: RCP.titulo }, SLOW);
    expect(await within(dialog).findByText('Publicado el 02/11/2026', {}, SLOW)).toBeInTheDocument();
    expect(within(dialog).getByText('Noticia')).toBeInTheDocument();
    expect(within(dialog).getByTestId('contenido-html').innerHTML).toBe(RCP.descripcion_larga);
    expect(await within(dialog).findByTestId('imagen-contenido', {}, SLOW)).toHaveAttribute('src', 'blob:test/1');
    expect(sent(imagenContenido).map((r) => r.path)).toEqual([`/api/contenidos-web/${RCP.id}/imagen`]);
    const archivo = RCP.archivos[0] ?? { id: 0, titulo: '', archivo: '' };
    expect(within(dialog).getByRole('heading', { level: 3, name: 'Archivos' })).toBeInTheDocument();
    expect(within(dialog).getByText(archivo.archivo)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: `Descargar «${archivo.titulo}»` }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(sent(descargarArchivoContenido).map((r) => r.path)).toEqual([`/api/archivos-contenido/${archivo.id}/descargar`]);
    expect(saved[0]).toMatch(new RegExp(`^${calendarDay(new Date())}_`));
    // The page's URL is the list's: the modal does not write it.
    expect(currentLocation()).toBe('/public-comunicados');
  });

  it('a content without image nor files shows neither', async () => {
    const user = await open();
    await waitFor(() => expect(rows()).toHaveLength(3), SLOW);
    await user.click(within(row(CIERRE.titulo)).getByRole('button', { name: `Ver el comunicado «${CIERRE.titulo}»` }));
    const dialog = await screen.findByRole('dialog', { name: CIERRE.titulo }, SLOW);
    expect(await within(dialog).findByTestId('contenido-html', {}, SLOW)).toBeInTheDocument();
    expect(within(dialog).queryByTestId('imagen-contenido')).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('heading', { name: 'Archivos' })).not.toBeInTheDocument();
    expect(sent(imagenContenido)).toHaveLength(0);
  });

  it('says so when nothing is published for the reader', async () => {
    mockServer.use(mockEndpoint(contenidosPublic, () => ({ data: [], total: 0, per_page: 20, current_page: 1 })));
    await open();
    expect(await screen.findByText('No hay comunicados disponibles.', {}, SLOW)).toBeInTheDocument();
  });

  it('reports a failure and says the list could not be read', async () => {
    mockServer.use(
      mockEndpoint(contenidosPublic, () => {
        throw mockError(500, 'Error interno del servidor.');
      }),
    );
    await open();
    expect(await screen.findByText('No se pudo cargar la info', {}, SLOW)).toBeInTheDocument();
    await waitFor(() => expect(reported).toEqual([expect.objectContaining({ kind: 'error', status: 500 })]));
  });

  it('speaks Catalan', async () => {
    const user = await open('/public-comunicados', 'ca');
    expect(screen.getByRole('heading', { level: 1, name: 'Comunicats' })).toBeInTheDocument();
    await waitFor(() => expect(rows()).toHaveLength(3), SLOW);
    expect(within(table()).getAllByRole('columnheader').map((h) => h.textContent?.trim())).toEqual(['Títol', 'Descripció breu', 'Data de publicació', 'Document']);
    expect(screen.getByRole('textbox', { name: 'Cercar títol, descripció' })).toBeInTheDocument();
    await user.click(within(row(RCP.titulo)).getByRole('button', { name: `Veure el comunicat «${RCP.titulo}»` }));
    const dialog = await screen.findByRole('dialog', { name: RCP.titulo }, SLOW);
    expect(await within(dialog).findByText('Publicat el 02/11/2026', {}, SLOW)).toBeInTheDocument();
    expect(within(dialog).getByRole('heading', { level: 3, name: 'Fitxers' })).toBeInTheDocument();
    expect(within(dialog).getAllByRole('button', { name: 'Tancar' }).length).toBeGreaterThan(0);
  });
});
