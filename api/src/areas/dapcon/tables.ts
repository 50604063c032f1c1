/**
 * The DAPcon area's tables (docs/dapcon-lifecycle.md 'Tables'): the declarations, their publication
 * languages, their history, their documents, the per-year counter of codes, the incidents and the
 * declarations' payments.
 *
 * A declaration holds its company with ON DELETE RESTRICT: a company with declarations cannot be
 * deleted (the delete route answers 409 and the company is given baja instead, docs/decisions.md).
 */
import { sql, type SQL } from 'drizzle-orm';
import { boolean, check, date, index, integer, numeric, pgTable, primaryKey, text, uniqueIndex, varchar, type AnyPgColumn } from 'drizzle-orm/pg-core';
import {
  ESTADOS_DAPCON,
  ESTADOS_DAPCON_IDIOMA,
  METODOS_LCIA,
  TIPOS_DOCUMENTO_DAPCON,
  UNIDADES_DECLARADAS,
  type EstadoDapcon,
  type EstadoDapconIdioma,
  type MetodoLcia,
  type TipoDocumentoDapcon,
  type UnidadDeclarada,
} from '@dapcon/contract';
import { createdAt, importeColumn, timestamptz } from '../../db/columns';
import { usuarios } from '../../auth/tables';
import { consultores } from '../consultores/tables';
import { ecoplatformClasificacion } from '../parametros/clasificacion-tables';
import { organizaciones } from '../empresas/tables';
import { rcps } from '../rcp/tables';
import { idiomas } from '../referencia/tables';

/** `column in ('a', 'b', …)` for a check constraint over a fixed list of states. */
function oneOf(column: AnyPgColumn, values: readonly string[]): SQL {
  return sql`${column} in (${sql.raw(values.map((value) => `'${value}'`).join(', '))})`;
}

export const dapcons = pgTable(
  'dapcons',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    org_id: integer()
      .notNull()
      .references(() => organizaciones.org_id, { onDelete: 'restrict' }),
    rcp_id: integer()
      .notNull()
      .references(() => rcps.id, { onDelete: 'restrict' }),
    consultor_id: integer()
      .notNull()
      .references(() => consultores.id, { onDelete: 'restrict' }),
    verificador_id: integer()
      .notNull()
      .references(() => consultores.id, { onDelete: 'restrict' }),
    dv_nombre_producto: text().notNull(),
    /** `DAPcon-YYYY-NNNN`, given at publication; null before. */
    dapcon_codigo: varchar({ length: 30 }).unique(),
    estado: text().$type<EstadoDapcon>().notNull().default('borrador'),
    dapcon_valido_desde: date({ mode: 'string' }),
    dapcon_valido_hasta: date({ mode: 'string' }),
    dapcon_fecha_creacion: createdAt(),
    /** The declaration this one renews; its `secuencia` is one more. */
    id_padre: integer().references((): AnyPgColumn => dapcons.id, { onDelete: 'restrict' }),
    secuencia: integer().notNull().default(1),
    /** When the creator ticked 'I confirm the data is true' (spec §2.9). */
    veracidad_confirmada_at: timestamptz(),
    created_by: integer().references(() => usuarios.id, { onDelete: 'set null' }),
    /**
     * The ECO Platform class its product is filed under (a node of the classification, `eco_<code>`;
     * docs/dapcon-lifecycle.md 'ECO Platform classification'), or null. A node is only ever
     * deactivated, but if one is deleted the declaration is left without a class.
     */
    clasificacion_id: varchar({ length: 100 }).references(() => ecoplatformClasificacion.param_id, { onDelete: 'set null' }),
  },
  (t) => [
    check('dapcons_estado_check', oneOf(t.estado, ESTADOS_DAPCON)),
    index('dapcons_org_idx').on(t.org_id),
    index('dapcons_consultor_idx').on(t.consultor_id),
    index('dapcons_verificador_idx').on(t.verificador_id),
    index('dapcons_padre_idx').on(t.id_padre),
    index('dapcons_clasificacion_idx').on(t.clasificacion_id),
    // A text over the product or the code (the DAPcon lists, the public registry: docs/registry.md)
    // finds substrings through trigram indexes on the same expressions the filters compare.
    index('dapcons_producto_trgm_idx').using('gin', sql`unaccent_lower(${t.dv_nombre_producto}) gin_trgm_ops`),
    index('dapcons_codigo_trgm_idx').using('gin', sql`unaccent_lower(coalesce(${t.dapcon_codigo}, '')) gin_trgm_ops`),
    // The public registry's first page (GET /api/public/dapcon, the page /registro; docs/registry.md
    // 'The first page's index'): the published rows newest first, on the list's own expression and
    // WHERE (areas/registro/lista.ts: SORTS, registroWhere), so the planner reads the first 20 in
    // order, and counts the total from the index alone; read backwards it serves the oldest first.
    // Partial: a draft's or an expired declaration's writes never touch it. cifras-indice.test.ts
    // fails when the query and the index drift apart.
    index('dapcons_registro_desde_idx')
      .on(sql`coalesce(${t.dapcon_valido_desde}, '0001-01-01'::date) desc`, sql`${t.id} desc`)
      .where(sql`${t.estado} = 'publicada' and ${t.dapcon_codigo} is not null and ${t.dapcon_valido_desde} is not null and ${t.dapcon_valido_hasta} is not null`),
  ],
);

