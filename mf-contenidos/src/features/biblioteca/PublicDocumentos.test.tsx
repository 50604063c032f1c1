// /public-documentos on the mock API's fixtures (mocks/src/contenidos-biblioteca.ts: the published
// documents, whoever asks; which a profile sees is the API's, Contenidos.api.test.tsx): the types with
// the counts the server gives, the first with documents chosen, a type chosen and the search kept in the URL, the table (title, description,
// download; a link opens a new tab), the download's dated name, a failed read, in Spanish and Catalan.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { calendarDay, MSG } from '@dapcon/contract/core';
import { descargarDocumentoBiblioteca, documentosPublicos, tiposDocumentoPublicos } from '@dapcon/contract/contenidos';
import { mockEndpoint, mockError, mockRequests } from '@dapcon/mocks';
import { mockServer } from '@dapcon/mocks/node';
import type { Role } from '@dapcon/shared-sdk';
import { AreaRoutes } from '@dapcon/shared-ui';
import { currentLocation, renderWithPortal, signInAs } from '../../../../config/test-utils';
import { PublicDocumentos } from './PublicDocumentos';

const SLOW = { timeout: 30_000 };
const sent = (endpoint: { id: string }) => mockRequests().filter((r) => r.endpoint === endpoint.id);
const tipos = () => screen.getByRole('navigation', { name: /^Tipos de documento|^Tipus de document/ });
/** Each type's button as it reads: its name and count. */
const tiposLeidos = () => within(tipos()).getAllByRole('button').map((b) => b.getAttribute('aria-label'));
const table = () => screen.getByRole('table');
const rows = () => within(table()).getAllByRole('row').slice(1).filter((row) => !row.hasAttribute('data-skeleton'));
const titles = () => rows().map((row) => within(row).getAllByRole('cell')[0]?.textContent);

async function open(role: Role, route = '/public-documentos', lang: 'es' | 'ca' = 'es') {
  await signInAs(role);
  const user = userEvent.setup();
  renderWithPortal(<AreaRoutes routes={[{ path: '/public-documentos', title: 'Documentos', element: <PublicDocumentos /> }]} />, { route, lang });
  await waitFor(() => expect(within(tipos()).getAllByRole('button').length).toBeGreaterThan(0), SLOW);
  return user;
}

