/**
 * Web contents (/contenidos; spec part 2 §2.19, §3 'Web content', §5 'Content', §7.7;
 * docs/contenidos.md step 3): read, created, saved and deleted by the administration, with a news
 * item's image and the rich-text editor's inline images.
 *
 * - Every write cleans the long description (`sanitizeRichText`); what is left must say something.
 * - `tipo`, `clasificacion` and `tipos_empresa` are options of their parameter folders (an active one,
 *   or the one the content already has: a deactivated option does not stop an old content being saved).
 * - A news item (`noticia`) has an image: a new one replaces the stored one, which is removed after the
 *   commit; a content that stops being a news item loses its image; deleting a content removes it.
 * - A content's image is read by the administration, and by a reader the content is published for.
 * - Editor images are stored in the folder `contenidos` with a row of `editor_imagenes`, and served
 *   without a token under their unguessable name.
 */
import type { FastifyBaseLogger, FastifyInstance, FastifyReply } from 'fastify';
import {
  calendarDay,
  CARPETAS_CONTENIDO,
  CONTENIDOS_MSG,
  AUTH_MSG,
  EDITOR_IMAGEN_KEY,
  TIPO_CONTENIDO_CON_IMAGEN,
  type ActualizarContenidoBody,
  type ContenidoDetalle,
  type CrearContenidoBody,
} from '@dapcon/contract';
import { eq } from 'drizzle-orm';
import type { AuthUser } from '../../auth/access';
import type { Database } from '../../db/database';
import { FieldErrors, NotFoundError, ValidationError } from '../../errors';
import type { FileAnswer } from '../../lib/download';
import { mimeOfExtension } from '../../lib/file-type';
import { htmlToText, sanitizeRichText } from '../../lib/html';
import type { Lang } from '../../lib/lang';
import { removeStoredFiles, storeAndWrite } from '../../lib/stored-files';
import { uploadedFile, type UploadedFile } from '../../lib/uploads';
import { isActiveOption } from '../referencia';
import { rutasDeContenidos, totalArchivos } from './archivos';
import { contenidoListItem, textosContenido } from './contenidos-lista';
import {
  activeOptionsOf,
  editorImageKey,
  findContenido,
  insertEditorImage,
  isEditorImage,
  isVisibleFor,
  lectorDe,
  lockContenido,
  type ContenidoRow,
} from './repository';
import { contenidosWeb } from './tables';

// ---------------------------------------------------------------- reading

async function detalleOf(db: Database, row: ContenidoRow, lang: Lang): Promise<ContenidoDetalle> {
  return {
    ...contenidoListItem({ ...row, total_archivos: await totalArchivos(db, row.id) }, await textosContenido(db, lang)),
    descripcion_corta: row.descripcion_corta,
    descripcion_larga: row.descripcion_larga,
    tipos_empresa: row.tipos_empresa,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  };
}

/** `GET /contenidos-web/{id}`: one content. */
export async function contenido(db: Database, id: number, lang: Lang): Promise<ContenidoDetalle> {
  const row = await findContenido(db, id);
  if (!row) throw new NotFoundError();
  return detalleOf(db, row, lang);
}

// ---------------------------------------------------------------- saving

type ContenidoBody = CrearContenidoBody | ActualizarContenidoBody;

/** The long description as stored: cleaned; one with neither text nor an image is none. */
function descripcionLarga(html: string, errors: FieldErrors): string {
  const clean = sanitizeRichText(html);
  if (htmlToText(clean).trim() === '' && !/<img\s/i.test(clean)) errors.add('descripcion_larga', CONTENIDOS_MSG.descripcionLargaObligatoria);
  return clean;
}

/**
 * The checks only the server can make: the type, classification and company types against their
 * folders (a value the stored content already has passes even if its option was deactivated since).
 */
