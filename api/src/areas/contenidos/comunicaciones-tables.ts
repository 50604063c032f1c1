/**
 * The mailings (docs/contenidos.md step 5): a communication and, in the mail outbox (`correos`, with its
 * `comunicacion_id`), one e-mail per recipient with its own delivery state.
 */
import { sql, type SQL } from 'drizzle-orm';
import { check, index, integer, pgTable, smallint, text } from 'drizzle-orm/pg-core';
import type { PerfilContenido } from '@dapcon/contract';
import { createdAt, unaccentLower } from '../../db/columns';
import { usuarios } from '../../auth/tables';
import { contenidosWeb } from './tables';

/**
 * A communication (spec part 2 §3 'Communication'): the subject and cleaned HTML message sent, the
 * sender ('Name <address>', the template's), who sent it, the content it told of, and whom it was
 * addressed to (`perfiles`, and for companies `tipos_empresa`; empty: every company). Its recipients
 * are the `correos` rows that name it; `created_at` is the spec's `fecha_enviado`.
 */
export const comunicaciones = pgTable(
  'comunicaciones',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    asunto: text().notNull(),
    mensaje: text().notNull(),
    remitente: text().notNull(),
    usuario_id: integer().references(() => usuarios.id, { onDelete: 'set null' }),
    contenido_web_id: integer().references(() => contenidosWeb.id, { onDelete: 'set null' }),
    perfiles: smallint().array().$type<PerfilContenido[]>().notNull(),
    tipos_empresa: text().array().$type<string[]>().notNull().default(sql`'{}'::text[]`),
    created_at: createdAt(),
    /** The search form of the subject (the list's `magic`): accents folded, lower case. */
    busqueda: text()
      .notNull()
      .generatedAlwaysAs((): SQL => unaccentLower(sql`${comunicaciones.asunto}`)),
  },
  (t) => [
    check('comunicaciones_perfiles_check', sql`cardinality(${t.perfiles}) > 0 and ${t.perfiles} <@ array[3, 4, 5]::smallint[]`),
    index('comunicaciones_busqueda_trgm_idx').using('gin', t.busqueda.op('gin_trgm_ops')),
    index('comunicaciones_created_at_idx').on(t.created_at, t.id),
  ],
);
