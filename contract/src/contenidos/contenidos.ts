/**
 * Web contents (spec part 2 §2.19, §3 'Web content', §4, §5 'Content', §6, §7.7; docs/contenidos.md
 * step 3): the news, announcements and events the administration publishes to consultants (profile
 * 3), verifiers (4) and companies (5), each with a rich-text long description, and an image for a
 * news item. Also the rich-text editor's inline images (`POST /upload_file_editor`), served without a
 * token so that an `<img>` in a page or an e-mail loads.
 *
 * A content's `tipo` is an option of the parameter folder `tipo_noticias` (noticia, comunicado,
 * evento…), its `clasificacion` one of `clasificacion_noticias`, and its company types options of
 * `tipo_empresa`: the server checks them against the folders (they are editable), the contract only
 * their shape. Forms are multipart (the image travels with the data); an update is
 * `POST /contenidos-web/{id}` with `_method=PATCH`, as the spec's client sends it.
 */
import * as v from 'valibot';
import { AUTH_MSG } from '../auth/messages';
import { ACCESS, defineEndpoint } from '../core/endpoint';
import { crossFieldRules, hasForbiddenCharacter, presentString, requiredDate, requiredText, type CrossFieldRule } from '../core/form';
import { choiceFilter, listQuery, paginated, textFilter } from '../core/list';
import { MSG } from '../core/messages';
import { PERFILES } from '../core/session';
import { optionalUpload, requiredUpload, UPLOAD_RULES } from '../core/uploads';
import { isIsoDate } from '../core/validators/format';
import { CONTENIDOS_MSG } from './messages';

/** A content's states (part 2 §4): chosen freely; anything but Publicado is a draft nobody reads. */
export const ESTADOS_CONTENIDO = ['Publicado', 'Despublicado'] as const;
export type EstadoContenido = (typeof ESTADOS_CONTENIDO)[number];

/** The profiles a content is addressed to (part 2 §6: consultants, verifiers, organisations). */
export const PERFILES_CONTENIDO = [PERFILES.consultor, PERFILES.verificador, PERFILES.organizacion] as const;
export type PerfilContenido = (typeof PERFILES_CONTENIDO)[number];

/** The parameter folders a content's values come from. */
export const CARPETAS_CONTENIDO = { tipo: 'tipo_noticias', clasificacion: 'clasificacion_noticias', tipos_empresa: 'tipo_empresa' } as const;

/** The one type that has an image (part 2 §5: 'image only when type is noticia'). */
export const TIPO_CONTENIDO_CON_IMAGEN = 'noticia';

/** Longest title and short description. */
export const CONTENIDO_TITULO_MAX = 255;
export const CONTENIDO_DESCRIPCION_CORTA_MAX = 1000;
/** Longest long description, in characters of HTML. */
export const CONTENIDO_HTML_MAX_LENGTH = 100_000;
/** Longest option id of a parameter folder (`parametros.param_id`). */
const PARAM_ID_MAX = 100;

/**
 * The name an editor image is served under: a uuid and the extension of its detected type
 * (`GET /editor-imagenes/{key}`). Unguessable; nothing else is served there.
 *
 * @example
 * EDITOR_IMAGEN_KEY.test('0b6c8e52-1f0e-4d5a-9a43-2f7c1b9d8e10.png') // true
 */
export const EDITOR_IMAGEN_KEY = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.(png|jpg|gif)$/;

/** Where the editor images are served, below the API base: `/editor-imagenes/{key}`. */
export const EDITOR_IMAGENES_PATH = '/editor-imagenes';

// ---------------------------------------------------------------- what the API answers

/** A row of the content list (`GET /contenidos-web`). */
export const ContenidoListItem = v.object({
  id: v.number(),
  titulo: v.string(),
  /** An option of `tipo_noticias` (noticia, comunicado, evento…). */
  tipo: v.string(),
  /** The type's name in the caller's language. */
  tipo_noticia_texto: v.string(),
  /** An option of `clasificacion_noticias`. */
  clasificacion: v.string(),
  clasificacion_texto: v.string(),
  estado: v.picklist(ESTADOS_CONTENIDO),
  /** 'yyyy-mm-dd'. */
  fecha_publicacion: v.string(),
  /** 'yyyy-mm-dd', or null: published with no end. */
  fecha_fin_publicacion: v.nullable(v.string()),
  perfiles: v.array(v.picklist(PERFILES_CONTENIDO)),
  /** An image is stored: `GET /contenidos-web/{id}/imagen` serves it. */
  tiene_imagen: v.boolean(),
  /** Files attached to it (the files modal, step 4; 0 until then). */
  total_archivos: v.number(),
});
export type ContenidoListItem = v.InferOutput<typeof ContenidoListItem>;

