import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { calendarDay } from '@dapcon/contract/core';
import { contarDocumentosResaltados, descargarDocumentoBiblioteca, documentosResaltados } from '@dapcon/contract/contenidos';
import { MOCK_BIBLIOTECA, mockEndpoint, mockError, mockRequests } from '@dapcon/mocks';
import { mockServer } from '@dapcon/mocks/node';
import { feedback, type FeedbackEvent, type Lang, type Role } from '@dapcon/shared-sdk';
import { currentLocation, renderWithPortal, signInAs } from '../../../../config/test-utils';
import DocumentosResaltadosPanel from '../../DocumentosResaltados';

const SLOW = { timeout: 30_000 };
/** What the mock's library (mocks/src/contenidos-biblioteca.ts) highlights, whoever asks, the newest first (which a profile sees is the API's: Contenidos.api.test.tsx). */
const resaltados = () => MOCK_BIBLIOTECA.filter((d) => d.estado === 'Publicado' && d.es_resaltado);

const sent = (endpoint: { id: string }) => mockRequests().filter((r) => r.endpoint === endpoint.id);
const queryOf = (path: string | undefined) => new URL(path ?? '', 'http://portal.test').searchParams;
const dialog = () => screen.getByRole('dialog', { name: /^Documentos destacados|^Documents destacats/ });
const rows = () => within(within(dialog()).getByRole('table')).getAllByRole('row').slice(1).filter((r) => within(r).queryAllByRole('cell').length > 1);
const titles = () => rows().map((r) => within(r).getAllByRole('cell')[0]?.querySelector('span')?.textContent);

let reported: FeedbackEvent[];
beforeEach(() => {
  reported = [];
  return feedback.subscribe((event) => reported.push(event));
});

async function open(role: 'organizacion' | 'consultor' | 'verificador' = 'organizacion', lang: Lang = 'es') {
  await signInAs(role as Role);
  const user = userEvent.setup();
  renderWithPortal(<DocumentosResaltadosPanel />, { route: '/', lang });
  return user;
}

describe("mf-contenidos's highlighted documents of the homes (./DocumentosResaltados)", () => {
  it.each(['organizacion', 'consultor', 'verificador'] as const)('shows a %s the count the server gives on its button', async (role) => {
    await open(role);
    const total = resaltados().length;
    expect(total).toBeGreaterThan(0);
    const button = await screen.findByRole('button', { name: `Documentos destacados ${total}` }, SLOW);
    expect(within(button).getByTestId('resaltados-total')).toHaveTextContent(String(total));
    expect(sent(contarDocumentosResaltados)).toHaveLength(1);
    // The list waits for the button.
    expect(sent(documentosResaltados)).toHaveLength(0);
  });

  it('shows the count the server gives, none while it has not answered', async () => {
    mockServer.use(mockEndpoint(contarDocumentosResaltados, () => ({ total: 17 })));
    await open();
    expect(screen.getByRole('button', { name: 'Documentos destacados' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Documentos destacados 17' }, SLOW)).toBeInTheDocument();
  });

  it("opens the reader's highlighted documents, searches them and downloads one under its dated name; the page's URL stays", async () => {
    const saved: string[] = [];
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:test/1');
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    const user = await open('organizacion');
    const esperados = resaltados();
    await user.click(await screen.findByRole('button', { name: `Documentos destacados ${esperados.length}` }, SLOW));
    await waitFor(() => expect(titles()).toEqual(esperados.map((d) => d.titulo)), SLOW);
    expect(within(dialog()).getAllByRole('columnheader').map((h) => h.textContent?.trim())).toEqual(['Título', 'Tipo de documento', 'Fecha', 'Documento']);

    await user.type(within(dialog()).getByRole('textbox', { name: 'Buscar título, descripción' }), 'reglamento{Enter}');
    await waitFor(() => expect(queryOf(sent(documentosResaltados).at(-1)?.path).get('magic')).toBe('reglamento'), SLOW);

    await user.click(within(dialog()).getByRole('button', { name: 'Descargar «Reglamento del programa DAPcon»' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]).toMatch(new RegExp(`^${calendarDay(new Date())}_`));
    expect(sent(descargarDocumentoBiblioteca).map((r) => r.path)).toEqual(['/api/biblioteca-documentos/1/descargar']);
    expect(currentLocation()).toBe('/');
    expect(reported).toEqual([]);
  });

  it('offers a link to open in another tab, never to download', async () => {
    const user = await open('verificador');
    const esperados = resaltados();
    const enlace = esperados.find((d) => d.tipo === 'enlace');
    expect(enlace?.link).toBeTruthy();
    await user.click(await screen.findByRole('button', { name: `Documentos destacados ${esperados.length}` }, SLOW));
    await waitFor(() => expect(titles()).toEqual(esperados.map((d) => d.titulo)), SLOW);
    const link = within(dialog()).getByRole('link', { name: `Abrir enlace «${enlace?.titulo}» (en otra pestaña)` });
    expect(link).toHaveAttribute('href', enlace?.link);
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(within(dialog()).queryByRole('button', { name: `Descargar «${enlace?.titulo}»` })).not.toBeInTheDocument();
  });

  it('says so when there is none', async () => {
    mockServer.use(
      mockEndpoint(contarDocumentosResaltados, () => ({ total: 0 })),
      mockEndpoint(documentosResaltados, () => ({ data: [], total: 0, per_page: 20, current_page: 1 })),
    );
    const user = await open();
    await user.click(await screen.findByRole('button', { name: 'Documentos destacados 0' }, SLOW));
    expect(await within(dialog()).findByText('No hay documentos destacados.', {}, SLOW)).toBeInTheDocument();
  });

  it('reports a count that cannot be read, and the button still opens the list', async () => {
    mockServer.use(
      mockEndpoint(contarDocumentosResaltados, () => {
        throw mockError(500, 'Error interno del servidor.');
      }),
    );
    const user = await open();
    await waitFor(() => expect(reported).toEqual([expect.objectContaining({ kind: 'error', status: 500 })]), SLOW);
    await user.click(screen.getByRole('button', { name: 'Documentos destacados' }));
    await waitFor(() => expect(titles()).toEqual(resaltados().map((d) => d.titulo)), SLOW);
  });

  it('speaks Catalan', async () => {
    const user = await open('consultor', 'ca');
    const esperados = resaltados();
    await user.click(await screen.findByRole('button', { name: `Documents destacats ${esperados.length}` }, SLOW));
    await waitFor(() => expect(titles()).toHaveLength(esperados.length), SLOW);
    expect(within(dialog()).getAllByRole('columnheader').map((h) => h.textContent?.trim())).toEqual(['Títol', 'Tipus de document', 'Data', 'Document']);
    expect(within(dialog()).getByRole('textbox', { name: 'Cercar títol, descripció' })).toBeInTheDocument();
    expect(within(dialog()).getAllByRole('button', { name: /^Descarregar «/ }).length).toBeGreaterThan(0);
  });
});
