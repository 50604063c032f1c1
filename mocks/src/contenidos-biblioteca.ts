// The mock API of the document library (contract/src/contenidos/biblioteca.ts; docs/contenidos.md step 6):
// fixtures only, for the stories and the MOCK_API=1 dev pages: documents and links of every profile, both
// states, some highlighted. The administration's list answers them a page at a time in the fixture's order
// (newest first), one document its fixture, a download its bytes under the dated name; the readers' reads
// answer the published fixtures (the types with their counts, a type's documents, the highlighted ones and
// their count), whoever asks; a write answers a fixed success (what was sent over the fixture, for the
// answer only) and keeps nothing. What a filter, a sort or a reader's profile selects, what the server
// refuses and what a save or a delete changes are the API's, tested on it
// (mf-contenidos/src/features/Contenidos.api.test.tsx).
import * as v from 'valibot';
import { datePrefixedName, MSG } from '@dapcon/contract/core';
import {
  actualizarDocumentoBiblioteca,
  ActualizarDocumentoBody,
  bibliotecaList,
  BibliotecaQuery,
  borrarDocumentoBiblioteca,
  CONTENIDOS_MSG,
  contarDocumentosResaltados,
  crearDocumentoBiblioteca,
  CrearDocumentoBody,
  descargarDocumentoBiblioteca,
  documentoBibliotecaShow,
  documentosPublicos,
  DocumentosPublicosQuery,
  documentosResaltados,
  rutaDescarga,
  tiposDocumentoPublicos,
  type DocumentoBiblioteca,
  type DocumentoPublico,
  type PerfilContenido,
} from '@dapcon/contract/contenidos';
import type { Bilingual } from './data';
import { mockAnswer, mockEndpoint, mockError, type MockInput } from './handlers';

/** The document types (the parameter folder `tipo_documento`), as the API seeds them. */
export const MOCK_TIPOS_DOCUMENTO: ReadonlyArray<{ id: string; texto: Bilingual }> = [
  { id: 'doc_guias', texto: { es: 'Guías y manuales', ca: 'Guies i manuals' } },
  { id: 'doc_normativa', texto: { es: 'Normativa y reglamento del programa', ca: 'Normativa i reglament del programa' } },
  { id: 'doc_rcp', texto: { es: 'Reglas de categoría de producto (RCP)', ca: 'Regles de categoria de producte (RCP)' } },
  { id: 'doc_formularios', texto: { es: 'Formularios y plantillas', ca: 'Formularis i plantilles' } },
  { id: 'doc_presentaciones', texto: { es: 'Presentaciones y jornadas', ca: 'Presentacions i jornades' } },
  { id: 'doc_identidad', texto: { es: 'Logotipos e identidad DAPcon', ca: 'Logotips i identitat DAPcon' } },
];

const PER_PAGE = 10;

/** A document of the mock, with the bytes of its file. */
export interface MockDocumentoBiblioteca extends Omit<DocumentoBiblioteca, 'tipo_documento_texto'> {
  bytes: Uint8Array | null;
}

