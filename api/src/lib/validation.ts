/**
 * Request validation with the contract's valibot schemas instead of ajv, so
 * a 422 carries the contract's own field messages (MSG) and the same schemas
 * give the handlers their types and the OpenAPI document its shapes.
 *
 * `serve` (lib/endpoint.ts) puts an endpoint's valibot schemas in `schema.body` /
 * `schema.querystring` / `schema.params`; the app installs `valibotValidatorCompiler`,
 * handlers are typed from the endpoint, and `toOpenApiSchema` converts the schemas
 * (responses too) for @fastify/swagger.
 */
import { toJsonSchema } from '@valibot/to-json-schema';
import type { FastifySchemaCompiler } from 'fastify';
import * as v from 'valibot';
import { hasForbiddenCharacter, MSG } from '@dapcon/contract';
import { ValidationError } from '../errors';

type AnySchema = v.GenericSchema;

/** True for a valibot schema (what route schemas hold). */
export function isValibotSchema(value: unknown): value is AnySchema {
  return typeof value === 'object' && value !== null && 'kind' in value && value.kind === 'schema' && '~run' in value;
}

/** Where a valibot issue belongs in `errors`: its dot path, or the request part for the whole value. */
function fieldOf(issue: v.BaseIssue<unknown>, part: string): string {
  return v.getDotPath(issue) ?? part;
}

/** The schema reached by following `path` down objects and arrays (through optional wrappers). */
function schemaAt(schema: AnySchema, path: readonly v.IssuePathItem[]): AnySchema | undefined {
  let current: unknown = schema;
  for (const item of path) {
    while (typeof current === 'object' && current !== null && 'wrapped' in current) current = current.wrapped;
    if (typeof current !== 'object' || current === null) return undefined;
    if (item.type === 'object' && 'entries' in current && typeof current.entries === 'object' && current.entries) {
      current = (current.entries as Record<string, unknown>)[String(item.key)];
    } else if (item.type === 'array' && 'item' in current) {
      current = current.item;
    } else {
      return undefined;
    }
  }
  return isValibotSchema(current) ? current : undefined;
}

/**
 * Valibot reports a missing key with the object's generic message; the
 * contract's text for it ('El documento es obligatorio.') belongs to the
 * field's own schema, so ask that schema what it says about `undefined`.
 */
function messageOf(root: AnySchema, issue: v.BaseIssue<unknown>): string {
  const missingKey = issue.kind === 'schema' && issue.type === 'object' && issue.input === undefined && issue.path;
  if (missingKey) {
    const field = schemaAt(root, issue.path ?? []);
    if (field) {
      const own = v.safeParse(field, undefined, { abortEarly: true, message: MSG.datosInvalidos });
      if (!own.success && own.issues[0]) return own.issues[0].message;
    }
  }
  return issue.message;
}

/**
 * A record of fields rather than an instance of a class (a Buffer, a file): a plain object, or
 * one of the prototype-less objects Fastify's query-string parser makes (their prototype is an
 * empty object whose own prototype is null).
 */
function isPlainRecord(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const proto: unknown = Object.getPrototypeOf(value);
  return proto === null || proto === Object.prototype || Object.getPrototypeOf(proto) === null;
}

/**
 * The dot paths of every text in a request part (objects and arrays followed, files' bytes not)
 * that holds a character no field may take: PostgreSQL refuses NUL in any text, so one reaching
 * a query would be a 500. Checked here, before any schema, so every route refuses it.
 */
function forbiddenTextPaths(value: unknown, path: string): string[] {
  if (typeof value === 'string') return hasForbiddenCharacter(value) ? [path] : [];
  if (Array.isArray(value)) return value.flatMap((item, i) => forbiddenTextPaths(item, path ? `${path}.${i}` : String(i)));
  if (isPlainRecord(value)) {
    return Object.entries(value).flatMap(([key, item]) => forbiddenTextPaths(item, path ? `${path}.${key}` : key));
  }
  return [];
}

/** valibot's schemas of an object of fields (a pipe keeps its first schema's type). */
const OBJECT_SCHEMA_TYPES = new Set(['object', 'loose_object', 'strict_object', 'object_with_rest']);