describe('PublicDocumentos (/public-documentos)', () => {
  beforeEach(() => {
    vi.restoreAllMocks();
  });

  it('shows the types with the counts the server gives, the first with documents chosen', async () => {
    await open('organizacion');
    expect(screen.getByRole('heading', { level: 1, name: 'Documentos' })).toBeInTheDocument();
    expect(tiposLeidos()).toEqual([
      'Guías y manuales 3 documentos',
      'Normativa y reglamento del programa 2 documentos',
      'Reglas de categoría de producto (RCP) 1 documentos',
      'Formularios y plantillas 2 documentos',
      'Presentaciones y jornadas 1 documentos',
      'Logotipos e identidad DAPcon 0 documentos',
    ]);
    expect(within(tipos()).getByRole('button', { current: 'page' })).toHaveAccessibleName('Guías y manuales 3 documentos');
    expect(screen.getByRole('heading', { level: 2, name: 'Guías y manuales' })).toBeInTheDocument();
    await waitFor(() => expect(titles()).toEqual(['Guía para redactar una DAP con la RCP 100', 'ECO Platform: declaraciones verificadas', 'Manual del verificador']));
    expect(within(table()).getAllByRole('columnheader').map((h) => h.textContent?.trim())).toEqual(['Título', 'Descripción', 'Descarga']);
    expect(table()).toHaveAccessibleName('Documentos: Guías y manuales');
    const [fila] = rows();
    expect(within(fila as HTMLElement).getByText(/descripción del documento/)).toBeInTheDocument();
    expect(within(fila as HTMLElement).getByRole('button', { name: 'Descargar «Guía para redactar una DAP con la RCP 100»' })).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Buscar título, descripción' })).toBeInTheDocument();
  });

  it('opens another type from the URL or the list, a link in a new tab', async () => {
    const user = await open('organizacion');
    await user.click(within(tipos()).getByRole('button', { name: /^Reglas de categoría/ }));
    await waitFor(() => expect(currentLocation()).toBe('/public-documentos?tipo=doc_rcp'));
    await waitFor(() => expect(titles()).toEqual(['RCP 100: productos de construcción en general']));
    const abrir = within(table()).getByRole('link', { name: 'Abrir enlace «RCP 100: productos de construcción en general» (en una pestaña nueva)' });
    expect(abrir).toHaveAttribute('href', 'https://www.dapcon.example/rcp/100');
    expect(abrir).toHaveAttribute('target', '_blank');
    expect(abrir).toHaveAttribute('rel', 'noopener noreferrer');
    expect(sent(documentosPublicos).map((r) => r.path)).toEqual(['/api/biblioteca-documentos-public/doc_guias?page=1', '/api/biblioteca-documentos-public/doc_rcp?page=1']);
    // A type with none of its documents.
    await user.click(within(tipos()).getByRole('button', { name: /^Logotipos/ }));
    expect(await screen.findByText('No hay documentos de este tipo.')).toBeInTheDocument();
  });

  it('searches the chosen type, the text kept in the URL', async () => {
    const user = await open('verificador', '/public-documentos?tipo=doc_guias');
    await waitFor(() => expect(rows()).toHaveLength(3));
    await user.type(screen.getByRole('searchbox', { name: 'Buscar título, descripción' }), 'manual');
    await user.click(screen.getByRole('button', { name: 'Buscar' }));
    await waitFor(() => expect(currentLocation()).toBe('/public-documentos?tipo=doc_guias&magic=manual'));
    await waitFor(() => expect(sent(documentosPublicos).at(-1)?.path).toBe('/api/biblioteca-documentos-public/doc_guias?magic=manual&page=1'));
    // What a search finds is the API's: here, none.
    mockServer.use(mockEndpoint(documentosPublicos, () => ({ data: [], total: 0, per_page: 10, current_page: 1 })));
    const search = screen.getByRole('searchbox', { name: 'Buscar título, descripción' });
    await user.clear(search);
    await user.type(search, 'inexistente{Enter}');
    expect(await screen.findByText('Ningún documento de este tipo contiene «inexistente».')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Limpiar' }));
    await waitFor(() => expect(currentLocation()).toBe('/public-documentos?tipo=doc_guias'));
  });

  it('downloads a document under its dated name', async () => {
    const saved: string[] = [];
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:test/1');
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    const user = await open('organizacion');
    await user.click(await screen.findByRole('button', { name: 'Descargar «Guía para redactar una DAP con la RCP 100»' }, SLOW));
    await waitFor(() => expect(saved).toEqual([`${calendarDay(new Date())}_guia_para_redactar_una_dap_con_la_rcp_100.pdf`]));
    expect(sent(descargarDocumentoBiblioteca).map((r) => r.path)).toEqual(['/api/biblioteca-documentos/2/descargar']);
  });

  it('says so when there is nothing for the reader', async () => {
    mockServer.use(mockEndpoint(tiposDocumentoPublicos, () => []));
    await signInAs('consultor');
    renderWithPortal(<AreaRoutes routes={[{ path: '/public-documentos', title: 'Documentos', element: <PublicDocumentos /> }]} />, { route: '/public-documentos' });
    expect(await screen.findByText('Todavía no hay documentos publicados para usted.', {}, SLOW)).toBeInTheDocument();
  });

  it("says the documents could not be read when their read fails, not that there are none", async () => {
    mockServer.use(
      mockEndpoint(documentosPublicos, () => {
        throw mockError(500, MSG.errorServidor);
      }),
    );
    await open('organizacion');
    expect(await within(table()).findByText('No se pudo cargar la info', {}, SLOW)).toBeInTheDocument();
    expect(within(table()).queryByText('No hay documentos de este tipo.')).toBeNull();
  });

  it('speaks Catalan', async () => {
    await open('consultor', '/public-documentos', 'ca');
    expect(screen.getByRole('heading', { level: 1, name: 'Documents' })).toBeInTheDocument();
    expect(tiposLeidos()[0]).toBe('Guies i manuals 3 documents');
    await waitFor(() => expect(rows().length).toBe(3));
    expect(within(table()).getAllByRole('columnheader').map((h) => h.textContent?.trim())).toEqual(['Títol', 'Descripció', 'Baixada']);
    expect(screen.getByRole('searchbox', { name: 'Cercar títol, descripció' })).toBeInTheDocument();
    expect(within(table()).getAllByRole('button', { name: /^Descarregar «/ }).length + within(table()).getAllByRole('link', { name: /^Obrir l'enllaç/ }).length).toBe(3);
  });
});
