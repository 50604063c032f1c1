/** The consultores area's table: LCA consultants and verifiers, one row per consultant account. */
import { boolean, integer, pgTable, text, varchar } from 'drizzle-orm/pg-core';
import { createdAt, timestamptz } from '../../db/columns';
import { usuarios } from '../auth/tables';
import { paises } from '../referencia/tables';

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
