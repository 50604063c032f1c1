/**
 * The contents area's tables (docs/contenidos.md step 3): the web contents and the images the
 * rich-text editor uploaded. (The e-mail templates, `plantillas_email`, are the mailer's: mail/tables.ts.)
 */
import { sql, type SQL } from 'drizzle-orm';
import { check, date, index, integer, pgTable, smallint, text, varchar } from 'drizzle-orm/pg-core';
import type { EstadoContenido, PerfilContenido } from '@dapcon/contract';
import { createdAt, unaccentLower } from '../../db/columns';
import { usuarios } from '../../auth/tables';
import { parametros } from '../referencia/tables';

/**
 * A web content (spec part 2 §3 'Web content'): a news item, announcement or event (`tipo`, an option
 * of the parameter folder `tipo_noticias`; `clasificacion`, of `clasificacion_noticias`), addressed to
 * profiles 3, 4 and 5 (`perfiles`) and, for companies, to some company types (`tipos_empresa`,
 * options of `tipo_empresa`; empty: all), read while `Publicado` and within its publication days.
 * `descripcion_larga` is HTML cleaned on every write; `imagen` the storage key of a news item's image.
 */
export const contenidosWeb = pgTable(
  'contenidos_web',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    titulo: text().notNull(),
    descripcion_corta: text().notNull(),
    descripcion_larga: text().notNull(),
    tipo: varchar({ length: 100 })
      .notNull()
      .references(() => parametros.param_id),
    clasificacion: varchar({ length: 100 })
      .notNull()
      .references(() => parametros.param_id),
    /** Storage key (`contenidos/<uuid>.<ext>`) of a news item's image. */
    imagen: text(),
    fecha_publicacion: date({ mode: 'string' }).notNull(),
    /** The last day it is shown; null: no end. */
    fecha_fin_publicacion: date({ mode: 'string' }),
    estado: text().$type<EstadoContenido>().notNull(),
    perfiles: smallint().array().$type<PerfilContenido[]>().notNull(),
    tipos_empresa: text().array().$type<string[]>().notNull().default(sql`'{}'::text[]`),
    /** Who wrote it. */
    usuario_id: integer().references(() => usuarios.id, { onDelete: 'set null' }),
    created_at: createdAt(),
    updated_at: createdAt(),
    /** The search form of the title and short description (the list's `magic` filter): accents folded, lower case. */
    busqueda: text()
      .notNull()
      .generatedAlwaysAs((): SQL => unaccentLower(sql`${contenidosWeb.titulo} || ' ' || ${contenidosWeb.descripcion_corta}`)),
  },
  (t) => [
    check('contenidos_web_estado_check', sql`${t.estado} in ('Publicado', 'Despublicado')`),
    check('contenidos_web_perfiles_check', sql`cardinality(${t.perfiles}) > 0 and ${t.perfiles} <@ array[3, 4, 5]::smallint[]`),
    check('contenidos_web_fechas_check', sql`${t.fecha_fin_publicacion} is null or ${t.fecha_fin_publicacion} >= ${t.fecha_publicacion}`),
    // The list (docs/lists.md): `magic` through a trigram index, the default sort and the title's on btrees ending with the id.
    index('contenidos_web_busqueda_trgm_idx').using('gin', t.busqueda.op('gin_trgm_ops')),
    index('contenidos_web_fecha_publicacion_idx').on(t.fecha_publicacion, t.id),
    index('contenidos_web_titulo_idx').on(unaccentLower(t.titulo), t.id),
  ],
);

/**
 * The images the rich-text editor uploaded (`POST /upload_file_editor`), served without a token at
 * `/api/editor-imagenes/<uuid>.<ext>`. A row is what makes a stored key an editor image; an image no
 * stored HTML names is forgotten, and its file swept, once a day old (plugins/app/storage-sweep.ts).
 */
export const editorImagenes = pgTable(
  'editor_imagenes',
  {
    /** `contenidos/<uuid>.<ext>`. */
    storage_key: text().primaryKey(),
    usuario_id: integer().references(() => usuarios.id, { onDelete: 'set null' }),
    created_at: createdAt(),
  },
  (t) => [index('editor_imagenes_created_at_idx').on(t.created_at)],
);
