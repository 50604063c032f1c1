/**
 * The demo programme's sent communication (size 'demo' only): the first news item mailed to every
 * profile on 2026-10-16, its recipients the ones a mailing would reach today (`destinatariosDe`),
 * delivered but for two refused by their mail servers. Every row is in a final state and has no queue
 * job: the demo never mails its invented addresses. Draws nothing.
 */
import { asc, eq } from 'drizzle-orm';
import { PERFILES_CONTENIDO } from '@dapcon/contract';
import type { Database } from '../../db/database';
import { framedMessage } from '../../mail/render';
import { correos } from '../../mail/tables';
import { usuarios } from '../../auth/tables';
import { destinatariosDe } from './comunicaciones';
import { comunicaciones } from './comunicaciones-tables';
import { contenidosWeb } from './tables';

const ENVIADA = new Date('2026-10-16T08:30:00Z');
const REMITENTE = 'DAPcon <no-reply@dapcon.localhost>';
/** The recipients refused, by position in the list (each server's own reason). */
const RECHAZOS: ReadonlyMap<number, string> = new Map([
  [2, '550 5.1.1 <{email}>: Recipient address rejected: User unknown in virtual mailbox table'],
  [7, '552 5.2.2 <{email}>: Mailbox full'],
]);

/** Seeds the communication; answers how many recipients it has. */
export async function seedComunicaciones(db: Database): Promise<number> {
  const [contenido] = await db.select().from(contenidosWeb).orderBy(asc(contenidosWeb.id)).limit(1);
  if (!contenido) return 0;
  const [autor] = await db.select({ id: usuarios.id }).from(usuarios).where(eq(usuarios.modulo_app, 'administrador')).orderBy(asc(usuarios.id)).limit(1);
  const asunto = `DAPcon: ${contenido.titulo}`;
  const mensaje = `<p><strong>${contenido.titulo}</strong></p><p>${contenido.descripcion_corta}</p><p><a href="/public-comunicados" rel="noopener noreferrer">Leer más en el portal DAPcon</a></p>`;
  const [row] = await db
    .insert(comunicaciones)
    .values({ asunto, mensaje, remitente: REMITENTE, usuario_id: autor?.id ?? null, contenido_web_id: contenido.id, perfiles: [...PERFILES_CONTENIDO], created_at: ENVIADA })
    .returning({ id: comunicaciones.id });
  if (!row) return 0;
  const { html, text } = framedMessage('es', mensaje);
  const destinatarios = await destinatariosDe(db, PERFILES_CONTENIDO, []);
  if (destinatarios.length === 0) return 0;
  await db.insert(correos).values(
    destinatarios.map((d, i) => {
      const rechazo = RECHAZOS.get(i)?.replace('{email}', d.email) ?? null;
      const at = new Date(ENVIADA.getTime() + (i + 1) * 1000);
      return {
        usuario_id: d.id,
        comunicacion_id: row.id,
        plantilla: 'comunicacion_contenido',
        destinatario: d.email,
        remitente: REMITENTE,
        asunto,
        texto: text,
        html,
        estado: rechazo ? ('error' as const) : ('enviado' as const),
        error: rechazo,
        intentos: 1,
        ultimo_intento_at: at,
        created_at: ENVIADA,
        sent_at: rechazo ? null : at,
      };
    }),
  );
  return destinatarios.length;
}
