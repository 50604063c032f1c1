/**
 * Communications (spec part 2 §2.19 'send-email modal', §2.20, §3 'E-mail template for content',
 * 'Communication', 'Recipient', §5 'Content e-mail', §7.7, §7.8; docs/contenidos.md step 5): a web
 * content mailed to the portal's users of some profiles (3 consultants, 4 verifiers, 5 companies, and
 * for companies some company types), one e-mail per recipient through the mail queue, each with its
 * delivery state; `/comunicaciones` lists the mailings, their recipients and resends a failed one.
 */
import * as v from 'valibot';
import { ACCESS, defineEndpoint } from '../core/endpoint';
import { presentString } from '../core/form';
import { choiceFilter, listQuery, paginated, textFilter } from '../core/list';
import { MSG } from '../core/messages';
import { PERFILES } from '../core/session';
import { perfilesContenido, PERFILES_CONTENIDO, tiposEmpresaContenido, CONTENIDO_HTML_MAX_LENGTH } from './contenidos';
import { CONTENIDOS_MSG } from './messages';

/** Where readers find the published announcements (the link a mailing's template offers). */
export const PUBLIC_COMUNICADOS_PATH = '/public-comunicados';

/** Longest subject of a mailing. */
export const COMUNICACION_ASUNTO_MAX = 255;

// ---------------------------------------------------------------- the send-email modal

/**
 * What `GET /contenidos-web/plantilla-email/{id}` answers (part 2 §3 'E-mail template for content'):
 * the content's profiles and company types, and the subject and body of the template
 * `comunicacion_contenido` in the caller's language with the content's values in place, for the
 * administrator to edit before sending.
 */
const TextoPlantilla = v.object({ asunto: v.string(), template: v.string() });

export const PlantillaEmailContenido = v.object({
  perfil: v.array(v.picklist(PERFILES_CONTENIDO)),
  tipo_empresa: v.array(v.string()),
  /** In the caller's language. */
  plantilla: TextoPlantilla,
  /**
   * In each language of the portal (issue 33 item 17): each recipient is sent the one of the language
   * it uses. A content is written once: its title and short description go into both as they are.
   */
  plantillas: v.object({ es: TextoPlantilla, ca: TextoPlantilla }),
});
export type PlantillaEmailContenido = v.InferOutput<typeof PlantillaEmailContenido>;

/**
 * POST /contenidos-web/enviar-email body (part 2 §5 'Content e-mail', §7.7): the profiles (at least
 * one of 3, 4, 5), the company types (kept only with profile 5; none: every company), the subject
 * ('Ingrese un asunto') and the message ('Ingrese un Mensaje', HTML cleaned on the server). Ours:
 * `contenido_web_id`, the content the mailing tells of (optional), and the Catalan subject and
 * message (`asunto_ca`, `mensaje_ca`), each recipient being sent its language's.
 */
function asuntoComunicacion() {
  return v.pipe(
    presentString(CONTENIDOS_MSG.asuntoComunicacionObligatorio),
    v.transform((value: string) => value.replace(/[\r\n]+/g, ' ').trim()),
    v.nonEmpty(CONTENIDOS_MSG.asuntoComunicacionObligatorio),
    v.maxLength(COMUNICACION_ASUNTO_MAX, MSG.textoDemasiadoLargo),
  );
}

function mensajeComunicacion() {
  return v.pipe(
    presentString(CONTENIDOS_MSG.mensajeComunicacionObligatorio),
    v.trim(),
    v.nonEmpty(CONTENIDOS_MSG.mensajeComunicacionObligatorio),
    v.maxLength(CONTENIDO_HTML_MAX_LENGTH, MSG.textoDemasiadoLargo),
  );
}

export const EnviarEmailBody = v.pipe(
  v.object({
    perfil: perfilesContenido(),
    tipo_empresa: tiposEmpresaContenido(),
    /** The subject and message in Spanish: what every recipient gets unless its language has its own. */
    asunto: asuntoComunicacion(),
    mensaje: mensajeComunicacion(),
    /**
     * Ours (issue 33 item 17): the subject and message in Catalan, for the recipients who use the
     * portal in Catalan (`usuarios.idioma`); without them they get the Spanish ones.
     */
    asunto_ca: v.optional(asuntoComunicacion()),
    mensaje_ca: v.optional(mensajeComunicacion()),
    contenido_web_id: v.optional(v.nullable(v.pipe(v.number(MSG.valorNoValido), v.integer(MSG.valorNoValido), v.minValue(1, MSG.valorNoValido))), null),
  }),
  v.transform((values) => ({ ...values, tipo_empresa: values.perfil.includes(PERFILES.organizacion) ? values.tipo_empresa : [] })),
);
export type EnviarEmailBody = v.InferOutput<typeof EnviarEmailBody>;
export type EnviarEmailForm = v.InferInput<typeof EnviarEmailBody>;

