/**
 * The published contents as their readers see them (spec part 1 §2 'Consultor home', 'Company home', §3
 * 'Web content', §7 `/contenidos-web-public`, `/ocultar-comunicado`; part 2 §2.21 `/public-comunicados`;
 * docs/contenidos.md step 7): a consultant (profile 3), verifier (4) or company (5) reads the contents
 * published for it today (state, profile, publication days and, for a company, its type), each with its
 * files; a reader may archive one, which leaves its home and notifications but stays in
 * `/public-comunicados`.
 */
import * as v from 'valibot';
import { ACCESS, defineEndpoint } from '../core/endpoint';
import { booleanFilter, listQuery, paginated, positiveIntegerFilter, textFilter } from '../core/list';
import { MSG } from '../core/messages';

/** A content's file as a reader sees it: downloaded from `GET /archivos-contenido/{id}/descargar`. */
export const ArchivoPublico = v.object({ id: v.number(), titulo: v.string(), archivo: v.string() });
export type ArchivoPublico = v.InferOutput<typeof ArchivoPublico>;

/** A published content (part 1 §3 'Web content'). */
export const ContenidoPublico = v.object({
  id: v.number(),
  titulo: v.string(),
  descripcion_corta: v.string(),
  /** Cleaned HTML, shown as it is. */
  descripcion_larga: v.string(),
  tipo: v.string(),
  tipo_noticia_texto: v.string(),
  /** 'yyyy-mm-dd'. */
  fecha_publicacion: v.string(),
  fecha_fin_publicacion: v.nullable(v.string()),
  /** A news item's image: `GET /contenidos-web/{id}/imagen`. */
  tiene_imagen: v.boolean(),
  archivos: v.array(ArchivoPublico),
  /** The reader archived it (`/ocultar-comunicado`): no longer on its home. */
  oculto: v.boolean(),
});
export type ContenidoPublico = v.InferOutput<typeof ContenidoPublico>;

export const CONTENIDOS_PUBLICOS_SORTABLE = ['fecha_publicacion', 'titulo'] as const;

/**
 * `GET /contenidos-web-public` query: `magic` (title or short description, accents and case ignored),
 * `tipo` (an option of `tipo_noticias`), `id` (one content), ours `ocultos` (false: without the ones the
 * reader archived, as the homes ask; absent: all); newest first. The spec's `paginate=true` is accepted
 * and changes nothing: the answer is always a page.
 */
export const ContenidosPublicQuery = v.omit(
  listQuery(
    { magic: textFilter(), tipo: textFilter(), id: positiveIntegerFilter(), ocultos: booleanFilter(), paginate: booleanFilter() },
    CONTENIDOS_PUBLICOS_SORTABLE,
    'fecha_publicacion desc',
  ),
  ['to_excel'],
);
export type ContenidosPublicQuery = v.InferOutput<typeof ContenidosPublicQuery>;
export type ContenidosPublicQueryInput = v.InferInput<typeof ContenidosPublicQuery>;

const TAGS = ['contenidos'];

/** The contents published for the caller today, a page at a time. */
export const contenidosPublic = defineEndpoint({
  method: 'GET',
  path: '/contenidos-web-public',
  query: ContenidosPublicQuery,
  response: paginated(ContenidoPublico),
  access: ACCESS.reader,
  summary: 'The contents published for the caller today, with their files (magic, tipo, id, ocultos)',
  tags: TAGS,
});

/** `GET /ocultar-comunicado?id=`: archives a content for the caller (again: still 200). */
export const ocultarComunicado = defineEndpoint({
  method: 'GET',
  path: '/ocultar-comunicado',
  query: v.object({ id: v.pipe(v.union([v.string(), v.number()], MSG.valorNoValido), v.transform(String), v.regex(/^\d{1,9}$/, MSG.valorNoValido), v.transform(Number)) }),
  response: v.object({ id: v.number() }),
  stale: ['GET /contenidos-web-public', 'GET /obtener-notificaciones'],
  access: ACCESS.reader,
  summary: 'Archive a published content for the caller (it leaves the home and the notifications)',
  tags: TAGS,
});
