/**
 * A declaration's incidents (spec part 1 §3 'Incident', §7 `/incidencias/*`; docs/dapcon-lifecycle.md
 * 'Incidents'): per declaration and language, a title, a description, a thread of replies and a
 * resolved flag. The verifier (or the administration) opens them while the declaration is in
 * verification; the company and consultant reply. A company, consultant or verifier reaches only the
 * incidents of declarations it takes part in.
 */
import * as v from 'valibot';
import { ACCESS, defineEndpoint } from '../core/endpoint';
import { formBoolean, formId, requiredText } from '../core/form';
import { booleanFilter, choiceFilter, listQuery, paginated, positiveIntegerFilter, textFilter } from '../core/list';
import { MSG } from '../core/messages';
import { DAPCON_MSG } from './messages';
import { ESTADOS_DAPCON, TIPOS_DOCUMENTO_DAPCON } from './permisos';

/** A reply in an incident's thread. */
export const IncidenciaRespuesta = v.object({
  id: v.number(),
  /** The reply ('' for a replaced document). */
  mensaje: v.string(),
  /** A document replaced while the incident was open (its kind and the file's name as uploaded); null for a reply. */
  documento: v.nullable(v.object({ tipo: v.picklist(TIPOS_DOCUMENTO_DAPCON), nombre: v.string() })),
  /** 'nombre apellidos' of who wrote it (null when the account is gone). */
  autor: v.nullable(v.string()),
  /** The author's part in the declaration ('verificador', 'consultor', …), for the thread's look. */
  rol: v.nullable(v.string()),
  /** ISO date-time. */
  created_at: v.string(),
});
export type IncidenciaRespuesta = v.InferOutput<typeof IncidenciaRespuesta>;

/** An incident with its thread (the spec's field names, `dapcon_incidencias_titulo`, …). */
export const Incidencia = v.object({
  id: v.number(),
  dapcon_id: v.number(),
  dapcon_codigo: v.nullable(v.string()),
  dv_nombre_producto: v.string(),
  idioma_id: v.number(),
  dapcon_incidencias_titulo: v.string(),
  dapcon_incidencias_descripcion: v.string(),
  esta_resuelta: v.boolean(),
  autor: v.nullable(v.string()),
  /** ISO date-time. */
  created_at: v.string(),
  respuestas: v.array(IncidenciaRespuesta),
});
export type Incidencia = v.InferOutput<typeof Incidencia>;

/** The caller's view of its incidents (spec: `perfil=consultor`): as the declaration's consultant, verifier or company. */
export const PERFILES_INCIDENCIA = ['consultor', 'verificador', 'organizacion'] as const;

/**
 * GET /incidencias/dapcon-incidencias query (spec part 1 §7: `esta_resuelta=false`, `perfil=consultor`,
 * `idioma_id=1`), and `dapcon_id` for one declaration's (the record page's language tab).
 */
export const IncidenciasQuery = v.object({
  dapcon_id: positiveIntegerFilter(),
  idioma_id: positiveIntegerFilter(),
  esta_resuelta: booleanFilter(),
  perfil: choiceFilter(PERFILES_INCIDENCIA),
});
export type IncidenciasQuery = v.InferOutput<typeof IncidenciasQuery>;

/** A declaration with its incidents (spec part 1 §3 'Incident': id, created_at, dapcon_codigo, dapcon_id, incidencias). */
export const IncidenciasDeDapcon = v.object({
  dapcon_id: v.number(),
  dapcon_codigo: v.nullable(v.string()),
  dv_nombre_producto: v.string(),
  /** ISO date-time of its newest incident. */
  created_at: v.string(),
  incidencias: v.array(
    v.object({ id: v.number(), idioma_id: v.number(), dapcon_incidencias_titulo: v.string(), esta_resuelta: v.boolean(), created_at: v.string() }),
  ),
});
export type IncidenciasDeDapcon = v.InferOutput<typeof IncidenciasDeDapcon>;

/** POST /incidencias/crear (spec part 1 §3: `dapcon_id`, `idioma_id`, `titulo`, `descripcion`). */
export const CrearIncidenciaBody = v.object({
  dapcon_id: formId(DAPCON_MSG.dapconObligatoria, MSG.noEncontrado),
  idioma_id: formId(DAPCON_MSG.idiomaNoValido, DAPCON_MSG.idiomaNoValido),
  titulo: requiredText(DAPCON_MSG.tituloObligatorio),
  descripcion: requiredText(MSG.descripcionObligatoria, 5000),
});
export type CrearIncidenciaBody = v.InferOutput<typeof CrearIncidenciaBody>;
export type CrearIncidenciaForm = v.InferInput<typeof CrearIncidenciaBody>;

