/** The empresas area's table: the member organisations (companies, associations, self-employed people). */
import { sql, type SQL } from 'drizzle-orm';
import { boolean, check, date, index, integer, pgTable, smallint, text, varchar } from 'drizzle-orm/pg-core';
import type { EstadoPago } from '@dapcon/contract';
import { createdAt, timestamptz, unaccentLower } from '../../db/columns';
import { usuarios } from '../../auth/tables';
import { consultores } from '../consultores/tables';
import { paises, parametros } from '../referencia/tables';

export const organizaciones = pgTable(
  'organizaciones',
  {
    org_id: integer().primaryKey().generatedByDefaultAsIdentity(),
    usuario_id: integer()
      .notNull()
      .unique()
      .references(() => usuarios.id, { onDelete: 'cascade' }),
    org_cif: varchar({ length: 20 }).notNull().unique(),
    org_nombre: text().notNull(),
    /** A self-employed person (DNI/NIE) rather than a company: name and surname instead of a business name. */
    es_persona: boolean().notNull().default(false),
    org_persona_nombre: text(),
    org_persona_apellido: text(),
    org_direccion: text(),
    org_codigo_postal: varchar({ length: 10 }),
    org_poblacion: text(),
    org_provincia: text(),
    org_pais: integer().references(() => paises.id),
    org_email: text(),
    org_telefono: text(),
    org_web: text(),
    /** Storage key of the logo (see plugins/app/storage.ts). */
    org_logo: text(),
    persona_contacto_nombre: text(),
    persona_contacto_cargo: text(),
    persona_contacto_telefono: text(),
    persona_contacto_email: text(),
    contacto_facturacion_nombre: text(),
    contacto_facturacion_email: text(),
    contacto_facturacion_telefono: text(),
    /** Storage keys of the accreditation documents (ISO 14001, EMAS), when attached. */
    doc_sgm_iso14001: text(),
    doc_sgm_emacs: text(),
    /** param_id of the tipo_empresa list: empresa, asociacion. */
    org_tipo: varchar({ length: 100 }).references(() => parametros.param_id),
    /** param_id of tamanio_empresa or tamanio_asociacion. */
    org_tamanio: varchar({ length: 100 }).references(() => parametros.param_id),
    /** param_id of empresa_convenios, when the company joined through an agreement. */
    org_convenio: varchar({ length: 100 }).references(() => parametros.param_id),
    org_facturar_dapcon_convenio: boolean().notNull().default(false),
    exento_cuota: boolean().notNull().default(false),
    integracion_api: boolean().notNull().default(false),
    comisionista_id: integer().references(() => consultores.id, { onDelete: 'set null' }),
    /** param_id of tipo_comision. */
    tipo_comision: varchar({ length: 100 }).references(() => parametros.param_id),
    /**
     * The registration date (spec part 2 §3 `fecha_creacion`): set when the company registers and
     * never changed, not by a baja and alta either. The list's 'Fecha de creación', its Excel
     * file and the search show it; the anniversary and the yearly fee follow it.
     */
    fecha_creacion: createdAt(),
    /**
     * The (last) alta (spec part 2 §3 `org_fecha_alta`): the registration date at first, the date
     * of the re-activation after a 'Dar de alta' (its history row keeps it too), editable by the
     * administration on the company's page.
     */
    org_fecha_alta: createdAt(),
    /**
     * The registration anniversary: the registration day's month * 100 + day in Madrid
     * (`mes_dia_madrid`, migration 0025) of `fecha_creacion` (migration 0027), kept by the database. The dashboard's renewal card reads
     * it from `organizaciones_renovacion_idx` in the order of the anniversaries (docs/home.md 'The
     * dashboard afresh'). 29 February is 229: in other years it is 1 March, after every 228 and
     * before the other 301s.
     */
    org_aniversario: smallint()
      .notNull()
      .generatedAlwaysAs((): SQL => sql`mes_dia_madrid(${organizaciones.fecha_creacion})`),
    org_fecha_baja: timestamptz(),
    org_observaciones_baja: text(),
    estado_pago: text().$type<Exclude<EstadoPago, null>>().notNull().default('pendiente'),
    /** Shows the payment alert on the company home. */
    alerta_pago: boolean().notNull().default(false),
    /**
     * Whether the company gets the reminders of its unpaid annual fee (issue 36; docs/decisions.md
     * 'Reminders'): it may opt out of those, never of the expiry reminders the programme's rules require.
     */
    recordatorios_cuota: boolean().notNull().default(true),
    created_at: createdAt(),
    updated_at: createdAt(),
    /**
     * The name in search form, kept by the database: accents folded and lower case
     * (`unaccent_lower`, migration 0003), and for a self-employed person 'surnames name' after it,
     * so 'Pere Vila Serra' is found as 'Vila Serra Pere' too. The company list filters by name
     * anywhere in it and sorts by it (accents and case ignored: 'Àrids' between 'Arenas' and
     * 'Asfaltos'). Stored rather than computed per query: folding accents costs PGlite about 7 µs
     * a row (15 ms over 2,000 rows, measured), a trigram index's recheck included.
     */
    nombre_busqueda: text()
      .notNull()
      .generatedAlwaysAs(
        (): SQL =>
          unaccentLower(
            sql`${organizaciones.org_nombre} || coalesce(' ' || ${organizaciones.org_persona_apellido}, '') || coalesce(' ' || ${organizaciones.org_persona_nombre}, '')`,
          ),
      ),
  },
  (t) => [
    check('organizaciones_estado_pago_check', sql`${t.estado_pago} in ('pagado', 'pendiente', 'en_tramite')`),
    index('organizaciones_nombre_idx').on(t.org_nombre),
    // The company list (docs/lists.md): its name and CIF filters find substrings through trigram
    // indexes; its sorts walk a btree index that ends with the primary key, the tiebreaker.
    index('organizaciones_nombre_busqueda_trgm_idx').using('gin', t.nombre_busqueda.op('gin_trgm_ops')),
    index('organizaciones_cif_trgm_idx').using('gin', t.org_cif.op('gin_trgm_ops')),
    index('organizaciones_nombre_busqueda_idx').on(t.nombre_busqueda, t.org_id),
    index('organizaciones_fecha_creacion_idx').on(t.fecha_creacion, t.org_id),
    index('organizaciones_fecha_baja_idx').on(t.org_fecha_baja),
    index('organizaciones_comisionista_idx').on(t.comisionista_id),
    // The dashboard's owed and renewal cards (docs/home.md 'The dashboard afresh'): each list's
    // companies only, in its order, with what its filter and count read (index-only scans).
    index('organizaciones_pendientes_idx')
      .on(t.fecha_creacion, t.org_id)
      .where(sql`${t.estado_pago} = 'pendiente' and ${t.org_fecha_baja} is null and not ${t.exento_cuota} and ${t.org_convenio} is null`),
    index('organizaciones_renovacion_idx')
      .on(t.org_aniversario, t.org_id, t.fecha_creacion)
      .where(sql`${t.estado_pago} <> 'pendiente' and ${t.org_fecha_baja} is null and not ${t.exento_cuota} and ${t.org_convenio} is null`),
  ],
);


/**
 * The history of a company's bajas and altas (part 2 §4): each 'Dar de baja' / 'Dar de alta' with
 * its date, observations and the administrator who gave it. `organizaciones` keeps the current
 * state (org_fecha_baja set while de baja).
 */
export const organizacionesEstados = pgTable(
  'organizaciones_estados',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    org_id: integer()
      .notNull()
      .references(() => organizaciones.org_id, { onDelete: 'cascade' }),
    tipo: text().$type<'baja' | 'alta'>().notNull(),
    fecha: date({ mode: 'string' }).notNull(),
    observaciones: text(),
    admin_id: integer().references(() => usuarios.id, { onDelete: 'set null' }),
    created_at: createdAt(),
  },
  (t) => [check('organizaciones_estados_tipo_check', sql`${t.tipo} in ('baja', 'alta')`), index('organizaciones_estados_org_idx').on(t.org_id, t.created_at)],
);
