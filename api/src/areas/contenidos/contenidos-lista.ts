/**
 * The content list (`GET /contenidos-web`, the /contenidos page; spec part 2 §2.19, §7.7) on the list
 * kit (lib/list.ts, docs/lists.md): `magic` anywhere in the title or the short description (accents
 * and case ignored), `estado`, `tipo_noticia` and `tipo_clasificacion` (exact options); sorted, a page
 * at a time. The type's and classification's names in the caller's language. No Excel.
 */
import { and, count, eq, like, sql, type SQL } from 'drizzle-orm';
import { CARPETAS_CONTENIDO, IDIOMA_ID, type CONTENIDOS_SORTABLE, type ContenidoListItem, type ContenidosQuery, type OrderBy } from '@dapcon/contract';
import { unaccentLower } from '../../db/columns';
import type { Database } from '../../db/database';
import type { Lang } from '../../lib/lang';
import { containsPattern, listOrder, orderByClause, pageOf, type ListTotals, type Page, type SortMap } from '../../lib/list';
import { listOpciones } from '../referencia';
import { totalArchivosSql } from './archivos';
import type { ContenidoRow } from './repository';
import { contenidosWeb } from './tables';

type SortField = (typeof CONTENIDOS_SORTABLE)[number];

/** What each sort field sorts by (never NULL: a content with no end sorts as 9999-12-31). */
const SORTS: SortMap<SortField> = {
  titulo: unaccentLower(contenidosWeb.titulo),
  tipo: contenidosWeb.tipo,
  estado: contenidosWeb.estado,
  fecha_publicacion: contenidosWeb.fecha_publicacion,
  fecha_fin_publicacion: sql`coalesce(${contenidosWeb.fecha_fin_publicacion}, '9999-12-31'::date)`,
};

/** The names of the types and classifications, by option id, in a language. */
export interface TextosContenido {
  tipos: ReadonlyMap<string, string>;
  clasificaciones: ReadonlyMap<string, string>;
}

/** Reads the names of the types and classifications once (inactive options too: old contents keep theirs). */
export async function textosContenido(db: Database, lang: Lang): Promise<TextosContenido> {
  const [tipos, clasificaciones] = await Promise.all([
    listOpciones(db, CARPETAS_CONTENIDO.tipo, IDIOMA_ID[lang], false),
    listOpciones(db, CARPETAS_CONTENIDO.clasificacion, IDIOMA_ID[lang], false),
  ]);
  return {
    tipos: new Map(tipos.map((o) => [o.param_id, o.pt_texto])),
    clasificaciones: new Map(clasificaciones.map((o) => [o.param_id, o.pt_texto])),
  };
}

/** What a row of the list reads (never the long description). */
const COLUMNS = {
  id: contenidosWeb.id,
  titulo: contenidosWeb.titulo,
  tipo: contenidosWeb.tipo,
  clasificacion: contenidosWeb.clasificacion,
  estado: contenidosWeb.estado,
  fecha_publicacion: contenidosWeb.fecha_publicacion,
  fecha_fin_publicacion: contenidosWeb.fecha_fin_publicacion,
  perfiles: contenidosWeb.perfiles,
  imagen: contenidosWeb.imagen,
  total_archivos: totalArchivosSql(),
};
type ListRow = Pick<ContenidoRow, Exclude<keyof typeof COLUMNS, 'total_archivos'>> & { total_archivos: number };

/** A content as a row of the list. */
export function contenidoListItem(row: ListRow, textos: TextosContenido): ContenidoListItem {
  return {
    id: row.id,
    titulo: row.titulo,
    tipo: row.tipo,
    tipo_noticia_texto: textos.tipos.get(row.tipo) ?? row.tipo,
    clasificacion: row.clasificacion,
    clasificacion_texto: textos.clasificaciones.get(row.clasificacion) ?? row.clasificacion,
    estado: row.estado,
    fecha_publicacion: row.fecha_publicacion,
    fecha_fin_publicacion: row.fecha_fin_publicacion,
    perfiles: row.perfiles,
    tiene_imagen: row.imagen !== null,
    // The files modal's (docs/contenidos.md step 4).
    total_archivos: row.total_archivos,
  };
}

/** The list's filters as one WHERE. */
export function contenidosWhere(q: Pick<ContenidosQuery, 'magic' | 'estado' | 'tipo_noticia' | 'tipo_clasificacion'>): SQL | undefined {
  return and(
    q.magic === undefined ? undefined : like(contenidosWeb.busqueda, unaccentLower(sql`${containsPattern(q.magic)}`)),
    q.estado === undefined ? undefined : eq(contenidosWeb.estado, q.estado),
    q.tipo_noticia === undefined ? undefined : eq(contenidosWeb.tipo, q.tipo_noticia),
    q.tipo_clasificacion === undefined ? undefined : eq(contenidosWeb.clasificacion, q.tipo_clasificacion),
  );
}

async function countContenidos(db: Database, where: SQL | undefined): Promise<number> {
  const [row] = await db.select({ n: count() }).from(contenidosWeb).where(where);
  return row?.n ?? 0;
}

/** A page of contents. */
export async function contenidosPage(db: Database, query: ContenidosQuery, lang: Lang, totals: ListTotals): Promise<Page<ContenidoListItem>> {
  const filters = { magic: query.magic, estado: query.estado, tipo_noticia: query.tipo_noticia, tipo_clasificacion: query.tipo_clasificacion };
  const where = contenidosWhere(filters);
  const order = listOrder(query.order_by as OrderBy<SortField>, SORTS, contenidosWeb.id);
  const [page, textos] = await Promise.all([
    pageOf<ListRow>(query.page, {
      rows: (limit, offset) =>
        db
          .select(COLUMNS)
          .from(contenidosWeb)
          .where(where)
          .orderBy(...orderByClause(order))
          .limit(limit)
          .offset(offset),
      total: () => totals.get(`contenidos-web ${JSON.stringify(filters)}`, () => countContenidos(db, where)),
    }),
    textosContenido(db, lang),
  ]);
  return { ...page, data: page.data.map((row) => contenidoListItem(row, textos)) };
}
