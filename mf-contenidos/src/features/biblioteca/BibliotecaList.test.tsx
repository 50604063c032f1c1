// /biblioteca-documentos on the mock API's fixtures (mocks/src/contenidos-biblioteca.ts): the list as
// answered, the filters and the cover checkbox in the URL and the request (what they select, and what a
// save or a delete stores, is the API's: Contenidos.api.test.tsx), the create/edit modal (a document with
// its file, a link with its address; the spec's messages), the download and the delete with its
// confirmation, in Spanish and Catalan; and the area's route.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { calendarDay } from '@dapcon/contract/core';
import {
  actualizarDocumentoBiblioteca,
  bibliotecaList,
  borrarDocumentoBiblioteca,
  crearDocumentoBiblioteca,
  descargarDocumentoBiblioteca,
} from '@dapcon/contract/contenidos';
import { MOCK_BIBLIOTECA, mockRequests } from '@dapcon/mocks';
import { feedback, type FeedbackEvent } from '@dapcon/shared-sdk';
import { AreaRoutes } from '@dapcon/shared-ui';
import { currentLocation, NOT_AVAILABLE, renderWithPortal, signInAs } from '../../../../config/test-utils';
import ContenidosRoutes from '../../routes';
import { BibliotecaList } from './BibliotecaList';

const sent = (endpoint: { id: string }) => mockRequests().filter((r) => r.endpoint === endpoint.id);
const queries = () => sent(bibliotecaList).map((r) => Object.fromEntries(new URL(r.path, 'http://portal.test').searchParams));
const table = () => screen.getByRole('table');
const rows = () => within(table()).getAllByRole('row').slice(1).filter((row) => !row.hasAttribute('data-skeleton'));
const titles = () => rows().map((row) => within(row).getAllByRole('cell')[0]?.querySelector('span')?.textContent);
const rowOf = (titulo: string) => screen.getByText(titulo, { selector: 'span' }).closest('tr') as HTMLElement;
/** The fixtures, newest first as the API sorts by default. */
const newestFirst = () => MOCK_BIBLIOTECA;
const SLOW = { timeout: 30_000 };

let reported: FeedbackEvent[];
beforeEach(async () => {
  await signInAs('admin_ares');
  reported = [];
  return feedback.subscribe((event) => reported.push(event));
});

async function open(route = '/biblioteca-documentos', lang: 'es' | 'ca' = 'es') {
  const user = userEvent.setup();
  renderWithPortal(<AreaRoutes routes={[{ path: '/biblioteca-documentos', title: 'Documentos', element: <BibliotecaList /> }]} />, { route, lang });
  await waitFor(() => expect(rows().length).toBeGreaterThan(0), SLOW);
  return user;
}