const PDF_BYTES = new TextEncoder().encode('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

const nombreTipo = (id: string, lang: 'es' | 'ca') => MOCK_TIPOS_DOCUMENTO.find((t) => t.id === id)?.texto[lang] ?? id;

function documento(
  id: number,
  titulo: string,
  tipo_documento: string,
  perfil: PerfilContenido[],
  { link = null, estado = 'Publicado', es_resaltado = false, fecha = '2026-10-01', archivo }: { link?: string | null; estado?: 'Publicado' | 'Despublicado'; es_resaltado?: boolean; fecha?: string; archivo?: string } = {},
): MockDocumentoBiblioteca {
  const esDocumento = link === null;
  return {
    id,
    titulo,
    descripcion: `${titulo}: descripción del documento para los lectores del programa.`,
    tipo_documento,
    tipo: esDocumento ? 'documento' : 'enlace',
    archivo: esDocumento ? (archivo ?? `${titulo.toLowerCase().replace(/[^a-z0-9]+/g, '-')}.pdf`) : null,
    ruta: esDocumento ? rutaDescarga(id) : null,
    link,
    fecha,
    estado,
    perfil,
    es_resaltado,
    created_at: `${fecha}T09:00:00.000Z`,
    updated_at: `${fecha}T09:00:00.000Z`,
    bytes: esDocumento ? PDF_BYTES : null,
  };
}

/** The documents of the mock, newest first (the list's default order): every profile, both states, documents and links, some highlighted. */
export const MOCK_BIBLIOTECA: readonly MockDocumentoBiblioteca[] = [
  documento(8, 'Borrador: guía de renovación de declaraciones', 'doc_guias', [3, 4, 5], { estado: 'Despublicado', es_resaltado: true, fecha: '2026-10-30' }),
  documento(10, 'Manual de uso del logotipo', 'doc_identidad', [5], { estado: 'Despublicado', fecha: '2026-10-28' }),
  documento(7, 'Presentación de la jornada técnica 2026', 'doc_presentaciones', [3, 4, 5], { fecha: '2026-10-26' }),
  documento(5, 'Formulario de solicitud de DAPcon', 'doc_formularios', [5], { es_resaltado: true, fecha: '2026-10-05' }),
  documento(2, 'Guía para redactar una DAP con la RCP 100', 'doc_guias', [3, 5], { es_resaltado: true, fecha: '2026-09-10' }),
  documento(9, 'ECO Platform: declaraciones verificadas', 'doc_guias', [3, 4], { link: 'https://www.eco-platform.org/', es_resaltado: true, fecha: '2026-07-01' }),
  documento(6, 'Plantilla de inventario de ciclo de vida', 'doc_formularios', [3], { fecha: '2026-06-12' }),
  documento(3, 'Manual del verificador', 'doc_guias', [4], { es_resaltado: true, fecha: '2026-03-02' }),
  documento(11, 'Norma UNE-EN 15804+A2', 'doc_normativa', [3, 4], { link: 'https://www.une.org/', fecha: '2026-02-01' }),
  documento(4, 'RCP 100: productos de construcción en general', 'doc_rcp', [3, 4, 5], { link: 'https://www.dapcon.example/rcp/100', fecha: '2026-02-01' }),
  documento(1, 'Reglamento del programa DAPcon', 'doc_normativa', [3, 4, 5], { es_resaltado: true, fecha: '2026-01-15', archivo: 'Reglamento DAPcon v4.pdf' }),
];

/** A document as the administration reads it. */
function adminItem({ bytes: _bytes, ...d }: MockDocumentoBiblioteca, lang: 'es' | 'ca'): DocumentoBiblioteca {
  return { ...d, tipo_documento_texto: nombreTipo(d.tipo_documento, lang) };
}

/** A document as a reader reads it. */
function publicItem(d: MockDocumentoBiblioteca, lang: 'es' | 'ca'): DocumentoPublico {
  return {
    id: d.id,
    titulo: d.titulo,
    descripcion: d.descripcion,
    tipo_documento: d.tipo_documento,
    tipo_documento_texto: nombreTipo(d.tipo_documento, lang),
    tipo: d.tipo,
    archivo: d.archivo,
    ruta: d.ruta,
    link: d.link,
    fecha: d.fecha,
  };
}

/** What the readers' reads answer: the published fixtures (which profile sees which is the API's). */
const PUBLICADOS = MOCK_BIBLIOTECA.filter((d) => d.estado === 'Publicado');
const RESALTADOS = PUBLICADOS.filter((d) => d.es_resaltado);
const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

function pageOf<T>(rows: readonly T[], page: number): { data: T[]; total: number; per_page: number; current_page: number } {
  const from = (page - 1) * PER_PAGE;
  return { data: rows.slice(from, from + PER_PAGE), total: rows.length, per_page: PER_PAGE, current_page: page };
}

function found(input: MockInput): MockDocumentoBiblioteca {
  const d = MOCK_BIBLIOTECA.find((x) => x.id === Number(input.params.id));
  if (!d) throw mockError(404, MSG.noEncontrado);
  return d;
}

/** A save's answer: what was sent over the fixture (the first for a new one), for the answer only. */
function saved(input: MockInput, d: MockDocumentoBiblioteca, schema: typeof CrearDocumentoBody | typeof ActualizarDocumentoBody) {
  const body = v.parse(schema, input.body);
  const esDocumento = body.tipo === 'documento';
  const file = body.archivo instanceof File ? body.archivo : undefined;
  return mockAnswer(
    adminItem(
      {
        ...d,
        titulo: body.titulo,
        descripcion: body.descripcion,
        tipo_documento: body.tipo_documento,
        tipo: body.tipo,
        archivo: esDocumento ? (file?.name ?? d.archivo ?? 'documento.pdf') : null,
        ruta: esDocumento ? rutaDescarga(d.id) : null,
        link: esDocumento ? null : body.link,
        estado: body.estado,
        perfil: body.perfil,
        es_resaltado: body.es_resaltado,
      },
      input.lang,
    ),
    { message: MSG.operacionCorrecta },
  );
}

export const bibliotecaHandlers = [
  mockEndpoint(bibliotecaList, (input) => {
    const query = v.parse(BibliotecaQuery, input.query);
    return pageOf(
      MOCK_BIBLIOTECA.map((d) => adminItem(d, input.lang)),
      query.page,
    );
  }),
  mockEndpoint(documentoBibliotecaShow, (input) => adminItem(found(input), input.lang)),
  mockEndpoint(crearDocumentoBiblioteca, (input) => saved(input, MOCK_BIBLIOTECA[0] as MockDocumentoBiblioteca, CrearDocumentoBody)),
  mockEndpoint(actualizarDocumentoBiblioteca, (input) => saved(input, found(input), ActualizarDocumentoBody)),
  mockEndpoint(borrarDocumentoBiblioteca, (input) => mockAnswer({ id: found(input).id }, { message: CONTENIDOS_MSG.documentoBibliotecaBorrado })),
  mockEndpoint(descargarDocumentoBiblioteca, (input) => {
    const d = found(input);
    if (!d.bytes) throw mockError(409, CONTENIDOS_MSG.documentoEsEnlace);
    const extension = d.archivo?.split('.').pop() ?? 'pdf';
    const name = datePrefixedName(`${fold(d.titulo).replace(/[^a-z0-9]+/g, '_').replace(/^_+|_+$/g, '')}.${extension}`);
    return new Response(new Uint8Array(d.bytes), {
      headers: { 'Content-Type': 'application/pdf', 'Content-Disposition': `attachment; filename="${name}"` },
    });
  }),
  mockEndpoint(tiposDocumentoPublicos, (input) =>
    MOCK_TIPOS_DOCUMENTO.map((t) => ({ param_id: t.id, pt_texto: t.texto[input.lang], total: PUBLICADOS.filter((d) => d.tipo_documento === t.id).length })),
  ),
  // The documents of the type the page names, a page of them.
  mockEndpoint(documentosPublicos, (input) => {
    if (!MOCK_TIPOS_DOCUMENTO.some((t) => t.id === input.params.type)) throw mockError(404, MSG.noEncontrado);
    const query = v.parse(DocumentosPublicosQuery, input.query);
    return pageOf(
      PUBLICADOS.filter((d) => d.tipo_documento === input.params.type).map((d) => publicItem(d, input.lang)),
      query.page,
    );
  }),
  mockEndpoint(documentosResaltados, (input) => {
    const query = v.parse(DocumentosPublicosQuery, input.query);
    return pageOf(
      RESALTADOS.map((d) => publicItem(d, input.lang)),
      query.page,
    );
  }),
  mockEndpoint(contarDocumentosResaltados, () => ({ total: RESALTADOS.length })),
];
