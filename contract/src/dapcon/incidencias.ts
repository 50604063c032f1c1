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
import { booleanFilter, choiceFilter, positiveIntegerFilter } from '../core/list';
import { MSG } from '../core/messages';
import { DAPCON_MSG } from './messages';

/** A reply in an incident's thread. */
export const IncidenciaRespuesta = v.object({
  id: v.number(),
  mensaje: v.string(),
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
  access: { modulos: ['administrador', 'consultor'] },
  summary: 'Resolve or reopen an incident (its verifier, the administration)',
  tags: TAGS,
});
