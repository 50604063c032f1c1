/**
 * Building blocks of the form schemas (registration, passwords, uploads).
 *
 * The same schema checks three kinds of input:
 * - a multipart body on the server, where every field is a string ('1', 'true', '34');
 * - a JSON body, with real booleans and numbers;
 * - the browser's form values (react-hook-form, or `formDataValues(form)` of the FormData about to be sent).
 *
 * So booleans accept `true`/`false` and their form spellings, ids accept numbers and
 * numeric strings, and files accept a browser `File` or the server's description of an
 * uploaded part (both are `UploadLike`, see uploads.ts).
 */
import * as v from 'valibot';
import { MSG } from './messages';
import { isIsoDate } from './validators/format';

/** Longest free text accepted in a form field (names, addresses, phones…). */
export const TEXT_MAX_LENGTH = 255;
/** Longest e-mail address (RFC 5321). */
export const EMAIL_MAX_LENGTH = 254;
/** Largest id or number a request may carry: PostgreSQL's `integer` (ids, languages, countries). */
export const MAX_INTEGER = 2_147_483_647;

/**
 * An integer from 1 to PostgreSQL's `integer` maximum; anything else → `message`.
 *
 * @example
 * v.object({ locale: v.optional(positiveInteger(MSG.valorNoValido), 1) })
 */
export function positiveInteger(message: string) {
  return v.pipe(v.number(message), v.integer(message), v.minValue(1, message), v.maxValue(MAX_INTEGER, message));
}

/**
 * True when a text holds a character no field may: NUL, which PostgreSQL refuses in any text.
 *
 * @example
 * hasForbiddenCharacter('a\u0000b') // true
 */
export function hasForbiddenCharacter(text: string): boolean {
  return text.includes('\u0000');
}

const TRUE_WORDS = ['1', 'true', 'on', 'yes', 'si', 'sí'];
const FALSE_WORDS = ['0', 'false', 'off', 'no', ''];

/**
 * Reads a form boolean: `true`/`false`, 1/0, or the strings '1', 'true', 'on', 'yes', 'sí'
 * (and '0', 'false', 'off', 'no', ''). Anything else is `null`.
 *
 * @example
 * toFormBoolean('1') // true
 * toFormBoolean('off') // false
 */
export function toFormBoolean(value: unknown): boolean | null {
  if (typeof value === 'boolean') return value;
  if (value === 1 || value === 0) return value === 1;
  if (typeof value !== 'string') return null;
  const word = value.trim().toLowerCase();
  if (TRUE_WORDS.includes(word)) return true;
  if (FALSE_WORDS.includes(word)) return false;
  return null;
}

/**
 * A string that must be there: missing arrives as '' so the field's own schema reports
 * it with its own text (valibot would otherwise say 'Invalid key' for a missing key,
 * in the browser too). The API's OpenAPI document lists such fields as required.
 *
 * @example
 * v.pipe(presentString(MSG.passwordObligatoria), v.nonEmpty(MSG.passwordObligatoria))
 */
export function presentString(message: string) {
  return v.optional(v.string(message), '');
}

/**
 * A required text: trimmed; missing or blank → `message`.
 *
 * @example
 * v.object({ org_direccion: requiredText(MSG.direccionObligatoria) })
 */
export function requiredText(message: string, maxLength: number = TEXT_MAX_LENGTH) {
  return v.pipe(presentString(message), v.trim(), v.nonEmpty(message), v.maxLength(maxLength, MSG.textoDemasiadoLargo));
}

/**
 * An optional text: trimmed; missing, null or blank → `undefined`.
 *
 * @example
 * v.object({ org_web: optionalText() })
 */
export function optionalText(maxLength: number = TEXT_MAX_LENGTH) {
  return v.pipe(
    v.nullish(v.pipe(v.string(MSG.valorNoValido), v.trim(), v.maxLength(maxLength, MSG.textoDemasiadoLargo))),
    v.transform((value): string | undefined => (value === '' || value === null ? undefined : value)),
  );
}

/**
 * A required e-mail address: trimmed; blank → `requiredMessage`, malformed → 'El correo no es válido.'
 *
 * @example
 * v.object({ email: requiredEmail(MSG.correoObligatorio) })
 */
export function requiredEmail(requiredMessage: string) {
  return v.pipe(
    presentString(requiredMessage),
    v.trim(),
    v.nonEmpty(requiredMessage),
    v.maxLength(EMAIL_MAX_LENGTH, MSG.correoNoValido),
    v.email(MSG.correoNoValido),
  );
}

/**
 * A required calendar date 'yyyy-mm-dd' (a date input's value); missing or blank →
 * `requiredMessage`, anything that is not a real date → 'La fecha no es válida.'
 *
 * @example
 * v.object({ org_fecha_baja: requiredDate(EMPRESAS_MSG.fechaBajaObligatoria) })
 */
export function requiredDate(requiredMessage: string) {
  return v.pipe(presentString(requiredMessage), v.trim(), v.nonEmpty(requiredMessage), v.check(isIsoDate, MSG.fechaNoValida));
}

/**
 * A form boolean (see `toFormBoolean`); missing, null or empty → false.
 *
 * @example
 * v.parse(formBoolean(), '1') // true
 */
export function formBoolean(message: string = MSG.valorNoValido) {
  return v.pipe(v.nullish(v.unknown(), false), v.transform(toFormBoolean), v.boolean(message));
}

