/**
 * Communications (docs/contenidos.md step 5; spec part 2 §2.19, §2.20, §7.7, §7.8): a content mailed to
 * the portal's users of some profiles, one e-mail per recipient through the mail queue.
 *
 * - The send-email modal starts from the template `comunicacion_contenido` in each language (ES and CA),
 *   with the content's title, short description and the address of the announcements in place (a
 *   content is written once: its texts go into both as they are). Each recipient is sent the subject
 *   and message of the language it uses (`usuarios.idioma`), framed in that language; the Spanish ones
 *   when the mailing has none in Catalan (issue 33 item 17).
 * - Sending writes the communication, one `correos` row per recipient and their queue jobs in one
 *   transaction (`mailer.sendMany`): the answer does not wait for SMTP, and a process that stops or dies
 *   leaves every e-mail in the queue for the next one (docs/accounts.md 'E-mail').
 * - Recipients: active accounts (not de baja) of the chosen profiles; for companies, not de baja and of
 *   the chosen company types (none chosen: every company); one e-mail per address.
 * - A recipient in 'error' can be sent again ('Reenviar': `reenviarCorreo`, over `mailer.requeue`); any
 *   other state is a 409. The portal's own e-mails are resent the same way (correos-portal.ts).
 */
import { and, asc, count, desc, eq, inArray, isNotNull, isNull, like, or, sql, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  AUTH_MSG,
  CARPETAS_CONTENIDO,
  CONTENIDOS_MSG,
  MSG,
  PERFILES,
  PUBLIC_COMUNICADOS_PATH,
  splitOrderBy,
  type Comunicacion,
  type ComunicacionEnviada,
  type ComunicacionesQuery,
  type Destinatario,
  type DestinatariosQuery,
  type EnviarEmailBody,
  type PerfilContenido,
  type PlantillaEmailContenido,
} from '@dapcon/contract';
import type { AuthUser } from '../../auth/access';
import { unaccentLower } from '../../db/columns';
import type { Database } from '../../db/database';
import { ConflictError, FieldErrors, NotFoundError } from '../../errors';
import { sanitizeRichText } from '../../lib/html';
import type { Lang } from '../../lib/lang';
import { containsPattern, pageOf, type ListTotals, type Page } from '../../lib/list';
import { framedMessage, renderBody, withAbsoluteUrls } from '../../mail/render';
import { correos } from '../../mail/tables';
import type { MailMessage } from '../../plugins/app/mailer';
import { usuarios } from '../../auth/tables';
import { organizaciones } from '../empresas';
import { comunicaciones } from './comunicaciones-tables';
import { activeOptionsOf, findContenido } from './repository';

/** The template a content's mailing starts from (api/src/mail/catalogo.ts). */
const PLANTILLA = 'comunicacion_contenido';

// ---------------------------------------------------------------- the send-email modal

/** `GET /contenidos-web/plantilla-email/{id}`: the modal's starting values for a content. */
export async function plantillaEmailContenido(app: FastifyInstance, id: number, lang: Lang): Promise<PlantillaEmailContenido> {
  const contenido = await findContenido(app.db, id);
  if (!contenido) throw new NotFoundError();
  const values = { titulo: contenido.titulo, descripcion_corta: contenido.descripcion_corta, enlace: `${app.config.publicUrl}${PUBLIC_COMUNICADOS_PATH}` };
  const en = async (idioma: Lang) => {
    const { subject, body } = await renderBody(app.db, PLANTILLA, idioma, values, app.config.mailFrom);
    return { asunto: subject, template: body };
  };
  const plantillas = { es: await en('es'), ca: await en('ca') };
  return { perfil: contenido.perfiles, tipo_empresa: contenido.tipos_empresa, plantilla: plantillas[lang], plantillas };
}

/** Who a mailing reaches: user id, address and language, one per address (lower case), by address. */
export async function destinatariosDe(
  db: Database,
  perfiles: readonly PerfilContenido[],
  tiposEmpresa: readonly string[],
): Promise<{ id: number; email: string; idioma: Lang }[]> {
  const email = sql<string>`lower(trim(${usuarios.email}))`;
  const otros = perfiles.filter((perfil) => perfil !== PERFILES.organizacion);
  const empresas = perfiles.includes(PERFILES.organizacion);
  const rows = await db
    .selectDistinctOn([email], { id: usuarios.id, email, idioma: usuarios.idioma })
    .from(usuarios)
    .leftJoin(organizaciones, eq(organizaciones.usuario_id, usuarios.id))
    .where(
      and(
        eq(usuarios.activo, true),
        isNull(usuarios.fecha_baja),
        sql`trim(${usuarios.email}) <> ''`,
        or(
          otros.length > 0 ? and(eq(usuarios.modulo_app, 'consultor'), inArray(usuarios.perfil, otros)) : undefined,
          empresas
            ? and(
                eq(usuarios.modulo_app, 'organizacion'),
                eq(usuarios.perfil, PERFILES.organizacion),
                isNull(organizaciones.org_fecha_baja),
                tiposEmpresa.length > 0 ? inArray(organizaciones.org_tipo, [...tiposEmpresa]) : undefined,
              )
            : undefined,
        ),
      ),
    )
    .orderBy(email, asc(usuarios.id));
  return rows;
}

