/**
 * A notice written to its recipients, each in its own language, from the template the administration
 * edits (/plantillas-mensajes; catalogo.ts), through the mailer IN THE CALLER'S TRANSACTION: the
 * e-mails exist exactly when the change they tell of does. The DAPcon area's notices
 * (areas/dapcon/correos.ts) and the scheduled reminders (areas/recordatorios/) write through it.
 */
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/database';
import type { Lang } from '../lib/lang';
import type { NombrePlantilla } from './catalogo';
import { renderPlantilla } from './render';

/** One notice: its template, the values it fills in and the page it links to. */
export interface Aviso {
  /** The template it is written from, and the `correos.plantilla` it is recorded under. */
  plantilla: NombrePlantilla;
  /** The template's variables but `enlace` (made from `ruta`), in the recipient's language. */
  valores: (idioma: Lang) => Readonly<Record<string, string>>;
  /** The page it links to, relative to the portal ('/dapcon/12/1'). */
  ruta: string;
}

/** A recipient: an address, its account and the language it reads. */
export interface Destinatario {
  email: string;
  usuarioId: number | null;
  idioma: Lang;
}

/**
 * Records the notice for each recipient (once per address, never to the account that made the
 * change: `actor`) in `tx`, written in the recipient's language, each naming the scheduled reminder
 * it is one of when it is (`recordatorioId`). A failure throws: the change it tells of is rolled back with it.
 */
export async function escribirAviso(
  app: FastifyInstance,
  tx: Database,
  aviso: Aviso,
  destinatarios: readonly Destinatario[],
  actor: number | null = null,
  { recordatorioId }: { recordatorioId?: number } = {},
): Promise<void> {
  const vistos = new Set<string>();
  for (const destinatario of destinatarios) {
    const email = destinatario.email.trim().toLowerCase();
    if (email === '' || vistos.has(email) || (actor !== null && destinatario.usuarioId === actor)) continue;
    vistos.add(email);
    const valores = { ...aviso.valores(destinatario.idioma), enlace: `${app.config.publicUrl}${aviso.ruta}` };
    const contenido = await renderPlantilla(tx, aviso.plantilla, destinatario.idioma, valores, app.config.mailFrom);
    await app.mailer.send({ plantilla: aviso.plantilla, to: destinatario.email, usuarioId: destinatario.usuarioId, recordatorioId, ...contenido }, { tx });
  }
}
