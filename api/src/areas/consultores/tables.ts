/** The consultores area's tables: LCA consultants and verifiers, one row per consultant account. */
import { boolean, integer, pgTable, primaryKey, text, varchar } from 'drizzle-orm/pg-core';
import { createdAt, timestamptz } from '../../db/columns';
import { usuarios } from '../../auth/tables';
import { idiomas, paises } from '../referencia/tables';

export const consultores = pgTable('consultores', {
  id: integer().primaryKey().generatedByDefaultAsIdentity(),
  usuario_id: integer()
    .notNull()
    .unique()
    .references(() => usuarios.id, { onDelete: 'cascade' }),
  consultor_nif: varchar({ length: 20 }).notNull().unique(),
  consultor_nombre: text().notNull(),
  consultor_apellidos: text().notNull(),
  consultor_empresa_nombre: text(),
  consultor_empresa_cif: varchar({ length: 20 }),
  consultor_direccion: text(),
  consultor_codigo_postal: varchar({ length: 10 }),
  consultor_poblacion: text(),
  consultor_provincia: text(),
  consultor_pais: integer().references(() => paises.id),
  consultor_movil: text(),
  consultor_email: text(),
  consultor_web: text(),
  /** Storage key of the logo. */
  consultor_logo: text(),
  es_verificador: boolean().notNull().default(false),
  es_comisionista: boolean().notNull().default(false),
  consultor_fecha_alta: createdAt(),
  consultor_fecha_modificacion: timestamptz(),
});

/**
 * A verifier's boxes per declaration language (part 1 §3 `verificador_casillas`): the texts of the
 * signature page's and the last page's cells. Only verifiers have rows; a language the programme
 * deactivates keeps its row (restrict: a language in use is deactivated, never deleted).
 */
export const verificadorCasillas = pgTable(
  'verificador_casillas',
  {
    consultor_id: integer()
      .notNull()
      .references(() => consultores.id, { onDelete: 'cascade' }),
    idioma_id: integer()
      .notNull()
      .references(() => idiomas.id, { onDelete: 'restrict' }),
    casilla_pagina_firma: text().notNull().default(''),
    casilla_ultima_pagina: text().notNull().default(''),
  },
  (t) => [primaryKey({ columns: [t.consultor_id, t.idioma_id] })],
);
