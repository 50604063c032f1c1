/** The reference lists' tables: languages, countries, postal codes and the parameter tree. */
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, primaryKey, smallint, text, unique, varchar, type AnyPgColumn } from 'drizzle-orm/pg-core';

export const idiomas = pgTable('idiomas', {
  id: integer().primaryKey(),
  idioma_nombre: text().notNull(),
  /** Short code used for flags and locales: es, ca, en, fr… */
  idioma: varchar({ length: 5 }).notNull().unique(),
  /** Whether declarations in this language can be registered with ECO Platform. */
  ecoplatform: boolean().notNull().default(false),
  activo: boolean().notNull().default(true),
});

export const paises = pgTable('paises', {
  /** 1 is Spain: the forms switch to Spanish postal-code rules on it. */
  id: integer().primaryKey(),
  pais_nombre: text().notNull(),
  pais_iso: varchar({ length: 2 }).notNull().unique(),
});

export const poblaciones = pgTable(
  'poblaciones',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    codigo_postal: varchar({ length: 5 }).notNull(),
    poblacion: text().notNull(),
    provincia: text().notNull(),
  },
  (t) => [
    index('poblaciones_codigo_postal_idx').on(t.codigo_postal),
    unique('poblaciones_cp_poblacion_key').on(t.codigo_postal, t.poblacion),
  ],
);

/** The parameter tree: folders (param_admite_hijos) and their options. */
export const parametros = pgTable(
  'parametros',
  {
    param_id: varchar({ length: 100 }).primaryKey(),
    param_padre_id: varchar({ length: 100 }).references((): AnyPgColumn => parametros.param_id),
    param_order: integer().notNull().default(0),
    /** Permission of the association administrator: 0 none, 1 read, 2 edit, 3 delete. */
    param_permiso: smallint().notNull().default(0),
    param_admite_hijos: boolean().notNull().default(false),
    activo: boolean().notNull().default(true),
    param_nombre: text().notNull(),
  },
  (t) => [
    index('parametros_padre_idx').on(t.param_padre_id),
    check('parametros_permiso_check', sql`${t.param_permiso} between 0 and 3`),
  ],
);

export const parametrosTextos = pgTable(
  'parametros_textos',
  {
    pt_param_id: varchar({ length: 100 })
      .notNull()
      .references(() => parametros.param_id, { onDelete: 'cascade' }),
    pt_idioma_id: integer()
      .notNull()
      .references(() => idiomas.id),
    pt_texto: text().notNull(),
    pt_texto2: text(),
    pt_descripcion: text(),
  },
  (t) => [primaryKey({ columns: [t.pt_param_id, t.pt_idioma_id] })],
);