/** POST /incidencias/:id/responder: a reply to the thread. */
export const ResponderIncidenciaBody = v.object({ mensaje: requiredText(DAPCON_MSG.mensajeObligatorio, 5000) });
export type ResponderIncidenciaBody = v.InferOutput<typeof ResponderIncidenciaBody>;
export type ResponderIncidenciaForm = v.InferInput<typeof ResponderIncidenciaBody>;

/** PATCH /incidencias/:id/resolver: resolve (true) or reopen (false). */
export const ResolverIncidenciaBody = v.object({ esta_resuelta: formBoolean() });
export type ResolverIncidenciaBody = v.InferOutput<typeof ResolverIncidenciaBody>;

const IncidenciaIdParams = v.object({ id: v.pipe(v.string(), v.regex(/^\d{1,9}$/, MSG.noEncontrado), v.transform(Number)) });

const TAGS = ['incidencias'];

/**
 * The incidents the caller reaches, newest first, filtered: one declaration's (`dapcon_id`), one
 * language's, open or resolved, and by the caller's part (`perfil`).
 *
 * @example
 * const { data } = await call(incidenciasDapcon, { query: { dapcon_id: '12', idioma_id: '1' } });
 */
export const incidenciasDapcon = defineEndpoint({
  method: 'GET',
  path: '/incidencias/dapcon-incidencias',
  query: IncidenciasQuery,
  response: v.array(Incidencia),
  access: ACCESS.user,
  summary: 'Incidents of the declarations the caller takes part in (filters: dapcon_id, idioma_id, esta_resuelta, perfil)',
  tags: TAGS,
});

/** Every declaration the caller reaches that has incidents, with them (the `/tickets` pages and the homes). */
export const todasIncidencias = defineEndpoint({
  method: 'GET',
  path: '/incidencias/listar/todas',
  response: v.array(IncidenciasDeDapcon),
  access: ACCESS.user,
  summary: 'Declarations with their incidents (those the caller takes part in; the administration all)',
  tags: TAGS,
});

/** Opens an incident on one language of a declaration in verification: its verifier or the administration (201); the company and consultant are e-mailed. */
export const crearIncidencia = defineEndpoint({
  method: 'POST',
  path: '/incidencias/crear',
  body: CrearIncidenciaBody,
  response: Incidencia,
  status: 201,
  stale: ['GET /incidencias/dapcon-incidencias', 'GET /incidencias', 'GET /incidencias/:id', 'GET /incidencias/listar/todas', 'GET /dapcon/:id', 'GET /panel/inicio', 'GET /obtener-notificaciones', 'GET /panel/consolidado'],
  access: { modulos: ['administrador', 'consultor'] },
  summary: 'Open an incident on a language of a declaration in verification (its verifier, the administration)',
  tags: TAGS,
});

/** Replies to an incident: any participant of its declaration (201); the other side is e-mailed. */
export const responderIncidencia = defineEndpoint({
  method: 'POST',
  path: '/incidencias/:id/responder',
  params: IncidenciaIdParams,
  body: ResponderIncidenciaBody,
  response: Incidencia,
  status: 201,
  stale: ['GET /incidencias/dapcon-incidencias', 'GET /incidencias', 'GET /incidencias/:id', 'GET /incidencias/listar/todas', 'GET /dapcon/:id', 'GET /panel/inicio', 'GET /obtener-notificaciones', 'GET /panel/consolidado'],
  access: { modulos: ['administrador', 'organizacion', 'consultor'] },
  summary: "Reply to an incident (its declaration's participants)",
  tags: TAGS,
});