/**
 * `POST /contenidos-web/enviar-email`: checks the company types and the content, cleans the message,
 * finds the recipients (none: 422 under `perfil`), and writes the communication with one queued
 * e-mail per recipient, in one transaction.
 */
export async function enviarEmail(app: FastifyInstance, user: AuthUser, body: EnviarEmailBody, lang: Lang): Promise<ComunicacionEnviada> {
  const errors = new FieldErrors();
  const mensaje = sanitizeRichText(body.mensaje);
  if (htmlIsEmpty(mensaje)) errors.add('mensaje', CONTENIDOS_MSG.mensajeComunicacionObligatorio);
  const mensajeCa = body.mensaje_ca === undefined ? undefined : sanitizeRichText(body.mensaje_ca);
  if (mensajeCa !== undefined && htmlIsEmpty(mensajeCa)) errors.add('mensaje_ca', CONTENIDOS_MSG.mensajeComunicacionObligatorio);
  const validos = await activeOptionsOf(app.db, CARPETAS_CONTENIDO.tipos_empresa, body.tipo_empresa);
  if (body.tipo_empresa.some((tipo) => !validos.has(tipo))) errors.add('tipo_empresa', AUTH_MSG.tipoEmpresaNoValido);
  if (body.contenido_web_id !== null && !(await findContenido(app.db, body.contenido_web_id))) errors.add('contenido_web_id', MSG.valorNoValido);
  errors.throwIfAny();

  const destinatarios = await destinatariosDe(app.db, body.perfil, body.tipo_empresa);
  if (destinatarios.length === 0) {
    errors.add('perfil', CONTENIDOS_MSG.comunicacionSinDestinatarios);
    errors.throwIfAny();
  }
  // The sender of the template the mailing started from; the message as the administrator left it,
  // in each language, framed in that language (without a Catalan message, the Spanish one, whole).
  const { from } = await renderBody(app.db, PLANTILLA, lang, {}, app.config.mailFrom);
  const es = { subject: body.asunto, ...framedMessage('es', withAbsoluteUrls(mensaje, app.config.publicUrl)) };
  const versiones: Record<Lang, { subject: string; html: string; text: string }> = {
    es,
    ca: mensajeCa === undefined ? es : { subject: body.asunto_ca ?? body.asunto, ...framedMessage('ca', withAbsoluteUrls(mensajeCa, app.config.publicUrl)) },
  };

  return app.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(comunicaciones)
      .values({
        asunto: body.asunto,
        mensaje,
        remitente: from,
        usuario_id: user.id,
        contenido_web_id: body.contenido_web_id,
        perfiles: body.perfil,
        tipos_empresa: body.tipo_empresa,
      })
      .returning({ id: comunicaciones.id });
    if (!row) throw new Error('The communication was not recorded');
    const messages: MailMessage[] = destinatarios.map((d) => ({
      plantilla: PLANTILLA,
      to: d.email,
      from,
      ...versiones[d.idioma],
      usuarioId: d.id,
      comunicacionId: row.id,
    }));
    await app.mailer.sendMany(messages, { tx });
    return { id: row.id, total_comunicacions: messages.length };
  });
}

/** Nothing a reader would see: no text, no image. */
function htmlIsEmpty(html: string): boolean {
  return !/<img\b/i.test(html) && html.replace(/<[^>]*>/g, '').replace(/&nbsp;|\s/g, '') === '';
}

// ---------------------------------------------------------------- /comunicaciones

/** The totals of a communication's recipients, by state. */
const totales = {
  // Table names written out: in a one-table select Drizzle leaves the columns unqualified, and the
  // subquery's own `id` would shadow the communication's.
  total: sql<number>`(select count(*)::int from correos c where c.comunicacion_id = ${comunicaciones}.id)`,
  enviados: sql<number>`(select count(*)::int from correos c where c.comunicacion_id = ${comunicaciones}.id and c.estado = 'enviado')`,
  errores: sql<number>`(select count(*)::int from correos c where c.comunicacion_id = ${comunicaciones}.id and c.estado = 'error')`,
};

/** 'Name <address>' → address. */
function addressOf(sender: string): string {
  return /<([^>]+)>/.exec(sender)?.[1]?.trim() ?? sender.trim();
}

