/**
 * A web content's files (spec part 2 §2.19 'files modal', §3 'Content file', §5 'Content document',
 * §7.7; docs/contenidos.md step 4): documents (a PDF or an image up to 10 MB) attached to a content
 * with a title, listed, added, edited (a new file replaces the stored one) and deleted from the
 * /contenidos files modal, and downloaded by the administration under a dated name.
 *
 * Where a file is stored stays on the server: the spec's `ruta` is, in every answer, the path the file
 * is downloaded at (`GET /archivos-contenido/{id}/descargar`, relative to the API), as for the library's
 * documents. Forms are multipart; an update is
 * `POST /archivos-contenido/{id}` with `_method=PATCH`, as the spec's client sends it.
 */
import * as v from 'valibot';
import { ACCESS, defineEndpoint } from '../core/endpoint';
import { requiredText } from '../core/form';
import { listQuery, paginated, textFilter } from '../core/list';
import { MSG } from '../core/messages';
import { optionalUpload, requiredUpload, UPLOAD_RULES } from '../core/uploads';
import { CONTENIDOS_MSG } from './messages';

/** Longest title of a file. */
export const ARCHIVO_TITULO_MAX = 255;

// ---------------------------------------------------------------- what the API answers

/** Where a content's file is downloaded, relative to the API (`ruta` in the answers). */
export const rutaArchivoContenido = (id: number): string => `/archivos-contenido/${id}/descargar`;

/** A file of a content (`GET /archivos-contenido`, and the answer of a save). */
export const ArchivoContenido = v.object({
  id: v.number(),
  contenido_web_id: v.number(),
  titulo: v.string(),
  /** The file's name as the user's computer called it ('programa.pdf'). */
  archivo: v.string(),
  /** Where it is downloaded, relative to the API: `/archivos-contenido/{id}/descargar`. */
  ruta: v.string(),
  created_at: v.string(),
  updated_at: v.string(),
});
export type ArchivoContenido = v.InferOutput<typeof ArchivoContenido>;

// ---------------------------------------------------------------- the list

/** The fields a content's files sort by. */
export const ARCHIVOS_CONTENIDO_SORTABLE = ['titulo', 'archivo', 'created_at'] as const;

/** A content's id in a query or a form ('12' or 12); missing or blank → `message`. */
function contenidoId(message: string) {
  return v.pipe(
    v.optional(v.union([v.string(), v.number()], MSG.valorNoValido), ''),
    v.transform((value) => String(value).trim()),
    v.nonEmpty(message),
    v.regex(/^\d{1,9}$/, MSG.valorNoValido),
    v.transform(Number),
    v.minValue(1, MSG.valorNoValido),
  );
}

/**
 * `GET /archivos-contenido` query (part 2 §7.7): the files of one content (`contenido_web_id`,
 * required), `magic` anywhere in the title or the file's name (accents and case ignored), page; sorted
 * by the list kit's `order_by` (default the order they were attached in). No Excel.
 */
export const ArchivosContenidoQuery = v.omit(
  listQuery(
    {
      contenido_web_id: contenidoId(CONTENIDOS_MSG.contenidoDelArchivoObligatorio),
      magic: textFilter(),
    },
    ARCHIVOS_CONTENIDO_SORTABLE,
    'created_at asc',
  ),
  ['to_excel'],
);
export type ArchivosContenidoQuery = v.InferOutput<typeof ArchivosContenidoQuery>;

// ---------------------------------------------------------------- the form

const titulo = requiredText(CONTENIDOS_MSG.tituloArchivoObligatorio, ARCHIVO_TITULO_MAX);

/**
 * POST /archivos-contenido body, multipart (part 2 §5 'Content document'): the title ('Ingrese un
 * título'), the content it belongs to, and the file (a PDF or a PNG, JPEG or GIF image up to 10 MB).
 *
 * @example
 * await call(crearArchivoContenido, { body: { titulo: 'Programa', contenido_web_id: 12, archivo: file } });
 */
