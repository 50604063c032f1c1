import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { calendarDay, MSG } from '@dapcon/contract/core';
import {
  actualizarArchivoContenido,
  actualizarContenido,
  archivosContenidoList,
  borrarArchivoContenido,
  borrarContenido,
  CONTENIDOS_MSG,
  contenidosList,
  crearArchivoContenido,
  crearContenido,
  descargarArchivoContenido,
  subirImagenEditor,
} from '@dapcon/contract/contenidos';
import { MOCK_CONTENIDOS, mockEndpoint, mockError, mockRequests } from '@dapcon/mocks';
import { mockServer } from '@dapcon/mocks/node';
import { feedback, type FeedbackEvent } from '@dapcon/shared-sdk';
import { AreaRoutes } from '@dapcon/shared-ui';
import { currentLocation, renderWithPortal, signInAs } from '../../../../config/test-utils';
import { ContenidoEditar, ContenidoNuevo } from './ContenidoPage';
import { ContenidosList } from './ContenidosList';

const SLOW = { timeout: 30_000 };
const sent = (endpoint: { id: string }) => mockRequests().filter((r) => r.endpoint === endpoint.id);
const queryOf = (path: string) => Object.fromEntries(new URL(path, 'http://portal.test').searchParams);

let user: ReturnType<typeof userEvent.setup>;
let reported: FeedbackEvent[];
beforeEach(async () => {
  user = userEvent.setup();
  await signInAs('admin_ares', { sub: '1' });
  reported = [];
  return feedback.subscribe((event) => reported.push(event));
});

function open(route = '/contenidos', lang: 'es' | 'ca' = 'es') {
  renderWithPortal(
    <AreaRoutes
      routes={[
        { path: '/contenidos', title: 'Contenidos', element: <ContenidosList /> },
        { path: '/contenidos/nuevo', title: 'Nuevo contenido', element: <ContenidoNuevo /> },
        { path: '/contenidos/:id', title: 'Contenido', element: <ContenidoEditar /> },
      ]}
    />,
    { route, lang },
  );
}

const table = (name = 'Contenidos') => screen.getByRole('table', { name });
const rows = (name = 'Contenidos') =>
  within(table(name))
    .getAllByRole('row')
    .slice(1)
    .filter((row) => !row.hasAttribute('data-skeleton') && within(row).queryAllByRole('cell').length > 1);
const titles = (name = 'Contenidos') => rows(name).map((row) => within(row).getAllByRole('cell')[0]?.querySelector('a, p')?.textContent);
// `hidden`: behind an open modal the page is hidden from the accessibility tree, but still there.
const rowOf = (titulo: string) => screen.getByRole('link', { name: titulo, hidden: true }).closest('tr') as HTMLElement;
/** The titles of the mock's contents, in the fixture's order (newest publication first, as the API's default). */
const porFecha = () => MOCK_CONTENIDOS.map((c) => c.titulo);

async function listed() {
  open();
  await waitFor(() => expect(rows().length).toBeGreaterThan(0), SLOW);
}