/** A declaration's publication languages: each with its state and its ECO Platform registration flag. */
export const dapconIdiomas = pgTable(
  'dapcon_idiomas',
  {
    dapcon_id: integer()
      .notNull()
      .references(() => dapcons.id, { onDelete: 'cascade' }),
    idioma_id: integer()
      .notNull()
      .references(() => idiomas.id),
    dapcon_idioma_estado: text().$type<EstadoDapconIdioma>().notNull().default('borrador'),
    inscripcion_ecoplatform: boolean().notNull().default(false),
  },
  (t) => [primaryKey({ columns: [t.dapcon_id, t.idioma_id] }), check('dapcon_idiomas_estado_check', oneOf(t.dapcon_idioma_estado, ESTADOS_DAPCON_IDIOMA))],
);

/**
 * A declaration's history: one row per transition (creation included), with who made it (the
 * account, and the administrator behind an impersonation), the states from and to, the language
 * when it is one language's, and a comment.
 */
export const dapconHistorial = pgTable(
  'dapcon_historial',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    dapcon_id: integer()
      .notNull()
      .references(() => dapcons.id, { onDelete: 'cascade' }),
    accion: varchar({ length: 40 }).notNull(),
    estado_desde: text().$type<EstadoDapcon>(),
    estado_hasta: text().$type<EstadoDapcon>().notNull(),
    idioma_id: integer().references(() => idiomas.id),
    usuario_id: integer().references(() => usuarios.id, { onDelete: 'set null' }),
    suplantador_id: integer().references(() => usuarios.id, { onDelete: 'set null' }),
    comentario: text(),
    created_at: createdAt(),
  },
  (t) => [
    check('dapcon_historial_estado_desde_check', sql`${t.estado_desde} is null or ${oneOf(t.estado_desde, ESTADOS_DAPCON)}`),
    check('dapcon_historial_estado_hasta_check', oneOf(t.estado_hasta, ESTADOS_DAPCON)),
    index('dapcon_historial_dapcon_idx').on(t.dapcon_id, t.id),
  ],
);

/**
 * A declaration's stored documents: one per kind and language (the EPD per language; the product
 * sheet and the verification report with no language). A new upload replaces the row; the old file
 * is removed after the commit. `storage_key` names the file in the storage plugin (outside the web root).
 */
export const dapconDocumentos = pgTable(
  'dapcon_documentos',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    dapcon_id: integer()
      .notNull()
      .references(() => dapcons.id, { onDelete: 'cascade' }),
    idioma_id: integer().references(() => idiomas.id),
    tipo: text().$type<TipoDocumentoDapcon>().notNull(),
    storage_key: text().notNull(),
    nombre_original: text().notNull(),
    tamanyo: integer().notNull(),
    subido_por: integer().references(() => usuarios.id, { onDelete: 'set null' }),
    suplantador_id: integer().references(() => usuarios.id, { onDelete: 'set null' }),
    created_at: createdAt(),
  },
  (t) => [
    check('dapcon_documentos_tipo_check', oneOf(t.tipo, TIPOS_DOCUMENTO_DAPCON)),
    uniqueIndex('dapcon_documentos_unico_idx').on(t.dapcon_id, t.tipo, sql`coalesce(${t.idioma_id}, 0)`),
  ],
);

/** The per-year counter of registration codes (`DAPcon-YYYY-NNNN`): read FOR UPDATE in the publication's transaction. */
export const dapconCodigos = pgTable('dapcon_codigos', {
  anyo: integer().primaryKey(),
  ultimo: integer().notNull(),
});

/** An incident on one language of a declaration (spec part 1 §3): opened by its verifier or the administration. */
export const incidencias = pgTable(
  'incidencias',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    dapcon_id: integer()
      .notNull()
      .references(() => dapcons.id, { onDelete: 'cascade' }),
    idioma_id: integer()
      .notNull()
      .references(() => idiomas.id),
    titulo: varchar({ length: 255 }).notNull(),
    descripcion: text().notNull(),
    esta_resuelta: boolean().notNull().default(false),
    creada_por: integer().references(() => usuarios.id, { onDelete: 'set null' }),
    suplantador_id: integer().references(() => usuarios.id, { onDelete: 'set null' }),
    resuelta_at: timestamptz(),
    resuelta_por: integer().references(() => usuarios.id, { onDelete: 'set null' }),
    created_at: createdAt(),
  },
  (t) => [index('incidencias_dapcon_idx').on(t.dapcon_id, t.idioma_id), index('incidencias_abiertas_idx').on(t.esta_resuelta, t.created_at)],
);

