// mf-contenidos on the real API (issue 34, item 4: one back end; config/real-api.ts): what the area's
// screens change, what a filter or a reader's profile selects and what the server refuses are the
// API's, checked on what it stored (`api.sql`) and on what the screens read back. The 'test' seed has
// no contents nor documents: the file writes its own (`beforeAll`), each test adds and reads its rows.
// The plain tests beside each screen keep what it does with the mock's fixtures and the requests it sends.
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { MSG } from '@dapcon/contract/core';
import { CONTENIDOS_MSG } from '@dapcon/contract/contenidos';
import { feedback, type FeedbackEvent } from '@dapcon/shared-sdk';
import { AreaRoutes } from '@dapcon/shared-ui';
import { withRealApi } from '../../../config/real-api';
import { currentLocation, renderWithPortal } from '../../../config/test-utils';
import ComunicadosHomePanel from '../ComunicadosHome';
import DocumentosResaltadosPanel from '../DocumentosResaltados';
import { BannersPage } from './banners/BannersPage';
import { BibliotecaList } from './biblioteca/BibliotecaList';
import { PublicDocumentos } from './biblioteca/PublicDocumentos';
import { ComunicacionesPage } from './comunicaciones/ComunicacionesPage';
import { EnviarEmailModal } from './comunicaciones/EnviarEmailModal';
import { ContenidoEditar, ContenidoNuevo } from './contenidos/ContenidoPage';
import { ContenidosList } from './contenidos/ContenidosList';
import { PlantillasPage } from './plantillas/PlantillasPage';

const api = withRealApi();
const ADMIN = '46127839M';
const EMPRESA = 'A08612343';
const SLOW = { timeout: 30_000 };

/** The contents written: [title, type, classification, state, publication day, profiles]. */
const CONTENIDOS = [
  ['Jornada sobre ACV en la edificación', 'evento', 'clas_formacion', 'Despublicado', '2026-12-10', '{3,4}'],
  ['Calendario de verificaciones 2027', 'comunicado', 'clas_normativa', 'Publicado', '2026-12-01', '{4}'],
  ['Webinar: novedades del programa', 'evento', 'clas_sector', 'Publicado', '2026-11-10', '{3,4,5}'],
  ['Nueva versión de las RCP de morteros', 'noticia', 'clas_sector', 'Publicado', '2026-11-02', '{3,4,5}'],
  ['Convocatoria de la asamblea de asociaciones', 'comunicado', 'clas_programa', 'Despublicado', '2026-10-05', '{5}'],
  ['Cambios en el procedimiento de verificación', 'comunicado', 'clas_normativa', 'Publicado', '2026-09-15', '{3,4,5}'],
] as const;
const [JORNADA, CALENDARIO, WEBINAR, RCP, ASAMBLEA, CAMBIOS] = CONTENIDOS.map((c) => c[0]) as [string, string, string, string, string, string];

/** The library's entries written: [title, document type, state, profiles, highlighted]; links all, a document needs a stored file. */
const DOCUMENTOS = [
  ['Manual del verificador', 'doc_guias', 'Publicado', '{4}', true],
  ['Borrador: guía de renovación de declaraciones', 'doc_guias', 'Despublicado', '{3,4,5}', true],
  ['Guía para redactar una DAP', 'doc_guias', 'Publicado', '{3,5}', true],
  ['RCP 100: productos de construcción', 'doc_rcp', 'Publicado', '{3,4,5}', false],
] as const;

beforeAll(async () => {
  for (const [titulo, tipo, clasificacion, estado, dia, perfiles] of CONTENIDOS) {
    await api.sql(
      `insert into contenidos_web (titulo, descripcion_corta, descripcion_larga, tipo, clasificacion, fecha_publicacion, estado, perfiles)
       values ('${titulo}', '${titulo}: resumen.', '<p>${titulo}.</p>', '${tipo}', '${clasificacion}', '${dia}', '${estado}', '${perfiles}')`,
    );
  }
  for (const [i, [titulo, tipo, estado, perfiles, resaltado]] of DOCUMENTOS.entries()) {
    await api.sql(
      `insert into biblioteca_documentos (titulo, descripcion, tipo_documento, tipo, link, estado, perfiles, es_resaltado, created_at)
       values ('${titulo}', '${titulo}: descripción.', '${tipo}', 'enlace', 'https://www.dapcon.example/${i}', '${estado}', '${perfiles}', ${resaltado}, '2026-10-0${i + 1}T09:00:00Z')`,
    );
  }
}, 60_000);