/** A whole content (`GET /contenidos-web/{id}`, and the answer of a save). */
export const ContenidoDetalle = v.object({
  ...ContenidoListItem.entries,
  descripcion_corta: v.string(),
  /** Cleaned HTML (the server's allow-list), shown as it is. */
  descripcion_larga: v.string(),
  /** Company types (`tipo_empresa`) it is for; empty: every company. Only with profile 5. */
  tipos_empresa: v.array(v.string()),
  created_at: v.string(),
  updated_at: v.string(),
});
export type ContenidoDetalle = v.InferOutput<typeof ContenidoDetalle>;

// ---------------------------------------------------------------- the list

/** The fields the content list sorts by. */
export const CONTENIDOS_SORTABLE = ['titulo', 'tipo', 'estado', 'fecha_publicacion', 'fecha_fin_publicacion'] as const;

/**
 * `GET /contenidos-web` query (part 2 §2.19, §7.7): `magic` (anywhere in the title or the short
 * description, accents and case ignored), `estado` (Publicado, Despublicado), `tipo_noticia` (an
 * option of `tipo_noticias`), `tipo_clasificacion` (of `clasificacion_noticias`); page; the spec's
 * `orderby` is the list kit's `order_by` (default the newest publication first). No Excel.
 */
export const ContenidosQuery = v.omit(
  listQuery(
    {
      magic: textFilter(),
      estado: choiceFilter(ESTADOS_CONTENIDO),
      tipo_noticia: textFilter(PARAM_ID_MAX),
      tipo_clasificacion: textFilter(PARAM_ID_MAX),
    },
    CONTENIDOS_SORTABLE,
    'fecha_publicacion desc',
  ),
  ['to_excel'],
);
export type ContenidosQuery = v.InferOutput<typeof ContenidosQuery>;
export type ContenidosQueryInput = v.InferInput<typeof ContenidosQuery>;

// ---------------------------------------------------------------- the form

/**
 * The values of a multi-valued form field: a list (repeated multipart fields, a JSON array), one
 * value, or values separated by commas ('3,5'); blanks dropped.
 */
function valoresDeLista(value: unknown): unknown[] {
  if (value === undefined || value === null) return [];
  const items: unknown[] = Array.isArray(value) ? value : [value];
  return items
    .flatMap((item) => (typeof item === 'string' ? item.split(',') : [item]))
    .map((item) => (typeof item === 'string' ? item.trim() : item))
    .filter((item) => item !== '');
}

const esPerfilContenido = (value: unknown): value is PerfilContenido => (PERFILES_CONTENIDO as readonly unknown[]).includes(value);

/**
 * The profiles a content is for: at least one of 3, 4 and 5, each once (sorted); none →
 * 'Seleccione al menos un perfil'.
 *
 * @example
 * v.parse(perfilesContenido(), ['5', '3']) // [3, 5]
 */
export function perfilesContenido() {
  return v.pipe(
    // A missing key becomes null (then an empty list), so the checks below name it with their own text.
    v.optional(v.unknown(), null),
    v.transform(valoresDeLista),
    v.check((items: unknown[]) => items.length > 0, CONTENIDOS_MSG.perfilContenidoObligatorio),
    v.transform((items: unknown[]) => items.map((item) => (typeof item === 'string' && /^\d{1,2}$/.test(item) ? Number(item) : item))),
    v.check((items: unknown[]) => items.every(esPerfilContenido), MSG.valorNoValido),
    v.transform((items: unknown[]): PerfilContenido[] => [...new Set(items.filter(esPerfilContenido))].sort((a, b) => a - b)),
  );
}

/** Company types (options of `tipo_empresa`, checked on the server): any number, each once. */
export function tiposEmpresaContenido() {
  return v.pipe(
    // A missing key becomes null (then an empty list), so the checks below name it with their own text.
    v.optional(v.unknown(), null),
    v.transform(valoresDeLista),
    v.check(
      (items: unknown[]) => items.every((item) => typeof item === 'string' && item.length <= PARAM_ID_MAX && !hasForbiddenCharacter(item)),
      AUTH_MSG.tipoEmpresaNoValido,
    ),
    v.transform((items: unknown[]): string[] => [...new Set(items.filter((item): item is string => typeof item === 'string'))]),
  );
}

/** The end of publication: 'yyyy-mm-dd', or nothing (missing, null or blank → null). */
function fechaFinPublicacion() {
  return v.pipe(
    v.optional(v.nullable(v.string(MSG.fechaNoValida)), null),
    v.transform((value): string | null => (value === null || value.trim() === '' ? null : value.trim())),
    v.check((value: string | null) => value === null || isIsoDate(value), MSG.fechaNoValida),
  );
}

/** A required option of a parameter folder (which one the server checks). */
function opcionObligatoria(message: string) {
  return requiredText(message, PARAM_ID_MAX);
}

