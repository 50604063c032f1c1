/**
 * The contents a reader archived (docs/contenidos.md step 7; `GET /ocultar-comunicado`): they leave its
 * home and notifications, and stay in `/public-comunicados`.
 */
import { index, integer, pgTable, primaryKey } from 'drizzle-orm/pg-core';
import { createdAt } from '../../db/columns';
import { usuarios } from '../../auth/tables';
import { contenidosWeb } from './tables';

export const comunicadosOcultos = pgTable(
  'comunicados_ocultos',
  {
    usuario_id: integer()
      .notNull()
      .references(() => usuarios.id, { onDelete: 'cascade' }),
    contenido_web_id: integer()
      .notNull()
      .references(() => contenidosWeb.id, { onDelete: 'cascade' }),
    created_at: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.usuario_id, t.contenido_web_id] }), index('comunicados_ocultos_contenido_idx').on(t.contenido_web_id)],
);