let reported: FeedbackEvent[];
let user: ReturnType<typeof userEvent.setup>;
beforeEach(() => {
  user = userEvent.setup();
  reported = [];
  return feedback.subscribe((event) => reported.push(event));
});

const idOf = async (table: string, titulo: string) => (await api.sql<{ id: number }>(`select id from ${table} where titulo = '${titulo.replace(/'/g, "''")}'`))[0]?.id;
const rowsOf = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .filter((row) => !row.hasAttribute('data-skeleton') && within(row).queryAllByRole('cell').length > 1);

function openContenidos(route = '/contenidos') {
  renderWithPortal(
    <AreaRoutes
      routes={[
        { path: '/contenidos', title: 'Contenidos', element: <ContenidosList /> },
        { path: '/contenidos/nuevo', title: 'Nuevo contenido', element: <ContenidoNuevo /> },
        { path: '/contenidos/:id', title: 'Contenido', element: <ContenidoEditar /> },
      ]}
    />,
    { route },
  );
}
const contenidos = () => rowsOf(screen.getByRole('table', { name: 'Contenidos', hidden: true }));
const titles = () => contenidos().map((row) => within(row).getAllByRole('cell')[0]?.querySelector('a, p')?.textContent);
const rowOf = (titulo: string) => screen.getByRole('link', { name: titulo, hidden: true }).closest('tr') as HTMLElement;
const field = (name: RegExp) => within(screen.getByRole('form', { name: 'Contenido web' })).getByLabelText(name, { selector: 'input, select, textarea' });
const png = (name: string) => new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])], name, { type: 'image/png' });
const pdf = (name: string) => new File(['%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n'], name, { type: 'application/pdf' });

