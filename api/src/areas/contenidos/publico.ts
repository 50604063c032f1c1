/**
 * The published contents as their readers see them (docs/contenidos.md step 7): `GET /contenidos-web-public`
 * (the homes' communications and `/public-comunicados`) and `GET /ocultar-comunicado` (archive one for the
 * caller). A reader sees what `visibleFor` lets it see today; archiving changes only what its home shows.
 */
import { and, asc, count, desc, eq, inArray, like, not, sql, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { calendarDay, splitOrderBy, type ContenidoPublico, type ContenidosPublicQuery } from '@dapcon/contract';
import type { AuthUser } from '../../auth/access';
import { unaccentLower } from '../../db/columns';
import { NotFoundError } from '../../errors';
import type { Lang } from '../../lib/lang';
import { containsPattern, pageOf, type Page } from '../../lib/list';
import { contenidoArchivos } from './archivos-tables';
import { textosContenido } from './contenidos-lista';
import { comunicadosOcultos } from './ocultos-tables';
import { isVisibleFor, lectorDe, visibleFor } from './repository';
import { contenidosWeb } from './tables';

/** Whether `usuarioId` archived the content of the row (SQL). */
function ocultoPor(usuarioId: number): SQL<boolean> {
  return sql<boolean>`exists (select 1 from comunicados_ocultos o where o.contenido_web_id = ${contenidosWeb}.id and o.usuario_id = ${usuarioId})`;
}

/** `GET /contenidos-web-public`: a page of the contents published for the caller today, with their files. */
export async function contenidosPublicPage(app: FastifyInstance, user: AuthUser, query: ContenidosPublicQuery, lang: Lang): Promise<Page<ContenidoPublico>> {
  const lector = await lectorDe(app.db, user);
  const oculto = ocultoPor(user.id);
  const where = and(
    visibleFor(lector, calendarDay(new Date())),
    query.magic === undefined ? undefined : like(contenidosWeb.busqueda, unaccentLower(sql`${containsPattern(query.magic)}`)),
    query.tipo === undefined ? undefined : eq(contenidosWeb.tipo, query.tipo),
    query.id === undefined ? undefined : eq(contenidosWeb.id, query.id),
    query.ocultos === undefined ? undefined : query.ocultos ? oculto : not(oculto),
  );
  const { field, direction } = splitOrderBy(query.order_by);
  const dir = direction === 'desc' ? desc : asc;
  const key = field === 'titulo' ? unaccentLower(contenidosWeb.titulo) : contenidosWeb.fecha_publicacion;
  const [page, textos] = await Promise.all([
    pageOf(query.page, {
      rows: (limit, offset) =>
        app.db
          .select({
            id: contenidosWeb.id,
            titulo: contenidosWeb.titulo,
            descripcion_corta: contenidosWeb.descripcion_corta,
            descripcion_larga: contenidosWeb.descripcion_larga,
            tipo: contenidosWeb.tipo,
            fecha_publicacion: contenidosWeb.fecha_publicacion,
            fecha_fin_publicacion: contenidosWeb.fecha_fin_publicacion,
            imagen: contenidosWeb.imagen,
            oculto,
          })
          .from(contenidosWeb)
          .where(where)
          .orderBy(dir(key), dir(contenidosWeb.id))
          .limit(limit)
          .offset(offset),
      // Per reader: never shared through the list totals' cache.
      total: async () => (await app.db.select({ n: count() }).from(contenidosWeb).where(where))[0]?.n ?? 0,
    }),
    textosContenido(app.db, lang),
  ]);
  const ids = page.data.map((row) => row.id);
  const archivos =
    ids.length === 0
      ? []
      : await app.db
          .select({ id: contenidoArchivos.id, contenido: contenidoArchivos.contenido_web_id, titulo: contenidoArchivos.titulo, archivo: contenidoArchivos.archivo })
          .from(contenidoArchivos)
          .where(inArray(contenidoArchivos.contenido_web_id, ids))
          .orderBy(asc(contenidoArchivos.created_at), asc(contenidoArchivos.id));
  return {
    ...page,
    data: page.data.map((row) => ({
      id: row.id,
      titulo: row.titulo,
      descripcion_corta: row.descripcion_corta,
      descripcion_larga: row.descripcion_larga,
      tipo: row.tipo,
      tipo_noticia_texto: textos.tipos.get(row.tipo) ?? row.tipo,
      fecha_publicacion: row.fecha_publicacion,
      fecha_fin_publicacion: row.fecha_fin_publicacion,
      tiene_imagen: row.imagen !== null,
      archivos: archivos.filter((a) => a.contenido === row.id).map((a) => ({ id: a.id, titulo: a.titulo, archivo: a.archivo })),
      oculto: Boolean(row.oculto),
    })),
  };
}

/** `GET /ocultar-comunicado?id=`: archives a content published for the caller (once; again is still 200). */
export async function ocultarComunicado(app: FastifyInstance, user: AuthUser, id: number): Promise<{ id: number }> {
  if (!(await isVisibleFor(app.db, id, await lectorDe(app.db, user), calendarDay(new Date())))) throw new NotFoundError();
  await app.db.insert(comunicadosOcultos).values({ usuario_id: user.id, contenido_web_id: id }).onConflictDoNothing();
  return { id };
}

/** Whether a reader may read a content's files (the content is published for it today). */
export async function puedeLeerContenido(app: FastifyInstance, user: AuthUser, contenidoId: number): Promise<boolean> {
  if (user.modulo_app === 'administrador') return true;
  return isVisibleFor(app.db, contenidoId, await lectorDe(app.db, user), calendarDay(new Date()));
}
