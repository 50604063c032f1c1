/**
 * The top bar's notifications (spec part 1 §7 `/obtener-notificaciones`, part 2 §2.2, §7.11; docs/home.md
 * step 4): for a consultant, verifier or company, the communications published for it that it has not
 * archived (the homes' rule, `GET /contenidos-web-public?ocultos=false`) and the unresolved incidents of
 * the declarations it takes part in (`GET /incidencias/dapcon-incidencias?esta_resuelta=false`), each
 * with `total` and the newest `NOTIFICACIONES_MAX` in `data`. The administration module has no dropdown
 * (part 2 §6): 403, as `/contenidos-web-public`.
 */
import * as v from 'valibot';
import { ACCESS, defineEndpoint } from '../core/endpoint';

/** How many of each kind the dropdown lists (the newest); `total` counts them all. */
export const NOTIFICACIONES_MAX = 10;

/** Where a communication of the dropdown leads: the readers' list of communications. */
export const ENLACE_COMUNICADOS = '/public-comunicados';
/** Where the dropdown's incidents lead (the list; one incident is `/tickets/{id}`). */
export const ENLACE_TICKETS = '/tickets';

/** A communication as the dropdown lists it. */
export const ComunicadoNotificacion = v.object({
  id: v.number(),
  titulo: v.string(),
  /** The content type's name in the caller's language ('Comunicado', 'Noticia', …). */
  tipo_noticia_texto: v.string(),
  /** 'yyyy-mm-dd'. */
  fecha_publicacion: v.string(),
  /** The portal path it opens: `/public-comunicados`. */
  enlace: v.string(),
});
export type ComunicadoNotificacion = v.InferOutput<typeof ComunicadoNotificacion>;

/** An unresolved incident as the dropdown lists it. */
export const TicketNotificacion = v.object({
  id: v.number(),
  /** The incident's title. */
  titulo: v.string(),
  dapcon_id: v.number(),
  dapcon_codigo: v.nullable(v.string()),
  dv_nombre_producto: v.string(),
  idioma_id: v.number(),
  /** ISO date-time of its opening. */
  created_at: v.string(),
  /** Its last event: opened, a reply, or a document replaced (a correction for the verifier to look at). */
  actividad: v.picklist(['abierta', 'respuesta', 'documento']),
  /** ISO date-time of its last event (the rows come newest event first). */
  actividad_at: v.string(),
  /** The portal path it opens: `/tickets/{id}`. */
  enlace: v.string(),
});
export type TicketNotificacion = v.InferOutput<typeof TicketNotificacion>;

/** The spec's shape: each kind with `total` and `data`. */
export const Notificaciones = v.object({
  comunicados: v.object({ total: v.number(), data: v.array(ComunicadoNotificacion) }),
  tickets: v.object({ total: v.number(), data: v.array(TicketNotificacion) }),
});
export type Notificaciones = v.InferOutput<typeof Notificaciones>;

/**
 * The caller's notifications: communications not archived and unresolved incidents.
 *
 * @example
 * const { data } = useApiQuery(notificaciones, undefined, { refetchInterval: 60_000 });
 */
export const notificaciones = defineEndpoint({
  method: 'GET',
  path: '/obtener-notificaciones',
  response: Notificaciones,
  access: ACCESS.reader,
  summary: "The caller's notifications: communications not archived and unresolved incidents, each with total and the newest",
  tags: ['notificaciones'],
});