describe('the web contents on the real API', () => {
  it('lists them newest publication first; the type, state, text and classification filters select on the API', async () => {
    await api.signIn(ADMIN);
    openContenidos();
    await waitFor(() => expect(titles()).toEqual([JORNADA, CALENDARIO, WEBINAR, RCP, ASAMBLEA, CAMBIOS]), SLOW);
    const form = screen.getByRole('form', { name: 'Filtros' });
    const tipo = within(form).getByRole('combobox', { name: 'Tipo' });
    await waitFor(() => expect(within(tipo).getAllByRole('option').length).toBeGreaterThan(1), SLOW);
    await user.selectOptions(tipo, 'Comunicado');
    await user.selectOptions(within(form).getByRole('combobox', { name: 'Estado' }), 'Publicado');
    await user.click(within(form).getByRole('button', { name: 'Filtrar' }));
    await waitFor(() => expect(titles()).toEqual([CALENDARIO, CAMBIOS]), SLOW);

    await user.click(within(form).getByRole('button', { name: 'Limpiar' }));
    await user.type(within(form).getByRole('textbox', { name: 'Buscar' }), 'VERIFICACION{enter}');
    await waitFor(() => expect(titles()).toEqual([CALENDARIO, CAMBIOS]), SLOW);
    await user.selectOptions(within(form).getByRole('combobox', { name: 'Clasificación' }), 'Formación y jornadas');
    await user.click(within(form).getByRole('button', { name: 'Filtrar' }));
    await waitFor(() => expect(screen.getByText('No hay contenidos que cumplan los filtros.')).toBeInTheDocument(), SLOW);
  });

  it('creates a news item with its image, edits it, and deletes it from its page: each stored, the list read again without it', async () => {
    await api.signIn(ADMIN);
    openContenidos('/contenidos/nuevo');
    await screen.findByRole('textbox', { name: /^Descripción larga/ }, SLOW);
    await user.type(field(/^Título/), 'Nueva guía de morteros');
    await user.type(field(/^Descripción corta/), 'La guía sectorial, paso a paso.');
    // The long description: an inline image, uploaded to the API, its address in the text.
    fireEvent.change(screen.getByTestId('rich-text-image-input'), { target: { files: [png('figura.png')] } });
    await waitFor(() => expect(within(screen.getByRole('textbox', { name: /^Descripción larga/ })).getByRole('img', { name: 'figura' })).toBeInTheDocument(), SLOW);
    await user.selectOptions(field(/^Tipo\b/), 'Noticia');
    await user.selectOptions(field(/^Clasificación/), 'Actualidad del sector');
    await user.selectOptions(field(/^Estado/), 'Publicado');
    await user.clear(field(/^Fecha de publicación/));
    await user.type(field(/^Fecha de publicación/), '2026-12-05');
    const perfiles = screen.getByRole('group', { name: /^Perfiles/ });
    await user.click(within(perfiles).getByRole('checkbox', { name: 'Consultores ACV' }));
    await user.click(within(perfiles).getByRole('checkbox', { name: 'Empresas' }));
    await user.click(within(await screen.findByRole('group', { name: /^Tipos de empresa/ })).getByRole('checkbox', { name: 'Asociación' }));
    await user.upload(within(screen.getByRole('group', { name: 'Imagen de la noticia' })).getByLabelText(/^Imagen/, { selector: 'input' }), png('cartel.png'));
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(reported).toEqual([{ kind: 'success', message: MSG.operacionCorrecta }]), SLOW);

    const id = await idOf('contenidos_web', 'Nueva guía de morteros');
    const [stored] = await api.sql<{ perfiles: number[]; tipos_empresa: string[]; imagen: string | null; fecha_publicacion: string }>(
      `select perfiles, tipos_empresa, imagen, fecha_publicacion::text from contenidos_web where id = ${id}`,
    );
    expect(stored).toMatchObject({ perfiles: [3, 5], tipos_empresa: ['asociacion'], fecha_publicacion: '2026-12-05' });
    expect(stored?.imagen).toMatch(/^contenidos\//);
    await waitFor(() => expect(currentLocation()).toBe(`/contenidos/${id}`), SLOW);

    await screen.findByRole('heading', { level: 1, name: 'Nueva guía de morteros' }, SLOW);
    await user.clear(field(/^Título/));
    await user.type(field(/^Título/), 'Guía de morteros (2027)');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Guía de morteros (2027)' }, SLOW)).toBeInTheDocument();
    expect(await api.sql(`select titulo, imagen is not null as con_imagen from contenidos_web where id = ${id}`)).toEqual([{ titulo: 'Guía de morteros (2027)', con_imagen: true }]);

    await user.click(screen.getByRole('button', { name: 'Borrar «Guía de morteros (2027)»' }));
    await user.click(within(await screen.findByRole('alertdialog', {}, SLOW)).getByRole('button', { name: 'Borrar' }));
    await waitFor(() => expect(currentLocation()).toBe('/contenidos'), SLOW);
    await waitFor(() => expect(titles()).toEqual([JORNADA, CALENDARIO, WEBINAR, RCP, ASAMBLEA, CAMBIOS]), SLOW);
    expect(await api.sql(`select id from contenidos_web where id = ${id}`)).toEqual([]);
  });

  it("a content's files: added, renamed with a new file, deleted; the list's count follows", async () => {
    await api.signIn(ADMIN);
    openContenidos();
    await waitFor(() => expect(titles()).toContain(RCP), SLOW);
    await user.click(within(rowOf(RCP)).getByRole('button', { name: `Archivos de «${RCP}» (0)` }));
    const dialog = await screen.findByRole('dialog', { name: `Archivos de «${RCP}»` }, SLOW);
    const fileTitles = () => rowsOf(within(dialog).getByRole('table', { name: 'Archivos del contenido' })).map((row) => within(row).getAllByRole('cell')[0]?.textContent);

    await user.click(await within(dialog).findByRole('button', { name: 'Añadir archivo' }, SLOW));
    const form = await within(dialog).findByRole('form', { name: 'Nuevo archivo' });
    await user.type(within(form).getByRole('textbox', { name: /^Título/ }), 'Acta de la reunión');
    await user.upload(within(form).getByLabelText(/^Archivo/), pdf('acta.pdf'));
    await user.click(within(form).getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(fileTitles()).toEqual(['Acta de la reunión']), SLOW);
    await waitFor(() => expect(within(rowOf(RCP)).getByRole('button', { name: /^Archivos de/, hidden: true })).toHaveTextContent('Archivos (1)'), SLOW);

    await user.click(within(dialog).getByRole('button', { name: 'Editar «Acta de la reunión»' }));
    const edit = await within(dialog).findByRole('form', { name: 'Editar archivo' });
    await user.clear(within(edit).getByRole('textbox', { name: /^Título/ }));
    await user.type(within(edit).getByRole('textbox', { name: /^Título/ }), 'Acta firmada');
    await user.upload(within(edit).getByLabelText(/^Archivo/), pdf('acta-firmada.pdf'));
    await user.click(within(edit).getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(fileTitles()).toEqual(['Acta firmada']), SLOW);
    const contenido = await idOf('contenidos_web', RCP);
    expect(await api.sql(`select titulo, archivo from contenido_archivos where contenido_web_id = ${contenido}`)).toEqual([{ titulo: 'Acta firmada', archivo: 'acta-firmada.pdf' }]);

    await user.click(within(dialog).getByRole('button', { name: 'Borrar «Acta firmada»' }));
    await user.click(within(await screen.findByRole('alertdialog', {}, SLOW)).getByRole('button', { name: 'Borrar' }));
    await waitFor(() => expect(within(dialog).getByRole('status')).toHaveTextContent(CONTENIDOS_MSG.archivoBorrado), SLOW);
    await waitFor(() => expect(within(rowOf(RCP)).getByRole('button', { name: /^Archivos de/, hidden: true })).toHaveTextContent('Archivos (0)'), SLOW);
    expect(await api.sql(`select id from contenido_archivos where contenido_web_id = ${contenido}`)).toEqual([]);
  });
});