async function checkOpciones(db: Database, body: ContenidoBody, errors: FieldErrors, stored?: ContenidoRow): Promise<void> {
  if (body.tipo !== stored?.tipo && !(await isActiveOption(db, CARPETAS_CONTENIDO.tipo, body.tipo))) {
    errors.add('tipo', CONTENIDOS_MSG.tipoNoticiaNoValido);
  }
  if (body.clasificacion !== stored?.clasificacion && !(await isActiveOption(db, CARPETAS_CONTENIDO.clasificacion, body.clasificacion))) {
    errors.add('clasificacion', CONTENIDOS_MSG.clasificacionNoValida);
  }
  const known = await activeOptionsOf(db, CARPETAS_CONTENIDO.tipos_empresa, body.tipos_empresa);
  for (const tipo of stored?.tipos_empresa ?? []) known.add(tipo);
  if (body.tipos_empresa.some((tipo) => !known.has(tipo))) errors.add('tipos_empresa', AUTH_MSG.tipoEmpresaNoValido);
}

/** The columns a save writes (the image apart). */
function columnas(body: ContenidoBody, html: string) {
  return {
    titulo: body.titulo,
    descripcion_corta: body.descripcion_corta,
    descripcion_larga: html,
    tipo: body.tipo,
    clasificacion: body.clasificacion,
    fecha_publicacion: body.fecha_publicacion,
    fecha_fin_publicacion: body.fecha_fin_publicacion,
    estado: body.estado,
    perfiles: body.perfil,
    tipos_empresa: body.tipos_empresa,
  };
}

/** `POST /contenidos-web`: a new content (a news item with its image, stored first). */
export async function crearContenido(app: FastifyInstance, user: AuthUser, body: CrearContenidoBody, lang: Lang): Promise<ContenidoDetalle> {
  const imagen = uploadedFile(body.imagen, 'imagen');
  const errors = new FieldErrors();
  const html = descripcionLarga(body.descripcion_larga, errors);
  await checkOpciones(app.db, body, errors);
  errors.throwIfAny();
  const row = await storeAndWrite(app, [{ folder: 'contenidos', file: imagen }], async (tx, [key]) => {
    const [inserted] = await tx
      .insert(contenidosWeb)
      .values({ ...columnas(body, html), imagen: key ?? null, usuario_id: user.id })
      .returning();
    if (!inserted) throw new Error('the content was not inserted');
    return inserted;
  });
  return detalleOf(app.db, row, lang);
}

/**
 * `POST /contenidos-web/{id}` (`_method=PATCH`): saves a content. A news item keeps its image unless
 * a new one comes (none stored and none sent: 422); any other type has none, so a stored one goes.
 * The replaced image is removed after the commit.
 */
export async function actualizarContenido(
  app: FastifyInstance,
  id: number,
  body: ActualizarContenidoBody,
  lang: Lang,
  log: FastifyBaseLogger,
): Promise<ContenidoDetalle> {
  const imagen: UploadedFile | undefined = uploadedFile(body.imagen, 'imagen');
  const stored = await findContenido(app.db, id);
  if (!stored) throw new NotFoundError();
  const errors = new FieldErrors();
  const html = descripcionLarga(body.descripcion_larga, errors);
  await checkOpciones(app.db, body, errors, stored);
  errors.throwIfAny();
  const { row, replaced } = await storeAndWrite(app, [{ folder: 'contenidos', file: imagen }], async (tx, [key]) => {
    const locked = await lockContenido(tx, id);
    if (!locked) throw new NotFoundError();
    const conImagen = body.tipo === TIPO_CONTENIDO_CON_IMAGEN;
    const nueva = conImagen ? (key ?? locked.imagen) : null;
    if (conImagen && nueva === null) throw new ValidationError({ imagen: [CONTENIDOS_MSG.imagenNoticiaObligatoria] });
    const [updated] = await tx
      .update(contenidosWeb)
      .set({ ...columnas(body, html), imagen: nueva, updated_at: new Date() })
      .where(eq(contenidosWeb.id, id))
      .returning();
    if (!updated) throw new NotFoundError();
    return { row: updated, replaced: locked.imagen !== null && locked.imagen !== nueva ? locked.imagen : null };
  });
  await removeStoredFiles(app, [replaced], log);
  return detalleOf(app.db, row, lang);
}

