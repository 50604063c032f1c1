/**
 * The DAPcon area's e-mails (docs/dapcon-lifecycle.md 'E-mail'): a declaration submitted, returned,
 * accepted, published or about to expire; an incident opened or answered. Each goes through the
 * mailer (recorded in `correos`, delivered after the answer), never inline, and only after the
 * transaction that made the change has committed.
 *
 * The portal does not store its users' language, so these notices are written in both: the Spanish
 * template, then the Catalan one, in one message (docs/decisions.md). Their texts are templates the
 * administration edits (/plantillas-mensajes; api/src/mail/catalogo.ts).
 */
import type { FastifyInstance } from 'fastify';
import type { NombrePlantilla } from '../../mail/catalogo';
import { renderBilingue } from '../../mail/render';

/** One notice about a declaration: its template, the values it fills in and the record it links to. */
export interface AvisoDapcon {
  /** The template it is written from, and the `correos.plantilla` it is recorded under. */
  plantilla: NombrePlantilla;
  /** The template's variables but `enlace` (the record's address, made from `ruta`). */
  valores: Readonly<Record<string, string>>;
  /** The declaration's record page, relative to the portal ('/dapcon/12/1'). */
  ruta: string;
}

/** A recipient: an address and, when known, its account. */
export interface Destinatario {
  email: string;
  usuarioId: number | null;
}

/**
 * Sends a notice to each recipient (once per address) through the mailer. Call it after the commit;
 * a failure to record one is logged, never thrown at the caller whose change has been made.
 */
export async function enviarAviso(app: FastifyInstance, aviso: AvisoDapcon, destinatarios: readonly Destinatario[]): Promise<void> {
  let contenido;
  try {
    contenido = await renderBilingue(app.db, aviso.plantilla, { ...aviso.valores, enlace: `${app.config.publicUrl}${aviso.ruta}` }, app.config.mailFrom);
  } catch (error) {
    app.log.error({ err: error, plantilla: aviso.plantilla }, 'DAPcon notice not written');
    return;
  }
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
    valores: { dapcon: nombre, titulo: datos.titulo },
    ruta: `/dapcon/${datos.id}/${datos.idiomaId}`,
  };
}

/** A reply to an incident: to the other side (the verifier, or the company and consultant). */
export function avisoIncidenciaRespuesta(datos: DatosAvisoIncidencia): AvisoDapcon {
  const nombre = nombreDapcon(datos);
  return {
    plantilla: 'incidencia_respuesta',
    valores: { dapcon: nombre, titulo: datos.titulo },
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
    valores: { dapcon: nombre },
    ruta: rutaDapcon(d),
  };
}

/** To the company and consultant: the verifier (or the administration) returned it, with the reason. */
export function avisoDevuelta(d: DapconAvisada, motivo: string): AvisoDapcon {
  const nombre = nombreDapcon(d);
  return {
    plantilla: 'dapcon_devuelta',
    valores: { dapcon: nombre, motivo },
    ruta: rutaDapcon(d),
  };
}

/** To the company and consultant: the verifier accepted it. */
export function avisoAceptada(d: DapconAvisada): AvisoDapcon {
  const nombre = nombreDapcon(d);
  return {
    plantilla: 'dapcon_aceptada',
    valores: { dapcon: nombre },
    ruta: rutaDapcon(d),
  };
}

/** To the company and consultant: the programme published it, with its code and validity. */
export function avisoPublicada(d: DapconAvisada, desde: string, hasta: string): AvisoDapcon {
  const nombre = nombreDapcon(d);
  return {
    plantilla: 'dapcon_publicada',
    valores: { dapcon: nombre, desde, hasta },
    ruta: rutaDapcon(d),
  };
}

/** To the company: its published declaration expires within 90 days (sent once). */
export function avisoPorCaducar(d: DapconAvisada, hasta: string): AvisoDapcon {
  const nombre = nombreDapcon(d);
  return {
    plantilla: 'dapcon_por_caducar',
    valores: { dapcon: nombre, hasta },
    ruta: rutaDapcon(d),
  };
}
