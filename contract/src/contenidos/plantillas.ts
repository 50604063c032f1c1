/**
 * The e-mail templates (spec part 2 §2.15, §3 'Message template', §5 'Template', §7.6): every e-mail
 * the portal sends is written from one of them, in the recipient's language (one template per message
 * and language). A template names the variables its e-mail fills in (`{{enlace}}`); the texts are the
 * administration's to edit, the names and variables are the portal's.
 */
import * as v from 'valibot';
import { defineEndpoint, ACCESS } from '../core/endpoint';
import { requiredEmail, requiredText } from '../core/form';
import { MSG } from '../core/messages';
import { CONTENIDOS_MSG } from './messages';

/** The languages a template is written in. */
export const PLANTILLA_IDIOMAS = ['es', 'ca'] as const;
export type PlantillaIdioma = (typeof PLANTILLA_IDIOMAS)[number];

/** The longest template body, in characters of HTML. */
export const PLANTILLA_HTML_MAX_LENGTH = 100_000;

/**
 * A variable in a template's text: `{{name}}`, lower-case letters, digits and underscores.
 *
 * @example
 * [...'Hola {{nombre}}'.matchAll(PLANTILLA_VARIABLE)].map((m) => m[1]) // ['nombre']
 */
export const PLANTILLA_VARIABLE = /\{\{\s*([a-z][a-z0-9_]*)\s*\}\}/g;

/** The names of the variables a text uses, once each, in order of appearance. */
export function variablesDeTexto(text: string): string[] {
  return [...new Set([...text.matchAll(PLANTILLA_VARIABLE)].map((m) => m[1] ?? ''))];
}

/**
 * A text with each `{{variable}}` replaced by `valor(name)`; where it answers undefined the variable
 * stays as written. The API fills an e-mail with it (values escaped for the HTML), the screen its preview.
 *
 * @example
 * sustituirVariables('Hola, {{nombre}} {{otra}}', (n) => ({ nombre: 'Ana' })[n]) // 'Hola, Ana {{otra}}'
 */
export function sustituirVariables(text: string, valor: (name: string) => string | undefined): string {
  return text.replace(PLANTILLA_VARIABLE, (written, name: string) => valor(name) ?? written);
}

/** The variables the texts use that are not among `propias`, once each, in order of appearance. */
export function variablesAjenas(texts: readonly string[], propias: Iterable<string>): string[] {
  const known = new Set(propias);
  return [...new Set(texts.flatMap(variablesDeTexto))].filter((name) => !known.has(name));
}

/** Escapes text for HTML content and attribute values (a value put in a template's HTML is text, never markup). */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);
}

/** A variable of a template: its name, what it holds and the sample value the preview uses. */
export const PlantillaVariable = v.object({ var_id: v.string(), var_desc: v.string(), ejemplo: v.string() });
export type PlantillaVariable = v.InferOutput<typeof PlantillaVariable>;

/** A template in the list (`GET /plantillas`). */
export const PlantillaResumen = v.object({
  pe_id: v.number(),
  pe_nombre: v.string(),
  idioma: v.picklist(PLANTILLA_IDIOMAS),
  pe_descripcion: v.string(),
  pe_asunto: v.string(),
  updated_at: v.string(),
});
export type PlantillaResumen = v.InferOutput<typeof PlantillaResumen>;

/** A whole template (`GET /plantillas/{id}`), with its variables. */
export const Plantilla = v.object({
  ...PlantillaResumen.entries,
  pe_remitente: v.string(),
  pe_remitente_email: v.string(),
  pe_html: v.string(),
  created_at: v.string(),
  variables: v.array(PlantillaVariable),
});
export type Plantilla = v.InferOutput<typeof Plantilla>;

/**
 * PUT /plantillas: the spec's body (descripcion, asunto, html, id, nombre, remitente,
 * remitente_email) with its five messages. `nombre` is the key the portal asks for: it may be sent,
 * but not changed (422). The HTML is cleaned on the server before it is stored; a variable the
 * template does not have is refused under `html` or `asunto` (422).
 */
export const PlantillaBody = v.object({
  id: v.pipe(v.union([v.number(), v.pipe(v.string(), v.regex(/^\d{1,9}$/, MSG.valorNoValido), v.transform(Number))], MSG.valorNoValido)),
  nombre: v.optional(v.string()),
  descripcion: requiredText(MSG.descripcionObligatoria),
  remitente: requiredText(CONTENIDOS_MSG.remitenteObligatorio),
  remitente_email: requiredEmail(CONTENIDOS_MSG.remitenteEmailObligatorio),
  asunto: requiredText(CONTENIDOS_MSG.asuntoObligatorio),
  html: v.pipe(
    v.string(CONTENIDOS_MSG.contenidoCorreoObligatorio),
    v.trim(),
    v.nonEmpty(CONTENIDOS_MSG.contenidoCorreoObligatorio),
    v.maxLength(PLANTILLA_HTML_MAX_LENGTH, MSG.textoDemasiadoLargo),
  ),
});
export type PlantillaBody = v.InferOutput<typeof PlantillaBody>;
export type PlantillaForm = v.InferInput<typeof PlantillaBody>;

const plantillaId = () => v.object({ id: v.pipe(v.string(), v.regex(/^\d{1,9}$/, MSG.noEncontrado), v.transform(Number)) });

/** Every template, by name and language. */
export const plantillasList = defineEndpoint({
  method: 'GET',
  path: '/plantillas',
  response: v.array(PlantillaResumen),
  access: ACCESS.admin,
  summary: 'The e-mail templates, by name and language',
  tags: ['contenidos'],
});

/** One template with its variables. */
export const plantillaShow = defineEndpoint({
  method: 'GET',
  path: '/plantillas/:id',
  params: plantillaId(),
  response: Plantilla,
  access: ACCESS.admin,
  summary: 'An e-mail template with its variables',
  tags: ['contenidos'],
});

/** Saves a template (200, 'Los datos han sido guardados correctamente'): the next e-mail is written from it. */
export const plantillaUpdate = defineEndpoint({
  method: 'PUT',
  path: '/plantillas',
  body: PlantillaBody,
  response: Plantilla,
  stale: ['GET /plantillas', 'GET /plantillas/:id'],
  access: ACCESS.admin,
  summary: 'Saves an e-mail template (sender, subject and HTML); unknown variables are refused',
  tags: ['contenidos'],
});