/** `GET /comunicaciones/admin`: the mailings, searched by subject, with their totals. */
export async function comunicacionesPage(db: Database, query: ComunicacionesQuery, listTotals: ListTotals): Promise<Page<Comunicacion>> {
  const where: SQL | undefined = query.magic === undefined ? undefined : like(comunicaciones.busqueda, unaccentLower(sql`${containsPattern(query.magic)}`));
  const { field, direction } = splitOrderBy(query.order_by);
  const dir = direction === 'desc' ? desc : asc;
  const key = field === 'asunto' ? unaccentLower(comunicaciones.asunto) : comunicaciones.created_at;
  const page = await pageOf(query.page, {
    rows: (limit, offset) =>
      db
        .select({ id: comunicaciones.id, asunto: comunicaciones.asunto, remitente: comunicaciones.remitente, created_at: comunicaciones.created_at, ...totales })
        .from(comunicaciones)
        .where(where)
        .orderBy(dir(key), dir(comunicaciones.id))
        .limit(limit)
        .offset(offset),
    total: () =>
      listTotals.get(`comunicaciones ${query.magic ?? ''}`, async () => (await db.select({ n: count() }).from(comunicaciones).where(where))[0]?.n ?? 0),
  });
  return {
    ...page,
    data: page.data.map((row) => ({
      id: row.id,
      asunto: row.asunto,
      email: addressOf(row.remitente),
      fecha_enviado: row.created_at.toISOString(),
      total_comunicacions: Number(row.total),
      total_enviados: Number(row.enviados),
      total_errores: Number(row.errores),
    })),
  };
}

type CorreoRow = Pick<typeof correos.$inferSelect, 'id' | 'asunto' | 'destinatario' | 'sent_at' | 'estado' | 'error' | 'intentos'>;

const DESTINATARIO_COLUMNS = {
  id: correos.id,
  asunto: correos.asunto,
  destinatario: correos.destinatario,
  sent_at: correos.sent_at,
  estado: correos.estado,
  error: correos.error,
  intentos: correos.intentos,
};

/** The sort key of a delivery state: the failed first, then those waiting, then the delivered. */
export const ORDEN_ESTADO = sql<number>`case ${correos.estado} when 'error' then 0 when 'pendiente' then 1 else 2 end`;

function destinatario(row: CorreoRow): Destinatario {
  return {
    id: row.id,
    asunto: row.asunto,
    destinatario_email: row.destinatario,
    fecha_enviado: row.sent_at?.toISOString() ?? null,
    estado: row.estado,
    error: row.error,
    intentos: row.intentos,
  };
}

/** `GET /comunicaciones/admin/{id}/destinatarios`: a page of one mailing's recipients. */
export async function destinatariosPage(db: Database, id: number, query: DestinatariosQuery): Promise<Page<Destinatario>> {
  const [exists] = await db.select({ id: comunicaciones.id }).from(comunicaciones).where(eq(comunicaciones.id, id));
  if (!exists) throw new NotFoundError();
  const where = and(
    eq(correos.comunicacion_id, id),
    query.magic === undefined ? undefined : like(sql`lower(${correos.destinatario})`, sql`lower(${containsPattern(query.magic)})`),
  );
  const { field, direction } = splitOrderBy(query.order_by);
  const dir = direction === 'desc' ? desc : asc;
  const key = field === 'estado' ? ORDEN_ESTADO : correos.destinatario;
  const page = await pageOf<CorreoRow>(query.page, {
    rows: (limit, offset) => db.select(DESTINATARIO_COLUMNS).from(correos).where(where).orderBy(dir(key), dir(correos.id)).limit(limit).offset(offset),
    total: async () => (await db.select({ n: count() }).from(correos).where(where))[0]?.n ?? 0,
  });
  return { ...page, data: page.data.map(destinatario) };
}

/** What 'Reenviar' reads of a `correos` row (never its body): a recipient's columns, its template and when it was written. */
const REENVIO_COLUMNS = { ...DESTINATARIO_COLUMNS, plantilla: correos.plantilla, created_at: correos.created_at };

/** A `correos` row as 'Reenviar' answers it, read again after it was queued. */
export type CorreoReenviado = CorreoRow & Pick<typeof correos.$inferSelect, 'plantilla' | 'created_at'>;

/**
 * 'Reenviar': a failed `correos` row back to the mail queue (`mailer.requeue`: `reenvios` + 1, 'pendiente',
 * a new queue job), among a mailing's recipients (`de` 'comunicacion') or the portal's own e-mails
 * ('portal'). No such row there: 404; not in 'error' (or no longer, by the time it is queued): 409.
 * Answers the row read again.
 */
export async function reenviarCorreo(app: FastifyInstance, correoId: number, de: 'comunicacion' | 'portal'): Promise<CorreoReenviado> {
  const [row] = await app.db
    .select(REENVIO_COLUMNS)
    .from(correos)
    .where(and(eq(correos.id, correoId), de === 'comunicacion' ? isNotNull(correos.comunicacion_id) : isNull(correos.comunicacion_id)));
  if (!row) throw new NotFoundError();
  if (row.estado !== 'error' || !(await app.mailer.requeue(correoId))) throw new ConflictError(CONTENIDOS_MSG.correoNoReenviable);
  const [after] = await app.db.select(REENVIO_COLUMNS).from(correos).where(eq(correos.id, correoId));
  return after ?? row;
}

/** `PATCH /comunicaciones/admin/{id}/enviar_email`: a failed recipient back to the queue. */
export async function reenviar(app: FastifyInstance, correoId: number): Promise<Destinatario> {
  return destinatario(await reenviarCorreo(app, correoId, 'comunicacion'));
}