/** `DELETE /contenidos-web/{id}`: the content and its files' rows, then (after the commit) its image and files. */
export async function borrarContenido(app: FastifyInstance, id: number, log: FastifyBaseLogger): Promise<{ id: number }> {
  const stored = await app.db.transaction(async (tx) => {
    const locked = await lockContenido(tx, id);
    if (!locked) throw new NotFoundError();
    const archivos = await rutasDeContenidos(tx, [id]);
    // Its files' rows go with it (on delete cascade).
    await tx.delete(contenidosWeb).where(eq(contenidosWeb.id, id));
    return [locked.imagen, ...archivos];
  });
  await removeStoredFiles(app, stored, log);
  return { id };
}

// ---------------------------------------------------------------- images

/**
 * `GET /contenidos-web/{id}/imagen`: the administration any content's; a reader (consultant,
 * verifier, company) only a content published for it today. Anything else, and a content without an
 * image, is a 404.
 */
export async function imagenContenidoFile(app: FastifyInstance, user: AuthUser, id: number, log: FastifyBaseLogger): Promise<FileAnswer> {
  const row = await findContenido(app.db, id);
  if (!row) throw new NotFoundError();
  if (user.modulo_app !== 'administrador') {
    if (!(await isVisibleFor(app.db, id, await lectorDe(app.db, user), calendarDay(new Date())))) throw new NotFoundError();
  }
  const data = row.imagen === null ? null : await app.storage.get(row.imagen);
  if (data === null) {
    if (row.imagen !== null) log.warn({ key: row.imagen }, 'a stored image a content names is missing');
    throw new NotFoundError(CONTENIDOS_MSG.contenidoSinImagen);
  }
  return { data, contentType: mimeOfExtension(row.imagen?.split('.').pop() ?? '') };
}

/**
 * `POST /upload_file_editor`: stores an image for the rich-text editor and records it; answers its
 * served name (`<uuid>.<ext>`), which `routes.ts` turns into the URL.
 */
export async function subirImagenEditor(app: FastifyInstance, user: AuthUser, file: UploadedFile): Promise<string> {
  const key = await storeAndWrite(app, [{ folder: 'contenidos', file }], async (tx, [stored]) => {
    if (!stored) throw new Error('the editor image was not stored');
    await insertEditorImage(tx, stored, user.id);
    return stored;
  });
  return key.slice(key.indexOf('/') + 1);
}

/** How long a browser, a proxy or a mail client may keep an editor image (its bytes never change under its name). */
const EDITOR_IMAGE_MAX_AGE_S = 24 * 60 * 60;

/**
 * `GET /editor-imagenes/{key}`, without a token: an editor image by its served name, with a policy
 * that lets it do nothing but be an image (`Content-Security-Policy: default-src 'none'`, `nosniff`),
 * loadable from e-mails read on other sites. Any name that is not an editor image's is a 404.
 */
export async function sendImagenEditor(app: FastifyInstance, reply: FastifyReply, name: string, log: FastifyBaseLogger): Promise<FastifyReply> {
  const key = editorImageKey(name);
  if (!EDITOR_IMAGEN_KEY.test(name) || !(await isEditorImage(app.db, key))) throw new NotFoundError();
  const data = await app.storage.get(key);
  if (data === null) {
    log.warn({ key }, 'a stored editor image is missing');
    throw new NotFoundError();
  }
  return reply
    .header('content-type', mimeOfExtension(name.split('.').pop() ?? ''))
    .header('cache-control', `public, max-age=${EDITOR_IMAGE_MAX_AGE_S}`)
    .header('content-security-policy', "default-src 'none'")
    .header('x-content-type-options', 'nosniff')
    .header('cross-origin-resource-policy', 'cross-origin')
    .send(data);
}
