/**
 * The database schema. Table and column names are the spec's own (Spanish,
 * snake_case) so that screens, API answers and SQL read the same words.
 * Migrations in `api/drizzle/` are generated from this file with
 * `npm run db:generate -w api`; never edit a generated migration by hand.
 */
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  unique,
  uuid,
  varchar,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import type { EstadoPago, ModuloApp, Perfil } from '@dapcon/contract';

const timestamptz = () => timestamp({ withTimezone: true, mode: 'date' });
const createdAt = () => timestamptz().notNull().defaultNow();

export const usuarios = pgTable(
  'usuarios',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    /** CIF or NIF, upper case: the sign-in identifier of every module. */
    usuario: varchar({ length: 20 }).notNull().unique(),
    password_hash: text().notNull(),
    email: text().notNull(),
    nombre: text().notNull().default(''),
    apellidos: text().notNull().default(''),
    telefono: text(),
    modulo_app: text().$type<ModuloApp>().notNull(),
    perfil: smallint().$type<Perfil>().notNull(),
    activo: boolean().notNull().default(true),
    fecha_baja: timestamptz(),
    recibir_notificacion: boolean().notNull().default(false),
    created_at: createdAt(),
    updated_at: createdAt(),
  },
  (t) => [
    check('usuarios_modulo_app_check', sql`${t.modulo_app} in ('organizacion', 'consultor', 'administrador')`),
    check('usuarios_perfil_check', sql`${t.perfil} between 1 and 5`),
  ],
);

/** Server-side sessions: a token is only honoured while its row is live. */
export const sesiones = pgTable(
  'sesiones',
  {
    id: uuid().primaryKey().defaultRandom(),
    usuario_id: integer()
      .notNull()
      .references(() => usuarios.id, { onDelete: 'cascade' }),
    created_at: createdAt(),
    expires_at: timestamptz().notNull(),
    revoked_at: timestamptz(),
    ip: text(),
    user_agent: text(),
  },
  (t) => [index('sesiones_usuario_id_idx').on(t.usuario_id)],
);

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
    org_fecha_alta: createdAt(),
    org_fecha_baja: timestamptz(),
    org_observaciones_baja: text(),
    estado_pago: text().$type<Exclude<EstadoPago, null>>().notNull().default('pendiente'),
    /** Shows the payment alert on the company home. */
    alerta_pago: boolean().notNull().default(false),
    created_at: createdAt(),
    updated_at: createdAt(),
  },
  (t) => [
    check('organizaciones_estado_pago_check', sql`${t.estado_pago} in ('pagado', 'pendiente')`),
    index('organizaciones_nombre_idx').on(t.org_nombre),
  ],
);

/** What a one-off token lets its holder do. */
export const PROPOSITOS_TOKEN = ['documentos_registro', 'restablecer_password'] as const;
export type PropositoToken = (typeof PROPOSITOS_TOKEN)[number];

/**
 * One-off tokens sent to a user outside a session: `documentos_registro` (token_docs,
 * answered by the company registration) and `restablecer_password` (the e-mailed reset
 * link). Only the SHA-256 of the token is stored.
 */
export const tokensUsuario = pgTable(
  'tokens_usuario',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    usuario_id: integer()
      .notNull()
      .references(() => usuarios.id, { onDelete: 'cascade' }),
    proposito: text().$type<PropositoToken>().notNull(),
    /** Hex SHA-256 of the token. */
    token_hash: varchar({ length: 64 }).notNull().unique(),
    created_at: createdAt(),
    expires_at: timestamptz().notNull(),
    /** Set when a single-use token is spent (or voided by a later reset or change of password). */
    used_at: timestamptz(),
  },
  (t) => [
    index('tokens_usuario_usuario_idx').on(t.usuario_id, t.proposito),
    check('tokens_usuario_proposito_check', sql`${t.proposito} in ('documentos_registro', 'restablecer_password')`),
  ],
);

export const ESTADOS_CORREO = ['pendiente', 'enviado', 'error'] as const;
export type EstadoCorreo = (typeof ESTADOS_CORREO)[number];

/**
 * Every e-mail the portal sends, one row per recipient, with its delivery state:
 * 'pendiente' (in the outbox: no SMTP configured, or not sent yet), 'enviado', 'error'.
 */
export const correos = pgTable(
  'correos',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    /** The user it was written for, when there is one. */
    usuario_id: integer().references(() => usuarios.id, { onDelete: 'set null' }),
    /** Which template wrote it: 'restablecer_password'… */
    plantilla: text().notNull(),
    destinatario: text().notNull(),
    asunto: text().notNull(),
    texto: text().notNull(),
    html: text().notNull(),
    estado: text().$type<EstadoCorreo>().notNull().default('pendiente'),
    error: text(),
    created_at: createdAt(),
    sent_at: timestamptz(),
  },
  (t) => [
    index('correos_estado_idx').on(t.estado, t.created_at),
    check('correos_estado_check', sql`${t.estado} in ('pendiente', 'enviado', 'error')`),
  ],
);

/**
 * Failed attempts by key, shared by every API process (docs/decisions.md, "Throttling"):
 * `acceso:usuario:<CIF/NIF>` and `acceso:ip:<address>` count failed sign-ins and wrong
 * current passwords, `reinicio:ip:<address>` counts password-recovery requests.
 * `intentos` counts within the window that began at `desde`; past the limit the key is
 * refused until `bloqueado_hasta`.
 */
export const intentosAcceso = pgTable(
  'intentos_acceso',
  {
    clave: text().primaryKey(),
    intentos: integer().notNull(),
    desde: timestamptz().notNull(),
    bloqueado_hasta: timestamptz(),
  },
  (t) => [index('intentos_acceso_desde_idx').on(t.desde)],
);
