/** The mail outbox: a platform table of the mailer plugin, not of any area. */
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, timestamptz } from '../db/columns';
import { usuarios } from '../auth/tables';
import { comunicaciones } from '../areas/contenidos/comunicaciones-tables';
import { recordatorios } from '../areas/recordatorios/tables';

export const ESTADOS_CORREO = ['pendiente', 'enviado', 'error'] as const;
export type EstadoCorreo = (typeof ESTADOS_CORREO)[number];

/**
 * Every e-mail the portal sends, one row per recipient, with its delivery state:
 * 'pendiente' (in the outbox: no SMTP configured, or queued and not delivered yet), 'enviado',
 * 'error' (final: refused for good, or still failing after every retry).
 */
export const correos = pgTable(
  'correos',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    /** The user it was written for, when there is one. */
    usuario_id: integer().references(() => usuarios.id, { onDelete: 'set null' }),
    /** The mailing it is one recipient of (/comunicaciones); null for the portal's own e-mails. */
    comunicacion_id: integer().references(() => comunicaciones.id, { onDelete: 'cascade' }),
    /** The scheduled reminder it is one recipient of (its first send or a resend); null otherwise. */
    recordatorio_id: integer().references(() => recordatorios.id, { onDelete: 'set null' }),
    /** Which template wrote it: 'restablecer_password'… */
    plantilla: text().notNull(),
    destinatario: text().notNull(),
    /** The sender, 'Name <address>', from the template that wrote it; null → MAIL_FROM. */
    remitente: text(),
    asunto: text().notNull(),
    texto: text().notNull(),
    html: text().notNull(),
    estado: text().$type<EstadoCorreo>().notNull().default('pendiente'),
    /** The server's reason of the last failed attempt (final when `estado` is 'error'). */
    error: text(),
    /** Delivery attempts made (each SMTP conversation, successful or not). */
    intentos: integer().notNull().default(0),
    ultimo_intento_at: timestamptz(),
    /** Times it was queued again by hand ('Reenviar'): part of its queue job's id. */
    reenvios: integer().notNull().default(0),
    created_at: createdAt(),
    sent_at: timestamptz(),
  },
  (t) => [
    index('correos_estado_idx').on(t.estado, t.created_at),
    index('correos_comunicacion_idx').on(t.comunicacion_id, t.estado),
    index('correos_recordatorio_idx').on(t.recordatorio_id),
    check('correos_estado_check', sql`${t.estado} in ('pendiente', 'enviado', 'error')`),
  ],
);

/**
 * The templates every e-mail is written from (spec part 2 §3 'Message template'): one per message
 * (`pe_nombre`, the key the portal asks for) and language. The variables each one may use are the
 * portal's (api/src/mail/catalogo.ts), not stored.
 */
export const plantillasEmail = pgTable(
  'plantillas_email',
  {
    pe_id: integer().primaryKey().generatedByDefaultAsIdentity(),
    pe_nombre: text().notNull(),
    idioma: text().$type<'es' | 'ca'>().notNull(),
    pe_descripcion: text().notNull(),
    pe_remitente: text().notNull(),
    pe_remitente_email: text().notNull(),
    pe_asunto: text().notNull(),
    /** Sanitised HTML with `{{variables}}`. */
    pe_html: text().notNull(),
    created_at: createdAt(),
    updated_at: createdAt(),
  },
  (t) => [uniqueIndex('plantillas_email_nombre_idioma_idx').on(t.pe_nombre, t.idioma), check('plantillas_email_idioma_check', sql`${t.idioma} in ('es', 'ca')`)],
);
