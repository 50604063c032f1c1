/**
 * The document library (spec part 2 §2.17, §2.18, §3 'Document', §4, §5 'Document', §6, §7.7; part 1
 * §2, §3 'Highlighted document', §7; docs/contenidos.md step 6): documents (a stored file) and links
 * the administration publishes to consultants (profile 3), verifiers (4) and companies (5), each of a
 * document type (an option of the parameter folder `tipo_documento`), some highlighted on the homes
 * (`es_resaltado`).
 *
 * - The administration lists, creates, saves and deletes them (`/biblioteca-documentos`; forms are
 *   multipart, an update is `POST /biblioteca-documentos/{id}` with `_method=PATCH`, as the spec's
 *   client sends it).
 * - A reader (profile 3, 4 or 5) sees only the published ones addressed to its own profile: the
 *   types with how many it sees, a type's documents, the highlighted ones and their count.
 * - A document's file is downloaded at `GET /biblioteca-documentos/{id}/descargar` (an attachment
 *   named `<day>_<title>.<ext>`); `ruta` in every answer is that path (relative to the API), never
 *   where the file is stored; a link has no `ruta` and is never downloaded.
 */
import * as v from 'valibot';
import { ACCESS, defineEndpoint } from '../core/endpoint';
import { crossFieldRules, formBoolean, presentString, requiredText, type CrossFieldRule } from '../core/form';
import { booleanFilter, choiceFilter, listQuery, pageParam, paginated, textFilter } from '../core/list';
import { MSG } from '../core/messages';
import { optionalUpload, UPLOAD_RULES } from '../core/uploads';
import { ESTADOS_CONTENIDO, PERFILES_CONTENIDO, perfilesContenido } from './contenidos';
import { CONTENIDOS_MSG } from './messages';

/** What a library entry is (part 2 §3 'Document' `tipo`): a stored file, or a link to a web page. */
export const TIPOS_BIBLIOTECA = ['documento', 'enlace'] as const;
export type TipoBiblioteca = (typeof TIPOS_BIBLIOTECA)[number];

/** A document's states (part 2 §4): chosen freely; only a published one is read. */
export const ESTADOS_DOCUMENTO = ESTADOS_CONTENIDO;
export type EstadoDocumento = (typeof ESTADOS_DOCUMENTO)[number];

/** The parameter folder of the document types. */
export const CARPETA_TIPO_DOCUMENTO = 'tipo_documento';

/** Longest title, description and link. */
export const DOCUMENTO_TITULO_MAX = 255;
export const DOCUMENTO_DESCRIPCION_MAX = 2000;
export const DOCUMENTO_LINK_MAX = 2000;
/** Longest option id of a parameter folder (`parametros.param_id`). */
const PARAM_ID_MAX = 100;

/**
 * Whether a text is a web address a reader may be sent to: http or https, with a host.
 *
 * @example
 * isWebUrl('https://www.dapcon.example/guia.pdf') // true
 * isWebUrl('javascript:alert(1)') // false
 */