/** What a mailing answers: the communication written and how many e-mails it queued. */
export const ComunicacionEnviada = v.object({ id: v.number(), total_comunicacions: v.number() });
export type ComunicacionEnviada = v.InferOutput<typeof ComunicacionEnviada>;

// ---------------------------------------------------------------- /comunicaciones

/** A mailing (part 2 §3 'Communication'). */
export const Comunicacion = v.object({
  id: v.number(),
  asunto: v.string(),
  /** The sender's address. */
  email: v.string(),
  /** ISO timestamp of the mailing. */
  fecha_enviado: v.string(),
  /** Recipients. */
  total_comunicacions: v.number(),
  /** Recipients it was delivered to. */
  total_enviados: v.number(),
  /** Recipients it could not be delivered to (final). */
  total_errores: v.number(),
});
export type Comunicacion = v.InferOutput<typeof Comunicacion>;

/** A recipient's delivery states: waiting in the queue, delivered, refused for good. */
export const ESTADOS_DESTINATARIO = ['pendiente', 'enviado', 'error'] as const;

/** A recipient of a mailing (part 2 §3 'Recipient'). */
export const Destinatario = v.object({
  id: v.number(),
  asunto: v.string(),
  destinatario_email: v.string(),
  /** ISO timestamp of the delivery; null while it waits, or when it failed. */
  fecha_enviado: v.nullable(v.string()),
  estado: v.picklist(ESTADOS_DESTINATARIO),
  /** The server's reason of the last failed attempt. */
  error: v.nullable(v.string()),
  intentos: v.number(),
});
export type Destinatario = v.InferOutput<typeof Destinatario>;

export const COMUNICACIONES_SORTABLE = ['fecha_enviado', 'asunto'] as const;

/** `GET /comunicaciones/admin` query (part 2 §2.20, §7.8): `magic` searches the subject; newest first. */
export const ComunicacionesQuery = v.omit(listQuery({ magic: textFilter() }, COMUNICACIONES_SORTABLE, 'fecha_enviado desc'), ['to_excel']);
export type ComunicacionesQuery = v.InferOutput<typeof ComunicacionesQuery>;
export type ComunicacionesQueryInput = v.InferInput<typeof ComunicacionesQuery>;

export const DESTINATARIOS_SORTABLE = ['destinatario_email', 'estado'] as const;

/**
 * `GET /comunicaciones/admin/{id}/destinatarios` query: a page of recipients, by address unless sorted;
 * `estado asc` puts the failed first, then those waiting, then the delivered.
 */
export const DestinatariosQuery = v.omit(listQuery({ magic: textFilter() }, DESTINATARIOS_SORTABLE, 'destinatario_email asc'), ['to_excel']);
export type DestinatariosQuery = v.InferOutput<typeof DestinatariosQuery>;
export type DestinatariosQueryInput = v.InferInput<typeof DestinatariosQuery>;

// ---------------------------------------------------------------- endpoints

const IdParams = v.object({ id: v.pipe(v.string(), v.regex(/^\d{1,9}$/, MSG.noEncontrado), v.transform(Number)) });
const TAGS = ['comunicaciones'];

/** The send-email modal's starting values for a content. */
export const plantillaEmailContenido = defineEndpoint({
  method: 'GET',
  path: '/contenidos-web/plantilla-email/:id',
  params: IdParams,
  response: PlantillaEmailContenido,
  access: ACCESS.admin,
  summary: "A content's mailing, pre-filled from the template comunicacion_contenido",
  tags: TAGS,
});

/** Mails a communication: one e-mail per recipient, queued in one transaction (201; status 'Success'). */
export const enviarEmailContenido = defineEndpoint({
  method: 'POST',
  path: '/contenidos-web/enviar-email',
  body: EnviarEmailBody,
  response: ComunicacionEnviada,
  status: 201,
  stale: ['GET /comunicaciones/admin'],
  access: ACCESS.admin,
  summary: 'Send a communication to the users of some profiles (and company types)',
  tags: TAGS,
});