/**
 * A checkbox that must be ticked: only a true value passes; anything else → `message`.
 *
 * @example
 * v.object({ org_manif_terminos_condiciones: formAccepted(MSG.aceptarTerminos) })
 */
export function formAccepted(message: string) {
  return v.pipe(v.nullish(v.unknown(), false), v.transform(toFormBoolean), v.literal(true, message));
}

/**
 * A required id (a select's value): a positive integer, or its decimal string.
 * Missing or blank → `requiredMessage`; anything else that is not one → `invalidMessage`.
 *
 * @example
 * v.parse(formId(MSG.paisObligatorio, MSG.paisNoValido), '1') // 1
 */
export function formId(requiredMessage: string, invalidMessage: string) {
  return v.pipe(
    v.optional(v.union([v.number(), v.string()], requiredMessage), ''),
    v.transform((value) => (typeof value === 'string' ? value.trim() : value)),
    v.check((value) => value !== '', requiredMessage),
    v.transform((value) => (typeof value === 'string' && !/^\d+$/.test(value) ? Number.NaN : Number(value))),
    positiveInteger(invalidMessage),
  );
}

/**
 * A rule between fields of one form: when `holds(values)` is false, `message` goes under
 * `field`. Rules are skipped while a field they read (`reads`, plus `field`) has its own
 * error, so each field shows one message: its own first.
 */
export interface CrossFieldRule<T> {
  field: keyof T & string;
  reads: readonly (keyof T & string)[];
  holds: (values: T) => boolean;
  message: string;
}

/**
 * The cross-field rules of a form as one valibot action, to put after the object in a
 * `v.pipe`. Unlike `v.partialCheck`, the rules run even when other fields have errors,
 * so a 422 lists them all at once (when validated without `abortPipeEarly`; react-hook-form's
 * valibot resolver needs `criteriaMode: 'all'` for that, otherwise they show once the
 * fields' own errors are fixed).
 *
 * @example
 * v.pipe(v.object({ password, password_confirmation }), crossFieldRules([
 *   { field: 'password_confirmation', reads: ['password'], holds: (f) => f.password === f.password_confirmation, message: MSG.passwordsNoCoinciden },
 * ]))
 */
export function crossFieldRules<T extends Record<string, unknown>>(rules: readonly CrossFieldRule<T>[]): v.RawCheckAction<T> {
  return v.rawCheck<T>(({ dataset, addIssue }) => {
    const values: unknown = dataset.value;
    if (typeof values !== 'object' || values === null) return;
    const record = values as T;
    const failed = new Set<string>();
    for (const issue of dataset.issues ?? []) {
      const key = issue.path?.[0]?.key;
      if (typeof key === 'string') failed.add(key);
    }
    for (const rule of rules) {
      if (failed.has(rule.field) || rule.reads.some((field) => failed.has(field))) continue;
      if (rule.holds(record)) continue;
      failed.add(rule.field);
      addIssue({
        message: rule.message,
        path: [{ type: 'object', origin: 'value', input: record, key: rule.field, value: record[rule.field] }],
      });
    }
  });
}

/** A value that counts as filled in (not missing, not blank). */
export function isFilled(value: unknown): boolean {
  return value !== undefined && value !== null && !(typeof value === 'string' && value.trim() === '');
}

/**
 * The values of a FormData as a plain object, for validating it with a contract schema
 * before sending: one value per name, or a list when a name repeats.
 *
 * @example
 * validateBody(RegistroConsultorBody, formDataValues(form));
 */
export function formDataValues(form: FormData): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const name of new Set(form.keys())) {
    const all = form.getAll(name);
    out[name] = all.length === 1 ? all[0] : all;
  }
  return out;
}

function isBlob(value: unknown): value is Blob {
  return typeof Blob !== 'undefined' && value instanceof Blob;
}

/** A browser FileList (the contract also compiles for Node, which has none). */
function isFileList(value: unknown): value is ArrayLike<Blob> {
  const FileListType = (globalThis as { FileList?: abstract new () => unknown }).FileList;
  return FileListType !== undefined && value instanceof FileListType;
}

/**
 * Form values → FormData, the way the multipart routes read it: booleans as '1'/'0',
 * numbers as decimal text, files (a File, a FileList or a list of Files) as file parts;
 * `null`, `undefined` and empty FileLists are left out.
 *
 * @example
 * await postRegistroConsultor(toFormData({ ...values, logo: croppedFile }));
 */
export function toFormData(values: Record<string, unknown>): FormData {
  const form = new FormData();
  const append = (name: string, value: unknown) => {
    if (value === null || value === undefined) return;
    if (isBlob(value)) form.append(name, value, 'name' in value && typeof value.name === 'string' ? value.name : 'blob');
    else if (typeof value === 'boolean') form.append(name, value ? '1' : '0');
    else if (typeof value === 'number' || typeof value === 'string') form.append(name, String(value));
    else throw new TypeError(`toFormData: '${name}' is not text, a number, a boolean or a file`);
  };
  for (const [name, value] of Object.entries(values)) {
    if (isFileList(value)) for (const file of Array.from(value)) append(name, file);
    else if (Array.isArray(value)) for (const item of value) append(name, item);
    else append(name, value);
  }
  return form;
}
