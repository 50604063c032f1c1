// The mock API of the document library (contract/src/contenidos/biblioteca.ts; docs/contenidos.md step 6):
// documents and links held in memory; the administration's list (filtered by text, type, state and the
// cover checkbox, sorted, paged), one document, create, update (a new file replaces the stored one), delete;
// and what a reader sees by its profile (read from its token): the types with their counts, a type's
// documents, the highlighted ones and their count, and the download (a dated attachment).
import { decodeJwt } from 'jose';
import * as v from 'valibot';
import { AUTH_MSG } from '@dapcon/contract/auth';
import { datePrefixedName, MSG, splitOrderBy } from '@dapcon/contract/core';
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

/** The documents the mock starts with: every profile, both states, documents and links, some highlighted. */
export const MOCK_BIBLIOTECA: readonly MockDocumentoBiblioteca[] = [
  documento(1, 'Reglamento del programa DAPcon', 'doc_normativa', [3, 4, 5], { es_resaltado: true, fecha: '2026-01-15', archivo: 'Reglamento DAPcon v4.pdf' }),
  documento(2, 'Guía para redactar una DAP con la RCP 100', 'doc_guias', [3, 5], { es_resaltado: true, fecha: '2026-09-10' }),
  documento(3, 'Manual del verificador', 'doc_guias', [4], { es_resaltado: true, fecha: '2026-03-02' }),
  documento(4, 'RCP 100: productos de construcción en general', 'doc_rcp', [3, 4, 5], { link: 'https://www.dapcon.example/rcp/100', fecha: '2026-02-01' }),
  documento(5, 'Formulario de solicitud de DAPcon', 'doc_formularios', [5], { es_resaltado: true, fecha: '2026-10-05' }),
  documento(6, 'Plantilla de inventario de ciclo de vida', 'doc_formularios', [3], { fecha: '2026-06-12' }),
  documento(7, 'Presentación de la jornada técnica 2026', 'doc_presentaciones', [3, 4, 5], { fecha: '2026-10-26' }),
  documento(8, 'Borrador: guía de renovación de declaraciones', 'doc_guias', [3, 4, 5], { estado: 'Despublicado', es_resaltado: true, fecha: '2026-10-30' }),
  documento(9, 'ECO Platform: declaraciones verificadas', 'doc_guias', [3, 4], { link: 'https://www.eco-platform.org/', es_resaltado: true, fecha: '2026-07-01' }),
  documento(10, 'Manual de uso del logotipo', 'doc_identidad', [5], { estado: 'Despublicado', fecha: '2026-10-28' }),
  documento(11, 'Norma UNE-EN 15804+A2', 'doc_normativa', [3, 4], { link: 'https://www.une.org/', fecha: '2026-02-01' }),
];

let held: MockDocumentoBiblioteca[] | null = null;
const store = () => (held ??= MOCK_BIBLIOTECA.map((d) => ({ ...d })));

/** The documents the mock holds now (a test or a story reads them). */
export function mockBiblioteca(): readonly MockDocumentoBiblioteca[] {
  return store();
}

/** Back to the fixtures. */
export function resetMockBiblioteca(): void {
  held = null;
}

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

/** The profile in the caller's token, or null for an administrator. */
function perfilOf(input: MockInput): PerfilContenido | null {
  const auth = input.request.headers.get('authorization') ?? '';
  try {
    const claims = decodeJwt(auth.replace(/^Bearer /, ''));
    return claims.modulo_app === 'administrador' ? null : ([3, 4, 5].find((p) => p === claims.perfil) as PerfilContenido | undefined) ?? null;
  } catch {
    throw mockError(401, "No s'ha trobat el token");
  }
}

function lector(input: MockInput): PerfilContenido {
  const perfil = perfilOf(input);
  if (perfil === null) throw mockError(403, MSG.sinPermiso);
  return perfil;
}

const visibles = (perfil: PerfilContenido) => store().filter((d) => d.estado === 'Publicado' && d.perfil.includes(perfil));
const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
const matches = (d: MockDocumentoBiblioteca, magic: string | undefined) => !magic || fold(`${d.titulo} ${d.descripcion}`).includes(fold(magic));

function pageOf<T>(rows: T[], page: number): { data: T[]; total: number; per_page: number; current_page: number } {
  const from = (page - 1) * PER_PAGE;
  return { data: rows.slice(from, from + PER_PAGE), total: rows.length, per_page: PER_PAGE, current_page: page };
}

function found(input: MockInput): MockDocumentoBiblioteca {
  const d = store().find((x) => x.id === Number(input.params.id));
  if (!d) throw mockError(404, MSG.noEncontrado);
  return d;
}

const tipoDesconocido = (tipo: string) => !MOCK_TIPOS_DOCUMENTO.some((t) => t.id === tipo);

