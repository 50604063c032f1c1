/**
 * A web content's files (docs/contenidos.md step 4; spec part 2 §3 'Content file'): documents
 * attached to a content from the /contenidos files modal.
 */
import { sql, type SQL } from 'drizzle-orm';
import { index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, unaccentLower } from '../../db/columns';
import { usuarios } from '../../auth/tables';
import { contenidosWeb } from './tables';

/**
 * A file of a content: its title, the name it had on the user's computer (`archivo`, what a download
 * is named after) and where it is stored (`ruta`, a key `contenidos/<uuid>.<ext>`). Deleting the
 * content deletes its rows; its files leave the storage after that commit (contenidos.ts).
 */
export const contenidoArchivos = pgTable(
  'contenido_archivos',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    contenido_web_id: integer()
      .notNull()
      .references(() => contenidosWeb.id, { onDelete: 'cascade' }),
    titulo: text().notNull(),
    /** The client's file name ('programa.pdf'), never used to store it. */
    archivo: text().notNull(),
    /** Storage key (`contenidos/<uuid>.<ext>`, the extension of the detected type). */
    ruta: text().notNull(),
    /** Who attached it (or last replaced it). */
    usuario_id: integer().references(() => usuarios.id, { onDelete: 'set null' }),
    created_at: createdAt(),
    updated_at: createdAt(),
    /** The search form of the title and the file's name (the list's `magic`): accents folded, lower case. */
    busqueda: text()
      .notNull()
      .generatedAlwaysAs((): SQL => unaccentLower(sql`${contenidoArchivos.titulo} || ' ' || ${contenidoArchivos.archivo}`)),
  },
  // A content has a handful of files: its rows, in the default order, from one btree; the other sorts
  // and `magic` work over those few rows.
  (t) => [index('contenido_archivos_contenido_idx').on(t.contenido_web_id, t.created_at, t.id)],
);