describe('BibliotecaList (/biblioteca-documentos)', () => {
  it('shows the documents the newest first, a page at a time, with their type, profiles, state and actions', async () => {
    await open();
    expect(screen.getByRole('heading', { level: 1, name: 'Documentos' })).toBeInTheDocument();
    expect(within(table()).getAllByRole('columnheader').map((h) => h.textContent?.trim())).toEqual(['Título', 'Tipo de documento', 'Estado', 'Acciones']);
    expect(titles()).toEqual(newestFirst().slice(0, 10).map((d) => d.titulo));
    expect(screen.getByRole('table', { name: 'Biblioteca de documentos' })).toBe(table());
    expect(queries()).toEqual([{ order_by: 'created_at desc', page: '1' }]);

    const borrador = rowOf('Borrador: guía de renovación de declaraciones');
    expect(within(borrador).getByTestId('estado-documento')).toHaveTextContent('Despublicado');
    expect(within(borrador).getByTestId('documento-portada')).toHaveTextContent('Portada');
    expect(within(borrador).getByText('Para: Consultores, Verificadores, Empresas')).toBeInTheDocument();
    expect(within(borrador).getByRole('button', { name: /\.pdf: descargar «Borrador: guía de renovación de declaraciones»$/ })).toHaveTextContent(/\.pdf$/);
    const enlace = rowOf('ECO Platform: declaraciones verificadas');
    expect(within(enlace).getByTestId('estado-documento')).toHaveTextContent('Publicado');
    // Named by the address it shows (WCAG 2.5.3), told to open a new tab.
    const abrir = within(enlace).getByRole('link', { name: 'https://www.eco-platform.org/ (en una pestaña nueva)' });
    expect(abrir).toHaveAttribute('href', 'https://www.eco-platform.org/');
    expect(abrir).toHaveAttribute('target', '_blank');
    expect(abrir).toHaveAttribute('rel', 'noopener noreferrer');
    expect(abrir).toHaveTextContent(/^https:\/\/www\.eco-platform\.org\//);
    expect(within(enlace).getByText(/^Enlace:/)).toBeInTheDocument();
  });

  it('keeps the filters and the cover checkbox in the URL and sends them', async () => {
    const user = await open();
    await user.click(screen.getByRole('checkbox', { name: 'Solo los de portada' }));
    await waitFor(() => expect(currentLocation()).toBe('/biblioteca-documentos?es_resaltado=true'));
    await waitFor(() => expect(queries().at(-1)).toEqual({ es_resaltado: 'true', order_by: 'created_at desc', page: '1' }));

    const filtros = screen.getByRole('form', { name: 'Filtros' });
    await user.type(within(filtros).getByRole('textbox', { name: 'Buscar' }), 'guía');
    await user.selectOptions(within(filtros).getByRole('combobox', { name: 'Tipo de documento' }), 'Guías y manuales');
    await user.selectOptions(within(filtros).getByRole('combobox', { name: 'Estado' }), 'Despublicado');
    await user.click(within(filtros).getByRole('button', { name: 'Filtrar' }));
    await waitFor(() => expect(queries().at(-1)).toMatchObject({ magic: 'guía' }));
    expect(Object.fromEntries(new URLSearchParams(currentLocation()?.split('?')[1]))).toEqual({ es_resaltado: 'true', magic: 'guía', tipo_documento: 'doc_guias', estado: 'Despublicado' });
    expect(queries().at(-1)).toEqual({ magic: 'guía', tipo_documento: 'doc_guias', estado: 'Despublicado', es_resaltado: 'true', order_by: 'created_at desc', page: '1' });

    // Sorted by title; 'Limpiar' drops every filter, the checkbox's too.
    await user.click(within(table()).getByRole('button', { name: /Título/ }));
    await user.click(within(filtros).getByRole('button', { name: 'Limpiar' }));
    await waitFor(() => expect(currentLocation()).toBe('/biblioteca-documentos?order_by=titulo+asc'));
    expect(screen.getByRole('checkbox', { name: 'Solo los de portada' })).not.toBeChecked();
  });

  it('creates a document with its file for companies: the spec’s messages first, then the multipart form', async () => {
    const user = await open();
    await user.click(screen.getByRole('button', { name: 'Nuevo documento' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nuevo documento' });
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    for (const message of ['Ingrese un título', 'Ingrese una descripción', 'Seleccione un tipo de documento.', 'Adjunte el archivo del documento.', 'Seleccione al menos un perfil']) {
      expect(await within(dialog).findByText(message)).toBeInTheDocument();
    }
    expect(sent(crearDocumentoBiblioteca)).toEqual([]);

    await user.type(within(dialog).getByRole('textbox', { name: /^Título/ }), 'Guía de etiquetado');
    await user.type(within(dialog).getByRole('textbox', { name: /^Descripción/ }), 'Cómo usar la marca DAPcon en los envases.');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: /^Tipo de documento/ }), 'Logotipos e identidad DAPcon');
    await user.upload(within(dialog).getByLabelText(/^Archivo/), new File(['%PDF-1.4'], 'etiquetado.pdf', { type: 'application/pdf' }));
    await user.click(within(dialog).getByRole('checkbox', { name: 'Empresas' }));
    await user.click(within(dialog).getByRole('checkbox', { name: 'Destacado en la portada' }));
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument(), SLOW);
    const form = sent(crearDocumentoBiblioteca)[0]?.form;
    expect(form?.get('titulo')).toBe('Guía de etiquetado');
    expect(form?.get('tipo_documento')).toBe('doc_identidad');
    expect(form?.get('tipo')).toBe('documento');
    expect(form?.getAll('perfil')).toEqual(['5']);
    expect(form?.get('es_resaltado')).toBe('1');
    expect(form?.get('estado')).toBe('Publicado');
    expect((form?.get('archivo') as File | null)?.name).toBe('etiquetado.pdf');
    expect(form?.has('link')).toBe(false);
    // The list read again (what it then holds is the API's: Contenidos.api.test.tsx).
    await waitFor(() => expect(queries().length).toBeGreaterThan(1), SLOW);
    expect(reported).toEqual([{ kind: 'success', message: 'Los datos han sido guardados correctamente' }]);
  });

  it('asks a link for a web address instead of a file', async () => {
    const user = await open();
    await user.click(screen.getByRole('button', { name: 'Nuevo documento' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nuevo documento' });
    await user.type(within(dialog).getByRole('textbox', { name: /^Título/ }), 'Portal de la UNE');
    await user.type(within(dialog).getByRole('textbox', { name: /^Descripción/ }), 'Normas en venta.');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: /^Tipo de documento/ }), 'Normativa y reglamento del programa');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: /^Tipo$/ }), 'Enlace');
    expect(within(dialog).queryByLabelText(/^Archivo/)).not.toBeInTheDocument();
    const link = within(dialog).getByRole('textbox', { name: /^Dirección del enlace/ });
    await user.type(link, 'javascript:alert(1)');
    await user.click(within(dialog).getByRole('checkbox', { name: 'Consultores' }));
    await user.click(within(dialog).getByRole('checkbox', { name: 'Verificadores' }));
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    expect(await within(dialog).findByText('El enlace debe ser una dirección web que empiece por http:// o https://.')).toBeInTheDocument();
    await user.clear(link);
    await user.type(link, 'https://www.une.org/');
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(sent(crearDocumentoBiblioteca)).toHaveLength(1), SLOW);
    const form = sent(crearDocumentoBiblioteca)[0]?.form;
    expect(form?.get('tipo')).toBe('enlace');
    expect(form?.get('link')).toBe('https://www.une.org/');
    expect(form?.getAll('perfil')).toEqual(['3', '4']);
    expect(form?.has('archivo')).toBe(false);
  });

  it('edits a document keeping its file, sent with _method=PATCH', async () => {
    const user = await open();
    const formulario = MOCK_BIBLIOTECA.find((d) => d.titulo === 'Formulario de solicitud de DAPcon');
    await user.click(within(rowOf('Formulario de solicitud de DAPcon')).getByRole('button', { name: 'Editar «Formulario de solicitud de DAPcon»' }));
    const dialog = await screen.findByRole('dialog', { name: 'Editar documento' });
    const titulo = await within(dialog).findByRole('textbox', { name: /^Título/ });
    expect(titulo).toHaveValue('Formulario de solicitud de DAPcon');
    expect(within(dialog).getByText('Archivo actual: formulario-de-solicitud-de-dapcon.pdf. Elija otro solo para sustituirlo.')).toBeInTheDocument();
    expect(within(dialog).getByRole('checkbox', { name: 'Empresas' })).toBeChecked();
    expect(within(dialog).getByRole('checkbox', { name: 'Consultores' })).not.toBeChecked();
    expect(within(dialog).getByRole('checkbox', { name: 'Destacado en la portada' })).toBeChecked();
    await user.clear(titulo);
    await user.type(titulo, 'Formulario de solicitud (2027)');
    await user.click(within(dialog).getByRole('checkbox', { name: 'Verificadores' }));
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(sent(actualizarDocumentoBiblioteca)).toHaveLength(1), SLOW);
    const request = sent(actualizarDocumentoBiblioteca)[0];
    expect(request?.path).toBe(`/api/biblioteca-documentos/${formulario?.id}`);
    expect(request?.form?.get('_method')).toBe('PATCH');
    expect(request?.form?.getAll('perfil')).toEqual(['4', '5']);
    expect(request?.form?.has('archivo')).toBe(false);
    await waitFor(() => expect(queries().length).toBeGreaterThan(1), SLOW);
  });

  it('downloads a document under its dated name', async () => {
    const saved: string[] = [];
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:test/1');
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    const user = await open();
    await user.click(within(rowOf('Formulario de solicitud de DAPcon')).getByRole('button', { name: /: descargar «Formulario de solicitud de DAPcon»$/ }));
    await waitFor(() => expect(saved).toEqual([`${calendarDay(new Date())}_formulario_de_solicitud_de_dapcon.pdf`]));
    expect(sent(descargarDocumentoBiblioteca).map((r) => r.path)).toEqual(['/api/biblioteca-documentos/5/descargar']);
  });

  it("deletes a document after the spec's question", async () => {
    const user = await open();
    await user.click(within(rowOf('Manual del verificador')).getByRole('button', { name: 'Borrar «Manual del verificador»' }));
    const ask = await screen.findByRole('alertdialog');
    expect(ask).toHaveTextContent('Realmente desea borrar este documento ?');
    await user.click(within(ask).getByRole('button', { name: 'Cancelar' }));
    expect(sent(borrarDocumentoBiblioteca)).toEqual([]);
    await user.click(within(rowOf('Manual del verificador')).getByRole('button', { name: 'Borrar «Manual del verificador»' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Aceptar' }));
    await waitFor(() => expect(reported).toEqual([{ kind: 'success', message: 'El documento se ha borrado.' }]), SLOW);
    expect(sent(borrarDocumentoBiblioteca).map((r) => r.path)).toEqual(['/api/biblioteca-documentos/3']);
    await waitFor(() => expect(queries().length).toBeGreaterThan(1), SLOW);
  });

  it('speaks Catalan', async () => {
    const user = await open('/biblioteca-documentos', 'ca');
    expect(screen.getByRole('heading', { level: 1, name: 'Documents' })).toBeInTheDocument();
    expect(within(screen.getByRole('table', { name: 'Biblioteca de documents' })).getAllByRole('columnheader').map((h) => h.textContent?.trim())).toEqual(['Títol', 'Tipus de document', 'Estat', 'Accions']);
    expect(within(rowOf('Manual del verificador')).getByText('Per a: Verificadors')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Només els de portada' })).toBeInTheDocument();
    await user.click(within(rowOf('Manual del verificador')).getByRole('button', { name: 'Esborrar «Manual del verificador»' }));
    expect(await screen.findByRole('alertdialog')).toHaveTextContent('Realment voleu esborrar aquest document?');
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: /Cancel/ }));
    await user.click(screen.getByRole('button', { name: 'Nou document' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nou document' });
    await user.click(within(dialog).getByRole('button', { name: 'Desar' }));
    expect(await within(dialog).findByText('Introduïu un títol')).toBeInTheDocument();
    expect(within(dialog).getByText('Seleccioneu un tipus de document.')).toBeInTheDocument();
  });
});

describe('the area’s routes', () => {
  it.each([
    { route: '/biblioteca-documentos', role: 'admin_ares' as const, heading: 'Documentos' },
    { route: '/public-documentos', role: 'organizacion' as const, heading: 'Documentos' },
  ])('$route is the document library, no longer "not available"', async ({ route, role, heading }) => {
    await signInAs(role);
    renderWithPortal(<ContenidosRoutes />, { route, lang: 'es' });
    expect(await screen.findByRole('heading', { level: 1, name: heading }, SLOW)).toBeInTheDocument();
    await waitFor(() => expect(screen.getAllByRole('table').length).toBeGreaterThan(0), SLOW);
    expect(screen.queryByText(NOT_AVAILABLE.es)).not.toBeInTheDocument();
  });
});