function openBiblioteca() {
  renderWithPortal(<AreaRoutes routes={[{ path: '/biblioteca-documentos', title: 'Documentos', element: <BibliotecaList /> }]} />, { route: '/biblioteca-documentos' });
}
const documentos = () => rowsOf(screen.getByRole('table', { name: 'Biblioteca de documentos' })).map((row) => within(row).getAllByRole('cell')[0]?.querySelector('span')?.textContent);
const docRow = (titulo: string) => screen.getByText(titulo, { selector: 'span' }).closest('tr') as HTMLElement;

describe('the document library on the real API', () => {
  it('the cover checkbox, the text, type and state filters select on the API; a document is stored with its file, edited and deleted', async () => {
    await api.signIn(ADMIN);
    openBiblioteca();
    const [manual, borrador, guia, rcp] = DOCUMENTOS.map((d) => d[0]);
    await waitFor(() => expect(documentos()).toEqual([rcp, guia, borrador, manual]), SLOW);
    await user.click(screen.getByRole('checkbox', { name: 'Solo los de portada' }));
    await waitFor(() => expect(documentos()).toEqual([guia, borrador, manual]), SLOW);
    const filtros = screen.getByRole('form', { name: 'Filtros' });
    await user.type(within(filtros).getByRole('textbox', { name: 'Buscar' }), 'GUIA');
    await user.selectOptions(within(filtros).getByRole('combobox', { name: 'Estado' }), 'Despublicado');
    await user.click(within(filtros).getByRole('button', { name: 'Filtrar' }));
    await waitFor(() => expect(documentos()).toEqual([borrador]), SLOW);
    await user.click(within(filtros).getByRole('button', { name: 'Limpiar' }));
    await waitFor(() => expect(documentos()).toEqual([rcp, guia, borrador, manual]), SLOW);

    await user.click(screen.getByRole('button', { name: 'Nuevo documento' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nuevo documento' });
    await user.type(within(dialog).getByRole('textbox', { name: /^Título/ }), 'Guía de etiquetado');
    await user.type(within(dialog).getByRole('textbox', { name: /^Descripción/ }), 'Cómo usar la marca DAPcon en los envases.');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: /^Tipo de documento/ }), 'Logotipos e identidad DAPcon');
    await user.upload(within(dialog).getByLabelText(/^Archivo/), pdf('etiquetado.pdf'));
    await user.click(within(dialog).getByRole('checkbox', { name: 'Empresas' }));
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(documentos()[0]).toBe('Guía de etiquetado'), SLOW);
    const [stored] = await api.sql<{ id: number; archivo: string; ruta: string; perfiles: number[]; tipo_documento: string }>(
      "select id, archivo, ruta, perfiles, tipo_documento from biblioteca_documentos where titulo = 'Guía de etiquetado'",
    );
    expect(stored).toMatchObject({ archivo: 'etiquetado.pdf', perfiles: [5], tipo_documento: 'doc_identidad' });
    expect(stored?.ruta).toMatch(/^documentos-biblioteca\/.+\.pdf$/);

    await user.click(within(docRow('Guía de etiquetado')).getByRole('button', { name: 'Editar «Guía de etiquetado»' }));
    // The modal shows 'Cargando el documento…' first, then the form in a dialog of its own.
    const edit = () => screen.getByRole('dialog', { name: 'Editar documento' });
    const titulo = await waitFor(() => within(edit()).getByRole('textbox', { name: /^Título/ }), SLOW);
    await waitFor(() => expect(titulo).toHaveValue('Guía de etiquetado'), SLOW);
    await user.clear(titulo);
    await user.type(titulo, 'Guía de etiquetado (2027)');
    await user.click(within(edit()).getByRole('checkbox', { name: 'Verificadores' }));
    await user.click(within(edit()).getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(documentos()[0]).toBe('Guía de etiquetado (2027)'), SLOW);
    expect(await api.sql(`select titulo, archivo, ruta, perfiles from biblioteca_documentos where id = ${stored?.id}`)).toEqual([
      { titulo: 'Guía de etiquetado (2027)', archivo: 'etiquetado.pdf', ruta: stored?.ruta, perfiles: [4, 5] },
    ]);

    await user.click(within(docRow('Guía de etiquetado (2027)')).getByRole('button', { name: 'Borrar «Guía de etiquetado (2027)»' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Aceptar' }));
    await waitFor(() => expect(documentos()).toEqual([rcp, guia, borrador, manual]), SLOW);
    expect(await api.sql(`select id from biblioteca_documentos where id = ${stored?.id}`)).toEqual([]);
  });

  it("a reader's highlighted documents and each type's are the published ones of its profile", async () => {
    await api.signIn(EMPRESA);
    renderWithPortal(<DocumentosResaltadosPanel />, { route: '/' });
    await user.click(await screen.findByRole('button', { name: 'Documentos destacados 1' }, SLOW));
    const dialog = await screen.findByRole('dialog', { name: /^Documentos destacados/ });
    await waitFor(() => expect(within(dialog).getAllByText(/^Guía para redactar una DAP$/, { selector: 'span' })).toHaveLength(1), SLOW);
    expect(within(dialog).queryByText('Manual del verificador')).not.toBeInTheDocument();
    cleanup();

    renderWithPortal(<AreaRoutes routes={[{ path: '/public-documentos', title: 'Documentos', element: <PublicDocumentos /> }]} />, { route: '/public-documentos' });
    const tipos = await screen.findByRole('navigation', { name: /^Tipos de documento/ }, SLOW);
    await waitFor(() => expect(within(tipos).getByRole('button', { name: /^Guías y manuales/ })).toHaveAccessibleName('Guías y manuales 1 documentos'), SLOW);
    expect(within(tipos).getByRole('button', { name: /^Reglas de categoría/ })).toHaveAccessibleName('Reglas de categoría de producto (RCP) 1 documentos');
    await waitFor(() => expect(rowsOf(screen.getByRole('table')).map((row) => within(row).getAllByRole('cell')[0]?.textContent)).toEqual(['Guía para redactar una DAP']), SLOW);
  });
});

describe("the readers' contents on the real API", () => {
  it('a company sees the published contents of its profile; one archived leaves its panel and stays archived', async () => {
    await api.signIn(EMPRESA);
    renderWithPortal(<ComunicadosHomePanel />);
    const cards = () => screen.queryAllByRole('article').map((card) => within(card).getByRole('heading', { level: 3 }).textContent);
    await waitFor(() => expect(cards()).toEqual([WEBINAR, RCP, CAMBIOS]), SLOW);
    await user.click(within(screen.getByRole('article', { name: WEBINAR })).getByRole('button', { name: `Archivar «${WEBINAR}»` }));
    await waitFor(() => expect(cards()).toEqual([RCP, CAMBIOS]), SLOW);
    expect(screen.getByRole('status')).toHaveTextContent('El comunicado se ha archivado.');
    expect(await api.sql('select c.titulo from comunicados_ocultos o join contenidos_web c on c.id = o.contenido_web_id')).toEqual([{ titulo: WEBINAR }]);
    // Read again, it stays archived.
    cleanup();
    renderWithPortal(<ComunicadosHomePanel />);
    await waitFor(() => expect(cards()).toEqual([RCP, CAMBIOS]), SLOW);
  });
});

describe("the administration's mail and banners on the real API", () => {
  it('a mailing of a content goes to the accounts of its profiles; a refused recipient resent goes back to the queue', async () => {
    await api.signIn(ADMIN);
    const id = await idOf('contenidos_web', CALENDARIO);
    renderWithPortal(<EnviarEmailModal open contenidoId={id ?? 0} titulo={CALENDARIO} onClose={() => {}} />);
    const dialog = await screen.findByRole('dialog', { name: 'Enviar email' }, SLOW);
    await within(dialog).findAllByRole('textbox', { name: /^Mensaje/ }, SLOW);
    // The template starts from the content's profiles: verifiers only.
    await waitFor(() => expect(within(within(dialog).getByRole('group', { name: /^Perfiles/ })).getByRole('checkbox', { name: 'Verificadores' })).toBeChecked(), SLOW);
    await user.click(within(dialog).getByRole('button', { name: 'Enviar' }));
    await waitFor(() => expect(reported).toEqual([{ kind: 'success', message: CONTENIDOS_MSG.comunicacionEnviada }]), SLOW);
    const [mailing] = await api.sql<{ id: number; perfiles: number[] }>(`select id, perfiles from comunicaciones where contenido_web_id = ${id}`);
    expect(mailing?.perfiles).toEqual([4]);
    const recipients = await api.sql<{ id: number; destinatario: string }>(`select id, destinatario from correos where comunicacion_id = ${mailing?.id} order by id`);
    expect(recipients.length).toBeGreaterThan(0);
    const [first] = recipients;
    cleanup();

    // The mail server refused the first for good; 'Reenviar' queues it again.
    await api.sql(`update correos set estado = 'error', error = '550 Mailbox unavailable', intentos = 3 where id = ${first?.id}`);
    renderWithPortal(<AreaRoutes routes={[{ path: '/comunicaciones', title: 'Comunicaciones', element: <ComunicacionesPage /> }]} />, { route: '/comunicaciones' });
    const table = () => screen.getByRole('table', { name: 'Comunicaciones enviadas', hidden: true });
    await waitFor(() => expect(within(table()).getByText(/^DAPcon: Calendario de verificaciones 2027/)).toBeInTheDocument(), SLOW);
    await user.click(within(within(table()).getByText(/^DAPcon: Calendario de verificaciones 2027/).closest('tr') as HTMLElement).getByRole('button'));
    const recipientsDialog = await screen.findByRole('dialog', { name: /^Destinatarios:/ }, SLOW);
    const fila = await waitFor(() => {
      const found = within(recipientsDialog).getAllByRole('row').find((r) => r.textContent?.includes(first?.destinatario ?? '?'));
      if (!found) throw new Error('not yet');
      return found;
    }, SLOW);
    await user.click(within(fila).getByRole('button', { name: /^Reenviar/ }));
    await user.click(within(await screen.findByRole('alertdialog', {}, SLOW)).getByRole('button', { name: 'Aceptar' }));
    await waitFor(() => expect(reported.at(-1)).toEqual({ kind: 'success', message: CONTENIDOS_MSG.correoReenviado }), SLOW);
    const [resent] = await api.sql<{ estado: string; reenvios: number }>(`select estado, reenvios from correos where id = ${first?.id}`);
    expect(resent?.reenvios).toBe(1);
    expect(resent?.estado).not.toBe('error');
  });

  it("a template's new subject is stored; a variable it does not have is refused under the subject, nothing stored", async () => {
    await api.signIn(ADMIN);
    const [plantilla] = await api.sql<{ pe_id: number; pe_asunto: string }>("select pe_id, pe_asunto from plantillas_email where pe_nombre = 'restablecer_password' and idioma = 'es'");
    renderWithPortal(<AreaRoutes routes={[{ path: '/plantillas-mensajes', title: 'Plantillas', element: <PlantillasPage /> }]} />, { route: `/plantillas-mensajes?id=${plantilla?.pe_id}` });
    const asunto = await screen.findByRole('textbox', { name: /^Asunto/ }, SLOW);
    await waitFor(() => expect(asunto).toHaveValue(plantilla?.pe_asunto), SLOW);
    await user.type(asunto, ' {{{{desconocida}}');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText(CONTENIDOS_MSG.variableDesconocida, {}, SLOW)).toBeInTheDocument();
    expect(await api.sql(`select pe_asunto from plantillas_email where pe_id = ${plantilla?.pe_id}`)).toEqual([{ pe_asunto: plantilla?.pe_asunto }]);

    await user.clear(asunto);
    await user.type(asunto, 'DAPcon: su nueva contraseña, {{{{nombre}}');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(reported).toEqual([{ kind: 'success', message: MSG.operacionCorrecta }]), SLOW);
    expect(await api.sql(`select pe_asunto from plantillas_email where pe_id = ${plantilla?.pe_id}`)).toEqual([{ pe_asunto: 'DAPcon: su nueva contraseña, {{nombre}}' }]);
  });

  it("a banner's criteria are stored as its whole set; the other banners keep theirs", async () => {
    await api.signIn(ADMIN);
    await api.sql("insert into criterios (tipo, param_id) values ('banner_empresa', 'crit_emp_nombre'), ('banner_verificador', 'crit_ver_nombre')");
    renderWithPortal(<AreaRoutes routes={[{ path: '/banner-portada', title: 'Banner Portada', element: <BannersPage /> }]} />, { route: '/banner-portada' });
    const verificadores = within(await screen.findByRole('form', { name: 'Banner de verificadores' }, SLOW));
    await waitFor(() => expect(verificadores.getByRole('checkbox', { name: 'Nombre y apellidos' })).toBeChecked(), SLOW);
    await user.click(verificadores.getByRole('checkbox', { name: 'Nombre y apellidos' }));
    await user.click(verificadores.getByRole('checkbox', { name: 'RCP que verifica' }));
    await user.click(verificadores.getByRole('checkbox', { name: 'País' }));
    await user.click(verificadores.getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(reported).toEqual([{ kind: 'success', message: MSG.operacionCorrecta }]), SLOW);
    expect(await api.sql('select tipo, param_id from criterios order by tipo, param_id')).toEqual([
      { tipo: 'banner_empresa', param_id: 'crit_emp_nombre' },
      { tipo: 'banner_verificador', param_id: 'crit_ver_pais' },
      { tipo: 'banner_verificador', param_id: 'crit_ver_rcp' },
    ]);
  });
});
