/**
 * The DAPcon area's e-mails (docs/dapcon-lifecycle.md 'E-mail'): a declaration submitted, returned,
 * accepted, published or about to expire; an incident opened or answered. Each goes through the
 * mailer (recorded in `correos`, delivered after the answer), never inline, and only after the
 * transaction that made the change has committed.
 *
 * The portal does not store its users' language, so these notices are written in both: Spanish
 * first, then Catalan, in one message (docs/decisions.md).
 */
import type { FastifyInstance } from 'fastify';
import { escapeHtml } from '../../mail/templates';

/** A text in the portal's two languages. */
export interface Bilingue {
  es: string;
  ca: string;
}

/** One notice about a declaration: its subject, its paragraphs and the record it links to. */
export interface AvisoDapcon {
  /** The `correos.plantilla` it is recorded under ('dapcon_enviada', 'incidencia_nueva', …). */
  plantilla: string;
  asunto: Bilingue;
  parrafos: { es: readonly string[]; ca: readonly string[] };
  /** The declaration's record page, relative to the portal ('/dapcon/12/1'). */
  ruta: string;
}

/** A recipient: an address and, when known, its account. */
export interface Destinatario {
  email: string;
  usuarioId: number | null;
}

const BOTON = 'display: inline-block; padding: 10px 16px; background: #2f855a; color: #ffffff; text-decoration: none; border-radius: 4px';

/** The subject, text and HTML of a notice (every inserted value escaped in the HTML). */
export function contenidoAviso(aviso: AvisoDapcon, publicUrl: string): { subject: string; text: string; html: string } {
  const enlace = `${publicUrl}${aviso.ruta}`;
  const subject = `DAPcon: ${aviso.asunto.es} / ${aviso.asunto.ca}`;
  const text = [...aviso.parrafos.es, '', enlace, '', '—', '', ...aviso.parrafos.ca, '', enlace, '', 'DAPcon'].join('\n');
  const bloque = (lang: 'es' | 'ca', label: string) =>
    [
      `<div lang="${lang}">`,
      ...aviso.parrafos[lang].map((p) => `<p>${escapeHtml(p)}</p>`),
      `<p><a href="${escapeHtml(enlace)}" style="${BOTON}">${escapeHtml(label)}</a></p>`,
      '</div>',
    ].join('\n');
  const html = [
    '<!doctype html>',
    '<html lang="es"><head><meta charset="utf-8"><title>DAPcon</title></head>',
    '<body style="font-family: Arial, Helvetica, sans-serif; color: #1a202c; line-height: 1.5">',
    bloque('es', 'Ver la DAPcon'),
    '<hr>',
    bloque('ca', 'Veure la DAPcon'),
    '</body></html>',
  ].join('\n');
  return { subject, text, html };
}

/**
 * Sends a notice to each recipient (once per address) through the mailer. Call it after the commit;
 * a failure to record one is logged, never thrown at the caller whose change has been made.
 */
export async function enviarAviso(app: FastifyInstance, aviso: AvisoDapcon, destinatarios: readonly Destinatario[]): Promise<void> {
  const contenido = contenidoAviso(aviso, app.config.publicUrl);
  const vistos = new Set<string>();
  for (const destinatario of destinatarios) {
    const email = destinatario.email.trim().toLowerCase();
    if (email === '' || vistos.has(email)) continue;
    vistos.add(email);
    try {
      await app.mailer.send({ plantilla: aviso.plantilla, to: destinatario.email, usuarioId: destinatario.usuarioId, ...contenido });
    } catch (error) {
      app.log.error({ err: error, plantilla: aviso.plantilla }, 'DAPcon notice not recorded');
    }
  }
}

/** What the incident notices name: the declaration (as the transitions' notices name it), the language tab and the incident. */
export interface DatosAvisoIncidencia extends DapconAvisada {
  idiomaId: number;
  titulo: string;
}

/** An incident opened on a declaration: to its company and consultant (docs/dapcon-lifecycle.md 'E-mail'). */
export function avisoIncidenciaNueva(datos: DatosAvisoIncidencia): AvisoDapcon {
  const nombre = nombreDapcon(datos);
  return {
    plantilla: 'incidencia_nueva',
    asunto: { es: 'Nueva incidencia en la verificación', ca: 'Nova incidència en la verificació' },
    parrafos: {
      es: [`La verificación de la ${nombre} tiene una nueva incidencia: «${datos.titulo}».`, 'Consúltela y respóndala en el portal.'],
      ca: [`La verificació de la ${nombre} té una nova incidència: «${datos.titulo}».`, 'Consulteu-la i responeu-la al portal.'],
    },
    ruta: `/dapcon/${datos.id}/${datos.idiomaId}`,
  };
}

