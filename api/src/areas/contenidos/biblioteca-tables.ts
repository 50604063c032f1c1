/**
 * The document library's table (docs/contenidos.md step 6; spec part 2 §3 'Document').
 */
import { sql, type SQL } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, smallint, text, varchar } from 'drizzle-orm/pg-core';
import type { EstadoDocumento, PerfilContenido, TipoBiblioteca } from '@dapcon/contract';
import { createdAt, unaccentLower } from '../../db/columns';
import { usuarios } from '../../auth/tables';
import { parametros } from '../referencia/tables';

/**
 * A document of the library: a stored file (`tipo` documento: `archivo`, the name it had on the
 * author's computer, and `ruta`, its storage key `documentos-biblioteca/<uuid>.<ext>`) or a link
 * (`tipo` enlace: `link`, an http or https address), of a document type (`tipo_documento`, an option
 * of the parameter folder `tipo_documento`), addressed to profiles 3, 4 and 5 (`perfiles`) and read by
 * them while `Publicado`; `es_resaltado` puts it on the homes' highlighted-documents button.
 */
export const bibliotecaDocumentos = pgTable(
  'biblioteca_documentos',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    titulo: text().notNull(),
    descripcion: text().notNull(),
    tipo_documento: varchar({ length: 100 })
      .notNull()
      .references(() => parametros.param_id),
    tipo: text().$type<TipoBiblioteca>().notNull(),
    /** The client's file name ('guia.pdf'), never used to store it; null for a link. */
    archivo: text(),
    /** Storage key (`documentos-biblioteca/<uuid>.<ext>`, the extension of the detected type); null for a link. */
    ruta: text(),
    /** A link's web address; null for a document. */
    link: text(),
    estado: text().$type<EstadoDocumento>().notNull(),
    perfiles: smallint().array().$type<PerfilContenido[]>().notNull(),
    es_resaltado: boolean().notNull().default(false),
    /** Who wrote it (or last saved it). */
    usuario_id: integer().references(() => usuarios.id, { onDelete: 'set null' }),
    created_at: createdAt(),
    updated_at: createdAt(),
    /** The search form of the title and description (`magic`): accents folded, lower case. */
    busqueda: text()
      .notNull()
      .generatedAlwaysAs((): SQL => unaccentLower(sql`${bibliotecaDocumentos.titulo} || ' ' || ${bibliotecaDocumentos.descripcion}`)),
  },
  (t) => [
    check('biblioteca_documentos_estado_check', sql`${t.estado} in ('Publicado', 'Despublicado')`),
    check('biblioteca_documentos_perfiles_check', sql`cardinality(${t.perfiles}) > 0 and ${t.perfiles} <@ array[3, 4, 5]::smallint[]`),
    // A document has its file and no link; a link its address and no file.
    check(
      'biblioteca_documentos_tipo_check',
      sql`(${t.tipo} = 'documento' and ${t.ruta} is not null and ${t.archivo} is not null and ${t.link} is null)
        or (${t.tipo} = 'enlace' and ${t.link} is not null and ${t.ruta} is null and ${t.archivo} is null)`,
    ),
    // The administration's list (docs/lists.md): `magic` through a trigram index, the default sort and
    // the title's on btrees ending with the id; a reader's type list and counts by type.
    index('biblioteca_documentos_busqueda_trgm_idx').using('gin', t.busqueda.op('gin_trgm_ops')),
    index('biblioteca_documentos_created_at_idx').on(t.created_at, t.id),
    index('biblioteca_documentos_titulo_idx').on(unaccentLower(t.titulo), t.id),
    index('biblioteca_documentos_tipo_documento_idx').on(t.tipo_documento, t.estado),
  ],
);