/**
 * Validates `input` against a contract schema, returning its output or
 * throwing a ValidationError with one message per failing field.
 */
export function parseWith<S extends AnySchema>(schema: S, input: unknown, part = 'body'): v.InferOutput<S> {
  // A schema of fields takes a record of fields, nothing else: valibot's `object` would let a list
  // through as an object without keys (a form of optional fields then saved as empty), and a
  // form's own checks (a pipe's rawCheck) would read fields of a text, a number or null.
  if (OBJECT_SCHEMA_TYPES.has(schema.type) && !isPlainRecord(input)) throw new ValidationError({ [part]: [MSG.datosInvalidos] });
  const forbidden = forbiddenTextPaths(input, '');
  // Defaults in English ("Invalid type: …") give way to the contract's generic text.
  // Pipes are not cut short at their first issue, so a form's cross-field rules
  // (crossFieldRules, after its object) still run when some fields fail; each field
  // keeps only its first message below.
  const result = v.safeParse(schema, input, { message: MSG.datosInvalidos });
  if (result.success && forbidden.length === 0) return result.output;
  const errors: Record<string, string[]> = {};
  for (const field of forbidden) errors[field || part] = [MSG.caracteresNoValidos];
  for (const issue of result.issues ?? []) {
    const field = fieldOf(issue, part);
    errors[field] ??= [messageOf(schema, issue)];
  }
  throw new ValidationError(errors);
}

/** Fastify validator compiler for valibot route schemas. */
export const valibotValidatorCompiler: FastifySchemaCompiler<unknown> = ({ schema, httpPart }) => {
  if (!isValibotSchema(schema)) {
    throw new Error(`Route schemas must be valibot schemas (got a ${typeof schema} for ${httpPart ?? 'a request part'})`);
  }
  return (data) => {
    try {
      return { value: parseWith(schema, data, httpPart ?? 'body') };
    } catch (error) {
      if (error instanceof ValidationError) return { error };
      throw error;
    }
  };
};

type JsonSchema = Record<string, unknown>;

function isJsonSchema(value: unknown): value is JsonSchema {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * The contract's form fields take a missing key as '' (or a missing file as null) so
 * that their own required message answers it (`presentString`); in the document such
 * a field is what it means: required, without that default.
 */
function markPresentFieldsRequired(schema: JsonSchema): JsonSchema {
  const out: JsonSchema = { ...schema };
  if (isJsonSchema(out.properties)) {
    const required = new Set(Array.isArray(out.required) ? (out.required as string[]) : []);
    const properties: JsonSchema = {};
    for (const [key, value] of Object.entries(out.properties)) {
      if (!isJsonSchema(value)) {
        properties[key] = value;
        continue;
      }
      const property = markPresentFieldsRequired(value);
      if (property.default === '' || property.default === null) {
        delete property.default;
        required.add(key);
      }
      properties[key] = property;
    }
    out.properties = properties;
    out.required = [...required];
  }
  for (const list of ['oneOf', 'anyOf', 'allOf'] as const) {
    const options = out[list];
    if (Array.isArray(options)) out[list] = options.map((option: unknown) => (isJsonSchema(option) ? markPresentFieldsRequired(option) : option));
  }
  if (isJsonSchema(out.items)) out.items = markPresentFieldsRequired(out.items);
  return out;
}

/** JSON Schema of a valibot schema, for the OpenAPI 3.0 document. */
export function toOpenApiSchema(schema: AnySchema): Record<string, unknown> {
  // A lazy schema that picks one of some shapes by the input (`RegistroPagoBody`) names them as
  // `alternatives`: the document says 'any of them'.
  const alternatives = (schema as { alternatives?: unknown }).alternatives;
  if (schema.type === 'lazy' && Array.isArray(alternatives)) return { anyOf: (alternatives as AnySchema[]).map(toOpenApiSchema) };
  // Transformations (trim) and messages have no JSON Schema form: they are skipped, not fatal.
  return markPresentFieldsRequired({ ...toJsonSchema(schema, { target: 'openapi-3.0', errorMode: 'ignore' }) });
}