/** A reply to an incident: to the other side (the verifier, or the company and consultant). */
export function avisoIncidenciaRespuesta(datos: DatosAvisoIncidencia): AvisoDapcon {
  const nombre = nombreDapcon(datos);
  return {
    plantilla: 'incidencia_respuesta',
    asunto: { es: 'Nueva respuesta a una incidencia', ca: 'Nova resposta a una incidència' },
    parrafos: {
      es: [`La incidencia «${datos.titulo}» de la ${nombre} tiene una nueva respuesta.`, 'Consúltela en el portal.'],
      ca: [`La incidència «${datos.titulo}» de la ${nombre} té una nova resposta.`, 'Consulteu-la al portal.'],
    },
    ruta: `/dapcon/${datos.id}/${datos.idiomaId}`,
  };
}

// ---------------------------------------------------------------- the transitions' notices (ciclo.ts, caducidad.ts)

/** What a transition's notice names: the declaration's id, product and, once published, its code. */
export interface DapconAvisada {
  id: number;
  producto: string;
  codigo: string | null;
}

/** 'DAPcon 12 «Producto»' or, once published, 'DAPcon-2026-0007 «Producto»'. */
function nombreDapcon(d: DapconAvisada): string {
  return `${d.codigo ?? `DAPcon ${d.id}`} «${d.producto}»`;
}

function rutaDapcon(d: DapconAvisada): string {
  return `/dapcon/${d.id}/1`;
}

/** To the verifier: a declaration was submitted to them. */
export function avisoEnviada(d: DapconAvisada): AvisoDapcon {
  const nombre = nombreDapcon(d);
  return {
    plantilla: 'dapcon_enviada',
    asunto: { es: 'DAPcon enviada a verificación', ca: 'DAPcon enviada a verificació' },
    parrafos: {
      es: [`La ${nombre} se ha enviado a verificación y usted es su verificador.`, 'Puede revisarla en el portal.'],
      ca: [`La ${nombre} s'ha enviat a verificació i vostè n'és el verificador.`, 'La podeu revisar al portal.'],
    },
    ruta: rutaDapcon(d),
  };
}

/** To the company and consultant: the verifier (or the administration) returned it, with the reason. */
export function avisoDevuelta(d: DapconAvisada, motivo: string): AvisoDapcon {
  const nombre = nombreDapcon(d);
  return {
    plantilla: 'dapcon_devuelta',
    asunto: { es: 'DAPcon devuelta a borrador', ca: 'DAPcon retornada a esborrany' },
    parrafos: {
      es: [`La ${nombre} se ha devuelto a borrador. Motivo:`, motivo],
      ca: [`La ${nombre} s'ha retornat a esborrany. Motiu:`, motivo],
    },
    ruta: rutaDapcon(d),
  };
}

/** To the company and consultant: the verifier accepted it. */
export function avisoAceptada(d: DapconAvisada): AvisoDapcon {
  const nombre = nombreDapcon(d);
  return {
    plantilla: 'dapcon_aceptada',
    asunto: { es: 'DAPcon verificada', ca: 'DAPcon verificada' },
    parrafos: {
      es: [`El verificador ha aceptado la ${nombre}. Queda pendiente de publicación por el programa.`],
      ca: [`El verificador ha acceptat la ${nombre}. Queda pendent de publicació pel programa.`],
    },
    ruta: rutaDapcon(d),
  };
}

/** To the company and consultant: the programme published it, with its code and validity. */
export function avisoPublicada(d: DapconAvisada, desde: string, hasta: string): AvisoDapcon {
  const nombre = nombreDapcon(d);
  return {
    plantilla: 'dapcon_publicada',
    asunto: { es: 'DAPcon publicada', ca: 'DAPcon publicada' },
    parrafos: {
      es: [`La ${nombre} se ha publicado.`, `Es válida del ${desde} al ${hasta}.`],
      ca: [`La ${nombre} s'ha publicat.`, `És vàlida del ${desde} al ${hasta}.`],
    },
    ruta: rutaDapcon(d),
  };
}

/** To the company: its published declaration expires within 90 days (sent once). */
export function avisoPorCaducar(d: DapconAvisada, hasta: string): AvisoDapcon {
  const nombre = nombreDapcon(d);
  return {
    plantilla: 'dapcon_por_caducar',
    asunto: { es: 'DAPcon próxima a caducar', ca: 'DAPcon a punt de caducar' },
    parrafos: {
      es: [`La ${nombre} caduca el ${hasta}.`, 'Puede renovarla desde su ficha en el portal.'],
      ca: [`La ${nombre} caduca el ${hasta}.`, 'La podeu renovar des de la seva fitxa al portal.'],
    },
    ruta: rutaDapcon(d),
  };
}