export const CrearArchivoContenidoBody = v.object({
  titulo,
  contenido_web_id: contenidoId(CONTENIDOS_MSG.contenidoDelArchivoObligatorio),
  archivo: requiredUpload(UPLOAD_RULES.archivo, CONTENIDOS_MSG.archivoContenidoObligatorio),
});
export type CrearArchivoContenidoBody = v.InferOutput<typeof CrearArchivoContenidoBody>;

/**
 * POST /archivos-contenido/{id} body with `_method=PATCH`, multipart: the title, and a new file that
 * replaces the stored one (without it the file stays). A file stays with its content.
 */
export const ActualizarArchivoContenidoBody = v.object({
  titulo,
  archivo: optionalUpload(UPLOAD_RULES.archivo),
  _method: v.optional(v.picklist(['PATCH'], MSG.valorNoValido)),
});
export type ActualizarArchivoContenidoBody = v.InferOutput<typeof ActualizarArchivoContenidoBody>;

/** The form of a file (create and edit alike): what the files modal's form holds. */
export type ArchivoContenidoForm = v.InferInput<typeof ActualizarArchivoContenidoBody>;

// ---------------------------------------------------------------- endpoints

const ArchivoIdParams = v.object({ id: v.pipe(v.string(), v.regex(/^\d{1,9}$/, MSG.noEncontrado), v.transform(Number)) });

const TAGS = ['contenidos'];

/** A content's files, a page at a time (the files modal). */
export const archivosContenidoList = defineEndpoint({
  method: 'GET',
  path: '/archivos-contenido',
  query: ArchivosContenidoQuery,
  response: paginated(ArchivoContenido),
  access: ACCESS.admin,
  summary: "A web content's files: filtered (contenido_web_id, magic), sorted, paged",
  tags: TAGS,
});

/** Attaches a file to a content (201, 'Los datos han sido guardados correctamente'). */
export const crearArchivoContenido = defineEndpoint({
  method: 'POST',
  path: '/archivos-contenido',
  body: CrearArchivoContenidoBody,
  multipart: true,
  response: ArchivoContenido,
  status: 201,
  stale: ['GET /archivos-contenido', 'GET /contenidos-web', 'GET /contenidos-web/:id'],
  access: ACCESS.admin,
  summary: 'Attach a file to a web content (multipart: titulo, archivo, contenido_web_id)',
  tags: TAGS,
});

/** Saves a file's title and, with a new file, replaces it (200; `_method=PATCH`). */
export const actualizarArchivoContenido = defineEndpoint({
  method: 'POST',
  path: '/archivos-contenido/:id',
  params: ArchivoIdParams,
  body: ActualizarArchivoContenidoBody,
  multipart: true,
  response: ArchivoContenido,
  stale: ['GET /archivos-contenido', 'GET /contenidos-web', 'GET /contenidos-web/:id'],
  access: ACCESS.admin,
  summary: "Update a web content's file (multipart with _method=PATCH; a new file replaces the stored one)",
  tags: TAGS,
});

/** Deletes a file (the screen asks 'Realmente desea borrar este archivo?' first). */
export const borrarArchivoContenido = defineEndpoint({
  method: 'DELETE',
  path: '/archivos-contenido/:id',
  params: ArchivoIdParams,
  response: v.object({ id: v.number() }),
  stale: ['GET /archivos-contenido', 'GET /contenidos-web', 'GET /contenidos-web/:id'],
  access: ACCESS.admin,
  summary: "Delete a web content's file",
  tags: TAGS,
});

/**
 * A file, as an attachment named `<yyyy-mm-dd>_<its name>` (the day in Madrid): the administration any;
 * a consultant, verifier or company a file of a content published for it today (else 404).
 */
export const descargarArchivoContenido = defineEndpoint({
  method: 'GET',
  path: '/archivos-contenido/:id/descargar',
  params: ArchivoIdParams,
  response: v.unknown(),
  envelope: false,
  access: ACCESS.user,
  summary: "Download a web content's file (attachment, date-prefixed name; a reader only a published content's)",
  tags: TAGS,
});