export function isWebUrl(text: string): boolean {
  if (!/^https?:\/\//i.test(text)) return false;
  try {
    const url = new URL(text);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  } catch {
    return false;
  }
}

/** Where a document's file is downloaded, relative to the API (`ruta` in the answers). */
export const rutaDescarga = (id: number): string => `/biblioteca-documentos/${id}/descargar`;

// ---------------------------------------------------------------- what the API answers

/** What a reader reads of a document (part 1 §3 'Highlighted document', part 2 §2.18's table). */
export const DocumentoPublico = v.object({
  id: v.number(),
  titulo: v.string(),
  descripcion: v.string(),
  /** An option of `tipo_documento`. */
  tipo_documento: v.string(),
  /** The type's name in the caller's language. */
  tipo_documento_texto: v.string(),
  tipo: v.picklist(TIPOS_BIBLIOTECA),
  /** The file's name as the author's computer called it ('guia.pdf'); null for a link. */
  archivo: v.nullable(v.string()),
  /** Where the file is downloaded (`/biblioteca-documentos/{id}/descargar`, below the API); null for a link. */
  ruta: v.nullable(v.string()),
  /** The web address of a link (http or https); null for a document. */
  link: v.nullable(v.string()),
  /** The day it was added to the library, 'yyyy-mm-dd' (in Madrid). */
  fecha: v.string(),
});
export type DocumentoPublico = v.InferOutput<typeof DocumentoPublico>;

/** A document as the administration reads it (`GET /biblioteca-documentos`, `/{id}`, and a save's answer). */
export const DocumentoBiblioteca = v.object({
  ...DocumentoPublico.entries,
  estado: v.picklist(ESTADOS_DOCUMENTO),
  /** The profiles it is for (3, 4, 5; the spec's `perfil`, a list). */
  perfil: v.array(v.picklist(PERFILES_CONTENIDO)),
  /** Shown on the homes' highlighted-documents button (the list's 'cover checkbox'). */
  es_resaltado: v.boolean(),
  created_at: v.string(),
  updated_at: v.string(),
});
export type DocumentoBiblioteca = v.InferOutput<typeof DocumentoBiblioteca>;

/** A document type as a reader sees it: the option, its name and how many of its documents the reader sees. */
export const TipoDocumentoPublico = v.object({ param_id: v.string(), pt_texto: v.string(), total: v.number() });
export type TipoDocumentoPublico = v.InferOutput<typeof TipoDocumentoPublico>;

/** How many highlighted documents the caller sees. */
export const TotalResaltados = v.object({ total: v.number() });
export type TotalResaltados = v.InferOutput<typeof TotalResaltados>;

// ---------------------------------------------------------------- the lists

/** The fields the administration's list sorts by (`created_at`: the newest first by default). */
export const BIBLIOTECA_SORTABLE = ['titulo', 'tipo_documento', 'tipo', 'estado', 'created_at'] as const;

/**
 * `GET /biblioteca-documentos` query (part 2 §2.17): `magic` (anywhere in the title or the
 * description, accents and case ignored), `tipo_documento` (an option of the folder), `estado`
 * (Publicado, Despublicado), `es_resaltado` (the 'cover checkbox': only the highlighted ones);
 * page; the list kit's `order_by` (default the newest first). No Excel.
 */
export const BibliotecaQuery = v.omit(
  listQuery(
    {
      magic: textFilter(),
      tipo_documento: textFilter(PARAM_ID_MAX),
      estado: choiceFilter(ESTADOS_DOCUMENTO),
      es_resaltado: booleanFilter(),
    },
    BIBLIOTECA_SORTABLE,
    'created_at desc',
  ),
  ['to_excel'],
);
export type BibliotecaQuery = v.InferOutput<typeof BibliotecaQuery>;
export type BibliotecaQueryInput = v.InferInput<typeof BibliotecaQuery>;

/**
 * `GET /biblioteca-documentos-public/{type}` and `GET /biblioteca-documentos-resaltados` query
 * (part 1 §7): `magic` (as the administration's) and `page`. Sorted by title (a type's) or the
 * newest first (the highlighted ones).
 */
export const DocumentosPublicosQuery = v.object({ magic: textFilter(), page: pageParam() });
export type DocumentosPublicosQuery = v.InferOutput<typeof DocumentosPublicosQuery>;

// ---------------------------------------------------------------- the form

/** The web address of a link: trimmed; missing, null or blank → null (the rules below ask for it). */
function linkField() {
  return v.pipe(
    v.nullish(v.string(MSG.valorNoValido), null),
    v.transform((value): string | null => (value === null || value.trim() === '' ? null : value.trim())),
    v.check((value: string | null) => value === null || value.length <= DOCUMENTO_LINK_MAX, MSG.textoDemasiadoLargo),
  );
}

/** The fields of a document (part 2 §5 'Document'). */
const CAMPOS_DOCUMENTO = {
  titulo: requiredText(CONTENIDOS_MSG.tituloContenidoObligatorio, DOCUMENTO_TITULO_MAX),
  descripcion: requiredText(CONTENIDOS_MSG.descripcionDocumentoObligatoria, DOCUMENTO_DESCRIPCION_MAX),
  /** An option of `tipo_documento` (which ones: checked on the server). */
  tipo_documento: requiredText(CONTENIDOS_MSG.tipoDocumentoObligatorio, PARAM_ID_MAX),
  tipo: v.pipe(presentString(CONTENIDOS_MSG.tipoBibliotecaObligatorio), v.trim(), v.picklist(TIPOS_BIBLIOTECA, CONTENIDOS_MSG.tipoBibliotecaObligatorio)),
  estado: v.pipe(presentString(CONTENIDOS_MSG.estadoContenidoObligatorio), v.trim(), v.picklist(ESTADOS_DOCUMENTO, CONTENIDOS_MSG.estadoContenidoObligatorio)),
  /** Profiles 3, 4 and 5, at least one ('Seleccione al menos un perfil'). */
  perfil: perfilesContenido(),
  es_resaltado: formBoolean(),
  /** A link's address (http or https); dropped for a document. */
  link: linkField(),
  /** A document's file: a PDF or an image (PNG, JPEG, GIF) up to 10 MB; a link takes none. */
  archivo: optionalUpload(UPLOAD_RULES.archivo),
};

const CamposDocumento = v.object(CAMPOS_DOCUMENTO);
type CamposDocumento = v.InferOutput<typeof CamposDocumento>;

/** Rules both forms share: a link has its address (a web one) and no file. */
const REGLAS_DOCUMENTO: CrossFieldRule<CamposDocumento>[] = [
  { field: 'link', reads: ['tipo'], holds: (f) => f.tipo !== 'enlace' || f.link !== null, message: CONTENIDOS_MSG.linkObligatorio },
  { field: 'link', reads: ['tipo'], holds: (f) => f.tipo !== 'enlace' || f.link === null || isWebUrl(f.link), message: CONTENIDOS_MSG.linkNoValido },
  { field: 'archivo', reads: ['tipo'], holds: (f) => f.tipo !== 'enlace' || f.archivo === undefined, message: CONTENIDOS_MSG.archivoSoloDocumentos },
];

/** A document keeps no link; a link keeps its address. */
const sinLinkAjeno = <T extends Pick<CamposDocumento, 'tipo' | 'link'>>(values: T): T => ({ ...values, link: values.tipo === 'enlace' ? values.link : null });

/**
 * POST /biblioteca-documentos body, multipart (part 2 §5 'Document'): title, description, document
 * type, kind, state and profiles required; a document (`tipo` documento) needs its file, a link
 * (`enlace`) its web address and no file; `es_resaltado` a form boolean (absent: false).
 *
 * @example
 * await call(crearDocumentoBiblioteca, { body: { titulo, descripcion, tipo_documento: 'doc_guias', tipo: 'documento', estado: 'Publicado', perfil: [5], es_resaltado: true, archivo } });
 */
export const CrearDocumentoBody = v.pipe(
  CamposDocumento,
  crossFieldRules<CamposDocumento>([
    ...REGLAS_DOCUMENTO,
    { field: 'archivo', reads: ['tipo'], holds: (f) => f.tipo !== 'documento' || f.archivo !== undefined, message: CONTENIDOS_MSG.archivoDocumentoObligatorio },
  ]),
  v.transform(sinLinkAjeno),
);
export type CrearDocumentoBody = v.InferOutput<typeof CrearDocumentoBody>;
export type DocumentoBibliotecaForm = v.InferInput<typeof CrearDocumentoBody>;

/**
 * POST /biblioteca-documentos/{id} body with `_method=PATCH`, multipart: the same fields; without a
 * new file a document keeps its stored one (a document with none is refused on the server); one
 * that becomes a link loses its file.
 */
export const ActualizarDocumentoBody = v.pipe(
  v.object({ ...CAMPOS_DOCUMENTO, _method: v.optional(v.picklist(['PATCH'], MSG.valorNoValido)) }),
  crossFieldRules<CamposDocumento>(REGLAS_DOCUMENTO),
  v.transform(sinLinkAjeno),
);
export type ActualizarDocumentoBody = v.InferOutput<typeof ActualizarDocumentoBody>;

// ---------------------------------------------------------------- endpoints

const DocumentoIdParams = v.object({ id: v.pipe(v.string(), v.regex(/^\d{1,9}$/, MSG.noEncontrado), v.transform(Number)) });
const TipoParams = v.object({ type: v.pipe(v.string(), v.maxLength(PARAM_ID_MAX, MSG.noEncontrado)) });


const TAGS = ['contenidos'];

/** The library, filtered, sorted and paged (the administration's /biblioteca-documentos). */
export const bibliotecaList = defineEndpoint({
  method: 'GET',
  path: '/biblioteca-documentos',
  query: BibliotecaQuery,
  response: paginated(DocumentoBiblioteca),
  access: ACCESS.admin,
  summary: 'Document library: filtered (magic, tipo_documento, estado, es_resaltado), sorted, paged',
  tags: TAGS,
});

/** One document, for the edit modal. */
export const documentoBibliotecaShow = defineEndpoint({
  method: 'GET',
  path: '/biblioteca-documentos/:id',
  params: DocumentoIdParams,
  response: DocumentoBiblioteca,
  access: ACCESS.admin,
  summary: 'A document of the library (the edit modal)',
  tags: TAGS,
});

/** Creates a document or a link (201, 'Los datos han sido guardados correctamente'). */
export const crearDocumentoBiblioteca = defineEndpoint({
  method: 'POST',
  path: '/biblioteca-documentos',
  body: CrearDocumentoBody,
  multipart: true,
  response: DocumentoBiblioteca,
  status: 201,
  stale: ['GET /biblioteca-documentos', 'GET /biblioteca-documentos-public/:type', 'GET /biblioteca-documentos-resaltados', 'GET /biblioteca-documentos-contar-resaltados', 'GET /biblioteca-tipo-documentos-public'],
  access: ACCESS.admin,
  summary: 'Create a library document (multipart with its file) or link',
  tags: TAGS,
});

/** Saves a document (200; `_method=PATCH`, as the spec's client sends it). */
export const actualizarDocumentoBiblioteca = defineEndpoint({
  method: 'POST',
  path: '/biblioteca-documentos/:id',
  params: DocumentoIdParams,
  body: ActualizarDocumentoBody,
  multipart: true,
  response: DocumentoBiblioteca,
  stale: ['GET /biblioteca-documentos', 'GET /biblioteca-documentos/:id', 'GET /biblioteca-documentos-public/:type', 'GET /biblioteca-documentos-resaltados', 'GET /biblioteca-documentos-contar-resaltados', 'GET /biblioteca-tipo-documentos-public'],
  access: ACCESS.admin,
  summary: 'Update a library document (multipart with _method=PATCH; a new file replaces the stored one)',
  tags: TAGS,
});

/** Deletes a document and its file (the screen asks 'Realmente desea borrar este documento ?' first). */
export const borrarDocumentoBiblioteca = defineEndpoint({
  method: 'DELETE',
  path: '/biblioteca-documentos/:id',
  params: DocumentoIdParams,
  response: v.object({ id: v.number() }),
  stale: ['GET /biblioteca-documentos', 'GET /biblioteca-documentos-public/:type', 'GET /biblioteca-documentos-resaltados', 'GET /biblioteca-documentos-contar-resaltados', 'GET /biblioteca-tipo-documentos-public'],
  access: ACCESS.admin,
  summary: 'Delete a library document (its file too)',
  tags: TAGS,
});

/**
 * A document's file as an attachment named `<yyyy-mm-dd>_<title>.<ext>`: the administration any
 * document's; a reader only a published one for its profile. Anything else, and a link, is a 404.
 */
export const descargarDocumentoBiblioteca = defineEndpoint({
  method: 'GET',
  path: '/biblioteca-documentos/:id/descargar',
  params: DocumentoIdParams,
  response: v.unknown(),
  envelope: false,
  access: ACCESS.user,
  summary: "A library document's file (the administration any; a reader one published for its profile)",
  tags: TAGS,
});

/** The document types, each with how many published documents for the caller's profile it has. */
export const tiposDocumentoPublicos = defineEndpoint({
  method: 'GET',
  path: '/biblioteca-tipo-documentos-public',
  response: v.array(TipoDocumentoPublico),
  access: ACCESS.reader,
  summary: 'Document types with the count of documents the caller (profile 3, 4 or 5) sees',
  tags: TAGS,
});

/** The published documents of one type for the caller's profile (/public-documentos), by title. */
export const documentosPublicos = defineEndpoint({
  method: 'GET',
  path: '/biblioteca-documentos-public/:type',
  params: TipoParams,
  query: DocumentosPublicosQuery,
  response: paginated(DocumentoPublico),
  access: ACCESS.reader,
  summary: "A document type's published documents for the caller's profile (magic, page); unknown type 404",
  tags: TAGS,
});

/** The highlighted published documents for the caller's profile (the homes' button), the newest first. */
export const documentosResaltados = defineEndpoint({
  method: 'GET',
  path: '/biblioteca-documentos-resaltados',
  query: DocumentosPublicosQuery,
  response: paginated(DocumentoPublico),
  access: ACCESS.reader,
  summary: "Highlighted published documents for the caller's profile (magic, page)",
  tags: TAGS,
});

/** How many highlighted published documents the caller sees (the button's count). */
export const contarDocumentosResaltados = defineEndpoint({
  method: 'GET',
  path: '/biblioteca-documentos-contar-resaltados',
  response: TotalResaltados,
  access: ACCESS.reader,
  summary: "How many highlighted published documents the caller's profile sees",
  tags: TAGS,
});