/** The fields of a content (part 2 §5 'Content'). */
const CAMPOS_CONTENIDO = {
  titulo: requiredText(CONTENIDOS_MSG.tituloContenidoObligatorio, CONTENIDO_TITULO_MAX),
  descripcion_corta: requiredText(CONTENIDOS_MSG.descripcionCortaObligatoria, CONTENIDO_DESCRIPCION_CORTA_MAX),
  /** Rich text: cleaned on the server before it is stored (what is left must not be empty). */
  descripcion_larga: v.pipe(
    presentString(CONTENIDOS_MSG.descripcionLargaObligatoria),
    v.trim(),
    v.nonEmpty(CONTENIDOS_MSG.descripcionLargaObligatoria),
    v.maxLength(CONTENIDO_HTML_MAX_LENGTH, MSG.textoDemasiadoLargo),
  ),
  tipo: opcionObligatoria(CONTENIDOS_MSG.tipoNoticiaObligatorio),
  clasificacion: opcionObligatoria(CONTENIDOS_MSG.clasificacionObligatoria),
  perfil: perfilesContenido(),
  /** Kept only when `perfil` has 5 (the selector shows only then); otherwise dropped. */
  tipos_empresa: tiposEmpresaContenido(),
  fecha_publicacion: requiredDate(CONTENIDOS_MSG.fechaPublicacionObligatoria),
  fecha_fin_publicacion: fechaFinPublicacion(),
  estado: v.pipe(
    presentString(CONTENIDOS_MSG.estadoContenidoObligatorio),
    v.trim(),
    v.picklist(ESTADOS_CONTENIDO, CONTENIDOS_MSG.estadoContenidoObligatorio),
  ),
  /** The image of a news item (PNG, JPEG or GIF up to 2 MB); refused for any other type. */
  imagen: optionalUpload(UPLOAD_RULES.imagen),
};

const CamposContenido = v.object(CAMPOS_CONTENIDO);
type CamposContenido = v.InferOutput<typeof CamposContenido>;

/** Rules between fields both forms share: the image only for a news item, the end not before the start. */
const REGLAS_CONTENIDO: CrossFieldRule<CamposContenido>[] = [
  {
    field: 'imagen',
    reads: ['tipo'],
    holds: (f) => f.tipo === TIPO_CONTENIDO_CON_IMAGEN || f.imagen === undefined,
    message: CONTENIDOS_MSG.imagenSoloNoticias,
  },
  {
    field: 'fecha_fin_publicacion',
    reads: ['fecha_publicacion'],
    holds: (f) => f.fecha_fin_publicacion === null || f.fecha_fin_publicacion >= f.fecha_publicacion,
    message: CONTENIDOS_MSG.fechaFinAnterior,
  },
];

/** Company types are kept only for a content addressed to companies (profile 5). */
const tiposEmpresaDe = (values: Pick<CamposContenido, 'perfil' | 'tipos_empresa'>): string[] =>
  values.perfil.includes(PERFILES.organizacion) ? values.tipos_empresa : [];

/**
 * POST /contenidos-web body, multipart (part 2 §5 'Content'): every field required but the end of
 * publication and the company types; a news item (`tipo` noticia) needs its image, any other type
 * takes none.
 *
 * @example
 * await call(crearContenido, { body: { titulo, descripcion_corta, descripcion_larga, tipo: 'noticia', clasificacion: 'clas_programa', perfil: [3, 5], fecha_publicacion: '2026-11-23', estado: 'Publicado', imagen } });
 */
export const CrearContenidoBody = v.pipe(
  CamposContenido,
  crossFieldRules<CamposContenido>([
    {
      field: 'imagen',
      reads: ['tipo'],
      holds: (f) => f.tipo !== TIPO_CONTENIDO_CON_IMAGEN || f.imagen !== undefined,
      message: CONTENIDOS_MSG.imagenNoticiaObligatoria,
    },
    ...REGLAS_CONTENIDO,
  ]),
  v.transform((values) => ({ ...values, tipos_empresa: tiposEmpresaDe(values) })),
);
export type CrearContenidoBody = v.InferOutput<typeof CrearContenidoBody>;
export type ContenidoForm = v.InferInput<typeof CrearContenidoBody>;

/**
 * POST /contenidos-web/{id} body with `_method=PATCH`, multipart: the same fields; without a new
 * image a news item keeps its stored one (a news item with none is refused on the server), and a
 * content that stops being a news item loses its image.
 */
export const ActualizarContenidoBody = v.pipe(
  v.object({ ...CAMPOS_CONTENIDO, _method: v.optional(v.picklist(['PATCH'], MSG.valorNoValido)) }),
  crossFieldRules<CamposContenido>(REGLAS_CONTENIDO),
  v.transform((values) => ({ ...values, tipos_empresa: tiposEmpresaDe(values) })),
);
export type ActualizarContenidoBody = v.InferOutput<typeof ActualizarContenidoBody>;