describe('the content list (/contenidos)', () => {
  it('shows the contents a page at a time, newest publication first, with Título, Tipo, Estado and Acciones', async () => {
    await listed();
    expect(screen.getByRole('heading', { level: 1, name: 'Contenidos' })).toBeInTheDocument();
    expect(within(table()).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Título', 'Tipo', 'Estado', 'Acciones']);
    expect(titles()).toEqual(porFecha().slice(0, 10));
    expect(queryOf(sent(contenidosList)[0]?.path ?? '')).toEqual({ order_by: 'fecha_publicacion desc', page: '1' });

    const noticia = rowOf('Nueva versión de las RCP de morteros');
    expect(within(noticia).getAllByRole('cell').map((c) => c.textContent)).toEqual([
      'Nueva versión de las RCP de morterosPublicación: 02/11/2026',
      'Noticia',
      'Publicado',
      'EditarArchivos (2)Enviar email',
    ]);
    expect(within(noticia).getByTestId('estado-contenido')).toHaveAttribute('data-estado', 'Publicado');
    expect(within(rowOf('Jornada sobre ACV en la edificación')).getByTestId('estado-contenido')).toHaveAttribute('data-estado', 'Despublicado');
    expect(within(rowOf('Cierre de la oficina por festividad')).getByTitle('Publicación')).toHaveTextContent('Publicación: 15/11/2026 – 08/12/2026');
    expect(within(noticia).getByRole('link', { name: 'Nueva versión de las RCP de morteros' })).toHaveAttribute('href', '/contenidos/1');

    await user.click(screen.getByRole('button', { name: /^Página 2/ }));
    await waitFor(() => expect(titles()).toEqual(porFecha().slice(10)), SLOW);
    expect(currentLocation()).toBe('/contenidos?page=2');
  });

  it('filters by text, state, type and classification, from the URL to the request; says when nothing is found', async () => {
    await listed();
    const form = screen.getByRole('form', { name: 'Filtros' });
    const tipo = within(form).getByRole('combobox', { name: 'Tipo' });
    await waitFor(() => expect(within(tipo).getAllByRole('option').map((o) => o.textContent)).toEqual(['Todos', 'Noticia', 'Comunicado', 'Evento']));
    expect(within(within(form).getByRole('combobox', { name: 'Estado' })).getAllByRole('option').map((o) => o.textContent)).toEqual(['Todos', 'Publicado', 'Despublicado']);
    await user.selectOptions(tipo, 'Comunicado');
    await user.selectOptions(within(form).getByRole('combobox', { name: 'Estado' }), 'Publicado');
    await user.click(within(form).getByRole('button', { name: 'Filtrar' }));
    await waitFor(() => expect(currentLocation()).toBe('/contenidos?estado=Publicado&tipo_noticia=comunicado'), SLOW);
    await waitFor(() => expect(queryOf(sent(contenidosList).at(-1)?.path ?? '')).toEqual({ estado: 'Publicado', tipo_noticia: 'comunicado', order_by: 'fecha_publicacion desc', page: '1' }), SLOW);

    await user.click(within(form).getByRole('button', { name: 'Limpiar' }));
    await user.type(within(form).getByRole('textbox', { name: 'Buscar' }), 'VERIFICACION{enter}');
    await waitFor(() => expect(queryOf(sent(contenidosList).at(-1)?.path ?? '')).toEqual({ magic: 'VERIFICACION', order_by: 'fecha_publicacion desc', page: '1' }), SLOW);

    // What the filters select is the API's (Contenidos.api.test.tsx): here, an answer with no rows.
    mockServer.use(mockEndpoint(contenidosList, () => ({ data: [], total: 0, per_page: 10, current_page: 1 })));
    await user.selectOptions(within(form).getByRole('combobox', { name: 'Clasificación' }), 'Formación y jornadas');
    await user.click(within(form).getByRole('button', { name: 'Filtrar' }));
    await waitFor(() => expect(within(table()).getByText('No hay contenidos que cumplan los filtros.')).toBeInTheDocument(), SLOW);
    expect(queryOf(sent(contenidosList).at(-1)?.path ?? '')).toEqual({ magic: 'VERIFICACION', tipo_clasificacion: 'clas_formacion', order_by: 'fecha_publicacion desc', page: '1' });
  });

  it("deletes a content from its page after 'Realmente desea borrar este contenido ?', then reads the list as it was again", async () => {
    open('/contenidos?estado=Publicado');
    await waitFor(() => expect(rows().length).toBeGreaterThan(0), SLOW);
    await user.click(within(rowOf('Webinar: novedades del programa')).getByRole('button', { name: 'Editar «Webinar: novedades del programa»' }));
    await user.click(await screen.findByRole('button', { name: 'Borrar «Webinar: novedades del programa»' }, SLOW));
    const confirm = await screen.findByRole('alertdialog', {}, SLOW);
    expect(confirm).toHaveTextContent('Realmente desea borrar este contenido ?');
    await user.click(within(confirm).getByRole('button', { name: 'Cancelar' }));
    expect(sent(borrarContenido)).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Borrar «Webinar: novedades del programa»' }));
    await user.click(within(await screen.findByRole('alertdialog', {}, SLOW)).getByRole('button', { name: 'Borrar' }));
    await waitFor(() => expect(reported).toEqual([{ kind: 'success', message: CONTENIDOS_MSG.contenidoBorrado }]), SLOW);
    expect(sent(borrarContenido).map((r) => r.path)).toEqual(['/api/contenidos-web/12']);
    const lecturas = sent(contenidosList).length;
    await waitFor(() => expect(currentLocation()).toBe('/contenidos?estado=Publicado'), SLOW);
    // The list read again after the delete, with its filters (the row gone is the API's: Contenidos.api.test.tsx).
    await waitFor(() => expect(sent(contenidosList).length).toBeGreaterThan(lecturas), SLOW);
    expect(queryOf(sent(contenidosList).at(-1)?.path ?? '')).toMatchObject({ estado: 'Publicado' });
  });

  it('‘Nuevo’ and ‘Editar’ open the editor; its breadcrumb goes back to the list as it was', async () => {
    open('/contenidos?estado=Despublicado');
    await waitFor(() => expect(rows().length).toBeGreaterThan(0), SLOW);
    await user.click(within(rowOf('Taller para empresas y asociaciones')).getByRole('button', { name: 'Editar «Taller para empresas y asociaciones»' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Taller para empresas y asociaciones' }, SLOW)).toBeInTheDocument();
    expect(currentLocation()).toBe('/contenidos/11');
    await user.click(within(screen.getByRole('navigation', { name: /breadcrumb|Ruta|Miga/i })).getByRole('link', { name: 'Contenidos' }));
    await waitFor(() => expect(currentLocation()).toBe('/contenidos?estado=Despublicado'));
    await user.click(await screen.findByRole('button', { name: 'Nuevo' }, SLOW));
    expect(await screen.findByRole('heading', { level: 1, name: 'Nuevo contenido' }, SLOW)).toBeInTheDocument();
    expect(currentLocation()).toBe('/contenidos/nuevo');
  });

  it('speaks Catalan', async () => {
    open('/contenidos', 'ca');
    await waitFor(() => expect(rows('Continguts').length).toBeGreaterThan(0), SLOW);
    expect(screen.getByRole('heading', { level: 1, name: 'Continguts' })).toBeInTheDocument();
    expect(within(table('Continguts')).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Títol', 'Tipus', 'Estat', 'Accions']);
    expect(within(rowOf('Nueva versión de las RCP de morteros')).getAllByRole('cell').map((c) => c.textContent).slice(1)).toEqual(['Notícia', 'Publicat', 'EditarFitxers (2)Enviar correu']);
    expect(screen.getByRole('button', { name: 'Nou' })).toBeInTheDocument();
  });
});

/** A field of the content form, by its label. */
const field = (name: RegExp) => within(screen.getByRole('form', { name: 'Contenido web' })).getByLabelText(name, { selector: 'input, select, textarea' });
const png = (name = 'cartel.png') => new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])], name, { type: 'image/png' });

describe('the content editor', () => {
  it('a new content: the required fields say so; company types only with profile 5; the image only for a news item', async () => {
    open('/contenidos/nuevo');
    const form = await screen.findByRole('form', { name: 'Contenido web' }, SLOW);
    await screen.findByRole('textbox', { name: /^Descripción larga/ }, SLOW);
    expect(field(/^Fecha de publicación/)).toHaveValue(calendarDay(new Date()));
    expect(screen.queryByRole('group', { name: /^Tipos de empresa/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Imagen de la noticia' })).not.toBeInTheDocument();
    await user.click(within(form).getByRole('button', { name: 'Guardar' }));
    for (const message of [
      CONTENIDOS_MSG.tituloContenidoObligatorio,
      CONTENIDOS_MSG.descripcionCortaObligatoria,
      CONTENIDOS_MSG.descripcionLargaObligatoria,
      CONTENIDOS_MSG.tipoNoticiaObligatorio,
      CONTENIDOS_MSG.clasificacionObligatoria,
      CONTENIDOS_MSG.perfilContenidoObligatorio,
      CONTENIDOS_MSG.estadoContenidoObligatorio,
    ]) {
      expect(await screen.findByText(message, {}, SLOW)).toBeInTheDocument();
    }
    expect(sent(crearContenido)).toHaveLength(0);

    const perfiles = screen.getByRole('group', { name: /^Perfiles/ });
    await user.click(within(perfiles).getByRole('checkbox', { name: 'Empresas' }));
    const tipos = await screen.findByRole('group', { name: /^Tipos de empresa/ });
    await waitFor(() => expect(within(tipos).getAllByRole('checkbox').length).toBe(2));
    await user.click(within(perfiles).getByRole('checkbox', { name: 'Empresas' }));
    expect(screen.queryByRole('group', { name: /^Tipos de empresa/ })).not.toBeInTheDocument();

    await user.selectOptions(field(/^Tipo\b/), 'Noticia');
    const imagen = await screen.findByRole('group', { name: 'Imagen de la noticia' });
    expect(within(imagen).getByText('Sin imagen')).toBeInTheDocument();
    await user.click(within(form).getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText(CONTENIDOS_MSG.imagenNoticiaObligatoria, {}, SLOW)).toBeInTheDocument();
    await user.selectOptions(field(/^Tipo\b/), 'Evento');
    expect(screen.queryByRole('group', { name: 'Imagen de la noticia' })).not.toBeInTheDocument();
  });

  it('creates a news item with its image and an inline image, then opens its page', async () => {
    open('/contenidos/nuevo');
    await screen.findByRole('form', { name: 'Contenido web' }, SLOW);
    const area = await screen.findByRole('textbox', { name: /^Descripción larga/ }, SLOW);
    await user.type(field(/^Título/), 'Nueva guía de morteros');
    await user.type(field(/^Descripción corta/), 'La guía sectorial, paso a paso.');
    // The inline image: uploaded, its address in the long description.
    fireEvent.change(screen.getByTestId('rich-text-image-input'), { target: { files: [png('figura.png')] } });
    await waitFor(() => expect(within(area).getByRole('img', { name: 'figura' })).toHaveAttribute('src', expect.stringMatching(/^\/api\/editor-imagenes\/[0-9a-f-]+\.png$/)), SLOW);
    expect(sent(subirImagenEditor)).toHaveLength(1);
    await user.selectOptions(field(/^Tipo\b/), 'Noticia');
    await user.selectOptions(field(/^Clasificación/), 'Actualidad del sector');
    await user.selectOptions(field(/^Estado/), 'Publicado');
    await user.clear(field(/^Fecha de publicación/));
    await user.type(field(/^Fecha de publicación/), '2026-12-01');
    await user.type(field(/^Fin de publicación/), '2026-12-31');
    const perfiles = screen.getByRole('group', { name: /^Perfiles/ });
    await user.click(within(perfiles).getByRole('checkbox', { name: 'Consultores ACV' }));
    await user.click(within(perfiles).getByRole('checkbox', { name: 'Empresas' }));
    await user.click(within(await screen.findByRole('group', { name: /^Tipos de empresa/ })).getByRole('checkbox', { name: 'Asociación' }));
    await user.upload(within(screen.getByRole('group', { name: 'Imagen de la noticia' })).getByLabelText(/^Imagen/, { selector: 'input' }), png());
    await user.click(screen.getByRole('button', { name: 'Guardar' }));

    await waitFor(() => expect(reported).toEqual([{ kind: 'success', message: MSG.operacionCorrecta }]), SLOW);
    const [request] = sent(crearContenido);
    expect(request?.form?.getAll('perfil')).toEqual(['3', '5']);
    expect(request?.form?.getAll('tipos_empresa')).toEqual(['asociacion']);
    expect((request?.form?.get('imagen') as File | null)?.name).toBe('cartel.png');
    expect(request?.body).toMatchObject({ titulo: 'Nueva guía de morteros', tipo: 'noticia', clasificacion: 'clas_sector', estado: 'Publicado', fecha_publicacion: '2026-12-01', fecha_fin_publicacion: '2026-12-31' });
    expect(String((request?.body as { descripcion_larga?: string }).descripcion_larga)).toMatch(/<img src="\/api\/editor-imagenes\/[0-9a-f-]+\.png" alt="figura">/);
    // Then the page of the id the answer gives (the mock answers its first fixture's; what is stored: Contenidos.api.test.tsx).
    await waitFor(() => expect(currentLocation()).toBe(`/contenidos/${MOCK_CONTENIDOS[0]?.id}`), SLOW);
    expect(await screen.findByRole('heading', { level: 1, name: MOCK_CONTENIDOS[0]?.titulo }, SLOW)).toBeInTheDocument();
  });

  it('edits a content: its values in the form; Guardar sends _method=PATCH; a 422 lands under its field, nothing typed is lost', async () => {
    open('/contenidos/1');
    expect(await screen.findByRole('heading', { level: 1, name: 'Nueva versión de las RCP de morteros' }, SLOW)).toBeInTheDocument();
    await screen.findByRole('textbox', { name: /^Descripción larga/ }, SLOW);
    expect(field(/^Título/)).toHaveValue('Nueva versión de las RCP de morteros');
    expect(field(/^Tipo\b/)).toHaveValue('noticia');
    expect(field(/^Fecha de publicación/)).toHaveValue('2026-11-02');
    expect(within(screen.getByRole('group', { name: /^Perfiles/ })).getAllByRole('checkbox').map((c) => (c as HTMLInputElement).checked)).toEqual([true, true, true]);
    expect(screen.getByRole('group', { name: /^Tipos de empresa/ })).toBeInTheDocument();
    // A stored image: no new one needed.
    expect(within(screen.getByRole('group', { name: 'Imagen de la noticia' })).getByLabelText(/^Nueva imagen/, { selector: 'input' })).not.toBeRequired();

    mockServer.use(
      mockEndpoint(actualizarContenido, () => {
        throw mockError(422, MSG.datosInvalidos, { titulo: ['El título ya lo tiene otro contenido.'] });
      }),
    );
    await user.clear(field(/^Título/));
    await user.type(field(/^Título/), 'RCP de morteros: versión 2');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('El título ya lo tiene otro contenido.', {}, SLOW)).toBeInTheDocument();
    expect(field(/^Título/)).toHaveAttribute('aria-invalid', 'true');
    expect(field(/^Título/)).toHaveValue('RCP de morteros: versión 2');
    mockServer.resetHandlers();

    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(reported).toEqual([{ kind: 'success', message: MSG.operacionCorrecta }]), SLOW);
    const last = sent(actualizarContenido).at(-1);
    expect(last?.path).toBe('/api/contenidos-web/1');
    expect(last?.body).toMatchObject({ _method: 'PATCH', titulo: 'RCP de morteros: versión 2', tipo: 'noticia' });
    expect(last?.form?.get('imagen')).toBeNull();
  });

  it("an inline image the server refuses: 'Error al cargar la imagen', the text as it was", async () => {
    mockServer.use(
      mockEndpoint(subirImagenEditor, () => {
        throw mockError(500, 'Error interno del servidor.');
      }),
    );
    open('/contenidos/1');
    const area = await screen.findByRole('textbox', { name: /^Descripción larga/ }, SLOW);
    fireEvent.change(screen.getByTestId('rich-text-image-input'), { target: { files: [png('figura.png')] } });
    expect(await screen.findByText('Error al cargar la imagen', {}, SLOW)).toBeInTheDocument();
    expect(within(area).queryByRole('img')).toBeNull();
    expect(field(/^Título/)).toHaveValue('Nueva versión de las RCP de morteros');
  });

  it('a content that is not there is said on the page', async () => {
    open('/contenidos/999');
    expect(await screen.findByText('No hay ningún contenido con el id 999.', {}, SLOW)).toBeInTheDocument();
    expect(reported).toEqual([]);
  });
});

describe("a content's files", () => {
  const dialog = () => screen.getByRole('dialog', { name: 'Archivos de «Nueva versión de las RCP de morteros»' });
  const fileTitles = () => rows('Archivos del contenido').map((row) => within(row).getAllByRole('cell')[0]?.textContent);

  async function openModal() {
    await listed();
    await user.click(within(rowOf('Nueva versión de las RCP de morteros')).getByRole('button', { name: 'Archivos de «Nueva versión de las RCP de morteros» (2)' }));
    await screen.findByRole('dialog', { name: 'Archivos de «Nueva versión de las RCP de morteros»' }, SLOW);
    await waitFor(() => expect(fileTitles()).toEqual(['Guía de las RCP de morteros', 'Infografía']), SLOW);
  }

  it('lists them in the modal, each with Descargar, Editar and Borrar; downloads one under its dated name', async () => {
    await openModal();
    expect(queryOf(sent(archivosContenidoList)[0]?.path ?? '')).toEqual({ contenido_web_id: '1', order_by: 'created_at asc', page: '1' });
    expect(within(dialog()).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Título', 'Archivo', 'Acciones']);
    const saved: string[] = [];
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:test/1');
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    await user.click(within(dialog()).getByRole('button', { name: 'Descargar «Guía de las RCP de morteros»' }));
    await waitFor(() => expect(saved).toEqual([`${calendarDay(new Date())}_guia-rcp-morteros.pdf`]));
    expect(sent(descargarArchivoContenido).map((r) => r.path)).toEqual(['/api/archivos-contenido/1/descargar']);
    // The search keeps the content.
    await user.type(within(dialog()).getByRole('textbox', { name: 'Buscar' }), 'infograf{enter}');
    await waitFor(() => expect(queryOf(sent(archivosContenidoList).at(-1)?.path ?? '')).toMatchObject({ contenido_web_id: '1', magic: 'infograf' }), SLOW);
    expect(currentLocation()).toBe('/contenidos');
  });

  it('adds a file (title and file required), returns to the list and reads it and the counts again', async () => {
    await openModal();
    await user.click(within(dialog()).getByRole('button', { name: 'Añadir archivo' }));
    const form = await within(dialog()).findByRole('form', { name: 'Nuevo archivo' });
    await user.click(within(form).getByRole('button', { name: 'Guardar' }));
    expect(await within(form).findByText(CONTENIDOS_MSG.tituloArchivoObligatorio)).toBeInTheDocument();
    expect(within(form).getByText(CONTENIDOS_MSG.archivoContenidoObligatorio)).toBeInTheDocument();
    // A file of another type is refused on the spot, with the rule's message.
    await userEvent.setup({ applyAccept: false }).upload(within(form).getByLabelText(/^Archivo/), new File(['<svg/>'], 'dibujo.svg', { type: 'image/svg+xml' }));
    expect(await within(form).findByText(MSG.archivoTipoNoValido)).toBeInTheDocument();
    expect(sent(crearArchivoContenido)).toHaveLength(0);

    await user.type(within(form).getByRole('textbox', { name: /^Título/ }), 'Acta de la reunión');
    await user.upload(within(form).getByLabelText(/^Archivo/), new File(['%PDF-1.4 acta'], 'acta.pdf', { type: 'application/pdf' }));
    const lecturas = { archivos: sent(archivosContenidoList).length, lista: sent(contenidosList).length };
    await user.click(within(form).getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(within(dialog()).getByRole('status')).toHaveTextContent(MSG.operacionCorrecta), SLOW);
    await waitFor(() => expect(fileTitles()).toEqual(['Guía de las RCP de morteros', 'Infografía']), SLOW);
    const [request] = sent(crearArchivoContenido);
    expect(request?.body).toMatchObject({ titulo: 'Acta de la reunión', contenido_web_id: '1' });
    expect((request?.form?.get('archivo') as File | null)?.name).toBe('acta.pdf');
    // The files and the list's counts behind the modal read again (what they hold then: Contenidos.api.test.tsx).
    await waitFor(() => expect(sent(archivosContenidoList).length).toBeGreaterThan(lecturas.archivos), SLOW);
    await waitFor(() => expect(sent(contenidosList).length).toBeGreaterThan(lecturas.lista), SLOW);
    expect(reported).toEqual([]);
  });

  it("edits a file's title and replaces its file; deletes one after 'Realmente desea borrar este archivo?'", async () => {
    await openModal();
    await user.click(within(dialog()).getByRole('button', { name: 'Editar «Infografía»' }));
    const form = await within(dialog()).findByRole('form', { name: 'Editar archivo' });
    expect(within(form).getByText(/Archivo actual: infografia\.png/)).toBeInTheDocument();
    const titulo = within(form).getByRole('textbox', { name: /^Título/ });
    expect(titulo).toHaveValue('Infografía');
    // 'Volver a la lista' leaves it as it was.
    await user.click(within(form).getByRole('button', { name: 'Volver a la lista' }));
    await waitFor(() => expect(fileTitles()).toEqual(['Guía de las RCP de morteros', 'Infografía']), SLOW);

    await user.click(within(dialog()).getByRole('button', { name: 'Editar «Infografía»' }));
    const again = await within(dialog()).findByRole('form', { name: 'Editar archivo' });
    await user.clear(within(again).getByRole('textbox', { name: /^Título/ }));
    await user.type(within(again).getByRole('textbox', { name: /^Título/ }), 'Infografía 2026');
    await user.upload(within(again).getByLabelText(/^Archivo/), png('infografia-2026.png'));
    await user.click(within(again).getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(within(dialog()).getByRole('status')).toHaveTextContent(MSG.operacionCorrecta), SLOW);
    await waitFor(() => expect(fileTitles()).toEqual(['Guía de las RCP de morteros', 'Infografía']), SLOW);
    const [request] = sent(actualizarArchivoContenido);
    expect(request?.path).toBe('/api/archivos-contenido/2');
    expect(request?.body).toMatchObject({ _method: 'PATCH', titulo: 'Infografía 2026' });
    expect((request?.form?.get('archivo') as File | null)?.name).toBe('infografia-2026.png');

    await user.click(within(dialog()).getByRole('button', { name: 'Borrar «Guía de las RCP de morteros»' }));
    const confirm = await screen.findByRole('alertdialog', {}, SLOW);
    expect(confirm).toHaveTextContent('Realmente desea borrar este archivo?');
    await user.click(within(confirm).getByRole('button', { name: 'Borrar' }));
    await waitFor(() => expect(within(dialog()).getByRole('status')).toHaveTextContent(CONTENIDOS_MSG.archivoBorrado), SLOW);
    expect(sent(borrarArchivoContenido).map((r) => r.path)).toEqual(['/api/archivos-contenido/1']);
  });

  it("the editor's page shows the same files; a content without any says so", async () => {
    open('/contenidos/3');
    const section = await screen.findByRole('region', { name: 'Archivos' }, SLOW);
    await waitFor(() => expect(within(section).getAllByRole('row').length).toBe(2), SLOW);
    expect(within(section).getByText('Programa de la jornada')).toBeInTheDocument();
  });
});
