/**
 * The DAPcon area's e-mails (docs/dapcon-lifecycle.md 'Notices'): every transition of a declaration
 * tells the parties it concerns, and so do an incident opened or answered and a document replaced
 * while an incident is open. Each goes through the mailer (recorded in `correos` with its queue job)
 * IN THE TRANSACTION THAT MAKES THE CHANGE (`mailer.send(…, { tx })`): the notice exists exactly when
 * the change does, and is delivered after the commit.
 *
 * Each recipient gets it in its own language (`usuarios.idioma`, the language it last signed in with),
 * from the template the administration edits (/plantillas-mensajes; api/src/mail/catalogo.ts). A
 * declaration is named by its product, with its code once it has one; dates as dd/mm/yyyy.
 */
import { toDisplayDate } from '@dapcon/contract';
import type { Lang } from '../../lib/lang';
import { escribirAviso, type Aviso, type Destinatario } from '../../mail/avisos';

/** One notice about a declaration (the platform's notice: mail/avisos.ts). */
export type AvisoDapcon = Aviso;
export type { Destinatario };

/** Records the notice for each recipient in `tx` (mail/avisos.ts, `escribirAviso`). */
export const enviarAviso = escribirAviso;

// ---------------------------------------------------------------- how a declaration is named

/** What a notice names: the declaration's id, product and, once published, its code. */
export interface DapconAvisada {
  id: number;
  producto: string;
  codigo: string | null;
}

/**
 * 'DAPcon «Producto»' or, once published, 'DAPcon-2026-0007 «Producto»' (the templates say 'La
 * {{dapcon}} …'). Never the row's id: it means nothing to a reader.
 */
export function nombreDapcon(d: DapconAvisada): string {
  return `${d.codigo ?? 'DAPcon'} «${d.producto}»`;
}

function rutaDapcon(d: DapconAvisada, idiomaId = 1): string {
  return `/dapcon/${d.id}/${idiomaId}`;
}

/** The same values whatever the language. */
const fijos =
  (valores: Readonly<Record<string, string>>) =>
  (): Readonly<Record<string, string>> =>
    valores;

// ---------------------------------------------------------------- the transitions' notices (ciclo.ts, caducidad.ts, service.ts)

/** Created (in borrador): to its consultant and verifier, and to the company when the administration created it. */
export function avisoCreada(d: DapconAvisada, empresa: string): AvisoDapcon {
  return { plantilla: 'dapcon_creada', valores: fijos({ dapcon: nombreDapcon(d), empresa }), ruta: rutaDapcon(d) };
}

/** Submitted: to the verifier (it has work to do). */
export function avisoEnviada(d: DapconAvisada): AvisoDapcon {
  return { plantilla: 'dapcon_enviada', valores: fijos({ dapcon: nombreDapcon(d) }), ruta: rutaDapcon(d) };
}

/** Submitted: to the company and the consultant (whichever did not submit it). */
export function avisoEnviadaPartes(d: DapconAvisada): AvisoDapcon {
  return { plantilla: 'dapcon_enviada_partes', valores: fijos({ dapcon: nombreDapcon(d) }), ruta: rutaDapcon(d) };
}

/** Returned to its draft, with the reason. */
export function avisoDevuelta(d: DapconAvisada, motivo: string): AvisoDapcon {
  return { plantilla: 'dapcon_devuelta', valores: fijos({ dapcon: nombreDapcon(d), motivo }), ruta: rutaDapcon(d) };
}

/** Accepted by the verifier. */
export function avisoAceptada(d: DapconAvisada): AvisoDapcon {
  return { plantilla: 'dapcon_aceptada', valores: fijos({ dapcon: nombreDapcon(d) }), ruta: rutaDapcon(d) };
}

/** Published, with its code and validity ('yyyy-mm-dd', written dd/mm/yyyy). */
export function avisoPublicada(d: DapconAvisada, desde: string, hasta: string): AvisoDapcon {
  return { plantilla: 'dapcon_publicada', valores: fijos({ dapcon: nombreDapcon(d), desde: toDisplayDate(desde), hasta: toDisplayDate(hasta) }), ruta: rutaDapcon(d) };
}

/** Its validity adjusted by the administration. */
export function avisoValidez(d: DapconAvisada, desde: string, hasta: string): AvisoDapcon {
  return { plantilla: 'dapcon_validez', valores: fijos({ dapcon: nombreDapcon(d), desde: toDisplayDate(desde), hasta: toDisplayDate(hasta) }), ruta: rutaDapcon(d) };
}