/**
 * A reply in an incident's thread; or, with `documento_tipo`, a document replaced while the incident
 * was open (its kind and the file's name as uploaded; `mensaje` then empty): the thread's record of
 * the correction (docs/dapcon-lifecycle.md 'Incidents').
 */
export const incidenciasRespuestas = pgTable(
  'incidencias_respuestas',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    incidencia_id: integer()
      .notNull()
      .references(() => incidencias.id, { onDelete: 'cascade' }),
    mensaje: text().notNull(),
    documento_tipo: text().$type<TipoDocumentoDapcon>(),
    documento_nombre: text(),
    usuario_id: integer().references(() => usuarios.id, { onDelete: 'set null' }),
    suplantador_id: integer().references(() => usuarios.id, { onDelete: 'set null' }),
    created_at: createdAt(),
  },
  (t) => [
    index('incidencias_respuestas_incidencia_idx').on(t.incidencia_id, t.id),
    check('incidencias_respuestas_documento_check', sql`${t.documento_tipo} is null or (${oneOf(t.documento_tipo, TIPOS_DOCUMENTO_DAPCON)} and ${t.documento_nombre} is not null)`),
  ],
);

/**
 * A declaration's payment (part 2 §3 'DAPcon payment': pagado, importe, dapcon_id, org_id — the
 * company is the declaration's). One per declaration, deleted with it; `pagado` null while awaited.
 * A row of the declaration (its list shows and filters by it), which the finance area records
 * (finanzas/pagos-dapcon.ts).
 */
export const dapconPagos = pgTable(
  'dapcon_pagos',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    dapcon_id: integer()
      .notNull()
      .unique()
      .references(() => dapcons.id, { onDelete: 'cascade' }),
    pagado: date({ mode: 'string' }),
    importe: importeColumn().notNull(),
    observaciones: text(),
    metodo_pago: varchar({ length: 1 }).$type<'R' | 'T'>(),
    num_factura: varchar({ length: 20 }).unique(),
    created_at: createdAt(),
    updated_at: createdAt(),
  },
  (t) => [
    check('dapcon_pagos_importe_check', sql`${t.importe} >= 0`),
    check('dapcon_pagos_metodo_pago_check', sql`${t.metodo_pago} in ('R', 'T')`),
    index('dapcon_pagos_pagado_idx').on(t.pagado),
  ],
);

/**
 * A declaration's results table (contract `dapcon/resultados.ts`, docs/registry-exports.md 'Results
 * table'): its header (the declared unit, the mass per declared unit, the reference year, the LCIA
 * method) and who uploaded which file, when. One per declaration; a new upload replaces it.
 */
export const dapconResultadosTabla = pgTable(
  'dapcon_resultados_tabla',
  {
    dapcon_id: integer()
      .primaryKey()
      .references(() => dapcons.id, { onDelete: 'cascade' }),
    unidad_cantidad: numeric({ mode: 'string' }).notNull(),
    unidad: varchar({ length: 10 }).$type<UnidadDeclarada>().notNull(),
    masa_por_unidad: numeric({ mode: 'string' }),
    anio_referencia: integer().notNull(),
    metodo: varchar({ length: 10 }).$type<MetodoLcia>().notNull(),
    nombre_archivo: text().notNull(),
    subido_por: integer().references(() => usuarios.id, { onDelete: 'set null' }),
    suplantador_id: integer().references(() => usuarios.id, { onDelete: 'set null' }),
    created_at: createdAt(),
  },
  (t) => [
    check('dapcon_resultados_tabla_unidad_check', oneOf(t.unidad, UNIDADES_DECLARADAS)),
    check('dapcon_resultados_tabla_metodo_check', oneOf(t.metodo, METODOS_LCIA)),
    check('dapcon_resultados_tabla_cantidad_check', sql`${t.unidad_cantidad} > 0 and (${t.masa_por_unidad} is null or ${t.masa_por_unidad} > 0)`),
  ],
);

/**
 * Its cells: one per indicator and module that holds something, a number (`valor`, exact) or a mark
 * (`marca`: 'ND' not declared, 'MND' module not declared). An empty cell has no row.
 */
export const dapconResultados = pgTable(
  'dapcon_resultados',
  {
    dapcon_id: integer()
      .notNull()
      .references(() => dapconResultadosTabla.dapcon_id, { onDelete: 'cascade' }),
    indicador: varchar({ length: 40 }).notNull(),
    modulo: varchar({ length: 8 }).notNull(),
    valor: numeric({ mode: 'string' }),
    marca: varchar({ length: 3 }),
  },
  (t) => [
    primaryKey({ columns: [t.dapcon_id, t.indicador, t.modulo] }),
    check('dapcon_resultados_celda_check', sql`(${t.valor} is not null and ${t.marca} is null) or (${t.valor} is null and ${t.marca} in ('ND', 'MND'))`),
  ],
);
