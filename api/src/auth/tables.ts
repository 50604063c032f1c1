/**
 * The accounts' tables: accounts (`usuarios`, one per CIF/NIF across modules), server-side
 * sessions, one-off tokens, the audit trail and the sign-in throttle's counters. Below every area:
 * every area's tables refer to `usuarios`, and the auth area's flows (sign-in, registration,
 * recovery) sit above the companies and consultants they register.
 */
import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, integer, jsonb, pgTable, smallint, text, uuid, varchar, type AnyPgColumn } from 'drizzle-orm/pg-core';
import type { AccionAuditoria, ModuloApp, Perfil } from '@dapcon/contract';
import { createdAt, timestamptz } from '../db/columns';

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
    /**
     * The language the account last signed in with (the interface's, `Accept-Language` at sign-in):
     * the portal's notices are written to it in this language (docs/decisions.md 'DAPcon life (issue 33)').
     */
    idioma: text().$type<'es' | 'ca'>().notNull().default('es'),
    created_at: createdAt(),
    updated_at: createdAt(),
  },
  (t) => [
    check('usuarios_modulo_app_check', sql`${t.modulo_app} in ('organizacion', 'consultor', 'administrador')`),
    check('usuarios_perfil_check', sql`${t.perfil} between 1 and 5`),
    check('usuarios_idioma_check', sql`${t.idioma} in ('es', 'ca')`),
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
    /**
     * The administrator who opened this session as a company ('Iniciar Sesión', part 2 §2.5); null
     * for a user's own sessions. Writes made in it are recorded with both (`auditoria`).
     */
    suplantador_id: integer().references((): AnyPgColumn => usuarios.id, { onDelete: 'cascade' }),
    /**
     * In a session an administrator opened as a company or consultant: the administrator's own session
     * it was opened from. The way back (`POST /admin/auth/volver`) answers a new session of the
     * administrator and ends this one, which the browser replaces (docs/security.md 'Impersonation').
     */
    sesion_origen_id: uuid().references((): AnyPgColumn => sesiones.id, { onDelete: 'set null' }),
  },
  (t) => [index('sesiones_usuario_id_idx').on(t.usuario_id), index('sesiones_suplantador_id_idx').on(t.suplantador_id)],
);

/**
 * The audit trail (docs/decisions.md 'The audit trail (issue 36, first step)'): one row per event an
 * auditor reads: every write made in a session (`escritura`: who made it and, in a session an
 * administrator opened as a company, which administrator, docs/decisions.md "Impersonation"), every
 * sign-in and refused sign-in (with the address), every 403 answered to a signed-in user, every
 * impersonation's start and end, every Excel export. Kept by the request, not by each table: no
 * write escapes it. Append-only: a trigger (migration 0039) refuses every UPDATE and DELETE, so the
 * accounts it names are never hard-deleted (ON DELETE RESTRICT: they are given baja instead).
 * Never holds a password, a token or bank details.
 */
export const auditoria = pgTable(
  'auditoria',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    /** What happened (ACCIONES_AUDITORIA). */
    accion: varchar({ length: 30 }).$type<AccionAuditoria>().notNull().default('escritura'),
    /** The account the session is of (the company, in an impersonation); null for a refused sign-in. */
    usuario_id: integer().references(() => usuarios.id, { onDelete: 'set null' }),
    /** The administrator behind an impersonation session (or starting / ending one); null otherwise. */
    suplantador_id: integer().references(() => usuarios.id, { onDelete: 'set null' }),
    sesion_id: uuid(),
    metodo: varchar({ length: 10 }).notNull(),
    /** The route's pattern ('/organizaciones/:id/actualizar'). */
    ruta: text().notNull(),
    /** The path as requested, without its query string. */
    url: text().notNull(),
    status: smallint().notNull(),
    /** The record the event is about, when known: its table ('usuarios') and id. */
    entidad: varchar({ length: 60 }),
    entidad_id: text(),
    /** The client's address as the API saw it (behind the trusted proxy). */
    ip: text(),
    /** What else the event says (a refused sign-in's typed usuario, an export's filters); never a secret. */
    detalle: jsonb().$type<Record<string, unknown>>(),
    created_at: createdAt(),
  },
  (t) => [
    // The list's default order (created_at desc, id desc: the index read backwards) and its date
    // range; then its filters, each in that order: the person (as the user or as the administrator
    // behind it), the action, the record. Each serves a page as a range scan that stops at the page.
    index('auditoria_created_at_idx').on(t.created_at, t.id),
    index('auditoria_usuario_idx').on(t.usuario_id, t.created_at, t.id),
    index('auditoria_suplantador_idx').on(t.suplantador_id, t.created_at, t.id),
    index('auditoria_accion_idx').on(t.accion, t.created_at, t.id),
    index('auditoria_entidad_idx').on(t.entidad, t.entidad_id, t.created_at, t.id),
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