/** Expired (by the administration or the daily job) on `dia` ('yyyy-mm-dd'). */
export function avisoCaducada(d: DapconAvisada, dia: string): AvisoDapcon {
  return { plantilla: 'dapcon_caducada', valores: fijos({ dapcon: nombreDapcon(d), fecha: toDisplayDate(dia) }), ruta: rutaDapcon(d) };
}

/** Withdrawn by the administration on `dia` ('yyyy-mm-dd'), with the reason. */
export function avisoRetirada(d: DapconAvisada, dia: string, motivo: string): AvisoDapcon {
  return { plantilla: 'dapcon_retirada', valores: fijos({ dapcon: nombreDapcon(d), fecha: toDisplayDate(dia), motivo }), ruta: rutaDapcon(d) };
}

/** Renewed: the new draft's page. */
export function avisoRenovada(d: DapconAvisada, nuevaId: number): AvisoDapcon {
  return { plantilla: 'dapcon_renovada', valores: fijos({ dapcon: nombreDapcon(d) }), ruta: rutaDapcon({ ...d, id: nuevaId }) };
}

/** A draft deleted: the link is the list (the record is gone). */
export function avisoEliminada(d: DapconAvisada): AvisoDapcon {
  return { plantilla: 'dapcon_eliminada', valores: fijos({ dapcon: nombreDapcon(d) }), ruta: '/dapcon' };
}

// ---------------------------------------------------------------- the scheduled reminders (recordatorios.ts)

/** Reminder to the company and consultant: the published declaration expires on `hasta`, `dias` days on. */
export function avisoPorCaducar(d: DapconAvisada, hasta: string, dias: number): AvisoDapcon {
  return { plantilla: 'dapcon_por_caducar', valores: fijos({ dapcon: nombreDapcon(d), hasta: toDisplayDate(hasta), dias: String(dias) }), ruta: rutaDapcon(d) };
}

/** Reminder to the company: the declaration is published and its payment (`importe`, already written as money) is awaited. */
export function avisoPagoDapconPendiente(d: DapconAvisada, importe: string): AvisoDapcon {
  return { plantilla: 'recordatorio_pago_dapcon', valores: fijos({ dapcon: nombreDapcon(d), importe }), ruta: rutaDapcon(d) };
}

/** Reminder to the verifier and the administration: submitted on `enviada` ('yyyy-mm-dd'), `dias` days without the verifier's action. */
export function avisoVerificacionEnEspera(d: DapconAvisada, enviada: string, dias: number): AvisoDapcon {
  return { plantilla: 'recordatorio_verificacion', valores: fijos({ dapcon: nombreDapcon(d), enviada: toDisplayDate(enviada), dias: String(dias) }), ruta: rutaDapcon(d) };
}

/** Reminder to the side that owes an answer: the incident has waited `dias` days. */
export function avisoIncidenciaSinRespuesta(datos: DatosAvisoIncidencia, dias: number): AvisoDapcon {
  return { plantilla: 'recordatorio_incidencia', valores: fijos({ dapcon: nombreDapcon(datos), titulo: datos.titulo, dias: String(dias) }), ruta: rutaDapcon(datos, datos.idiomaId) };
}

// ---------------------------------------------------------------- incidents (incidencias.ts, documentos.ts)

/** What the incident notices name: the declaration, the language tab and the incident. */
export interface DatosAvisoIncidencia extends DapconAvisada {
  idiomaId: number;
  titulo: string;
}

/** An incident opened on a declaration: to its company and consultant. */
export function avisoIncidenciaNueva(datos: DatosAvisoIncidencia): AvisoDapcon {
  return { plantilla: 'incidencia_nueva', valores: fijos({ dapcon: nombreDapcon(datos), titulo: datos.titulo }), ruta: rutaDapcon(datos, datos.idiomaId) };
}

/** A reply to an incident: to the other side (the verifier, or the company and consultant). */
export function avisoIncidenciaRespuesta(datos: DatosAvisoIncidencia): AvisoDapcon {
  return { plantilla: 'incidencia_respuesta', valores: fijos({ dapcon: nombreDapcon(datos), titulo: datos.titulo }), ruta: rutaDapcon(datos, datos.idiomaId) };
}

/**
 * A document replaced while an incident is open: to the verifier. `documento` names the document in
 * each language ('Documento DAPcon (Català)'); `archivo` is the file's name as uploaded.
 */
export function avisoDocumentoSustituido(datos: DatosAvisoIncidencia, documento: (idioma: Lang) => string, archivo: string): AvisoDapcon {
  return {
    plantilla: 'documento_sustituido',
    valores: (idioma) => ({ dapcon: nombreDapcon(datos), titulo: datos.titulo, documento: documento(idioma), archivo }),
    ruta: rutaDapcon(datos, datos.idiomaId),
  };
}