/** Resolves or reopens an incident: the declaration's verifier or the administration. */
export const resolverIncidencia = defineEndpoint({
  method: 'PATCH',
  path: '/incidencias/:id/resolver',
  params: IncidenciaIdParams,
  body: ResolverIncidenciaBody,
  response: Incidencia,
  stale: ['GET /incidencias/dapcon-incidencias', 'GET /incidencias', 'GET /incidencias/:id', 'GET /incidencias/listar/todas', 'GET /dapcon/:id', 'GET /panel/inicio', 'GET /obtener-notificaciones', 'GET /panel/consolidado'],
  access: { modulos: ['administrador', 'consultor'] },
  summary: 'Resolve or reopen an incident (its verifier, the administration)',
  tags: TAGS,
});

// ---------------------------------------------------------------- the tickets (issue 16 step 5; docs/home.md)

/** The state filter of the tickets list: open or resolved incidents (empty: both). */
export const ESTADOS_TICKET = ['abiertas', 'resueltas'] as const;
export type EstadoTicket = (typeof ESTADOS_TICKET)[number];

/** The fields the tickets list may be sorted by (`ultimo_mensaje`: its newest reply, else its opening). */
export const INCIDENCIAS_SORTABLE = ['ultimo_mensaje', 'created_at', 'dapcon_codigo', 'titulo'] as const;

/**
 * GET /incidencias query (`/tickets`): the state, one declaration (`dapcon_id`, the record's link) or
 * a text over its code and product (`filter_dapcon`), a language; newest activity first.
 */
export const IncidenciasListQuery = listQuery(
  {
    estado: choiceFilter(ESTADOS_TICKET),
    dapcon_id: positiveIntegerFilter(),
    filter_dapcon: textFilter(),
    idioma_id: positiveIntegerFilter(),
  },
  INCIDENCIAS_SORTABLE,
  'ultimo_mensaje desc',
);
export type IncidenciasListQuery = v.InferOutput<typeof IncidenciasListQuery>;

/** A row of the tickets list: the incident, its declaration and language, who opened it, when, its last message and how many replies. */
export const IncidenciaListItem = v.object({
  id: v.number(),
  dapcon_id: v.number(),
  dapcon_codigo: v.nullable(v.string()),
  dv_nombre_producto: v.string(),
  idioma_id: v.number(),
  /** The language's code ('es', 'ca', 'en'). */
  idioma: v.string(),
  dapcon_incidencias_titulo: v.string(),
  esta_resuelta: v.boolean(),
  autor: v.nullable(v.string()),
  /** ISO date-time of its opening. */
  created_at: v.string(),
  /** ISO date-time of its newest reply, else of its opening. */
  ultimo_mensaje_at: v.string(),
  respuestas: v.number(),
});
export type IncidenciaListItem = v.InferOutput<typeof IncidenciaListItem>;

/** The tickets list's Excel file name, before the date prefix. */
export const INCIDENCIAS_EXCEL_NAME = 'Incidencias.xlsx';

/**
 * GET /incidencias: a page of the incidents the caller reaches (the administration all; a company
 * those of its declarations; a consultant-module account those it authors or verifies), filtered and
 * sorted; with `to_excel=true` the whole filtered, sorted list as an xlsx file.
 */
export const incidenciasList = defineEndpoint({
  method: 'GET',
  path: '/incidencias',
  query: IncidenciasListQuery,
  response: paginated(IncidenciaListItem),
  access: ACCESS.user,
  summary: 'Incidents the caller reaches: filtered, sorted, paged (to_excel=true: xlsx)',
  tags: TAGS,
});

/** What the caller may do with one incident now (`PERMISOS_DAPCON`, its declaration's state, and the incident's own). */
export const ACCIONES_INCIDENCIA = ['responder_incidencia', 'resolver_incidencia'] as const;

/** One incident with its thread, its language's code, its declaration's state and the caller's actions (`/tickets/{id}`). */
export const IncidenciaDetalle = v.object({
  ...Incidencia.entries,
  idioma: v.string(),
  dapcon_estado: v.picklist(ESTADOS_DAPCON),
  acciones: v.array(v.picklist(ACCIONES_INCIDENCIA)),
});
export type IncidenciaDetalle = v.InferOutput<typeof IncidenciaDetalle>;

/** GET /incidencias/:id: one incident the caller reaches, with its thread (anyone else: 404). */
export const incidenciaDetalle = defineEndpoint({
  method: 'GET',
  path: '/incidencias/:id',
  params: IncidenciaIdParams,
  response: IncidenciaDetalle,
  access: ACCESS.user,
  summary: 'One incident the caller reaches, with its thread and what the caller may do with it',
  tags: TAGS,
});
