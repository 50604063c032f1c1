/**
 * Writes an e-mail from its template (api/src/mail/catalogo.ts, table `plantillas_email`): the
 * template of the recipient's language, each `{{variable}}` replaced by its value (escaped in the
 * HTML), the HTML cleaned again and put in the portal's e-mail frame, and its plain-text part derived
 * from it. The sender is the template's.
 */
import { and, eq } from 'drizzle-orm';
import { escapeHtml, sustituirVariables, variablesAjenas, type PlantillaIdioma } from '@dapcon/contract';
import type { Database, Transaction } from '../db/database';
import { htmlToText, sanitizeRichText, sanitizeTemplateHtml } from '../lib/html';
import { PLANTILLAS, type NombrePlantilla } from './catalogo';
import { plantillasEmail } from './tables';

export interface MailContent {
  /** 'Name <address>'. */
  from: string;
  subject: string;
  text: string;
  html: string;
}

/** 'Name <address>' of a sender, the name quoted when it needs to be. */
export function formatSender(name: string, address: string): string {
  const clean = name.replace(/[\r\n]+/g, ' ').trim();
  if (!clean) return address;
  return /^[\p{L}\p{N} .'-]+$/u.test(clean) ? `${clean} <${address}>` : `"${clean.replace(/["\\]/g, '\\$&')}" <${address}>`;
}

/** The name and address of 'Name <address>' or a bare address (MAIL_FROM). */
export function parseSender(from: string): { name: string; address: string } {
  const match = /^\s*"?([^"<]*?)"?\s*<([^>]+)>\s*$/.exec(from);
  return match ? { name: match[1]?.trim() ?? '', address: match[2]?.trim() ?? '' } : { name: '', address: from.trim() };
}

/** The variables a text uses that the template does not have. */
export function variablesDesconocidas(nombre: NombrePlantilla, text: string): string[] {
  return variablesAjenas([text], PLANTILLAS[nombre].variables.map((v) => v.var_id));
}

/**
 * Writes the templates that are missing (a new database, or a template added by a new version) with
 * their starting texts and MAIL_FROM as the sender; never touches one that exists.
 */
export async function ensurePlantillas(db: Database | Transaction, mailFrom: string): Promise<number> {
  const sender = parseSender(mailFrom);
  const rows = Object.entries(PLANTILLAS).flatMap(([nombre, plantilla]) =>
    (['es', 'ca'] as const).map((idioma) => ({
      pe_nombre: nombre,
      idioma,
      pe_descripcion: plantilla.descripcion[idioma],
      pe_remitente: sender.name || 'DAPcon',
      pe_remitente_email: sender.address,
      pe_asunto: plantilla.asunto[idioma],
      pe_html: sanitizeTemplateHtml(plantilla.html[idioma]),
    })),
  );
  const inserted = await db.insert(plantillasEmail).values(rows).onConflictDoNothing().returning({ id: plantillasEmail.pe_id });
  return inserted.length;
}

/** Every variable replaced: by its value (through `escape`), or by nothing when the sender gave none. */
function replaceVariables(text: string, values: Readonly<Record<string, string>>, escape: (value: string) => string): string {
  return sustituirVariables(text, (name) => escape(values[name] ?? ''));
}

/** The portal's e-mail frame around a template's body. */
function frame(lang: PlantillaIdioma, body: string): string {
  return [
    '<!doctype html>',
    `<html lang="${lang}"><head><meta charset="utf-8"><title>DAPcon</title></head>`,
    '<body style="font-family: Arial, Helvetica, sans-serif; color: #1a202c; line-height: 1.5">',
    body,
    '</body></html>',
  ].join('\n');
}

export interface RenderedBody {
  subject: string;
  /** The cleaned body with the values in place, without the frame. */
  body: string;
  from: string;
}

/** A template with its values in place: the subject, the body (not framed) and the sender. */
export async function renderBody(
  db: Database | Transaction,
  nombre: NombrePlantilla,
  idioma: PlantillaIdioma,
  values: Readonly<Record<string, string>>,
  fallbackFrom: string,
): Promise<RenderedBody> {
  const [row] = await db
    .select()
    .from(plantillasEmail)
    .where(and(eq(plantillasEmail.pe_nombre, nombre), eq(plantillasEmail.idioma, idioma)));
  const defaults = PLANTILLAS[nombre];
  const asunto = row?.pe_asunto ?? defaults.asunto[idioma];
  const html = row?.pe_html ?? defaults.html[idioma];
  const sender = row ? formatSender(row.pe_remitente, row.pe_remitente_email) : fallbackFrom;
  return {
    subject: replaceVariables(asunto, values, (value) => value).replace(/[\r\n]+/g, ' ').trim(),
    body: sanitizeRichText(replaceVariables(html, values, escapeHtml)),
    from: sender,
  };
}

/**
 * An e-mail written from its template in one language.
 *
 * @example
 * await renderPlantilla(db, 'restablecer_password', 'es', { nombre: 'Laura', enlace, minutos: '60' }, config.mailFrom)
 */
export async function renderPlantilla(
  db: Database | Transaction,
  nombre: NombrePlantilla,
  idioma: PlantillaIdioma,
  values: Readonly<Record<string, string>>,
  fallbackFrom: string,
): Promise<MailContent> {
  const { subject, body, from } = await renderBody(db, nombre, idioma, values, fallbackFrom);
  return { from, subject, ...framedMessage(idioma, body) };
}

/** A cleaned body as an e-mail: in the portal's frame, with its plain-text part. */
export function framedMessage(idioma: PlantillaIdioma, body: string): Pick<MailContent, 'html' | 'text'> {
  return { html: frame(idioma, body), text: `${htmlToText(body)}\n\nDAPcon` };
}

/**
 * The portal's own addresses of a body made absolute: an image the editor uploaded is
 * `/api/editor-imagenes/…` in a page, and must be `https://portal…/api/editor-imagenes/…` in an
 * e-mail. Only `src` and `href` values starting with one slash (not `//host`).
 *
 * @example
 * withAbsoluteUrls('<img src="/api/editor-imagenes/x.png">', 'https://portal.dapcon.example')
 * // '<img src="https://portal.dapcon.example/api/editor-imagenes/x.png">'
 */
export function withAbsoluteUrls(html: string, publicUrl: string): string {
  return html.replace(/\b(src|href)="\/(?!\/)/g, (_match, attribute: string) => `${attribute}="${publicUrl}/`);
}