/** Saves a create or an update as the API would (the contract has checked the form). */
function save(input: MockInput, existing: MockDocumentoBiblioteca | null) {
  const body = v.parse(existing ? ActualizarDocumentoBody : CrearDocumentoBody, input.body);
  if (body.tipo_documento !== existing?.tipo_documento && tipoDesconocido(body.tipo_documento)) {
    throw mockError(422, MSG.datosInvalidos, { tipo_documento: [AUTH_MSG.tipoDocumentoNoValido] });
  }
  const file = body.archivo instanceof File ? body.archivo : undefined;
  const esDocumento = body.tipo === 'documento';
  if (esDocumento && !file && !existing?.bytes) throw mockError(422, MSG.datosInvalidos, { archivo: [CONTENIDOS_MSG.archivoDocumentoObligatorio] });
  const id = existing?.id ?? Math.max(0, ...store().map((d) => d.id)) + 1;
  const now = new Date().toISOString();
  const next: MockDocumentoBiblioteca = {
    id,
    titulo: body.titulo,
    descripcion: body.descripcion,
    tipo_documento: body.tipo_documento,
    tipo: body.tipo,
    archivo: esDocumento ? (file?.name ?? existing?.archivo ?? null) : null,
    ruta: esDocumento ? rutaDescarga(id) : null,
    link: esDocumento ? null : body.link,
    fecha: existing?.fecha ?? now.slice(0, 10),
    estado: body.estado,
    perfil: body.perfil,
    es_resaltado: body.es_resaltado,
    created_at: existing?.created_at ?? now,
    updated_at: now,
    bytes: esDocumento ? (file ? PDF_BYTES : (existing?.bytes ?? null)) : null,
  };
  held = [...store().filter((d) => d.id !== id), next].sort((a, b) => a.id - b.id);
  return mockAnswer(adminItem(next, input.lang), { message: MSG.operacionCorrecta });
}

/** The sort key of a field, as the API's (a type by its place in the folder). */
const SORT_KEYS: Record<string, (d: MockDocumentoBiblioteca) => string | number> = {
  titulo: (d) => fold(d.titulo),
  tipo_documento: (d) => MOCK_TIPOS_DOCUMENTO.findIndex((t) => t.id === d.tipo_documento),
  tipo: (d) => d.tipo,
  estado: (d) => d.estado,
  created_at: (d) => d.created_at,
};

export const bibliotecaHandlers = [
  mockEndpoint(bibliotecaList, (input) => {
    const query = v.parse(BibliotecaQuery, input.query);
    const { field, direction } = splitOrderBy(query.order_by);
    const key = SORT_KEYS[field] ?? SORT_KEYS.created_at ?? (() => 0);
    const sign = direction === 'asc' ? 1 : -1;
    const rows = store()
      .filter(
        (d) =>
          matches(d, query.magic) &&
          (!query.tipo_documento || d.tipo_documento === query.tipo_documento) &&
          (!query.estado || d.estado === query.estado) &&
          (query.es_resaltado === undefined || d.es_resaltado === query.es_resaltado),
      )
      .sort((a, b) => sign * (key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : a.id - b.id))
      .map((d) => adminItem(d, input.lang));
    return pageOf(rows, query.page);
  }),
  mockEndpoint(documentoBibliotecaShow, (input) => adminItem(found(input), input.lang)),
  mockEndpoint(crearDocumentoBiblioteca, (input) => save(input, null)),
  mockEndpoint(actualizarDocumentoBiblioteca, (input) => save(input, found(input))),
  mockEndpoint(borrarDocumentoBiblioteca, (input) => {
    const d = found(input);
    held = store().filter((x) => x.id !== d.id);
    return mockAnswer({ id: d.id }, { message: CONTENIDOS_MSG.documentoBibliotecaBorrado });
  }),
  mockEndpoint(descargarDocumentoBiblioteca, (input) => {
    const d = found(input);
    const perfil = perfilOf(input);
    if (perfil !== null && !visibles(perfil).includes(d)) throw mockError(404, MSG.noEncontrado);
    if (!d.bytes) throw mockError(409, CONTENIDOS_MSG.documentoEsEnlace);
    const extension = d.archivo?.split('.').pop() ?? 'pdf';
    const name = datePrefixedName(`${fold(d.titulo).replace(/[^a-z0-9]+/g, '_').replace(/^_+|_+$/g, '')}.${extension}`);
    return new Response(new Uint8Array(d.bytes), {
      headers: { 'Content-Type': 'application/pdf', 'Content-Disposition': `attachment; filename="${name}"` },
    });
  }),
  mockEndpoint(tiposDocumentoPublicos, (input) => {
    const mios = visibles(lector(input));
    return MOCK_TIPOS_DOCUMENTO.map((t) => ({ param_id: t.id, pt_texto: t.texto[input.lang], total: mios.filter((d) => d.tipo_documento === t.id).length }));
  }),
  mockEndpoint(documentosPublicos, (input) => {
    const perfil = lector(input);
    if (tipoDesconocido(input.params.type ?? '')) throw mockError(404, MSG.noEncontrado);
    const query = v.parse(DocumentosPublicosQuery, input.query);
    const rows = visibles(perfil)
      .filter((d) => d.tipo_documento === input.params.type && matches(d, query.magic))
      .sort((a, b) => fold(a.titulo).localeCompare(fold(b.titulo)) || a.id - b.id)
      .map((d) => publicItem(d, input.lang));
    return pageOf(rows, query.page);
  }),
  mockEndpoint(documentosResaltados, (input) => {
    const perfil = lector(input);
    const query = v.parse(DocumentosPublicosQuery, input.query);
    const rows = visibles(perfil)
      .filter((d) => d.es_resaltado && matches(d, query.magic))
      .sort((a, b) => b.created_at.localeCompare(a.created_at) || b.id - a.id)
      .map((d) => publicItem(d, input.lang));
    return pageOf(rows, query.page);
  }),
  mockEndpoint(contarDocumentosResaltados, (input) => ({ total: visibles(lector(input)).filter((d) => d.es_resaltado).length })),
];