/** POST /upload_file_editor body, multipart: the image the editor inserts (PNG, JPEG or GIF up to 2 MB). */
export const ImagenEditorBody = v.object({
  file: requiredUpload(UPLOAD_RULES.imagen, CONTENIDOS_MSG.imagenEditorObligatoria),
});
export type ImagenEditorBody = v.InferOutput<typeof ImagenEditorBody>;

/** What `POST /upload_file_editor` answers: where the image is served (`/api/editor-imagenes/{key}`). */
export const ImagenEditor = v.object({ url: v.string() });
export type ImagenEditor = v.InferOutput<typeof ImagenEditor>;

// ---------------------------------------------------------------- endpoints

const ContenidoIdParams = v.object({ id: v.pipe(v.string(), v.regex(/^\d{1,9}$/, MSG.noEncontrado), v.transform(Number)) });

/** The answer of an image: the bytes, no envelope. */
const FileAnswer = v.unknown();

const TAGS = ['contenidos'];

/** The contents, filtered, sorted and paged (the administration's /contenidos). */
export const contenidosList = defineEndpoint({
  method: 'GET',
  path: '/contenidos-web',
  query: ContenidosQuery,
  response: paginated(ContenidoListItem),
  access: ACCESS.admin,
  summary: 'Web contents: filtered (magic, estado, tipo_noticia, tipo_clasificacion), sorted, paged',
  tags: TAGS,
});

/** One content, for the editor. */
export const contenidoShow = defineEndpoint({
  method: 'GET',
  path: '/contenidos-web/:id',
  params: ContenidoIdParams,
  response: ContenidoDetalle,
  access: ACCESS.admin,
  summary: 'A web content (the editor)',
  tags: TAGS,
});

/** Creates a content (201, 'Los datos han sido guardados correctamente'). */
export const crearContenido = defineEndpoint({
  method: 'POST',
  path: '/contenidos-web',
  body: CrearContenidoBody,
  multipart: true,
  response: ContenidoDetalle,
  status: 201,
  stale: ['GET /contenidos-web', 'GET /contenidos-web-public'],
  access: ACCESS.admin,
  summary: 'Create a web content (multipart; a news item with its image)',
  tags: TAGS,
});

/** Saves a content (200; `_method=PATCH`, as the spec's client sends it). */
export const actualizarContenido = defineEndpoint({
  method: 'POST',
  path: '/contenidos-web/:id',
  params: ContenidoIdParams,
  body: ActualizarContenidoBody,
  multipart: true,
  response: ContenidoDetalle,
  stale: ['GET /contenidos-web', 'GET /contenidos-web/:id', 'GET /contenidos-web/:id/imagen', 'GET /contenidos-web-public'],
  access: ACCESS.admin,
  summary: 'Update a web content (multipart with _method=PATCH; a new image replaces the stored one)',
  tags: TAGS,
});

/** Deletes a content and its image (the screen asks 'Realmente desea borrar este contenido ?' first). */
export const borrarContenido = defineEndpoint({
  method: 'DELETE',
  path: '/contenidos-web/:id',
  params: ContenidoIdParams,
  response: v.object({ id: v.number() }),
  stale: ['GET /contenidos-web', 'GET /contenidos-web-public'],
  access: ACCESS.admin,
  summary: 'Delete a web content (its image too)',
  tags: TAGS,
});

/** A content's image: the administration any; others a content published for them (else 404). */
export const imagenContenido = defineEndpoint({
  method: 'GET',
  path: '/contenidos-web/:id/imagen',
  params: ContenidoIdParams,
  response: FileAnswer,
  envelope: false,
  access: ACCESS.user,
  summary: "A web content's image (the administration any; a reader one published for it)",
  tags: TAGS,
});

/** Stores an image the rich-text editor inserts (201); answers the URL it is served at. */
export const subirImagenEditor = defineEndpoint({
  method: 'POST',
  path: '/upload_file_editor',
  body: ImagenEditorBody,
  multipart: true,
  response: ImagenEditor,
  status: 201,
  access: ACCESS.admin,
  summary: "Upload an image for the rich-text editor (PNG, JPEG or GIF up to 2 MB); answers its URL",
  tags: TAGS,
});

/**
 * An editor image, without a token (an `<img>` in a page or an e-mail cannot send one): the key is
 * unguessable. Anything that is not an editor image's key answers 404.
 */
export const imagenEditor = defineEndpoint({
  method: 'GET',
  path: '/editor-imagenes/:key',
  params: v.object({ key: v.string() }),
  response: FileAnswer,
  envelope: false,
  access: ACCESS.public,
  summary: 'An image inserted with the rich-text editor (public: the key is an unguessable uuid)',
  tags: TAGS,
});