/** The mailings, searched by subject, newest first. */
export const comunicacionesList = defineEndpoint({
  method: 'GET',
  path: '/comunicaciones/admin',
  query: ComunicacionesQuery,
  response: paginated(Comunicacion),
  access: ACCESS.admin,
  summary: 'Communications sent, with their totals (magic searches the subject)',
  tags: TAGS,
});

/** The recipients of one mailing, with their delivery state. */
export const destinatariosComunicacion = defineEndpoint({
  method: 'GET',
  path: '/comunicaciones/admin/:id/destinatarios',
  params: IdParams,
  query: DestinatariosQuery,
  response: paginated(Destinatario),
  access: ACCESS.admin,
  summary: "A communication's recipients and their delivery state",
  tags: TAGS,
});

/**
 * Sends a failed recipient's e-mail again (`{id}` is the recipient's; the screen asks 'Realmente desea
 * enviar este correo?' first). A recipient not in error answers 409.
 */
export const reenviarDestinatario = defineEndpoint({
  method: 'PATCH',
  path: '/comunicaciones/admin/:id/enviar_email',
  params: IdParams,
  response: Destinatario,
  stale: ['GET /comunicaciones/admin/:id/destinatarios', 'GET /comunicaciones/admin'],
  access: ACCESS.admin,
  summary: "Send a failed recipient's e-mail again (back to the mail queue)",
  tags: TAGS,
});

// ---------------------------------------------------------------- the portal's own e-mails ('Correos del portal')

/**
 * One of the portal's own e-mails (password recovery, registration, the DAPcon notices…: every
 * `correos` row that is no mailing's recipient; ARCHITECTURE.md 'an outbox table that the
 * communications screens show'). Never its body: a recovery e-mail carries a one-time link.
 */
export const CorreoPortal = v.object({
  id: v.number(),
  asunto: v.string(),
  destinatario_email: v.string(),
  /** The template that wrote it ('restablecer_password'…). */
  plantilla: v.string(),
  /** What the template is for, in the caller's language (the template's description); the key when unknown. */
  tipo: v.string(),
  /** ISO timestamp of when it was written (queued). */
  created_at: v.string(),
  /** ISO timestamp of the delivery; null while it waits, or when it failed. */
  fecha_enviado: v.nullable(v.string()),
  estado: v.picklist(ESTADOS_DESTINATARIO),
  /** The server's reason of the last failed attempt. */
  error: v.nullable(v.string()),
  intentos: v.number(),
});
export type CorreoPortal = v.InferOutput<typeof CorreoPortal>;

export const CORREOS_PORTAL_SORTABLE = ['created_at', 'destinatario_email', 'estado'] as const;

/**
 * `GET /comunicaciones/admin/correos` query: `magic` searches the address and the subject, `estado` one
 * delivery state (empty: all); newest first; `to_excel` the whole list as `<date>_Correos_del_portal.xlsx`.
 */
export const CorreosPortalQuery = listQuery({ magic: textFilter(), estado: choiceFilter(ESTADOS_DESTINATARIO) }, CORREOS_PORTAL_SORTABLE, 'created_at desc');
export type CorreosPortalQuery = v.InferOutput<typeof CorreosPortalQuery>;
export type CorreosPortalQueryInput = v.InferInput<typeof CorreosPortalQuery>;

/** The Excel file of the portal's own e-mails (dated by `datePrefixedName`). */
export const CORREOS_PORTAL_EXCEL_NAME = 'Correos_del_portal.xlsx';

/** The portal's own e-mails with their delivery state ('Correos del portal', the second tab of /comunicaciones). */
export const correosPortalList = defineEndpoint({
  method: 'GET',
  path: '/comunicaciones/admin/correos',
  query: CorreosPortalQuery,
  response: paginated(CorreoPortal),
  access: ACCESS.admin,
  summary: "The portal's own e-mails (not a mailing's) and their delivery state (magic searches address and subject)",
  tags: TAGS,
});

/**
 * Sends one of the portal's own e-mails again once it failed (the screen asks 'Realmente desea enviar
 * este correo?' first): back to the mail queue. Not in error: 409; a mailing's recipient: 404 (it has
 * `reenviarDestinatario`).
 */
export const reenviarCorreoPortal = defineEndpoint({
  method: 'PATCH',
  path: '/comunicaciones/admin/correos/:id/reenviar',
  params: IdParams,
  response: CorreoPortal,
  stale: ['GET /comunicaciones/admin/correos'],
  access: ACCESS.admin,
  summary: "Send one of the portal's own failed e-mails again (back to the mail queue)",
  tags: TAGS,
});
